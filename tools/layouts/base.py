# SPDX-License-Identifier: GPL-3.0-or-later
"""The base game and CATAN 5–6 boards, and the empty-sea template."""

from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)


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


def variable_island(layout, five_six):
    """The area of a variable set-up: the layout's terrain and harbors as pools, tokens A–R (5–6: A–Zc)
    on the spiral."""
    island = {"id": "island", "name": "Catan",
              "terrainPool": counts(h["terrain"] for h in layout["hexes"]),
              "tokenPool": sorted(FIVE_SIX_TOKENS if five_six else BASE_TOKENS),
              "harborPool": counts(h["type"] for h in layout["harbors"]),
              "tokenPlacement": "spiral"}
    if five_six:
        island["spiral"] = {"sequence": "5-6"}
    return island


def base_files(layouts):
    out = {}
    b34 = load_layout(layouts, "base-beginner-3-4.json")
    b56 = load_layout(layouts, "base-beginner-5-6.json")

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
    island = variable_island(b34, False)
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
    island = variable_island(b56, True)
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
