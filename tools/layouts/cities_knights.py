# SPDX-License-Identifier: GPL-3.0-or-later
"""Cities & Knights: the beginner board (Illustration D) and the variable set-ups for 3-4 and 5-6
players. C&K plays on the base boards (001:L3234-3246; 5-6: the CATAN 5-6 board, 001:L4146-4158)."""

from .base import base_board, variable_island
from .common import *  # noqa: F401,F403 (the converters share one small vocabulary)

CK_TARGET = 13  # 001:L3643
# Every key written: the track length is the file's data (picture-only in the rulebooks).
CK_RULES = {"barbarianTrackLength": 7, "knightErrant": False, "easyStart": False, "nasty": False}


def ck_meta(id_, title, description, products, players, rules, areas):
    m = meta(id_, title, description, products, players, rules=rules, areas=areas)
    m["victoryPoints"] = CK_TARGET
    return m


def cities_knights_files(layouts):
    out = {}
    ck = load_layout(layouts, "ck-beginner-3-4.json")
    b34 = load_layout(layouts, "base-beginner-3-4.json")
    b56 = load_layout(layouts, "base-beginner-5-6.json")

    # Beginner board: terrain, tokens and robber as printed; the harbor types of Illustration D
    # are unknown (the reference leaves them null and gives the box's pool), so they are dealt.
    hexes, _, robber = base_board(ck, False, False)
    for h in hexes:
        if h["terrain"] != "frame":
            h["area"] = "island"
    harbors = [harbor_entry(h, unassigned=True) for h in ck["harbors"]]
    island = {"id": "island", "name": "Catan", "harborPool": dict(ck["harbor_pool"])}
    out["ck-beginner-3-4.json"] = scenario_doc(
        ck_meta("ck-beginner-3-4", "Cities & Knights – Starting Map for Beginners (3–4 players)",
                "The Cities & Knights starting map for beginners (Illustration D; 001:L3234–3246, L3262–3270, "
                "RULES-DIGEST §3.6): fixed terrain and number tokens, the robber on the desert (it stays there "
                "until the first barbarian attack, 001:L3334); the barbarian tile lies beside the board, a track "
                "of 7 spaces (rules.citiesAndKnights; the track is printed only in a picture). Number tokens are "
                "verified in two printings; terrain and the desert's slot rest on one secondary source (shared "
                "layouts README). Assumption: the harbor spots are the base frame's, but the harbor types of "
                "Illustration D are not known (the one source found fits no rotation of the 5th-edition frame), "
                "so the 9 harbor pieces (4 × 3:1, one 2:1 per resource) are shuffled onto the spots at set-up. "
                "13 victory points (001:L3643).",
                ["base", "cities-knights"], (3, 4), {"citiesAndKnights": dict(CK_RULES)}, [island]),
        hexes, harbors, robber=robber)

    hexes, harbors, _ = base_board(b34, True, False)
    island = variable_island(b34, False)
    out["ck-variable-3-4.json"] = scenario_doc(
        ck_meta("ck-variable-3-4", "Cities & Knights – variable set-up (3–4 players)",
                "Cities & Knights on a random, variable board (001:L3234–3246, RULES-DIGEST §3.6, §4.3): the base "
                "game's variable set-up (001:L692–731) — the 19 terrain hexes shuffled onto the island, the 9 "
                "harbor pieces onto the frame's harbor spots, the number tokens A–R along the counter-clockwise "
                "spiral from any corner, skipping the desert; the robber starts on the desert. The barbarian tile "
                "lies beside the board, a track of 7 spaces (rules.citiesAndKnights). 13 victory points "
                "(001:L3643).",
                ["base", "cities-knights"], (3, 4), {"citiesAndKnights": dict(CK_RULES)}, [island]),
        hexes, harbors)

    hexes, harbors, _ = base_board(b56, True, True)
    island = variable_island(b56, True)
    out["ck-variable-5-6.json"] = scenario_doc(
        ck_meta("ck-variable-5-6", "Cities & Knights 5–6 – variable set-up (5–6 players)",
                "Cities & Knights 5–6 (001:L4146–4158, RULES-DIGEST §3.6, §4.3): the island is built as in "
                "CATAN 5–6 (001:L1104–1120) — all 30 terrain hexes shuffled, the tokens A–Y, Za, Zb, Zc along the "
                "counter-clockwise spiral from any corner hex, skipping the deserts, the 11 harbor pieces shuffled "
                "onto the harbor spots; the robber starts in either desert (001:L4154). The barbarian tile lies "
                "beside the frame, a track of 7 spaces (rules.citiesAndKnights). Paired-player turns "
                "(001:L1167, L4162). 13 victory points (001:L3643).",
                ["base", "base-5-6", "cities-knights", "cities-knights-5-6"], (5, 6),
                {"pairedPlayers": True, "citiesAndKnights": dict(CK_RULES)}, [island]),
        hexes, harbors)
    return out
