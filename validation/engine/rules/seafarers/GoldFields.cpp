// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers: gold fields, a resource of one's choice per settlement, two per city (001:L1486).
#include "validation/engine/Game.h"

#include "validation/engine/HandKinds.h"
#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

void Game::compileGoldFields(CompileContext &ctx)
{
    using model::Terrain;
    for (int h = 0; h < m_topology.hexCount(); ++h) {
        const model::Hex *cell = ctx.cells[idx(h)];
        if (cell->terrain == Terrain::Gold) {
            m_hexGold[idx(h)] = 1;
            if (cell->token && model::isValidTokenValue(cell->token->value)) {
                m_hexToken[idx(h)] = u8(cell->token->value);
                m_goldByNumber[idx(cell->token->value)].push_back(static_cast<std::int16_t>(h));
            }
        }
    }
    m_rules.gold = std::find(m_hexGold.begin(), m_hexGold.end(), 1) != m_hexGold.end();
}

void Game::produceGold(GameState &s, int roll) const
{
    // Gold fields: 1 resource of the player's choice per settlement, 2 per city (001:L1486),
    // chosen afterwards in Phase::GoldChoice.
    for (std::int16_t h : m_goldByNumber[idx(roll)]) {
        if (h == s.robberHex)
            continue;
        for (auto c : m_topology.hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner >= 0)
                s.players[idx(owner)].goldOwed
                    = u8(s.players[idx(owner)].goldOwed + s.cornerLevel[idx(c)]);
        }
    }
}

void Game::legalGold(const GameState &s, ActionList &out) const
{
    for (int r = 0; r < ResourceKinds; ++r)
        if (s.bank[idx(r)])
            out.push(makeAction(ActionType::ChooseGold, unsigned(r)));
    // Cities & Knights' Aqueduct: "you may take" one resource (001:L3442), so taking none is a
    // choice (ChooseGold with a = ResourceKinds).
    if (m_rules.citiesKnights)
        out.push(makeAction(ActionType::ChooseGold, unsigned(ResourceKinds)));
}

void Game::applyGold(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    PlayerState &ps = s.players[idx(p)];
    if (argA < ResourceKinds) {
        gain(s, p, argA, 1);
        addProduced(ps.produced, KindBytes {std::uint64_t(1) << (8 * argA)});
    }
    ps.goldOwed = u8(ps.goldOwed - 1);
    nextGoldChooser(s);
}

void Game::startGoldChoice(GameState &s, Phase resume) const
{
    s.resumePhase = resume;
    s.phase = Phase::GoldChoice;
    nextGoldChooser(s);
}

void Game::nextGoldChooser(GameState &s) const
{
    // Players owed gold-field resources take them from the bank one card at a time; when the
    // bank has nothing left, what is still owed is lost (as with any bank shortage, 001:L568).
    int bank = 0;
    for (auto n : s.bank)
        bank += n;
    bool owed = false;
    for (int p = 0; p < m_rules.players; ++p) {
        if (bank == 0)
            s.players[idx(p)].goldOwed = 0;
        owed = owed || s.players[idx(p)].goldOwed;
    }
    if (!owed) {
        s.phase = s.resumePhase;
        if (s.rollPending) { // the pirate fleet's rewards came first
                             // (rules/seafarers/PirateIslands)
            s.rollPending = 0;
            resolveRoll(s);
        }
    }
}

} // namespace isle::validation
