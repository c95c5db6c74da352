// SPDX-License-Identifier: GPL-3.0-or-later
#include "IssueText.h"

#include "editor/document/CodeSentences.h"
#include "editor/document/DisplayNames.h"
#include "editor/document/EngineLimitText.h"
#include "editor/playtest/PlaytestNames.h"
#include "model/Harbor.h"
#include "model/Resource.h"
#include "model/Terrain.h"
#include "validation/checks/CheckCatalog.h"

#include <QStringList>

namespace isle::editor {

namespace {

using Args = QStringList;

// Args name terrains, harbor types and resources by their file-format strings; show the
// translated display names instead (anything else, e.g. a coordinate, passes through).
QString terrainArg(const QString &s)
{
    if (s == QLatin1String("off-board"))
        return IssueText::tr("off the board");
    return DisplayNames::terrainFromFile(s);
}

QString harborArg(const QString &s)
{
    return DisplayNames::harborTypeFromFile(s);
}

QString resourceArg(const QString &s)
{
    if (const auto r = model::ResourceNames.fromString(s.toStdString()))
        return PlaytestNames::resource(model::index(*r));
    return s;
}

int number(const QString &s)
{
    return s.toInt();
}

// Kept in the order of validation/checks/CheckCatalog.cpp; test_IssueText checks that every
// catalogue code has an entry here.
const CodeSentence Entries[] = {
    CodeSentence {"tokens.red-adjacent", 4,
        [](const Args &a) {
            return IssueText::tr("Red numbers %1 and %2 lie on adjacent hexes %3 and %4.")
                .arg(a[0], a[1], a[2], a[3]);
        }},
    CodeSentence {"tokens.low-adjacent", 4,
        [](const Args &a) {
            return IssueText::tr("Numbers %1 and %2 lie on adjacent hexes %3 and %4.")
                .arg(a[0], a[1], a[2], a[3]);
        }},
    CodeSentence {"tokens.equal-adjacent", 4,
        [](const Args &a) {
            return IssueText::tr("Two tokens showing %1 lie on adjacent hexes %2 and %3.")
                .arg(a[0], a[2], a[3]);
        }},
    CodeSentence {"tokens.red-on-gold", 2,
        [](const Args &a) {
            return IssueText::tr("The gold field %1 carries a red number (%2).").arg(a[1], a[0]);
        }},
    CodeSentence {"tokens.invalid-value", 2,
        [](const Args &a) {
            return IssueText::tr("The number token on %1 shows %2; tokens show 2–6 or 8–12.")
                .arg(a[1], a[0]);
        }},
    CodeSentence {"tokens.on-tokenless-terrain", 3,
        [](const Args &a) {
            return IssueText::tr("The hex %1 (%2) carries a number token (%3); this terrain "
                                 "carries none.")
                .arg(a[1], terrainArg(a[0]), a[2]);
        }},
    CodeSentence {"tokens.missing", 2,
        [](const Args &a) {
            return IssueText::tr("The hex %1 (%2) has no number token.")
                .arg(a[1], terrainArg(a[0]));
        }},
    CodeSentence {"tokens.on-closed-area", 3,
        [](const Args &a) {
            return IssueText::tr("The hex %1 carries the number %2, but nobody may settle in its "
                                 "area “%3”; it would produce for nobody.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"harbors.not-on-water", 3,
        [](const Args &a) {
            return IssueText::tr("The harbor at %1 (%2) lies on %3; harbors lie on sea or frame.")
                .arg(a[1], harborArg(a[0]), terrainArg(a[2]));
        }},
    CodeSentence {"harbors.not-facing-land", 3,
        [](const Args &a) {
            return IssueText::tr("A harbor (%1) faces %2 at %3; a harbor faces a land hex.")
                .arg(harborArg(a[0]), terrainArg(a[2]), a[1]);
        }},
    CodeSentence {"harbors.shared-intersection", 2,
        [](const Args &a) {
            return IssueText::tr("The harbors at %1 and %2 share an intersection.").arg(a[0], a[1]);
        }},
    CodeSentence {"harbors.closed-lake", 1,
        [](const Args &a) {
            return IssueText::tr("The harbor at %1 lies on a closed lake, not on open sea.")
                .arg(a[0]);
        }},
    CodeSentence {"harbors.duplicate-special", 3,
        [](const Args &a) {
            return IssueText::tr("The scenario uses %n 2:1 harbor(s) for %1; the boxes allow %2.",
                nullptr, number(a[1]))
                .arg(resourceArg(a[0]), a[2]);
        }},
    CodeSentence {"components.standard-mismatch", 4,
        [](const Args &a) {
            const int used = number(a[2]);
            if (a[0] == QLatin1String("hexes of"))
                return IssueText::tr("The standard board uses %n hex(es) of %1; the boxes hold "
                                     "exactly %2.",
                    nullptr, used)
                    .arg(terrainArg(a[1]), a[3]);
            if (a[0] == QLatin1String("number tokens"))
                return IssueText::tr("The standard board uses %n number token(s) showing %1; the "
                                     "boxes hold exactly %2.",
                    nullptr, used)
                    .arg(a[1], a[3]);
            if (a[0] == QLatin1String("2:1 harbors for"))
                return IssueText::tr("The standard board uses %n 2:1 harbor(s) for %1; the boxes "
                                     "hold exactly %2.",
                    nullptr, used)
                    .arg(resourceArg(a[1]), a[3]);
            return IssueText::tr("The standard board uses %n 3:1 harbor(s); the boxes hold "
                                 "exactly %1.",
                nullptr, used)
                .arg(a[3]);
        }},
    CodeSentence {"components.terrain-exceeded", 3,
        [](const Args &a) {
            return IssueText::tr("The map needs %n hex(es) of %1; the chosen boxes contain %2.",
                nullptr, number(a[1]))
                .arg(terrainArg(a[0]), a[2]);
        }},
    CodeSentence {"components.tokens-exceeded", 3,
        [](const Args &a) {
            return IssueText::tr("The map needs %n number token(s) showing %1; the chosen boxes "
                                 "contain %2.",
                nullptr, number(a[1]))
                .arg(a[0], a[2]);
        }},
    CodeSentence {"components.harbors-exceeded", 3,
        [](const Args &a) {
            return IssueText::tr("The map needs %n 3:1 harbor(s); the chosen boxes contain %1.",
                nullptr, number(a[1]))
                .arg(a[2]);
        }},
    CodeSentence {"components.pool-unknown", 0,
        [](const Args &) {
            return IssueText::tr("The rulebooks do not state every component count of the chosen "
                                 "boxes; unknown counts are not checked.");
        }},
    CodeSentence {"areas.unknown-area", 2,
        [](const Args &a) {
            return IssueText::tr("The hex %1 names the area “%2”, which the scenario does not "
                                 "define.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"areas.terrain-pool-short", 3,
        [](const Args &a) {
            if (a[0].isEmpty())
                return IssueText::tr("%n hex(es) outside any area are drawn at set-up; their "
                                     "terrain pool holds %1.",
                    nullptr, number(a[1]))
                    .arg(a[2]);
            return IssueText::tr("The area “%1” has %n hex(es) drawn at set-up; its terrain pool "
                                 "holds %2.",
                nullptr, number(a[1]))
                .arg(a[0], a[2]);
        }},
    CodeSentence {"areas.token-pool-short", 3,
        [](const Args &a) {
            return IssueText::tr("The area “%1” needs %n number token(s) at set-up; it has %2.",
                nullptr, number(a[1]))
                .arg(a[0], a[2]);
        }},
    CodeSentence {"areas.token-locks-short", 3,
        [](const Args &a) {
            return IssueText::tr("The area “%1” has %n unassigned hex(es) under a locked number "
                                 "token, more than the terrains in its pool that take a number "
                                 "(%2). Unlock tokens (Edit › Lock Tokens) or add such terrains.",
                nullptr, number(a[1]))
                .arg(a[0], a[2]);
        }},
    CodeSentence {"areas.harbor-pool-short", 3,
        [](const Args &a) {
            if (a[0].isEmpty())
                return IssueText::tr("%n harbor(s) outside any area are drawn at set-up; their "
                                     "harbor pool holds %1.",
                    nullptr, number(a[1]))
                    .arg(a[2]);
            return IssueText::tr("The area “%1” has %n harbor(s) drawn at set-up; its harbor pool "
                                 "holds %2.",
                nullptr, number(a[1]))
                .arg(a[0], a[2]);
        }},
    CodeSentence {"pieces.robber-off-land", 2,
        [](const Args &a) {
            return IssueText::tr("The robber starts at %1 (%2); it belongs on land or off the "
                                 "board.")
                .arg(a[0], terrainArg(a[1]));
        }},
    CodeSentence {"pieces.robber-not-on-desert", 2,
        [](const Args &a) {
            return IssueText::tr("The robber starts at %1 (%2) although the board has a desert.")
                .arg(a[0], terrainArg(a[1]));
        }},
    CodeSentence {"pieces.robber-missing", 0,
        [](const Args &) {
            return IssueText::tr(
                "The board has a desert but no robber; the robber starts in the desert.");
        }},
    CodeSentence {"pieces.robber-placed-beside-board", 1,
        [](const Args &a) {
            return IssueText::tr("The robber is placed on %1 although the rules keep it beside "
                                 "the board until it is first moved.")
                .arg(a[0]);
        }},
    CodeSentence {"pieces.pirate-not-on-sea", 2,
        [](const Args &a) {
            return IssueText::tr("The pirate starts at %1 (%2); it sails on sea hexes only.")
                .arg(a[0], terrainArg(a[1]));
        }},
    CodeSentence {"pieces.pirate-ruled-out", 1,
        [](const Args &a) {
            return IssueText::tr(
                "A pirate starts at %1 but the scenario's rules do not use the pirate.")
                .arg(a[0]);
        }},
    CodeSentence {"pieces.pirate-unused", 1,
        [](const Args &a) {
            return IssueText::tr(
                "A pirate starts at %1 but none of the chosen boxes uses the pirate.")
                .arg(a[0]);
        }},
    CodeSentence {"terrain.lake-on-coast", 1,
        [](const Args &a) {
            return IssueText::tr("The lake %1 lies on the coast; lakes lie inland.").arg(a[0]);
        }},
    CodeSentence {"structure.no-land", 0,
        [](const Args &) {
            return IssueText::tr("The board has no land.");
        }},
    CodeSentence {"structure.too-few-start-sites", 3,
        [](const Args &a) {
            return IssueText::tr("Only %n starting settlement(s) fit under the distance rule; "
                                 "%1 players need %2.",
                nullptr, number(a[0]))
                .arg(a[2], a[1]);
        }},
    CodeSentence {"structure.setup-can-run-out", 4,
        [](const Args &a) {
            return IssueText::tr("The set-up can run out of sites: %1 players place %2 settlements "
                                 "on %3 starting intersections, but %4 settlements placed under "
                                 "the distance rule can already close all of them. The playtest "
                                 "engine refuses this board for %1 players.")
                .arg(a[0], a[1], a[2], a[3]);
        }},
    CodeSentence {"structure.setup-sites-unproven", 3,
        [](const Args &a) {
            return IssueText::tr("Whether every order of set-up leaves a site is beyond the search "
                                 "limit: %1 players place %2 settlements on %3 starting "
                                 "intersections. The playtest engine refuses this board for %1 "
                                 "players.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"structure.unreachable-land", 2,
        [](const Args &a) {
            return IssueText::tr("The island at %1 (%n hex(es)) has no starting intersection and "
                                 "no box provides ships to reach it.",
                nullptr, number(a[1]))
                .arg(a[0]);
        }},
    CodeSentence {"structure.unwinnable", 2,
        [](const Args &a) {
            return IssueText::tr("At most %n victory point(s) can be reached; the target is %1.",
                nullptr, number(a[0]))
                .arg(a[1]);
        }},
    CodeSentence {"structure.winnability-unknown", 1,
        [](const Args &a) {
            return IssueText::tr("The victory points available with these boxes are not known "
                                 "from the rulebooks; the target of %1 is not checked.")
                .arg(a[0]);
        }},
    CodeSentence {"structure.engine-limit", 3,
        [](const Args &a) {
            return IssueText::tr("The board has %1; the playtest engine plays at most %2, so it "
                                 "can be edited but not playtested.")
                .arg(EngineLimitText::count(a[0], number(a[1])),
                    EngineLimitText::count(a[0], number(a[2])));
        }},
    CodeSentence {"gifts.not-on-coast", 3,
        [](const Args &a) {
            return IssueText::tr("The %1 on side %3 of hex %2 is not on a coastline: a ship takes "
                                 "a gift from a side between land and water.")
                .arg(DisplayNames::markerTypeFromFile(a[0]), a[1], a[2]);
        }},
    CodeSentence {"gifts.need-ships", 1,
        [](const Args &a) {
            return IssueText::tr(
                "The board has %1 gifts on coast sides, taken by ships, but no Seafarers box is "
                "chosen.")
                .arg(a[0]);
        }},
    CodeSentence {"gifts.cards-exceed-deck", 2,
        [](const Args &a) {
            return IssueText::tr("The board has %1 development card gifts, but the deck holds "
                                 "only %2 cards.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"cloth.village-not-on-coast", 1,
        [](const Args &a) {
            return IssueText::tr("The village at %1 is not on a coast: a shipping route must "
                                 "reach its intersection.")
                .arg(a[0]);
        }},
    CodeSentence {"cloth.village-number", 2,
        [](const Args &a) {
            return IssueText::tr(
                "The village at %1 has the number %2; a village needs a number 2–6 or 8–12.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"cloth.need-ships", 1,
        [](const Args &a) {
            return IssueText::tr("The board has %1 villages, reached by shipping routes, but no "
                                 "Seafarers box is chosen.")
                .arg(a[0]);
        }},
    CodeSentence {"cloth.villages-too-few", 1,
        [](const Args &a) {
            return IssueText::tr("The board has only %1 villages: the game ends when 3 or fewer "
                                 "still have cloth, so it would end at once.")
                .arg(a[0]);
        }},
    CodeSentence {"wonders.need-ships", 0,
        [](const Args &) {
            return IssueText::tr("The scenario has wonder cards, which are started with a ship, "
                                 "but no Seafarers box is chosen.");
        }},
    CodeSentence {"wonders.cards-exceed-box", 2,
        [](const Args &a) {
            return IssueText::tr("The scenario has %1 wonder cards; the boxes have %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"wonders.site-missing", 2,
        [](const Args &a) {
            return IssueText::tr("The wonder card '%1' needs a settlement on a marked "
                                 "intersection, but the board has no '%2' marker.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"wonders.sites-without-cards", 1,
        [](const Args &a) {
            return IssueText::tr("The board marks %1 wonder intersections but the scenario has "
                                 "no wonder cards: the marks only bar set-up settlements.")
                .arg(a[0]);
        }},
    CodeSentence {"pirate.path-not-sea", 1,
        [](const Args &a) {
            return IssueText::tr("The pirate fleet's circuit passes %1, which is no sea hex.")
                .arg(a[0]);
        }},
    CodeSentence {"pirate.path-broken", 1,
        [](const Args &a) {
            return a[0] == QStringLiteral("0")
                ? IssueText::tr("The pirate fleet's circuit does not close: number its "
                                "'pirate_path' markers 1, 2, … without gaps.")
                : IssueText::tr("The pirate fleet's circuit does not close: step %1 is not beside "
                                "the next step.")
                      .arg(a[0]);
        }},
    CodeSentence {"pirate.path-without-start", 0,
        [](const Args &) {
            return IssueText::tr(
                "The pirate fleet does not start on its circuit: place the pirate on a "
                "'pirate_path' hex.");
        }},
    CodeSentence {"pirate.route-piece-missing", 2,
        [](const Args &a) {
            return IssueText::tr("Player %1 has a pirate fortress but no '%2' marker for the "
                                 "route to it.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"cloth.chits-exceed-box", 3,
        [](const Args &a) {
            return IssueText::tr("%1 villages need %2 Catan chits; the boxes hold %3.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"citiesknights.options-need-box", 0,
        [](const Args &) {
            return IssueText::tr("The scenario states Cities & Knights settings (barbarian "
                                 "track, optional rules) but no Cities & Knights box is chosen; "
                                 "they have no effect.");
        }},
    CodeSentence {"citiesknights.victory-target", 2,
        [](const Args &a) {
            return IssueText::tr("The scenario plays to %1 victory points; Cities & Knights "
                                 "plays to %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"scenario.player-count", 4,
        [](const Args &a) {
            return IssueText::tr("The scenario is for %1–%2 players; the chosen boxes support "
                                 "%3–%4.")
                .arg(a[0], a[1], a[2], a[3]);
        }},
    CodeSentence {"scenario.five-six-without-paired", 1,
        [](const Args &a) {
            return IssueText::tr("The scenario allows %1 players but not paired players: CATAN "
                                 "5–6 plays paired turns, and playtests refuse 5 or 6 players "
                                 "without them (Properties › Rules).")
                .arg(a[0]);
        }},
    CodeSentence {"checks.bad-override", 2,
        [](const Args &a) {
            if (validation::checkIndex(a[0].toStdString()))
                return IssueText::tr("The override of the check “%1” is “%2”; expected off, "
                                     "error, warning or info.")
                    .arg(a[0], a[1]);
            return IssueText::tr("The scenario overrides the unknown check “%1”.").arg(a[0]);
        }},
};

} // namespace

std::optional<QString> IssueText::message(const model::Issue &issue)
{
    return codeSentence(Entries, issue.code, issue.args);
}

QString IssueText::describe(const model::Issue &issue)
{
    if (auto text = message(issue))
        return *text;
    return tr("The check “%1” reports a problem.").arg(QString::fromStdString(issue.code));
}

bool IssueText::knowsCode(std::string_view code)
{
    return findCodeSentence(Entries, code) != nullptr;
}

int IssueText::expectedArgCount(std::string_view code)
{
    const CodeSentence *e = findCodeSentence(Entries, code);
    return e ? e->argc : -1;
}

QString IssueText::place(const model::Issue &issue)
{
    if (!issue.hexes.empty())
        return DisplayNames::coordinate(issue.hexes.front());
    if (!issue.edges.empty())
        return tr("side of %1").arg(DisplayNames::coordinate(issue.edges.front().hex));
    if (!issue.corners.empty())
        return tr("corner of %1").arg(DisplayNames::coordinate(issue.corners.front().hex));
    return tr("whole scenario");
}

QString IssueText::severity(model::Severity severity)
{
    switch (severity) {
    case model::Severity::Error:
        return tr("Error");
    case model::Severity::Warning:
        return tr("Warning");
    case model::Severity::Info:
        return tr("Information");
    }
    return {};
}

} // namespace isle::editor
