# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers 5–6 scenario 4, Through the Desert."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)

# JSettlers' 6-player pools (TTDESERT_LANDHEX_TYPE_MAIN[2], TTDESERT_LANDHEX_TYPE_SMALL[2]; layouts
# file notes): the big island (main island + land strip, 30 hexes) and the small islands (8 hexes).
JS_BIG_ISLAND = {"gold": 1, "fields": 5, "hills": 7, "mountains": 6, "pasture": 5, "forest": 6}
JS_SMALL_ISLANDS = {"gold": 2, "fields": 2, "mountains": 1, "pasture": 2, "forest": 1}


def share(pool, n):
    """n of the pool's hexes in proportion to its counts (largest remainder, ties by name)."""
    total = sum(pool.values())
    exact = {t: c * n / total for t, c in pool.items()}
    out = {t: int(v) for t, v in exact.items()}
    for t in sorted(pool, key=lambda t: (-(exact[t] - out[t]), t))[:n - sum(out.values())]:
        out[t] += 1
    return out


def through_the_desert(layouts):
    """Seafarers 5–6 scenario 4 (001:L2796–2832): the rules of the 3–4 scenario (001:L1876–1993)."""
    layout = load_layout(layouts, "seafarers-04-through-the-desert-5-6p.json")
    land, interior, frame = layout_outline(layout, 63, 20, "001:L2803")

    def area_of(c):
        a = land[c]["area"]
        return "main" if a in ("main", "desert belt") else "strip" if a == "strip" else "islands"

    deserts = sorted((q, r) for (q, r), h in land.items() if h["terrain"] == "desert")
    assert len(deserts) == 5 and all(land[c]["area"] == "desert belt" for c in deserts)
    assert all(h["terrain"] is None and h["number"] for c, h in land.items() if c not in deserts)
    # One big island (main island, desert belt, land strip) and four small islands (001:L1942).
    comps = components(set(land))
    big = [comp for comp in comps if set(deserts) <= comp]
    assert len(comps) == 5 and len(big) == 1
    assert {area_of(c) for c in big[0]} == {"main", "strip"}
    assert all(area_of(c) == "islands" for comp in comps if comp is not big[0] for c in comp)
    # The desert belt divides the big island: no strip hex touches a main-island hex (001:L1942).
    for c in big[0]:
        if area_of(c) == "strip":
            assert all(add(c, d) not in land or add(c, d) in deserts or area_of(add(c, d)) == "strip"
                       for d in range(6)), c
    hexes = []
    for c in interior | frame:
        q, r = c
        if c in deserts:
            hexes.append(hex_entry(q, r, "desert", None, "main"))
        elif c in land:
            hexes.append(hex_entry(q, r, "unassigned", {"value": land[c]["number"]}, area_of(c)))
        else:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
    for h in layout["harbors"]:
        assert tuple(h["hex"]) in interior | frame and tuple(h["hex"]) not in land, h
        assert area_of(add(tuple(h["hex"]), h["dir"])) == "main", h  # every spot serves the main island
    harbors = [harbor_entry(h, unassigned=True) for h in layout["harbors"]]
    assert len(harbors) == 11 and sum(layout["harbor_pool"].values()) == 11  # 001:L2800
    # Terrain pools. The 5-6 table (001:L2803) is one list; the engine deals each area from its own
    # pool, and the main island and the strip must be areas of their own (start restriction, the
    # strip's special points). Small islands: JSettlers' pool. Strip: the 3-4 rules give both
    # strips a gold field (001:L1944-1945), so the big island's gold, and its other 8 hexes in
    # proportion to JSettlers' big-island pool; main island: the rest.
    size = {a: sum(1 for c in land if c not in deserts and area_of(c) == a) for a in ("main", "strip", "islands")}
    assert size == {"main": 21, "strip": 9, "islands": 8}, size
    rest = dict(JS_BIG_ISLAND)
    rest.pop("gold")
    strip_pool = share(rest, size["strip"] - 1)
    strip_pool["gold"] = 1
    main_pool = {t: n - strip_pool.get(t, 0) for t, n in rest.items()}
    islands_pool = dict(JS_SMALL_ISLANDS)
    total = {}
    for pool in (main_pool, strip_pool, islands_pool):
        for t, n in pool.items():
            total[t] = total.get(t, 0) + n
    assert total == layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"], total
    assert (sum(main_pool.values()), sum(strip_pool.values()), sum(islands_pool.values())) == (21, 9, 8)
    # "You must build your first two settlements ... on the main island" (001:L1947): a corner
    # whose only land is desert lies on the desert belt, not on the main island. The engine
    # forbids set-up only on corners touching a start-forbidden area, and the deserts must stay in
    # the main island's area (a corner of a desert and a main-island hex is on the main island),
    # so these corners get a no_settlement_at_setup marker.
    markers = set()
    for c in deserts:
        for k in range(6):
            if all(x in deserts for x in (c, add(c, k), add(c, (k + 1) % 6)) if x in land):
                markers.add(canonical_corner(c, k))
    assert len(markers) == 2 and all(h in interior and h not in land for h, _ in markers), markers
    markers = [{"type": "no_settlement_at_setup", "hex": list(h), "corner": k} for h, k in sorted(markers)]
    # The robber starts on one of the deserts (001:L1955): the middle one of the belt of five.
    robber = deserts[2]
    assert layout["robber"] is None
    pirate = tuple(layout["pirate"])
    assert pirate in interior and pirate not in land, "JSettlers' pirate start is a sea hex inside the outline"

    def listing(pool):
        order = ["gold", "fields", "hills", "mountains", "pasture", "forest"]
        return ", ".join("%d %s" % (pool[t], t) for t in order if pool.get(t))

    areas = [
        {"id": "main", "name": "Main island", "terrainPool": main_pool, "harborPool": layout["harbor_pool"]},
        {"id": "strip", "name": "Land strip beyond the desert", "startAllowed": False, "terrainPool": strip_pool},
        {"id": "islands", "name": "Small islands", "startAllowed": False, "terrainPool": islands_pool},
    ]
    desc = (
        "Seafarers 5–6 scenario 4 (001:L2796–2832, RULES-DIGEST §4.2), for 5 and 6 players: preparation, "
        "additional rules and variable set-up as in the 3–4 scenario (001:L2820–2830, i.e. 001:L1876–1993). A "
        "desert belt of 5 deserts divides the big island into the main island and a land strip (001:L1942). "
        "Set-up: players place both start settlements (with a road or, on the coast, a ship) on the main island "
        "(001:L1947–1949). The four small islands and the land strip are foreign areas. Special victory points: 2 "
        "for each player's first settlement in each foreign area, whoever else is there (001:L1959): up to 10 per "
        "player on this board (the 3–4 text's 'up to 8' counts the 3–4 board's areas; the 5–6 table lists 20 "
        "Catan chits, 001:L2818). The small islands are encoded as foreign islands (every player's home island is "
        "the big island); the land strip is joined to the main island through the desert, so it is not a separate "
        "island and gets its own rule: 2 points for each player's first settlement in the area 'strip' (on a "
        "corner of a strip hex). Win: 14 VP on your turn (001:L1963). Robber and pirate are both used; the robber "
        "starts on one of the deserts (001:L1955): the file puts it on the middle one of the five, ROBBER; the "
        "pirate starts on JSettlers' pirate hex PIRATE, a sea hex inside the outline (the printed mark is lost). "
        "Paired players (001:L2596–2604): player 2 trades with the supply only, builds and does the scenario's "
        "actions. Table (001:L2802–2818, seed 000): 20 sea, 5 deserts, 3 gold fields, 7 each of fields, hills, "
        "mountains, pasture and forest (63 hexes), 38 number tokens. The number tokens are the printed ones of the "
        "scenario diagram (seed 000); land positions, the desert belt, harbor spots and pirate start from "
        "JSettlers (shared layouts README); the deserts are fixed at their diagram places (001:L1977). The printed "
        "terrain of the other 38 hexes is lost, and unlike the 3–4 rules (001:L1944–1945) the 5–6 text names no "
        "terrain of the strip: it is drawn from each area's pool at set-up (the rules' own variable set-up "
        "shuffles it, 001:L1971–1993). The 5–6 table gives no split between the main island and the foreign "
        "areas, and the file format deals each area from a pool of its own, so the split is the file's: small "
        "islands JSettlers' 6-player pool (ISLANDS); land strip a gold field (both 3–4 strips have one, "
        "001:L1944–1945) and 8 hexes in proportion to JSettlers' pool for the big island (STRIP in all); main "
        "island the rest (MAIN). The printed tokens stay where they are; the rules' note against 6s and 8s on gold "
        "fields (001:L1993) is the file's deal constraint no-red-on-gold. Harbor tokens (5 × 3:1 and 6 special "
        "2:1, wool twice, 001:L2800) are shuffled face down onto the 11 spots (001:L2582, L2594); all of them "
        "serve the main island. Sea hexes follow the derived Seafarers frame outline (63 hexes, 001:L2803); the "
        "table's sea count holds every sea hex, so none is shuffled with the foreign land as 001:L1991 would. "
        "Two coastal corners touch only deserts (DESERTCORNERS): they lie on the desert belt, not on the main "
        "island, so they carry a 'no settlement at set-up' marker; later settlements there belong to no foreign "
        "area and earn no special points (the rules do not say otherwise).")
    desc = (desc.replace("ROBBER", "(%d,%d)" % robber).replace("PIRATE", "(%d,%d)" % pirate)
            .replace("ISLANDS", listing(islands_pool)).replace("STRIP", listing(strip_pool))
            .replace("MAIN", listing(main_pool))
            .replace("DESERTCORNERS", " and ".join(
                "the %s point of the sea hex (%d,%d)" % ({1: "top", 4: "bottom"}[m["corner"]], *m["hex"])
                for m in markers)))
    m = meta("seafarers-through-the-desert-5-6", "Seafarers – Through the Desert (5–6 players)", desc,
             ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
             {"setupShipAllowed": True, "pairedPlayers": True}, areas)
    m["victoryPoints"] = 14
    m["dealConstraints"] = {"no-red-on-gold": True}
    m["specialVictoryRules"] = [
        {"kind": "foreign_island_settlement", "points": 2,
         "description": "2 special victory points for each player's first settlement on each small island "
                        "(001:L1959, 5–6: 001:L2826)"},
        {"kind": "area_first_settlement", "points": 2, "area": "strip",
         "description": "2 special victory points for each player's first settlement on the land strip beyond "
                        "the desert (001:L1959, 5–6: 001:L2826)"},
    ]
    return "seafarers-through-the-desert-5-6.json", scenario_doc(m, hexes, harbors, markers, robber=robber,
                                                                pirate=pirate)
