// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditActions.h"

#include "editor/document/GeneratorErrorText.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/render/TerrainArt.h"
#include "editor/scene/BoardView.h"
#include "editor/tools/GenerateDialog.h"
#include "editor/tools/ResizeBoardDialog.h"
#include "model/BoardGenerator.h"
#include "model/DealLocks.h"
#include "model/ScenarioJson.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLocale>
#include <QMimeData>

#include <algorithm>
#include <cmath>
#include <limits>

namespace isle::editor {

const QString EditActions::MimeType = QStringLiteral("application/x-islewright-cells+json");

namespace {

/// Mirror east-west: E<->W, NE<->NW, SE<->SW.
model::Direction mirrored(model::Direction d)
{
    return model::directionFromIndex(3 - model::index(d));
}

/// The selection's middle cell: the rounded mean of its coordinates.
model::HexCoord pivotOf(const std::vector<model::HexCoord> &coords)
{
    double q = 0, r = 0;
    for (const model::HexCoord c : coords) {
        q += c.q;
        r += c.r;
    }
    const double n = static_cast<double>(coords.size());
    return {static_cast<int>(std::lround(q / n)), static_cast<int>(std::lround(r / n))};
}

} // namespace

EditActions::EditActions(QObject *parent)
    : QObject(parent)
{
    render::TerrainArt::initResources(); // the action icons
    auto make
        = [this](const QString &text, const QKeySequence &key, const QString &icon, auto slot) {
              auto *a = new QAction(text, this);
              a->setShortcut(key);
              if (!icon.isEmpty())
                  a->setIcon(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)));
              a->setStatusTip(QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("...")));
              connect(a, &QAction::triggered, this, slot);
              m_actions << a;
              return a;
          };
    m_copy = make(tr("&Copy Cells"), QKeySequence::Copy, QString(), &EditActions::copy);
    m_cut = make(tr("Cu&t Cells"), QKeySequence::Cut, QString(), &EditActions::cut);
    m_paste = make(tr("&Paste Cells"), QKeySequence::Paste, QString(), &EditActions::paste);
    m_copy->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    m_cut->setIcon(QIcon::fromTheme(QStringLiteral("edit-cut")));
    m_paste->setIcon(QIcon::fromTheme(QStringLiteral("edit-paste")));
    m_paste->setStatusTip(tr("Paste the copied cells at the cell under the mouse"));
    make(tr("Rotate Selection &Clockwise"), QKeySequence(Qt::CTRL | Qt::Key_R),
        QStringLiteral("rotate"), &EditActions::rotateClockwise);
    make(tr("Rotate Selection C&ounter-clockwise"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
        QString(), &EditActions::rotateCounterClockwise);
    make(tr("&Mirror Selection"), QKeySequence(Qt::CTRL | Qt::Key_M), QStringLiteral("mirror"),
        &EditActions::mirror);
    make(tr("Re&size Board..."), QKeySequence(), QStringLiteral("resize"),
        &EditActions::resizeBoard);
    make(tr("&Generate Board..."), QKeySequence(Qt::CTRL | Qt::Key_G), QStringLiteral("generate"),
        &EditActions::generate);
    make(tr("&Lock Hexes and Harbors"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L),
        QStringLiteral("lock"), &EditActions::toggleLocks);
    make(tr("Lock &Tokens"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L), QString(),
        &EditActions::toggleTokenLocks);
}

void EditActions::setView(BoardView *view)
{
    m_view = view;
    if (view)
        connect(this, &EditActions::statusMessage, view, &BoardView::statusMessage,
            Qt::UniqueConnection);
}

model::Scenario EditActions::extract(
    const model::Scenario &from, const std::vector<model::HexCoord> &coords)
{
    model::Scenario out;
    out.id = "clipboard";
    out.areas = from.areas; // so the cells' area ids stay valid references
    for (const model::HexCoord c : coords)
        if (const model::Hex *h = from.board.hexAt(c))
            out.board.setHex(*h);
    for (const model::Harbor &h : from.board.harbors())
        if (out.board.contains(h.hex))
            out.board.setHarbor(h);
    return out;
}

model::Board EditActions::pasted(const model::Board &board, const model::Scenario &fragment,
    model::HexCoord offset, const std::vector<model::Area> &areas)
{
    model::Board out = board;
    for (model::Hex h : fragment.board.hexes()) {
        h.coord = h.coord + offset;
        if (std::none_of(
                areas.begin(), areas.end(), [&](const model::Area &a) { return a.id == h.area; }))
            h.area.clear();
        out.setHex(h);
    }
    for (model::Harbor h : fragment.board.harbors()) {
        h.hex = h.hex + offset;
        out.setHarbor(h);
    }
    return out;
}

model::Board EditActions::transformed(const model::Board &board,
    const std::vector<model::HexCoord> &coords, int rotateSteps, bool mirror,
    std::vector<model::HexCoord> *moved)
{
    model::Board out = board;
    if (coords.empty())
        return out;
    const model::HexCoord pivot = pivotOf(coords);
    auto map = [&](model::HexCoord c) {
        model::HexCoord d = c - pivot;
        if (mirror)
            d = d.mirroredHorizontally();
        return d.rotatedCcw(rotateSteps) + pivot;
    };
    auto mapDir = [&](model::Direction d) {
        if (mirror)
            d = mirrored(d);
        return model::rotatedCcw(d, rotateSteps);
    };
    std::vector<model::Hex> cells;
    std::vector<model::Harbor> harbors;
    for (const model::HexCoord c : coords)
        if (const model::Hex *h = board.hexAt(c)) {
            cells.push_back(*h);
            out.removeHex(c);
        }
    for (const model::Harbor &h : board.harbors())
        if (std::find(coords.begin(), coords.end(), h.hex) != coords.end()) {
            harbors.push_back(h);
            out.removeHarbor(h.edge());
        }
    if (moved)
        moved->clear();
    for (model::Hex h : cells) {
        h.coord = map(h.coord);
        if (h.seaSides != 0) { // the sides facing the frame turn with the cell
            std::uint8_t sides = 0;
            for (model::Direction d : model::AllDirections)
                if (h.seaSides & (1u << model::index(d)))
                    sides = static_cast<std::uint8_t>(sides | (1u << model::index(mapDir(d))));
            h.seaSides = sides;
        }
        out.setHex(h);
        if (moved)
            moved->push_back(h.coord);
    }
    for (model::Harbor h : harbors) {
        h.hex = map(h.hex);
        h.facing = mapDir(h.facing);
        out.setHarbor(h);
    }
    if (auto r = board.robber(); r && std::find(coords.begin(), coords.end(), *r) != coords.end())
        out.setRobber(map(*r));
    if (auto p = board.pirate(); p && std::find(coords.begin(), coords.end(), *p) != coords.end())
        out.setPirate(map(*p));
    if (moved)
        std::sort(moved->begin(), moved->end());
    return out;
}

ScenarioDocument *EditActions::document() const
{
    // Read the QPointer once: a test-then-use of it is not provably non-null.
    const BoardView *view = m_view.data();
    return view ? view->document() : nullptr;
}

void EditActions::copy()
{
    const ScenarioDocument *doc = document();
    if (!doc)
        return;
    if (doc->selectedHexes().empty()) {
        Q_EMIT statusMessage(tr("Select cells to copy first."));
        return;
    }
    const std::string json
        = model::serializeScenario(extract(doc->scenario(), doc->selectedHexes()));
    auto *mime = new QMimeData;
    mime->setData(MimeType, QByteArray::fromStdString(json));
    mime->setText(QString::fromStdString(json));
    QApplication::clipboard()->setMimeData(mime);
    Q_EMIT statusMessage(
        tr("%n cell(s) copied.", nullptr, static_cast<int>(doc->selectedHexes().size())));
}

void EditActions::cut()
{
    ScenarioDocument *doc = document();
    if (!doc || doc->selectedHexes().empty())
        return;
    copy();
    const std::vector<model::HexCoord> selection = doc->selectedHexes();
    doc->removeHexes(selection, tr("Cut Cells"));
    doc->setSelectedHexes({});
}

void EditActions::paste()
{
    BoardView *view = m_view.data();
    ScenarioDocument *doc = document();
    if (!view || !doc)
        return;
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QByteArray data = mime ? mime->data(MimeType) : QByteArray();
    if (data.isEmpty() && mime && mime->hasText())
        data = mime->text().toUtf8(); // scenario JSON pasted from a text editor
    if (data.isEmpty()) {
        Q_EMIT statusMessage(tr("The clipboard holds no cells."));
        return;
    }
    const model::LoadResult loaded = model::parseScenario(data.toStdString(), "clipboard");
    if (!loaded.ok() || loaded.scenario->board.isEmpty()) {
        Q_EMIT statusMessage(tr("The clipboard holds no cells Islewright can read."));
        return;
    }
    const model::Scenario &fragment = *loaded.scenario;
    // The fragment's first cell lands on the hovered cell (or where it was copied from).
    model::HexCoord offset {0, 0};
    if (auto h = view->hoveredHex())
        offset = *h - fragment.board.hexes().front().coord;
    doc->replaceBoard(
        pasted(doc->board(), fragment, offset, doc->scenario().areas), tr("Paste Cells"));
    std::vector<model::HexCoord> selection;
    for (const model::Hex &h : fragment.board.hexes())
        selection.push_back(h.coord + offset);
    doc->setSelectedHexes(std::move(selection));
}

void EditActions::transformSelection(int steps, bool mirrorIt, const QString &text)
{
    ScenarioDocument *doc = document();
    if (!doc)
        return;
    if (doc->selectedHexes().empty()) {
        Q_EMIT statusMessage(tr("Select the cells to transform first."));
        return;
    }
    std::vector<model::HexCoord> moved;
    doc->replaceBoard(
        transformed(doc->board(), doc->selectedHexes(), steps, mirrorIt, &moved), text);
    doc->setSelectedHexes(std::move(moved));
}

void EditActions::rotateClockwise()
{
    transformSelection(-1, false, tr("Rotate Selection"));
}

void EditActions::rotateCounterClockwise()
{
    transformSelection(1, false, tr("Rotate Selection"));
}

void EditActions::mirror()
{
    transformSelection(0, true, tr("Mirror Selection"));
}

void EditActions::resizeBoard()
{
    BoardView *view = m_view.data();
    ScenarioDocument *doc = document();
    if (!view || !doc)
        return;
    ResizeBoardDialog dialog(doc->board(), view);
    if (dialog.exec() != QDialog::Accepted || dialog.margins().isNull())
        return;
    const BoardResize::Result result = dialog.result();
    doc->replaceBoard(result.board, tr("Resize Board"));
    const QString loss = ResizeBoardDialog::lossText(result);
    Q_EMIT statusMessage(loss.isEmpty() ? tr("Board resized.")
                                        : tr("Board resized. %1 Undo brings it back.").arg(loss));
}

void EditActions::generate()
{
    BoardView *view = m_view.data();
    ScenarioDocument *doc = document();
    if (!view || !doc)
        return;
    LockSummary kept;
    GenerateDialog dialog(dealSource(&kept), m_lastOptions, view);
    dialog.setLocked(kept);
    if (dialog.exec() != QDialog::Accepted || !dialog.deal())
        return;
    m_lastOptions = dialog.options();
    applyDeal(*dialog.deal(), m_lastOptions);
}

bool EditActions::toggleLocks()
{
    ScenarioDocument *doc = document();
    if (!doc || doc->selectedHexes().empty())
        return false;
    // Dealt land hexes keep terrain and token; a dealt harbor on a selected (sea) hex keeps its
    // type. One undo step for all of them.
    model::Board board = doc->board();
    std::vector<model::Hex> hexes;
    std::vector<model::Harbor> harbors;
    bool allLocked = true;
    for (model::HexCoord c : doc->selectedHexes()) {
        if (const model::Hex *h = board.hexAt(c);
            h && model::isLand(h->terrain) && h->terrain != model::Terrain::Unassigned) {
            hexes.push_back(*h);
            allLocked = allLocked && h->fixed;
        }
        for (const model::Harbor &harbor : board.harbors())
            if (harbor.hex == c && harbor.type != model::HarborType::Unassigned) {
                harbors.push_back(harbor);
                allLocked = allLocked && harbor.fixed;
            }
    }
    if (hexes.empty() && harbors.empty())
        return false;
    for (model::Hex &h : hexes) {
        h.fixed = !allLocked;
        board.setHex(h);
    }
    for (model::Harbor &h : harbors) {
        h.fixed = !allLocked;
        board.setHarbor(h);
    }
    const int n = static_cast<int>(hexes.size());
    const int m = static_cast<int>(harbors.size());
    doc->replaceBoard(std::move(board),
        allLocked ? tr("Unlock Hexes and Harbors") : tr("Lock Hexes and Harbors"));
    QString text;
    if (allLocked)
        text = tr("Unlocked %1.").arg(LockSummary {n, 0, m}.text());
    else
        text = m == 0
            ? tr("Locked %n hex(es): a new deal keeps their terrain and token.", nullptr, n)
            : n == 0 ? tr("Locked %n harbor(s): a new deal keeps their type.", nullptr, m)
                     : tr("Locked %1: a new deal keeps their terrain, tokens and harbor types.")
                           .arg(LockSummary {n, 0, m}.text());
    Q_EMIT statusMessage(text);
    return true;
}

bool EditActions::toggleTokenLocks()
{
    ScenarioDocument *doc = document();
    if (!doc || doc->selectedHexes().empty())
        return false;
    // A hex locked whole already keeps its token; a hex without a number has nothing to keep.
    model::Board board = doc->board();
    std::vector<model::Hex> hexes;
    bool allLocked = true;
    for (model::HexCoord c : doc->selectedHexes())
        if (const model::Hex *h = board.hexAt(c); h && model::isLand(h->terrain) && !h->fixed
            && h->token && model::isValidTokenValue(h->token->value)) {
            hexes.push_back(*h);
            allLocked = allLocked && h->tokenFixed;
        }
    if (hexes.empty()) {
        Q_EMIT statusMessage(tr("Select hexes with a number token to lock their tokens."));
        return false;
    }
    for (model::Hex &h : hexes) {
        h.tokenFixed = !allLocked;
        board.setHex(h);
    }
    const int n = static_cast<int>(hexes.size());
    doc->replaceBoard(std::move(board), allLocked ? tr("Unlock Tokens") : tr("Lock Tokens"));
    Q_EMIT statusMessage(allLocked ? tr("Unlocked %n token(s).", nullptr, n)
                                   : tr("Locked %n token(s): a new deal keeps the number and deals "
                                        "the terrain under it again.",
                                       nullptr, n));
    return true;
}

bool EditActions::isRedeal() const
{
    ScenarioDocument *doc = document();
    if (!doc || !m_dealSource)
        return false;
    const auto withoutLocks = [](model::Scenario s) {
        for (const model::Hex &h : std::vector<model::Hex>(s.board.hexes()))
            if (h.fixed || h.tokenFixed) {
                model::Hex cleared = h;
                cleared.fixed = false;
                cleared.tokenFixed = false;
                s.board.setHex(cleared);
            }
        for (const model::Harbor &h : std::vector<model::Harbor>(s.board.harbors()))
            if (h.fixed) {
                model::Harbor cleared = h;
                cleared.fixed = false;
                s.board.setHarbor(cleared);
            }
        return s;
    };
    const model::Scenario current = withoutLocks(doc->scenario());
    return std::any_of(m_dealtFromSource.begin(), m_dealtFromSource.end(),
        [&](const model::Scenario &dealt) { return withoutLocks(dealt) == current; });
}

model::Scenario EditActions::dealSource(LockSummary *kept) const
{
    if (kept)
        *kept = {};
    ScenarioDocument *doc = document();
    if (!doc)
        return {};
    // The board is one this window dealt (only locks changed since): deal the pools it came
    // from again, with what is locked pinned.
    if (!isRedeal())
        return doc->scenario();
    if (kept) {
        const model::Scenario &now = doc->scenario();
        using model::DealLocks;
        kept->hexes = static_cast<int>(DealLocks::lockedHexes(*m_dealSource, now).size());
        kept->tokens = static_cast<int>(DealLocks::lockedTokens(*m_dealSource, now).size());
        kept->harbors = static_cast<int>(DealLocks::lockedHarbors(*m_dealSource, now).size());
    }
    return model::DealLocks::pin(*m_dealSource, doc->scenario());
}

bool EditActions::generateWithSeed(std::uint64_t seed)
{
    validation::DealOptions options;
    options.seed = seed;
    return generateWith(options);
}

bool EditActions::generateWith(const validation::DealOptions &options)
{
    if (!document())
        return false;
    m_lastOptions = options;
    const auto deal = validation::dealScenario(dealSource(), options);
    if (!deal) {
        Q_EMIT statusMessage(
            tr("Cannot generate: %1").arg(GeneratorErrorText::describe(deal.error())));
        return false;
    }
    applyDeal(deal.value(), options);
    return true;
}

void EditActions::applyDeal(
    const validation::ScenarioDeal &deal, const validation::DealOptions &options)
{
    ScenarioDocument *doc = document();
    if (!doc)
        return;
    if (!isRedeal()) {
        // A fresh deal (not a re-deal of this window's last one): remember its pools.
        m_dealSource = doc->scenario();
        m_dealtFromSource.clear();
    }
    m_dealtFromSource.push_back(deal.scenario);
    // The whole scenario is replaced: the dealt areas' pools are consumed (a board that kept
    // them would be dealt twice and fail validation), exactly as islewright-cli generate writes.
    doc->replaceScenario(deal.scenario, tr("Generate Board (seed %1)").arg(deal.seed));
    if (options.bestOf > 1)
        Q_EMIT statusMessage(
            tr("Dealt the fairest of %n board(s): seed %1, balance score %2.", nullptr, deal.scored)
                .arg(deal.seed)
                .arg(QLocale().toString(deal.score, 'f', 1)));
    else
        Q_EMIT statusMessage(tr("Generated the board with seed %1.").arg(deal.seed));
}

} // namespace isle::editor
