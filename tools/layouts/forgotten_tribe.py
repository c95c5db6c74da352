# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers scenario 5, The Forgotten Tribe."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


def forgotten_tribe(layouts):
    """Seafarers scenario 5, The Forgotten Tribe (001:L1995–2083): one board for 3 and 4 players."""
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
