// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/EngineRefusalText.h"

#include "editor/document/CodeSentences.h"
#include "editor/document/DisplayNames.h"
#include "editor/document/EngineLimitText.h"

#include <QStringList>

namespace isle::editor {

namespace {

using Args = QStringList;

// In the order of validation::Game::refusalCodes(); test_Translations checks every code has one.
const CodeSentence Entries[] = {
    CodeSentence {"engine.players-unsupported", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("%1 players: the engine plays the base rules for 3–4 "
                                         "players and the CATAN 5–6 rules for 5–6 players.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.players-outside-scenario", 3,
        [](const Args &a) {
            return EngineRefusalText::tr("The scenario is for %1–%2 players, not %3.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"engine.five-six-needs-paired-players", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "%1 players need paired players (Properties › Rules): CATAN 5–6 plays paired "
                "turns, which replace the special building phase of earlier editions. The "
                "engine does not play that older rule.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.product-not-implemented", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("Rule not implemented: %1.")
                .arg(DisplayNames::productFromFile(a[0]));
        }},
    CodeSentence {"engine.special-rules-too-many", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("At most 8 special victory point rules, not %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.special-points-range", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("Special victory points must be 0–10 per rule, not %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.special-area-unknown", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "A special victory rule names the area “%1”, which the scenario does not define.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.friendly-robber-not-implemented", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "Rule not implemented: the friendly robber (Traders & Barbarians variant).");
        }},
    CodeSentence {"engine.fog-reward-needs-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "Fog hexes and their discovery reward need the Seafarers product.");
        }},
    CodeSentence {"engine.setup-ship-needs-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "A set-up ship instead of a road needs the Seafarers product.");
        }},
    CodeSentence {"engine.discard-limit", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The discard limit must be at least 1, not %1.").arg(a[0]);
        }},
    CodeSentence {"engine.victory-target", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The victory target must be at least 3 (the start gives 2 points), not %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.pirate-needs-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "The board has a pirate, but the scenario does not use the Seafarers product.");
        }},
    CodeSentence {"engine.marker-not-implemented", 2,
        [](const Args &a) {
            if (a[1].isEmpty())
                return EngineRefusalText::tr("Rule not implemented: the marker “%1”.")
                    .arg(DisplayNames::markerTypeFromFile(a[0]));
            return EngineRefusalText::tr("Rule not implemented: the marker “%1” (%2).")
                .arg(DisplayNames::markerTypeFromFile(a[0]), a[1]);
        }},
    CodeSentence {"engine.terrain-unassigned", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The hex %1 has no terrain yet (variable set-up): deal "
                                         "a board before playtesting.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.gold-needs-seafarers", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The gold field %1 needs the Seafarers product.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.fog-needs-seafarers", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The fog hex %1 needs the Seafarers product.").arg(a[0]);
        }},
    CodeSentence {"engine.terrain-not-implemented", 2,
        [](const Args &a) {
            return EngineRefusalText::tr("Rule not implemented: the terrain “%1” at %2.")
                .arg(DisplayNames::terrainFromFile(a[0]), a[1]);
        }},
    CodeSentence {"engine.river-not-implemented", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "Rule not implemented: rivers (Traders & Barbarians) at %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.token-unassigned", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The hex %1 has no number token yet (variable set-up): "
                                         "deal a board before playtesting.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.harbor-unassigned", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The harbor at %1 has no type yet (variable set-up): "
                                         "deal a board before playtesting.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.board-too-large", 3,
        [](const Args &a) {
            return EngineRefusalText::tr("The board is too large for the engine: it has %1, "
                                         "the engine plays at most %2.")
                .arg(EngineLimitText::count(a[0], a[1].toInt()),
                    EngineLimitText::count(a[0], a[2].toInt()));
        }},
    CodeSentence {"engine.fog-too-many", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The board has more than %1 fog hexes, the most the engine tracks.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.fog-no-area", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The fog hex %1 belongs to no area: an area's pools are the face-down stacks a "
                "fog hex is drawn from.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.fog-areas-too-many", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "Fog hexes lie in more than %1 areas, the most face-down stacks the engine tracks.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.setup-can-run-out", 4,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The set-up can run out of sites: %1 players place %2 settlements on %3 starting "
                "intersections, but %4 settlements placed under the distance rule can already "
                "close all of them. Add starting land or allow fewer players.")
                .arg(a[0], a[1], a[2], a[3]);
        }},
    CodeSentence {"engine.setup-sites-unproven", 3,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The engine cannot prove that every order of set-up leaves a site: %1 players "
                "place %2 settlements on %3 starting intersections, and its search gave up. Add "
                "starting land or allow fewer players.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"engine.no-land", 0,
        [](const Args &) {
            return EngineRefusalText::tr("The board has no land.");
        }},
    CodeSentence {"engine.fog-stack-terrain", 2,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The face-down stack of the fog area “%1” holds %2; a fog hex can turn out hills, "
                "forest, pasture, fields, mountains, desert, gold or sea.")
                .arg(a[0], DisplayNames::terrainFromFile(a[1]));
        }},
    CodeSentence {"engine.fog-stack-count", 2,
        [](const Args &a) {
            return EngineRefusalText::tr("The fog area “%1”: a stack count must be 0–255, not %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.fog-token-invalid", 2,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The token stack of the fog area “%1” holds the invalid number %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.fog-token-count", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The token stack of the fog area “%1” has more than 255 tokens of one number.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.fog-stack-short", 3,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The face-down stack of the fog area “%1” has %2 hexes for %3 fog hexes.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"engine.fog-tokens-short", 3,
        [](const Args &a) {
            return EngineRefusalText::tr("The token stack of the fog area “%1” has %2 tokens, but "
                                         "up to %3 discovered hexes take one.")
                .arg(a[0], a[1], a[2]);
        }},
    CodeSentence {"engine.fog-special-points", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "Rule not implemented: special victory points together with fog hexes (the "
                "islands change as the fog lifts).");
        }},
    CodeSentence {"engine.islands-too-many", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("Special victory points for foreign islands: the engine "
                                         "tracks at most 32 islands, the board has %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.pirate-start", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The pirate must start on a sea hex, not on %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.robber-start", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The robber must start on a land hex, not on %1.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.gift-edge", 2,
        [](const Args &a) {
            return EngineRefusalText::tr("A gift of the Forgotten Tribe lies on side %2 of hex %1, "
                                         "where no ship can go: a ship on its side takes it.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.gifts-need-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "Gifts on coast edges are taken by ships: they need the Seafarers product.");
        }},
    CodeSentence {"engine.gifts-with-fog", 0,
        [](const Args &) {
            return EngineRefusalText::tr(
                "Rule not implemented: gifts on coast edges together with fog hexes.");
        }},
    CodeSentence {"engine.gifts-too-many", 4,
        [](const Args &a) {
            return EngineRefusalText::tr("The board has %1 gifts, %2 of them harbors; the engine "
                                         "plays at most %3 gifts, of them %4 harbors.")
                .arg(a[0], a[1], a[2], a[3]);
        }},
    CodeSentence {"engine.gift-cards-exceed-deck", 2,
        [](const Args &a) {
            return EngineRefusalText::tr("The board has %1 development card gifts, but the deck "
                                         "holds only %2 cards.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.villages-need-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr("Cloth for Catan's villages are reached by shipping "
                                         "routes: they need the Seafarers product.");
        }},
    CodeSentence {"engine.village-site", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The village on %1 lies where no ship can reach it; a "
                                         "village needs an intersection at the sea.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.village-number", 2,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The village on %1 has the number %2; a village needs a number token 2–6 or 8–12.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.villages-too-many", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The engine plays at most %1 villages.").arg(a[0]);
        }},
    CodeSentence {"engine.villages-too-few", 1,
        [](const Args &a) {
            return EngineRefusalText::tr(
                "The board has only %1 villages: Cloth for Catan ends when 3 or fewer villages "
                "still have cloth, so the game would end at once. Place at least 4.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.villages-with-other-scenario", 0,
        [](const Args &) {
            return EngineRefusalText::tr("Rule not implemented: Cloth for Catan's villages "
                                         "together with fog hexes or the Forgotten Tribe's gifts.");
        }},
    CodeSentence {"engine.pirate-islands-need-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr("The Pirate Islands' routes and pirate fleet need the "
                                         "Seafarers product.");
        }},
    CodeSentence {"engine.pirate-islands-pieces", 2,
        [](const Args &a) {
            return a[1] == QStringLiteral("0")
                ? EngineRefusalText::tr("The Pirate Islands: every '%1' marker needs the player it "
                                        "belongs to.")
                      .arg(a[0])
                : EngineRefusalText::tr("The Pirate Islands: player %1 needs a '%2' marker on the "
                                        "board.")
                      .arg(a[1], a[0]);
        }},
    CodeSentence {"engine.pirate-islands-start-ship", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The Pirate Islands: player %1's start ship must lie on a "
                                         "sea side beside their start settlement.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.pirate-islands-route", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The Pirate Islands: no shipping route leads from player "
                                         "%1's start settlement to their marked intersection and "
                                         "on to their fortress.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.pirate-path-step", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The pirate fleet's circuit must run over sea hexes from "
                                         "neighbour to neighbour and close on itself; the step at "
                                         "%1 does not.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.pirate-path-gap", 2,
        [](const Args &a) {
            return EngineRefusalText::tr("The pirate fleet's circuit needs 'pirate_path' markers "
                                         "numbered 1, 2, … in sailing order (2 to %2 steps); the "
                                         "board has %1.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.pirate-path-start", 0,
        [](const Args &) {
            return EngineRefusalText::tr("The pirate fleet must start on a step of its circuit.");
        }},
    CodeSentence {"engine.pirate-islands-with-other-scenario", 0,
        [](const Args &) {
            return EngineRefusalText::tr("Rule not implemented: The Pirate Islands together with "
                                         "fog hexes, gifts or villages.");
        }},
    CodeSentence {"engine.wonders-need-seafarers", 0,
        [](const Args &) {
            return EngineRefusalText::tr("A wonder is started with a ship: The Wonders of Catan "
                                         "needs the Seafarers product.");
        }},
    CodeSentence {"engine.wonders-too-many", 2,
        [](const Args &a) {
            return EngineRefusalText::tr("The scenario lists %1 wonder cards; the engine plays at "
                                         "most %2.")
                .arg(a[0], a[1]);
        }},
    CodeSentence {"engine.wonders-with-other-scenario", 0,
        [](const Args &) {
            return EngineRefusalText::tr("Rule not implemented: The Wonders of Catan together with "
                                         "Cloth for Catan's villages or The Pirate Islands' "
                                         "fortresses.");
        }},
    CodeSentence {"engine.wonder-card-invalid", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The wonder card '%1' needs counts of 0–100, a "
                                         "settlement only on a wonder site, and a level cost of "
                                         "0–20 of each resource, at least one resource in all.")
                .arg(a[0]);
        }},
    CodeSentence {"engine.pirate-unused-but-placed", 1,
        [](const Args &a) {
            return EngineRefusalText::tr("The scenario does not use the pirate, but the board "
                                         "places it on %1. Remove it from the board.")
                .arg(a[0]);
        }},
};

} // namespace

QString EngineRefusalText::describe(const model::Issue &refusal)
{
    if (auto text = codeSentence(Entries, refusal.code, refusal.args))
        return *text;
    return tr("The rules engine cannot play this map: %1")
        .arg(QString::fromStdString(refusal.message));
}

bool EngineRefusalText::knowsCode(std::string_view code)
{
    return findCodeSentence(Entries, code) != nullptr;
}

} // namespace isle::editor
