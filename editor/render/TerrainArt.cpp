// SPDX-License-Identifier: GPL-3.0-or-later
#include "TerrainArt.h"

#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>
#include <numbers>

// The resources are compiled into a static library: force their registration (outside any
// namespace, as Q_INIT_RESOURCE requires).
static void initIslewrightResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace isle::render {

void TerrainArt::initResources()
{
    static const bool done = [] {
        initIslewrightResources();
        return true;
    }();
    Q_UNUSED(done);
}

TerrainArt::TerrainArt()
{
    initResources();
    for (int i = 0; i < model::TerrainCount; ++i) {
        const auto t = static_cast<model::Terrain>(i);
        m_renderers[static_cast<std::size_t>(i)] = std::make_unique<QSvgRenderer>(resourcePath(t));
    }
}

TerrainArt::~TerrainArt() = default;

TerrainArt &TerrainArt::shared()
{
    static TerrainArt art;
    return art;
}

QString TerrainArt::resourcePath(model::Terrain t)
{
    return QStringLiteral(":/terrain/%1.svg").arg(QLatin1String(model::toString(t)));
}

bool TerrainArt::isValid(model::Terrain t) const
{
    return m_renderers[static_cast<std::size_t>(model::index(t))]->isValid();
}

std::size_t TerrainArt::cachedImageCount() const
{
    std::size_t n = 0;
    for (const Entry &e : m_entries)
        n += static_cast<std::size_t>(std::count_if(
            e.images.begin(), e.images.end(), [](const QImage &img) { return !img.isNull(); }));
    return n;
}

TerrainArt::Entry &TerrainArt::entryFor(int size)
{
    ++m_useCounter;
    for (Entry &e : m_entries)
        if (e.size == size) {
            e.lastUse = m_useCounter;
            return e;
        }
    if (m_entries.size() >= MaxSizes) {
        auto oldest = std::min_element(m_entries.begin(), m_entries.end(),
            [](const Entry &a, const Entry &b) { return a.lastUse < b.lastUse; });
        m_entries.erase(oldest);
    }
    Entry &e = m_entries.emplace_back();
    e.size = size;
    e.lastUse = m_useCounter;
    return e;
}

const QImage &TerrainArt::image(model::Terrain t, double hexSizePx)
{
    const int size = std::max(2, static_cast<int>(std::lround(hexSizePx)));
    Entry &entry = entryFor(size);
    QImage &img = entry.images[static_cast<std::size_t>(model::index(t))];
    if (!img.isNull())
        return img;

    const double w = std::numbers::sqrt3 * size;
    img = QImage(static_cast<int>(std::ceil(w)), 2 * size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    // Clip to the hex so art that runs past it (the frame's hatching) never bleeds onto a
    // neighbour.
    QPainterPath hex;
    const QPointF c(img.width() / 2.0, size);
    for (int k = 0; k < 6; ++k) {
        const double a = std::numbers::pi / 180.0 * (30.0 + 60.0 * k);
        const QPointF pt(c.x() + size * std::cos(a), c.y() - size * std::sin(a));
        if (k == 0)
            hex.moveTo(pt);
        else
            hex.lineTo(pt);
    }
    hex.closeSubpath();
    p.setClipPath(hex);
    QSvgRenderer &svg = *m_renderers[static_cast<std::size_t>(model::index(t))];
    if (svg.isValid())
        svg.render(&p, QRectF(c.x() - w / 2.0, 0.0, w, 2.0 * size));
    else
        p.fillPath(hex, Qt::magenta); // missing art must be obvious, never silent
    return img;
}

const QImage &TerrainArt::symbol(model::Terrain t, int sizePx)
{
    const int size = std::clamp(sizePx, 1, 4095);
    const int key = model::index(t) * 4096 + size;
    for (auto &[k, img] : m_symbols)
        if (k == key)
            return img;
    if (m_symbols.size() > 256) // badges use a handful of sizes; drop all rather than track age
        m_symbols.clear();
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        renderSymbol(p, t, QRectF(0, 0, size, size));
    }
    m_symbols.emplace_back(key, std::move(img));
    return m_symbols.back().second;
}

void TerrainArt::render(QPainter &painter, model::Terrain t, const QRectF &bounds)
{
    QSvgRenderer &svg = *m_renderers[static_cast<std::size_t>(model::index(t))];
    if (svg.isValid())
        svg.render(&painter, bounds);
    else
        painter.fillRect(bounds, Qt::magenta); // missing art must be obvious, never silent
}

void TerrainArt::renderSymbol(QPainter &painter, model::Terrain t, const QRectF &square)
{
    QSvgRenderer &svg = *m_renderers[static_cast<std::size_t>(model::index(t))];
    if (!svg.isValid())
        return;
    const double side = std::min(square.width(), square.height());
    const auto fitted = [&](QSizeF bounds) {
        const double scale = side / std::max(bounds.width(), bounds.height());
        const QSizeF s(bounds.width() * scale, bounds.height() * scale);
        return QRectF(square.center() - QPointF(s.width() / 2.0, s.height() / 2.0), s);
    };
    const QString id = QStringLiteral("symbol");
    if (svg.elementExists(id)) {
        // Fit the element's bounds (in its own transformed space) into the square, centred.
        const QRectF b = svg.transformForElement(id).mapRect(svg.boundsOnElement(id));
        svg.render(&painter, id, fitted(b.size()));
    } else {
        svg.render(&painter, fitted(svg.defaultSize()));
    }
}

} // namespace isle::render
