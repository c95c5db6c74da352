// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Terrain.h"

#include <QImage>
#include <QString>

#include <array>
#include <memory>
#include <vector>

class QPainter;
class QRectF;
class QSvgRenderer;

namespace isle::render {

/// The terrain artwork (resources/terrain/*.svg) rasterised once per terrain and pixel size.
/// Rendering an SVG costs about a millisecond; a board frame draws hundreds of hexes, so every
/// frame after the first at a zoom level only blits cached images. Not thread-safe: one instance
/// per painting thread (the GUI thread uses shared()).
class TerrainArt
{
public:
    TerrainArt();
    ~TerrainArt();
    TerrainArt(const TerrainArt &) = delete;
    TerrainArt &operator=(const TerrainArt &) = delete;

    /// The instance used by the GUI thread.
    static TerrainArt &shared();

    /// Registers the compiled-in art and icons (:/terrain, :/icons). Idempotent; TerrainArt's
    /// constructor calls it, code that only loads icons calls it first.
    static void initResources();

    /// Resource path of a terrain's SVG, e.g. ":/terrain/hills.svg".
    static QString resourcePath(model::Terrain t);

    /// The art of `t` for a hex whose centre-to-corner distance is `hexSizePx` device pixels:
    /// an image of ceil(sqrt(3)·size) × ceil(2·size) pixels, transparent outside the hex.
    /// `hexSizePx` is rounded to whole pixels (at least 2) so continuous zooming reuses entries.
    /// The reference stays valid until the next call of image() or symbol().
    const QImage &image(model::Terrain t, double hexSizePx);

    /// The terrain's symbol alone (SVG element "symbol"; the whole hex for the frame, which has
    /// none), fitted into a transparent `sizePx` square: harbor badges, palette and legend icons.
    /// Valid until the next call (as for image()).
    const QImage &symbol(model::Terrain t, int sizePx);

    /// Draws the art of `t` as vector shapes (no raster) into `bounds`, a rectangle of the
    /// painter's coordinates of the hex's size (sqrt(3)·size × 2·size). Nothing is clipped: on a
    /// device that clips (PDF) clip to the hex first; SVG export uses it inside a clip path.
    void render(QPainter &painter, model::Terrain t, const QRectF &bounds);
    /// The terrain's symbol (as symbol()) drawn as vector shapes, fitted into `square`.
    void renderSymbol(QPainter &painter, model::Terrain t, const QRectF &square);

    /// The SVG could be loaded (false only if the resources are missing from the binary).
    bool isValid(model::Terrain t) const;

    /// Number of cached images (for tests of the cache policy).
    std::size_t cachedImageCount() const;

private:
    struct Entry
    {
        int size = 0;
        std::array<QImage, model::TerrainCount> images;
        quint64 lastUse = 0;
    };
    static constexpr std::size_t MaxSizes
        = 6; // zoom levels kept: enough for zooming back and forth

    Entry &entryFor(int size);

    std::array<std::unique_ptr<QSvgRenderer>, model::TerrainCount> m_renderers;
    std::vector<Entry> m_entries;
    std::vector<std::pair<int, QImage>> m_symbols; // (terrain index * 4096 + size, image)
    quint64 m_useCounter = 0;
};

} // namespace isle::render
