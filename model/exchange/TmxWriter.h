// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"
#include "model/Scenario.h"

#include <string>
#include <vector>

namespace isle::model {

/// Writes a scenario as a Tiled map (TMX 1.8): a hexagonal staggered map (pointy-top,
/// staggeraxis "y", staggerindex "odd" — the odd-r grid of OddRowGrid) whose one tile layer holds
/// the terrain, a tileset with one tile per Terrain (tile id = index(Terrain), each tile carries
/// a "terrain" property), object layers for number tokens, harbors, markers and the robber and
/// pirate with typed properties, and the scenario metadata as map properties. The tileset image
/// itself is raster art; the caller writes it (isle_render) and passes its file name and size.
class TmxWriter
{
public:
    struct Options
    {
        std::string tilesetImage = "islewright-terrain.png"; ///< relative to the .tmx file
        int hexSize = 64; ///< centre-to-corner distance in pixels (= Tiled's hexsidelength)
        int tilesetColumns = 8; ///< tiles per row of the tileset image
    };

    /// Pixel geometry implied by Options, shared with whoever draws the tileset image.
    struct TileGeometry
    {
        int tileWidth = 0; ///< flat-to-flat width, sqrt(3)·size rounded to an even number
        int tileHeight = 0; ///< 2·size
        int columns = 0;
        int rows = 0;
        int imageWidth() const { return tileWidth * columns; }
        int imageHeight() const { return tileHeight * rows; }
    };
    static TileGeometry tileGeometry(const Options &options);

    struct Result
    {
        std::string text; ///< the .tmx document; empty when issues hold an Error
        std::vector<Issue> issues; ///< codes "tmx.*"
        bool hasErrors() const;
    };

    static Result write(const Scenario &scenario, const Options &options);

    /// Tiled's global tile id of a terrain in the written map (firstgid 1).
    static int gidOf(Terrain t) { return 1 + index(t); }
};

} // namespace isle::model
