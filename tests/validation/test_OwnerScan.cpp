// SPDX-License-Identifier: GPL-3.0-or-later
// Scanning the owner arrays 16 entries a step (validation/engine/OwnerScan.h): the SSE2 compare
// and the portable two-word form agree with a byte loop, and forEachFlagged visits exactly the
// matching ids below the count, in order. The branch-free ActionList::pushIf keeps exactly what
// the branching form would.
#include "model/Rng.h"
#include "validation/engine/Action.h"
#include "validation/engine/OwnerScan.h"

#include <QTest>

#include <vector>

using namespace isle::validation;

class TestOwnerScan : public QObject
{
    Q_OBJECT

private slots:
    void equalBytesMatchesAByteLoop();
    void forEachFlaggedVisitsMatchesBelowTheCount();
    void pushIfKeepsKeptActionsInOrder();
    void appendCopiesInOrderAsFarAsThereIsRoom();
};

void TestOwnerScan::equalBytesMatchesAByteLoop()
{
    isle::model::Rng rng(16);
    std::array<std::int8_t, 16> bytes {};
    for (int round = 0; round < 20000; ++round) {
        for (auto &b : bytes) // owners -1..6, mostly empty, and now and then any byte
            b = rng.boundedInt(10) == 0 ? static_cast<std::int8_t>(rng.boundedInt(256))
                                        : static_cast<std::int8_t>(int(rng.boundedInt(8)) - 1);
        const int value = int(rng.boundedInt(7));
        std::uint32_t expected = 0;
        for (int i = 0; i < 16; ++i)
            if (bytes[std::size_t(i)] == value)
                expected |= 1u << i;
        QCOMPARE(equalBytes(bytes.data(), value), expected);
        QCOMPARE(equalBytesPortable(bytes.data(), value), expected);
    }
}

void TestOwnerScan::forEachFlaggedVisitsMatchesBelowTheCount()
{
    isle::model::Rng rng(17);
    std::array<std::int8_t, 96> owner {};
    for (int round = 0; round < 2000; ++round) {
        for (auto &o : owner)
            o = static_cast<std::int8_t>(int(rng.boundedInt(4)) - 1);
        const int count = 1 + int(rng.boundedInt(96));
        std::vector<int> expected, seen;
        for (int i = 0; i < count; ++i)
            if (owner[std::size_t(i)] == 2)
                expected.push_back(i);
        forEachFlagged(
            count, [&](int base) { return equalBytes(&owner[std::size_t(base)], 2); },
            [&](int i) { seen.push_back(i); });
        QCOMPARE(seen, expected);
    }
}

void TestOwnerScan::pushIfKeepsKeptActionsInOrder()
{
    isle::model::Rng rng(18);
    ActionList list;
    std::vector<Action> expected;
    for (int i = 0; i < 1000; ++i) {
        const Action a = makeAction(ActionType::BuildRoad, unsigned(i));
        const bool keep = rng.boundedInt(3) != 0;
        list.pushIf(a, keep);
        if (keep)
            expected.push_back(a);
    }
    QCOMPARE(list.size(), int(expected.size()));
    for (int i = 0; i < list.size(); ++i)
        QCOMPARE(list[i], expected[std::size_t(i)]);
    // A full list takes nothing more, kept or not.
    while (list.size() < ActionList::Capacity)
        list.push(makeAction(ActionType::EndTurn));
    list.pushIf(makeAction(ActionType::RollDice), true);
    list.pushIf(makeAction(ActionType::RollDice), false);
    QCOMPARE(list.size(), ActionList::Capacity);
    QCOMPARE(list[ActionList::Capacity - 1], makeAction(ActionType::EndTurn));
}

void TestOwnerScan::appendCopiesInOrderAsFarAsThereIsRoom()
{
    // The robber's moves are copied from a list made at compile time (legalRobber).
    std::vector<Action> moves;
    for (int h = 0; h < 19; ++h)
        moves.push_back(makeAction(ActionType::MoveRobber, unsigned(h)));
    ActionList list;
    list.push(makeAction(ActionType::EndTurn));
    list.append(moves.data(), 7);
    list.append(moves.data() + 8, 11); // all but the eighth
    list.append(moves.data(), 0);
    QCOMPARE(list.size(), 19);
    QCOMPARE(list[0], makeAction(ActionType::EndTurn));
    for (int i = 1; i < 19; ++i)
        QCOMPARE(list[i], moves[std::size_t(i <= 7 ? i - 1 : i)]);
    // A list near its capacity takes what fits.
    while (list.size() < ActionList::Capacity - 5)
        list.push(makeAction(ActionType::EndTurn));
    list.append(moves.data(), 19);
    QCOMPARE(list.size(), ActionList::Capacity);
    QCOMPARE(list[ActionList::Capacity - 1], moves[4]);
}

QTEST_APPLESS_MAIN(TestOwnerScan)
#include "test_OwnerScan.moc"
