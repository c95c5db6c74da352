// SPDX-License-Identifier: GPL-3.0-or-later
// bench_BoardPainter: time to paint one view frame of a 2,000-hex board with BoardPainter, as the
// editor's view does it (only hexes meeting the exposed rectangle), against a baseline measured
// in the same run: painting every hex of the board into the same clipped viewport, which is
// what a view without culling would cost. `--png DIR` also writes the frames for inspection.
#include "editor/render/BoardPainter.h"
#include "editor/render/TerrainArt.h"
#include "model/Rng.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <cstdio>
#include <ctime>

using namespace isle;

namespace {

model::Scenario bigScenario(int cols, int rows, std::uint64_t seed)
{
    using model::Terrain;
    model::Rng rng(seed);
    model::Scenario s;
    constexpr Terrain land[] = {Terrain::Hills, Terrain::Forest, Terrain::Pasture, Terrain::Fields,
        Terrain::Mountains, Terrain::Desert, Terrain::Gold, Terrain::Lake, Terrain::Swamp,
        Terrain::Sea, Terrain::Sea, Terrain::Fog};
    constexpr int values[] = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};
    model::Area area;
    area.id = "main";
    area.name = "Main";
    s.areas.push_back(area);
    for (int row = 0; row < rows; ++row)
        for (int col = 0; col < cols; ++col) {
            model::Hex h;
            h.coord = {col - row / 2, row};
            const bool border = row == 0 || col == 0 || row == rows - 1 || col == cols - 1;
            h.terrain = border ? Terrain::Frame : land[rng.boundedInt(std::size(land))];
            if (model::takesNumberToken(h.terrain))
                h.token = model::NumberToken {values[rng.boundedInt(std::size(values))], {}};
            if (!border && row < rows / 2)
                h.area = "main";
            s.board.setHex(h);
        }
    for (int col = 2; col < cols - 2; col += 3)
        s.board.setHarbor({{col, 0}, model::Direction::SouthEast,
            static_cast<model::HarborType>(rng.boundedInt(6))});
    s.board.setRobber(model::HexCoord {cols / 2 - rows / 4, rows / 2});
    return s;
}

struct Frame
{
    double scale;
    QPointF topLeft; // board point at the viewport's top-left
};

double paintFrames(const render::BoardPainter &painter, const model::Scenario &s, QImage &target,
    const std::vector<Frame> &frames, bool cull, long long &hexesPainted)
{
    // CPU time of this process: the figure that matters, and steady on a loaded machine.
    const std::clock_t start = std::clock();
    for (const Frame &f : frames) {
        target.fill(Qt::darkBlue);
        QPainter p(&target);
        p.scale(f.scale, f.scale);
        p.translate(-f.topLeft);
        const QRectF exposed(
            f.topLeft, QSizeF(target.width() / f.scale, target.height() / f.scale));
        p.setClipRect(exposed);
        painter.paint(p, s, cull ? exposed : painter.boardRect(s.board));
        hexesPainted += painter.lastPaintedHexCount();
    }
    return static_cast<double>(std::clock() - start) * 1000.0 / CLOCKS_PER_SEC
        / static_cast<double>(frames.size());
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QString pngDir;
    const QStringList args = app.arguments();
    if (const auto i = args.indexOf(QStringLiteral("--png")); i >= 0 && i + 1 < args.size())
        pngDir = args[i + 1];

    const model::Scenario s = bigScenario(50, 40, 7);
    render::BoardPainter painter(model::HexLayout(100.0));
    const QRectF board = painter.boardRect(s.board);
    QImage target(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    std::printf("board: %zu hexes, %zu harbors; viewport %dx%d px\n", s.board.hexCount(),
        s.board.harbors().size(), target.width(), target.height());

    // Close-up: hexes 40 px (size 100 board units at 0.4), panned across the board 60 times.
    std::vector<Frame> closeUp;
    for (int i = 0; i < 60; ++i)
        closeUp.push_back({0.4, board.topLeft() + QPointF(i * 97.0, i * 41.0)});
    // Overview: the whole board fitted into the viewport.
    const double fit = std::min(target.width() / board.width(), target.height() / board.height());
    std::vector<Frame> overview(20, Frame {fit, board.topLeft()});

    long long n = 0;
    const double cold = paintFrames(painter, s, target, {closeUp.front()}, true, n);
    n = 0;
    const double culled = paintFrames(painter, s, target, closeUp, true, n);
    const long long culledHexes = n / static_cast<long long>(closeUp.size());
    n = 0;
    const double naive = paintFrames(painter, s, target, closeUp, false, n);
    const long long naiveHexes = n / static_cast<long long>(closeUp.size());
    n = 0;
    const double over = paintFrames(painter, s, target, overview, true, n);
    const long long overHexes = n / static_cast<long long>(overview.size());

    std::printf("close-up first frame (rasterises the art):   %8.2f ms\n", cold);
    std::printf("close-up frame, culled (the view):           %8.2f ms  (%lld hexes visited)\n",
        culled, culledHexes);
    std::printf("close-up frame, baseline: paint every hex:   %8.2f ms  (%lld hexes visited)\n",
        naive, naiveHexes);
    std::printf(
        "overview frame (whole board fitted):         %8.2f ms  (%lld hexes)\n", over, overHexes);
    std::printf("ratio baseline / culled:                     %8.1fx\n", naive / culled);
    std::printf("close-up frames per second (culled):         %8.0f\n", 1000.0 / culled);

    if (!pngDir.isEmpty()) {
        QDir().mkpath(pngDir);
        paintFrames(painter, s, target, {closeUp.front()}, true, n);
        target.save(pngDir + QStringLiteral("/bench-closeup.png"));
        paintFrames(painter, s, target, {overview.front()}, true, n);
        target.save(pngDir + QStringLiteral("/bench-overview.png"));
        paintFrames(painter, s, target, {Frame {1.1, board.topLeft() + QPointF(600, 0)}}, true, n);
        target.save(pngDir + QStringLiteral("/bench-detail.png"));
        std::printf("wrote bench-closeup.png, bench-overview.png and bench-detail.png to %s\n",
            qPrintable(pngDir));
    }
    return 0;
}
