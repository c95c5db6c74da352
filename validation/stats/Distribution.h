// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace isle::validation {

/// Summary of a list of values: count, min, median (mean of the two middle values for an even
/// count), max, mean, and the Gini coefficient G = Σᵢ Σⱼ |xᵢ − xⱼ| / (2 n² · mean) over all
/// ordered pairs (0 = all equal; 0 for an empty list or a zero mean).
struct Distribution
{
    int count = 0;
    double min = 0, median = 0, max = 0, mean = 0, gini = 0;

    /// `values` is taken by value because it is sorted.
    static Distribution of(std::vector<double> values);
};

} // namespace isle::validation
