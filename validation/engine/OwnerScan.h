// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scanning the state's owner arrays (GameState::cornerOwner, edgeOwner, shipOwner) 8 entries a
// word instead of a byte at a time, and small id sets as bits: finding a player's pieces and
// what lies next to them is most of the cost of generating a move and of a greedy bot's board
// evaluation.

#include "validation/engine/GameState.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace isle::validation {

/// 0x80 in every byte of the 8 at `bytes` that equals `value` (0..127), 0 elsewhere: an owner
/// array scanned 8 entries at a time (exact, no carries between bytes). The state's owner arrays
/// have a multiple of 8 entries (MaxCorners, MaxEdges), so a last partial word stays inside them.
inline std::uint64_t equalBytes(const std::int8_t *bytes, int value)
{
    constexpr std::uint64_t Low7 = 0x7F7F7F7F7F7F7F7FULL;
    std::uint64_t word = 0;
    std::memcpy(&word, bytes, sizeof word);
    const std::uint64_t x = word ^ (0x0101010101010101ULL * static_cast<std::uint8_t>(value));
    return ~(((x & Low7) + Low7) | x | Low7);
}
static_assert(MaxCorners % 8 == 0 && MaxEdges % 8 == 0);

/// Calls f(i) for every i < count flagged by hits(base), a word of 0x80 flags for the entries
/// base .. base + 7 (equalBytes, or several of them or-ed): the ids a player owns, in order, at
/// a cost of one word per 8 ids.
template<typename Hits, typename F> void forEachFlagged(int count, Hits &&hits, F &&f)
{
    for (int base = 0; base < count; base += 8)
        for (std::uint64_t h = hits(base); h; h &= h - 1) {
            const int i = base + std::countr_zero(h) / 8;
            if (i >= count)
                return;
            f(i);
        }
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
