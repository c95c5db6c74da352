# SPDX-License-Identifier: GPL-3.0-or-later
"""Seafarers scenario 7, The Pirate Islands, for 3–4 and 5–6 players."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


def pirate_islands(layouts, five_six):
    name = "seafarers-07-the-pirate-islands-5-6p.json" if five_six else "seafarers-07-the-pirate-islands.json"
    layout = load_layout(layouts, name)
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    if five_six:
        _, interior, frame = layout_outline(layout)
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
    # The pirate fleet's circuit, numbered in sailing order from its start (001:L2245); the reference
    # lists it clockwise around the two desert islands, checked here on the screen's orientation.
    path = [tuple(h) for h in layout["pirate_path"]]
    assert path[0] == tuple(layout["pirate"]) and len(set(path)) == len(path), path
    assert all(path[(i + 1) % len(path)] in {add(path[i], d) for d in range(6)} for i in range(len(path))), path
    assert signed_area(path) > 0, "the circuit must run clockwise (001:L2245)"
    for i, h in enumerate(path):
        markers.append({"type": "pirate_path", "hex": list(h), "number": i + 1})
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
        # Nobody settles the pirate islands but at their own marked intersection (001:L2203, L2260).
        {"id": "pirate-islands", "name": "Pirate islands", "startAllowed": False, "settlementsAllowed": False},
    ]
    products = ["base", "base-5-6", "seafarers", "seafarers-5-6"] if five_six else ["base", "seafarers"]
    rules = {"setupShipAllowed": True}
    if five_six:
        rules["pairedPlayers"] = True
    sid = "seafarers-pirate-islands-5-6" if five_six else "seafarers-pirate-islands-3-4"
    title = ("Seafarers – The Pirate Islands (5–6 players)" if five_six
             else "Seafarers – The Pirate Islands (3–4 players)")
    desc = ("Seafarers scenario 7 (001:L2169–2296%s, RULES-DIGEST §4.1.7): the players start on the eastern "
            "island and build one shipping route each to their pirate fortress on the western islands. Terrain and "
            "numbers of every land hex are cross-checked (shared layouts README); the harbor tokens are shuffled onto "
            "the harbor spots. No robber; the pirate fleet starts on the marked hex and circles the two desert "
            "islands clockwise by the lower die of each roll (its circuit: the numbered pirate_path markers). Knight "
            "cards make warships (3 players: no VP cards; 4 or more: VP cards count as knights). Win: capture your "
            "fortress and have at least 10 VP. Sea hexes follow the derived Seafarers frame outline.") % (
        "; 5–6: 001:L2919–2950" if five_six else "")
    return sid + ".json", scenario_doc(meta(sid, title, desc, products, (5, 6) if five_six else (3, 4), rules, areas),
                                       hexes, harbors, markers, robber=None, pirate=tuple(layout["pirate"]))
