// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioReader.h"

#include "BoundedJsonParser.h"
#include "FormatLimits.h"

#include <algorithm>
#include <unordered_set>

namespace isle::model {

using nlohmann::json;

namespace {

std::string child(const std::string &ptr, std::string_view key)
{
    std::string out = ptr;
    out += '/';
    out += BoundedJsonParser::pointerToken(key);
    return out;
}

// The value of `key`, or a "discarded" placeholder when the key is absent: absent required keys
// are reported once by expectObject, and every read* primitive skips the placeholder silently.
const json &member(const json &j, std::string_view key)
{
    static const json missing(json::value_t::discarded);
    if (!j.is_object())
        return missing;
    auto it = j.find(key);
    return it != j.end() ? *it : missing;
}

std::string child(const std::string &ptr, std::size_t index)
{
    std::string out = ptr;
    out += '/';
    out += std::to_string(index);
    return out;
}

std::string quotedText(std::string_view s)
{
    constexpr std::size_t shown = 40;
    if (s.size() > shown)
        return "\"" + std::string(s.substr(0, shown)) + "…\"";
    return "\"" + std::string(s) + "\"";
}

// "a string (\"forrest\")", "an array", …: what the file had instead of the expected value.
std::string describe(const json &v)
{
    switch (v.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::boolean:
        return v.get<bool>() ? "true" : "false";
    case json::value_t::string:
        return "a string (" + quotedText(v.get_ref<const std::string &>()) + ")";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
        return "a number (" + v.dump() + ")";
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "an array";
    default:
        return "an unsupported value";
    }
}

std::string joined(const std::vector<std::string_view> &names)
{
    std::string out;
    for (std::string_view n : names) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

template<typename Enum, std::size_t N>
std::string enumChoices(const EnumStrings<Enum, N> &table, bool (*allowed)(Enum))
{
    std::vector<std::string_view> names;
    for (const auto &[value, name] : table.entries)
        if (!allowed || allowed(value))
            names.push_back(name);
    return joined(names);
}

bool notUnassignedTerrain(Terrain t)
{
    return t != Terrain::Unassigned;
}

bool notUnassignedHarbor(HarborType t)
{
    return t != HarborType::Unassigned;
}

bool isTokenLetter(std::string_view s)
{
    return !s.empty() && s.size() <= 3 && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    });
}

} // namespace

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
            {"description", "author", "rules", "specialVictoryRules", "areas"}))
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
                "setupShipAllowed", "robberNeverReturnsToStart", "checks"}))
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
        } else if (kind == SpecialVictoryKind::AreaFirstSettlement) {
            error("format.missing-key", child(p, "area"),
                "missing key \"area\": an area_first_settlement rule names the area it rewards",
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
                "tokenPool", "harborPool", "tokenPlacement", "spiral"}))
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

void ScenarioReader::readBoard(const json &j, const std::string &ptr, Scenario &s)
{
    if (!expectObject(j, ptr, {"hexes"}, {"harbors", "markers", "robber", "pirate"}))
        return;
    readHexes(member(j, "hexes"), child(ptr, "hexes"), s.board);
    if (j.contains("harbors"))
        readHarbors(member(j, "harbors"), child(ptr, "harbors"), s.board);
    if (j.contains("markers"))
        readMarkers(member(j, "markers"), child(ptr, "markers"), s.board);
    for (const char *key : {"robber", "pirate"}) {
        if (!j.contains(key) || member(j, key).is_null())
            continue;
        auto c = readCoord(member(j, key), child(ptr, key));
        if (c && key == std::string_view("robber"))
            s.board.setRobber(*c);
        else if (c)
            s.board.setPirate(*c);
    }
}

void ScenarioReader::readHexes(const json &j, const std::string &ptr, Board &board)
{
    if (!expectArray(j, ptr, FormatLimits::MaxHexes, "hexes"))
        return;
    std::vector<std::pair<Hex, std::size_t>> hexes; // with the index in the file
    hexes.reserve(j.size());
    for (std::size_t i = 0; i < j.size(); ++i)
        if (auto h = readHex(j[i], child(ptr, i)))
            hexes.emplace_back(std::move(*h), i);
    // Sorting first keeps Board::setHex at amortised O(1) (it inserts into a sorted vector) and
    // puts duplicates next to each other.
    std::stable_sort(hexes.begin(), hexes.end(),
        [](const auto &a, const auto &b) { return a.first.coord < b.first.coord; });
    for (std::size_t k = 0; k < hexes.size(); ++k) {
        auto &[hex, index] = hexes[k];
        if (k > 0 && hexes[k - 1].first.coord == hex.coord) {
            const std::string q = std::to_string(hex.coord.q), r = std::to_string(hex.coord.r);
            if (Issue *issue = error("format.duplicate-hex", child(ptr, index),
                    "hex (" + q + ", " + r + ") is listed twice (first at "
                        + child(ptr, hexes[k - 1].second) + "); each position holds one hex",
                    {q, r}))
                issue->hexes.push_back(hex.coord);
            continue;
        }
        board.setHex(std::move(hex));
    }
}

std::optional<Hex> ScenarioReader::readHex(const json &j, const std::string &ptr)
{
    const std::size_t errorsBefore = m_errors;
    if (!expectObject(
            j, ptr, {"q", "r", "terrain"}, {"token", "area", "river", "fixed", "seaSides"}))
        return std::nullopt;
    Hex hex;
    auto q = readInt(
        member(j, "q"), child(ptr, "q"), -FormatLimits::MaxCoordinate, FormatLimits::MaxCoordinate);
    auto r = readInt(
        member(j, "r"), child(ptr, "r"), -FormatLimits::MaxCoordinate, FormatLimits::MaxCoordinate);
    hex.coord = {q.value_or(0), r.value_or(0)};
    hex.terrain = readEnum(member(j, "terrain"), child(ptr, "terrain"), TerrainNames, "terrain")
                      .value_or(hex.terrain);
    if (j.contains("token"))
        hex.token = readToken(member(j, "token"), child(ptr, "token"));
    if (j.contains("area")) {
        if (auto a = readString(member(j, "area"), child(ptr, "area"), FormatLimits::MaxIdBytes)) {
            hex.area = *a;
            m_areaReferences.emplace_back(child(ptr, "area"), *a);
        }
    }
    if (j.contains("river"))
        hex.river = readBool(member(j, "river"), child(ptr, "river")).value_or(false);
    if (j.contains("fixed"))
        hex.fixed = readBool(member(j, "fixed"), child(ptr, "fixed")).value_or(false);
    if (j.contains("seaSides")) {
        const std::string p = child(ptr, "seaSides");
        const json &sides = member(j, "seaSides");
        if (expectArray(sides, p, 6, "sea sides")) {
            for (std::size_t i = 0; i < sides.size(); ++i) {
                auto d = readInt(sides[i], child(p, i), 0, 5);
                if (!d)
                    continue;
                const auto bit = static_cast<std::uint8_t>(1u << *d);
                if (hex.seaSides & bit)
                    error("format.duplicate-value", child(p, i),
                        "side " + std::to_string(*d) + " is listed twice", {std::to_string(*d)});
                hex.seaSides = static_cast<std::uint8_t>(hex.seaSides | bit);
            }
        }
    }
    if (!q || !r || m_errors != errorsBefore)
        return std::nullopt;
    return hex;
}

std::optional<NumberToken> ScenarioReader::readToken(const json &j, const std::string &ptr)
{
    if (!expectObject(j, ptr, {"value"}, {"letter"}))
        return std::nullopt;
    NumberToken token;
    auto v = readTokenValue(member(j, "value"), child(ptr, "value"));
    if (j.contains("letter")) {
        auto letter
            = readString(member(j, "letter"), child(ptr, "letter"), FormatLimits::MaxIdBytes);
        if (letter && !isTokenLetter(*letter)) {
            error("format.out-of-range", child(ptr, "letter"),
                "expected a token letter of 1 to 3 letters A–Z or a–z (e.g. \"A\", \"Za\"); got "
                    + quotedText(*letter),
                {*letter});
            letter.reset();
        }
        if (!letter)
            return std::nullopt;
        token.letter = *letter;
    }
    if (!v)
        return std::nullopt;
    token.value = *v;
    return token;
}

void ScenarioReader::readHarbors(const json &j, const std::string &ptr, Board &board)
{
    if (!expectArray(j, ptr, FormatLimits::MaxHarbors, "harbors"))
        return;
    std::unordered_set<EdgeCoord> edges;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const std::string p = child(ptr, i);
        const json &h = j[i];
        if (!expectObject(h, p, {"hex", "facing", "type"}, {"fixed"}))
            continue;
        auto hex = readCoord(member(h, "hex"), child(p, "hex"));
        auto facing = readInt(member(h, "facing"), child(p, "facing"), 0, 5);
        auto type = readEnum(member(h, "type"), child(p, "type"), HarborTypeNames, "harbor type");
        if (!hex || !facing || !type)
            continue;
        Harbor harbor {*hex, directionFromIndex(*facing), *type};
        if (h.contains("fixed"))
            harbor.fixed = readBool(member(h, "fixed"), child(p, "fixed")).value_or(false);
        if (!edges.insert(harbor.edge()).second) {
            const std::string q = std::to_string(hex->q), r = std::to_string(hex->r),
                              side = std::to_string(*facing);
            if (Issue *issue = error("format.duplicate-harbor", p,
                    "two harbors lie on the same edge (hex (" + q + ", " + r + "), side " + side
                        + "); an edge holds at most one harbor",
                    {q, r, side}))
                issue->edges.push_back(harbor.edge());
            continue;
        }
        board.setHarbor(harbor);
    }
}

void ScenarioReader::readMarkers(const json &j, const std::string &ptr, Board &board)
{
    if (!expectArray(j, ptr, FormatLimits::MaxMarkers, "markers"))
        return;
    for (std::size_t i = 0; i < j.size(); ++i)
        if (auto m = readMarker(j[i], child(ptr, i)))
            board.addMarker(*m);
}

std::optional<Marker> ScenarioReader::readMarker(const json &j, const std::string &ptr)
{
    if (!j.is_object()) {
        wrongType(ptr, "an object", j);
        return std::nullopt;
    }
    // The site key depends on the type: "corner" for intersections, "side" for paths.
    if (!j.contains("type")) {
        expectObject(j, ptr, {"type", "hex"}, {"corner", "side", "number", "player", "note"});
        return std::nullopt;
    }
    const std::optional<MarkerType> type
        = readEnum(member(j, "type"), child(ptr, "type"), MarkerTypeNames, "marker type");
    if (!type) {
        expectObject(j, ptr, {"type", "hex"}, {"corner", "side", "number", "player", "note"});
        return std::nullopt;
    }
    const MarkerSite site = markerSite(*type);
    const std::size_t errorsBefore = m_errors;
    bool ok = false;
    if (site == MarkerSite::Corner)
        ok = expectObject(j, ptr, {"type", "hex", "corner"}, {"number", "player", "note"});
    else if (site == MarkerSite::Edge)
        ok = expectObject(j, ptr, {"type", "hex", "side"}, {"number", "player", "note"});
    else
        ok = expectObject(j, ptr, {"type", "hex"}, {"number", "player", "note"});
    if (!ok)
        return std::nullopt;

    Marker m;
    m.type = *type;
    auto hex = readCoord(member(j, "hex"), child(ptr, "hex"));
    if (site == MarkerSite::Corner) {
        auto k = readInt(member(j, "corner"), child(ptr, "corner"), 0, 5);
        if (hex && k)
            m.corner = CornerCoord::of(*hex, cornerFromIndex(*k));
    } else if (site == MarkerSite::Edge) {
        auto d = readInt(member(j, "side"), child(ptr, "side"), 0, 5);
        if (hex && d)
            m.edge = EdgeCoord::of(*hex, directionFromIndex(*d));
    } else if (hex) {
        m.hex = *hex;
    }
    if (j.contains("number"))
        m.number = readInt(member(j, "number"), child(ptr, "number"), 0, 1000).value_or(0);
    if (j.contains("player"))
        m.player = readInt(member(j, "player"), child(ptr, "player"), 0, 7).value_or(-1);
    if (j.contains("note"))
        m.note = readString(member(j, "note"), child(ptr, "note"), FormatLimits::MaxStringBytes)
                     .value_or(std::string());
    if (m_errors != errorsBefore)
        return std::nullopt;
    return m;
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

bool ScenarioReader::expectObject(
    const json &j, const std::string &ptr, Keys required, Keys optional)
{
    if (j.is_discarded())
        return false;
    if (!j.is_object()) {
        wrongType(ptr, "an object", j);
        return false;
    }
    for (const auto &[key, value] : j.items()) {
        const bool known = std::find(required.begin(), required.end(), key) != required.end()
            || std::find(optional.begin(), optional.end(), key) != optional.end();
        if (known)
            continue;
        std::vector<std::string_view> allowed(required.begin(), required.end());
        allowed.insert(allowed.end(), optional.begin(), optional.end());
        std::sort(allowed.begin(), allowed.end());
        error("format.unknown-key", child(ptr, key),
            "unknown key " + quotedText(key)
                + (allowed.empty() ? "; this object takes no keys"
                                   : "; expected one of " + joined(allowed)),
            {key});
    }
    // Neither unknown nor missing keys stop reading the rest: every problem is reported at once.
    for (std::string_view key : required) {
        if (j.contains(key))
            continue;
        error("format.missing-key", child(ptr, key),
            "missing required key \"" + std::string(key) + "\"", {std::string(key)});
    }
    return true;
}

bool ScenarioReader::expectArray(
    const json &j, const std::string &ptr, std::size_t maxSize, std::string_view what)
{
    if (j.is_discarded())
        return false;
    if (!j.is_array()) {
        wrongType(ptr, "an array", j);
        return false;
    }
    if (j.size() > maxSize) {
        error("format.too-large", ptr,
            "too many " + std::string(what) + ": " + std::to_string(j.size()) + "; the limit is "
                + std::to_string(maxSize),
            {std::to_string(j.size()), std::to_string(maxSize)});
        return false;
    }
    return true;
}

std::optional<int> ScenarioReader::readInt(const json &j, const std::string &ptr, int min, int max)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_number_integer()) {
        wrongType(ptr, "an integer", j);
        return std::nullopt;
    }
    bool inRange = false;
    if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        inRange = max >= 0 && u <= static_cast<std::uint64_t>(max)
            && (min <= 0 || u >= static_cast<std::uint64_t>(min));
    } else {
        const auto v = j.get<std::int64_t>();
        inRange = v >= min && v <= max;
    }
    if (!inRange) {
        error("format.out-of-range", ptr,
            "expected an integer from " + std::to_string(min) + " to " + std::to_string(max)
                + "; got " + j.dump(),
            {j.dump(), std::to_string(min), std::to_string(max)});
        return std::nullopt;
    }
    return static_cast<int>(j.get<std::int64_t>());
}

std::optional<int> ScenarioReader::readTokenValue(const json &j, const std::string &ptr)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_number_integer()) {
        wrongType(ptr, "a token value (an integer)", j);
        return std::nullopt;
    }
    const bool valid = !j.is_number_unsigned() || j.get<std::uint64_t>() <= 12;
    if (!valid
        || !isValidTokenValue(
            static_cast<int>(std::clamp<std::int64_t>(j.get<std::int64_t>(), -1, 13)))) {
        error("format.out-of-range", ptr,
            "expected a token value 2–6 or 8–12 (there is no 7 token); got " + j.dump(),
            {j.dump(), "2", "12"});
        return std::nullopt;
    }
    return static_cast<int>(j.get<std::int64_t>());
}

std::optional<bool> ScenarioReader::readBool(const json &j, const std::string &ptr)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_boolean()) {
        wrongType(ptr, "true or false", j);
        return std::nullopt;
    }
    return j.get<bool>();
}

std::optional<std::string> ScenarioReader::readString(
    const json &j, const std::string &ptr, std::size_t maxBytes)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_string()) {
        wrongType(ptr, "a string", j);
        return std::nullopt;
    }
    const auto &s = j.get_ref<const std::string &>();
    if (s.size() > maxBytes) {
        error("format.too-large", ptr,
            "the string has " + std::to_string(s.size()) + " bytes; the limit here is "
                + std::to_string(maxBytes),
            {std::to_string(s.size()), std::to_string(maxBytes)});
        return std::nullopt;
    }
    return s;
}

std::optional<HexCoord> ScenarioReader::readCoord(const json &j, const std::string &ptr)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_array() || j.size() != 2) {
        wrongType(ptr, "a hex position [q, r]", j);
        return std::nullopt;
    }
    auto q
        = readInt(j[0], child(ptr, 0), -FormatLimits::MaxCoordinate, FormatLimits::MaxCoordinate);
    auto r
        = readInt(j[1], child(ptr, 1), -FormatLimits::MaxCoordinate, FormatLimits::MaxCoordinate);
    if (!q || !r)
        return std::nullopt;
    return HexCoord {*q, *r};
}

template<typename Enum, std::size_t N>
void ScenarioReader::readPool(const json &j, const std::string &ptr,
    const EnumStrings<Enum, N> &table, bool (*allowed)(Enum), std::string_view what,
    std::map<Enum, int> &pool)
{
    if (!j.is_object()) {
        wrongType(ptr, "an object mapping " + std::string(what) + " names to counts", j);
        return;
    }
    for (const auto &[key, value] : j.items()) {
        auto e = table.fromString(key);
        if (!e || !allowed(*e)) {
            error("format.unknown-enum", child(ptr, key),
                "unknown " + std::string(what) + " in pool: expected one of "
                    + enumChoices(table, allowed) + "; got " + quotedText(key),
                {key});
            continue;
        }
        if (auto n = readInt(value, child(ptr, key), 0, FormatLimits::MaxPoolCount))
            pool[*e] = *n;
    }
}

template<typename Enum, std::size_t N>
std::optional<Enum> ScenarioReader::readEnum(const json &j, const std::string &ptr,
    const EnumStrings<Enum, N> &table, std::string_view what, bool (*allowed)(Enum))
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_string()) {
        wrongType(ptr,
            "a " + std::string(what) + " name (one of " + enumChoices(table, allowed) + ")", j);
        return std::nullopt;
    }
    const auto &s = j.get_ref<const std::string &>();
    auto value = table.fromString(s);
    if (!value || (allowed && !allowed(*value))) {
        error("format.unknown-enum", ptr,
            "unknown " + std::string(what) + ": expected one of " + enumChoices(table, allowed)
                + "; got " + quotedText(s),
            {s});
        return std::nullopt;
    }
    return value;
}

Issue *ScenarioReader::error(
    std::string code, std::string pointer, std::string message, std::vector<std::string> args)
{
    // A hostile file could provoke millions of issues; the first MaxIssues say enough.
    if (m_errors++ >= FormatLimits::MaxIssues) {
        ++m_droppedIssues;
        return nullptr;
    }
    Issue issue;
    issue.severity = Severity::Error;
    issue.code = std::move(code);
    issue.pointer = std::move(pointer);
    issue.message = std::move(message);
    issue.args = std::move(args);
    issue.file = m_fileName;
    m_issues.push_back(std::move(issue));
    return &m_issues.back();
}

void ScenarioReader::wrongType(const std::string &ptr, std::string_view expected, const json &got)
{
    error("format.wrong-type", ptr, "expected " + std::string(expected) + "; got " + describe(got),
        {std::string(expected), std::string(got.type_name())});
}

} // namespace isle::model
