// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioJson.h"

#include "BoundedJsonParser.h"
#include "ScenarioReader.h"

namespace isle::model {

using nlohmann::json;

namespace {

Issue formatIssue(std::string code, std::string_view fileName, std::string pointer,
    std::string message, std::vector<std::string> args = {})
{
    Issue issue;
    issue.code = std::move(code);
    issue.file = std::string(fileName);
    issue.pointer = std::move(pointer);
    issue.message = std::move(message);
    issue.args = std::move(args);
    return issue;
}

json coordJson(HexCoord c)
{
    return json::array({c.q, c.r});
}

json tokenJson(const NumberToken &t)
{
    json j;
    j["value"] = t.value;
    if (!t.letter.empty())
        j["letter"] = t.letter;
    return j;
}

json wonderJson(const WonderCard &w)
{
    json j;
    j["name"] = w.name;
    json needs = json::object();
    if (w.needs.cities)
        needs["cities"] = w.needs.cities;
    if (w.needs.cityAtHarbor)
        needs["cityAtHarbor"] = true;
    if (w.needs.tradeRoute)
        needs["tradeRoute"] = w.needs.tradeRoute;
    if (w.needs.settlementOn)
        needs["settlementOn"] = toString(*w.needs.settlementOn);
    if (w.needs.victoryPoints)
        needs["victoryPoints"] = w.needs.victoryPoints;
    if (!needs.empty())
        j["needs"] = needs;
    json &cost = j["levelCost"] = json::object();
    for (Resource r : AllResources)
        if (const int n = w.levelCost[static_cast<std::size_t>(index(r))])
            cost[std::string(toString(r))] = n;
    if (!w.source.empty())
        j["source"] = w.source;
    return j;
}

json rulesJson(const RuleOptions &r)
{
    const RuleOptions defaults;
    json j = json::object();
    if (r.discardLimit != defaults.discardLimit)
        j["discardLimit"] = r.discardLimit;
    if (r.friendlyRobber)
        j["friendlyRobber"] = true;
    if (r.pairedPlayers)
        j["pairedPlayers"] = true;
    if (r.fogRevealReward)
        j["fogRevealReward"] = true;
    if (r.setupShipAllowed)
        j["setupShipAllowed"] = true;
    if (r.robberNeverReturnsToStart)
        j["robberNeverReturnsToStart"] = true;
    if (r.robberStartsBesideBoard)
        j["robberStartsBesideBoard"] = true;
    if (r.noPirate)
        j["noPirate"] = true;
    if (r.developmentDeck) {
        json &deck = j["developmentDeck"] = json::object();
        for (std::size_t i = 0; i < DevelopmentDeck::Keys.size(); ++i)
            deck[std::string(DevelopmentDeck::Keys[i])] = r.developmentDeck->cards[i];
    }
    if (!r.wonders.empty()) {
        json &wonders = j["wonders"] = json::array();
        for (const WonderCard &w : r.wonders)
            wonders.push_back(wonderJson(w));
    }
    if (const auto &ck = r.citiesAndKnights) // stated whole, defaults included
        j["citiesAndKnights"] = {{"barbarianTrackLength", ck->barbarianTrackLength},
            {"knightErrant", ck->knightErrant}, {"easyStart", ck->easyStart}, {"nasty", ck->nasty}};
    if (!r.checks.empty())
        j["checks"] = r.checks;
    return j;
}

json spiralJson(const SpiralSettings &s)
{
    json j = json::object();
    if (s.sequence != LetterSequence::Base)
        j["sequence"] = toString(s.sequence);
    if (!s.customSequence.empty()) {
        json &seq = j["customSequence"] = json::array();
        for (const NumberToken &t : s.customSequence)
            seq.push_back(tokenJson(t));
    }
    if (s.startCorner != -1)
        j["startCorner"] = s.startCorner;
    if (s.clockwise)
        j["clockwise"] = true;
    return j;
}

json areaJson(const Area &a)
{
    json j;
    j["id"] = a.id;
    if (!a.name.empty())
        j["name"] = a.name;
    if (!a.startAllowed)
        j["startAllowed"] = false;
    if (!a.settlementsAllowed)
        j["settlementsAllowed"] = false;
    if (!a.robberAllowed)
        j["robberAllowed"] = false;
    if (a.harborsOnCoast)
        j["harborsOnCoast"] = true;
    if (!a.terrainPool.empty()) {
        json &pool = j["terrainPool"] = json::object();
        for (const auto &[terrain, count] : a.terrainPool)
            pool[std::string(toString(terrain))] = count;
    }
    if (!a.tokenPool.empty())
        j["tokenPool"] = a.tokenPool;
    if (!a.harborPool.empty()) {
        json &pool = j["harborPool"] = json::object();
        for (const auto &[type, count] : a.harborPool)
            pool[std::string(toString(type))] = count;
    }
    if (a.tokenPlacement != TokenPlacement::Fixed)
        j["tokenPlacement"] = toString(a.tokenPlacement);
    if (a.spiral != SpiralSettings {})
        j["spiral"] = spiralJson(a.spiral);
    return j;
}

json dealConstraintsJson(const GeneratorConstraints &k)
{
    json j = json::object();
    for (const auto &[c, name] : GeneratorConstraintNames.entries) {
        if (!k.enabled(c))
            continue;
        if (c == GeneratorConstraint::MaxTerrainClump)
            j[std::string(name)] = k.maxTerrainClump;
        else if (c == GeneratorConstraint::MaxIntersectionPips)
            j[std::string(name)] = k.maxIntersectionPips;
        else
            j[std::string(name)] = true;
    }
    return j;
}

json hexJson(const Hex &h)
{
    json j;
    j["q"] = h.coord.q;
    j["r"] = h.coord.r;
    j["terrain"] = toString(h.terrain);
    if (h.token)
        j["token"] = tokenJson(*h.token);
    if (!h.area.empty())
        j["area"] = h.area;
    if (h.river)
        j["river"] = true;
    if (h.fixed)
        j["fixed"] = true;
    if (h.keepsToken()) // a lock with no token to keep means nothing
        j["tokenFixed"] = true;
    if (h.seaSides != 0) {
        json &sides = j["seaSides"] = json::array();
        for (int d = 0; d < DirectionCount; ++d)
            if (h.seaSides & (1u << d))
                sides.push_back(d);
    }
    return j;
}

json markerJson(const Marker &m)
{
    json j;
    j["type"] = toString(m.type);
    switch (markerSite(m.type)) {
    case MarkerSite::Hex:
        j["hex"] = coordJson(m.hex);
        break;
    case MarkerSite::Corner:
        // Canonical corner: the top (1) or bottom (4) point of the hex that owns the vertex.
        j["hex"] = coordJson(m.corner.hex);
        j["corner"] = index(m.corner.north ? Corner::North : Corner::South);
        break;
    case MarkerSite::Edge:
        j["hex"] = coordJson(m.edge.hex);
        j["side"] = index(m.edge.side);
        break;
    }
    if (m.number != 0)
        j["number"] = m.number;
    if (m.player != -1)
        j["player"] = m.player;
    if (!m.note.empty())
        j["note"] = m.note;
    return j;
}

json scenarioJson(const Scenario &s)
{
    json root;
    root["formatVersion"] = CurrentFormatVersion;

    json &meta = root["scenario"];
    meta["id"] = s.id;
    meta["title"] = s.title;
    if (!s.description.empty())
        meta["description"] = s.description;
    if (!s.author.empty())
        meta["author"] = s.author;
    json &products = meta["products"] = json::array();
    for (Product p : s.products)
        products.push_back(toString(p));
    meta["players"] = {{"min", s.minPlayers}, {"max", s.maxPlayers}};
    meta["victoryPoints"] = s.victoryPoints;
    if (json rules = rulesJson(s.rules); !rules.empty())
        meta["rules"] = std::move(rules);
    if (!s.specialVictoryRules.empty()) {
        json &list = meta["specialVictoryRules"] = json::array();
        for (const SpecialVictoryRule &r : s.specialVictoryRules) {
            json j;
            j["kind"] = toString(r.kind);
            j["points"] = r.points;
            if (!r.area.empty())
                j["area"] = r.area;
            if (!r.description.empty())
                j["description"] = r.description;
            list.push_back(std::move(j));
        }
    }
    if (json deal = dealConstraintsJson(s.dealConstraints); !deal.empty())
        meta["dealConstraints"] = std::move(deal);
    if (!s.areas.empty()) {
        json &areas = meta["areas"] = json::array();
        for (const Area &a : s.areas)
            areas.push_back(areaJson(a));
    }

    json &board = root["board"];
    json &hexes = board["hexes"] = json::array();
    for (const Hex &h : s.board.hexes())
        hexes.push_back(hexJson(h));
    if (!s.board.harbors().empty()) {
        json &harbors = board["harbors"] = json::array();
        for (const Harbor &h : s.board.harbors()) {
            json &harbor = harbors.emplace_back(json {{"hex", coordJson(h.hex)},
                {"facing", index(h.facing)}, {"type", toString(h.type)}});
            if (h.fixed)
                harbor["fixed"] = true;
        }
    }
    if (!s.board.markers().empty()) {
        json &markers = board["markers"] = json::array();
        for (const Marker &m : s.board.markers())
            markers.push_back(markerJson(m));
    }
    if (auto robber = s.board.robber())
        board["robber"] = coordJson(*robber);
    if (auto pirate = s.board.pirate())
        board["pirate"] = coordJson(*pirate);
    return root;
}

} // namespace

LoadResult parseScenario(std::string_view text, std::string_view fileName)
{
    LoadResult result;
    std::optional<json> document
        = BoundedJsonParser(std::string(fileName)).parse(text, result.issues);
    if (!document)
        return result;
    const bool parsedCleanly
        = result.issues.empty(); // duplicate keys are reported but parsing goes on

    if (document->is_object() && document->contains("formatVersion")) {
        const json &v = document->at("formatVersion");
        if (!v.is_number_integer()) {
            result.issues.push_back(formatIssue("format.wrong-type", fileName, "/formatVersion",
                "expected the format version as an integer (e.g. 1); got " + v.dump()));
            // Read on as the current version: the remaining problems are still worth reporting.
        } else if (v.is_number_unsigned()
                ? v.get<std::uint64_t>() > static_cast<std::uint64_t>(CurrentFormatVersion)
                : v.get<std::int64_t>() > CurrentFormatVersion) {
            const std::string n = v.dump(), current = std::to_string(CurrentFormatVersion);
            result.issues.push_back(formatIssue("format.newer-version", fileName, "/formatVersion",
                "this file was written by a newer Islewright (format " + n
                    + ", this version reads up to " + current + "); update Islewright to open it",
                {n, current}));
            return result; // its keys would only produce noise
        } else if (v.get<std::int64_t>() < OldestFormatVersion) {
            const std::string n = v.dump();
            result.issues.push_back(formatIssue("format.out-of-range", fileName, "/formatVersion",
                "unknown format version " + n + "; expected an integer from "
                    + std::to_string(OldestFormatVersion) + " to "
                    + std::to_string(CurrentFormatVersion),
                {n, std::to_string(OldestFormatVersion), std::to_string(CurrentFormatVersion)}));
            return result;
        } else {
            try {
                migrateToCurrent(*document, static_cast<int>(v.get<std::int64_t>()));
            } catch (const std::exception &e) { // json::exception from a step, or a missing step
                result.issues.push_back(formatIssue("format.migration-failed", fileName, "",
                    std::string("the file could not be upgraded from format ") + v.dump() + ": "
                        + e.what()));
                return result;
            }
        }
    }

    std::optional<Scenario> scenario
        = ScenarioReader(std::string(fileName), result.issues).read(*document);
    if (scenario && parsedCleanly && result.issues.empty())
        result.scenario = std::move(scenario);
    return result;
}

std::string serializeScenario(const Scenario &scenario)
{
    // Invalid UTF-8 in a string (possible only if a caller put it there) is replaced, never thrown.
    return scenarioJson(scenario).dump(2, ' ', false, json::error_handler_t::replace) + '\n';
}

} // namespace isle::model
