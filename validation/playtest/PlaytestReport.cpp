// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/playtest/PlaytestReport.h"

#include "model/Scenario.h"
#include "validation/engine/BoundedJsonRead.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <limits>

namespace isle::validation {

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

std::string hex64(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return buf;
}

void normalize(std::vector<std::pair<std::uint64_t, std::uint64_t>> &ranges)
{
    std::sort(ranges.begin(), ranges.end());
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    for (const auto &r : ranges) {
        if (r.first == r.second)
            continue;
        if (!out.empty() && out.back().second == r.first)
            out.back().second = r.second;
        else
            out.push_back(r);
    }
    ranges = std::move(out);
}

std::string hexText(model::HexCoord h)
{
    return std::to_string(h.q) + "," + std::to_string(h.r);
}

/// "q,r" (as the report writes hexes and the corner names) back to a coordinate.
bool parseHex(const std::string &text, model::HexCoord &out)
{
    const char *end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out.q);
    if (ec != std::errc() || p == end || *p != ',')
        return false;
    auto [p2, ec2] = std::from_chars(p + 1, end, out.r);
    return ec2 == std::errc() && p2 == end;
}

bool overlaps(const std::vector<std::pair<std::uint64_t, std::uint64_t>> &a,
    const std::vector<std::pair<std::uint64_t, std::uint64_t>> &b)
{
    for (const auto &x : a)
        for (const auto &y : b)
            if (x.first < y.second && y.first < x.second)
                return true;
    return false;
}

} // namespace

std::pair<double, double> wilsonInterval(std::uint64_t successes, std::uint64_t trials)
{
    if (trials == 0)
        return {0.0, 1.0};
    constexpr double z = 1.959963984540054;
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double denom = 1.0 + z * z / n;
    const double centre = (p + z * z / (2.0 * n)) / denom;
    const double half = z * std::sqrt(p * (1.0 - p) / n + z * z / (4.0 * n * n)) / denom;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

PlaytestReport PlaytestReport::empty(std::string scenarioId, std::uint64_t scenarioHash,
    int players, std::vector<std::string> bots, std::uint64_t seed, int maxTurns,
    std::vector<std::string> corners, std::vector<std::vector<model::HexCoord>> islands)
{
    PlaytestReport r;
    r.scenarioId = std::move(scenarioId);
    r.scenarioHash = scenarioHash;
    r.players = players;
    r.bots = std::move(bots);
    r.seed = seed;
    r.maxTurns = maxTurns;
    r.corners = std::move(corners);
    r.wins.assign(idx(players), 0);
    r.victoryPointsSum.assign(idx(players), 0);
    r.producedSum.assign(idx(players), {});
    r.settledCount.assign(r.corners.size(), 0);
    r.longestRoad.assign(idx(players + 1), 0);
    r.largestArmy.assign(idx(players + 1), 0);
    if (islands.size() > idx(MaxReportIslands))
        islands.resize(idx(MaxReportIslands));
    r.islands = std::move(islands);
    r.specialPointsSum.assign(idx(players), 0);
    r.islandsSettledSum.assign(idx(players), 0);
    r.foreignIslandsSettledSum.assign(idx(players), 0);
    r.islandSettled.assign(r.islands.size(), 0);
    r.islandSettledBy.assign(r.islands.size(), std::vector<std::uint64_t>(idx(players), 0));
    r.islandHomeOf.assign(r.islands.size(), std::vector<std::uint64_t>(idx(players), 0));
    r.clothSum.assign(idx(players), 0);
    r.fortressCapturedSum.assign(idx(players), 0);
    r.warshipsSum.assign(idx(players), 0);
    r.wonderLevelSum.assign(idx(players), 0);
    r.wonderFinishedSum.assign(idx(players), 0);
    r.citiesLostSum.assign(idx(players), 0);
    r.metropolisSum.assign(idx(players), 0);
    r.domesticTradeSum.assign(idx(players), 0);
    r.maritimeTradeSum.assign(idx(players), 0);
    return r;
}

void PlaytestReport::add(const GameResult &g)
{
    gameRanges.emplace_back(g.gameIndex, g.gameIndex + 1);
    normalize(gameRanges);
    turnsMin = games == 0 ? g.turns : std::min(turnsMin, g.turns);
    turnsMax = games == 0 ? g.turns : std::max(turnsMax, g.turns);
    ++games;
    if (g.winner >= 0)
        ++wins[idx(g.winner)];
    else if (g.villageEnd)
        ++drawn;
    else
        ++stalled;
    if (g.clothGame) {
        ++clothGames;
        villageEnds += g.villageEnd ? 1 : 0;
        for (int p = 0; p < players; ++p)
            clothSum[idx(p)] += static_cast<std::uint64_t>(g.cloth[idx(p)]);
    }
    if (g.pirateGame) {
        ++pirateGames;
        for (int p = 0; p < players; ++p) {
            fortressCapturedSum[idx(p)] += static_cast<std::uint64_t>(g.fortressCaptured[idx(p)]);
            warshipsSum[idx(p)] += static_cast<std::uint64_t>(g.warships[idx(p)]);
        }
    }
    if (g.wonderGame) {
        ++wonderGames;
        for (int p = 0; p < players; ++p) {
            const int level = g.wonderLevel[idx(p)];
            wonderLevelSum[idx(p)] += static_cast<std::uint64_t>(level);
            wonderFinishedSum[idx(p)] += level >= 4 ? 1u : 0u; // level 4 wins (001:L2375)
        }
    }
    if (g.citiesKnightsGame) {
        ++citiesKnightsGames;
        barbarianAttacksSum += static_cast<std::uint64_t>(g.barbarianAttacks);
        for (int p = 0; p < players; ++p) {
            citiesLostSum[idx(p)] += static_cast<std::uint64_t>(g.citiesLost[idx(p)]);
            metropolisSum[idx(p)] += static_cast<std::uint64_t>(g.metropolises[idx(p)]);
        }
    }
    ++tradeGames;
    tradesBetweenPlayers += static_cast<std::uint64_t>(g.tradesBetweenPlayers);
    for (int p = 0; p < players; ++p) {
        domesticTradeSum[idx(p)] += static_cast<std::uint64_t>(g.domesticTrades[idx(p)]);
        maritimeTradeSum[idx(p)] += static_cast<std::uint64_t>(g.maritimeTrades[idx(p)]);
    }
    const auto turns = static_cast<std::uint64_t>(g.turns);
    turnsSum += turns;
    turnsSquaresSum += turns * turns;
    actionsSum += g.actions;
    for (int p = 0; p < players; ++p) {
        victoryPointsSum[idx(p)] += static_cast<std::uint64_t>(g.victoryPoints[idx(p)]);
        for (int r = 0; r < ResourceKinds; ++r)
            producedSum[idx(p)][idx(r)] += static_cast<std::uint64_t>(g.produced[idx(p)][idx(r)]);
    }
    for (std::uint16_t c : g.settledCorners)
        if (c < settledCount.size())
            ++settledCount[c];
    ++longestRoad[idx(g.longestRoadHolder + 1)];
    ++largestArmy[idx(g.largestArmyHolder + 1)];

    ++islandGames;
    if (g.wonWithSpecialPoints)
        ++wonWithSpecialPoints;
    std::uint32_t anyone = 0;
    for (int p = 0; p < players; ++p) {
        specialPointsSum[idx(p)] += static_cast<std::uint64_t>(g.specialPoints[idx(p)]);
        islandsSettledSum[idx(p)] += static_cast<std::uint64_t>(g.islandsSettled[idx(p)]);
        foreignIslandsSettledSum[idx(p)]
            += static_cast<std::uint64_t>(g.foreignIslandsSettled[idx(p)]);
        anyone |= g.islandMask[idx(p)];
        for (std::size_t i = 0; i < islands.size(); ++i) {
            if (g.islandMask[idx(p)] >> i & 1u)
                ++islandSettledBy[i][idx(p)];
            if (g.homeIslandMask[idx(p)] >> i & 1u)
                ++islandHomeOf[i][idx(p)];
        }
    }
    for (std::size_t i = 0; i < islands.size(); ++i)
        if (anyone >> i & 1u)
            ++islandSettled[i];
}

double PlaytestReport::winRate(int seat) const
{
    return games ? static_cast<double>(wins[idx(seat)]) / static_cast<double>(games) : 0.0;
}

std::pair<double, double> PlaytestReport::winRateInterval(int seat) const
{
    return wilsonInterval(wins[idx(seat)], games);
}

double PlaytestReport::meanTurns() const
{
    return games ? static_cast<double>(turnsSum) / static_cast<double>(games) : 0.0;
}

double PlaytestReport::meanPerIslandGame(std::uint64_t sum) const
{
    return islandGames ? static_cast<double>(sum) / static_cast<double>(islandGames) : 0.0;
}

std::string PlaytestReport::islandAreaName(int island, const model::Scenario &scenario) const
{
    if (island < 0 || island >= static_cast<int>(islands.size()) || islands[idx(island)].empty())
        return {};
    auto areaOf = [&](model::HexCoord h) {
        const model::Hex *hex = scenario.board.hexAt(h);
        return hex ? hex->area : std::string();
    };
    const std::string area = areaOf(islands[idx(island)].front());
    if (area.empty())
        return {};
    for (model::HexCoord h : islands[idx(island)])
        if (areaOf(h) != area)
            return {};
    // An area shared with another island does not tell the islands apart.
    for (std::size_t other = 0; other < islands.size(); ++other)
        if (other != idx(island))
            for (model::HexCoord h : islands[other])
                if (areaOf(h) == area)
                    return {};
    for (const model::Area &a : scenario.areas)
        if (a.id == area)
            return a.name.empty() ? a.id : a.name;
    return {};
}

nlohmann::json PlaytestReport::toJson() const
{
    using nlohmann::json;
    json ranges = json::array();
    for (const auto &r : gameRanges)
        ranges.push_back({r.first, r.second});
    json produced = json::array();
    for (const auto &row : producedSum)
        produced.push_back(row);
    json seats = json::array();
    for (int p = 0; p < players; ++p) {
        const auto [lo, hi] = winRateInterval(p);
        const double n = games ? static_cast<double>(games) : 1.0;
        seats.push_back({{"seat", p + 1},
            {"bot", p < static_cast<int>(bots.size()) ? bots[idx(p)] : std::string()},
            {"winRate", winRate(p)}, {"winRate95", {lo, hi}},
            {"meanVictoryPoints", static_cast<double>(victoryPointsSum[idx(p)]) / n},
            {"longestRoadRate", static_cast<double>(longestRoad[idx(p + 1)]) / n},
            {"largestArmyRate", static_cast<double>(largestArmy[idx(p + 1)]) / n},
            {"meanSpecialPoints", meanPerIslandGame(specialPointsSum[idx(p)])},
            {"meanIslandsSettled", meanPerIslandGame(islandsSettledSum[idx(p)])},
            {"meanForeignIslandsSettled", meanPerIslandGame(foreignIslandsSettledSum[idx(p)])}});
    }
    json islandHexes = json::array();
    json islandRates = json::array();
    for (std::size_t i = 0; i < islands.size(); ++i) {
        json hexes = json::array();
        for (model::HexCoord h : islands[i])
            hexes.push_back(hexText(h));
        islandHexes.push_back(hexes);
        json bySeat = json::array();
        for (std::uint64_t v : islandSettledBy[i])
            bySeat.push_back(meanPerIslandGame(v));
        islandRates.push_back({{"island", i + 1},
            {"settledRate", meanPerIslandGame(islandSettled[i])}, {"settledBySeatRate", bySeat}});
    }
    json out {
        {"format", "islewright-playtest"},
        {"version", 1},
        {"scenario", {{"id", scenarioId}, {"hash", hex64(scenarioHash)}}},
        {"players", players},
        {"bots", bots},
        {"seed", seed},
        {"maxTurns", maxTurns},
        {"games", games},
        {"gameRanges", ranges},
        {"stalled", stalled},
        {"wins", wins},
        {"turns",
            {{"sum", turnsSum}, {"squaresSum", turnsSquaresSum}, {"min", turnsMin},
                {"max", turnsMax}}},
        {"actionsSum", actionsSum},
        {"victoryPointsSum", victoryPointsSum},
        {"producedSum", produced},
        {"settled", {{"corners", corners}, {"counts", settledCount}}},
        {"longestRoad", longestRoad},
        {"largestArmy", largestArmy},
        {"islands",
            {{"games", islandGames}, {"hexes", islandHexes}, {"settled", islandSettled},
                {"settledBy", islandSettledBy}, {"homeOf", islandHomeOf},
                {"specialPointsSum", specialPointsSum}, {"islandsSettledSum", islandsSettledSum},
                {"foreignIslandsSettledSum", foreignIslandsSettledSum},
                {"wonWithSpecialPoints", wonWithSpecialPoints}}},
        {"derived",
            {{"meanTurns", meanTurns()}, {"seats", seats}, {"islands", islandRates},
                {"wonWithSpecialPointsRate", meanPerIslandGame(wonWithSpecialPoints)}}},
    };
    // Written only when off, so reports of ordinary games stay as they were.
    if (!domesticTrade)
        out["domesticTrade"] = false;
    // Only for Cloth for Catan boards, likewise.
    if (clothGames > 0)
        out["cloth"] = {{"games", clothGames}, {"clothSum", clothSum}, {"villageEnds", villageEnds},
            {"drawn", drawn}};
    // Only for The Pirate Islands, likewise.
    if (pirateGames > 0)
        out["pirateIslands"] = {{"games", pirateGames},
            {"fortressCapturedSum", fortressCapturedSum}, {"warshipsSum", warshipsSum}};
    // Only for The Wonders of Catan, likewise.
    if (wonderGames > 0)
        out["wonders"] = {{"games", wonderGames}, {"levelSum", wonderLevelSum},
            {"finishedSum", wonderFinishedSum}};
    // Only for Cities & Knights, likewise.
    if (citiesKnightsGames > 0)
        out["citiesKnights"]
            = {{"games", citiesKnightsGames}, {"barbarianAttacks", barbarianAttacksSum},
                {"citiesLostSum", citiesLostSum}, {"metropolisSum", metropolisSum}};
    if (tradeGames > 0)
        out["trades"] = {{"games", tradeGames}, {"domesticSum", domesticTradeSum},
            {"maritimeSum", maritimeTradeSum}, {"betweenPlayers", tradesBetweenPlayers}};
    return out;
}

std::optional<PlaytestReport> PlaytestReport::fromText(
    std::string_view text, const std::string &fileName, std::string &error)
{
    return fromBoundedJsonText<PlaytestReport>(text, fileName, error);
}

std::optional<PlaytestReport> PlaytestReport::readFile(
    const std::filesystem::path &path, std::string &error)
{
    return readBoundedJsonFile<PlaytestReport>(path, error);
}

std::optional<PlaytestReport> PlaytestReport::fromJson(const nlohmann::json &j, std::string &error)
{
    using nlohmann::json;
    auto fail = [&](const std::string &pointer, const std::string &expected) {
        error = pointer + ": expected " + expected;
        return std::nullopt;
    };
    auto uintArray = [](const json &a, std::size_t n, std::vector<std::uint64_t> &out) {
        if (!a.is_array() || a.size() != n)
            return false;
        out.clear();
        for (const auto &v : a) {
            if (!v.is_number_unsigned())
                return false;
            out.push_back(v.get<std::uint64_t>());
        }
        return true;
    };
    // Numbers are read only after their JSON type is checked: nlohmann's get<int>() of a float
    // such as 1e114 is a float-to-integer conversion out of range, undefined behaviour (found by
    // the playtest_report fuzz target).
    struct WrongNumber
    {
        std::string pointer, expected;
    };
    auto whole = [](const json &v, const char *pointer) -> std::uint64_t {
        if (v.is_number_unsigned())
            return v.get<std::uint64_t>();
        if (v.is_number_integer() && v.get<std::int64_t>() >= 0) // built in code, not parsed
            return static_cast<std::uint64_t>(v.get<std::int64_t>());
        throw WrongNumber {pointer, "a whole number of 0 or more"};
    };
    auto integer = [](const json &v, const char *pointer) -> int {
        if (v.is_number_unsigned()) {
            if (v.get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<int>::max()))
                return static_cast<int>(v.get<std::uint64_t>());
        } else if (v.is_number_integer()) {
            const std::int64_t x = v.get<std::int64_t>();
            if (x >= std::numeric_limits<int>::min() && x <= std::numeric_limits<int>::max())
                return static_cast<int>(x);
        }
        throw WrongNumber {pointer, "an integer"};
    };
    try {
        if (!j.is_object() || j.value("format", std::string()) != "islewright-playtest")
            return fail("/format", "\"islewright-playtest\"");
        if (!j.contains("version") || integer(j.at("version"), "/version") != 1)
            return fail("/version", "1");
        PlaytestReport r;
        r.scenarioId = j.at("scenario").at("id").get<std::string>();
        const std::string hash = j.at("scenario").at("hash").get<std::string>();
        if (hash.size() != 16 || hash.find_first_not_of("0123456789abcdef") != std::string::npos)
            return fail("/scenario/hash", "16 lower-case hex digits");
        r.scenarioHash = std::stoull(hash, nullptr, 16);
        r.players = integer(j.at("players"), "/players");
        if (r.players < 1 || r.players > MaxPlayers)
            return fail("/players", "1.." + std::to_string(MaxPlayers));
        const auto np = idx(r.players);
        r.bots = j.at("bots").get<std::vector<std::string>>();
        r.seed = whole(j.at("seed"), "/seed");
        r.maxTurns = integer(j.at("maxTurns"), "/maxTurns");
        // Absent: written with trade on.
        if (j.contains("domesticTrade") && !j.at("domesticTrade").is_boolean())
            return fail("/domesticTrade", "true or false");
        r.domesticTrade = j.value("domesticTrade", true);
        r.games = whole(j.at("games"), "/games");
        for (const auto &range : j.at("gameRanges")) {
            if (!range.is_array() || range.size() != 2)
                return fail("/gameRanges", "[first, end) pairs");
            r.gameRanges.emplace_back(
                whole(range[0], "/gameRanges"), whole(range[1], "/gameRanges"));
        }
        r.stalled = whole(j.at("stalled"), "/stalled");
        if (!uintArray(j.at("wins"), np, r.wins))
            return fail("/wins", std::to_string(np) + " counts");
        r.turnsSum = whole(j.at("turns").at("sum"), "/turns/sum");
        r.turnsSquaresSum = whole(j.at("turns").at("squaresSum"), "/turns/squaresSum");
        r.turnsMin = integer(j.at("turns").at("min"), "/turns/min");
        r.turnsMax = integer(j.at("turns").at("max"), "/turns/max");
        r.actionsSum = whole(j.at("actionsSum"), "/actionsSum");
        if (!uintArray(j.at("victoryPointsSum"), np, r.victoryPointsSum))
            return fail("/victoryPointsSum", std::to_string(np) + " sums");
        const json &produced = j.at("producedSum");
        if (!produced.is_array() || produced.size() != np)
            return fail("/producedSum", std::to_string(np) + " rows of 5 sums");
        for (const auto &row : produced) {
            std::vector<std::uint64_t> sums;
            if (!uintArray(row, ResourceKinds, sums))
                return fail("/producedSum", std::to_string(np) + " rows of 5 sums");
            auto &out = r.producedSum.emplace_back();
            std::copy(sums.begin(), sums.end(), out.begin());
        }
        r.corners = j.at("settled").at("corners").get<std::vector<std::string>>();
        if (!uintArray(j.at("settled").at("counts"), r.corners.size(), r.settledCount))
            return fail("/settled/counts", "one count per corner");
        if (!uintArray(j.at("longestRoad"), np + 1, r.longestRoad))
            return fail("/longestRoad", std::to_string(np + 1) + " counts");
        if (!uintArray(j.at("largestArmy"), np + 1, r.largestArmy))
            return fail("/largestArmy", std::to_string(np + 1) + " counts");
        // Island statistics: reports written before them have no "islands" and read as zero
        // games with island statistics (merge then takes the other report's islands).
        r.specialPointsSum.assign(np, 0);
        r.islandsSettledSum.assign(np, 0);
        r.foreignIslandsSettledSum.assign(np, 0);
        if (j.contains("islands")) {
            const json &isl = j.at("islands");
            if (!isl.is_object())
                return fail("/islands", "an object");
            r.islandGames = whole(isl.at("games"), "/islands/games");
            const json &hexes = isl.at("hexes");
            if (!hexes.is_array() || hexes.size() > idx(MaxReportIslands))
                return fail("/islands/hexes",
                    "at most " + std::to_string(MaxReportIslands) + " lists of hexes");
            for (std::size_t i = 0; i < hexes.size(); ++i) {
                const std::string where = "/islands/hexes/" + std::to_string(i);
                if (!hexes[i].is_array() || hexes[i].empty())
                    return fail(where, "a non-empty list of \"q,r\" hexes");
                std::vector<model::HexCoord> island;
                for (std::size_t k = 0; k < hexes[i].size(); ++k) {
                    model::HexCoord h;
                    if (!hexes[i][k].is_string() || !parseHex(hexes[i][k].get<std::string>(), h))
                        return fail(where + "/" + std::to_string(k), "a hex \"q,r\"");
                    island.push_back(h);
                }
                r.islands.push_back(std::move(island));
            }
            const std::size_t ni = r.islands.size();
            if (!uintArray(isl.at("settled"), ni, r.islandSettled))
                return fail("/islands/settled", "one count per island");
            auto table = [&](const char *key, std::vector<std::vector<std::uint64_t>> &out) {
                const json &rows = isl.at(key);
                if (!rows.is_array() || rows.size() != ni)
                    return false;
                out.assign(ni, {});
                for (std::size_t i = 0; i < ni; ++i)
                    if (!uintArray(rows[i], np, out[i]))
                        return false;
                return true;
            };
            if (!table("settledBy", r.islandSettledBy))
                return fail("/islands/settledBy",
                    "one row of " + std::to_string(np) + " counts per island");
            if (!table("homeOf", r.islandHomeOf))
                return fail(
                    "/islands/homeOf", "one row of " + std::to_string(np) + " counts per island");
            if (!uintArray(isl.at("specialPointsSum"), np, r.specialPointsSum))
                return fail("/islands/specialPointsSum", std::to_string(np) + " sums");
            if (!uintArray(isl.at("islandsSettledSum"), np, r.islandsSettledSum))
                return fail("/islands/islandsSettledSum", std::to_string(np) + " sums");
            if (!uintArray(isl.at("foreignIslandsSettledSum"), np, r.foreignIslandsSettledSum))
                return fail("/islands/foreignIslandsSettledSum", std::to_string(np) + " sums");
            r.wonWithSpecialPoints
                = whole(isl.at("wonWithSpecialPoints"), "/islands/wonWithSpecialPoints");
            if (r.islandGames > r.games)
                return fail("/islands/games", "at most /games games");
        }
        // Cloth for Catan statistics, only in reports of boards with villages.
        r.clothSum.assign(np, 0);
        if (j.contains("cloth")) {
            const json &cl = j.at("cloth");
            if (!cl.is_object())
                return fail("/cloth", "an object");
            r.clothGames = whole(cl.at("games"), "/cloth/games");
            if (!uintArray(cl.at("clothSum"), np, r.clothSum))
                return fail("/cloth/clothSum", std::to_string(np) + " sums");
            r.villageEnds = whole(cl.at("villageEnds"), "/cloth/villageEnds");
            r.drawn = whole(cl.at("drawn"), "/cloth/drawn");
            if (r.clothGames > r.games)
                return fail("/cloth/games", "at most /games games");
            if (r.villageEnds > r.clothGames || r.drawn > r.villageEnds)
                return fail("/cloth/drawn", "drawn <= villageEnds <= games");
        }
        // The Pirate Islands statistics, only in reports of boards with fortresses.
        r.fortressCapturedSum.assign(np, 0);
        r.warshipsSum.assign(np, 0);
        if (j.contains("pirateIslands")) {
            const json &pi = j.at("pirateIslands");
            if (!pi.is_object())
                return fail("/pirateIslands", "an object");
            r.pirateGames = whole(pi.at("games"), "/pirateIslands/games");
            if (!uintArray(pi.at("fortressCapturedSum"), np, r.fortressCapturedSum))
                return fail("/pirateIslands/fortressCapturedSum", std::to_string(np) + " sums");
            if (!uintArray(pi.at("warshipsSum"), np, r.warshipsSum))
                return fail("/pirateIslands/warshipsSum", std::to_string(np) + " sums");
            if (r.pirateGames > r.games)
                return fail("/pirateIslands/games", "at most /games games");
            for (std::uint64_t captured : r.fortressCapturedSum)
                if (captured > r.pirateGames)
                    return fail(
                        "/pirateIslands/fortressCapturedSum", "at most /pirateIslands/games");
        }
        // The Wonders of Catan statistics, only in reports of scenarios with wonder cards.
        r.wonderLevelSum.assign(np, 0);
        r.wonderFinishedSum.assign(np, 0);
        if (j.contains("wonders")) {
            const json &w = j.at("wonders");
            if (!w.is_object())
                return fail("/wonders", "an object");
            r.wonderGames = whole(w.at("games"), "/wonders/games");
            if (!uintArray(w.at("levelSum"), np, r.wonderLevelSum))
                return fail("/wonders/levelSum", std::to_string(np) + " sums");
            if (!uintArray(w.at("finishedSum"), np, r.wonderFinishedSum))
                return fail("/wonders/finishedSum", std::to_string(np) + " sums");
            if (r.wonderGames > r.games)
                return fail("/wonders/games", "at most /games games");
            for (std::size_t p = 0; p < np; ++p)
                if (r.wonderFinishedSum[p] > r.wonderGames
                    || r.wonderLevelSum[p] > 4 * r.wonderGames)
                    return fail("/wonders",
                        "at most /wonders/games finished wonders and 4 "
                        "levels per game");
        }
        // Cities & Knights statistics, only in reports of C&K games.
        r.citiesLostSum.assign(np, 0);
        r.metropolisSum.assign(np, 0);
        if (j.contains("citiesKnights")) {
            const json &ck = j.at("citiesKnights");
            if (!ck.is_object())
                return fail("/citiesKnights", "an object");
            r.citiesKnightsGames = whole(ck.at("games"), "/citiesKnights/games");
            r.barbarianAttacksSum
                = whole(ck.at("barbarianAttacks"), "/citiesKnights/barbarianAttacks");
            if (!uintArray(ck.at("citiesLostSum"), np, r.citiesLostSum))
                return fail("/citiesKnights/citiesLostSum", std::to_string(np) + " sums");
            if (!uintArray(ck.at("metropolisSum"), np, r.metropolisSum))
                return fail("/citiesKnights/metropolisSum", std::to_string(np) + " sums");
            if (r.citiesKnightsGames > r.games)
                return fail("/citiesKnights/games", "at most /games games");
            for (std::uint64_t m : r.metropolisSum)
                if (m > 3 * r.citiesKnightsGames) // 3 metropolises (001:L3446)
                    return fail("/citiesKnights/metropolisSum", "at most 3 metropolises per game");
        }
        // Trade statistics, absent from reports written before trade was counted.
        r.domesticTradeSum.assign(np, 0);
        r.maritimeTradeSum.assign(np, 0);
        if (j.contains("trades")) {
            const json &tr = j.at("trades");
            if (!tr.is_object())
                return fail("/trades", "an object");
            r.tradeGames = whole(tr.at("games"), "/trades/games");
            if (!uintArray(tr.at("domesticSum"), np, r.domesticTradeSum))
                return fail("/trades/domesticSum", std::to_string(np) + " sums");
            if (!uintArray(tr.at("maritimeSum"), np, r.maritimeTradeSum))
                return fail("/trades/maritimeSum", std::to_string(np) + " sums");
            r.tradesBetweenPlayers = whole(tr.at("betweenPlayers"), "/trades/betweenPlayers");
            if (r.tradeGames > r.games)
                return fail("/trades/games", "at most /games games");
            std::uint64_t sides = 0;
            for (std::uint64_t n : r.domesticTradeSum)
                sides += n;
            if (sides != 2 * r.tradesBetweenPlayers)
                return fail(
                    "/trades/domesticSum", "two sides to each trade of /trades/betweenPlayers");
        }
        normalize(r.gameRanges);
        return r;
    } catch (const WrongNumber &e) {
        return fail(e.pointer, e.expected);
    } catch (const json::exception &e) {
        error = std::string("malformed playtest report: ") + e.what();
        return std::nullopt;
    }
}

std::optional<PlaytestReport> PlaytestReport::merge(
    const PlaytestReport &a, const PlaytestReport &b, std::string &error)
{
    // A report from before island statistics (no islands) takes the other report's islands.
    const bool sameIslands = a.islands == b.islands || a.islands.empty() || b.islands.empty();
    if (a.scenarioHash != b.scenarioHash || a.players != b.players || a.corners != b.corners
        || !sameIslands) {
        error = "the reports are for different scenarios or player counts";
        return std::nullopt;
    }
    if (a.bots != b.bots || a.seed != b.seed || a.maxTurns != b.maxTurns
        || a.domesticTrade != b.domesticTrade) {
        error = "the reports used different bots, seeds, turn limits or trade rules";
        return std::nullopt;
    }
    if (overlaps(a.gameRanges, b.gameRanges)) {
        error = "the reports share games (their game ranges overlap)";
        return std::nullopt;
    }
    PlaytestReport r = a;
    r.gameRanges.insert(r.gameRanges.end(), b.gameRanges.begin(), b.gameRanges.end());
    normalize(r.gameRanges);
    if (a.games == 0) {
        r.turnsMin = b.turnsMin;
        r.turnsMax = b.turnsMax;
    } else if (b.games > 0) {
        r.turnsMin = std::min(a.turnsMin, b.turnsMin);
        r.turnsMax = std::max(a.turnsMax, b.turnsMax);
    }
    r.games += b.games;
    r.stalled += b.stalled;
    r.turnsSum += b.turnsSum;
    r.turnsSquaresSum += b.turnsSquaresSum;
    r.actionsSum += b.actionsSum;
    for (std::size_t p = 0; p < r.wins.size(); ++p) {
        r.wins[p] += b.wins[p];
        r.victoryPointsSum[p] += b.victoryPointsSum[p];
        for (std::size_t k = 0; k < idx(ResourceKinds); ++k)
            r.producedSum[p][k] += b.producedSum[p][k];
    }
    for (std::size_t c = 0; c < r.settledCount.size(); ++c)
        r.settledCount[c] += b.settledCount[c];
    for (std::size_t i = 0; i < r.longestRoad.size(); ++i) {
        r.longestRoad[i] += b.longestRoad[i];
        r.largestArmy[i] += b.largestArmy[i];
    }
    r.islandGames += b.islandGames;
    r.clothGames += b.clothGames;
    r.villageEnds += b.villageEnds;
    r.drawn += b.drawn;
    for (std::size_t p = 0; p < r.clothSum.size(); ++p)
        r.clothSum[p] += b.clothSum[p];
    r.wonderGames += b.wonderGames;
    for (std::size_t p = 0; p < r.wonderLevelSum.size(); ++p) {
        r.wonderLevelSum[p] += b.wonderLevelSum[p];
        r.wonderFinishedSum[p] += b.wonderFinishedSum[p];
    }
    r.citiesKnightsGames += b.citiesKnightsGames;
    r.barbarianAttacksSum += b.barbarianAttacksSum;
    for (std::size_t p = 0; p < r.citiesLostSum.size(); ++p) {
        r.citiesLostSum[p] += b.citiesLostSum[p];
        r.metropolisSum[p] += b.metropolisSum[p];
    }
    r.tradeGames += b.tradeGames;
    r.tradesBetweenPlayers += b.tradesBetweenPlayers;
    for (std::size_t p = 0; p < r.domesticTradeSum.size(); ++p) {
        r.domesticTradeSum[p] += b.domesticTradeSum[p];
        r.maritimeTradeSum[p] += b.maritimeTradeSum[p];
    }
    r.pirateGames += b.pirateGames;
    for (std::size_t p = 0; p < r.fortressCapturedSum.size(); ++p) {
        r.fortressCapturedSum[p] += b.fortressCapturedSum[p];
        r.warshipsSum[p] += b.warshipsSum[p];
    }
    r.wonWithSpecialPoints += b.wonWithSpecialPoints;
    for (std::size_t p = 0; p < r.specialPointsSum.size(); ++p) {
        r.specialPointsSum[p] += b.specialPointsSum[p];
        r.islandsSettledSum[p] += b.islandsSettledSum[p];
        r.foreignIslandsSettledSum[p] += b.foreignIslandsSettledSum[p];
    }
    if (r.islands.empty()) {
        // a has no island statistics (zero games of them): b's per-island counts are the sum.
        r.islands = b.islands;
        r.islandSettled = b.islandSettled;
        r.islandSettledBy = b.islandSettledBy;
        r.islandHomeOf = b.islandHomeOf;
    } else if (!b.islands.empty()) {
        for (std::size_t i = 0; i < r.islands.size(); ++i) {
            r.islandSettled[i] += b.islandSettled[i];
            for (std::size_t p = 0; p < r.islandSettledBy[i].size(); ++p) {
                r.islandSettledBy[i][p] += b.islandSettledBy[i][p];
                r.islandHomeOf[i][p] += b.islandHomeOf[i][p];
            }
        }
    }
    return r;
}

} // namespace isle::validation
