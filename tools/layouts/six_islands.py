# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers 5–6 scenario 2, The Six Islands (the 5–6 board of The Four Islands)."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


def sea_hex_inward(start, interior, land):
    """The sea hex beside `start` (a frame-ring hex) nearest the centre of the interior cells."""
    cq = sum(q for q, _ in interior) / len(interior)
    cr = sum(r for _, r in interior) / len(interior)

    def centre_distance(c):
        dq, dr = c[0] - cq, c[1] - cr
        return (abs(dq) + abs(dr) + abs(dq + dr)) / 2

    inward = sorted((centre_distance(add(start, d)), add(start, d)) for d in range(6)
                    if add(start, d) in interior and add(start, d) not in land)
    assert len(inward) >= 1 and (len(inward) == 1 or inward[0][0] < inward[1][0]), inward
    return inward[0][1]


def six_islands(layouts):
    """Seafarers 5–6 scenario 2 (001:L2714–2748): the rules of The Four Islands (001:L1676–1776)."""
    layout = load_layout(layouts, "seafarers-02-the-six-islands-5-6p.json")
    land, interior, frame = layout_outline(layout, 56, 24, "001:L2721")
    islands = components(set(land))
    assert len(islands) == 6, "six islands"
    for comp in islands:
        assert len({land[c]["area"] for c in comp}) == 1, comp
    assert all(h["terrain"] is None and h["number"] for h in land.values()), "terrain lost, every hex numbered"
    hexes = []
    for c in interior | frame:
        q, r = c
        if c in land:
            hexes.append(hex_entry(q, r, "unassigned", {"value": land[c]["number"]}, "islands"))
        else:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
    for h in layout["harbors"]:
        assert tuple(h["hex"]) in interior | frame and tuple(h["hex"]) not in land, h
        assert add(tuple(h["hex"]), h["dir"]) in land, h
    harbors = [harbor_entry(h, unassigned=True) for h in layout["harbors"]]
    assert len(harbors) == 11 and sum(layout["harbor_pool"].values()) == 11  # 001:L2718
    # The robber starts on "the hex with a 12" (001:L1740); this board has two 12s. The file takes
    # the northern one (row-major first), as the CATAN 5-6 beginner board takes the northern desert.
    twelves = sorted((r, q) for (q, r), h in land.items() if h["number"] == 12)
    assert len(twelves) == 2 and layout["robber"] is None
    robber = (twelves[0][1], twelves[0][0])
    other_twelve = (twelves[1][1], twelves[1][0])
    # JSettlers' pirate start lies on the frame ring of the derived outline; the rules start the
    # pirate on a marked sea hex (001:L1740), so it moves one hex inward, as in the 3-4 files.
    js_pirate = tuple(layout["pirate"])
    assert js_pirate in frame
    pirate = sea_hex_inward(js_pirate, interior, set(land))
    pool = layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"]
    assert sum(pool.values()) == len(land) == 32
    areas = [{"id": "islands", "name": "The six islands", "terrainPool": pool,
              "harborPool": layout["harbor_pool"]}]
    desc = (
        "Seafarers 5–6 scenario 2 (001:L2714–2748, RULES-DIGEST §4.2), for 5 and 6 players: preparation, "
        "additional rules and variable set-up as in the 3–4 scenario The Four Islands (001:L2740–2748, "
        "i.e. 001:L1676–1776). Set-up: each player places both start settlements (with a road or, on the coast, a "
        "ship) on any one or two islands; these are the player's home islands, all others are foreign (001:L1734). "
        "Special victory points: 2 for the player's first settlement on each foreign island, whoever else is there "
        "(001:L1742–1754): up to 10 with one home island (60 Catan chits, 001:L2736). Win: 13 VP on your turn "
        "(001:L1766). Robber and pirate are both used; the robber starts on the hex with the 12 (001:L1740), but "
        "this board has two 12s, so the file puts it on the northern one ROBBER (the other is OTHER). The pirate's "
        "printed start hex is lost, and JSettlers' start JSPIRATE lies on the frame ring of the derived outline; "
        "the rules start the pirate on a marked sea hex (001:L1740), so the file moves it one hex inward onto the "
        "adjacent sea hex PIRATE nearest the board's centre. Paired players (001:L2596–2604): player 2 trades with "
        "the supply only, builds and does the scenario's actions. Table (001:L2720–2736, seed 000): 24 sea, 6 "
        "fields, 6 hills, 6 mountains, 7 pasture, 7 forest (56 hexes), 32 number tokens. The number tokens are the "
        "printed ones of the scenario diagram (seed 000); land positions and harbor spots from JSettlers; the "
        "printed token pattern fits JSettlers' land both ways round (a 180° turn), and the file keeps JSettlers' "
        "orientation for harbors and pirate (shared layouts README). The printed terrain of each hex is lost and "
        "the table is one list for all six islands, so the six islands form one area whose pool is drawn at set-up "
        "(the rules allow redistributing terrain within the islands' contours, 001:L1770). The robber's hex keeps "
        "its printed 12 whatever terrain is dealt there, so on dealt boards the robber starts on a 12 as the rules "
        "say. Harbor tokens (5 × 3:1 and 6 special 2:1, wool twice, 001:L2718) are shuffled face down onto the 11 "
        "spots (001:L2582, L2594). Sea hexes follow the derived Seafarers frame outline (56 hexes, 001:L2721).")
    desc = (desc.replace("ROBBER", "(%d,%d)" % robber).replace("OTHER", "(%d,%d)" % other_twelve)
            .replace("JSPIRATE", "(%d,%d)" % js_pirate).replace("PIRATE", "(%d,%d)" % pirate))
    m = meta("seafarers-six-islands-5-6", "Seafarers – The Six Islands (5–6 players)", desc,
             ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
             {"setupShipAllowed": True, "pairedPlayers": True}, areas)
    m["victoryPoints"] = 13
    m["specialVictoryRules"] = [{
        "kind": "foreign_island_settlement", "points": 2,
        "description": "2 special victory points for each player's first settlement on each foreign island "
                       "(001:L1742–1754, 5–6: 001:L2744)"}]
    return "seafarers-six-islands-5-6.json", scenario_doc(m, hexes, harbors, robber=robber, pirate=pirate)
