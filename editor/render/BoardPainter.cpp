// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardPainter.h"

#include "TerrainArt.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace isle::render {

using model::HexCoord;

namespace {

QPointF toQt(model::Point p)
{
    return {p.x, p.y};
}

// Below these device sizes (hex centre-to-corner, pixels) detail is unreadable and only costs
// time, so it is dropped: the overview of a 2,000-hex map stays fast and uncluttered.
constexpr double MinPxForText = 14.0;
constexpr double MinPxForDetail = 6.0;

const QColor TokenFace(0xf6, 0xeb, 0xcb);
const QColor TokenInk(0x22, 0x1c, 0x14);
const QColor TokenRed(0xc4, 0x1e, 0x16);

QFont boldFont(double pixelHeight)
{
    QFont f;
    f.setFamily(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelHeight))));
    return f;
}

// Text drawn at board coordinates but sized in device pixels, so glyphs are hinted at the
// zoom level instead of being scaled from a 1-unit font.
void drawCentredText(QPainter &p, QPointF at, const QString &text, double boardHeight, double scale,
    const QColor &color)
{
    p.save();
    const QTransform t = p.worldTransform();
    const QPointF dev = t.map(at);
    // `scale` is in device pixels; the identity world transform works in logical pixels.
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const double height = boardHeight * scale / dpr;
    p.setWorldTransform(QTransform());
    p.setFont(boldFont(height));
    p.setPen(color);
    const double h = height * 2.0;
    const double w = h * static_cast<double>(std::max<qsizetype>(2, text.size()));
    p.drawText(QRectF(dev.x() - w / 2.0, dev.y() - h / 2.0, w, h), Qt::AlignCenter, text);
    p.restore();
}

// Harbor labels ("2:1", "3:1") are never drawn smaller than this (device pixels): at the fitted
// zoom of a whole board the badge's own scale would make them 4-6 px, which nobody can read.
constexpr double MinHarborLabelPx = 10.0;

/// A harbor label at least MinHarborLabelPx high; when enlarged beyond the badge's scale it sits
/// on a small token-coloured plate so it stays legible over the piers and the sea.
void drawHarborLabel(QPainter &p, QPointF at, const QString &text, double boardHeight, double scale)
{
    const double natural = boardHeight * scale;
    if (natural >= MinHarborLabelPx) {
        drawCentredText(p, at, text, boardHeight, scale, TokenInk);
        return;
    }
    const double px = MinHarborLabelPx;
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    const QFontMetricsF metrics(boldFont(px / dpr));
    const double w = (metrics.horizontalAdvance(text) * dpr + px * 0.5) / scale;
    const double h = px * 1.15 / scale;
    p.save();
    p.setPen(QPen(TokenInk, 1.0 / scale));
    p.setBrush(TokenFace);
    p.drawRoundedRect(QRectF(at.x() - w / 2.0, at.y() - h / 2.0, w, h), h * 0.3, h * 0.3);
    p.restore();
    drawCentredText(p, at, text, px / scale, scale, TokenInk);
}

bool isAxisAligned(const QTransform &t)
{
    return t.type() <= QTransform::TxScale && std::abs(t.m11() - t.m22()) < 1e-9;
}

qreal devicePixelRatio(const QPainter &p)
{
    return p.device() ? p.device()->devicePixelRatioF() : 1.0;
}

// Draws `img` (device pixels) centred on `at` (logical coordinates, identity world transform),
// snapped to whole device pixels so the art stays crisp.
void blit(QPainter &p, QPointF at, const QImage &img, qreal dpr)
{
    const double x = std::round(at.x() * dpr - img.width() / 2.0) / dpr;
    const double y = std::round(at.y() * dpr - img.height() / 2.0) / dpr;
    p.drawImage(QRectF(x, y, img.width() / dpr, img.height() / dpr), img);
}

double deviceScale(const QPainter &p)
{
    const QTransform t = p.deviceTransform();
    return std::sqrt(std::abs(t.m11() * t.m22() - t.m12() * t.m21()));
}

} // namespace

BoardPainter::BoardPainter(model::HexLayout layout, TerrainArt *art)
    : m_layout(layout)
    , m_art(art ? art : &TerrainArt::shared())
{ }

QPointF BoardPainter::centre(HexCoord h) const
{
    return toQt(m_layout.centre(h));
}

QPointF BoardPainter::corner(model::CornerCoord c) const
{
    return toQt(m_layout.corner(c));
}

QPolygonF BoardPainter::hexPolygon(HexCoord h) const
{
    QPolygonF poly;
    poly.reserve(6);
    for (const model::Point &pt : m_layout.polygon(h))
        poly << toQt(pt);
    return poly;
}

QRectF BoardPainter::hexRect(HexCoord h) const
{
    const QPointF c = centre(h);
    const double s = m_layout.size();
    const double w = m_layout.hexWidth() / 2.0;
    return {c.x() - w - 1.0, c.y() - s - 1.0, 2.0 * w + 2.0, 2.0 * s + 2.0};
}

QRectF BoardPainter::boardRect(const model::Board &board) const
{
    if (board.isEmpty())
        return {};
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    bool first = true;
    for (const model::Hex &hex : board.hexes()) {
        const QPointF c = centre(hex.coord);
        if (first) {
            minX = maxX = c.x();
            minY = maxY = c.y();
            first = false;
        }
        minX = std::min(minX, c.x());
        maxX = std::max(maxX, c.x());
        minY = std::min(minY, c.y());
        maxY = std::max(maxY, c.y());
    }
    const double s = m_layout.size();
    const double w = m_layout.hexWidth() / 2.0;
    return QRectF(QPointF(minX - w, minY - s), QPointF(maxX + w, maxY + s)).adjusted(-2, -2, 2, 2);
}

void BoardPainter::forEachHexIn(const model::Board &board, const QRectF &rect,
    const std::function<void(const model::Hex &)> &fn) const
{
    const auto &hexes = board.hexes();
    if (hexes.empty() || rect.isEmpty())
        return;
    const double s = m_layout.size();
    const double w = m_layout.hexWidth();
    const model::Point o = m_layout.origin();
    // y = o.y + 1.5·s·r and x = o.x + w·(q + r/2); widen by one hex so partly visible cells count.
    const int rMin = static_cast<int>(std::floor((rect.top() - o.y - s) / (1.5 * s)));
    const int rMax = static_cast<int>(std::ceil((rect.bottom() - o.y + s) / (1.5 * s)));
    const int boardRMin = hexes.front().coord.r;
    const int boardRMax = hexes.back().coord.r;
    for (int r = std::max(rMin, boardRMin); r <= std::min(rMax, boardRMax); ++r) {
        const int qMin = static_cast<int>(std::floor((rect.left() - o.x - w) / w - r / 2.0));
        const int qMax = static_cast<int>(std::ceil((rect.right() - o.x + w) / w - r / 2.0));
        auto it = std::lower_bound(hexes.begin(), hexes.end(), HexCoord {qMin, r},
            [](const model::Hex &h, HexCoord c) { return h.coord < c; });
        for (; it != hexes.end() && it->coord.r == r && it->coord.q <= qMax; ++it)
            if (hexRect(it->coord).intersects(rect))
                fn(*it);
    }
}

QColor BoardPainter::areaColor(int areaIndex)
{
    // Okabe–Ito palette: distinguishable with the common colour-vision deficiencies.
    static const QColor colors[] = {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
        QColor(0x00, 0x9e, 0x73), QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x72, 0xb2),
        QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7), QColor(0xff, 0xff, 0xff)};
    if (areaIndex < 0)
        return QColor(0x80, 0x80, 0x80);
    return colors[areaIndex % 8];
}

QColor BoardPainter::playerColor(int player)
{
    static const QColor colors[]
        = {QColor(0xd0, 0x30, 0x30), QColor(0x2f, 0x5f, 0xd0), QColor(0xf4, 0xf4, 0xf4),
            QColor(0xf0, 0x8c, 0x1c), QColor(0x2e, 0x9e, 0x4a), QColor(0x8a, 0x5a, 0x2e)};
    if (player < 0)
        return QColor(0x60, 0x60, 0x60);
    return colors[player % 6];
}

QColor BoardPainter::harborColor(model::HarborType type)
{
    switch (type) {
    case model::HarborType::Brick:
        return QColor(0xc9, 0x68, 0x3c);
    case model::HarborType::Lumber:
        return QColor(0x3f, 0x8c, 0x4b);
    case model::HarborType::Wool:
        return QColor(0xa8, 0xd8, 0x6c);
    case model::HarborType::Grain:
        return QColor(0xee, 0xd3, 0x5e);
    case model::HarborType::Ore:
        return QColor(0xa3, 0xa8, 0xb1);
    case model::HarborType::Generic:
        return QColor(0xfa, 0xf7, 0xee);
    case model::HarborType::Unassigned:
        return QColor(0xcf, 0xcf, 0xcf);
    }
    return Qt::white;
}

void BoardPainter::paint(
    QPainter &painter, const model::Scenario &scenario, const QRectF &exposed) const
{
    paintBoard(painter, scenario.board, scenario.areas, exposed);
}

void BoardPainter::paintBoard(QPainter &p, const model::Board &board,
    const std::vector<model::Area> &areas, const QRectF &exposed) const
{
    std::vector<const model::Hex *> visible;
    forEachHexIn(board, exposed, [&](const model::Hex &h) { visible.push_back(&h); });
    m_lastPainted = static_cast<int>(visible.size());
    const double pxSize = m_layout.size() * deviceScale(p);

    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::SmoothPixmapTransform, true);
    paintHexes(p, visible, pxSize);
    if (m_options.areas && pxSize >= MinPxForDetail)
        paintAreaOutlines(p, board, areas, visible);
    if (m_options.tokens) {
        const QTransform t = p.worldTransform();
        if (isAxisAligned(t) && !m_options.vector) {
            p.save();
            p.setWorldTransform(QTransform());
            const qreal dpr = devicePixelRatio(p);
            for (const model::Hex *h : visible)
                if (h->token)
                    blit(p, t.map(centre(h->coord)), tokenImage(*h->token, pxSize), dpr);
            p.restore();
        } else {
            for (const model::Hex *h : visible)
                if (h->token
                    && (m_options.placeholders || model::isValidTokenValue(h->token->value)))
                    paintToken(p, centre(h->coord), *h->token, pxSize);
        }
    }
    if (m_options.locks)
        for (const model::Hex *h : visible) {
            if (h->fixed) // at the top of the hex, clear of the token in the middle
                paintLock(p, centre(h->coord) + QPointF(0, -m_layout.size() * 0.58));
            else if (h->keepsToken()) // under the token: the number stays, the terrain is dealt
                paintLock(p, centre(h->coord) + QPointF(0, m_layout.size() * 0.5));
        }
    if (m_options.coordinates && pxSize >= MinPxForText)
        for (const model::Hex *h : visible)
            drawCentredText(p, centre(h->coord) + QPointF(0, m_layout.size() * 0.72),
                QStringLiteral("%1,%2").arg(h->coord.q).arg(h->coord.r), m_layout.size() * 0.13,
                deviceScale(p), QColor(0, 0, 0, 170));

    const QRectF margin
        = exposed.adjusted(-m_layout.size(), -m_layout.size(), m_layout.size(), m_layout.size());
    if (m_options.harbors)
        for (const model::Harbor &h : board.harbors())
            if (margin.contains(toQt(m_layout.edgeMidpoint(h.edge()))))
                paintHarbor(p, h, pxSize);
    if (m_options.markers && pxSize >= MinPxForDetail)
        for (const model::Marker &m : board.markers()) {
            QPointF at;
            switch (model::markerSite(m.type)) {
            case model::MarkerSite::Hex:
                at = centre(m.hex);
                break;
            case model::MarkerSite::Corner:
                at = corner(m.corner);
                break;
            case model::MarkerSite::Edge:
                at = toQt(m_layout.edgeMidpoint(m.edge));
                break;
            }
            if (margin.contains(at))
                paintMarker(p, m, pxSize);
        }
    if (m_options.pieces) {
        if (auto r = board.robber(); r && margin.intersects(hexRect(*r)))
            paintRobber(p, *r);
        if (auto pi = board.pirate(); pi && margin.intersects(hexRect(*pi)))
            paintPirate(p, *pi);
    }
    p.restore();
}

void BoardPainter::paintHexes(
    QPainter &p, const std::vector<const model::Hex *> &hexes, double pxSize) const
{
    const QTransform t = p.worldTransform();
    // Blit at device resolution when the transform is only scale + translation (the view and
    // the exports); otherwise let QPainter transform the image.
    if (!m_options.terrain) {
        // The caller draws the terrain (the SVG export, with clip paths).
    } else if (m_options.vector) {
        for (const model::Hex *h : hexes)
            paintVectorArt(p, *h);
    } else if (isAxisAligned(t)) {
        p.save();
        // Only the world transform is dropped: the device's own offsets (a widget's position in
        // its window's backing store) must stay, so deviceTransform() cannot be used here.
        p.setWorldTransform(QTransform());
        const qreal dpr = devicePixelRatio(p);
        for (const model::Hex *h : hexes)
            blit(p, t.map(centre(h->coord)), m_art->image(h->terrain, pxSize), dpr);
        p.restore();
    } else {
        for (const model::Hex *h : hexes) {
            const QImage &img = m_art->image(h->terrain, pxSize);
            const QPointF c = centre(h->coord);
            const double w = m_layout.hexWidth();
            const double hgt = m_layout.hexHeight();
            p.drawImage(QRectF(c.x() - w / 2.0, c.y() - hgt / 2.0, w, hgt), img);
        }
    }

    if (m_options.grid) {
        QPen pen(QColor(0x1a, 0x16, 0x10, pxSize < MinPxForDetail ? 60 : 130));
        pen.setWidthF(std::max(1.0, pxSize * 0.025));
        pen.setCosmetic(true);
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        for (const model::Hex *h : hexes)
            p.drawPolygon(hexPolygon(h->coord));
    }
}

void BoardPainter::paintVectorArt(QPainter &p, const model::Hex &hex) const
{
    const QPointF c = centre(hex.coord);
    const double w = m_layout.hexWidth(), h = m_layout.hexHeight();
    const QPolygonF outline = hexPolygon(hex.coord);
    if (hex.terrain == model::Terrain::Unassigned && !m_options.placeholders) {
        // A blank tile with a dashed inner line: a dealt hex goes here.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xe5, 0xe0, 0xd3));
        p.drawPolygon(outline);
        QPen dashed(QColor(0x8a, 0x82, 0x70), m_layout.size() * 0.02, Qt::DashLine);
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(QTransform::fromTranslate(c.x(), c.y())
                          .scale(0.85, 0.85)
                          .translate(-c.x(), -c.y())
                          .map(outline));
        return;
    }
    p.save();
    QPainterPath clip;
    clip.addPolygon(outline);
    clip.closeSubpath();
    p.setClipPath(clip, Qt::IntersectClip);
    m_art->render(p, hex.terrain, QRectF(c.x() - w / 2.0, c.y() - h / 2.0, w, h));
    p.restore();
}

void BoardPainter::paintAreaOutlines(QPainter &p, const model::Board &board,
    const std::vector<model::Area> &areas, const std::vector<const model::Hex *> &hexes) const
{
    const double inset = m_layout.size() * 0.07;
    for (const model::Hex *h : hexes) {
        if (h->area.empty())
            continue;
        int areaIndex = -1;
        for (std::size_t i = 0; i < areas.size(); ++i)
            if (areas[i].id == h->area)
                areaIndex = static_cast<int>(i);
        QPen pen(areaColor(areaIndex));
        pen.setWidthF(m_layout.size() * 0.09);
        pen.setCapStyle(Qt::RoundCap);
        if (areaIndex < 0)
            pen.setStyle(Qt::DashLine); // an area id the scenario does not define
        p.setPen(pen);
        const QPointF c = centre(h->coord);
        for (model::Direction d : model::AllDirections) {
            const model::Hex *n = board.hexAt(h->coord.neighbor(d));
            if (n && n->area == h->area)
                continue;
            // Side d runs from corner d-1 to corner d; inset toward the centre so both areas of a
            // shared side show their own colour.
            const auto poly = m_layout.polygon(h->coord);
            QPointF a = toQt(poly[static_cast<std::size_t>((model::index(d) + 5) % 6)]);
            QPointF b = toQt(poly[static_cast<std::size_t>(model::index(d))]);
            const double k = inset / m_layout.size();
            a += (c - a) * k;
            b += (c - b) * k;
            p.drawLine(a, b);
        }
    }
}

const QImage &BoardPainter::tokenImage(const model::NumberToken &token, double pxSize) const
{
    const int size = std::max(2, static_cast<int>(std::lround(pxSize)));
    if (size != m_tokenCacheSize || m_tokenCache.size() > 256) {
        m_tokenCache.clear();
        m_tokenCacheSize = size;
    }
    const std::string letter = m_options.letters ? token.letter : std::string();
    for (const CachedToken &c : m_tokenCache)
        if (c.value == token.value && c.letter == letter)
            return c.image;
    // The token disc has radius 0.34·size plus its outline; render it centred in a square.
    const int side = static_cast<int>(std::ceil(size * 0.76)) + 2;
    QImage img(side, side, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter ip(&img);
        ip.setRenderHint(QPainter::Antialiasing);
        ip.translate(side / 2.0, side / 2.0);
        const double scale = static_cast<double>(size) / m_layout.size();
        ip.scale(scale, scale);
        paintToken(ip, QPointF(0, 0), model::NumberToken {token.value, letter}, size);
    }
    m_tokenCache.push_back({token.value, letter, std::move(img)});
    return m_tokenCache.back().image;
}

void BoardPainter::paintToken(
    QPainter &p, QPointF c, const model::NumberToken &token, double pxSize) const
{
    const double s = m_layout.size();
    const double radius = s * 0.34;
    const bool red = model::isRedNumber(token.value);
    p.setPen(QPen(QColor(0x5a, 0x48, 0x30), s * 0.025));
    p.setBrush(TokenFace);
    p.drawEllipse(c, radius, radius);
    if (pxSize < MinPxForText) {
        if (red) { // still tell the hot numbers apart in the overview
            p.setPen(Qt::NoPen);
            p.setBrush(TokenRed);
            p.drawEllipse(c, radius * 0.45, radius * 0.45);
        }
        return;
    }
    const double scale = pxSize / s;
    const QColor ink = red ? TokenRed : TokenInk;
    const bool letter = m_options.letters && !token.letter.empty();
    if (letter)
        drawCentredText(p, c + QPointF(0, -radius * 0.58), QString::fromStdString(token.letter),
            s * 0.11, scale, QColor(0x6a, 0x5a, 0x40));
    const QString number = model::isValidTokenValue(token.value) ? QString::number(token.value)
                                                                 : QStringLiteral("?");
    // Fewer pips = less likely; the printed tokens also shrink the digits (001:L519).
    const int pipCount = model::pips(token.value);
    const double numberHeight = s * (0.16 + 0.02 * pipCount);
    drawCentredText(p, c + QPointF(0, letter ? radius * 0.02 : -radius * 0.12), number,
        numberHeight, scale, ink);
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    const double pipR = s * 0.028;
    const double step = pipR * 2.6;
    const double y = c.y() + radius * 0.55;
    for (int i = 0; i < pipCount; ++i)
        p.drawEllipse(QPointF(c.x() + (i - (pipCount - 1) / 2.0) * step, y), pipR, pipR);
}

void BoardPainter::paintHarbor(QPainter &p, const model::Harbor &harbor, double pxSize) const
{
    const double s = m_layout.size();
    const QPointF water = centre(harbor.hex);
    const QPointF mid = toQt(m_layout.edgeMidpoint(harbor.edge()));
    const auto served = harbor.servedCorners();
    const QPointF a = corner(served[0]);
    const QPointF b = corner(served[1]);
    const QPointF badge = water + (mid - water) * 0.42;

    // The two piers from the badge to the served corners, as on the printed harbor tokens.
    QPen plank(QColor(0x6b, 0x45, 0x1e), s * 0.11, Qt::SolidLine, Qt::FlatCap);
    p.setPen(plank);
    p.drawLine(badge, a + (badge - a) * 0.12);
    p.drawLine(badge, b + (badge - b) * 0.12);
    QPen planks(QColor(0xc8, 0x9a, 0x5e), s * 0.05, Qt::DashLine, Qt::FlatCap);
    p.setPen(planks);
    p.drawLine(badge, a + (badge - a) * 0.12);
    p.drawLine(badge, b + (badge - b) * 0.12);
    // Served corners: a white ring on each intersection that may trade here.
    p.setPen(QPen(QColor(0x6b, 0x45, 0x1e), s * 0.035));
    p.setBrush(Qt::white);
    p.drawEllipse(a, s * 0.075, s * 0.075);
    p.drawEllipse(b, s * 0.075, s * 0.075);

    const double r = s * 0.27;
    p.setPen(QPen(QColor(0x3a, 0x2a, 0x18), s * 0.03));
    p.setBrush(harborColor(harbor.type));
    p.drawEllipse(badge, r, r);
    if (m_options.locks && harbor.fixed)
        paintLock(p, badge + QPointF(0, -r - s * 0.12));
    if (pxSize < MinPxForText)
        return;
    const double scale = pxSize / s;
    const auto resource = model::harborResource(harbor.type);
    if (resource) {
        static constexpr model::Terrain terrainOf[]
            = {model::Terrain::Hills, model::Terrain::Forest, model::Terrain::Pasture,
                model::Terrain::Fields, model::Terrain::Mountains};
        const double iconBoard = r * 1.15;
        const QRectF iconRect(
            badge.x() - iconBoard / 2.0, badge.y() - r * 0.92, iconBoard, iconBoard);
        const model::Terrain terrain = terrainOf[model::index(*resource)];
        if (m_options.vector) {
            m_art->renderSymbol(p, terrain, iconRect);
        } else {
            const int iconPx = static_cast<int>(std::lround(r * 1.15 * scale));
            p.drawImage(iconRect, m_art->symbol(terrain, std::max(iconPx, 4)));
        }
        drawHarborLabel(p, badge + QPointF(0, r * 0.5), QStringLiteral("2:1"), s * 0.11, scale);
    } else if (harbor.type == model::HarborType::Generic) {
        drawHarborLabel(p, badge, QStringLiteral("3:1"), s * 0.15, scale);
    } else if (m_options.placeholders) {
        drawCentredText(p, badge, QStringLiteral("?"), s * 0.2, scale, TokenInk);
    }
}

void BoardPainter::paintLock(QPainter &p, QPointF c) const
{
    // A padlock: a locked hex or harbor keeps what it holds when the board is dealt again.
    const double s = m_layout.size();
    const double w = s * 0.26, hgt = s * 0.2;
    p.save();
    QPen pen(QColor(0x1e, 0x2a, 0x38), s * 0.05);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(c.x() - w * 0.32, c.y() - hgt * 1.05, w * 0.64, hgt * 1.1), 0, 180 * 16);
    pen.setWidthF(s * 0.03);
    p.setPen(pen);
    p.setBrush(QColor(0xe3, 0xa9, 0x2c));
    p.drawRoundedRect(QRectF(c.x() - w / 2, c.y() - hgt / 2, w, hgt), s * 0.03, s * 0.03);
    p.restore();
}

void BoardPainter::paintMarker(QPainter &p, const model::Marker &m, double pxSize) const
{
    using model::MarkerType;
    const double s = m_layout.size();
    const double scale = pxSize / s;
    const bool text = pxSize >= MinPxForText;
    const QPen outline(QColor(0x20, 0x20, 0x20), s * 0.025);
    const QString number = m.number != 0 ? QString::number(m.number) : QString();

    auto badge
        = [&](QPointF at, double r, const QColor &fill, const QString &label, const QColor &ink) {
              p.setPen(outline);
              p.setBrush(fill);
              p.drawEllipse(at, r, r);
              if (text && !label.isEmpty())
                  drawCentredText(p, at, label, r * 0.95, scale, ink);
          };

    switch (m.type) {
    case MarkerType::NoSettlementAtSetup: {
        // A prohibition sign on the intersection.
        const QPointF at = corner(m.corner);
        const double r = s * 0.13;
        p.setPen(QPen(TokenRed, s * 0.045));
        p.setBrush(QColor(255, 255, 255, 220));
        p.drawEllipse(at, r, r);
        const double k = r * std::numbers::sqrt2 / 2.0;
        p.drawLine(at + QPointF(-k, -k), at + QPointF(k, k));
        break;
    }
    case MarkerType::StartSettlement: {
        const QPointF at = corner(m.corner);
        const double u = s * 0.12;
        QPolygonF house;
        house << at + QPointF(-u, u) << at + QPointF(-u, -u * 0.2) << at + QPointF(0, -u * 1.1)
              << at + QPointF(u, -u * 0.2) << at + QPointF(u, u);
        p.setPen(outline);
        p.setBrush(playerColor(m.player));
        p.drawPolygon(house);
        break;
    }
    case MarkerType::StartRoad:
    case MarkerType::StartShip: {
        const auto ends = m.edge.corners();
        const QPointF a = corner(ends[0]);
        const QPointF b = corner(ends[1]);
        const QPointF a2 = a + (b - a) * 0.2;
        const QPointF b2 = b + (a - b) * 0.2;
        p.setPen(QPen(QColor(0x20, 0x20, 0x20), s * 0.13, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a2, b2);
        p.setPen(QPen(playerColor(m.player), s * 0.08,
            m.type == MarkerType::StartShip ? Qt::DotLine : Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a2, b2);
        break;
    }
    case MarkerType::Village:
        badge(corner(m.corner), s * 0.14, QColor(0xd9, 0xb3, 0x82),
            number.isEmpty() ? QStringLiteral("V") : number, TokenInk);
        break;
    case MarkerType::CatanChitVp: // a gift on a coast edge (The Forgotten Tribe, 001:L2055)
        badge(toQt(m_layout.edgeMidpoint(m.edge)), s * 0.13, QColor(0xff, 0xd5, 0x4a),
            number.isEmpty() ? QStringLiteral("VP") : number, TokenInk);
        break;
    case MarkerType::PirateFortress:
        badge(corner(m.corner), s * 0.15, QColor(0x22, 0x22, 0x22), QStringLiteral("F"), Qt::white);
        break;
    case MarkerType::FortressRouteSettlementSite:
        badge(corner(m.corner), s * 0.1, QColor(255, 255, 255, 160), QString(), TokenInk);
        break;
    case MarkerType::DevelopmentCard: { // a gift on a coast edge (001:L2063)
        const QPointF at = toQt(m_layout.edgeMidpoint(m.edge));
        p.setPen(outline);
        p.setBrush(QColor(0x7d, 0x60, 0xaa));
        p.drawRoundedRect(
            QRectF(at.x() - s * 0.08, at.y() - s * 0.12, s * 0.16, s * 0.24), s * 0.03, s * 0.03);
        break;
    }
    case MarkerType::WonderSiteGreatWall:
        badge(corner(m.corner), s * 0.13, QColor(0xe0, 0x8a, 0x2c), QStringLiteral("W"), TokenInk);
        break;
    case MarkerType::WonderSiteGreatBridge:
        badge(corner(m.corner), s * 0.13, QColor(0xe0, 0x8a, 0x2c), QStringLiteral("B"), TokenInk);
        break;
    case MarkerType::FishingGround:
        badge(corner(m.corner), s * 0.15, QColor(0x6c, 0xc0, 0xe6), number, TokenInk);
        break;
    case MarkerType::BarbarianStart:
        badge(centre(m.hex) + QPointF(-s * 0.45, -s * 0.2), s * 0.15, QColor(0x3a, 0x2a, 0x18),
            QStringLiteral("B"), Qt::white);
        break;
    case MarkerType::NoPirateAttackHex:
        badge(centre(m.hex) + QPointF(s * 0.45, -s * 0.2), s * 0.15, Qt::white, QStringLiteral("!"),
            TokenRed);
        break;
    case MarkerType::PiratePath: // the fleet's circuit, numbered in sailing order (001:L2244)
        badge(centre(m.hex) + QPointF(0, -s * 0.5), s * 0.12, QColor(0x15, 0x15, 0x15), number,
            Qt::white);
        break;
    }
}

void BoardPainter::paintRobber(QPainter &p, HexCoord h) const
{
    // A pawn beside the token, so the number under the robber stays readable.
    const double s = m_layout.size();
    const QPointF base = centre(h) + QPointF(s * 0.5, s * 0.28);
    QPainterPath pawn;
    pawn.moveTo(base + QPointF(-s * 0.15, 0));
    pawn.quadTo(base + QPointF(-s * 0.12, -s * 0.3), base + QPointF(-s * 0.05, -s * 0.38));
    pawn.lineTo(base + QPointF(s * 0.05, -s * 0.38));
    pawn.quadTo(base + QPointF(s * 0.12, -s * 0.3), base + QPointF(s * 0.15, 0));
    pawn.closeSubpath();
    pawn.addEllipse(base + QPointF(0, -s * 0.45), s * 0.1, s * 0.1);
    p.setPen(QPen(QColor(0xee, 0xee, 0xee), s * 0.025));
    p.setBrush(QColor(0x3c, 0x3c, 0x44));
    p.drawPath(pawn.simplified());
}

void BoardPainter::paintPirate(QPainter &p, HexCoord h) const
{
    const double s = m_layout.size();
    const QPointF c = centre(h) + QPointF(-s * 0.48, s * 0.12);
    QPainterPath hull;
    hull.moveTo(c + QPointF(-s * 0.24, 0));
    hull.lineTo(c + QPointF(s * 0.24, 0));
    hull.lineTo(c + QPointF(s * 0.15, s * 0.13));
    hull.lineTo(c + QPointF(-s * 0.15, s * 0.13));
    hull.closeSubpath();
    QPainterPath sail;
    sail.moveTo(c + QPointF(-s * 0.02, -s * 0.04));
    sail.lineTo(c + QPointF(-s * 0.02, -s * 0.36));
    sail.lineTo(c + QPointF(s * 0.17, -s * 0.06));
    sail.closeSubpath();
    p.setPen(QPen(QColor(0xee, 0xee, 0xee), s * 0.022));
    p.setBrush(QColor(0x15, 0x15, 0x15));
    p.drawPath(hull);
    p.drawPath(sail);
}

} // namespace isle::render
