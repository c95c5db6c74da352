# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers scenario 8, The Wonders of Catan."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)

# The wonder cards' faces (rules.wonders; model/WonderCard.cpp has the same five for the editor). The
# rulebook prints the cards as pictures and quotes only the Monument's needs (001:L2361); the rest is
# JSettlers2's table, whose Monument agrees with the quote.
JSETTLERS = ("JSettlers2 soc/game/SOCSpecialItem REQ_SC_WOND and COST_SC_WOND (the rulebook's card is a "
             "picture, 001:L2361)")
WONDERS = [
    {"name": "Theater", "needs": {"cities": 2}, "levelCost": {"brick": 1, "lumber": 1, "wool": 3},
     "source": JSETTLERS},
    {"name": "Great Bridge", "needs": {"settlementOn": "wonder_site_great_bridge"},
     "levelCost": {"lumber": 3, "wool": 1, "grain": 1}, "source": JSETTLERS},
    {"name": "Monument", "needs": {"cities": 1, "cityAtHarbor": True, "tradeRoute": 5},
     "levelCost": {"grain": 3, "ore": 2},
     "source": "needs: 001:L2361 (\"a city at a harbor and ... a trade route with at least 5 consecutive, "
               "unbranched roads or ships\"); level cost: JSettlers2 soc/game/SOCSpecialItem COST_SC_WOND"},
    {"name": "Great Wall", "needs": {"settlementOn": "wonder_site_great_wall"},
     "levelCost": {"brick": 3, "lumber": 1, "grain": 1}, "source": JSETTLERS},
    {"name": "Cathedral", "needs": {"cities": 1, "victoryPoints": 6}, "levelCost": {"brick": 1, "grain": 1, "ore": 3},
     "source": JSETTLERS},
]

CARDS = (
    "Wonder cards (rules.wonders, each with its face and source: the rulebook prints them as pictures and quotes "
    "only the Monument's needs, 001:L2361; the others are JSettlers' reading): Theater — 2 cities; each level 1 "
    "brick, 1 lumber, 3 wool. Great Bridge — a settlement on one of its marked intersections; each level 3 lumber, "
    "1 wool, 1 grain. Monument — a city at a harbor and a trade route of 5; each level 3 grain, 2 ore. Great Wall "
    "— a settlement on one of its marked intersections; each level 3 brick, 1 lumber, 1 grain. Cathedral — a city "
    "and 6 VP; each level 1 brick, 1 grain, 3 ore.")

RULES = (
    "Set-up: both start settlements on the main island with a road or, on the coast, a ship; none on the small "
    "islands, the wonders' marked intersections (wonder_site markers) or the red '!' intersections "
    "(no_settlement_at_setup markers) (001:L2342). Later, every settlement on a small island earns a Catan chit "
    "worth 1 VP, whoever else has built there (001:L2355). Wonders: whoever meets a card's requirements may start "
    "that wonder on their turn by putting one of their ships from the supply on the card; nobody else may then "
    "start it, and each player builds one wonder at most (001:L2359–2362). It has 4 levels, each paid with the 5 "
    "resources on the card, several per turn if affordable (001:L2363–2365). The robber starts on a desert (the "
    "file puts it on DESERT); the pirate is not used (001:L2369). Win: finish level 4 of your wonder, whatever "
    "your points, or reach 10 VP with a higher wonder level than every other player (001:L2375–2379).")


def copy_as_new(card):
    """A second copy of a card, standing for one of the 5–6 box's two new cards (lost pictures)."""
    out = dict(card)
    out["source"] = ("stands for one of the 2 new 5–6 cards (001:L2987), whose faces are lost with the rulebook's "
                     "pictures: a second " + card["name"] + ", as in JSettlers2 (SOCSpecialItem REQ_SC_WOND [6], [7])")
    return out


def wonders_of_catan(layouts, five_six=False):
    """Seafarers scenario 8, The Wonders of Catan (001:L2300–2389): one board for 3 and 4 players;
    five_six: the Seafarers 5–6 board (001:L2959–2995)."""
    if five_six:
        layout = load_layout(layouts, "seafarers-08-the-wonders-of-catan-5-6p.json")
        land, interior, frame = layout_outline(layout, 63, 24, "001:L2965–2977")
    else:
        layout = load_layout(layouts, "seafarers-08-the-wonders-of-catan.json")
        land = {(h["q"], h["r"]): h for h in layout["hexes"]}
        interior = seafarers_frame_member(6, set(land))  # 49 hexes = the rules' total (001:L2314)
        frame = {add(c, d) for c in interior for d in range(6)} - interior
        assert len(interior) - len(land) == 19, "19 sea hexes (001:L2314)"
    hexes, tokens, terrain = [], [], []
    for c in interior | frame:
        q, r = c
        if c not in land:
            hexes.append(hex_entry(q, r, "sea" if c in interior else "frame"))
            continue
        h = land[c]
        area = "small-islands" if h["area"] == "small islands" else "main"
        token = {"value": h["number"]} if h["number"] is not None else None
        if token:
            tokens.append(h["number"])
        if h["terrain"]:
            terrain.append(h["terrain"])
        hexes.append(hex_entry(q, r, h["terrain"] or "unassigned", token, area))
    pool = layout["terrain_pools"][0]["to_distribute_over_terrain_null_hexes"]
    total = counts(terrain)
    for t, n in pool.items():
        total[t] = total.get(t, 0) + n
    if five_six:  # the 5–6 table (001:L2965–2979)
        assert total == {"desert": 4, "gold": 3, "fields": 6, "hills": 6, "mountains": 6, "pasture": 7,
                         "forest": 7}, total
        assert counts(tokens) == {2: 2, 3: 3, 4: 4, 5: 4, 6: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 2}
    else:  # the 3–4 table (001:L2308–2330)
        assert total == {"desert": 3, "gold": 2, "fields": 5, "hills": 5, "mountains": 5, "pasture": 5,
                         "forest": 5}, total
        assert counts(tokens) == {2: 2, 3: 3, 4: 3, 5: 3, 6: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 1}
    harbors = []
    for h in layout["harbors"]:
        water = tuple(h["hex"])
        assert water in interior | frame and water not in land, h
        harbors.append(harbor_entry(h, unassigned=True))
    assert len(harbors) == sum(layout["harbor_pool"].values()) == (11 if five_six else 9)
    markers = []
    for m in layout["markers"]:
        ch, k = canonical_corner(tuple(m["hex"]), m["corner"])
        markers.append({"type": m["type"], "hex": list(ch), "corner": k})
    assert len({(tuple(m["hex"]), m["corner"]) for m in markers}) == len(markers), "one marker per corner"
    deserts = sorted((r, q) for (q, r), h in land.items() if h["terrain"] == "desert")
    robber = (deserts[0][1], deserts[0][0])
    areas = [
        {"id": "main", "name": "Main island", "terrainPool": pool, "harborPool": layout["harbor_pool"]},
        {"id": "small-islands", "name": "Small islands", "startAllowed": False},
    ]
    special = [{"kind": "area_settlement", "points": 1, "area": "small-islands",
                "description": "1 special victory point for every settlement on the small islands (001:L2355)"}]
    wonders = WONDERS + ([copy_as_new(WONDERS[0]), copy_as_new(WONDERS[1])] if five_six else [])
    rules = RULES.replace("DESERT", "(%d,%d)" % robber)
    if five_six:
        desc = (
            "Seafarers 5–6 scenario 8 (001:L2959–2995, RULES-DIGEST §4.2), for 5 and 6 players: preparation, rules "
            "and variable set-up as in the 3–4 scenario (001:L2983–2995, i.e. 001:L2300–2389), with the 5–6 "
            "components (001:L2961–2981): 63 hexes = 24 sea, 4 deserts, 3 gold fields, 6 fields, 6 hills, 6 "
            "mountains, 7 pasture, 7 forest; 35 number tokens; 11 harbors (6 special 2:1 with 2 wool, 5 generic "
            "3:1), shuffled onto their spots; 7 wonder cards and 18 Catan chits. " + rules + " Paired players "
            "(001:L1179–1224, L2596–2604): player 2 trades with the supply only, builds, and may start and build a "
            "wonder. The 7 wonder cards are the 5 of Seafarers and 2 new ones whose faces are lost with the "
            "rulebook's pictures; like JSettlers, the file has a second Theater and Great Bridge for them. "
            + CARDS + " The land positions, the small islands' terrain, harbor spots and marked intersections are "
            "JSettlers' 6-player board (shared layouts README); the number tokens are the printed ones. The "
            "printed terrain of the 31 main-island hexes is lost: it is drawn at set-up from the main island's "
            "pool (6 fields, 6 hills, 6 mountains, 7 pasture, 6 forest), which the rules' variable set-up allows "
            "(001:L2383). Sea hexes follow the derived Seafarers frame outline (63 hexes).")
        m = meta("seafarers-wonders-of-catan-5-6", "Seafarers – The Wonders of Catan (5–6 players)", desc,
                 ["base", "base-5-6", "seafarers", "seafarers-5-6"], (5, 6),
                 {"setupShipAllowed": True, "pairedPlayers": True, "noPirate": True, "wonders": wonders}, areas)
        name = "seafarers-wonders-of-catan-5-6.json"
    else:
        desc = (
            "Seafarers scenario 8 (001:L2300–2389, RULES-DIGEST §4.1.8). One file for 3 and 4 players: the rules "
            "give one component list and one set-up for both (001:L2308–2338). Components (001:L2308–2330): 49 "
            "hexes = 19 sea, 3 deserts, 2 gold fields, 5 each of fields, hills, mountains, pasture and forest; 27 "
            "number tokens; 9 harbors (5 special 2:1, 4 generic 3:1), shuffled onto their spots; 5 wonder cards "
            "and 10 Catan chits. " + rules + " " + CARDS + " The land positions, the small islands' terrain, "
            "harbor spots and marked intersections are JSettlers' (shared layouts README); the number tokens are "
            "the printed ones. The printed terrain of the 22 main-island hexes is lost: it is drawn at set-up from "
            "the main island's pool (4 fields, 4 hills, 5 mountains, 5 pasture, 4 forest), which the rules' "
            "variable set-up allows (001:L2383). Sea hexes follow the derived Seafarers frame outline (49 hexes).")
        m = meta("seafarers-wonders-of-catan-3-4", "Seafarers – The Wonders of Catan (3–4 players)", desc,
                 ["base", "seafarers"], (3, 4),
                 {"setupShipAllowed": True, "noPirate": True, "wonders": wonders}, areas)
        name = "seafarers-wonders-of-catan-3-4.json"
    m["specialVictoryRules"] = special
    return name, scenario_doc(m, hexes, harbors, markers, robber=robber)
