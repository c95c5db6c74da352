// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioReader, part 2: the board — hexes and their tokens, harbors, markers, robber and pirate.
#include "ScenarioReader.h"

#include "ScenarioReaderDetail.h"

#include <unordered_set>

namespace isle::model {

using nlohmann::json;
using namespace scenario_reader_detail;

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
    if (!expectObject(j, ptr, {"q", "r", "terrain"},
            {"token", "area", "river", "fixed", "tokenFixed", "seaSides"}))
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
    if (j.contains("tokenFixed"))
        hex.tokenFixed
            = readBool(member(j, "tokenFixed"), child(ptr, "tokenFixed")).value_or(false);
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

} // namespace isle::model
