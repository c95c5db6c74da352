#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Converts the official board layouts of shared/reference/layouts/ into Islewright scenario files.

Usage: tools/convert-layouts.py [--layouts DIR] [--out DIR]

The output is committed under scenarios/; Islewright never reads the reference layouts at run time.
The files are written exactly as model/ScenarioJson's writer would write them (sorted keys, two-space
indent, hexes in row-major order, canonical corners/edges, default-valued optional keys omitted), so
loading and saving a shipped file reproduces it byte for byte (tests/model/test_ScenarioJson).
"""
import argparse
import json
import os
import sys

DIRS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]  # E NE NW W SW SE (layouts README §1)

# RULES-DIGEST §2.1 / token-sequences.md
BASE_TOKENS = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11]  # letters A..R
FIVE_SIX_TOKENS = [2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2,
                   6]  # letters A..Y, Za, Zb, Zc


def add(h, d):
    return (h[0] + DIRS[d][0], h[1] + DIRS[d][1])


def canonical_corner(h, k):
    """(hex, corner) -> the canonical (hex, 1 = top point | 4 = bottom point), as model/CornerCoord."""
    q, r = h
    if k == 1:
        return (q, r), 1
    if k == 4:
        return (q, r), 4
    if k == 0:  # NE corner = bottom point of the NE neighbour
        return add(h, 1), 4
    if k == 2:  # NW corner = bottom point of the NW neighbour
        return add(h, 2), 4
    if k == 3:  # SW corner = top point of the SW neighbour
        return add(h, 4), 1
    return add(h, 5), 1  # SE corner = top point of the SE neighbour


def canonical_edge(h, d):
    if d < 3:
        return h, d
    return add(h, d), d - 3


def dump(obj):
    return json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def hex_entry(q, r, terrain, token=None, area=None):
    e = {"q": q, "r": r, "terrain": terrain}
    if token is not None:
        e["token"] = token
    if area:
        e["area"] = area
    return e


def sorted_hexes(hexes):
    return sorted(hexes, key=lambda e: (e["r"], e["q"]))


def harbor_entry(h, unassigned=False):
    return {"hex": list(h["hex"]), "facing": h["dir"], "type": "unassigned" if unassigned else h["type"]}


def scenario_doc(meta, hexes, harbors=None, markers=None, robber=None, pirate=None):
    board = {"hexes": sorted_hexes(hexes)}
    if harbors:
        board["harbors"] = harbors
    if markers:
        board["markers"] = markers
    if robber is not None:
        board["robber"] = list(robber)
    if pirate is not None:
        board["pirate"] = list(pirate)
    return {"formatVersion": 1, "scenario": meta, "board": board}


def meta(id_, title, description, products, players, rules=None, areas=None):
    m = {"id": id_, "title": title, "description": description, "author": "Catan GmbH / Catan Studio (official board)",
         "products": products, "players": {"min": players[0], "max": players[1]}, "victoryPoints": 10}
    if rules:
        m["rules"] = rules
    if areas:
        m["areas"] = areas
    return m


def counts(values):
    out = {}
    for v in values:
        out[v] = out.get(v, 0) + 1
    return out


def base_board(layout, variable, five_six):
    land = layout["hexes"]
    frame = [tuple(h) for h in layout["frame_sea_hexes"]]
    hexes = []
    for h in land:
        if variable:
            hexes.append(hex_entry(h["q"], h["r"], "unassigned", area="island"))
        else:
            token = {"value": h["number"]} if h["number"] is not None else None
            hexes.append(hex_entry(h["q"], h["r"], h["terrain"], token))
    for q, r in frame:
        hexes.append(hex_entry(q, r, "frame"))
    harbors = [harbor_entry(h, unassigned=variable) for h in layout["harbors"]]
    deserts = sorted(((h["r"], h["q"]) for h in land if h["terrain"] == "desert"))
    robber = None
    if not variable:
        robber = layout["robber"] or (deserts[0][1], deserts[0][0])
    return hexes, harbors, robber


def base_files(layouts):
    out = {}
    b34 = json.load(open(os.path.join(layouts, "base-beginner-3-4.json")))
    b56 = json.load(open(os.path.join(layouts, "base-beginner-5-6.json")))

    hexes, harbors, robber = base_board(b34, False, False)
    out["base-beginner-3-4.json"] = scenario_doc(
        meta("base-beginner-3-4", "CATAN – Starting Set-up for Beginners (3–4 players)",
             "The base game's beginner board (Almanac Illustration A / R; 001:L58–68, RULES-DIGEST §3.1): fixed "
             "terrain, number tokens and harbors, the robber on the central desert. Terrain, numbers, robber and "
             "harbor positions are verified; the harbor types rest on secondary sources (shared layouts README). "
             "Starting pieces are not part of the board.",
             ["base"], (3, 4)),
        hexes, harbors, robber=robber)

    hexes, harbors, _ = base_board(b34, True, False)
    land = [h for h in b34["hexes"]]
    island = {"id": "island", "name": "Catan",
              "terrainPool": counts(h["terrain"] for h in land),
              "tokenPool": sorted(BASE_TOKENS),
              "harborPool": counts(h["type"] for h in b34["harbors"]),
              "tokenPlacement": "spiral"}
    out["base-variable-3-4.json"] = scenario_doc(
        meta("base-variable-3-4", "CATAN – variable set-up (3–4 players)",
             "The base game's variable set-up (Almanac \"Set-up, Variable\"; 001:L692–731, RULES-DIGEST §3.2): the "
             "19 terrain hexes are shuffled onto the island, the 9 harbor pieces onto the frame's harbor spots, and "
             "the number tokens A–R are laid along the counter-clockwise spiral from any corner, skipping the "
             "desert; the robber starts on the desert.",
             ["base"], (3, 4), areas=[island]),
        hexes, harbors)

    hexes, harbors, robber = base_board(b56, False, True)
    out["base-beginner-5-6.json"] = scenario_doc(
        meta("base-beginner-5-6", "CATAN 5–6 – Starting Set-up for 5–6 New Players",
             "The CATAN 5–6 beginner board (001:L1075–1180, RULES-DIGEST §3.4): fixed terrain, the 28 CATAN 5–6 "
             "number tokens and 11 harbors. The rules let the robber start on either desert; this file puts it on "
             "the northern one. Paired-player turns (001:L1167). Numbers and harbor positions are checked against "
             "two sources; terrain, deserts and harbor types rest on one (shared layouts README).",
             ["base", "base-5-6"], (5, 6), rules={"pairedPlayers": True}),
        hexes, harbors, robber=robber)

    hexes, harbors, _ = base_board(b56, True, True)
    island = {"id": "island", "name": "Catan",
              "terrainPool": counts(h["terrain"] for h in b56["hexes"]),
              "tokenPool": sorted(FIVE_SIX_TOKENS),
              "harborPool": counts(h["type"] for h in b56["harbors"]),
              "tokenPlacement": "spiral", "spiral": {"sequence": "5-6"}}
    out["base-variable-5-6.json"] = scenario_doc(
        meta("base-variable-5-6", "CATAN 5–6 – variable set-up (5–6 players)",
             "The CATAN 5–6 experienced set-up (001:L1104–1120, RULES-DIGEST §3.4): all 30 terrain hexes shuffled "
             "onto the island, the tokens A–Y, Za, Zb, Zc laid along the counter-clockwise spiral from any corner "
             "hex, skipping the deserts; the robber starts on either desert. The 11 harbor pieces are shuffled onto "
             "the harbor spots (the rules' optional random-harbor variant, 001:L1120). Paired-player turns "
             "(001:L1167).",
             ["base", "base-5-6"], (5, 6), rules={"pairedPlayers": True}, areas=[island]),
        hexes, harbors)
    return out


def seafarers_frame_member(n, land):
    """Placement of the 7-row Seafarers frame family (layouts README §3) with n, n+1, n+2, n+1, n+2,
    n+1, n hexes that contains every land hex; returns the interior cells."""
    sizes = [n, n + 1, n + 2, n + 1, n + 2, n + 1, n]
    starts = [2, 1, 0, 1, 0, 1, 2]  # doubled columns
    fits = []
    min_r = min(r for _, r in land)
    for top in range(min_r - 6, min_r + 1):
        for x0 in range(-40, 40):
            cells = set()
            for i in range(7):
                r = top + i
                for k in range(sizes[i]):
                    x = x0 + starts[i] + 2 * k  # doubled x = 2q + r
                    if (x - r) % 2:
                        break
                    cells.add(((x - r) // 2, r))
            if len(cells) == 7 * n + 7 and land <= cells:
                fits.append(cells)
    if len(fits) != 1:
        sys.exit("expected exactly one frame placement, found %d" % len(fits))
    return fits[0]


def components(cells):
    left, out = set(cells), []
    while left:
        stack, comp = [left.pop()], set()
        while stack:
            c = stack.pop()
            comp.add(c)
            for d in range(6):
                n = add(c, d)
                if n in left:
                    left.remove(n)
                    stack.append(n)
        out.append(comp)
    return out


def pirate_islands(layouts, five_six):
    name = "seafarers-07-the-pirate-islands-5-6p.json" if five_six else "seafarers-07-the-pirate-islands.json"
    layout = json.load(open(os.path.join(layouts, name)))
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    if five_six:
        interior = set(land) | {tuple(c) for c in layout["sea_hexes"]}
        frame = {tuple(c) for c in layout["frame_sea_hexes"]}
    else:
        interior = seafarers_frame_member(6, set(land))  # 49 hexes = the rules' total (001:L2179)
        frame = {add(c, d) for c in interior for d in range(6)} - interior
    markers = []
    starts = set()
    for m in layout["markers"]:
        h = tuple(m["hex"])
        if "corner" in m:
            ch, k = canonical_corner(h, m["corner"])
            e = {"type": m["type"], "hex": list(ch), "corner": k}
            if m["type"] == "start_settlement":
                starts |= {c for c in [h, add(h, m["corner"]), add(h, (m["corner"] + 1) % 6)] if c in land}
        elif "dir" in m:
            eh, d = canonical_edge(h, m["dir"])
            e = {"type": m["type"], "hex": list(eh), "side": d}
        else:  # a marker on a hex (no_pirate_attack_hex)
            e = {"type": m["type"], "hex": list(h)}
        if m.get("player") is not None:
            e["player"] = m["player"]
        markers.append(e)
    # The start island is the land the starting settlements touch (the eastern island, 001:L2230).
    east = set()
    for comp in components(set(land)):
        if comp & starts:
            east |= comp
    hexes = []
    for c in interior | frame:
        q, r = c
        if c in land:
            h = land[c]
            token = {"value": h["number"]} if h["number"] is not None else None
            hexes.append(hex_entry(q, r, h["terrain"], token, "eastern-island" if c in east else "pirate-islands"))
        else:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
    for h in layout["harbors"]:
        assert tuple(h["hex"]) in interior | frame and tuple(h["hex"]) not in land, h
    harbors = [harbor_entry(h, unassigned=True) for h in layout["harbors"]]
    areas = [
        {"id": "eastern-island", "name": "Eastern island", "harborPool": layout["harbor_pool"]},
        {"id": "pirate-islands", "name": "Pirate islands", "startAllowed": False},
    ]
    products = ["base", "base-5-6", "seafarers", "seafarers-5-6"] if five_six else ["base", "seafarers"]
    rules = {"setupShipAllowed": True}
    if five_six:
        rules["pairedPlayers"] = True
    sid = "seafarers-pirate-islands-5-6" if five_six else "seafarers-pirate-islands-3-4"
    title = ("Seafarers 5–6 – The Pirate Islands (5–6 players)" if five_six
             else "Seafarers – The Pirate Islands (3–4 players)")
    desc = ("Seafarers scenario 7 (001:L2169–2296%s, RULES-DIGEST §4.1.7): the players start on the eastern "
            "island and build one shipping route each to their pirate fortress on the western islands. Terrain and "
            "numbers of every land hex are cross-checked (shared layouts README); the harbor tokens are shuffled onto "
            "the harbor spots. No robber; the pirate fleet starts on the marked hex and circles the two desert "
            "islands clockwise (its circuit is not part of the file format yet). Win: capture your fortress and "
            "have at least 10 VP. Sea hexes follow the derived Seafarers frame outline.") % (
        "; 5–6: 001:L2919–2950" if five_six else "")
    return sid + ".json", scenario_doc(meta(sid, title, desc, products, (5, 6) if five_six else (3, 4), rules, areas),
                                       hexes, harbors, markers, robber=None, pirate=tuple(layout["pirate"]))


def harbor_spots(layout, water_hexes, land, at_tribe_islands):
    """The layout's harbors as unassigned spots, each on a water hex of the board facing land: all at
    the Forgotten Tribe's small islands (their gifts) or none there (Cloth for Catan's villages)."""
    harbors = []
    for h in layout["harbors"]:
        water = tuple(h["hex"])
        assert water in water_hexes and water not in land, h
        assert (land[add(water, h["dir"])]["area"] == "tribe islands") == at_tribe_islands, h
        harbors.append(harbor_entry(h, unassigned=True))
    return harbors


def forgotten_tribe(layouts):
    """Seafarers scenario 5, The Forgotten Tribe (001:L1995–2083): one board for 3 and 4 players."""
    layout = json.load(open(os.path.join(layouts, "seafarers-05-the-forgotten-tribe.json")))
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


def cloth_for_catan(layouts):
    """Seafarers scenario 6, Cloth for Catan (001:L2085–2167): one board for 3 and 4 players."""
    layout = json.load(open(os.path.join(layouts, "seafarers-06-cloth-for-catan.json")))
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
    markers = []
    for m in layout["markers"]:
        assert m["type"] == "village", m
        ch, k = canonical_corner(tuple(m["hex"]), m["corner"])
        markers.append({"type": "village", "hex": list(ch), "corner": k, "number": m["number"]})
    # JSettlers' pirate start lies on the frame ring of the derived outline; the rules start the
    # pirate on a marked sea hex (001:L2147), so it moves one hex inward, as in scenarios 1-4.
    js_pirate = tuple(layout["pirate"])
    assert js_pirate in frame
    cq = sum(q for q, _ in interior) / len(interior)
    cr = sum(r for _, r in interior) / len(interior)

    def centre_distance(c):
        dq, dr = c[0] - cq, c[1] - cr
        return (abs(dq) + abs(dr) + abs(dq + dr)) / 2

    inward = sorted((centre_distance(add(js_pirate, d)), add(js_pirate, d)) for d in range(6)
                    if add(js_pirate, d) in interior and add(js_pirate, d) not in land)
    pirate = inward[0][1]
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


def new_world(layouts, five_six):
    """Seafarers scenario 9, New World (001:L2391–2459; 5-6: L3001–3040): a frame the deal fills at random."""
    name = "seafarers-09-new-world-5-6p.json" if five_six else "seafarers-09-new-world-3-4p.json"
    layout = json.load(open(os.path.join(layouts, name)))
    fill = layout["random_fill"]
    cells = {tuple(c) for c in fill["cells"]}
    frame = {tuple(c) for c in layout["frame_sea_hexes"]}
    size = 63 if five_six else 42
    assert len(cells) == size == sum(fill["terrain_pool"].values()), "hex total (001:L2401, L3008)"
    assert frame == {add(c, d) for c in cells for d in range(6)} - cells, "the frame rings the cells"
    tokens = sorted(int(v) for v, n in fill["token_pool"].items() for _ in range(n))
    land = size - fill["terrain_pool"]["sea"] - fill["terrain_pool"].get("desert", 0)
    # 3-4: one token per land hex (001:L2415). 5-6: the table lists 40 tokens for 39 numbered hexes
    # (001:L3008–3021, printed total 39): all 40 are shuffled and one stays unused.
    assert len(tokens) == land + (1 if five_six else 0), (len(tokens), land)
    hexes = [hex_entry(q, r, "unassigned", area="world") for q, r in cells]
    hexes += [hex_entry(q, r, "frame") for q, r in frame]
    assert layout["robber"] is None and layout["pirate"] is None  # beside the board (001:L2439)
    areas = [{"id": "world", "name": "New World", "terrainPool": fill["terrain_pool"],
              "tokenPool": tokens, "tokenPlacement": "random", "harborPool": layout["harbor_pool"],
              "harborsOnCoast": True}]
    common = (
        "Set-up: both settlements on any islands, with a road or, on the coast, a ship; the islands of your set-up "
        "settlements are your home islands (001:L2433–2435). The robber and the pirate wait beside the board and "
        "enter play when first moved (001:L2439). Special victory points: 1 Catan chit for your first settlement on "
        "each foreign island (001:L2443; CHITS). Win: 12 VP (001:L2447). The frame outline is the derived "
        "SIZE-hex Seafarers frame (shared layouts README); the printed diagram is lost. Generate a board with "
        "Board > Generate or islewright-cli generate; a playtest deals a new board for every game.")
    if five_six:
        desc = (
            "Seafarers 5-6 scenario 9 (001:L3001–3040, RULES-DIGEST §4.2), for 5 and 6 players: preparation and "
            "rules as in the 3-4 scenario (001:L3025–3035), a template that every deal fills at random. All 63 hexes "
            "inside the frame (21 sea, 3 deserts, 4 gold fields, 7 each of fields, hills, mountains, pasture and "
            "forest, 001:L3008–3021) are shuffled onto the board; the 40 number tokens of the table are shuffled and "
            "one goes on each of the 39 hexes that take one (the table's printed total is 39: one token stays "
            "unused), no 6 or 8 beside another (001:L2425, the file's deal constraint red-not-adjacent). The 11 "
            "harbors (6 special 2:1 with wool twice, 5 generic 3:1, 001:L3005) go onto random sides between land and "
            "a sea or frame hex (001:L2427), never on the same or adjacent sides (001:L2067). Paired players "
            "(001:L2596–2604): player 2 trades with the supply only, builds and does the scenario's actions. The "
            "robber starts beside the board although the deal makes deserts (robberStartsBesideBoard). "
            + common.replace("CHITS", "50 chits, 001:L3023").replace("SIZE", "63"))
        products = ["base", "base-5-6", "seafarers", "seafarers-5-6"]
        rules = {"setupShipAllowed": True, "pairedPlayers": True, "robberStartsBesideBoard": True}
        file_id, title, players = "seafarers-new-world-5-6", "Seafarers – New World (5–6 players)", (5, 6)
    else:
        desc = (
            "Seafarers scenario 9 (001:L2391–2459, RULES-DIGEST §4.1.9), for 3 and 4 players: a template that every "
            "deal fills at random. All 42 hexes inside the frame (19 sea, 5 fields, 4 hills, 4 mountains, 5 pasture, "
            "5 forest; no desert, no gold, 001:L2403–2413) are shuffled onto the board, and the 23 number tokens onto "
            "the land hexes at random, no 6 or 8 beside another (001:L2421–2425, the file's deal constraint "
            "red-not-adjacent). The 9 harbors (5 special 2:1, 4 generic 3:1, 001:L2399) go onto random sides between "
            "land and a sea or frame hex (001:L2427), never on the same or adjacent sides (the rulebook's one rule "
            "for placing a harbor, 001:L2067). "
            + common.replace("CHITS", "16 chits, 001:L2417").replace("SIZE", "42"))
        products = ["base", "seafarers"]
        rules = {"setupShipAllowed": True}
        file_id, title, players = "seafarers-new-world-3-4", "Seafarers – New World (3–4 players)", (3, 4)
    m = meta(file_id, title, desc, products, players, rules, areas)
    m["victoryPoints"] = 12
    m["dealConstraints"] = {"red-not-adjacent": True}
    m["specialVictoryRules"] = [{
        "kind": "foreign_island_settlement", "points": 1,
        "description": "1 special victory point for each player's first settlement on each foreign island "
                       "(001:L2443)"}]
    return file_id + ".json", scenario_doc(m, hexes)


def empty_sea():
    hexes = []
    for q in range(-4, 5):
        for r in range(-4, 5):
            d = max(abs(q), abs(r), abs(q + r))
            if d <= 3:
                hexes.append(hex_entry(q, r, "sea"))
            elif d == 4:
                hexes.append(hex_entry(q, r, "frame"))
    m = meta("empty-sea", "Empty sea (template)",
             "A template to start a new map from: 37 sea hexes inside a frame ring of 24 positions.",
             ["base"], (3, 4))
    m["author"] = "Islewright"
    return scenario_doc(m, hexes)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layouts", default=os.path.join(here, "..", "..", "shared", "reference", "layouts"))
    ap.add_argument("--out", default=os.path.join(here, "..", "scenarios"))
    args = ap.parse_args()
    files = base_files(args.layouts)
    for five_six in (False, True):
        name, doc = pirate_islands(args.layouts, five_six)
        files[name] = doc
    for make in (forgotten_tribe, cloth_for_catan):
        name, doc = make(args.layouts)
        files[name] = doc
    for five_six in (False, True):
        name, doc = new_world(args.layouts, five_six)
        files[name] = doc
    files["empty-sea.json"] = empty_sea()
    os.makedirs(args.out, exist_ok=True)
    for name, doc in sorted(files.items()):
        with open(os.path.join(args.out, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(dump(doc))
        print("wrote", os.path.join(args.out, name))


if __name__ == "__main__":
    main()
