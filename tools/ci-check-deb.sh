#!/usr/bin/env bash
# Builds the Debian package of a release build (`cpack -G DEB`), installs it with apt (which resolves its
# dependencies), checks that /usr/bin/islewright starts and keeps running for 10 s (offscreen) and that
# the desktop files are in place, then removes the package again. Needs root (CI runs as root).
#   tools/ci-check-deb.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
fail() { echo "ci-check-deb: $*" >&2; exit 1; }

(cd "$build" && rm -f islewright_*.deb && cpack -G DEB >/dev/null)
deb=$(ls "$build"/islewright_*.deb)
echo "ci-check-deb: built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
trap 'DEBIAN_FRONTEND=noninteractive $SUDO apt-get remove -y -qq islewright >/dev/null || true' EXIT
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$deb" >/dev/null
for file in /usr/bin/islewright /usr/bin/islewright-cli \
    /usr/share/applications/io.github.islewright.Islewright.desktop \
    /usr/share/metainfo/io.github.islewright.Islewright.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/io.github.islewright.Islewright.svg \
    /usr/share/islewright/scenarios/base-beginner-3-4.json; do
    [ -e "$file" ] || fail "the package did not install $file"
done
grep -q 'application/x-islewright-scenario' /usr/share/mime/globs2 \
    || fail "dpkg's trigger did not register the scenario MIME type"
status=0
(cd /tmp && QT_QPA_PLATFORM=offscreen timeout 10 /usr/bin/islewright) || status=$?
[ "$status" -eq 124 ] || fail "the installed editor exited with status $status within 10 s"
/usr/bin/islewright-cli validate /usr/share/islewright/scenarios/base-beginner-3-4.json >/dev/null \
    || fail "the installed CLI could not validate an installed scenario"
echo "ci-check-deb: the package installs, the editor starts and runs, the CLI works"
