#!/usr/bin/env bash
# `cmake --install` of a build into a scratch prefix, then what a Linux desktop needs from it: the two
# programs run, the desktop entry and the AppStream metainfo pass their validators, the MIME type maps
# the glob the editor saves under, the icon and every shipped scenario are where the specs say.
#   tools/check-install.sh BUILD_DIR      (ctest: install_desktop_integration)
set -euo pipefail
build=$(cd "$1" && pwd)
source_dir=$(cd "$(dirname "$0")/.." && pwd)
id=io.github.islewright.Islewright
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null

for file in bin/islewright bin/islewright-cli \
    "share/applications/$id.desktop" "share/icons/hicolor/scalable/apps/$id.svg" \
    "share/mime/packages/$id.xml" "share/metainfo/$id.metainfo.xml"; do
    [ -e "$prefix/$file" ] || fail "not installed: $file"
done
for scenario in "$source_dir"/scenarios/*.json; do
    [ -f "$prefix/share/islewright/scenarios/$(basename "$scenario")" ] \
        || fail "scenario not installed: $(basename "$scenario")"
done

desktop-file-validate "$prefix/share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net --pedantic "$prefix/share/metainfo/$id.metainfo.xml" \
    || fail "appstreamcli validate"

# The desktop entry names what is installed: its program, its icon, the MIME type the XML defines.
desktop="$prefix/share/applications/$id.desktop"
exec_program=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[ -x "$prefix/bin/$exec_program" ] || fail "Exec=$exec_program is not an installed program"
[ "$(sed -n 's/^Icon=//p' "$desktop")" = "$id" ] || fail "Icon= is not the installed icon's name"
mime_type=$(sed -n 's/^MimeType=\([^;]*\);.*/\1/p' "$desktop")
grep -q "<mime-type type=\"$mime_type\">" "$prefix/share/mime/packages/$id.xml" \
    || fail "MimeType=$mime_type is not defined by the installed MIME package"

# The MIME database built from the prefix maps the editor's save glob to our type.
update-mime-database "$prefix/share/mime" 2>&1 | { grep . && fail "update-mime-database complained"; } || true
grep -q "^[0-9]*:$mime_type:\*\.islewright\.json$" "$prefix/share/mime/globs2" \
    || fail "globs2 has no *.islewright.json for $mime_type"

# The installed programs run, and the CLI reads an installed scenario.
QT_QPA_PLATFORM=offscreen "$prefix/bin/islewright" --version | grep -q '^Islewright ' \
    || fail "islewright --version"
"$prefix/bin/islewright-cli" validate "$prefix/share/islewright/scenarios/base-beginner-3-4.json" \
    >/dev/null || fail "islewright-cli validate on an installed scenario"
echo "check-install: installed tree in $prefix is complete and valid"
