// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace isle::model {

/// The project's one random number generator: xoshiro256** seeded through splitmix64. Its output
/// and boundedInt() are fully specified here, so a seed gives the same boards and games on every
/// platform (no std::*_distribution, whose algorithms differ between standard libraries).
/// A plain value: copy it to fork a stream.
class Rng
{
public:
    explicit constexpr Rng(std::uint64_t seed = 0) { reseed(seed); }

    constexpr void reseed(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (auto &word : m_state)
            word = splitMix64(x);
    }

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// Uniform integer in [0, bound), bound > 0 (Lemire's multiply-shift with rejection).
    constexpr std::uint32_t boundedInt(std::uint32_t bound)
    {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    /// Fisher–Yates shuffle with boundedInt().
    template<typename T> constexpr void shuffle(std::span<T> items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const std::size_t j = boundedInt(static_cast<std::uint32_t>(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

    /// Derives an independent seed for stream `index` (e.g. game number i of a batch).
    static constexpr std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t index)
    {
        std::uint64_t x = seed ^ (index * 0xD1B54A32D192ED03ULL);
        return splitMix64(x);
    }

    constexpr bool operator==(const Rng &) const = default;

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k)
    {
        return (x << k) | (x >> (64 - k));
    }
    static constexpr std::uint64_t splitMix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4] {};
};

} // namespace isle::model
