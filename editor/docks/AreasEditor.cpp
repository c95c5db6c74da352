// SPDX-License-Identifier: GPL-3.0-or-later
#include "AreasEditor.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace isle::editor {

namespace {

QString tokenPoolText(const std::vector<int> &pool)
{
    QStringList parts;
    for (int v : pool)
        parts << QString::number(v);
    return parts.join(QLatin1Char(' '));
}

std::vector<int> parseTokenPool(const QString &text)
{
    std::vector<int> pool;
    for (const QString &part : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.toInt(&ok);
        if (ok && model::isValidTokenValue(v))
            pool.push_back(v);
    }
    return pool;
}

QSpinBox *countBox()
{
    auto *box = new QSpinBox;
    box->setRange(0, 99);
    return box;
}

} // namespace

AreasEditor::AreasEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(new QListWidget)
    , m_remove(new QPushButton(tr("Remove")))
    , m_details(new QWidget)
    , m_id(new QLineEdit)
    , m_name(new QLineEdit)
    , m_startAllowed(new QCheckBox(tr("Starting settlements allowed")))
    , m_settlementsAllowed(new QCheckBox(tr("Settlements allowed")))
    , m_robberAllowed(new QCheckBox(tr("Robber allowed")))
    , m_harborsOnCoast(new QCheckBox(tr("Harbors on any coast")))
    , m_placement(new QComboBox)
    , m_sequence(new QComboBox)
    , m_startCorner(new QSpinBox)
    , m_clockwise(new QCheckBox(tr("Clockwise")))
    , m_tokenPool(new QLineEdit)
{
    m_list->setToolTip(tr("Named groups of hexes with their own set-up pools; paint hexes into an "
                          "area in the hex table or with the area tool"));
    auto *add = new QPushButton(tr("Add"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addStretch();

    m_startAllowed->setToolTip(
        tr("Start restriction: may players place their starting settlements on this area?"));
    m_settlementsAllowed->setToolTip(
        tr("May settlements be built on this area at all? Off for the small islands of The "
           "Forgotten Tribe: harbors at their coast become gifts that ships take."));
    m_robberAllowed->setToolTip(tr("May the robber be moved onto this area's hexes?"));
    m_harborsOnCoast->setToolTip(
        tr("Deal the harbor pool onto random coast sides of the area's land, as in New World, "
           "instead of onto the unassigned harbors"));
    for (auto p : {model::TokenPlacement::Fixed, model::TokenPlacement::Spiral,
             model::TokenPlacement::Random})
        m_placement->addItem(DisplayNames::tokenPlacement(p));
    for (auto s : {model::LetterSequence::Base, model::LetterSequence::FiveSix,
             model::LetterSequence::Custom})
        m_sequence->addItem(DisplayNames::letterSequence(s));
    m_startCorner->setRange(-1, 5);
    m_startCorner->setSpecialValueText(tr("Random"));
    m_startCorner->setToolTip(tr("Outer-ring corner hex where the spiral starts (0–5), or random"));
    m_tokenPool->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[0-9 ]*")), m_tokenPool));
    m_tokenPool->setToolTip(
        tr("Token values for random placement, separated by spaces (e.g. 2 3 3 4 4)"));

    auto *form = new QFormLayout(m_details);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(m_startAllowed);
    form->addRow(m_settlementsAllowed);
    form->addRow(m_robberAllowed);
    form->addRow(m_harborsOnCoast);
    form->addRow(tr("&Tokens:"), m_placement);
    form->addRow(tr("&Spiral letters:"), m_sequence);
    form->addRow(tr("Spiral &start:"), m_startCorner);
    form->addRow(m_clockwise);
    form->addRow(tr("Token &pool:"), m_tokenPool);

    auto *terrainBox = new QGroupBox(tr("Terrain pool"));
    terrainBox->setToolTip(tr("Terrains drawn onto the area's unassigned hexes"));
    auto *terrainForm = new QFormLayout(terrainBox);
    for (int i = 0; i < model::TerrainCount; ++i) {
        const auto t = static_cast<model::Terrain>(i);
        if (t == model::Terrain::Frame || t == model::Terrain::Unassigned)
            continue;
        m_terrainPool[t] = countBox();
        m_terrainPool[t]->setObjectName(
            QStringLiteral("terrainPool-") + QString::fromLatin1(model::toString(t)));
        terrainForm->addRow(DisplayNames::terrain(t), m_terrainPool[t]);
        connect(m_terrainPool[t], &QSpinBox::valueChanged, this, [this, t](int v) {
            edit(
                tr("Change Terrain Pool"),
                [&](model::Area &a) {
                    if (v == 0)
                        a.terrainPool.erase(t);
                    else
                        a.terrainPool[t] = v;
                },
                true);
        });
    }
    auto *harborBox = new QGroupBox(tr("Harbor pool"));
    harborBox->setToolTip(tr("Harbor types drawn onto unassigned harbors serving the area"));
    auto *harborForm = new QFormLayout(harborBox);
    for (int i = 0; i < static_cast<int>(model::HarborType::Unassigned); ++i) {
        const auto h = static_cast<model::HarborType>(i);
        m_harborPool[h] = countBox();
        m_harborPool[h]->setObjectName(
            QStringLiteral("harborPool-") + QString::fromLatin1(model::toString(h)));
        harborForm->addRow(DisplayNames::harborType(h), m_harborPool[h]);
        connect(m_harborPool[h], &QSpinBox::valueChanged, this, [this, h](int v) {
            edit(
                tr("Change Harbor Pool"),
                [&](model::Area &a) {
                    if (v == 0)
                        a.harborPool.erase(h);
                    else
                        a.harborPool[h] = v;
                },
                true);
        });
    }
    form->addRow(terrainBox);
    form->addRow(harborBox);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addLayout(buttons);
    layout->addWidget(m_details);

    connect(add, &QPushButton::clicked, this, [this] {
        auto areas = m_document->scenario().areas;
        int n = static_cast<int>(areas.size()) + 1;
        const auto taken = [&](const std::string &id) {
            return std::any_of(
                areas.begin(), areas.end(), [&](const model::Area &a) { return a.id == id; });
        };
        while (taken("area-" + std::to_string(n)))
            ++n;
        model::Area area;
        area.id = "area-" + std::to_string(n);
        area.name = tr("Area %1").arg(n).toStdString();
        areas.push_back(area);
        m_document->setAreas(std::move(areas), tr("Add Area"));
        m_list->setCurrentRow(m_list->count() - 1);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        auto areas = m_document->scenario().areas;
        const int row = currentRow();
        if (row < 0)
            return;
        const std::string oldId = areas[static_cast<std::size_t>(row)].id;
        areas.erase(areas.begin() + row);
        m_document->undoStack()->beginMacro(tr("Remove Area"));
        m_document->setAreas(std::move(areas), tr("Remove Area"));
        reassignHexes(oldId, {});
        m_document->undoStack()->endMacro();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &AreasEditor::refreshCurrent);
    connect(m_id, &QLineEdit::editingFinished, this, [this] {
        const std::string id = m_id->text().trimmed().toStdString();
        const auto &areas = m_document->scenario().areas;
        if (id.empty() || std::any_of(areas.begin(), areas.end(), [&](const model::Area &a) {
                return a.id == id;
            }))
            return refreshCurrent(); // ids are unique and non-empty: refuse by restoring the old
                                     // one
        // Hexes name their area: rename the references in the same undo step.
        const std::string oldId
            = m_document->scenario().areas[static_cast<std::size_t>(currentRow())].id;
        m_document->undoStack()->beginMacro(tr("Change Area Id"));
        edit(tr("Change Area Id"), [&](model::Area &a) { a.id = id; });
        reassignHexes(oldId, id);
        m_document->undoStack()->endMacro();
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const std::string name = m_name->text().toStdString();
        edit(tr("Rename Area"), [&](model::Area &a) { a.name = name; });
    });
    connect(m_startAllowed, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change Start Restriction"), [&](model::Area &a) { a.startAllowed = on; });
    });
    connect(m_settlementsAllowed, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change Settlement Restriction"),
            [&](model::Area &a) { a.settlementsAllowed = on; });
    });
    connect(m_robberAllowed, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change Robber Restriction"), [&](model::Area &a) { a.robberAllowed = on; });
    });
    connect(m_harborsOnCoast, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change Harbor Placement"), [&](model::Area &a) { a.harborsOnCoast = on; });
    });
    connect(m_placement, &QComboBox::activated, this, [this](int i) {
        edit(tr("Change Token Placement"),
            [&](model::Area &a) { a.tokenPlacement = static_cast<model::TokenPlacement>(i); });
    });
    connect(m_sequence, &QComboBox::activated, this, [this](int i) {
        edit(tr("Change Spiral"),
            [&](model::Area &a) { a.spiral.sequence = static_cast<model::LetterSequence>(i); });
    });
    connect(m_startCorner, &QSpinBox::valueChanged, this, [this](int v) {
        edit(
            tr("Change Spiral Start"), [&](model::Area &a) { a.spiral.startCorner = v; }, true);
    });
    connect(m_clockwise, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change Spiral"), [&](model::Area &a) { a.spiral.clockwise = on; });
    });
    connect(m_tokenPool, &QLineEdit::editingFinished, this, [this] {
        const std::vector<int> pool = parseTokenPool(m_tokenPool->text());
        edit(tr("Change Token Pool"), [&](model::Area &a) { a.tokenPool = pool; });
        refreshCurrent(); // show the pool as understood (invalid values dropped)
    });
    connect(document, &ScenarioDocument::areasChanged, this, &AreasEditor::refresh);
    refresh();
}

void AreasEditor::reassignHexes(const std::string &from, const std::string &to)
{
    std::vector<model::Hex> hexes;
    for (const model::Hex &h : m_document->board().hexes()) {
        if (h.area == from) {
            hexes.push_back(h);
            hexes.back().area = to;
        }
    }
    m_document->paintHexes(hexes, tr("Change Area"));
}

int AreasEditor::currentRow() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < static_cast<int>(m_document->scenario().areas.size()) ? row : -1;
}

void AreasEditor::edit(
    const QString &text, const std::function<void(model::Area &)> &change, bool mergeable)
{
    const int row = currentRow();
    if (row < 0)
        return;
    auto areas = m_document->scenario().areas;
    change(areas[static_cast<std::size_t>(row)]);
    m_document->setAreas(std::move(areas), text, mergeable);
}

void AreasEditor::refresh()
{
    const QSignalBlocker blocker(m_list);
    const int row = m_list->currentRow();
    m_list->clear();
    for (const model::Area &a : m_document->scenario().areas)
        m_list->addItem(QString::fromStdString(a.name.empty() ? a.id : a.name));
    m_list->setCurrentRow(std::clamp(row, m_list->count() > 0 ? 0 : -1, m_list->count() - 1));
    refreshCurrent();
}

void AreasEditor::refreshCurrent()
{
    const int row = currentRow();
    m_remove->setEnabled(row >= 0);
    m_details->setEnabled(row >= 0);
    if (row < 0)
        return;
    const model::Area &a = m_document->scenario().areas[static_cast<std::size_t>(row)];
    std::vector<QSignalBlocker> blockers;
    for (QObject *o :
        std::initializer_list<QObject *> {m_startAllowed, m_settlementsAllowed, m_robberAllowed,
            m_harborsOnCoast, m_placement, m_sequence, m_startCorner, m_clockwise})
        blockers.emplace_back(o);
    for (auto &[t, box] : m_terrainPool)
        blockers.emplace_back(box);
    for (auto &[h, box] : m_harborPool)
        blockers.emplace_back(box);
    m_id->setText(QString::fromStdString(a.id));
    m_name->setText(QString::fromStdString(a.name));
    m_startAllowed->setChecked(a.startAllowed);
    m_settlementsAllowed->setChecked(a.settlementsAllowed);
    m_robberAllowed->setChecked(a.robberAllowed);
    m_harborsOnCoast->setChecked(a.harborsOnCoast);
    m_placement->setCurrentIndex(static_cast<int>(a.tokenPlacement));
    m_sequence->setCurrentIndex(static_cast<int>(a.spiral.sequence));
    m_startCorner->setValue(a.spiral.startCorner);
    m_clockwise->setChecked(a.spiral.clockwise);
    m_tokenPool->setText(tokenPoolText(a.tokenPool));
    for (auto &[t, box] : m_terrainPool)
        box->setValue(a.terrainPool.contains(t) ? a.terrainPool.at(t) : 0);
    for (auto &[h, box] : m_harborPool)
        box->setValue(a.harborPool.contains(h) ? a.harborPool.at(h) : 0);
    const bool spiral = a.tokenPlacement == model::TokenPlacement::Spiral;
    m_sequence->setEnabled(spiral);
    m_startCorner->setEnabled(spiral);
    m_clockwise->setEnabled(spiral);
    m_tokenPool->setEnabled(a.tokenPlacement == model::TokenPlacement::Random);
}

} // namespace isle::editor
