// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioReader, part 4: The Wonders of Catan's wonder cards (rules.wonders), each with its face.
#include "ScenarioReader.h"

#include "ScenarioReaderDetail.h"

namespace isle::model {

using nlohmann::json;
using namespace scenario_reader_detail;

void ScenarioReader::readWonders(const json &j, const std::string &ptr, RuleOptions &rules)
{
    if (!expectArray(j, ptr, FormatLimits::MaxWonderCards, "wonder cards"))
        return;
    for (std::size_t i = 0; i < j.size(); ++i)
        if (auto card = readWonderCard(j[i], child(ptr, i)))
            rules.wonders.push_back(std::move(*card));
}

std::optional<WonderCard> ScenarioReader::readWonderCard(const json &j, const std::string &ptr)
{
    if (!expectObject(j, ptr, {"name", "levelCost"}, {"needs", "source"}))
        return std::nullopt;
    WonderCard card;
    bool ok = true;
    if (auto name = readString(member(j, "name"), child(ptr, "name"), FormatLimits::MaxIdBytes))
        card.name = *name;
    else
        ok = false;
    if (j.contains("source"))
        card.source
            = readString(member(j, "source"), child(ptr, "source"), FormatLimits::MaxStringBytes)
                  .value_or(std::string());
    if (j.contains("needs")) {
        const json &needs = member(j, "needs");
        const std::string p = child(ptr, "needs");
        if (!expectObject(needs, p, {},
                {"cities", "cityAtHarbor", "tradeRoute", "settlementOn", "victoryPoints"}))
            return std::nullopt;
        auto count = [&](const char *key, int &out) {
            if (!needs.contains(key))
                return;
            const auto n
                = readInt(member(needs, key), child(p, key), 0, FormatLimits::MaxWonderNeed);
            ok = ok && n;
            out = n.value_or(0);
        };
        count("cities", card.needs.cities);
        count("tradeRoute", card.needs.tradeRoute);
        count("victoryPoints", card.needs.victoryPoints);
        if (needs.contains("cityAtHarbor"))
            card.needs.cityAtHarbor
                = readBool(member(needs, "cityAtHarbor"), child(p, "cityAtHarbor")).value_or(false);
        if (needs.contains("settlementOn")) {
            // A settlement on a wonder's marked intersection (the Great Wall's, the Great
            // Bridge's); other markers are no wonder sites.
            card.needs.settlementOn = readEnum(member(needs, "settlementOn"),
                child(p, "settlementOn"), MarkerTypeNames, "wonder site marker", isWonderSite);
            ok = ok && card.needs.settlementOn;
        }
    }
    // Every resource named, 0..20 each; a level costs something (001:L2363).
    const json &cost = member(j, "levelCost");
    const std::string p = child(ptr, "levelCost");
    const auto &r = ResourceNames;
    if (!expectObject(cost, p, {},
            {r.toString(Resource::Brick), r.toString(Resource::Lumber), r.toString(Resource::Wool),
                r.toString(Resource::Grain), r.toString(Resource::Ore)}))
        return std::nullopt;
    int total = 0;
    for (Resource res : AllResources) {
        const std::string key(toString(res));
        if (!cost.contains(key))
            continue;
        const auto n
            = readInt(member(cost, key), child(p, key), 0, FormatLimits::MaxWonderLevelCost);
        ok = ok && n;
        card.levelCost[static_cast<std::size_t>(index(res))] = n.value_or(0);
        total += n.value_or(0);
    }
    if (ok && total == 0) {
        error("format.out-of-range", p, "expected a level cost of at least one resource");
        ok = false;
    }
    return ok ? std::optional(std::move(card)) : std::nullopt;
}

} // namespace isle::model
