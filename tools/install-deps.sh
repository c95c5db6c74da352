#!/usr/bin/env bash
# Installs everything Islewright needs to build, test and run on Debian 12 (bookworm).
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-qpa-plugins qt6-translations-l10n libgl-dev nlohmann-json3-dev
    xvfb xauth
    # Desktop integration checks of `cmake --install` (ctest install_desktop_integration).
    desktop-file-utils appstream shared-mime-info
    # Exchange-format peers driven by the tests: Pioneers server + AI and its maps, Tiled, pdfinfo.
    pioneers-console pioneers-console-data tiled poppler-utils
    # The scenario JSON Schema check (ctest scenario_schema, tools/check-schema.py).
    python3 python3-jsonschema
    # The fuzz targets (tools/run-fuzzers.sh): clang with libFuzzer and its sanitizer runtimes.
    clang libclang-rt-14-dev
    # Sharded playtest studies (tools/playtest-shards.sh, ctest cli_playtest_shards).
    parallel
)
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}"
