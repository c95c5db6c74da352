// SPDX-License-Identifier: GPL-3.0-or-later
// The five resource kinds tested at once (validation/engine/HandKinds.h): the SSE2 forms and the
// portable byte loops agree with a plain loop over the counts, and only the five kinds' bits are
// ever set, whatever the three bytes after them hold; production statistics add per kind and
// stop at the top of their 16 bits.
#include "model/Rng.h"
#include "validation/engine/HandKinds.h"

#include <QTest>

#include <algorithm>
#include <array>

using namespace isle::validation;

namespace {

/// Eight bytes: five counts in [low, high], then three bytes of anything.
std::array<std::int8_t, 8> randomCounts(isle::model::Rng &rng, int low, int high)
{
    std::array<std::int8_t, 8> b {};
    for (std::size_t i = 0; i < b.size(); ++i)
        b[i] = static_cast<std::int8_t>(i < ResourceKinds
                ? low + int(rng.boundedInt(std::uint32_t(high - low + 1)))
                : int(rng.boundedInt(256)) - 128);
    return b;
}

} // namespace

class TestHandKinds : public QObject
{
    Q_OBJECT

private slots:
    void kindsAboveComparesEachKindSigned();
    void negatedAndMaxMatchAByteLoop();
    void heldKindsOfAHand();
    void producedCountsAddAndStopAtTheTop();
};

void TestHandKinds::kindsAboveComparesEachKindSigned()
{
    isle::model::Rng rng(31);
    for (int round = 0; round < 20000; ++round) {
        // Terms of a trade are -19..19, hands 0..19 (a bank holds 19 of a kind, 24 with 5-6).
        const auto a = randomCounts(rng, -30, 30), b = randomCounts(rng, -30, 30);
        unsigned expected = 0;
        for (int k = 0; k < ResourceKinds; ++k)
            if (a[std::size_t(k)] > b[std::size_t(k)])
                expected |= 1u << k;
        const KindBytes x = loadKinds(a.data()), y = loadKinds(b.data());
        QCOMPARE(kindsAbove(x, y), expected);
        QCOMPARE(portable::kindsAbove(x, y), expected);
    }
}

void TestHandKinds::negatedAndMaxMatchAByteLoop()
{
    isle::model::Rng rng(32);
    for (int round = 0; round < 20000; ++round) {
        const auto a = randomCounts(rng, -30, 30), h = randomCounts(rng, 0, 30),
                   g = randomCounts(rng, 0, 30);
        const KindBytes x = loadKinds(a.data());
        for (const KindBytes n : {kindsNegated(x), portable::kindsNegated(x)})
            for (int k = 0; k < ResourceKinds; ++k)
                QCOMPARE(int(kindByte(n, k)), -int(a[std::size_t(k)]));
        const KindBytes hx = loadKinds(h.data()), gx = loadKinds(g.data());
        for (const KindBytes m : {countsMax(hx, gx), portable::countsMax(hx, gx)})
            for (int k = 0; k < ResourceKinds; ++k)
                QCOMPARE(
                    int(kindByte(m, k)), std::max(int(h[std::size_t(k)]), int(g[std::size_t(k)])));
    }
}

void TestHandKinds::heldKindsOfAHand()
{
    // Brick 3, lumber 0, wool 5, grain 1, ore 0, and then bytes of the next field.
    const std::array<std::uint8_t, 8> hand {3, 0, 5, 1, 0, 7, 7, 7};
    QCOMPARE(kindsHeld(loadKinds(hand.data())), 0b01101u);
    const std::array<std::uint8_t, 8> empty {0, 0, 0, 0, 0, 9, 9, 9};
    QCOMPARE(kindsHeld(loadKinds(empty.data())), 0u);
}

void TestHandKinds::producedCountsAddAndStopAtTheTop()
{
    // A roll's cards per kind added to the production statistics (PlayerState::produced), each
    // count stopping at 65,535 instead of wrapping to a small number in a very long game.
    isle::model::Rng rng(33);
    for (int round = 0; round < 20000; ++round) {
        std::array<std::uint16_t, ResourceKinds> counts {};
        for (auto &c : counts) // near the top a fifth of the time
            c = static_cast<std::uint16_t>(
                rng.boundedInt(5) == 0 ? 0xFFFF - rng.boundedInt(300) : rng.boundedInt(60000));
        std::uint64_t word = 0;
        for (int k = 0; k < 8; ++k) // the bytes after the five kinds are never added
            word |= std::uint64_t(k < ResourceKinds ? rng.boundedInt(256) : 0xAB) << (8 * k);
        auto simd = counts, portableCounts = counts;
        addProduced(simd, KindBytes {word});
        portable::addProduced(portableCounts, KindBytes {word});
        for (int k = 0; k < ResourceKinds; ++k) {
            const int expected
                = std::min(0xFFFF, int(counts[std::size_t(k)]) + int((word >> (8 * k)) & 0xFF));
            QCOMPARE(int(simd[std::size_t(k)]), expected);
            QCOMPARE(int(portableCounts[std::size_t(k)]), expected);
        }
    }
}

QTEST_APPLESS_MAIN(TestHandKinds)
#include "test_HandKinds.moc"
