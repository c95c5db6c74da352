// SPDX-License-Identifier: GPL-3.0-or-later
#include "CheckCatalog.h"

#include <array>

namespace isle::validation {

using model::Severity;

namespace {

// Defaults follow RULES-DIGEST §6 #30 and §8: the base red-number rule is mandatory, the stricter
// Seafarers S4 / fan rules are opt-in per scenario.
constexpr std::array Catalog {
    CheckInfo {"tokens.red-adjacent", Severity::Error, true,
        "Red numbers (6 and 8) must not lie on adjacent hexes (001:L729, L2425)."},
    CheckInfo {"tokens.low-adjacent", Severity::Warning, false,
        "2 and 12 should not lie on adjacent hexes (004 fan rule, opt-in)."},
    CheckInfo {"tokens.equal-adjacent", Severity::Warning, false,
        "Equal numbers should not lie on adjacent hexes (004 fan rule, opt-in)."},
    CheckInfo {"tokens.red-on-gold", Severity::Error, false,
        "No 6 or 8 on a gold field (Seafarers 4, 001:L1993; opt-in per scenario)."},
    CheckInfo {"tokens.invalid-value", Severity::Error, true, "A number token shows 2-6 or 8-12."},
    CheckInfo {"tokens.on-tokenless-terrain", Severity::Error, true,
        "Desert, sea, frame, fog, lake, swamp, oasis, castle, trade and spice hexes carry no "
        "token (001:L729, RULES-DIGEST §8.1)."},
    CheckInfo {"tokens.on-closed-area", Severity::Warning, true,
        "Hexes of an area where nobody may settle carry no number token (Seafarers 5, "
        "001:L2031)."},
    CheckInfo {"tokens.missing", Severity::Warning, true,
        "Every producing land hex with fixed tokens has a number token (RULES-DIGEST §8.1-2), "
        "except in areas where nobody may settle (001:L2031, L2127)."},
    CheckInfo {"harbors.not-on-water", Severity::Error, true,
        "A harbor lies on a sea or frame hex (001:L2427)."},
    CheckInfo {"harbors.not-facing-land", Severity::Error, true,
        "A harbor faces a land hex, so both its intersections touch land (001:L2427)."},
    CheckInfo {"harbors.shared-intersection", Severity::Error, true,
        "Two harbors never share an intersection (001:L2067, 004:L547)."},
    CheckInfo {"harbors.closed-lake", Severity::Warning, true,
        "A harbor lies on open sea, not on a closed lake (004:L547)."},
    CheckInfo {"harbors.duplicate-special", Severity::Error, true,
        "Only one 2:1 harbor per resource (001:L507); 5-6 boxes add a second wool harbor."},
    CheckInfo {"components.standard-mismatch", Severity::Error, true,
        "A standard board (base 19 or 5-6 30 hexes) uses exactly the boxes' hexes, tokens "
        "and harbors (RULES-DIGEST §2.1-2.2)."},
    CheckInfo {"components.terrain-exceeded", Severity::Warning, true,
        "The map needs no more hexes of a terrain than the chosen boxes contain (§2)."},
    CheckInfo {"components.tokens-exceeded", Severity::Warning, true,
        "The map needs no more number tokens of a value than the chosen boxes contain (§2)."},
    CheckInfo {"components.harbors-exceeded", Severity::Warning, true,
        "The map needs no more harbors of a type than the chosen boxes contain (§2)."},
    CheckInfo {"components.pool-unknown", Severity::Info, true,
        "The boxes' contents are not fully known from the rulebooks; some counts are not "
        "checked."},
    CheckInfo {
        "areas.unknown-area", Severity::Error, true, "A hex names an area the scenario defines."},
    CheckInfo {"areas.terrain-pool-short", Severity::Error, true,
        "An area's terrain pool covers its unassigned and fog hexes."},
    CheckInfo {"areas.token-pool-short", Severity::Error, true,
        "An area with random tokens has a token for each hex that needs one."},
    CheckInfo {"areas.token-locks-short", Severity::Error, true,
        "An area's terrain pool has a number-taking terrain for each unassigned hex under a "
        "locked token."},
    CheckInfo {"areas.harbor-pool-short", Severity::Error, true,
        "The harbor pools cover every harbor whose type is drawn at set-up."},
    CheckInfo {"pieces.robber-off-land", Severity::Error, true,
        "The robber starts on a land hex or off the board (001:L591, L1508)."},
    CheckInfo {"pieces.robber-not-on-desert", Severity::Warning, true,
        "The robber starts on a desert when there is one (001:L346)."},
    CheckInfo {"pieces.robber-missing", Severity::Warning, true,
        "A board with a desert places the robber on it (001:L346)."},
    CheckInfo {"pieces.robber-placed-beside-board", Severity::Warning, true,
        "A scenario whose robber starts beside the board places no robber (001:L2439)."},
    CheckInfo {"pieces.pirate-not-on-sea", Severity::Error, true,
        "The pirate sits on a sea or frame hex only (001:L1504)."},
    CheckInfo {"pieces.pirate-unused", Severity::Warning, true,
        "A pirate is placed although no chosen box uses one (Seafarers)."},
    CheckInfo {"pieces.pirate-ruled-out", Severity::Error, true,
        "A scenario that does not use the pirate places none (The Wonders of Catan, "
        "001:L2369)."},
    CheckInfo {"terrain.lake-on-coast", Severity::Error, true,
        "A T&B lake hex never lies on the coast (001:L4674)."},
    CheckInfo {"structure.no-land", Severity::Error, true, "The board has land."},
    CheckInfo {"structure.too-few-start-sites", Severity::Error, true,
        "There are enough starting intersections for two settlements per player under the "
        "distance rule (001:L218, L676)."},
    CheckInfo {"structure.setup-can-run-out", Severity::Warning, true,
        "Whatever order the players choose, the set-up leaves a site for every starting "
        "settlement (001:L218, L676); the playtest engine refuses boards where it may not."},
    CheckInfo {"structure.setup-sites-unproven", Severity::Warning, true,
        "The search that proves every order of set-up leaves a site finishes within its limit; "
        "the playtest engine refuses boards it cannot prove."},
    CheckInfo {"structure.unreachable-land", Severity::Warning, true,
        "Without ships, every island can be reached from a starting intersection."},
    CheckInfo {"structure.unwinnable", Severity::Error, true,
        "The victory target can be reached with the pieces, cards and special points "
        "available (001:L204, L287)."},
    CheckInfo {"structure.winnability-unknown", Severity::Info, true,
        "The victory points available could not be computed for these boxes."},
    CheckInfo {"structure.engine-limit", Severity::Warning, true,
        "The board fits the playtest engine's limits on hexes, intersections and paths."},
    CheckInfo {"gifts.not-on-coast", Severity::Error, true,
        "A gift (Catan chit, development card) lies on a coast edge, between land and water, "
        "where a ship takes it (Seafarers 5, 001:L2027, L2055)."},
    CheckInfo {"gifts.need-ships", Severity::Error, true,
        "Gifts on coast edges are taken by ships: the scenario uses a Seafarers box (001:L2055)."},
    CheckInfo {"gifts.cards-exceed-deck", Severity::Error, true,
        "No more development card gifts than the deck has cards (001:L2029)."},
    CheckInfo {"cloth.village-not-on-coast", Severity::Error, true,
        "A village of Cloth for Catan lies on an intersection where land and water meet, so a "
        "shipping route reaches it (Seafarers 6, 001:L2117, L2131)."},
    CheckInfo {"cloth.village-number", Severity::Error, true,
        "A village carries a number token 2–6 or 8–12 (001:L2117)."},
    CheckInfo {"cloth.need-ships", Severity::Error, true,
        "Villages are reached by shipping routes: the scenario uses a Seafarers box (001:L2131)."},
    CheckInfo {"cloth.villages-too-few", Severity::Error, true,
        "At least 4 villages: the game ends when 3 or fewer still have cloth (001:L2163)."},
    CheckInfo {"cloth.chits-exceed-box", Severity::Warning, true,
        "5 Catan chits per village and 10 in the general supply fit in the boxes (50 chits, "
        "85 with Seafarers 5–6; 001:L2111, L2117)."},
    CheckInfo {"pirate.path-not-sea", Severity::Error, true,
        "The pirate fleet's circuit of The Pirate Islands runs over sea hexes (Seafarers 7, "
        "001:L2245)."},
    CheckInfo {"pirate.path-broken", Severity::Error, true,
        "The circuit's 'pirate_path' markers are numbered 1, 2, … in sailing order, each step "
        "beside the next and the last beside the first (001:L2245)."},
    CheckInfo {"pirate.path-without-start", Severity::Error, true,
        "The pirate fleet starts on its circuit (001:L2223)."},
    CheckInfo {"pirate.route-piece-missing", Severity::Error, true,
        "A player with a pirate fortress has a start settlement, a start ship and a marked "
        "intersection for the route to it (001:L2203, L2227)."},
    CheckInfo {"wonders.need-ships", Severity::Error, true,
        "Wonder cards need a Seafarers box: a wonder is started with a ship (Seafarers 8, "
        "001:L2362)."},
    CheckInfo {"wonders.cards-exceed-box", Severity::Warning, true,
        "The wonder cards fit in the boxes: 5 in Seafarers, 7 with Seafarers 5–6 (001:L2330, "
        "L2981)."},
    CheckInfo {"wonders.site-missing", Severity::Error, true,
        "A wonder card that needs a settlement on a marked intersection (the Great Wall's, the "
        "Great Bridge's) has such intersections on the board."},
    CheckInfo {"wonders.sites-without-cards", Severity::Warning, true,
        "Wonder intersections are marked only in a scenario with wonder cards (without them the "
        "marks only bar set-up settlements, 001:L2342)."},
    CheckInfo {"citiesknights.options-need-box", Severity::Warning, true,
        "Cities & Knights settings (barbarian track, optional rules 001:L3657–3691) are stated "
        "only with a Cities & Knights box."},
    CheckInfo {"citiesknights.victory-target", Severity::Warning, true,
        "Cities & Knights on the base board plays to 13 victory points (001:L3643)."},
    CheckInfo {"scenario.player-count", Severity::Error, true,
        "The player counts fit the chosen boxes (base 3-4, 5-6 extension up to 6, E&P 2-4; "
        "Cities & Knights pieces come in 4 colours, 6 with its 5-6 extension)."},
    CheckInfo {"scenario.five-six-without-paired", Severity::Warning, true,
        "A scenario for 5 or 6 players sets paired players, the CATAN 5-6 turn (001:L1170)."},
    CheckInfo {"checks.bad-override", Severity::Warning, true,
        "A scenario's check override names a known check and off/error/warning/info."},
};

} // namespace

std::span<const CheckInfo> checkCatalog()
{
    return Catalog;
}

std::optional<std::size_t> checkIndex(std::string_view code)
{
    for (std::size_t i = 0; i < Catalog.size(); ++i)
        if (Catalog[i].code == code)
            return i;
    return std::nullopt;
}

} // namespace isle::validation
