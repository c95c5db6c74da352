// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioReader, part 1: the document, the scenario section (rules, special victory points,
// areas and their spirals) and the area references. The board is in ScenarioReaderBoard.cpp, the
// typed values in ScenarioReaderValues.cpp.
#include "ScenarioReader.h"

#include "ScenarioReaderDetail.h"

#include <unordered_set>

namespace isle::model {

using nlohmann::json;
using namespace scenario_reader_detail;

ScenarioReader::ScenarioReader(std::string fileName, std::vector<Issue> &issues)
    : m_fileName(std::move(fileName))
    , m_issues(issues)
{ }

std::optional<Scenario> ScenarioReader::read(const json &document)
{
    Scenario s;
    if (expectObject(document, "", {"formatVersion", "scenario", "board"}, {})) {
        readScenarioSection(member(document, "scenario"), "/scenario", s);
        readBoard(member(document, "board"), "/board", s);
        // Without a readable area list every reference would look undefined: only noise.
        if (m_areasReadable)
            checkAreaReferences(s);
    }
    if (m_droppedIssues > 0) {
        Issue more;
        more.code = "format.too-many-issues";
        more.file = m_fileName;
        more.message = "… and " + std::to_string(m_droppedIssues)
            + " more problems (only the first " + std::to_string(FormatLimits::MaxIssues)
            + " are listed)";
        more.args = {std::to_string(m_droppedIssues)};
        m_issues.push_back(std::move(more));
    }
    if (m_errors > 0)
        return std::nullopt;
    return s;
}

void ScenarioReader::readScenarioSection(const json &j, const std::string &ptr, Scenario &s)
{
    if (!expectObject(j, ptr, {"id", "title", "products", "players", "victoryPoints"},
            {"description", "author", "rules", "specialVictoryRules", "dealConstraints", "areas"}))
        return;
    m_areasReadable = !j.contains("areas") || member(j, "areas").is_array();
    if (auto id = readString(member(j, "id"), child(ptr, "id"), FormatLimits::MaxIdBytes)) {
        if (id->empty())
            error("format.out-of-range", child(ptr, "id"), "expected a non-empty scenario id");
        s.id = *id;
    }
    if (auto title = readString(member(j, "title"), child(ptr, "title"), FormatLimits::MaxIdBytes))
        s.title = *title;
    if (j.contains("description"))
        if (auto d = readString(
                member(j, "description"), child(ptr, "description"), FormatLimits::MaxStringBytes))
            s.description = *d;
    if (j.contains("author"))
        if (auto a
            = readString(member(j, "author"), child(ptr, "author"), FormatLimits::MaxIdBytes))
            s.author = *a;

    const std::string productsPtr = child(ptr, "products");
    const json &products = member(j, "products");
    if (expectArray(products, productsPtr, FormatLimits::MaxListEntries, "products")) {
        s.products.clear();
        if (products.empty())
            error("format.out-of-range", productsPtr,
                "expected at least one product (e.g. \"base\")");
        for (std::size_t i = 0; i < products.size(); ++i) {
            auto p = readEnum(products[i], child(productsPtr, i), ProductNames, "product");
            if (!p)
                continue;
            if (s.uses(*p))
                error("format.duplicate-value", child(productsPtr, i),
                    "product \"" + std::string(toString(*p)) + "\" is listed twice",
                    {std::string(toString(*p))});
            else
                s.products.push_back(*p);
        }
    }

    const std::string playersPtr = child(ptr, "players");
    const json &players = member(j, "players");
    if (expectObject(players, playersPtr, {"min", "max"}, {})) {
        auto minP = readInt(
            member(players, "min"), child(playersPtr, "min"), 1, FormatLimits::MaxPlayers);
        auto maxP = readInt(
            member(players, "max"), child(playersPtr, "max"), 1, FormatLimits::MaxPlayers);
        if (minP && maxP && *minP > *maxP)
            error("format.out-of-range", child(playersPtr, "max"),
                "expected max (" + std::to_string(*maxP) + ") to be at least min ("
                    + std::to_string(*minP) + ")",
                {std::to_string(*minP), std::to_string(*maxP)});
        s.minPlayers = minP.value_or(s.minPlayers);
        s.maxPlayers = maxP.value_or(s.maxPlayers);
    }
    if (auto vp = readInt(member(j, "victoryPoints"), child(ptr, "victoryPoints"), 1,
            FormatLimits::MaxVictoryPoints))
        s.victoryPoints = *vp;
    if (j.contains("rules"))
        readRules(member(j, "rules"), child(ptr, "rules"), s.rules);
    if (j.contains("dealConstraints"))
        readDealConstraints(
            member(j, "dealConstraints"), child(ptr, "dealConstraints"), s.dealConstraints);
    // Areas before the VP rules and the board: both refer to area ids.
    if (j.contains("areas"))
        readAreas(member(j, "areas"), child(ptr, "areas"), s);
    if (j.contains("specialVictoryRules"))
        readSpecialVictoryRules(
            member(j, "specialVictoryRules"), child(ptr, "specialVictoryRules"), s);
}

void ScenarioReader::readRules(const json &j, const std::string &ptr, RuleOptions &rules)
{
    if (!expectObject(j, ptr, {},
            {"discardLimit", "friendlyRobber", "pairedPlayers", "fogRevealReward",
                "setupShipAllowed", "robberNeverReturnsToStart", "robberStartsBesideBoard",
                "noPirate", "developmentDeck", "wonders", "citiesAndKnights", "checks"}))
        return;
    if (j.contains("discardLimit"))
        rules.discardLimit = readInt(member(j, "discardLimit"), child(ptr, "discardLimit"), 1, 100)
                                 .value_or(rules.discardLimit);
    auto flag = [&](const char *key, bool &out) {
        if (j.contains(key))
            out = readBool(member(j, key), child(ptr, key)).value_or(out);
    };
    flag("friendlyRobber", rules.friendlyRobber);
    flag("pairedPlayers", rules.pairedPlayers);
    flag("fogRevealReward", rules.fogRevealReward);
    flag("setupShipAllowed", rules.setupShipAllowed);
    flag("robberNeverReturnsToStart", rules.robberNeverReturnsToStart);
    flag("robberStartsBesideBoard", rules.robberStartsBesideBoard);
    flag("noPirate", rules.noPirate);
    if (j.contains("developmentDeck"))
        readDevelopmentDeck(member(j, "developmentDeck"), child(ptr, "developmentDeck"), rules);
    if (j.contains("wonders"))
        readWonders(member(j, "wonders"), child(ptr, "wonders"), rules);
    if (j.contains("citiesAndKnights"))
        readCitiesAndKnights(member(j, "citiesAndKnights"), child(ptr, "citiesAndKnights"), rules);
    if (j.contains("checks")) {
        const std::string p = child(ptr, "checks");
        const json &checks = member(j, "checks");
        if (!checks.is_object()) {
            wrongType(p, "an object mapping check codes to off, error, warning or info", checks);
            return;
        }
        if (checks.size() > FormatLimits::MaxListEntries) {
            error("format.too-large", p,
                "too many check overrides: " + std::to_string(checks.size()));
            return;
        }
        for (const auto &[code, level] : checks.items()) {
            if (code.empty() || code.size() > FormatLimits::MaxIdBytes)
                error("format.out-of-range", child(p, code),
                    "expected a check code such as \"tokens.red-adjacent\"");
            auto value = readString(level, child(p, code), FormatLimits::MaxIdBytes);
            if (!value)
                continue;
            if (*value != "off" && *value != "error" && *value != "warning" && *value != "info") {
                error("format.unknown-enum", child(p, code),
                    "unknown check level: expected one of off, error, warning, info; got "
                        + quotedText(*value),
                    {*value});
                continue;
            }
            rules.checks[code] = *value;
        }
    }
}

void ScenarioReader::readDevelopmentDeck(const json &j, const std::string &ptr, RuleOptions &rules)
{
    // Every kind is named: a deck is stated whole, never patched onto the boxes' deck.
    const auto &k = DevelopmentDeck::Keys;
    if (!expectObject(j, ptr, {k[0], k[1], k[2], k[3], k[4]}, {}))
        return;
    DevelopmentDeck deck;
    bool ok = true;
    for (std::size_t i = 0; i < k.size(); ++i) {
        const std::string key(k[i]);
        const auto n = readInt(member(j, key), child(ptr, key), 0, DevelopmentDeck::MaxPerKind);
        ok = ok && n;
        deck.cards[i] = n.value_or(0);
    }
    if (ok)
        rules.developmentDeck = deck;
}

void ScenarioReader::readCitiesAndKnights(const json &j, const std::string &ptr, RuleOptions &rules)
{
    // Every key is optional: the block's presence says the file states C&K settings, and what
    // it leaves out keeps the default (the writer always writes all four).
    if (!expectObject(j, ptr, {}, {"barbarianTrackLength", "knightErrant", "easyStart", "nasty"}))
        return;
    CitiesAndKnightsOptions ck;
    bool ok = true;
    if (j.contains("barbarianTrackLength")) {
        const auto n = readInt(member(j, "barbarianTrackLength"),
            child(ptr, "barbarianTrackLength"), CitiesAndKnightsOptions::MinBarbarianTrackLength,
            CitiesAndKnightsOptions::MaxBarbarianTrackLength);
        ok = ok && n;
        ck.barbarianTrackLength = n.value_or(ck.barbarianTrackLength);
    }
    auto flag = [&](const char *key, bool &out) {
        if (!j.contains(key))
            return;
        const auto b = readBool(member(j, key), child(ptr, key));
        ok = ok && b;
        out = b.value_or(out);
    };
    flag("knightErrant", ck.knightErrant);
    flag("easyStart", ck.easyStart);
    flag("nasty", ck.nasty);
    if (ok)
        rules.citiesAndKnights = ck;
}

void ScenarioReader::readDealConstraints(
    const json &j, const std::string &ptr, GeneratorConstraints &k)
{
    if (!j.is_object()) {
        wrongType(ptr, "an object mapping constraint names to true or a limit", j);
        return;
    }
    for (const auto &[key, value] : j.items()) {
        const std::string p = child(ptr, key);
        const auto c = GeneratorConstraintNames.fromString(key);
        if (!c) {
            std::vector<std::string_view> names;
            for (const auto &entry : GeneratorConstraintNames.entries)
                names.push_back(entry.second);
            error("format.unknown-enum", p,
                "unknown deal constraint: expected one of " + joined(names) + "; got "
                    + quotedText(key),
                {key});
            continue;
        }
        // The limits take a number (hexes in a clump, pips at an intersection); the rest true.
        switch (*c) {
        case GeneratorConstraint::MaxTerrainClump:
            k.maxTerrainClump = readInt(value, p, 1, 100).value_or(k.maxTerrainClump);
            break;
        case GeneratorConstraint::MaxIntersectionPips:
            k.maxIntersectionPips = readInt(value, p, 1, 100).value_or(k.maxIntersectionPips);
            break;
        case GeneratorConstraint::RedNumbersNotAdjacent:
            k.redNumbersNotAdjacent = readBool(value, p).value_or(false);
            break;
        case GeneratorConstraint::TwoTwelveNotAdjacent:
            k.twoTwelveNotAdjacent = readBool(value, p).value_or(false);
            break;
        case GeneratorConstraint::EqualNumbersNotAdjacent:
            k.equalNumbersNotAdjacent = readBool(value, p).value_or(false);
            break;
        case GeneratorConstraint::NoRedOnGold:
            k.noRedOnGold = readBool(value, p).value_or(false);
            break;
        }
    }
}

void ScenarioReader::readSpecialVictoryRules(const json &j, const std::string &ptr, Scenario &s)
{
    if (!expectArray(j, ptr, FormatLimits::MaxListEntries, "special victory rules"))
        return;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string p = child(ptr, i);
        const json &r = j[i];
        if (!expectObject(r, p, {"kind", "points"}, {"area", "description"}))
            continue;
        SpecialVictoryRule rule;
        const auto kind = readEnum(
            member(r, "kind"), child(p, "kind"), SpecialVictoryKindNames, "special victory kind");
        rule.kind = kind.value_or(rule.kind);
        rule.points
            = readInt(member(r, "points"), child(p, "points"), 0, FormatLimits::MaxRulePoints)
                  .value_or(rule.points);
        if (r.contains("area")) {
            if (auto a
                = readString(member(r, "area"), child(p, "area"), FormatLimits::MaxIdBytes)) {
                rule.area = *a;
                m_areaReferences.emplace_back(child(p, "area"), *a);
            }
        } else if (kind && namesArea(*kind)) {
            error("format.missing-key", child(p, "area"),
                "missing key \"area\": an " + std::string(toString(*kind))
                    + " rule names the area it rewards",
                {"area"});
        }
        if (r.contains("description"))
            rule.description = readString(
                member(r, "description"), child(p, "description"), FormatLimits::MaxStringBytes)
                                   .value_or(std::string());
        s.specialVictoryRules.push_back(std::move(rule));
    }
}

void ScenarioReader::readAreas(const json &j, const std::string &ptr, Scenario &s)
{
    if (!expectArray(j, ptr, FormatLimits::MaxAreas, "areas"))
        return;
    std::unordered_set<std::string> ids;
    for (std::size_t i = 0; i < j.size(); ++i) {
        Area area;
        readArea(j[i], child(ptr, i), area);
        if (area.id.empty())
            continue; // already reported
        if (!ids.insert(area.id).second) {
            error("format.duplicate-area", child(child(ptr, i), "id"),
                "area id \"" + area.id + "\" is used by two areas; area ids must be unique",
                {area.id});
            continue;
        }
        s.areas.push_back(std::move(area));
    }
}

void ScenarioReader::readArea(const json &j, const std::string &ptr, Area &area)
{
    if (!expectObject(j, ptr, {"id"},
            {"name", "startAllowed", "settlementsAllowed", "robberAllowed", "terrainPool",
                "tokenPool", "harborPool", "harborsOnCoast", "tokenPlacement", "spiral"}))
        return;
    if (auto id = readString(member(j, "id"), child(ptr, "id"), FormatLimits::MaxIdBytes)) {
        if (id->empty())
            error("format.out-of-range", child(ptr, "id"), "expected a non-empty area id");
        area.id = *id;
    }
    if (j.contains("name"))
        area.name = readString(member(j, "name"), child(ptr, "name"), FormatLimits::MaxIdBytes)
                        .value_or(std::string());
    if (j.contains("startAllowed"))
        area.startAllowed
            = readBool(member(j, "startAllowed"), child(ptr, "startAllowed")).value_or(true);
    if (j.contains("settlementsAllowed"))
        area.settlementsAllowed
            = readBool(member(j, "settlementsAllowed"), child(ptr, "settlementsAllowed"))
                  .value_or(true);
    if (j.contains("robberAllowed"))
        area.robberAllowed
            = readBool(member(j, "robberAllowed"), child(ptr, "robberAllowed")).value_or(true);
    if (j.contains("harborsOnCoast"))
        area.harborsOnCoast
            = readBool(member(j, "harborsOnCoast"), child(ptr, "harborsOnCoast")).value_or(false);
    if (j.contains("terrainPool"))
        readPool(member(j, "terrainPool"), child(ptr, "terrainPool"), TerrainNames,
            &notUnassignedTerrain, "terrain", area.terrainPool);
    if (j.contains("tokenPool")) {
        const std::string p = child(ptr, "tokenPool");
        const json &pool = member(j, "tokenPool");
        if (expectArray(pool, p, FormatLimits::MaxListEntries, "token pool"))
            for (std::size_t i = 0; i < pool.size(); ++i)
                if (auto v = readTokenValue(pool[i], child(p, i)))
                    area.tokenPool.push_back(*v);
    }
    if (j.contains("harborPool"))
        readPool(member(j, "harborPool"), child(ptr, "harborPool"), HarborTypeNames,
            &notUnassignedHarbor, "harbor type", area.harborPool);
    if (j.contains("tokenPlacement"))
        area.tokenPlacement = readEnum(member(j, "tokenPlacement"), child(ptr, "tokenPlacement"),
            TokenPlacementNames, "token placement")
                                  .value_or(area.tokenPlacement);
    if (j.contains("spiral"))
        readSpiral(member(j, "spiral"), child(ptr, "spiral"), area.spiral);
}

void ScenarioReader::readSpiral(const json &j, const std::string &ptr, SpiralSettings &spiral)
{
    if (!expectObject(j, ptr, {}, {"sequence", "customSequence", "startCorner", "clockwise"}))
        return;
    if (j.contains("sequence"))
        spiral.sequence = readEnum(
            member(j, "sequence"), child(ptr, "sequence"), LetterSequenceNames, "letter sequence")
                              .value_or(spiral.sequence);
    if (j.contains("customSequence")) {
        const std::string p = child(ptr, "customSequence");
        const json &seq = member(j, "customSequence");
        if (expectArray(seq, p, FormatLimits::MaxListEntries, "custom sequence"))
            for (std::size_t i = 0; i < seq.size(); ++i)
                if (auto t = readToken(seq[i], child(p, i)))
                    spiral.customSequence.push_back(std::move(*t));
    }
    if (j.contains("startCorner"))
        spiral.startCorner
            = readInt(member(j, "startCorner"), child(ptr, "startCorner"), -1, 5).value_or(-1);
    if (j.contains("clockwise"))
        spiral.clockwise
            = readBool(member(j, "clockwise"), child(ptr, "clockwise")).value_or(false);
}

void ScenarioReader::checkAreaReferences(const Scenario &s)
{
    std::vector<std::string_view> known;
    for (const Area &a : s.areas)
        known.push_back(a.id);
    std::sort(known.begin(), known.end());
    for (const auto &[pointer, id] : m_areaReferences) {
        if (std::binary_search(known.begin(), known.end(), std::string_view(id)))
            continue;
        const std::string expected
            = known.empty() ? "the scenario defines no areas" : "expected one of " + joined(known);
        error("format.unknown-area", pointer, "unknown area " + quotedText(id) + ": " + expected,
            {id});
    }
}

} // namespace isle::model
