# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers scenario 6, Cloth for Catan."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


def cloth_for_catan(layouts, five_six=False):
    """Seafarers scenario 6, Cloth for Catan (001:L2085–2167): one board for 3 and 4 players;
    five_six: the Seafarers 5–6 board (001:L2876–2913), the 3–4 rules with 12 villages."""
    if five_six:
        return cloth_for_catan_5_6(layouts)
    layout = load_layout(layouts, "seafarers-06-cloth-for-catan.json")
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    interior = seafarers_frame_member(5, set(land))  # 42 hexes = the rules' total (001:L2107)
    frame = {add(c, d) for c in interior for d in range(6)} - interior
    assert len(interior) - len(land) == 18, "18 sea hexes (001:L2099)"
    hexes = []
    for c in interior | frame:
        q, r = c
        if c not in land:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
            continue
        h = land[c]
        if h["area"] == "tribe islands":
            assert h["number"] is None and h["terrain"], h  # the villages carry the tokens
            hexes.append(hex_entry(q, r, h["terrain"], None, "tribe-islands"))
        else:
            token = {"value": h["number"]}
            hexes.append(hex_entry(q, r, h["terrain"] or "unassigned", token, "main"))
    harbors = harbor_spots(layout, interior | frame, land, at_tribe_islands=False)
    markers = village_markers(layout)
    # JSettlers' pirate start lies on the frame ring of the derived outline; the rules start the
    # pirate on a marked sea hex (001:L2147), so it moves one hex inward, as in scenarios 1-4.
    js_pirate = tuple(layout["pirate"])
    pirate = pirate_inward(js_pirate, interior, frame, land)
    robber = tuple(layout["robber"])
    assert land[robber]["terrain"] == "fields" and land[robber]["number"] == 12
    pool = dict(layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"])
    areas = [
        {"id": "main", "name": "Main islands", "terrainPool": pool, "harborPool": layout["harbor_pool"]},
        {"id": "tribe-islands", "name": "Islands of the Forgotten Tribe", "startAllowed": False,
         "settlementsAllowed": False, "robberAllowed": False},
    ]
    desc = (
        "Seafarers scenario 6 (001:L2085–2167, RULES-DIGEST §4.1.6). One file for 3 and 4 players: the rules give one "
        "component list and one set-up for both (001:L2091–2117). The 8 villages of the Forgotten Tribe are the number "
        "tokens on the intersections of the 4 small central islands, with 5 bolts of cloth (Catan chits) beside each "
        "and 10 in a general supply (001:L2117); nobody may ever settle on those islands (001:L2127). Set-up: two "
        "settlements with a road or, on the coast, a ship (001:L2123–2125), then a third, again from the first player "
        "clockwise, with its road or ship; the starting resources come from the third (001:L2127). A shipping route "
        "from your settlement or city to a village opens trade relations: 1 cloth at once and 1 more whenever its "
        "number is rolled; a village that runs short is topped up from the general supply, an empty one gives nothing; "
        "2 cloth = 1 VP (001:L2131–2137). Routes to villages are closed (001:L2141). The robber starts on the fields "
        "hex with the 12 and never enters the small islands (001:L2145); the pirate may be moved only by a player with "
        "a route to a village (001:L2147) and takes a resource card or a bolt of cloth (001:L2149); PIRATE_NOTE "
        "No VP for the Longest Trade Route (001:L2153). Win: 14 VP on your turn, or, once 3 or fewer villages still "
        "have cloth, the most VP, a tie going to more cloth (001:L2163). Terrain (001:L2099–2107): 18 sea, 2 deserts "
        "and 2 gold fields (the small islands, as JSettlers lays them), 5 fields, 3 hills, 4 each of mountains, "
        "pasture and forest. The number tokens and village numbers are the printed ones; the printed terrain of the "
        "main islands is lost except the robber's fields hex, so the other 19 are drawn at set-up from the pool (4 "
        "fields, 3 hills, 4 mountains, 4 pasture, 4 forest), which the rules' variable set-up allows (001:L2167). Land "
        "positions and harbor spots are JSettlers' (shared layouts README); the 9 harbor tokens (5 special 2:1, 4 "
        "generic 3:1, 001:L2091–2093) are shuffled onto their spots. Sea hexes follow the derived Seafarers frame "
        "outline (42 hexes).")
    desc = desc.replace("PIRATE_NOTE", (
        "its printed start hex is lost, and JSettlers' start %s lies on the frame ring of the derived outline, so "
        "the file starts it one hex inward on the adjacent sea hex %s nearest the board's centre.") % ("(%d,%d)" % js_pirate, "(%d,%d)" % pirate))
    m = meta("seafarers-cloth-for-catan-3-4", "Seafarers – Cloth for Catan (3–4 players)", desc,
             ["base", "seafarers"], (3, 4), {"setupShipAllowed": True}, areas)
    m["victoryPoints"] = 14
    return "seafarers-cloth-for-catan-3-4.json", scenario_doc(m, hexes, harbors, markers, robber=robber,
                                                             pirate=pirate)


def village_markers(layout):
    """The villages: number tokens on intersections (001:L2117), on canonical corners."""
    markers = []
    for m in layout["markers"]:
        assert m["type"] == "village", m
        ch, k = canonical_corner(tuple(m["hex"]), m["corner"])
        markers.append({"type": "village", "hex": list(ch), "corner": k, "number": m["number"]})
    return markers


def pirate_inward(js_pirate, interior, frame, land):
    """JSettlers' pirate start lies on the frame ring of the derived outline; the rules start the
    pirate on a marked sea hex (001:L2147), so it moves one hex inward, to the adjacent sea hex
    nearest the board's centre, as in scenarios 1-4."""
    assert js_pirate in frame
    cq = sum(q for q, _ in interior) / len(interior)
    cr = sum(r for _, r in interior) / len(interior)

    def centre_distance(c):
        dq, dr = c[0] - cq, c[1] - cr
        return (abs(dq) + abs(dr) + abs(dq + dr)) / 2

    inward = sorted((centre_distance(add(js_pirate, d)), add(js_pirate, d)) for d in range(6)
                    if add(js_pirate, d) in interior and add(js_pirate, d) not in land)
    return inward[0][1]


def cloth_for_catan_5_6(layouts):
    """Seafarers 5–6 scenario 6, Cloth for Catan (001:L2876–2913): components from the 5–6 table
    (001:L2880–2898), the 3–4 rules with 12 villages and the robber on the fields 11 (001:L2902–2905)."""
    layout = load_layout(layouts, "seafarers-06-cloth-for-catan-5-6p.json")
    land, interior, frame = layout_outline(layout, 56, 24, "001:L2886–2894")
    hexes, hex_tokens, known = [], [], []
    for c in interior | frame:
        q, r = c
        if c not in land:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
            continue
        h = land[c]
        if h["area"] == "tribe islands":
            assert h["number"] is None and h["terrain"], h  # the villages carry the tokens
            known.append(h["terrain"])
            hexes.append(hex_entry(q, r, h["terrain"], None, "tribe-islands"))
        else:
            assert h["number"] is not None, h
            hex_tokens.append(h["number"])
            if h["terrain"]:
                known.append(h["terrain"])
            hexes.append(hex_entry(q, r, h["terrain"] or "unassigned", {"value": h["number"]}, "main"))
    harbors = harbor_spots(layout, interior | frame, land, at_tribe_islands=False)
    assert len(harbors) == sum(layout["harbor_pool"].values()) == 11, "11 harbors, 6 + 5 (001:L2880)"
    markers = village_markers(layout)
    assert len(markers) == 12, "12 villages (001:L2904)"
    # The 5–6 table (001:L2886–2896): 38 tokens = the main islands' 26 hexes + the 12 villages.
    assert counts(hex_tokens + [m["number"] for m in markers]) == {
        2: 3, 3: 4, 4: 4, 5: 4, 6: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 3}
    pool = dict(layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"])
    terrain = counts(known)
    for t, n in pool.items():
        terrain[t] = terrain.get(t, 0) + n
    assert terrain == {"desert": 4, "gold": 2, "fields": 6, "hills": 4, "mountains": 5, "pasture": 5,
                       "forest": 6}, terrain
    js_pirate = tuple(layout["pirate"])
    pirate = pirate_inward(js_pirate, interior, frame, land)
    robber = tuple(layout["robber"])
    assert land[robber]["terrain"] == "fields" and land[robber]["number"] == 11  # 001:L2905
    areas = [
        {"id": "main", "name": "Main islands", "terrainPool": pool, "harborPool": layout["harbor_pool"]},
        {"id": "tribe-islands", "name": "Islands of the Forgotten Tribe", "startAllowed": False,
         "settlementsAllowed": False, "robberAllowed": False},
    ]
    desc = (
        "Seafarers 5–6 scenario 6 (001:L2876–2913, RULES-DIGEST §4.2), for 5 and 6 players: preparation, rules "
        "and variable set-up as in the 3–4 scenario (001:L2085–2167) with two exceptions (001:L2902–2905): 12 "
        "villages with 5 bolts of cloth (Catan chits) each and a general supply of 10 (70 chits, 001:L2898), and "
        "the robber starts on the fields hex with the 11. Components (001:L2880–2896): 56 hexes = 24 sea, 4 "
        "deserts, 2 gold fields, 6 fields, 4 hills, 5 mountains, 5 pasture, 6 forest; 38 number tokens = one on "
        "each of the 26 hexes of the two main islands + the 12 villages; 11 harbors (6 special 2:1 with wool "
        "twice, 5 generic 3:1). The villages are the number tokens on the top and bottom intersections of the 6 "
        "one-hex islands of the Forgotten Tribe in the middle (4 deserts, 2 gold fields, no hex tokens); nobody "
        "may ever settle on those islands (001:L2127). Set-up: two settlements with a road or, on the coast, a "
        "ship (001:L2123–2125), then a third, again from the first player clockwise, with its road or ship; the "
        "starting resources come from the third (001:L2127). A shipping route from your settlement or city to a "
        "village opens trade relations: 1 cloth at once and 1 more whenever its number is rolled; a village that "
        "runs short is topped up from the general supply, an empty one gives nothing; 2 cloth = 1 VP "
        "(001:L2131–2137). Routes to villages are closed (001:L2141). The robber never enters the small islands "
        "(001:L2145); the pirate may be moved only by a player with a route to a village (001:L2147) and takes a "
        "resource card or a bolt of cloth (001:L2149); PIRATE_NOTE No VP for the Longest Trade Route "
        "(001:L2153). Paired players (001:L1179–1224, L2596–2604): player 2 trades with the supply only, builds, "
        "and opens trade relations like player 1. Win: 14 VP on your turn, or, once 3 or fewer villages still "
        "have cloth, the most VP, a tie going to more cloth (001:L2163; the 5–6 book keeps the 3–4 rule, so the "
        "threshold stays 3 of the 12 villages). The number tokens and village numbers are the printed ones "
        "(JSettlers' 12 village numbers agree); the printed terrain of the main islands is lost except the "
        "robber's fields hex, so the other 25 are drawn at set-up from the pool (5 fields, 4 hills, 5 mountains, "
        "5 pasture, 6 forest), which the rules' variable set-up allows (001:L2167). Land positions, the small "
        "islands' terrain (which of them are gold is JSettlers-only) and harbor spots are JSettlers' 6-player "
        "board (shared layouts README); the 11 harbor tokens are shuffled onto their spots, all at the main "
        "islands (001:L2582–2594). Sea hexes follow the derived Seafarers frame outline (56 hexes).")
    desc = desc.replace("PIRATE_NOTE", (
        "its printed start hex is lost, and JSettlers' start %s lies on the frame ring of the derived outline, so "
        "the file starts it one hex inward on the adjacent sea hex %s nearest the board's centre.") % ("(%d,%d)" % js_pirate, "(%d,%d)" % pirate))
    m = meta("seafarers-cloth-for-catan-5-6", "Seafarers – Cloth for Catan (5–6 players)", desc,
             ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
             {"setupShipAllowed": True, "pairedPlayers": True}, areas)
    m["victoryPoints"] = 14
    return "seafarers-cloth-for-catan-5-6.json", scenario_doc(m, hexes, harbors, markers, robber=robber,
                                                             pirate=pirate)
