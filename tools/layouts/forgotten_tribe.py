# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers scenario 5, The Forgotten Tribe."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


def forgotten_tribe(layouts, five_six=False):
    """Seafarers scenario 5, The Forgotten Tribe (001:L1995–2083): one board for 3 and 4 players;
    five_six: the Seafarers 5–6 board (001:L2836–2870), whose rules are the 3–4 ones."""
    if five_six:
        return forgotten_tribe_5_6(layouts)
    layout = load_layout(layouts, "seafarers-05-the-forgotten-tribe.json")
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    interior = seafarers_frame_member(6, set(land))  # 49 hexes = the rules' total (001:L2005–2019)
    frame = {add(c, d) for c in interior for d in range(6)} - interior
    assert len(interior) - len(land) == 19, "19 sea hexes (001:L2005–2019)"
    main_tokens = {(1, 3): 3, (0, 5): 11}  # the printed pair whose order the text does not fix
    hexes = []
    for c in interior | frame:
        q, r = c
        if c not in land:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
            continue
        h = land[c]
        if h["area"] == "main":
            value = h["number"] if h["number"] is not None else main_tokens[c]
            hexes.append(hex_entry(q, r, "unassigned", {"value": value}, "main"))
        else:
            assert h["number"] is None and h["terrain"], h  # no tokens on the small islands (001:L2031)
            hexes.append(hex_entry(q, r, h["terrain"], None, "tribe-islands"))
    harbors = harbor_spots(layout, interior | frame, land, at_tribe_islands=True)
    markers = gift_markers(layout)
    pirate = tuple(layout["pirate"])
    assert pirate in interior and pirate not in land
    deserts = sorted((r, q) for (q, r), h in land.items() if h["terrain"] == "desert")
    robber = (deserts[0][1], deserts[0][0])
    areas = [
        {"id": "main", "name": "Main island", "terrainPool": layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"]},
        {"id": "tribe-islands", "name": "Small islands of the Forgotten Tribe", "startAllowed": False,
         "settlementsAllowed": False, "robberAllowed": False, "harborPool": layout["harbor_pool"]},
    ]
    desc = (
        "Seafarers scenario 5 (001:L1995–2083, RULES-DIGEST §4.1.5). One file for 3 and 4 players: the rules give one "
        "component list and one set-up for both (001:L2001–2031). Set-up: both start settlements on the big main "
        "island, with a road or, on the coast, a ship (001:L2037–2039); no settlement may ever be built on the small "
        "islands, which get no number tokens (001:L2031, L2041). The robber starts on a desert (the file puts it on "
        "the northern one) and may never be moved onto the small islands nor back to the desert it started on; on a "
        "7 (or a knight, 001:L1505) either the robber or the pirate moves; the pirate starts on its marked sea hex "
        "(001:L2045–2051). Gifts of the tribe: the first ship built or moved onto a marked coast edge takes what lies "
        "there (001:L2055–2069) — 8 Catan chits worth 1 VP each; 4 development cards (the deck's top cards, drawn "
        "when taken, not playable that turn); 6 harbors (5 special 2:1 and one 3:1, shuffled onto their spots, "
        "001:L2001–2003, L2028), which the taker places at once on a coast edge beside one of their settlements, never on "
        "or beside another harbor's edge, or keeps until a coastal settlement gives one a place; usable at once "
        "(001:L2067–2069). Win: 13 VP on your turn (001:L2073). Terrain (001:L2005–2019): 19 sea, 3 deserts, 2 gold "
        "fields, 5 each of fields, hills, mountains, pasture and forest. The small islands' terrain, the land "
        "positions, harbor spots, gift edges and pirate start are JSettlers' (shared layouts README); the number "
        "tokens are the printed ones, except that the text does not fix which of the hexes (1,3) and (0,5) has the 3 "
        "and which the 11 (this file: 3 at (1,3), 11 at (0,5)). The printed terrain of the 18 main-island hexes is "
        "lost: it is drawn at set-up from the main island's pool (4 fields, 3 hills, 3 mountains, 4 pasture, 4 "
        "forest), which the rules' variable set-up allows (001:L2077). Sea hexes follow the derived Seafarers frame "
        "outline (49 hexes, 001:L2005–2019).")
    m = meta("seafarers-forgotten-tribe-3-4", "Seafarers – The Forgotten Tribe (3–4 players)", desc,
             ["base", "seafarers"], (3, 4), {"setupShipAllowed": True, "robberNeverReturnsToStart": True}, areas)
    m["victoryPoints"] = 13
    return "seafarers-forgotten-tribe-3-4.json", scenario_doc(m, hexes, harbors, markers, robber=robber, pirate=pirate)


def forgotten_tribe_5_6(layouts):
    """Seafarers 5–6 scenario 5, The Forgotten Tribe (001:L2836–2870): components from the 5–6 table
    (001:L2840–2858), preparation, rules and variable set-up as in the 3–4 scenario (001:L2862–2870)."""
    layout = load_layout(layouts, "seafarers-05-the-forgotten-tribe-5-6p.json")
    land, interior, frame = layout_outline(layout, 63, 22, "001:L2846–2854")
    hexes, main_tokens, known = [], [], []
    for c in interior | frame:
        q, r = c
        if c not in land:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
            continue
        h = land[c]
        if h["area"] == "main":
            assert h["terrain"] is None and h["number"] is not None, h
            main_tokens.append(h["number"])
            hexes.append(hex_entry(q, r, "unassigned", {"value": h["number"]}, "main"))
        else:
            assert h["number"] is None and h["terrain"], h  # no tokens on the small islands (001:L2031)
            known.append(h["terrain"])
            hexes.append(hex_entry(q, r, h["terrain"], None, "tribe-islands"))
    # The 5–6 table (001:L2846–2856): 29 tokens, one per main-island hex; 41 land hexes.
    assert counts(main_tokens) == {2: 1, 3: 4, 4: 4, 5: 4, 6: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 1}
    pool = layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"]
    terrain = counts(known)
    for t, n in pool.items():
        terrain[t] = terrain.get(t, 0) + n
    assert terrain == {"desert": 4, "gold": 3, "fields": 7, "hills": 7, "mountains": 6, "pasture": 7,
                       "forest": 7}, terrain
    assert sum(pool.values()) == len(main_tokens) == 29
    harbors = harbor_spots(layout, interior | frame, land, at_tribe_islands=True)
    assert len(harbors) == sum(layout["harbor_pool"].values()) == 8, "8 harbors, 5 + 3 (001:L2840)"
    markers = gift_markers(layout)
    chits = sum(m["type"] == "catan_chit_vp" for m in markers)
    cards = sum(m["type"] == "development_card" for m in markers)
    assert (chits, cards) == (10, 6), (chits, cards)  # 10 chits (001:L2858); JSettlers' 6 card spots
    pirate = tuple(layout["pirate"])
    assert pirate in interior and pirate not in land
    deserts = sorted((r, q) for (q, r), h in land.items() if h["terrain"] == "desert")
    robber = (deserts[0][1], deserts[0][0])
    areas = [
        {"id": "main", "name": "Main island", "terrainPool": pool},
        {"id": "tribe-islands", "name": "Small islands of the Forgotten Tribe", "startAllowed": False,
         "settlementsAllowed": False, "robberAllowed": False, "harborPool": layout["harbor_pool"]},
    ]
    desc = (
        "Seafarers 5–6 scenario 5 (001:L2836–2870, RULES-DIGEST §4.2), for 5 and 6 players: preparation, rules "
        "and variable set-up as in the 3–4 scenario (001:L2862–2870, i.e. 001:L1995–2083), with the 5–6 "
        "components (001:L2840–2858): 63 hexes = 22 sea, 4 deserts, 3 gold fields, 7 fields, 7 hills, 6 "
        "mountains, 7 pasture, 7 forest; 29 number tokens, one on each hex of the big main island (the small "
        "islands get none, 001:L2031); 8 harbors (5 special 2:1, 3 generic 3:1) and 10 Catan chits. Set-up: both "
        "start settlements on the big main island, with a road or, on the coast, a ship (001:L2037–2039); no "
        "settlement may ever be built on the small islands (001:L2041). The robber starts on a desert — all 4 lie "
        "on the small islands; the file puts it on the northern one, ROBBER — and may never be moved onto the "
        "small islands nor back to the desert it started on; on a 7 (or a knight, 001:L1505) either the robber "
        "or the pirate moves; the pirate starts on its marked sea hex (001:L2045–2051). Gifts of the tribe: the "
        "first ship built or moved onto a marked coast edge takes what lies there (001:L2055–2069) — 10 Catan "
        "chits worth 1 VP each (001:L2858); 6 development cards (the deck's top cards, drawn when taken, not "
        "playable that turn; the 3–4 text the 5–6 book refers to says 4 cards, 001:L2029, the 5–6 table lists "
        "none and JSettlers' 6-player board marks 6 spots, which the file follows); 8 harbors, shuffled onto "
        "their spots (001:L2028, L2582–2594), which the taker places at once on a coast edge beside one of their "
        "settlements, never on or beside another harbor's edge, or keeps until a coastal settlement gives one a "
        "place; usable at once (001:L2067–2069). Paired players (001:L1179–1224, L2596–2604): player 2 trades "
        "with the supply only, builds, and takes gifts with ships like player 1. Win: 13 VP on your turn "
        "(001:L2073). The land positions, the small islands' terrain, harbor spots, gift edges and pirate start "
        "are JSettlers' 6-player board (shared layouts README); the number tokens are the printed ones (the "
        "printed pattern is fixed; whether it sits turned by 180° against the JSettlers-only pieces is not). The "
        "printed terrain of the 29 main-island hexes is lost: it is drawn at set-up from the main island's pool "
        "(6 fields, 6 hills, 5 mountains, 5 pasture, 7 forest), which the rules' variable set-up allows "
        "(001:L2077). Sea hexes follow the derived Seafarers frame outline (63 hexes, 001:L2854).")
    desc = desc.replace("ROBBER", "(%d,%d)" % robber)
    m = meta("seafarers-forgotten-tribe-5-6", "Seafarers – The Forgotten Tribe (5–6 players)", desc,
             ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
             {"setupShipAllowed": True, "pairedPlayers": True, "robberNeverReturnsToStart": True}, areas)
    m["victoryPoints"] = 13
    return "seafarers-forgotten-tribe-5-6.json", scenario_doc(m, hexes, harbors, markers, robber=robber,
                                                             pirate=pirate)


def gift_markers(layout):
    """The layout's gift markers (Catan chits, development cards) on canonical edges; no two gifts and
    no gift and harbor share an edge."""
    markers, edges = [], set()
    for m in layout["markers"]:
        eh, d = canonical_edge(tuple(m["hex"]), m["dir"])
        assert (eh, d) not in edges, m
        edges.add((eh, d))
        markers.append({"type": m["type"], "hex": list(eh), "side": d})
    for h in layout["harbors"]:
        e = canonical_edge(tuple(h["hex"]), h["dir"])
        assert e not in edges, h
        edges.add(e)
    return markers
