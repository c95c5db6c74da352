// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's spine: compile() runs the rule modules' compile steps in order, and the phase /
// action dispatch hands each decision to the module that owns it. The rules themselves live in
// validation/engine/rules/ (one file per rule family; README "Engine layout").
#include "validation/engine/Game.h"

#include "validation/engine/EngineLimits.h"
#include "validation/engine/SetupSites.h"
#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <type_traits>

namespace isle::validation {

using namespace rules;

namespace {

struct Fnv
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void add(const void *data, std::size_t n)
    {
        const auto *p = static_cast<const unsigned char *>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= p[i];
            h *= 0x100000001b3ULL;
        }
    }
    void add(std::int64_t v) { add(&v, sizeof v); }
};

} // namespace

namespace rules {

std::string coordText(model::HexCoord h)
{
    return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")";
}

model::Issue refusal(std::string code, std::vector<std::string> args, std::string message)
{
    model::Issue issue;
    issue.code = "engine." + std::move(code);
    issue.args = std::move(args);
    issue.message = std::move(message);
    return issue;
}

} // namespace rules

namespace {

/// FNV-style xor-multiply over the words of [bytes, bytes + n), then its odd bytes.
std::uint64_t mixBytes(std::uint64_t h, const unsigned char *bytes, std::size_t n)
{
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes + i, 8);
        h = (h ^ w) * 0x100000001b3ULL;
        h ^= h >> 29;
    }
    for (; i < n; ++i)
        h = (h ^ bytes[i]) * 0x100000001b3ULL;
    return h;
}

} // namespace

std::uint64_t stateHash(const GameState &state)
{
    // 8 bytes per step (the state is ~19 kB since boards of 1,000 hexes fit), finished with a
    // 64-bit mix. The Cities & Knights block at the end joins only when it is used: in every
    // other game it is all zero, and leaving it out keeps their hashes (and the final hashes of
    // their game records) what they were before the block existed. The yields and the frontier
    // after it are derived from the pieces, and left out.
    const auto *bytes = reinterpret_cast<const unsigned char *>(&state);
    constexpr std::size_t block = offsetof(GameState, ck);
    std::uint64_t h = mixBytes(0xcbf29ce484222325ULL, bytes, block);
    constexpr std::size_t rest = offsetof(GameState, yields) - block;
    if (std::any_of(bytes + block, bytes + block + rest, [](unsigned char b) { return b != 0; }))
        h = mixBytes(h, bytes + block, rest);
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    return h;
}

// ---------------------------------------------------------------------------------------------
// Compilation: each step belongs to the rule module that needs it; the order below is the order
// in which refusals are reported.

namespace {

model::Issue setupShortageRefusal(int players, const SetupShortage &n)
{
    using rules::num;
    if (!n.proven)
        return rules::refusal("setup-sites-unproven",
            {num(players), num(n.settlements), num(n.sites)},
            "the engine cannot prove that every order of set-up leaves a site: " + num(players)
                + " players place " + num(n.settlements) + " settlements on " + num(n.sites)
                + " starting intersections, and its search gave up");
    return rules::refusal("setup-can-run-out",
        {num(players), num(n.settlements), num(n.sites), num(n.fewest)},
        "the set-up can run out of sites: " + num(players) + " players place " + num(n.settlements)
            + " settlements on " + num(n.sites) + " starting intersections, but " + num(n.fewest)
            + " settlements placed under the distance rule can already close all of them");
}

} // namespace

Game::CompileResult Game::compile(const model::Scenario &scenario, int players, GameConfig config)
{
    auto refused = [](model::Issue issue) {
        std::string message = issue.message;
        return CompileResult {nullptr, std::move(message), std::move(issue)};
    };
    RuleSet rules;
    if (Refusal r = compilePlayers(scenario, players, rules))
        return refused(std::move(*r));
    if (Refusal r = compileProducts(scenario, rules))
        return refused(std::move(*r));
    if (Refusal r = checkSpecialRules(scenario))
        return refused(std::move(*r));
    if (Refusal r = refuseUnsupportedOptions(scenario))
        return refused(std::move(*r));
    if (Refusal r = compileSeafarersOptions(scenario, rules))
        return refused(std::move(*r));
    if (Refusal r = compileCitiesKnights(scenario, players, rules))
        return refused(std::move(*r));
    if (Refusal r = compileDiscardLimit(scenario, rules))
        return refused(std::move(*r));
    if (Refusal r = compileVictoryTarget(scenario, rules))
        return refused(std::move(*r));
    if (Refusal r = checkPirateProduct(scenario, rules))
        return refused(std::move(*r));
    if (Refusal r = refuseUnsupportedMarkers(scenario))
        return refused(std::move(*r));
    if (Refusal r = checkBoardConcrete(scenario, rules.seafarers))
        return refused(std::move(*r));

    std::shared_ptr<Game> g(new Game());
    g->m_config = config;
    g->m_rules = rules;
    const model::Board &board = scenario.board;
    g->m_topology = model::BoardTopology(board);
    const model::BoardTopology &topo = g->m_topology;
    // Names the limit really crossed: a board under the hex limit can still have too many
    // intersections or paths (the same check warns in the editor, "structure.engine-limit").
    if (const auto limit
        = engineLimitCrossed(topo.hexCount(), topo.cornerCount(), topo.edgeCount())) {
        const std::string what(limit->what);
        return refused(refusal("board-too-large", {what, num(limit->count), num(limit->max)},
            "the board is too large for the engine: it has " + num(limit->count) + " " + what
                + ", the engine plays at most " + num(limit->max)));
    }

    CompileContext ctx {scenario, board, {}, {}};
    g->compileHexes(ctx);
    g->compileGoldFields(ctx);
    if (Refusal r = g->compileFogHexes(ctx))
        return refused(std::move(*r));
    if (std::find(g->m_hexLand.begin(), g->m_hexLand.end(), 1) == g->m_hexLand.end())
        return refused(refusal("no-land", {}, "the board has no land"));
    if (Refusal r = g->compileFogStacks(ctx.fogAreas))
        return refused(std::move(*r));
    g->compileCorners(ctx);
    if (Refusal r = g->compileNumberedHexes(ctx))
        return refused(std::move(*r));
    g->compileMarkers(board);
    g->compileRoadEdges();
    g->compileShipEdges(board);
    g->compileFogSides();
    g->compileShipSideMask();
    if (Refusal r = g->compileGifts(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->compileVillages(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->compileIslands(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->compilePirateStart(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->compileRobberStart(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->compilePirateIslands(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->compileWonders(ctx))
        return refused(std::move(*r));
    if (Refusal r = g->checkCitiesKnightsSeafarers())
        return refused(std::move(*r));
    // Two set-up settlements each (001:L666–684), three in Cloth for Catan (001:L2127). A board
    // where some order of placements leaves a player without a site is refused: the rules have
    // no move for that player.
    if (const auto shortage = setupCanRunOutOfSites(
            topo, g->m_cornerSetupAllowed, g->m_rules.setupRounds * rules.players))
        return refused(setupShortageRefusal(rules.players, *shortage));
    g->m_hash = g->computeHash();
    // Every rule family that can add to a player's points (Game::expansionPoints()).
    g->m_expansionPoints = g->m_rules.seafarers || g->m_rules.citiesKnights
        || g->m_rules.specialPoints || g->m_rules.cloth || g->m_rules.pirateIslands
        || g->m_rules.gifts;
    return {std::move(g), {}};
}

std::uint64_t Game::computeHash() const
{
    const auto nh = idx(m_topology.hexCount()), nc = idx(m_topology.cornerCount());
    Fnv f;
    for (std::int64_t v : {std::int64_t(m_rules.players), std::int64_t(m_rules.victoryTarget),
             std::int64_t(m_rules.discardLimit), std::int64_t(m_rules.paired),
             std::int64_t(m_rules.bankPerResource), std::int64_t(m_robberStart),
             std::int64_t(m_config.maxTurns), std::int64_t(m_config.maxActionsPerTurn)})
        f.add(v);
    if (!m_config.domesticTrade) // only then, so that every other hash stays as it was
        f.add(std::int64_t(0x0D0E5'71C));
    if (m_rules.seafarers) {
        // Only Seafarers games hash these, so base-game hashes stay as they were.
        for (std::int64_t v : {std::int64_t(m_rules.setupShip), std::int64_t(m_pirateStart),
                 std::int64_t(m_foreignIslandPoints)})
            f.add(v);
        if (m_rules.noPirate) // only then, so that every other hash stays as it was
            f.add(std::int64_t(0x9A7E));
        if (m_everySettlementRules)
            f.add(std::int64_t(0xE7E0) + m_everySettlementRules);
        f.add(m_hexGold.data(), nh);
        f.add(m_hexSea.data(), nh);
        f.add(m_cornerAreaRules.data(), nc);
        f.add(m_areaRulePoints.data(), m_areaRulePoints.size());
        if (m_rules.gifts) {
            // Only boards with gifts hash these, so other Seafarers hashes stay as they were.
            for (const CompiledGift &gift : m_gifts)
                for (std::int64_t v :
                    {std::int64_t(gift.edge), std::int64_t(gift.kind), std::int64_t(gift.value)})
                    f.add(v);
            f.add(m_giftHarborBit.data(), m_giftHarborBit.size());
        }
        if (m_rules.cloth) {
            // Only boards with villages hash these, so other Seafarers hashes stay as they were.
            for (const CompiledVillage &v : m_villages)
                for (std::int64_t x : {std::int64_t(v.corner), std::int64_t(v.number)})
                    f.add(x);
        }
        if (m_rules.pirateIslands) {
            // Only Pirate Islands boards hash these, so other Seafarers hashes stay as they were.
            f.add(m_piratePath.data(), m_piratePath.size() * sizeof(std::int16_t));
            f.add(std::int64_t(m_noAttackHex));
            for (int p = 0; p < m_rules.players; ++p)
                for (std::int64_t v :
                    {std::int64_t(m_fortressCorner[idx(p)]), std::int64_t(m_siteCorner[idx(p)]),
                        std::int64_t(m_startCorner[idx(p)]), std::int64_t(m_startShip[idx(p)])})
                    f.add(v);
        }
        if (m_rules.wonders) {
            // Only games with wonders hash these, so other Seafarers hashes stay as they were.
            f.add(m_wonderFaces.data(), m_wonderFaces.size() * sizeof(WonderFace));
            f.add(m_cornerWonderSite.data(), nc);
        }
        if (m_rules.fog) {
            // Only boards with fog hash these, so other Seafarers hashes stay as they were.
            f.add(std::int64_t(m_rules.fogReward));
            for (std::size_t k = 0; k < m_fogHexes.size(); ++k)
                for (std::int64_t v : {std::int64_t(m_fogHexes[k]), std::int64_t(m_fogArea[k]),
                         std::int64_t(m_fogStartAllowed[k])})
                    f.add(v);
            for (const auto &stack : m_fogHexStack)
                f.add(stack.data(), stack.size());
            for (const auto &stack : m_fogTokenStack)
                f.add(stack.data(), stack.size());
        }
    }
    if (m_rules.citiesKnights) // only then, so that every other hash stays as it was
        for (std::int64_t v : {std::int64_t(0xC17E5), std::int64_t(m_rules.barbarianTrack),
                 std::int64_t(m_rules.commodityBank), std::int64_t(m_rules.defenderCards)})
            f.add(v);
    f.add(m_rules.deck.data(), m_rules.deck.size());
    for (int h = 0; h < m_topology.hexCount(); ++h)
        for (std::int64_t v : {std::int64_t(m_topology.hex(h).q), std::int64_t(m_topology.hex(h).r),
                 std::int64_t(m_hexLand[idx(h)]), std::int64_t(m_hexResource[idx(h)]),
                 std::int64_t(m_hexToken[idx(h)])})
            f.add(v);
    f.add(m_cornerHarbor.data(), nc);
    f.add(m_cornerSetupAllowed.data(), nc);
    // Only when used, so other hashes stay as they were.
    if (m_rules.robberLimits)
        f.add(m_hexRobberBarred.data(), nh);
    if (m_settlementsBarred)
        f.add(m_cornerLand.data(), nc);
    return f.h;
}

const std::vector<std::string_view> &Game::refusalCodes()
{
    static const std::vector<std::string_view> codes {"engine.players-unsupported",
        "engine.players-outside-scenario", "engine.five-six-needs-paired-players",
        "engine.product-not-implemented", "engine.special-rules-too-many",
        "engine.special-points-range", "engine.special-area-unknown",
        "engine.friendly-robber-not-implemented", "engine.fog-reward-needs-seafarers",
        "engine.setup-ship-needs-seafarers", "engine.discard-limit", "engine.victory-target",
        "engine.pirate-needs-seafarers", "engine.marker-not-implemented",
        "engine.terrain-unassigned", "engine.gold-needs-seafarers", "engine.fog-needs-seafarers",
        "engine.terrain-not-implemented", "engine.river-not-implemented", "engine.token-unassigned",
        "engine.harbor-unassigned", "engine.board-too-large", "engine.fog-too-many",
        "engine.fog-no-area", "engine.fog-areas-too-many", "engine.no-land",
        "engine.fog-stack-terrain", "engine.fog-stack-count", "engine.fog-token-invalid",
        "engine.fog-token-count", "engine.fog-stack-short", "engine.fog-tokens-short",
        "engine.fog-special-points", "engine.islands-too-many", "engine.pirate-start",
        "engine.robber-start", "engine.gift-edge", "engine.gifts-need-seafarers",
        "engine.gifts-with-fog", "engine.gifts-too-many", "engine.gift-cards-exceed-deck",
        "engine.setup-can-run-out", "engine.setup-sites-unproven", "engine.villages-need-seafarers",
        "engine.village-site", "engine.village-number", "engine.villages-too-many",
        "engine.villages-too-few", "engine.villages-with-other-scenario",
        "engine.pirate-islands-need-seafarers", "engine.pirate-islands-pieces",
        "engine.pirate-islands-start-ship", "engine.pirate-islands-route",
        "engine.pirate-path-step", "engine.pirate-path-gap", "engine.pirate-path-start",
        "engine.pirate-islands-with-other-scenario", "engine.wonders-need-seafarers",
        "engine.wonders-too-many", "engine.wonders-with-other-scenario",
        "engine.wonder-card-invalid", "engine.pirate-unused-but-placed"};
    return codes;
}

void Game::copyState(GameState &dst, const GameState &src) const
{
    // The board's arrays lie together, in this order, between the small fields before and after.
    static_assert(std::is_standard_layout_v<GameState>);
    static_assert(offsetof(GameState, cornerLevel) == offsetof(GameState, cornerOwner) + MaxCorners
        && offsetof(GameState, edgeOwner) == offsetof(GameState, cornerLevel) + MaxCorners
        && offsetof(GameState, shipOwner) == offsetof(GameState, edgeOwner) + MaxEdges
        && offsetof(GameState, shipNew) == offsetof(GameState, shipOwner) + MaxEdges
        && offsetof(GameState, bank) == offsetof(GameState, shipNew) + MaxEdges / 8);
    const auto corners = static_cast<std::size_t>(m_topology.cornerCount());
    const auto edges = static_cast<std::size_t>(m_topology.edgeCount());
    auto *to = reinterpret_cast<unsigned char *>(&dst);
    const auto *from = reinterpret_cast<const unsigned char *>(&src);
    constexpr std::size_t head = offsetof(GameState, cornerOwner), tail = offsetof(GameState, bank),
                          end = offsetof(GameState, frontier);
    std::memcpy(to, from, head);
    std::memcpy(dst.cornerOwner.data(), src.cornerOwner.data(), corners);
    std::memcpy(dst.cornerLevel.data(), src.cornerLevel.data(), corners);
    std::memcpy(dst.edgeOwner.data(), src.edgeOwner.data(), edges);
    std::memcpy(dst.shipOwner.data(), src.shipOwner.data(), edges);
    std::memcpy(dst.shipNew.data(), src.shipNew.data(), (edges + 7) / 8);
    std::memcpy(to + tail, from + tail, end - tail);
    for (int p = 0; p < m_rules.players; ++p) { // the board's words of the frontier
        std::copy_n(src.frontier.roadSides[idx(p)].begin(), (edges + 63) / 64,
            dst.frontier.roadSides[idx(p)].begin());
        std::copy_n(src.frontier.routeEnds[idx(p)].begin(), (corners + 63) / 64,
            dst.frontier.routeEnds[idx(p)].begin());
        std::copy_n(src.frontier.shipSides[idx(p)].begin(), (edges + 63) / 64,
            dst.frontier.shipSides[idx(p)].begin());
    }
    std::copy_n(
        src.frontier.looseShips.begin(), (edges + 63) / 64, dst.frontier.looseShips.begin());
    std::copy_n(
        src.frontier.takenSides.begin(), (edges + 63) / 64, dst.frontier.takenSides.begin());
    dst.routeLoose = src.routeLoose;
    dst.routeHigh = src.routeHigh;
}

GameState Game::initialState() const
{
    GameState s;
    s.numPlayers = u8(m_rules.players);
    for (int p = 0; p < m_rules.players; ++p)
        s.players[idx(p)] = PlayerState {};
    s.cornerOwner.fill(-1);
    s.edgeOwner.fill(-1);
    s.shipOwner.fill(-1);
    s.pirateHex = static_cast<std::int16_t>(m_pirateStart);
    s.bank.fill(u8(m_rules.bankPerResource));
    s.devDeck = m_rules.deck;
    s.fogHexStack = m_fogHexStack;
    s.fogTokenStack = m_fogTokenStack;
    s.robberHex = static_cast<std::int16_t>(m_robberStart);
    s.giftHarborEdge.fill(-1);
    s.giftHarborHolder.fill(-1);
    for (int k = 0; k < villageCount(); ++k)
        s.villageCloth[idx(k)] = u8(ClothPerVillage);
    s.clothSupply = m_rules.cloth ? u8(ClothGeneralSupply) : u8(0);
    s.phase = Phase::SetupSettlement;
    s.actor = 0;
    if (m_rules.citiesKnights) {
        // Only C&K games fill its block, so the block stays all zero in others (GameState).
        for (auto &walls : s.walls)
            walls.fill(-1);
        s.metropolis.fill(-1);
        s.commodityBank.fill(u8(m_rules.commodityBank));
        s.defenderCards = u8(m_rules.defenderCards);
        s.merchantHex = -1;
        s.merchantOwner = -1;
        for (int card = 0; card < ProgressCardKinds; ++card)
            s.progressShuffled[idx(card)] = u8(progressCopies(card));
        for (int k = 0; k < numberedHexCount(); ++k)
            s.tokens[idx(k)] = m_hexToken[idx(numberedHex(k))];
    }
    if (m_rules.pirateIslands)
        placePirateIslandsPieces(s); // rules/seafarers/PirateIslands
    return s;
}

// ---------------------------------------------------------------------------------------------
// Dispatch to the rule modules

void Game::legalActions(const GameState &s, ActionList &out) const
{
    out.clear();
    switch (s.phase) {
    case Phase::SetupSettlement:
    case Phase::SetupRoad:
        legalSetup(s, out);
        break;
    case Phase::PreRoll:
        out.push(makeAction(ActionType::RollDice));
        legalDevCards(s, out); // any development card may be played before the roll (001:L362)
        if (m_rules.citiesKnights) {
            legalProgressCards(s, out); // the Alchemist (rules/citiesknights/ProgressDeck)
            if (m_rules.knightErrant)
                legalKnightErrant(s, out); // rules/citiesknights/Knights
        }
        break;
    case Phase::Main:
        legalMain(s, out);
        break;
    case Phase::Discard:
    case Phase::MoveRobber:
    case Phase::ChooseVictim:
        legalRobber(s, out);
        break;
    case Phase::RoadBuilding:
        legalRoadBuilding(s, out);
        break;
    case Phase::GoldChoice:
        legalGold(s, out);
        break;
    case Phase::PlaceHarbor:
        legalGiftHarbors(s, out);
        break;
    case Phase::PillageCity:
        legalPillage(s, out); // rules/citiesknights/Barbarians
        break;
    case Phase::CommitKnights:
        legalCommitKnights(s, out); // rules/citiesknights/Barbarians
        break;
    case Phase::KnightRetreat:
        legalKnightRetreat(s, out); // rules/citiesknights/Knights
        break;
    case Phase::ProgressDiscard:
    case Phase::ChooseProgressDeck:
        legalProgressDeck(s, out); // rules/citiesknights/ProgressDeck
        break;
    case Phase::ProgressChoice:
        legalProgressChoice(s, out); // rules/citiesknights/ProgressDeck
        break;
    case Phase::ChanceProgressCard:
        break;
    case Phase::TradeResponse:
    case Phase::TradeConfirm:
    case Phase::TradeCompose:
        legalTradeAnswers(s, out);
        break;
    case Phase::ChanceDice:
    case Phase::ChanceSteal:
    case Phase::ChanceDevCard:
    case Phase::ChanceFogHex:
    case Phase::ChanceFogToken:
    case Phase::ChancePirateLoss:
    case Phase::ChanceFortressDie:
    case Phase::GameOver:
        break;
    }
}

bool Game::isLegal(const GameState &s, Action a) const
{
    if (isChanceNode(s)) {
        ChanceList chances;
        chanceOutcomes(s, chances);
        for (int i = 0; i < chances.size(); ++i)
            if (chances.action(i) == a)
                return true;
        return false;
    }
    ActionList legal;
    legalActions(s, legal);
    return legal.contains(a);
}

void Game::chanceOutcomes(const GameState &s, ChanceList &out) const
{
    out.clear();
    switch (s.phase) {
    case Phase::ChanceDice:
        if (m_rules.citiesKnights) {
            citiesKnightsDiceOutcomes(s, out); // rules/citiesknights/EventDie
            break;
        }
        if (m_rules.pirateIslands) {
            // The lower die moves the pirate fleet (001:L2245): each throw of two dice, as
            // (sum, lower die), with its ways out of 36.
            for (int low = 1; low <= 6; ++low)
                for (int high = low; high <= 6; ++high)
                    out.push(
                        makeAction(ActionType::DiceOutcome, unsigned(low + high), unsigned(low)),
                        low == high ? 1u : 2u);
            break;
        }
        for (int sum = 2; sum <= 12; ++sum)
            out.push(makeAction(ActionType::DiceOutcome, unsigned(sum)),
                static_cast<std::uint32_t>(6 - std::abs(7 - sum))); // ways out of 36
        break;
    case Phase::ChanceSteal: {
        // Any card of the hand; with Cities & Knights commodities too (001:L3406).
        const int kinds = m_rules.citiesKnights ? CardKinds : ResourceKinds;
        for (int card = 0; card < kinds; ++card)
            if (const int n = cardsOf(s, s.stealVictim, card))
                out.push(makeAction(ActionType::StealOutcome, unsigned(card)),
                    static_cast<std::uint32_t>(n));
        break;
    }
    case Phase::ChanceDevCard:
        for (int t = 0; t < DevCardKinds; ++t)
            if (s.devDeck[idx(t)])
                out.push(makeAction(ActionType::DevCardOutcome, unsigned(t)), s.devDeck[idx(t)]);
        break;
    case Phase::ChanceFogHex:
    case Phase::ChanceFogToken:
        fogChanceOutcomes(s, out);
        break;
    case Phase::ChancePirateLoss:
    case Phase::ChanceFortressDie:
        pirateChanceOutcomes(s, out);
        break;
    case Phase::ChanceProgressCard:
        progressChanceOutcomes(s, out); // rules/citiesknights/ProgressDeck
        break;
    default:
        break;
    }
}

Action Game::sampleChance(const GameState &s, model::Rng &rng) const
{
    if (s.phase == Phase::ChanceDice) {
        // Two dice, so the record keeps the same distribution as the table (001:L519).
        if (m_rules.citiesKnights)
            return sampleCitiesKnightsDice(s, rng); // three dice (rules/citiesknights/EventDie)
        const unsigned a = rng.boundedInt(6) + 1, b = rng.boundedInt(6) + 1;
        if (m_rules.pirateIslands)
            return makeAction(ActionType::DiceOutcome, a + b, a < b ? a : b);
        return makeAction(ActionType::DiceOutcome, a + b);
    }
    ChanceList chances;
    chanceOutcomes(s, chances);
    std::uint32_t x = rng.boundedInt(chances.totalWeight());
    for (int i = 0; i < chances.size(); ++i) {
        if (x < chances.weight(i))
            return chances.action(i);
        x -= chances.weight(i);
    }
    return chances.action(chances.size() - 1);
}

void Game::apply(GameState &s, Action a) const
{
    const int p = actingPlayer(s);
    if (p >= 0)
        s.actionCount = static_cast<std::uint16_t>(
            s.actionCount < 0xFFFF ? s.actionCount + 1 : s.actionCount);
    switch (actionType(a)) {
    // No victory check after rolling (the dice are still to come), nor after discarding, moving
    // the robber and stealing a resource: as after a trade below, no point changes hands and the
    // turn player stays the same. The robber moves on a sixth of the rolls and on every knight.
    case ActionType::RollDice:
        applyTurn(s, p, a);
        return;
    case ActionType::Discard:
    case ActionType::MoveRobber:
    case ActionType::ChooseVictim:
    case ActionType::StealOutcome:
        applyRobber(s, p, a);
        return;
    case ActionType::DiceOutcome:
        applyTurn(s, p, a);
        // A roll moves cards, and the turn player's points were checked before it (after the
        // turn began, a knight or a gold choice). Only cloth from the villages (2 bolts = 1 VP,
        // 001:L2137) and the C&K barbarians (Defender of Catan, lost cities: 001:L3600) change
        // points on a roll.
        if (!m_rules.cloth && !m_rules.citiesKnights)
            return;
        break;
    case ActionType::EndTurn:
        applyTurn(s, p, a);
        break;
    case ActionType::BuildSettlement:
    case ActionType::BuildCity:
    case ActionType::BuildRoad:
        applyBuilding(s, p, a);
        break;
    case ActionType::BuyDevCard:
    case ActionType::DevCardOutcome:
    case ActionType::PlayKnight:
    case ActionType::PlayRoadBuilding:
    case ActionType::PlayYearOfPlenty:
    case ActionType::PlayMonopoly:
        applyDevCard(s, p, a);
        break;
    // No victory check after a trade: it moves resource cards (and C&K commodities), which count
    // for no points (publicVictoryPoints, expansionPoints), and the turn player (s.actor) stays the
    // same, so the check would see what it saw after the action before. Drafting is about half of
    // a game's actions with domestic trade.
    case ActionType::MaritimeTrade:
    case ActionType::OfferTrade:
    case ActionType::AcceptTrade:
    case ActionType::RejectTrade:
    case ActionType::ConfirmTrade:
    case ActionType::CancelTrade:
    case ActionType::CounterOffer:
        applyTrade(s, p, a);
        return;
    case ActionType::TradeGive:
    case ActionType::TradeAsk:
    case ActionType::SendOffer:
        applyTradeDraft(s, a);
        return;
    case ActionType::BuildShip:
    case ActionType::MoveShip:
    case ActionType::MovePirate:
        applyShips(s, p, a);
        break;
    case ActionType::ChooseGold:
        applyGold(s, p, a);
        break;
    case ActionType::FogHexOutcome:
    case ActionType::FogTokenOutcome:
        applyFog(s, a);
        break;
    case ActionType::PlaceHarbor:
        applyGifts(s, p, a);
        break;
    case ActionType::StealCloth:
        applyCloth(s, p, a);
        break;
    case ActionType::AttackFortress:
    case ActionType::PirateLossOutcome:
    case ActionType::FortressDieOutcome:
        applyPirateIslands(s, p, a);
        break;
    case ActionType::ClaimWonder:
    case ActionType::BuildWonderLevel:
        applyWonders(s, p, a);
        break;
    case ActionType::BuildKnight:
    case ActionType::ActivateKnight:
    case ActionType::PromoteKnight:
    case ActionType::MoveKnight:
    case ActionType::DisplaceKnight:
    case ActionType::RetreatKnight:
    case ActionType::ChaseRobber:
        applyKnights(s, p, a);
        break;
    case ActionType::BuildCityWall:
    case ActionType::BuyImprovement:
        applyCityImprovements(s, p, a);
        break;
    case ActionType::PillageCity:
        applyPillage(s, p, a);
        break;
    case ActionType::CommitKnights:
        applyCommitKnights(s, p, a);
        break;
    case ActionType::PlayProgressCard:
        applyPlayProgress(s, p, a);
        break;
    case ActionType::ProgressChoice:
        applyProgressChoice(s, p, a);
        break;
    case ActionType::ProgressCardOutcome:
    case ActionType::DiscardProgressCard:
    case ActionType::ChooseProgressDeck:
        applyProgressDeck(s, p, a);
        break;
    case ActionType::CommercialTrade:
        applyCommercialTrade(s, p, a);
        break;
    }
    checkVictory(s);
}

} // namespace isle::validation
