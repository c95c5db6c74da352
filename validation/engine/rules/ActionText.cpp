// SPDX-License-Identifier: GPL-3.0-or-later
// Readable actions for logs, the CLI and tests (Game::actionToString).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

namespace {

/// A resource, or with Cities & Knights a commodity (card kinds, GameState.h).
const char *resourceName(int r)
{
    static constexpr const char *names[]
        = {"brick", "lumber", "wool", "grain", "ore", "paper", "cloth", "coin"};
    return r >= 0 && r < CardKinds ? names[r] : "?";
}

const char *areaName(int area)
{
    static constexpr const char *names[] = {"trade", "politics", "science"};
    return area >= 0 && area < ImprovementAreas ? names[area] : "?";
}

const char *progressName(int card)
{
    static constexpr const char *names[]
        = {"Alchemist", "Crane", "Engineer", "Inventor", "Irrigation", "Medicine", "Mining",
            "Printer", "Road Building", "Smith", "Bishop", "Constitution", "Deserter", "Diplomat",
            "Intrigue", "Saboteur", "Spy", "Warlord", "Wedding", "Commercial Harbor",
            "Master Merchant", "Merchant", "Merchant Fleet", "Resource Monopoly", "Trade Monopoly"};
    return card >= 0 && card < ProgressCardKinds ? names[card] : "?";
}

const char *eventName(int face)
{
    static constexpr const char *names[] = {"yellow city gate", "blue city gate", "green city gate",
        "barbarian ship", "no event die (Easy Start)"};
    return face >= 0 && face <= EventFaces ? names[face] : "?";
}

const char *devCardName(int t)
{
    static constexpr const char *names[]
        = {"knight", "road building", "year of plenty", "monopoly", "victory point"};
    return t >= 0 && t < DevCardKinds ? names[t] : "?";
}

} // namespace

std::string Game::actionToString(Action a) const
{
    const int argA = actionArgA(a), argB = actionArgB(a);
    auto corner = [&](int c) {
        if (c < 0 || c >= m_topology.cornerCount())
            return std::string("corner?");
        const model::CornerCoord cc = m_topology.corner(c);
        return "corner " + std::to_string(c) + " " + coordText(cc.hex) + (cc.north ? "N" : "S");
    };
    auto edge = [&](int e) {
        if (e < 0 || e >= m_topology.edgeCount())
            return std::string("edge?");
        static constexpr const char *sides[] = {"E", "NE", "NW", "W", "SW", "SE"};
        const model::EdgeCoord ec = m_topology.edge(e);
        return "edge " + std::to_string(e) + " " + coordText(ec.hex) + sides[model::index(ec.side)];
    };
    auto hex = [&](int h) {
        if (h < 0 || h >= m_topology.hexCount())
            return std::string("hex?");
        return "hex " + std::to_string(h) + " " + coordText(m_topology.hex(h));
    };
    switch (actionType(a)) {
    case ActionType::RollDice:
        return "roll dice";
    case ActionType::EndTurn:
        return "end turn";
    case ActionType::BuildSettlement:
        return "build settlement at " + corner(argA);
    case ActionType::BuildCity:
        return "build city at " + corner(argA);
    case ActionType::BuildRoad:
        return "build road at " + edge(argA);
    case ActionType::BuyDevCard:
        return "buy development card";
    case ActionType::PlayKnight:
        return "play knight";
    case ActionType::PlayRoadBuilding:
        return "play road building";
    case ActionType::PlayYearOfPlenty:
        return std::string("play year of plenty: ") + resourceName(argA) + " + "
            + resourceName(argB);
    case ActionType::PlayMonopoly:
        return std::string("play monopoly on ") + resourceName(argA);
    case ActionType::MaritimeTrade:
        return std::string("trade with the bank: ") + resourceName(argA) + " for "
            + resourceName(argB);
    case ActionType::OfferTrade:
        return "start an offer";
    case ActionType::TradeGive:
        return std::string("offer one more ") + resourceName(argA);
    case ActionType::TradeAsk:
        return std::string("ask one more ") + resourceName(argA);
    case ActionType::SendOffer:
        return "put the terms on the table";
    case ActionType::CounterOffer:
        return "make a counter-offer";
    case ActionType::AcceptTrade:
        return "accept the offer";
    case ActionType::RejectTrade:
        return "reject the offer";
    case ActionType::ConfirmTrade:
        return "trade with player " + std::to_string(argA + 1);
    case ActionType::CancelTrade:
        return "withdraw the terms";
    case ActionType::Discard:
        return std::string("discard ") + resourceName(argA);
    case ActionType::MoveRobber:
        return "move the robber to " + hex(argA);
    case ActionType::ChooseVictim:
        return "rob player " + std::to_string(argA + 1);
    case ActionType::DiceOutcome:
        if (m_rules.citiesKnights) // red die + 8 × event face (rules/citiesknights/EventDie)
            return "dice: " + std::to_string(argA) + " (red " + std::to_string(argB & 7) + ", "
                + eventName(argB >> 3) + ")";
        if (argB > 0) // The Pirate Islands: the lower die moves the pirate fleet
            return "dice: " + std::to_string(argA) + " (lower die " + std::to_string(argB) + ")";
        return "dice: " + std::to_string(argA);
    case ActionType::StealOutcome:
        return std::string("stolen: ") + resourceName(argA);
    case ActionType::DevCardOutcome:
        return std::string("drawn: ") + devCardName(argA);
    case ActionType::BuildShip:
        return "build ship at " + edge(argA);
    case ActionType::MoveShip:
        return "move ship from " + edge(argA) + " to " + edge(argB);
    case ActionType::MovePirate:
        return "move the pirate to " + hex(argA);
    case ActionType::ChooseGold:
        if (m_rules.citiesKnights) // the Aqueduct
            return argA < ResourceKinds ? std::string("aqueduct: take ") + resourceName(argA)
                                        : std::string("aqueduct: take nothing");
        return std::string("gold field: take ") + resourceName(argA);
    case ActionType::FogHexOutcome:
        return argA < FogTerrainKinds
            ? "fog hex drawn: " + std::string(model::toString(static_cast<model::Terrain>(argA)))
            : std::string("fog hex drawn: ?");
    case ActionType::FogTokenOutcome:
        return "fog token drawn: " + std::to_string(argA);
    case ActionType::PlaceHarbor: {
        const int bit = argB < static_cast<int>(m_giftHarborBit.size()) ? giftHarborBit(argB) : -1;
        const std::string kind = bit == GenericHarborBit ? std::string("3:1")
            : bit >= 0                                   ? std::string(resourceName(bit)) + " 2:1"
                                                         : std::string("?");
        return "place the " + kind + " harbor at " + edge(argA);
    }
    case ActionType::StealCloth:
        return "take a bolt of cloth from player " + std::to_string(argA + 1);
    case ActionType::AttackFortress:
        return "attack the pirate fortress";
    case ActionType::PirateLossOutcome:
        return std::string("lost to the pirate fleet: ") + resourceName(argA);
    case ActionType::FortressDieOutcome:
        return "fortress strength: " + std::to_string(argA);
    case ActionType::ClaimWonder:
        return "start the wonder " + (argA < wonderCount() ? wonderCard(argA).name : "?") + " ("
            + std::to_string(argA) + ")";
    case ActionType::BuildWonderLevel:
        return "build a wonder level";
    case ActionType::BuildKnight:
        return "hire a knight at " + corner(argA);
    case ActionType::ActivateKnight:
        return "activate the knight at " + corner(argA);
    case ActionType::PromoteKnight:
        return "promote the knight at " + corner(argA);
    case ActionType::MoveKnight:
        return "move the knight at " + corner(argA) + " to " + corner(argB);
    case ActionType::DisplaceKnight:
        return "displace the knight at " + corner(argB) + " with the knight at " + corner(argA);
    case ActionType::RetreatKnight:
        return "move the displaced knight to " + corner(argA);
    case ActionType::ChaseRobber:
        return std::string(argB ? "chase the pirate" : "chase the robber") + " with the knight at "
            + corner(argA);
    case ActionType::BuildCityWall:
        return "build a city wall at " + corner(argA);
    case ActionType::BuyImprovement:
        return std::string("buy the next ") + areaName(argA) + " improvement";
    case ActionType::PillageCity:
        return "lose the city at " + corner(argA) + " to the barbarians";
    case ActionType::PlayProgressCard:
        return std::string("play ") + progressName(argA) + " (" + std::to_string(argB) + ")";
    case ActionType::ProgressChoice:
        return argA == NoProgressChoice
            ? std::string("choose nothing more")
            : "choose " + std::to_string(argA) + " " + std::to_string(argB);
    case ActionType::ProgressCardOutcome:
        return std::string("progress card drawn: ") + progressName(argA);
    case ActionType::DiscardProgressCard:
        return std::string("put ") + progressName(argA) + " under its deck";
    case ActionType::ChooseProgressDeck:
        return std::string("draw a ") + areaName(argA) + " progress card";
    case ActionType::CommercialTrade:
        return "commercial harbor: offer " + std::string(resourceName(argB)) + " to player "
            + std::to_string(argA + 1);
    case ActionType::CommitKnights: {
        std::string slots;
        for (int k = 0; k < KnightsPerPlayer; ++k)
            if (argA >> k & 1)
                slots += (slots.empty() ? "" : ", ") + std::to_string(k + 1);
        return slots.empty() ? std::string("commit no knight to the defence")
                             : "commit knights " + slots + " to the defence";
    }
    }
    return "unknown action " + std::to_string(a);
}

} // namespace isle::validation
