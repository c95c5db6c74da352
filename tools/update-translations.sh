#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes translations/*.ts from the sources. The include paths matter: without them lupdate
# cannot see that a Q_OBJECT class lives in isle::editor and files its strings under the bare
# class name, which Qt never looks up (test_Translations checks the contexts).
#   islewright_de.ts  German, every string (new ones arrive unfinished: translate them)
#   islewright_en.ts  English plural forms only (%n strings), installed under every language
set -eu
cd "$(dirname "$0")/.."
LUPDATE=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
QT_INCLUDE=${QT_INCLUDE:-/usr/include/x86_64-linux-gnu/qt6}
common="-I . -I $QT_INCLUDE -locations none -no-obsolete editor app/gui/main.cpp app/cli"
# shellcheck disable=SC2086
"$LUPDATE" $common -ts translations/islewright_de.ts
# shellcheck disable=SC2086
"$LUPDATE" -pluralonly $common -ts translations/islewright_en.ts
