# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers scenario 9, New World, as a template dealt at every game."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


def new_world(layouts, five_six):
    """Seafarers scenario 9, New World (001:L2391–2459; 5-6: L3001–3040): a frame the deal fills at random."""
    name = "seafarers-09-new-world-5-6p.json" if five_six else "seafarers-09-new-world-3-4p.json"
    layout = load_layout(layouts, name)
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
    # Any side between land and sea or frame takes a harbor (001:L2427), a lake's too: the fan
    # guideline behind harbors.closed-lake (004:L547) is not this scenario's rule.
    rules["checks"] = {"harbors.closed-lake": "off"}
    desc += (" A harbor may face a sea hex that the deal closed in with land: the rule allows any side between land "
             "and sea (001:L2427), so the file turns off the check harbors.closed-lake, a fan guideline (004:L547).")
    m = meta(file_id, title, desc, products, players, rules, areas)
    m["victoryPoints"] = 12
    m["dealConstraints"] = {"red-not-adjacent": True}
    m["specialVictoryRules"] = [{
        "kind": "foreign_island_settlement", "points": 1,
        "description": "1 special victory point for each player's first settlement on each foreign island "
                       "(001:L2443)"}]
    return file_id + ".json", scenario_doc(m, hexes)
