// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exchange/PioneersGameWriter.h"

#include "model/ScenarioDeck.h"

#include "model/exchange/OddRowGrid.h"
#include "model/exchange/PioneersDevelopmentDeck.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace isle::model {

namespace {

constexpr int MaxGridSize = 32; // Pioneers' MAP_SIZE
constexpr int MaxPioneersPlayers = 8;

std::string coordText(HexCoord h)
{
    return "(" + std::to_string(h.q) + ", " + std::to_string(h.r) + ")";
}

std::string coordList(const std::vector<HexCoord> &hexes)
{
    std::string out;
    for (std::size_t i = 0; i < hexes.size() && i < 8; ++i)
        out += (i ? ", " : "") + coordText(hexes[i]);
    if (hexes.size() > 8)
        out += ", ... (" + std::to_string(hexes.size()) + " in all)";
    return out;
}

class IssueList
{
public:
    Issue &add(Severity severity, std::string code, std::string message,
        std::vector<std::string> args = {})
    {
        Issue issue;
        issue.severity = severity;
        issue.code = std::move(code);
        issue.message = std::move(message);
        issue.args = std::move(args);
        m_issues.push_back(std::move(issue));
        return m_issues.back();
    }
    std::vector<Issue> take() { return std::move(m_issues); }

private:
    std::vector<Issue> m_issues;
};

/// The cell letter Pioneers uses for a land terrain, or 0 when it has none.
char landLetter(Terrain t)
{
    switch (t) {
    case Terrain::Forest:
        return 't';
    case Terrain::Pasture:
        return 'p';
    case Terrain::Fields:
        return 'f';
    case Terrain::Hills:
        return 'h';
    case Terrain::Mountains:
        return 'm';
    case Terrain::Desert:
        return 'd';
    case Terrain::Gold:
        return 'g';
    default:
        return 0;
    }
}

char portLetter(HarborType t)
{
    switch (t) {
    case HarborType::Generic:
        return '?';
    case HarborType::Brick:
        return 'b';
    case HarborType::Lumber:
        return 'l';
    case HarborType::Wool:
        return 'w';
    case HarborType::Grain:
        return 'g';
    case HarborType::Ore:
        return 'o';
    case HarborType::Unassigned:
        return 0;
    }
    return 0;
}

/// Why Pioneers cannot show a terrain (terrains it has no tile for).
std::string unsupportedTerrainReason(Terrain t)
{
    switch (t) {
    case Terrain::Fog:
        return "Pioneers has no face-down (fog) hexes; the file would show them as known terrain";
    case Terrain::Unassigned:
        return "Pioneers cannot draw one hex from an area's terrain pool; lay out the terrain "
               "first";
    case Terrain::Lake:
        return "Pioneers has no lake hexes (Traders & Barbarians fishermen)";
    case Terrain::Swamp:
        return "Pioneers has no swamp hexes (Traders & Barbarians rivers)";
    case Terrain::Oasis:
        return "Pioneers has no oasis hex (Traders & Barbarians caravans)";
    case Terrain::Castle:
        return "Pioneers has no castle hex (Traders & Barbarians barbarian attack)";
    case Terrain::TradeCastle:
    case Terrain::Quarry:
    case Terrain::Glassworks:
        return "Pioneers has no trade hexes (Traders & Barbarians scenario)";
    case Terrain::Spice:
        return "Pioneers has no spice hexes (Explorers & Pirates)";
    case Terrain::FishShoal:
        return "Pioneers has no fish shoals (Explorers & Pirates)";
    case Terrain::PirateLair:
        return "Pioneers has no pirate lairs (Explorers & Pirates)";
    case Terrain::Council:
        return "Pioneers has no Council of Catan hex (Explorers & Pirates)";
    default:
        return "Pioneers has no such hex";
    }
}

bool isPioneersWater(Terrain t)
{
    return t == Terrain::Sea || t == Terrain::Frame;
}

/// Pioneers names a node by any hex touching it and the corner index 0..5 there; pick a hex that
/// is on the map (Pioneers looks the hex up) so the line is accepted.
bool nodeAlias(const Board &board, CornerCoord corner, HexCoord &hex, int &pos)
{
    for (HexCoord h : corner.touchingHexes()) {
        if (!board.contains(h))
            continue;
        for (int k = 0; k < 6; ++k)
            if (CornerCoord::of(h, cornerFromIndex(k)) == corner) {
                hex = h;
                pos = k;
                return true;
            }
    }
    return false;
}

bool usesAny(const Scenario &s, std::initializer_list<Product> products)
{
    return std::any_of(products.begin(), products.end(), [&](Product p) { return s.uses(p); });
}

std::string singleLine(std::string text)
{
    std::replace(text.begin(), text.end(), '\n', ' ');
    std::replace(text.begin(), text.end(), '\r', ' ');
    return text;
}

void checkScenario(const Scenario &s, IssueList &issues)
{
    const Board &board = s.board;
    if (board.isEmpty())
        issues.add(Severity::Error, "pioneers.empty-board",
            "The board has no hexes; Pioneers needs a map.");

    // Hexes Pioneers has no tile for, grouped by terrain so the list stays readable.
    std::map<Terrain, std::vector<HexCoord>> unsupported;
    std::vector<HexCoord> untokened, tokenedDeserts, rivers, badTokens;
    for (const Hex &hex : board.hexes()) {
        if (!landLetter(hex.terrain) && !isPioneersWater(hex.terrain)) {
            unsupported[hex.terrain].push_back(hex.coord);
            continue;
        }
        if (hex.river)
            rivers.push_back(hex.coord);
        if (hex.terrain == Terrain::Desert) {
            if (hex.token)
                tokenedDeserts.push_back(hex.coord);
        } else if (landLetter(hex.terrain)) {
            if (!hex.token)
                untokened.push_back(hex.coord);
            else if (!isValidTokenValue(hex.token->value))
                badTokens.push_back(hex.coord);
        }
    }
    for (const auto &[terrain, hexes] : unsupported) {
        Issue &i = issues.add(Severity::Error, "pioneers.unsupported-terrain",
            std::to_string(hexes.size()) + " " + std::string(toString(terrain)) + " hex(es) at "
                + coordList(hexes) + ": " + unsupportedTerrainReason(terrain) + ".",
            {std::string(toString(terrain)), std::to_string(hexes.size())});
        i.hexes = hexes;
    }
    if (!untokened.empty()) {
        Issue &i = issues.add(Severity::Error, "pioneers.missing-token",
            "Land hex(es) without a number token at " + coordList(untokened)
                + ": Pioneers gives every land hex but the desert a number (a hex "
                + "without one would take the next number of the list).");
        i.hexes = untokened;
    }
    if (!badTokens.empty()) {
        Issue &i = issues.add(Severity::Error, "pioneers.invalid-token",
            "Number token(s) outside 2-6, 8-12 at " + coordList(badTokens) + ".");
        i.hexes = badTokens;
    }
    if (!tokenedDeserts.empty()) {
        Issue &i = issues.add(Severity::Error, "pioneers.desert-token",
            "Desert(s) with a number token at " + coordList(tokenedDeserts)
                + ": Pioneers never gives a desert a number.");
        i.hexes = tokenedDeserts;
    }
    if (!rivers.empty()) {
        Issue &i = issues.add(Severity::Error, "pioneers.unsupported-river",
            "River hex(es) at " + coordList(rivers)
                + ": Pioneers has no rivers (Traders & Barbarians).");
        i.hexes = rivers;
    }

    // Harbors: one per sea cell, a concrete type, on water.
    std::map<HexCoord, int> harborsPerHex;
    for (const Harbor &h : board.harbors()) {
        ++harborsPerHex[h.hex];
        const auto terrain = board.terrainAt(h.hex);
        if (!terrain || !isPioneersWater(*terrain)) {
            Issue &i = issues.add(Severity::Error, "pioneers.harbor-not-on-water",
                "Harbor at " + coordText(h.hex)
                    + " does not lie on a sea or frame hex; Pioneers stores "
                      "harbors on sea cells.");
            i.hexes = {h.hex};
        } else if (h.type == HarborType::Unassigned) {
            Issue &i = issues.add(Severity::Error, "pioneers.unassigned-harbor",
                "Harbor at " + coordText(h.hex)
                    + " has no type yet (drawn from a harbor pool); Pioneers "
                      "needs the type in the file.");
            i.hexes = {h.hex};
        }
    }
    for (const auto &[hex, n] : harborsPerHex)
        if (n > 1) {
            Issue &i = issues.add(Severity::Error, "pioneers.harbors-share-hex",
                std::to_string(n) + " harbors lie on the sea hex " + coordText(hex)
                    + "; Pioneers allows one harbor per sea cell.");
            i.hexes = {hex};
        }

    // Markers: only the closed start corners have a Pioneers form. A wonder site is one too at
    // set-up (001:L2342): it is written as such, and what it means for the wonders is lost.
    std::map<MarkerType, int> droppedMarkers, wonderSites;
    for (const Marker &m : board.markers())
        if (isWonderSite(m.type))
            ++wonderSites[m.type];
        else if (m.type != MarkerType::NoSettlementAtSetup)
            ++droppedMarkers[m.type];
    for (const auto &[type, n] : wonderSites)
        issues.add(Severity::Warning, "pioneers.marker-as-nosetup",
            std::to_string(n) + " " + std::string(toString(type))
                + " marker(s) are written as closed start corners (nosetup): what they mean for "
                  "the wonders is lost.",
            {std::string(toString(type)), std::to_string(n)});
    for (const auto &[type, n] : droppedMarkers)
        issues.add(Severity::Error, "pioneers.unsupported-marker",
            std::to_string(n) + " " + std::string(toString(type))
                + " marker(s): Pioneers has no scenario pieces or marks besides closed "
                  "start corners (nosetup).",
            {std::string(toString(type)), std::to_string(n)});

    if (auto pirate = board.pirate()) {
        const auto terrain = board.terrainAt(*pirate);
        if (!terrain || !isPioneersWater(*terrain)) {
            Issue &i = issues.add(Severity::Error, "pioneers.pirate-not-on-sea",
                "The pirate starts at " + coordText(*pirate)
                    + ", which is not a sea hex; Pioneers starts it on a sea cell.");
            i.hexes = {*pirate};
        }
    }
    if (auto robber = board.robber()) {
        if (board.terrainAt(*robber) != Terrain::Desert) {
            Issue &i = issues.add(Severity::Warning, "pioneers.robber-not-on-desert",
                "The robber starts at " + coordText(*robber)
                    + ", not on a desert; Pioneers always starts it on a desert "
                      "(or nowhere), so this start is lost.");
            i.hexes = {*robber};
        }
    }

    if (!board.isEmpty()) {
        const OddRowGrid grid(board);
        if (grid.width() > MaxGridSize || grid.height() > MaxGridSize)
            issues.add(Severity::Error, "pioneers.map-too-large",
                "The board spans " + std::to_string(grid.width()) + " columns and "
                    + std::to_string(grid.height())
                    + " rows; Pioneers maps hold at most 32 of each.",
                {std::to_string(grid.width()), std::to_string(grid.height())});
    }

    // What the file cannot keep: reported, the board is still written.
    for (const Area &area : s.areas) {
        if (area.terrainPool.empty() && area.tokenPool.empty() && area.harborPool.empty()
            && area.tokenPlacement == TokenPlacement::Fixed)
            continue;
        issues.add(Severity::Warning, "pioneers.area-setup-lost",
            "Area '" + area.id
                + "': its variable set-up (pools, token placement) is not exported; Pioneers "
                  "gets the board as it is laid out now.",
            {area.id});
    }
    if (usesAny(s,
            {Product::CitiesAndKnights, Product::CitiesAndKnightsFiveSix,
                Product::TradersAndBarbarians, Product::TradersAndBarbariansFiveSix,
                Product::ExplorersAndPirates, Product::ExplorersAndPiratesFiveSix}))
        issues.add(Severity::Warning, "pioneers.rules-lost",
            "The scenario uses Cities & Knights, Traders & Barbarians or Explorers & Pirates "
            "rules; Pioneers plays only the base and Seafarers rules.");
    const RuleOptions defaults;
    if (s.rules.discardLimit != defaults.discardLimit)
        issues.add(Severity::Warning, "pioneers.rule-lost",
            "Discard limit " + std::to_string(s.rules.discardLimit)
                + ": Pioneers always discards above 7 cards.",
            {"discardLimit"});
    if (s.rules.friendlyRobber)
        issues.add(Severity::Warning, "pioneers.rule-lost",
            "Friendly robber: Pioneers has no such option.", {"friendlyRobber"});
    if (s.rules.pairedPlayers)
        issues.add(Severity::Warning, "pioneers.rule-lost",
            "Paired players (5-6): Pioneers has no such option.", {"pairedPlayers"});
    if (s.rules.setupShipAllowed)
        issues.add(Severity::Warning, "pioneers.rule-lost",
            "Ship at set-up: Pioneers has no switch for it; its own set-up rules apply.",
            {"setupShipAllowed"});
    if (!s.rules.wonders.empty())
        issues.add(Severity::Warning, "pioneers.rule-lost",
            "Wonder cards (The Wonders of Catan): Pioneers has no wonders; its games are won by "
            "points alone.",
            {"wonders"});
    for (const SpecialVictoryRule &rule : s.specialVictoryRules)
        if (rule.kind != SpecialVictoryKind::ForeignIslandSettlement)
            issues.add(Severity::Warning, "pioneers.special-victory-lost",
                "Special victory points for settlements in area '" + rule.area
                    + "': Pioneers only knows island discovery bonuses.",
                {rule.area});
    if (s.maxPlayers > MaxPioneersPlayers)
        issues.add(Severity::Error, "pioneers.too-many-players",
            std::to_string(s.maxPlayers) + " players: Pioneers seats at most 8.",
            {std::to_string(s.maxPlayers)});
    if (board.count(Terrain::Sea) > 0 && board.count(Terrain::Frame) > 0)
        issues.add(Severity::Warning, "pioneers.frame-becomes-sea",
            "Frame cells are written as sea: in a game with ships Pioneers lets ships sail on "
            "them.");
}

} // namespace

bool PioneersGameWriter::Result::hasErrors() const
{
    return std::any_of(
        issues.begin(), issues.end(), [](const Issue &i) { return i.severity == Severity::Error; });
}

PioneersGameWriter::Result PioneersGameWriter::write(const Scenario &s)
{
    IssueList issues;
    checkScenario(s, issues);
    Result result;
    result.issues = issues.take();
    if (result.hasErrors())
        return result;

    const Board &board = s.board;
    const OddRowGrid grid(board);

    // Sequence numbers: every land hex, row-major, except that the robber's desert comes first —
    // Pioneers puts the robber on the first desert in sequence order.
    std::vector<const Hex *> land;
    for (const Hex &hex : board.hexes())
        if (landLetter(hex.terrain))
            land.push_back(&hex);
    if (auto robber = board.robber()) {
        auto it = std::find_if(land.begin(), land.end(),
            [&](const Hex *h) { return h->coord == *robber && h->terrain == Terrain::Desert; });
        if (it != land.end())
            std::rotate(land.begin(), it, it + 1);
    }
    std::map<HexCoord, int> sequence;
    std::vector<int> chits;
    for (const Hex *hex : land) {
        sequence[hex->coord] = static_cast<int>(sequence.size());
        if (hex->terrain != Terrain::Desert)
            chits.push_back(hex->token->value);
    }
    if (chits.empty()) {
        Issue i;
        i.code = "pioneers.no-numbers";
        i.message = "The board has no numbered land hex; a Pioneers map needs at least one number.";
        result.issues.push_back(std::move(i));
        return result;
    }

    const bool fiveSix = s.uses(Product::BaseFiveSix) || s.uses(Product::SeafarersFiveSix)
        || s.uses(Product::CitiesAndKnightsFiveSix) || s.uses(Product::TradersAndBarbariansFiveSix)
        || s.uses(Product::ExplorersAndPiratesFiveSix);
    // Ships only where there is playable sea: a board whose water is all frame is a land game
    // (and reads back as frame).
    const bool seafarers = board.count(Terrain::Sea) > 0;

    std::ostringstream out;
    std::string title
        = singleLine(s.title.empty() ? (s.id.empty() ? "Islewright scenario" : s.id) : s.title);
    out << "title " << title << '\n';
    // Trading after the production roll, then building (001:L247 turn order); players may trade.
    out << "strict-trade\n";
    out << "domestic-trade\n";
    out << "num-players " << s.maxPlayers << '\n';
    out << "sevens-rule 0\n";
    out << "num-dice-decks 2\n";
    out << "num-removed-dice-cards 5\n";
    out << "victory-points " << s.victoryPoints << '\n';
    // Pieces per player (001:L350) and the bank; the 5–6 extension adds 5 cards of each resource
    // (RULES-DIGEST §2.2).
    out << "num-roads 15\n";
    out << "num-bridges 0\n";
    out << "num-ships " << (seafarers ? 15 : 0) << '\n';
    out << "num-settlements 5\n";
    out << "num-cities 4\n";
    out << "num-city-walls 0\n";
    out << "resource-count " << (fiveSix ? 24 : 19) << '\n';
    // The scenario's deck, else the boxes' (model/DevelopmentDeck.h).
    const auto deck = PioneersDevelopmentDeck::countsOf(developmentDeckOf(s, s.maxPlayers));
    for (std::size_t k = 0; k < deck.size(); ++k)
        out << PioneersDevelopmentDeck::Keys[k] << ' ' << deck[k] << '\n';
    if (board.pirate())
        out << "use-pirate\n";
    for (const SpecialVictoryRule &rule : s.specialVictoryRules)
        if (rule.kind == SpecialVictoryKind::ForeignIslandSettlement) {
            // Seafarers: each first settlement on a foreign island (001:L1446); the last value
            // repeats.
            out << "island-discovery-bonus " << rule.points << '\n';
            break;
        }
    out << "# Exported by Islewright";
    if (!s.id.empty())
        out << " from scenario " << singleLine(s.id);
    out << '\n';
    if (!s.author.empty())
        out << "# Author: " << singleLine(s.author) << '\n';
    std::istringstream description(s.description);
    for (std::string line; std::getline(description, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!line.empty())
            out << "desc " << line << '\n';
    }

    out << "chits ";
    for (std::size_t i = 0; i < chits.size(); ++i)
        out << (i ? "," : "") << chits[i];
    out << '\n';

    std::map<HexCoord, const Harbor *> harbors;
    for (const Harbor &h : board.harbors())
        harbors[h.hex] = &h;
    out << "map\n";
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            if (x)
                out << ',';
            const HexCoord c = grid.hexOf({x, y});
            const Hex *hex = board.hexAt(c);
            if (!hex) {
                out << '-';
            } else if (const char letter = landLetter(hex->terrain)) {
                out << letter
                    << sequence.at(c); // never a land cell without its number (Pioneers crashes)
            } else {
                out << 's';
                if (board.pirate() == c)
                    out << 'R';
                if (auto it = harbors.find(c); it != harbors.end())
                    out << portLetter(it->second->type) << index(it->second->facing);
            }
        }
        out << '\n';
    }
    out << ".\n";

    // Closed start corners: the markers, plus every corner none of whose land hexes lies in an
    // area that allows starting settlements.
    std::set<CornerCoord> closed;
    for (const Marker &m : board.markers())
        if (m.type == MarkerType::NoSettlementAtSetup || isWonderSite(m.type))
            closed.insert(m.corner);
    if (std::any_of(
            s.areas.begin(), s.areas.end(), [](const Area &a) { return !a.startAllowed; })) {
        for (const Hex *hex : land)
            for (int k = 0; k < 6; ++k) {
                const CornerCoord corner = CornerCoord::of(hex->coord, cornerFromIndex(k));
                bool allowed = false;
                for (HexCoord t : corner.touchingHexes()) {
                    const Hex *touching = board.hexAt(t);
                    if (!touching || !landLetter(touching->terrain))
                        continue;
                    const Area *area = s.area(touching->area);
                    allowed = allowed || !area || area->startAllowed;
                }
                if (!allowed)
                    closed.insert(corner);
            }
    }
    for (CornerCoord corner : closed) {
        HexCoord hex;
        int pos = 0;
        if (!nodeAlias(board, corner, hex, pos))
            continue; // a corner touching no cell of the map cannot be built on anyway
        const OddRowGrid::Cell cell = grid.cellOf(hex);
        out << "nosetup " << cell.x << ' ' << cell.y << ' ' << pos << '\n';
    }

    result.text = out.str();
    return result;
}

} // namespace isle::model
