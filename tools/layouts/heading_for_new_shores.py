# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers 5–6 scenario 1, Heading for New Shores (the 3 and 4 player files predate this tool)."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)

# 001:L2680–2694: the small islands' table, in addition to the 30 hexes and 28 tokens of CATAN 5-6.
SMALL_TERRAIN = {"gold": 3, "fields": 1, "hills": 2, "mountains": 2, "pasture": 1, "forest": 1}
SMALL_TOKENS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12]
# CATAN 5-6 experienced set-up (001:L1108–1118): all 30 terrain hexes (RULES-DIGEST §2.2).
MAIN_TERRAIN = {"desert": 2, "fields": 6, "hills": 5, "mountains": 5, "pasture": 6, "forest": 6}
HARBORS = {"3:1": 5, "brick": 1, "lumber": 1, "wool": 2, "grain": 1, "ore": 1}  # 001:L2678
# The printed token rows fit the small islands two ways (shared layouts file, unresolved_alternatives):
# option 1 reads the diagram as this board turned 90° clockwise, option 2 counter-clockwise.
OPTION = 1


def heading_for_new_shores_5_6(layouts):
    """Seafarers 5-6 scenario 1 (001:L2674–2708; rules of the 3-4 scenario, 001:L1562–1654)."""
    layout = load_layout(layouts, "seafarers-01-heading-for-new-shores-5-6p.json")
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    sea = {tuple(c) for c in layout["sea_hexes"]}
    frame = {tuple(c) for c in layout["frame_sea_hexes"]}
    interior = seafarers_frame_member(7, set(land))  # 56 hexes: 30 + 26 (001:L2680–2692)
    assert interior == set(land) | sea and frame == {add(c, d) for c in interior for d in range(6)} - interior
    main = {c for c, h in land.items() if h["area"] == "main"}
    small = set(land) - main
    assert len(main) == 30 and len(small) == sum(SMALL_TERRAIN.values()) and len(sea) == 16
    assert all(land[c]["terrain"] is None and land[c]["number"] is None for c in land)
    # No small-island hex touches the main island (the 3-4 rule's "not adjacent", 001:L1654).
    assert not any(add(c, d) in main for c in small for d in range(6))
    # The main island has the CATAN 5-6 board's rows of 3-4-5-6-5-4-3 hexes (RULES-DIGEST §3.4).
    assert [sum(1 for c in main if c[1] == r) for r in range(1, 8)] == [3, 4, 5, 6, 5, 4, 3]
    options = layout["unresolved_alternatives"]["options"]
    assert len(options) == 2
    tokens = {tuple(o["hex"]): o["value"] for o in options[OPTION - 1]}
    assert set(tokens) == small and sorted(tokens.values()) == SMALL_TOKENS
    for c, v in tokens.items():
        assert v in land[c]["number_options"], (c, v)
    assert layout["harbor_pool"] == HARBORS
    assert layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"] == MAIN_TERRAIN
    assert layout["terrain_pools"][1]["to_distribute_over_terrain_null_hexes"] == SMALL_TERRAIN
    assert layout["robber"] is None and layout["pirate"] is None
    for h in layout["harbors"]:
        assert tuple(h["hex"]) in sea | frame and add(tuple(h["hex"]), h["dir"]) in main, h

    hexes = []
    for c in interior | frame:
        q, r = c
        if c in main:
            hexes.append(hex_entry(q, r, "unassigned", area="main"))
        elif c in small:
            hexes.append(hex_entry(q, r, "unassigned", {"value": tokens[c]}, "islands"))
        else:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
    harbors = [harbor_entry(h, unassigned=True) for h in layout["harbors"]]
    areas = [
        {"id": "main", "name": "Main island", "terrainPool": MAIN_TERRAIN, "tokenPool": sorted(FIVE_SIX_TOKENS),
         "harborPool": HARBORS, "tokenPlacement": "spiral", "spiral": {"sequence": "5-6"}},
        {"id": "islands", "name": "Small islands", "startAllowed": False, "terrainPool": SMALL_TERRAIN},
    ]
    other = options[2 - OPTION]
    other_text = ", ".join("%d at (%d,%d)" % (o["value"], o["hex"][0], o["hex"][1]) for o in other)
    chosen_text = ", ".join("%d at (%d,%d)" % (tokens[c], c[0], c[1])
                            for c in sorted(small, key=lambda c: (c[1], c[0])))
    desc = (
        "Seafarers 5-6 scenario 1 (001:L2674–2708, RULES-DIGEST §4.2), for 5 and 6 players; its additional rules "
        "and variable set-up are those of the 3-4 scenario (001:L2704–2708, L1622–1654). Set-up: both start "
        "settlements (with a road or, on the coast, a ship) on the main island (001:L1626–1628). Special victory "
        "points: 2 for each player's first settlement on each of the 6 small islands (001:L1638; 48 Catan chits, "
        "001:L2696). Win: 14 VP on your turn (001:L1642). Paired players (001:L2596–2604): player 2 trades with the "
        "supply only and builds. Main island: 'build the big island (main island) according to the rules for CATAN "
        "5-6' (001:L2700), i.e. the CATAN 5-6 experienced set-up (001:L1108–1118): its 30 positions, the shape of "
        "the CATAN 5-6 board, take all 30 terrain hexes (2 desert, 6 fields, 5 hills, 5 mountains, 6 pasture, 6 "
        "forest) shuffled, and the 28 CATAN 5-6 tokens A–Y, Za, Zb, Zc along the counter-clockwise spiral from a "
        "corner hex, skipping the deserts; the robber starts on either desert (001:L1118; the deal picks one at "
        "random). Small islands (table 001:L2680–2694): 16 sea, 3 gold fields, 1 fields, 2 hills, 2 "
        "mountains, 1 pasture, 1 forest; tokens 2–12 once each. Their printed terrain is lost, so it is drawn from "
        "the small-island pool at set-up (the 3-4 variable set-up shuffles it too, 001:L1654). Their numbers are "
        "printed, but the printed token rows fit the land positions two ways (shared layouts README, "
        "unresolved_alternatives): this file uses option OPT, the reading of the diagram as this board turned 90° "
        "clockwise, the relation the layouts README fixes for every Seafarers board and the one the printed text "
        "itself confirms for The Fog Island, Through the Desert, Cloth for Catan and The Pirate Islands 5-6: "
        "CHOSEN. The other option would be OTHER. Harbors: 11 tokens, 6 special 2:1 with wool twice and 5 generic "
        "3:1 (001:L2678), shuffled face down onto the 11 spots (001:L2700). The pirate 'starts on the sea hex marked "
        "with a pirate ship' (001:L1634), but the 5-6 diagram's mark is lost and JSettlers starts its 6-player "
        "pirate off the board, so the file leaves the pirate beside the board (the Seafarers default, 001:L1502) "
        "until a 7 or a knight first moves it. Land positions and harbor spots from JSettlers (shared layouts "
        "README); sea hexes follow the derived 56-hex Seafarers frame outline (16 sea hexes as in the table).")
    desc = desc.replace("OPT", str(OPTION)).replace("CHOSEN", chosen_text).replace("OTHER", other_text)
    m = meta("seafarers-heading-for-new-shores-5-6", "Seafarers – Heading for New Shores (5–6 players)", desc,
             ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
             {"setupShipAllowed": True, "pairedPlayers": True}, areas)
    m["victoryPoints"] = 14
    m["specialVictoryRules"] = [{
        "kind": "foreign_island_settlement", "points": 2,
        "description": "2 special victory points for each player's first settlement on each small island "
                       "(001:L1638)"}]
    return "seafarers-heading-for-new-shores-5-6.json", scenario_doc(m, hexes, harbors)
