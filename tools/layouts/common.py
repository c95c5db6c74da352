# SPDX-License-Identifier: GPL-3.0-or-later
"""Shared pieces of the layout converters: hex geometry (layouts README §1), the scenario file's
entries written exactly as model/ScenarioJson writes them, and the Seafarers frame outline."""
import json
import os
import sys

DIRS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]  # E NE NW W SW SE (layouts README §1)

# RULES-DIGEST §2.1 / token-sequences.md
BASE_TOKENS = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11]  # letters A..R
FIVE_SIX_TOKENS = [2, 5, 4, 6, 3, 9, 8, 11, 11, 10, 6, 3, 8, 4, 8, 10, 11, 12, 10, 5, 4, 9, 5, 9, 12, 3, 2,
                   6]  # letters A..Y, Za, Zb, Zc


def signed_area(path):
    """Twice the signed area of a closed hex path in screen coordinates (pointy-top axial, y down):
    positive when the path runs clockwise on the screen."""
    pts = [(3 ** 0.5 * (q + r / 2), 1.5 * r) for q, r in path]
    return sum(pts[i][0] * pts[(i + 1) % len(pts)][1] - pts[(i + 1) % len(pts)][0] * pts[i][1]
               for i in range(len(pts)))


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


def layout_outline(layout, hexes=None, sea=None, cite=""):
    """A 5–6 layout's land by (q, r), the cells inside its frame (land + sea_hexes) and the frame
    ring around them (frame_sea_hexes), checked against the rulebook's hex and sea counts."""
    land = {(h["q"], h["r"]): h for h in layout["hexes"]}
    interior = set(land) | {tuple(c) for c in layout["sea_hexes"]}
    frame = {tuple(c) for c in layout["frame_sea_hexes"]}
    if hexes is not None:
        assert len(interior) == hexes, "%d hexes (%s)" % (hexes, cite)
        assert interior == seafarers_frame_member(hexes // 7 - 1, set(land)), "the derived outline (README §3)"
    if sea is not None:
        assert len(interior) - len(land) == sea, "%d sea hexes (%s)" % (sea, cite)
    assert frame == {add(c, d) for c in interior for d in range(6)} - interior, "the frame rings the board"
    return land, interior, frame


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


def load_layout(layouts, name):
    with open(os.path.join(layouts, name), encoding="utf-8") as f:
        return json.load(f)
