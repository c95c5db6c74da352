// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scanning the state's owner arrays (GameState::cornerOwner, edgeOwner, shipOwner) 16 entries a
// step instead of a byte at a time, and small id sets as bits: finding a player's pieces and
// what lies next to them is most of the cost of generating a move and of a greedy bot's board
// evaluation.

#include "validation/engine/GameState.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
#include <emmintrin.h>
#endif

namespace isle::validation {

/// Ids per scan step: 16 owner entries are compared at once.
inline constexpr int ScanWidth = 16;

/// Bit i set where bytes[i] == value, for the 16 entries at `bytes` (value 0..127), from two
/// 8-byte words: for targets without SSE2 (and the test that checks both ways agree).
inline std::uint32_t equalBytesPortable(const std::int8_t *bytes, int value)
{
    constexpr std::uint64_t Low7 = 0x7F7F7F7F7F7F7F7FULL;
    std::uint32_t mask = 0;
    for (int half = 0; half < 2; ++half) {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes + 8 * half, sizeof word);
        const std::uint64_t x = word ^ (0x0101010101010101ULL * static_cast<std::uint8_t>(value));
        const std::uint64_t flags = ~(((x & Low7) + Low7) | x | Low7); // 0x80 in equal bytes
        // Gathers the 8 flags into one byte, bit k for byte k (exact: no carries).
        mask |= static_cast<std::uint32_t>(((flags >> 7) * 0x0102040810204080ULL) >> 56)
            << (8 * half);
    }
    return mask;
}

/// Bit i set where bytes[i] == value, for the 16 entries at `bytes` (value 0..127): an owner
/// array scanned 16 entries at a time, with one SSE2 compare where the target has it (every
/// x86-64). The state's owner arrays have a multiple of 16 entries (MaxCorners, MaxEdges), so a
/// last partial step stays inside them.
inline std::uint32_t equalBytes(const std::int8_t *bytes, int value)
{
#if defined(__SSE2__) && !defined(ISLE_NO_SIMD)
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes));
    return static_cast<std::uint32_t>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(static_cast<char>(value)))));
#else
    return equalBytesPortable(bytes, value);
#endif
}
static_assert(MaxCorners % ScanWidth == 0 && MaxEdges % ScanWidth == 0);

/// The edges `player` holds a road on (and, with Ships, a ship on) among the 16 from `base`: the
/// hits of forEachFlagged() over a player's route pieces.
template<bool Ships> std::uint32_t routePiecesAt(const GameState &s, int player, int base)
{
    const auto at = static_cast<std::size_t>(base);
    if constexpr (Ships)
        return equalBytes(&s.edgeOwner[at], player) | equalBytes(&s.shipOwner[at], player);
    else
        return equalBytes(&s.edgeOwner[at], player);
}

/// Calls f(i) for every i < count flagged by hits(base), a mask of the entries base ..
/// base + 15 (equalBytes, or several of them or-ed): the ids a player owns, in order, at a
/// cost of one step per 16 ids.
template<typename Hits, typename F> void forEachFlagged(int count, Hits &&hits, F &&f)
{
    for (int base = 0; base < count; base += ScanWidth)
        for (std::uint32_t h = hits(base); h; h &= h - 1) {
            const int i = base + std::countr_zero(h);
            if (i >= count)
                return;
            f(i);
        }
}

/// forEachFlagged() until f returns false.
template<typename Hits, typename F> void forEachFlaggedUntil(int count, Hits &&hits, F &&f)
{
    for (int base = 0; base < count; base += ScanWidth)
        for (std::uint32_t h = hits(base); h; h &= h - 1) {
            const int i = base + std::countr_zero(h);
            if (i >= count || !f(i))
                return;
        }
}

/// Calls f(i), in increasing order, for every bit i < count set in `words` (bit i of word i / 64),
/// such as a player's GameState::frontier.
template<std::size_t Words, typename F>
void forEachBit(const std::array<std::uint64_t, Words> &words, int count, F &&f)
{
    const int used = (count + 63) / 64;
    for (int w = 0; w < used; ++w)
        for (std::uint64_t bits = words[static_cast<std::size_t>(w)]; bits; bits &= bits - 1)
            f(w * 64 + std::countr_zero(bits));
}

/// A set of ids below `count` (<= Max): one bit each, cleared only as far as the board reaches,
/// visited in increasing order. For sets gathered from a player's pieces, which are then
/// emitted in id order without a pass over every id of the board.
template<int Max> class IdBits
{
public:
    explicit IdBits(int count)
        : m_words((count + 63) / 64)
    {
        std::fill_n(m_bits.begin(), m_words, std::uint64_t(0));
    }
    void set(int id) { m_bits[static_cast<std::size_t>(id >> 6)] |= std::uint64_t(1) << (id & 63); }
    void reset(int id)
    {
        m_bits[static_cast<std::size_t>(id >> 6)] &= ~(std::uint64_t(1) << (id & 63));
    }
    bool none() const
    {
        for (int w = 0; w < m_words; ++w)
            if (m_bits[static_cast<std::size_t>(w)])
                return false;
        return true;
    }
    bool test(int id) const
    {
        return (m_bits[static_cast<std::size_t>(id >> 6)] >> (id & 63)) & 1u;
    }
    template<typename F> void forEach(F &&f) const
    {
        for (int w = 0; w < m_words; ++w)
            for (std::uint64_t bits = m_bits[static_cast<std::size_t>(w)]; bits; bits &= bits - 1)
                f(w * 64 + std::countr_zero(bits));
    }

private:
    int m_words;
    std::array<std::uint64_t, static_cast<std::size_t>((Max + 63) / 64)>
        m_bits; // first m_words used
};

} // namespace isle::validation
