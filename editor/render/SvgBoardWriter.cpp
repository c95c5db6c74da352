// SPDX-License-Identifier: GPL-3.0-or-later
#include "SvgBoardWriter.h"

#include "TerrainArt.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <cmath>
#include <cstring>
#include <functional>
#include <numbers>
#include <set>

namespace isle::render {

namespace {

// The art is drawn once per terrain for a hex of this size (the art files' own viewBox).
constexpr double ArtSize = 100.0;
const double ArtWidth = std::numbers::sqrt3 * ArtSize;

QByteArray generate(QSizeF size, const QString &title, const QString &description,
    const std::function<void(QPainter &)> &draw)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(title);
    svg.setDescription(description);
    QPainter p;
    if (!p.begin(&svg))
        return {};
    draw(p);
    p.end();
    return buffer.data();
}

QByteArray nameOf(model::Terrain t)
{
    const std::string_view name = model::toString(t);
    return QByteArray(name.data(), static_cast<qsizetype>(name.size()));
}

/// Where the drawing starts in QSvgGenerator's output: after <title> and <desc> when it wrote
/// them (it leaves them out when empty), else after the <svg> start tag; -1 if not SVG.
qsizetype drawingStart(const QByteArray &svg)
{
    for (const char *tag : {"</desc>", "</title>"})
        if (const qsizetype at = svg.indexOf(tag); at >= 0)
            return at + static_cast<qsizetype>(std::strlen(tag));
    const qsizetype open = svg.indexOf("<svg");
    const qsizetype end = open < 0 ? -1 : svg.indexOf('>', open);
    return end < 0 ? -1 : end + 1;
}

/// What QSvgGenerator drew: between the header and </svg>.
QByteArray body(const QByteArray &svg)
{
    const qsizetype start = drawingStart(svg);
    const qsizetype end = svg.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    return svg.mid(start, end - start);
}

/// The art of one terrain with its ids made unique in the document (each file has its own
/// "gradient1").
QByteArray artGroup(TerrainArt &art, model::Terrain t, const QByteArray &clipId)
{
    QString fragment = QString::fromUtf8(body(generate(QSizeF(ArtWidth, 2 * ArtSize), {}, {},
        [&](QPainter &p) { art.render(p, t, QRectF(0, 0, ArtWidth, 2 * ArtSize)); })));
    const QString prefix = QStringLiteral("isle-%1-").arg(QString::fromLatin1(nameOf(t)));
    fragment.replace(QRegularExpression(QStringLiteral("id=\"([^\"]+)\"")),
        QStringLiteral("id=\"%1\\1\"").arg(prefix));
    fragment.replace(QRegularExpression(QStringLiteral("url\\(#([^)]+)\\)")),
        QStringLiteral("url(#%1\\1)").arg(prefix));
    fragment.replace(QRegularExpression(QStringLiteral("href=\"#([^\"]+)\"")),
        QStringLiteral("href=\"#%1\\1\"").arg(prefix));
    return "<g id=\"isle-art-" + nameOf(t) + "\" clip-path=\"url(#" + clipId + ")\">"
        + fragment.toUtf8() + "</g>\n";
}

QByteArray number(double v)
{
    return QByteArray::number(v, 'f', 3);
}

} // namespace

QByteArray SvgBoardWriter::document(const model::Scenario &scenario, double hexSizePx,
    const BoardPainter::Options &paint, const QColor &background, double marginHexFraction)
{
    if (scenario.board.isEmpty())
        return {};
    TerrainArt art;
    BoardPainter painter {model::HexLayout(hexSizePx), &art};
    BoardPainter::Options options = paint;
    options.vector = true;
    options.terrain = false; // placed below with <use>, clipped
    painter.setOptions(options);
    const double m = hexSizePx * marginHexFraction;
    const QRectF content = painter.boardRect(scenario.board).adjusted(-m, -m, m, m);
    const QSizeF size(std::ceil(content.width()), std::ceil(content.height()));

    QByteArray svg = generate(size, QString::fromStdString(scenario.title),
        QString::fromStdString(scenario.description), [&](QPainter &p) {
            p.translate(-content.topLeft());
            painter.paint(p, scenario, content);
        });
    const qsizetype insertAt = drawingStart(svg);
    if (insertAt < 0)
        return {};

    // The hex outline in the art's coordinates (centre (ArtWidth/2, ArtSize)), as the clip.
    const QByteArray clipId = "isle-hex-clip";
    QByteArray points;
    for (int k = 0; k < 6; ++k) {
        const double a = std::numbers::pi / 180.0 * (30.0 + 60.0 * k);
        points += number(ArtWidth / 2.0 + ArtSize * std::cos(a)) + ','
            + number(ArtSize - ArtSize * std::sin(a)) + ' ';
    }
    QByteArray defs = "\n<defs>\n<clipPath id=\"" + clipId + "\"><polygon points=\""
        + points.trimmed() + "\"/></clipPath>\n";
    std::set<model::Terrain> used;
    for (const model::Hex &h : scenario.board.hexes())
        used.insert(h.terrain);
    for (model::Terrain t : used)
        defs += artGroup(art, t, clipId);
    defs += "</defs>\n";
    if (background.alpha() > 0)
        defs += "<rect x=\"0\" y=\"0\" width=\"" + number(size.width()) + "\" height=\""
            + number(size.height()) + "\" fill=\"" + background.name().toLatin1()
            + "\" fill-opacity=\"" + number(background.alphaF()) + "\"/>\n";
    defs += "<g id=\"isle-terrain\">\n";
    const double k = hexSizePx / ArtSize;
    if (paint.terrain)
        for (const model::Hex &h : scenario.board.hexes()) {
            const QPointF c = painter.centre(h.coord) - content.topLeft();
            defs += "<use xlink:href=\"#isle-art-" + nameOf(h.terrain) + "\" transform=\"matrix("
                + number(k) + ",0,0," + number(k) + "," + number(c.x() - ArtWidth / 2.0 * k) + ','
                + number(c.y() - ArtSize * k) + ")\"/>\n";
        }
    defs += "</g>\n";
    svg.insert(insertAt, defs);
    // Clip paths are SVG 1.1 (full), not SVG Tiny 1.2 which QSvgGenerator declares.
    svg.replace("version=\"1.2\" baseProfile=\"tiny\"", "version=\"1.1\"");
    return svg;
}

} // namespace isle::render
