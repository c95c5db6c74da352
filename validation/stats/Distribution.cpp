// SPDX-License-Identifier: GPL-3.0-or-later
#include "Distribution.h"

#include <algorithm>
#include <numeric>

namespace isle::validation {

Distribution Distribution::of(std::vector<double> values)
{
    Distribution d;
    if (values.empty())
        return d;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    d.count = static_cast<int>(n);
    d.min = values.front();
    d.max = values.back();
    d.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    const double sum = std::accumulate(values.begin(), values.end(), 0.0);
    d.mean = sum / static_cast<double>(n);
    if (sum <= 0)
        return d;
    // For sorted values Σᵢ Σⱼ |xᵢ − xⱼ| = 2 Σᵢ (2i − n + 1) xᵢ (0-based i): O(n) instead of O(n²).
    double weighted = 0;
    for (std::size_t i = 0; i < n; ++i)
        weighted += (2.0 * static_cast<double>(i) - static_cast<double>(n) + 1.0) * values[i];
    d.gini = 2 * weighted / (2.0 * static_cast<double>(n) * static_cast<double>(n) * d.mean);
    return d;
}

} // namespace isle::validation
