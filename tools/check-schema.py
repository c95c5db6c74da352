#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks scenario files against resources/scenario.schema.json (JSON Schema draft 2020-12).

Usage: tools/check-schema.py SCHEMA --valid FILE|DIR... [--invalid FILE...]

A folder stands for the *.json files in it. Every --valid file must pass, every --invalid file must fail; exit 0 only then. Used by the ctest
scenario_schema so the schema cannot drift from the files the reader accepts (and refuses).
Needs Debian's python3-jsonschema (tools/install-deps.sh).
"""
import argparse
import glob
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("check-schema: python3-jsonschema is not installed (run tools/install-deps.sh)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("schema")
    ap.add_argument("--valid", nargs="*", default=[])
    ap.add_argument("--invalid", nargs="*", default=[])
    args = ap.parse_args()

    with open(args.schema, encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.Draft202012Validator
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    valid = []
    for path in args.valid:
        valid += sorted(glob.glob(os.path.join(path, "*.json"))) if os.path.isdir(path) else [path]
    args.valid = valid
    failures = 0
    if not args.valid:
        print("check-schema: no valid files given")
        failures += 1
    for path in args.valid:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
        for e in errors:
            pointer = "".join("/" + str(p) for p in e.absolute_path)
            print("%s: schema error at %s: %s" % (path, pointer or "/", e.message))
        failures += 1 if errors else 0
    for path in args.invalid:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if validator.is_valid(doc):
            print("%s: expected the schema to reject this file, but it passed" % path)
            failures += 1
    checked = len(args.valid) + len(args.invalid)
    print("check-schema: %d file(s) checked, %d problem(s)" % (checked, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
