// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace isle::validation {

/// The seat (0 = first player) that places the set-up settlement of step `step`: snake order
/// 0..n-1, then n-1..0 (001:L666–684); Cloth for Catan's third round starts with the player who
/// placed last and goes clockwise, 0..n-1 again (001:L2127). The engine's set-up and the
/// statistics' set-up draft both ask here; the self-check keeps its own copy on purpose.
constexpr int setupSeat(int step, int players)
{
    const int n = players;
    return step < n ? step : step < 2 * n ? 2 * n - 1 - step : step - 2 * n;
}

} // namespace isle::validation
