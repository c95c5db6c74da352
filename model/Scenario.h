// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Area.h"
#include "Board.h"
#include "GeneratorConstraints.h"
#include "Product.h"
#include "RuleOptions.h"

#include <string>
#include <vector>

namespace isle::model {

/// A playable map: the board plus everything around it — identity, the boxes it needs, player
/// counts, the victory target, rule options, special victory points and the areas with their
/// variable set-up pools. Plain value type; the file format lives in ScenarioJson.
struct Scenario
{
    std::string id;
    std::string title;
    std::string description;
    std::string author;
    std::vector<Product> products {Product::Base};
    int minPlayers = 3;
    int maxPlayers = 4;
    int victoryPoints = 10;
    RuleOptions rules;
    std::vector<SpecialVictoryRule> specialVictoryRules;
    std::vector<Area> areas;
    /// What the rulebook demands of this scenario's random set-up, met by every deal on top of
    /// what the user asks for (New World: no red numbers side by side, 001:L2425).
    /// maxAttempts is not part of the file.
    GeneratorConstraints dealConstraints;
    Board board;

    const Area *area(std::string_view areaId) const;
    Area *area(std::string_view areaId);
    bool uses(Product p) const;

    bool operator==(const Scenario &) const = default;
};

} // namespace isle::model
