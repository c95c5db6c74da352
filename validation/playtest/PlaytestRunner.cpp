// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/playtest/PlaytestRunner.h"

#include "model/ScenarioJson.h"

#include <algorithm>
#include <bit>
#include <mutex>
#include <thread>

namespace isle::validation {

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

PlaytestRunner::PlaytestRunner(std::shared_ptr<const Game> game, std::string scenarioId)
    : m_game(std::move(game))
    , m_scenarioId(std::move(scenarioId))
{ }

namespace {

std::uint64_t fnv(const std::string &text, std::uint64_t h = 0xcbf29ce484222325ULL)
{
    for (char ch : text) {
        h ^= static_cast<unsigned char>(ch);
        h *= 0x100000001b3ULL;
    }
    return h;
}

} // namespace

bool PlaytestRunner::isVariable(const model::Scenario &s)
{
    for (const model::Area &a : s.areas)
        if (!a.terrainPool.empty() || !a.tokenPool.empty() || !a.harborPool.empty()
            || a.tokenPlacement != model::TokenPlacement::Fixed)
            return true;
    for (const model::Hex &h : s.board.hexes())
        if (h.terrain == model::Terrain::Unassigned)
            return true;
    for (const model::Harbor &h : s.board.harbors())
        if (h.type == model::HarborType::Unassigned)
            return true;
    return false;
}

std::optional<PlaytestRunner> PlaytestRunner::forScenario(
    const model::Scenario &scenario, int players, GameConfig config, std::string &error)
{
    if (!isVariable(scenario)) {
        auto compiled = Game::compile(scenario, players, config);
        if (!compiled.game) {
            error = compiled.error;
            return std::nullopt;
        }
        return PlaytestRunner(std::move(compiled.game), scenario.id);
    }
    auto generator = model::BoardGenerator::compile(scenario);
    if (!generator) {
        error = "variable set-up cannot be generated: " + generator.error().message;
        return std::nullopt;
    }
    PlaytestRunner runner(nullptr, scenario.id);
    runner.m_generator
        = std::make_shared<const model::BoardGenerator>(std::move(generator).value());
    runner.m_players = players;
    runner.m_config = config;
    runner.m_game = runner.gameFor(model::Rng::deriveSeed(1, 0), error);
    if (!runner.m_game)
        return std::nullopt;
    runner.m_identityHash = fnv(std::to_string(players) + "/" + std::to_string(config.maxTurns)
            + "/" + std::to_string(config.maxActionsPerTurn)
            + (config.domesticTrade ? "" : "/no-domestic-trade"),
        fnv(model::serializeScenario(scenario)));
    return runner;
}

std::shared_ptr<const Game> PlaytestRunner::gameFor(
    std::uint64_t gameSeed, std::string &error) const
{
    if (!m_generator)
        return m_game;
    auto board = m_generator->generateScenario(model::Rng::deriveSeed(gameSeed, 2));
    if (!board) {
        error = "variable set-up cannot be generated: " + board.error().message;
        return nullptr;
    }
    auto compiled = Game::compile(board.value(), m_players, m_config);
    if (!compiled.game)
        error = compiled.error;
    return compiled.game;
}

std::string PlaytestRunner::checkBots(const std::vector<std::string> &bots) const
{
    if (static_cast<int>(bots.size()) != m_game->playerCount())
        return "expected " + std::to_string(m_game->playerCount()) + " bots (one per seat), got "
            + std::to_string(bots.size());
    for (const std::string &name : bots)
        if (!makeBot(name)) {
            std::string known;
            for (std::string_view n : botNames())
                known += (known.empty() ? "" : ", ") + std::string(n);
            return "unknown bot '" + name + "' (known: " + known + ")";
        }
    return {};
}

PlaytestReport PlaytestRunner::emptyReport(const PlaytestOptions &options) const
{
    std::vector<std::string> corners;
    const model::BoardTopology &topo = m_game->topology();
    corners.reserve(idx(topo.cornerCount()));
    for (int c = 0; c < topo.cornerCount(); ++c) {
        const model::CornerCoord cc = topo.corner(c);
        corners.push_back(
            std::to_string(cc.hex.q) + "," + std::to_string(cc.hex.r) + (cc.north ? ",N" : ",S"));
    }
    // The islands of the reference board (the fixed board, or game 0's deal of seed 1), as
    // numbered by Game::cornerIsland (validation::Islands): a land hex lies on the island of its
    // corners; fog hexes count as land there (what is discovered lies on their island).
    std::vector<std::vector<model::HexCoord>> islands;
    for (int h = 0; h < topo.hexCount(); ++h) {
        if (!m_game->isLand(h) && m_game->fogIndexOf(h) < 0)
            continue;
        int island = -1;
        for (int c : topo.hexCorners(h))
            if (c >= 0 && m_game->cornerIsland(c) >= 0)
                island = m_game->cornerIsland(c);
        if (island < 0 || island >= MaxReportIslands)
            continue;
        if (islands.size() <= idx(island))
            islands.resize(idx(island + 1));
        islands[idx(island)].push_back(topo.hex(h));
    }
    for (auto &hexes : islands)
        std::sort(hexes.begin(), hexes.end());
    std::erase_if(islands, [](const auto &hexes) { return hexes.empty(); });
    PlaytestReport report = PlaytestReport::empty(m_scenarioId,
        m_generator ? m_identityHash : m_game->scenarioHash(), m_game->playerCount(), options.bots,
        options.seed, m_game->config().maxTurns, std::move(corners), std::move(islands));
    report.domesticTrade = m_game->config().domesticTrade;
    return report;
}

std::optional<GameResult> PlaytestRunner::playGame(const Game &game, const std::vector<Bot *> &bots,
    std::uint64_t gameSeed, GameRecord *record, const std::atomic<bool> *cancel,
    const Game *reference)
{
    // Separate streams for chance and for the bots, so a bot's randomness cannot shift the dice.
    model::Rng chance(model::Rng::deriveSeed(gameSeed, 0));
    model::Rng botRng(model::Rng::deriveSeed(gameSeed, 1));
    GameState s = game.initialState();
    ActionList legal;
    GameResult result;
    result.seed = gameSeed;
    if (record) {
        record->scenarioHash = game.scenarioHash();
        record->players = game.playerCount();
        record->seed = gameSeed;
        record->bots.clear();
        for (Bot *b : bots)
            record->bots.emplace_back(b->name());
        record->actions.clear();
    }
    std::uint64_t actions = 0;
    while (!game.isTerminal(s)) {
        if (cancel && (actions & 255) == 0 && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        Action a;
        if (game.isChanceNode(s)) {
            a = game.sampleChance(s, chance);
        } else {
            game.legalActions(s, legal);
            a = bots[idx(game.currentPlayer(s))]->chooseAction(game, s, legal, botRng);
        }
        if (record)
            record->actions.push_back(a);
        if (actionType(a) == ActionType::ConfirmTrade) { // both sides trade (001:L190)
            ++result.domesticTrades[idx(s.actor)];
            ++result.domesticTrades[idx(actionArgA(a))];
            ++result.tradesBetweenPlayers;
        } else if (actionType(a) == ActionType::MaritimeTrade) {
            ++result.maritimeTrades[idx(s.actor)];
        } else if (actionType(a) == ActionType::PillageCity) { // Cities & Knights
            ++result.citiesLost[idx(game.currentPlayer(s))];
        }
        game.apply(s, a);
        ++actions;
    }
    result.winner = s.winner;
    result.turns = s.turn;
    result.actions = actions;
    if (record) // what checks a replay; nothing reads a batch game's hash
        result.finalStateHash = record->finalStateHash = game.settledHash(s);
    for (int p = 0; p < game.playerCount(); ++p) {
        result.victoryPoints[idx(p)] = game.victoryPoints(s, p);
        for (int r = 0; r < ResourceKinds; ++r)
            result.produced[idx(p)][idx(r)] = s.players[idx(p)].produced[idx(r)];
    }
    // Islands from the final state only (no per-move work): buildings are never removed, so the
    // set-up settlements still stand on the home islands. The engine tracks home islands only
    // with Seafarers; without ships no route leaves an island, so every island built on is then
    // one reached from a set-up settlement: a home island.
    const Game &ref = reference ? *reference : game;
    const int refCorners = ref.topology().cornerCount();
    std::array<std::uint32_t, MaxPlayers> settled {}; // the played board's island numbering
    for (int c = 0; c < game.topology().cornerCount(); ++c) {
        const int owner = s.cornerOwner[idx(c)];
        if (owner < 0 || s.cornerLevel[idx(c)] == 0) // a C&K knight is no building
            continue;
        result.settledCorners.push_back(static_cast<std::uint16_t>(c));
        const int own = game.cornerIsland(c);
        const bool ownValid = own >= 0 && own < MaxReportIslands;
        if (ownValid)
            settled[idx(owner)] |= 1u << own;
        const int island = c < refCorners ? ref.cornerIsland(c) : -1;
        if (island < 0 || island >= MaxReportIslands)
            continue;
        const std::uint32_t bit = 1u << island;
        result.islandMask[idx(owner)] |= bit;
        if (!game.seafarers() || (ownValid && (s.homeIslands[idx(owner)] >> own & 1u)))
            result.homeIslandMask[idx(owner)] |= bit;
    }
    for (int p = 0; p < game.playerCount(); ++p) {
        const std::uint32_t home = game.seafarers() ? s.homeIslands[idx(p)] : settled[idx(p)];
        result.specialPoints[idx(p)] = s.players[idx(p)].specialPoints;
        result.islandsSettled[idx(p)] = std::popcount(settled[idx(p)]);
        result.foreignIslandsSettled[idx(p)] = std::popcount(settled[idx(p)] & ~home);
    }
    // 001:L1446–1458: special points count toward the target like any victory point.
    result.wonWithSpecialPoints = s.winner >= 0
        && result.victoryPoints[idx(s.winner)] - result.specialPoints[idx(s.winner)]
            < game.victoryTarget();
    result.longestRoadHolder = s.longestRoadHolder;
    result.largestArmyHolder = s.largestArmyHolder;
    if (game.rules().cloth) {
        result.clothGame = true;
        for (int p = 0; p < game.playerCount(); ++p)
            result.cloth[idx(p)] = s.players[idx(p)].cloth;
        result.villageEnd = !s.stalled && game.villagesWithCloth(s) <= 3; // 001:L2163
    }
    if (game.rules().pirateIslands) {
        result.pirateGame = true;
        for (int p = 0; p < game.playerCount(); ++p) {
            result.fortressCaptured[idx(p)] = s.fortressChits[idx(p)] == 0 ? 1 : 0;
            result.warships[idx(p)] = s.warships[idx(p)];
        }
    }
    if (game.rules().wonders) {
        result.wonderGame = true;
        for (int p = 0; p < game.playerCount(); ++p)
            result.wonderLevel[idx(p)] = game.wonderLevel(s, p);
    }
    if (game.citiesKnights()) {
        result.citiesKnightsGame = true;
        result.barbarianAttacks = s.barbarianAttacks;
        for (auto corner : s.metropolis)
            if (corner >= 0)
                ++result.metropolises[idx(s.cornerOwner[idx(corner)])];
    }
    return result;
}

PlaytestResult PlaytestRunner::run(
    const PlaytestOptions &options, const Progress &progress, const std::atomic<bool> *cancel) const
{
    PlaytestResult out;
    out.report = emptyReport(options);
    const std::uint64_t total = options.games;
    std::vector<std::optional<GameResult>> results(total);
    std::atomic<std::uint64_t> next {0};
    std::atomic<std::uint64_t> finished {0};
    std::mutex progressMutex;
    std::mutex errorMutex;
    std::atomic<bool> failed {false};

    const int threads = std::max(
        1, std::min<int>(options.threads, static_cast<int>(std::max<std::uint64_t>(total, 1))));
    // One set of bots per thread, kept until the end so their counters can be summed per seat.
    std::vector<std::vector<std::unique_ptr<Bot>>> threadBots(static_cast<std::size_t>(threads));
    for (auto &owned : threadBots)
        for (const std::string &name : options.bots)
            owned.push_back(makeBot(name));
    auto worker = [&](std::size_t thread) {
        std::vector<Bot *> bots;
        for (const auto &bot : threadBots[thread])
            bots.push_back(bot.get());
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            const std::uint64_t i = next.fetch_add(1);
            if (i >= total)
                return;
            const std::uint64_t gameIndex = options.firstGame + i;
            const std::uint64_t gameSeed = model::Rng::deriveSeed(options.seed, gameIndex);
            // A variable set-up deals this game's board (the same one gameFor gives a replay).
            std::string dealError;
            const std::shared_ptr<const Game> game = gameFor(gameSeed, dealError);
            if (!game) {
                std::lock_guard lock(errorMutex);
                if (out.error.empty())
                    out.error = "game " + std::to_string(gameIndex) + ": " + dealError;
                failed = true;
                return;
            }
            if (failed.load(std::memory_order_relaxed))
                return;
            auto r = playGame(*game, bots, gameSeed, nullptr, cancel, m_game.get());
            if (!r)
                return;
            r->gameIndex = gameIndex;
            results[i] = std::move(r);
            const std::uint64_t done = finished.fetch_add(1) + 1;
            if (progress) {
                std::lock_guard lock(progressMutex);
                progress(done, total);
            }
        }
    };

    if (threads == 1) {
        worker(0);
    } else {
        std::vector<std::thread> pool;
        for (std::size_t t = 0; t < threadBots.size(); ++t)
            pool.emplace_back(worker, t);
        for (std::thread &t : pool)
            t.join();
    }
    out.seatStats.assign(options.bots.size(), BotStats {});
    for (const auto &owned : threadBots)
        for (std::size_t seat = 0; seat < owned.size(); ++seat)
            out.seatStats[seat] += owned[seat]->stats();
    for (auto &r : results) {
        if (!r) {
            out.cancelled = out.error.empty();
            continue;
        }
        out.report.add(*r);
        out.games.push_back(std::move(*r));
    }
    return out;
}

} // namespace isle::validation
