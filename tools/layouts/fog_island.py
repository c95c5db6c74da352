# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers 5–6 scenario 3, The Fog Island (the 3 and 4 player files predate this tool)."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)

# Table 001:L2764–2776: face-up hexes and tokens, face-down stacks.
FACE_UP_TERRAIN = {"sea": 12, "desert": 1, "gold": 2, "fields": 5, "hills": 5, "mountains": 5, "pasture": 4,
                   "forest": 4}
FACE_UP_TOKENS = {2: 1, 3: 3, 4: 3, 5: 2, 6: 3, 8: 3, 9: 2, 10: 3, 11: 3, 12: 2}
STACK_TERRAIN = {"sea": 12, "gold": 1, "fields": 2, "hills": 2, "mountains": 2, "pasture": 3, "forest": 3}
STACK_TOKENS = {2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 8: 1, 9: 2, 10: 1, 11: 1, 12: 1}
HARBORS = {"3:1": 4, "brick": 1, "lumber": 1, "wool": 1, "grain": 1, "ore": 1}  # 001:L2760
# The desert is one of two main-island hexes; the printed 3 lies on the other (shared layouts file,
# unresolved_alternatives). The file takes the option in which no two equal numbers touch: a 3 on
# (4,1) would touch the printed 3 on (3,1).
DESERT = (4, 1)


def fog_island_5_6(layouts):
    """Seafarers 5-6 scenario 3 (001:L2756–2790; rules of the 3-4 scenario, 001:L1778–1862)."""
    layout = load_layout(layouts, "seafarers-03-the-fog-island-5-6p.json")
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    sea = {tuple(c) for c in layout["sea_hexes"]}
    frame = {tuple(c) for c in layout["frame_sea_hexes"]}
    interior = seafarers_frame_member(8, set(land))  # 63 hexes = 38 face-up + 25 face-down (001:L2774)
    assert interior == set(land) | sea and frame == {add(c, d) for c in interior for d in range(6)} - interior
    fog = {c for c, h in land.items() if h["terrain"] == "fog"}
    gold = {c for c, h in land.items() if h["area"] == "gold corners"}
    main = {c for c, h in land.items() if h["area"] == "main island"}
    assert set(land) == fog | gold | main
    assert len(sea) == FACE_UP_TERRAIN["sea"] and len(fog) == sum(STACK_TERRAIN.values())
    assert len(main) + len(gold) == sum(FACE_UP_TERRAIN.values()) - FACE_UP_TERRAIN["sea"]
    assert all(land[c]["terrain"] == "gold" for c in gold) and len(gold) == FACE_UP_TERRAIN["gold"]
    # The desert: one of the two candidates, the printed 3 on the other.
    options = layout["unresolved_alternatives"]["options"]
    chosen = [o for o in options if {"hex": list(DESERT), "value": "desert"} in o]
    assert len(chosen) == 1
    numbers = {c: land[c]["number"] for c in main | gold}
    for e in chosen[0]:
        c = tuple(e["hex"])
        assert land[c].get("desert_candidate")
        numbers[c] = None if e["value"] == "desert" else e["value"]
    assert sorted(v for v in numbers.values() if v is not None) == sorted(
        v for v, n in FACE_UP_TOKENS.items() for _ in range(n))
    assert [c for c, v in numbers.items() if v is None] == [DESERT]
    # Why this option: the printed 3 on (4,1) would touch the printed 3 on (3,1); on (3,3) it touches none.
    assert numbers[(3, 1)] == 3 and add(DESERT, 3) == (3, 1)
    assert not any(numbers.get(add(c, d)) == numbers[c] for c in main | gold for d in range(6) if numbers[c])
    pool = layout["terrain_pools"][1]
    assert pool["face_down_stack"] == STACK_TERRAIN
    assert {int(v): n for v, n in pool["face_down_tokens"].items()} == STACK_TOKENS
    main_pool = {t: n for t, n in FACE_UP_TERRAIN.items() if t not in ("sea", "desert", "gold")}
    assert sum(main_pool.values()) == len(main) - 1
    assert layout["harbor_pool"] == HARBORS
    for h in layout["harbors"]:
        assert tuple(h["hex"]) in sea | frame and add(tuple(h["hex"]), h["dir"]) in main, h
    pirate = tuple(layout["pirate"])
    assert pirate in sea
    twelves = sorted(((c[1], c[0]) for c in main if numbers[c] == 12))
    assert len(twelves) == FACE_UP_TOKENS[12]
    robber = (twelves[0][1], twelves[0][0])  # the northern 12

    hexes = []
    for c in interior | frame:
        q, r = c
        if c in fog:
            hexes.append(hex_entry(q, r, "fog", area="fog"))
        elif c in gold:
            hexes.append(hex_entry(q, r, "gold", {"value": numbers[c]}, "gold-corners"))
        elif c == DESERT:
            hexes.append(hex_entry(q, r, "desert", area="main"))
        elif c in main:
            hexes.append(hex_entry(q, r, "unassigned", {"value": numbers[c]}, "main"))
        else:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
    harbors = [harbor_entry(h, unassigned=True) for h in layout["harbors"]]
    areas = [
        {"id": "main", "name": "Main island", "terrainPool": main_pool, "harborPool": HARBORS},
        {"id": "gold-corners", "name": "Gold corners", "startAllowed": False},
        {"id": "fog", "name": "Fog", "startAllowed": False, "terrainPool": STACK_TERRAIN,
         "tokenPool": sorted(v for v, n in STACK_TOKENS.items() for _ in range(n)), "tokenPlacement": "random"},
    ]
    other = [tuple(e["hex"]) for e in chosen[0] if e["value"] != "desert"][0]
    desc = (
        "Seafarers 5-6 scenario 3 (001:L2756–2790, RULES-DIGEST §4.2), for 5 and 6 players; its preparation, "
        "additional rules and variable set-up are those of the 3-4 scenario (001:L2780–2790, L1824–1862). "
        "Set-up: both start settlements (with a road or, on the coast, a ship) on the face-up island (001:L1836–"
        "1838: 'the upper and/or lower island'; the 5-6 board has one face-up island, and the two gold corners are "
        "single gold hexes amid the fog at the frame's corners where JSettlers lets no one start either). The "
        "white '?' hexes start as fog (001:L1828): the fog area's terrain pool is the face-down hex stack and its "
        "token pool the face-down number tokens (table 001:L2764–2776: 12 sea, 1 gold, 2 fields, 2 hills, 2 "
        "mountains, 3 pasture, 3 forest; tokens 2, 2, 3, 4, 5, 5, 6, 8, 9, 9, 10, 11, 12). A ship or road that "
        "reaches an intersection of a fog hex turns up the top hex; land also takes the top token and gives its "
        "builder 1 resource of that hex, sea gives nothing (001:L1850–1854); with paired players (001:L2596–2604) "
        "player 2 discovers too, as a scenario action of its build phase. Win: 12 VP on your turn; there are no "
        "special victory points (001:L1858; no Catan chits, 001:L2778). Face-up (table 001:L2764–2776): 12 sea, 1 "
        "desert, 2 gold fields, 5 fields, 5 hills, 5 mountains, 4 pasture, 4 forest; the number tokens are the "
        "printed ones of the 5-6 diagram (seed 000), and the gold corners' gold terrain and numbers (4 and 10) "
        "agree with JSettlers (shared layouts README). The printed text leaves the desert on one of two hexes, the "
        "printed 3 on the other (unresolved_alternatives): this file puts the desert on DESERT and the 3 on OTHER, "
        "the option in which no two equal numbers touch (a 3 on DESERT would touch the printed 3 on (3,1))."
        " The printed terrain of the other 23 face-up island hexes is lost, so it is drawn at set-up from "
        "the pool of 5 fields, 5 hills, 5 mountains, 4 pasture and 4 forest (the rules allow redistributing the "
        "terrain within the island's contour, 001:L1862). The robber 'starts on the hex with a 12' (001:L1846); the "
        "5-6 diagram has two 12s, and the file puts it on the northern one, ROBBER (JSettlers starts it on the "
        "desert instead); the hex keeps its printed 12 whatever terrain is dealt there. The pirate starts on the "
        "sea hex marked with a pirate ship (001:L1844): the printed mark is lost, and the file uses JSettlers' "
        "6-player start PIRATE, a sea hex inside the frame. Harbors: 9 tokens, 5 special 2:1 (one per resource) "
        "and 4 generic 3:1 (001:L2760), shuffled face down onto the 9 spots (001:L2582, L2594). Land and fog positions "
        "and harbor spots from JSettlers (shared layouts README); sea hexes follow the derived 63-hex Seafarers "
        "frame outline (12 face-up sea hexes as in the table); the 25 fog hexes fill the 25 places of the stack.")
    desc = (desc.replace("DESERT", "(%d,%d)" % DESERT).replace("OTHER", "(%d,%d)" % other)
            .replace("ROBBER", "(%d,%d)" % robber).replace("PIRATE", "(%d,%d)" % pirate))
    m = meta("seafarers-fog-island-5-6", "Seafarers – The Fog Island (5–6 players)", desc,
             ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
             {"setupShipAllowed": True, "pairedPlayers": True, "fogRevealReward": True}, areas)
    m["victoryPoints"] = 12
    return "seafarers-fog-island-5-6.json", scenario_doc(m, hexes, harbors, robber=robber, pirate=pirate)
