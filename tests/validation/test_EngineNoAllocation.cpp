// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's move loop allocates nothing (issue "engine twice as fast": no allocation in the
// move loop, proven with a counting allocator for 1,000 games). This binary replaces every form of
// the global operator new and delete (plain, array, aligned, nothrow; malloc and free underneath,
// so AddressSanitizer sees matching pairs); the count is switched on only around the loop of each
// game — legal actions, the bots' choices, chance draws and apply — as PlaytestRunner::playGame
// runs it. Compiling the game and creating its initial state may allocate; moves may not.
#include "EngineTestUtil.h"
#include "model/BoardGenerator.h"
#include "model/Rng.h"
#include "validation/bots/Bot.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QTest>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

std::atomic<bool> counting {false};
std::atomic<std::size_t> allocations {0};

void *allocate(std::size_t size)
{
    if (counting.load(std::memory_order_relaxed))
        allocations.fetch_add(1, std::memory_order_relaxed);
    if (void *p = std::malloc(size == 0 ? 1 : size))
        return p;
    throw std::bad_alloc();
}

void *allocateAligned(std::size_t size, std::align_val_t align)
{
    if (counting.load(std::memory_order_relaxed))
        allocations.fetch_add(1, std::memory_order_relaxed);
    const auto a = static_cast<std::size_t>(align);
    if (void *p = std::aligned_alloc(a, (size + a - 1) / a * a))
        return p;
    throw std::bad_alloc();
}

} // namespace

void *operator new(std::size_t size)
{
    return allocate(size);
}
void *operator new[](std::size_t size)
{
    return allocate(size);
}
void *operator new(std::size_t size, std::align_val_t align)
{
    return allocateAligned(size, align);
}
void *operator new[](std::size_t size, std::align_val_t align)
{
    return allocateAligned(size, align);
}
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    try {
        return allocate(size);
    } catch (const std::bad_alloc &) {
        return nullptr;
    }
}
void *operator new[](std::size_t size, const std::nothrow_t &) noexcept
{
    return operator new(size, std::nothrow);
}
void *operator new(std::size_t size, std::align_val_t align, const std::nothrow_t &) noexcept
{
    try {
        return allocateAligned(size, align);
    } catch (const std::bad_alloc &) {
        return nullptr;
    }
}
void *operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t &) noexcept
{
    return operator new(size, align, std::nothrow);
}
void operator delete(void *p, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete[](void *p, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::align_val_t, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::align_val_t, const std::nothrow_t &) noexcept
{
    std::free(p);
}
void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete[](void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::size_t) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete(void *p, std::size_t, std::align_val_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, std::size_t, std::align_val_t) noexcept
{
    std::free(p);
}

using namespace isle;
using namespace isle::test;

namespace {

struct LoopCount
{
    std::size_t allocations = 0;
    std::uint64_t actions = 0;
    int games = 0;
};

/// Plays `games` games of `file` with `bot` in every seat; counts the allocations of the loops.
LoopCount playCounted(const char *file, int players, const char *bot, int games)
{
    const auto loaded = model::loadScenarioFile(std::string(ISLE_SOURCE_DIR "/scenarios/") + file);
    if (!loaded.ok())
        return {};
    // A scenario with pools is dealt first (seed 1), as the playtest does for each game.
    model::Scenario scenario = *loaded.scenario;
    if (validation::PlaytestRunner::isVariable(scenario))
        scenario = model::BoardGenerator::compile(scenario).value().generateScenario(1).value();
    const auto game = compileOrThrow(scenario, players);
    std::vector<std::unique_ptr<validation::Bot>> bots;
    for (int p = 0; p < players; ++p)
        bots.push_back(validation::makeBot(bot));
    auto legal = std::make_unique<validation::ActionList>();
    LoopCount count;
    for (int g = 0; g < games; ++g) {
        model::Rng chance(model::Rng::deriveSeed(std::uint64_t(g), 0));
        model::Rng botRng(model::Rng::deriveSeed(std::uint64_t(g), 1));
        GameState s = game->initialState();
        const std::size_t before = allocations.load();
        counting = true;
        while (!game->isTerminal(s)) {
            validation::Action a;
            if (game->isChanceNode(s)) {
                a = game->sampleChance(s, chance);
            } else {
                game->legalActions(s, *legal);
                a = bots[std::size_t(game->currentPlayer(s))]->chooseAction(
                    *game, s, *legal, botRng);
            }
            game->apply(s, a);
            ++count.actions;
        }
        counting = false;
        count.allocations += allocations.load() - before;
        ++count.games;
    }
    return count;
}

} // namespace

class TestEngineNoAllocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void moveLoopAllocatesNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("bot");
        QTest::addColumn<int>("games");
        // 1,002 games in all: the base board with all three bots, and the Seafarers rule families
        // (ships, pirate, fog discoveries, gifts and harbor placement, villages and cloth).
        QTest::newRow("base random") << "base-beginner-3-4.json" << 4 << "random" << 300;
        QTest::newRow("base greedy") << "base-beginner-3-4.json" << 4 << "greedy" << 200;
        // The expert's searches copy states into buffers it holds: no allocation either.
        QTest::newRow("base expert") << "base-beginner-3-4.json" << 4 << "expert:8" << 2;
        QTest::newRow("cloth for catan greedy")
            << "seafarers-cloth-for-catan-3-4.json" << 4 << "greedy" << 100;
        QTest::newRow("5-6 greedy") << "base-beginner-5-6.json" << 6 << "greedy" << 100;
        QTest::newRow("fog islands greedy")
            << "seafarers-fog-islands-4.json" << 4 << "greedy" << 100;
        QTest::newRow("forgotten tribe greedy")
            << "seafarers-forgotten-tribe-3-4.json" << 4 << "greedy" << 100;
        QTest::newRow("four islands random")
            << "seafarers-four-islands-4.json" << 4 << "random" << 100;
    }

    void moveLoopAllocatesNothing()
    {
        QFETCH(QString, file);
        QFETCH(int, players);
        QFETCH(QString, bot);
        QFETCH(int, games);
        // The counter itself is live: one allocation in the window is seen.
        counting = true;
        const std::size_t before = allocations.load();
        // A direct call, which -O3 may not elide as it may a new-expression (release builds).
        ::operator delete(::operator new(sizeof(int)));
        counting = false;
        QCOMPARE(allocations.load() - before, std::size_t {1});

        const LoopCount count
            = playCounted(file.toLatin1().constData(), players, bot.toLatin1().constData(), games);
        QCOMPARE(count.games, games);
        QVERIFY(count.actions > std::uint64_t(games) * 50);
        QCOMPARE(count.allocations, std::size_t {0});
    }
};

QTEST_GUILESS_MAIN(TestEngineNoAllocation)
#include "test_EngineNoAllocation.moc"
