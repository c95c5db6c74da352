// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardFixtures.h"
#include "model/Scenario.h"

namespace isle::test {

/// The base variable set-up (001:L692-731): 19 unassigned land hexes of one area drawing from
/// the 19 base terrain hexes, the A..R spiral from a random corner, the 9 harbor pieces shuffled
/// onto the harbor spots of the frame (positions from
/// shared/reference/layouts/base-beginner-3-4.json).
inline model::Scenario baseVariableScenario()
{
    using namespace model;
    Scenario s;
    s.id = "base-variable";
    s.board = baseBoardShape(Terrain::Unassigned);
    for (const Hex &h : std::vector<Hex>(s.board.hexes()))
        if (h.terrain == Terrain::Unassigned) {
            Hex copy = h;
            copy.area = "main";
            s.board.setHex(copy);
        }
    const std::array<std::pair<HexCoord, int>, 9> harbors {
        {{{0, -3}, 5}, {{2, -3}, 4}, {{3, -2}, 4}, {{3, 0}, 3}, {{1, 2}, 2}, {{-1, 3}, 2},
            {{-3, 3}, 1}, {{-3, 1}, 0}, {{-2, -1}, 0}}};
    for (const auto &[hex, dir] : harbors)
        s.board.setHarbor({hex, directionFromIndex(dir), HarborType::Unassigned});
    Area main;
    main.id = "main";
    main.name = "Catan";
    // RULES-DIGEST §2.1: fields 4, forest 4, pasture 4, hills 3, mountains 3, desert 1.
    main.terrainPool = {{Terrain::Fields, 4}, {Terrain::Forest, 4}, {Terrain::Pasture, 4},
        {Terrain::Hills, 3}, {Terrain::Mountains, 3}, {Terrain::Desert, 1}};
    main.tokenPlacement = TokenPlacement::Spiral;
    main.spiral.sequence = LetterSequence::Base;
    main.harborPool = {{HarborType::Generic, 4}, {HarborType::Brick, 1}, {HarborType::Lumber, 1},
        {HarborType::Wool, 1}, {HarborType::Grain, 1}, {HarborType::Ore, 1}};
    s.areas.push_back(main);
    return s;
}

/// The CATAN 5-6 variable set-up (001:L1075-1180): 30 hexes, A..Zc spiral, 11 harbors
/// (positions from shared/reference/layouts/base-beginner-5-6.json).
inline model::Scenario fiveSixVariableScenario()
{
    using namespace model;
    Scenario s;
    s.id = "5-6-variable";
    s.minPlayers = 5;
    s.maxPlayers = 6;
    s.rules.pairedPlayers = true; // the CATAN 5–6 turn (001:L1170)
    s.board = fiveSixBoardShape(Terrain::Unassigned);
    for (const Hex &h : std::vector<Hex>(s.board.hexes()))
        if (h.terrain == Terrain::Unassigned) {
            Hex copy = h;
            copy.area = "main";
            s.board.setHex(copy);
        }
    const std::array<std::pair<HexCoord, int>, 11> harbors {
        {{{0, -4}, 5}, {{2, -4}, 4}, {{3, -3}, 4}, {{3, 0}, 3}, {{1, 2}, 2}, {{0, 3}, 3},
            {{-2, 4}, 2}, {{-4, 4}, 1}, {{-4, 2}, 0}, {{-4, 1}, 1}, {{-3, -1}, 0}}};
    for (const auto &[hex, dir] : harbors)
        s.board.setHarbor({hex, directionFromIndex(dir), HarborType::Unassigned});
    Area main;
    main.id = "main";
    main.name = "Catan";
    // RULES-DIGEST §2.2: fields 6, forest 6, pasture 6, hills 5, mountains 5, desert 2.
    main.terrainPool = {{Terrain::Fields, 6}, {Terrain::Forest, 6}, {Terrain::Pasture, 6},
        {Terrain::Hills, 5}, {Terrain::Mountains, 5}, {Terrain::Desert, 2}};
    main.tokenPlacement = TokenPlacement::Spiral;
    main.spiral.sequence = LetterSequence::FiveSix;
    // 6 special 2:1 (wool twice) and 5 generic 3:1 (RULES-DIGEST §2.2).
    main.harborPool = {{HarborType::Generic, 5}, {HarborType::Brick, 1}, {HarborType::Lumber, 1},
        {HarborType::Wool, 2}, {HarborType::Grain, 1}, {HarborType::Ore, 1}};
    s.areas.push_back(main);
    return s;
}

/// The same board with the "fully random" token rule (001:L725): the base token values shuffled.
inline model::Scenario withRandomTokens(model::Scenario s, std::vector<int> pool)
{
    s.areas[0].tokenPlacement = model::TokenPlacement::Random;
    s.areas[0].tokenPool = std::move(pool);
    return s;
}

} // namespace isle::test
