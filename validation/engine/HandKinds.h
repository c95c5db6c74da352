// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The five resource kinds of a hand, of a trade's terms or of the bank, tested all at once: the
// counts lie side by side in the state (PlayerState::resources, TradeTerms, GameState::bank), so
// one 8-byte load holds them, and one compare gives a bit per kind. Trading asks these questions
// at almost every decision of a game with domestic trade (which kinds a hand holds, pays a rate,
// can give or ask), and a branch per kind on a hand is as good as random.

#include "validation/engine/GameState.h"

#include <array>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
#include <emmintrin.h>
#endif

namespace isle::validation {

/// Eight signed byte counts, of which the first ResourceKinds are a hand's, a term's or the
/// bank's kinds; the other three are whatever follows them in memory, and no result reads them.
struct KindBytes
{
    std::uint64_t bytes = 0;
};

/// The bits of the resource kinds in a result of kindsAbove().
inline constexpr unsigned ResourceKindBits = (1u << ResourceKinds) - 1;

/// The 8 bytes at `counts` (5 counts and 3 bytes of the next field: the caller makes sure
/// 8 bytes are there to read).
inline KindBytes loadKinds(const void *counts)
{
    KindBytes k;
    std::memcpy(&k.bytes, counts, sizeof k.bytes);
    return k;
}

/// Adds `k` to the 8 bytes at `counts` read as one 64-bit word: byte by byte, as long as no count
/// leaves 0..255 (a byte that did would carry into the next), and `KindBytes {0 - w}` takes the
/// bytes of w away the same way. The caller makes sure 8 bytes are there.
inline void addKinds(void *counts, KindBytes k)
{
    std::uint64_t sum;
    std::memcpy(&sum, counts, sizeof sum);
    sum += k.bytes;
    std::memcpy(counts, &sum, sizeof sum);
}

inline std::int8_t kindByte(KindBytes k, int i)
{
    return static_cast<std::int8_t>(static_cast<std::uint8_t>(k.bytes >> (8 * i)));
}

/// Byte by byte, for targets without SSE2 (and the test that checks both ways agree).
namespace portable {

inline unsigned kindsAbove(KindBytes a, KindBytes b)
{
    unsigned m = 0;
    for (int i = 0; i < ResourceKinds; ++i)
        m |= unsigned(kindByte(a, i) > kindByte(b, i)) << i;
    return m;
}

inline KindBytes kindsNegated(KindBytes a)
{
    KindBytes r;
    for (int i = 0; i < 8; ++i)
        r.bytes |= std::uint64_t(static_cast<std::uint8_t>(-kindByte(a, i))) << (8 * i);
    return r;
}

inline KindBytes countsMax(KindBytes a, KindBytes b)
{
    KindBytes r;
    for (int i = 0; i < 8; ++i) {
        const auto x = static_cast<std::uint8_t>(a.bytes >> (8 * i));
        const auto y = static_cast<std::uint8_t>(b.bytes >> (8 * i));
        r.bytes |= std::uint64_t(x > y ? x : y) << (8 * i);
    }
    return r;
}

inline void addProduced(std::array<std::uint16_t, ResourceKinds> &counts, KindBytes k)
{
    for (int i = 0; i < ResourceKinds; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const int sum = counts[at] + static_cast<std::uint8_t>(k.bytes >> (8 * i));
        counts[at] = static_cast<std::uint16_t>(sum < 0xFFFF ? sum : 0xFFFF);
    }
}

} // namespace portable

#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
namespace kinds_sse2 {
inline __m128i reg(KindBytes k)
{
    return _mm_cvtsi64_si128(static_cast<long long>(k.bytes));
}
inline KindBytes bytesOf(__m128i v)
{
    return {static_cast<std::uint64_t>(_mm_cvtsi128_si64(v))};
}
} // namespace kinds_sse2
#endif

/// Bit k (k < ResourceKinds) set where count k of `a` is above count k of `b`, as signed bytes.
inline unsigned kindsAbove(KindBytes a, KindBytes b)
{
#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
    using namespace kinds_sse2;
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpgt_epi8(reg(a), reg(b))))
        & ResourceKindBits;
#else
    return portable::kindsAbove(a, b);
#endif
}

/// Each count negated (a term seen from the other side of the trade).
inline KindBytes kindsNegated(KindBytes a)
{
#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
    using namespace kinds_sse2;
    return bytesOf(_mm_sub_epi8(_mm_setzero_si128(), reg(a)));
#else
    return portable::kindsNegated(a);
#endif
}

/// The larger of each pair of counts, for counts of cards (0..127).
inline KindBytes countsMax(KindBytes a, KindBytes b)
{
#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
    using namespace kinds_sse2;
    return bytesOf(_mm_max_epu8(reg(a), reg(b)));
#else
    return portable::countsMax(a, b);
#endif
}

/// Adds the first ResourceKinds bytes of `k` (0..255 each) to a player's production
/// statistics (PlayerState::produced), each count stopping at 65,535 instead of wrapping: a
/// very long game (playtest --max-turns) can reach it. SSE2: one saturating add of 16-bit
/// lanes instead of five shifts and adds, at every roll for every player.
inline void addProduced(std::array<std::uint16_t, ResourceKinds> &counts, KindBytes k)
{
#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
    static_assert(ResourceKinds == 5);
    using namespace kinds_sse2;
    __m128i c = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(counts.data())); // kinds 0-3
    c = _mm_insert_epi16(c, counts[4], 4);
    const __m128i sum = _mm_adds_epu16(c, _mm_unpacklo_epi8(reg(k), _mm_setzero_si128()));
    _mm_storel_epi64(reinterpret_cast<__m128i *>(counts.data()), sum);
    counts[4] = static_cast<std::uint16_t>(_mm_extract_epi16(sum, 4));
#else
    portable::addProduced(counts, k);
#endif
}

/// Bit k set where count k is above 0: the kinds a hand holds, or the bank has.
inline unsigned kindsHeld(KindBytes counts)
{
    return kindsAbove(counts, KindBytes {});
}

} // namespace isle::validation
