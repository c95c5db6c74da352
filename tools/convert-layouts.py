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
import os

from layouts.base import base_files, empty_sea
from layouts.cities_knights import cities_knights_files
from layouts.cloth_for_catan import cloth_for_catan
from layouts.common import dump
from layouts.fog_island import fog_island_5_6
from layouts.forgotten_tribe import forgotten_tribe
from layouts.heading_for_new_shores import heading_for_new_shores_5_6
from layouts.new_world import new_world
from layouts.pirate_islands import pirate_islands
from layouts.six_islands import six_islands
from layouts.through_the_desert import through_the_desert
from layouts.wonders_of_catan import wonders_of_catan


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--layouts", default=os.path.join(here, "..", "..", "shared", "reference", "layouts"))
    ap.add_argument("--out", default=os.path.join(here, "..", "scenarios"))
    args = ap.parse_args()
    files = base_files(args.layouts)
    files.update(cities_knights_files(args.layouts))
    for five_six in (False, True):
        name, doc = pirate_islands(args.layouts, five_six)
        files[name] = doc
    for make in (forgotten_tribe, cloth_for_catan, wonders_of_catan):
        for five_six in (False, True):
            name, doc = make(args.layouts, five_six)
            files[name] = doc
    for five_six in (False, True):
        name, doc = new_world(args.layouts, five_six)
        files[name] = doc
    for make in (heading_for_new_shores_5_6, six_islands, fog_island_5_6, through_the_desert):
        name, doc = make(args.layouts)
        files[name] = doc
    files["empty-sea.json"] = empty_sea()
    os.makedirs(args.out, exist_ok=True)
    for name, doc in sorted(files.items()):
        with open(os.path.join(args.out, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(dump(doc))
        print("wrote", os.path.join(args.out, name))


if __name__ == "__main__":
    main()
