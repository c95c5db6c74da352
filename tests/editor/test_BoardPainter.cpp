// SPDX-License-Identifier: GPL-3.0-or-later
#include "../model/BoardFixtures.h"
#include "editor/render/BoardPainter.h"
#include "editor/render/TerrainArt.h"
#include "model/Rng.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace isle;
using model::HexCoord;
using model::Terrain;

namespace {

constexpr double HexSize = 60.0;

/// Renders `board` at scale 1 into an image whose origin is the board rect's top-left.
struct Rendered
{
    QImage image;
    QPointF offset;
    QPoint at(QPointF boardPoint) const { return (boardPoint - offset).toPoint(); }
};

Rendered renderScenario(const render::BoardPainter &painter, const model::Scenario &s)
{
    const QRectF r = painter.boardRect(s.board);
    Rendered out {
        QImage(r.size().toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied), r.topLeft()};
    out.image.fill(Qt::black);
    QPainter p(&out.image);
    p.translate(-r.topLeft());
    painter.paint(p, s, r);
    return out;
}

bool near(QColor a, QColor b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

bool isTokenRed(QColor c)
{
    return c.red() > 150 && c.green() < 90 && c.blue() < 90;
}

int countPixels(
    const QImage &img, QPointF centre, double radius, const std::function<bool(QColor)> &pred)
{
    int n = 0;
    for (int y = static_cast<int>(centre.y() - radius); y <= static_cast<int>(centre.y() + radius);
         ++y)
        for (int x = static_cast<int>(centre.x() - radius);
             x <= static_cast<int>(centre.x() + radius); ++x)
            if (QLineF(centre, QPointF(x, y)).length() <= radius && img.valid(x, y)
                && pred(img.pixelColor(x, y)))
                ++n;
    return n;
}

} // namespace

class test_BoardPainter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTerrainHasArt()
    {
        render::TerrainArt art;
        for (int i = 0; i < model::TerrainCount; ++i) {
            const auto t = static_cast<Terrain>(i);
            QVERIFY2(art.isValid(t), qPrintable(render::TerrainArt::resourcePath(t)));
            const QImage &img = art.image(t, 40.0);
            QCOMPARE(img.height(), 80);
            // Transparent outside the hex (top-left corner), opaque at its centre.
            QCOMPARE(img.pixelColor(0, 0).alpha(), 0);
            QCOMPARE(img.pixelColor(img.width() / 2, img.height() / 2).alpha(), 255);
            // The symbol alone is drawn (not blank).
            const QImage &sym = art.symbol(t, 32);
            int opaque = 0;
            for (int y = 0; y < sym.height(); ++y)
                for (int x = 0; x < sym.width(); ++x)
                    opaque += sym.pixelColor(x, y).alpha() > 128 ? 1 : 0;
            QVERIFY2(opaque > 40, toString(t).data());
        }
    }

    void terrainsAreDistinctImages()
    {
        // Colour plus symbol: no two terrains may render to the same picture.
        render::TerrainArt art;
        std::vector<QImage> images;
        for (int i = 0; i < model::TerrainCount; ++i)
            images.push_back(art.image(static_cast<Terrain>(i), 30.0));
        for (std::size_t a = 0; a < images.size(); ++a)
            for (std::size_t b = a + 1; b < images.size(); ++b)
                QVERIFY(images[a] != images[b]);
    }

    void artCacheKeepsFewZoomLevels()
    {
        render::TerrainArt art;
        for (int size = 10; size < 40; ++size)
            art.image(Terrain::Hills, size);
        QVERIFY(art.cachedImageCount() <= 6);
        // Sizes are rounded, so nearby zoom factors share an entry.
        const QImage &a = art.image(Terrain::Forest, 20.2);
        const qint64 key = a.cacheKey();
        QCOMPARE(art.image(Terrain::Forest, 19.8).cacheKey(), key);
    }

    void hexCentresShowTheTerrainColour_data()
    {
        QTest::addColumn<int>("terrain");
        QTest::addColumn<QColor>("colour");
        // Background colours of resources/terrain/*.svg, where no symbol is drawn (hex centre).
        QTest::newRow("hills") << int(Terrain::Hills) << QColor(0xc9, 0x68, 0x3c);
        QTest::newRow("forest") << int(Terrain::Forest) << QColor(0x3f, 0x8c, 0x4b);
        QTest::newRow("pasture") << int(Terrain::Pasture) << QColor(0xa8, 0xd8, 0x6c);
        QTest::newRow("fields") << int(Terrain::Fields) << QColor(0xee, 0xd3, 0x5e);
        QTest::newRow("mountains") << int(Terrain::Mountains) << QColor(0xa3, 0xa8, 0xb1);
        QTest::newRow("desert") << int(Terrain::Desert) << QColor(0xec, 0xdc, 0xaa);
        QTest::newRow("sea") << int(Terrain::Sea) << QColor(0x2f, 0x78, 0xb7);
    }

    void hexCentresShowTheTerrainColour()
    {
        QFETCH(int, terrain);
        QFETCH(QColor, colour);
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Desert);
        s.board.setHex({HexCoord {1, -1}, static_cast<Terrain>(terrain)});
        render::BoardPainter painter {model::HexLayout(HexSize)};
        const Rendered out = renderScenario(painter, s);
        const QColor got = out.image.pixelColor(out.at(painter.centre({1, -1})));
        QVERIFY2(
            near(got, colour, 24), qPrintable(got.name() + QStringLiteral(" vs ") + colour.name()));
    }

    void redTokensHaveRedDigits()
    {
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Fields);
        s.board.setHex({HexCoord {0, 0}, Terrain::Hills, model::NumberToken {6, {}}});
        s.board.setHex({HexCoord {1, 0}, Terrain::Hills, model::NumberToken {9, {}}});
        s.board.setHex({HexCoord {-1, 0}, Terrain::Hills, model::NumberToken {8, "B"}});
        render::BoardPainter painter {model::HexLayout(HexSize)};
        const Rendered out = renderScenario(painter, s);
        const double tokenR = HexSize * 0.3;
        const QPointF six = painter.centre({0, 0}) - out.offset;
        const QPointF nine = painter.centre({1, 0}) - out.offset;
        const QPointF eight = painter.centre({-1, 0}) - out.offset;
        QVERIFY(countPixels(out.image, six, tokenR, isTokenRed) > 40);
        QVERIFY(countPixels(out.image, eight, tokenR, isTokenRed) > 40);
        QCOMPARE(countPixels(out.image, nine, tokenR, isTokenRed), 0);
        // The 9 is printed in dark ink on the light token face.
        QVERIFY(
            countPixels(out.image, nine, tokenR, [](QColor c) { return c.lightness() < 60; }) > 30);
        // The token face is the light token colour.
        QVERIFY(near(out.image.pixelColor((nine + QPointF(tokenR * 0.8, 0)).toPoint()),
            QColor(0xf6, 0xeb, 0xcb), 12));
    }

    void overviewKeepsRedTokensVisible()
    {
        // At a few pixels per hex the digits are dropped but 6 and 8 keep a red dot.
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Fields);
        s.board.setHex({HexCoord {0, 0}, Terrain::Hills, model::NumberToken {8, {}}});
        render::BoardPainter painter {model::HexLayout(8.0)};
        const Rendered out = renderScenario(painter, s);
        QVERIFY(isTokenRed(out.image.pixelColor(out.at(painter.centre({0, 0})))));
    }

    void harborMarksItsServedCorners()
    {
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Forest);
        const model::Harbor harbor {{3, -1}, model::Direction::West, model::HarborType::Ore};
        s.board.setHarbor(harbor);
        render::BoardPainter painter {model::HexLayout(HexSize)};
        const Rendered out = renderScenario(painter, s);
        for (const model::CornerCoord c : harbor.servedCorners())
            QVERIFY(near(out.image.pixelColor(out.at(painter.corner(c))), Qt::white, 10));
        // The badge shows the ore colour on the water hex, between its centre and the edge.
        const QPointF mid
            = QPointF(painter.centre(harbor.hex) + painter.centre(harbor.landHex())) / 2.0;
        const QPointF badge
            = painter.centre(harbor.hex) + (mid - painter.centre(harbor.hex)) * 0.42;
        const QColor ore = render::BoardPainter::harborColor(model::HarborType::Ore);
        QVERIFY(countPixels(out.image, badge - out.offset, HexSize * 0.25, [&](QColor c) {
            return near(c, ore, 12);
        }) > 50);
    }

    // At the zoom a whole official board opens with (hexes about 30 px, see test_EditorWindow's
    // layout test) the "3:1" and "2:1" labels are still at least 7 px tall (a 10 px font).
    void harborLabelsAreReadableAtTheDefaultZoom_data()
    {
        QTest::addColumn<int>("type");
        QTest::newRow("3:1") << static_cast<int>(model::HarborType::Generic);
        QTest::newRow("2:1") << static_cast<int>(model::HarborType::Wool);
    }
    void harborLabelsAreReadableAtTheDefaultZoom()
    {
        QFETCH(int, type);
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Forest);
        const model::Harbor harbor {
            {3, -1}, model::Direction::West, static_cast<model::HarborType>(type)};
        s.board.setHarbor(harbor);
        constexpr double PxSize = 30.0;
        render::BoardPainter painter {model::HexLayout(PxSize)}; // 1 board unit = 1 pixel
        const Rendered out = renderScenario(painter, s);
        const QPointF mid
            = QPointF(painter.centre(harbor.hex) + painter.centre(harbor.landHex())) / 2.0;
        const QPointF badge
            = painter.centre(harbor.hex) + (mid - painter.centre(harbor.hex)) * 0.42 - out.offset;
        // The label's ink: near-black pixels inside the badge (clear of its ring).
        const double r = PxSize * 0.27;
        int top = 1 << 20, bottom = -1;
        for (int y = static_cast<int>(badge.y() - r); y <= static_cast<int>(badge.y() + r); ++y)
            for (int x = static_cast<int>(badge.x() - r); x <= static_cast<int>(badge.x() + r);
                 ++x) {
                const QColor c = out.image.pixelColor(x, y);
                if (QLineF(badge, QPointF(x, y)).length() < r * 0.8 && c.red() < 70
                    && c.green() < 70 && c.blue() < 70) {
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
            }
        QVERIFY2(bottom - top + 1 >= 7,
            qPrintable(QStringLiteral("label ink %1 px tall").arg(bottom - top + 1)));
    }

    void robberAndStartRestrictionAreDrawn()
    {
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Pasture);
        s.board.setRobber(HexCoord {0, 0});
        model::Marker m;
        m.type = model::MarkerType::NoSettlementAtSetup;
        m.corner = model::CornerCoord::of({1, 1}, model::Corner::North);
        s.board.addMarker(m);
        render::BoardPainter painter {model::HexLayout(HexSize)};
        const Rendered out = renderScenario(painter, s);
        const QPointF robber
            = painter.centre({0, 0}) + QPointF(HexSize * 0.5, HexSize * 0.1) - out.offset;
        QVERIFY(countPixels(out.image, robber, HexSize * 0.08, [](QColor c) {
            return c.lightness() < 80;
        }) > 20);
        QVERIFY(countPixels(
                    out.image, painter.corner(m.corner) - out.offset, HexSize * 0.15, isTokenRed)
            > 10);
    }

    void everyMarkerKindIsDrawnAtItsSite()
    {
        model::Scenario plain;
        plain.board = test::baseBoardShape(Terrain::Pasture);
        render::BoardPainter painter {model::HexLayout(HexSize)};
        const Rendered before = renderScenario(painter, plain);
        for (int i = 0; i < model::MarkerTypeCount; ++i) {
            model::Marker m;
            m.type = static_cast<model::MarkerType>(i);
            m.hex = {1, 0};
            m.corner = model::CornerCoord::of({1, 0}, model::Corner::North);
            m.edge = model::EdgeCoord::of({1, 0}, model::Direction::West);
            m.number = 5;
            m.player = 1;
            QPointF site;
            switch (model::markerSite(m.type)) {
            case model::MarkerSite::Hex:
                site = painter.centre(m.hex);
                break;
            case model::MarkerSite::Corner:
                site = painter.corner(m.corner);
                break;
            case model::MarkerSite::Edge: {
                const auto ends = m.edge.corners();
                site = (painter.corner(ends[0]) + painter.corner(ends[1])) / 2.0;
                break;
            }
            }
            model::Scenario s = plain;
            s.board.addMarker(m);
            const Rendered after = renderScenario(painter, s);
            QCOMPARE(after.offset, before.offset);
            // Hex markers sit as a badge inside the hex: look within most of it.
            const double radius = model::markerSite(m.type) == model::MarkerSite::Hex
                ? HexSize * 0.7
                : HexSize * 0.2;
            const QPointF at = site - after.offset;
            int changed = 0;
            const QRect box
                = QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius).toAlignedRect();
            for (int y = box.top(); y <= box.bottom(); ++y)
                for (int x = box.left(); x <= box.right(); ++x)
                    if (after.image.valid(x, y)
                        && after.image.pixel(x, y) != before.image.pixel(x, y))
                        ++changed;
            QVERIFY2(changed > 40, qPrintable(QString::fromLatin1(model::toString(m.type))));
        }
    }

    void visitsOnlyHexesMeetingTheExposedRect()
    {
        // Property: forEachHexIn == brute-force intersection test, for random rects and layouts.
        model::Board board = test::fiveSixBoardShape(Terrain::Hills);
        model::Rng rng(11);
        for (int i = 0; i < 200; ++i) {
            const double size = 5.0 + rng.boundedInt(60);
            render::BoardPainter painter {
                model::HexLayout(size, {double(rng.boundedInt(100)) - 50.0, 3.0})};
            const QRectF all = painter.boardRect(board);
            const QRectF rect(all.left() + rng.boundedInt(static_cast<std::uint32_t>(all.width())),
                all.top() + rng.boundedInt(static_cast<std::uint32_t>(all.height())),
                rng.boundedInt(static_cast<std::uint32_t>(all.width())) + 1.0,
                rng.boundedInt(static_cast<std::uint32_t>(all.height())) + 1.0);
            std::vector<HexCoord> visited;
            painter.forEachHexIn(
                board, rect, [&](const model::Hex &h) { visited.push_back(h.coord); });
            std::vector<HexCoord> expected;
            for (const model::Hex &h : board.hexes())
                if (painter.hexRect(h.coord).intersects(rect))
                    expected.push_back(h.coord);
            QCOMPARE(visited, expected);
        }
    }

    void rotatedPainterStillDrawsArt()
    {
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Hills);
        render::BoardPainter painter {model::HexLayout(HexSize)};
        QImage img(600, 600, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::black);
        QPainter p(&img);
        p.translate(300, 300);
        p.rotate(30);
        painter.paint(p, s, painter.boardRect(s.board));
        p.end();
        QVERIFY(near(img.pixelColor(300, 300), QColor(0xc9, 0x68, 0x3c), 24));
    }
};

QTEST_MAIN(test_BoardPainter)
#include "test_BoardPainter.moc"
