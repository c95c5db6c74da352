// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexTableModel.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"

#include <QPoint>
#include <algorithm>

#include <array>

namespace isle::editor {

namespace {

constexpr std::array<int, 10> TokenValues {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};

QString tokenText(const std::optional<model::NumberToken> &token)
{
    if (!token)
        return {};
    if (token->letter.empty())
        return QString::number(token->value);
    return QStringLiteral("%1 (%2)").arg(token->value).arg(QString::fromStdString(token->letter));
}

} // namespace

HexTableModel::HexTableModel(ScenarioDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rowCount(static_cast<int>(document->board().hexCount()))
{
    connect(document, &ScenarioDocument::hexesChanged, this, &HexTableModel::onHexesChanged);
    connect(document, &ScenarioDocument::boardReset, this, &HexTableModel::reset);
    connect(document, &ScenarioDocument::areasChanged, this, [this] {
        if (m_rowCount > 0)
            Q_EMIT dataChanged(index(0, AreaColumn), index(m_rowCount - 1, AreaColumn));
    });
}

int HexTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rowCount;
}

int HexTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HexTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CoordinateColumn:
        return tr("Hex");
    case TerrainColumn:
        return tr("Terrain");
    case TokenColumn:
        return tr("Token");
    case AreaColumn:
        return tr("Area");
    default:
        return {};
    }
}

QVariant HexTableModel::data(const QModelIndex &index, int role) const
{
    if (!m_document || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || static_cast<std::size_t>(index.row()) >= m_document->board().hexCount())
        return {};
    const model::Hex &hex = m_document->board().hexes()[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CoordinateColumn:
            return DisplayNames::coordinate(hex.coord);
        case TerrainColumn:
            return DisplayNames::terrain(hex.terrain);
        case TokenColumn:
            return tokenText(hex.token);
        case AreaColumn: {
            const model::Area *area = m_document->scenario().area(hex.area);
            return area ? QString::fromStdString(area->name) : QString::fromStdString(hex.area);
        }
        }
        break;
    case Qt::EditRole:
        return currentChoice(index.row(), index.column());
    case ChoicesRole:
        return choices(index.column());
    case CoordRole:
        return QPoint(hex.coord.q, hex.coord.r);
    case Qt::ToolTipRole:
        if (index.column() != CoordinateColumn)
            return tr("Double-click to change; the change can be undone");
        break;
    }
    return {};
}

Qt::ItemFlags HexTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != CoordinateColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QStringList HexTableModel::choices(int column) const
{
    QStringList list;
    switch (column) {
    case TerrainColumn:
        for (int t = 0; t < model::TerrainCount; ++t)
            list << DisplayNames::terrain(static_cast<model::Terrain>(t));
        break;
    case TokenColumn:
        list << tr("(none)");
        for (int v : TokenValues)
            list << QString::number(v);
        break;
    case AreaColumn:
        list << tr("(none)");
        if (m_document) {
            for (const model::Area &a : m_document->scenario().areas)
                list << QString::fromStdString(a.name.empty() ? a.id : a.name);
        }
        break;
    default:
        break;
    }
    return list;
}

int HexTableModel::currentChoice(int row, int column) const
{
    const model::Hex &hex = m_document->board().hexes()[static_cast<std::size_t>(row)];
    switch (column) {
    case TerrainColumn:
        return model::index(hex.terrain);
    case TokenColumn: {
        if (!hex.token)
            return 0;
        auto it = std::find(TokenValues.begin(), TokenValues.end(), hex.token->value);
        return it == TokenValues.end() ? 0 : 1 + static_cast<int>(it - TokenValues.begin());
    }
    case AreaColumn: {
        const auto &areas = m_document->scenario().areas;
        auto it = std::find_if(
            areas.begin(), areas.end(), [&](const model::Area &a) { return a.id == hex.area; });
        return it == areas.end() ? 0 : 1 + static_cast<int>(it - areas.begin());
    }
    }
    return -1;
}

bool HexTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_document || role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || static_cast<std::size_t>(index.row()) >= m_document->board().hexCount())
        return false;
    bool ok = false;
    const int choice = value.toInt(&ok);
    if (!ok || choice < 0)
        return false;
    model::Hex hex = m_document->board().hexes()[static_cast<std::size_t>(index.row())];
    QString text;
    switch (index.column()) {
    case TerrainColumn:
        if (choice >= model::TerrainCount)
            return false;
        hex.terrain = static_cast<model::Terrain>(choice);
        text = tr("Change Terrain");
        break;
    case TokenColumn:
        if (choice > static_cast<int>(TokenValues.size()))
            return false;
        if (choice == 0) {
            hex.token.reset();
        } else {
            const std::string letter = hex.token ? hex.token->letter : std::string();
            hex.token
                = model::NumberToken {TokenValues[static_cast<std::size_t>(choice - 1)], letter};
        }
        text = tr("Change Token");
        break;
    case AreaColumn: {
        const auto &areas = m_document->scenario().areas;
        if (choice > static_cast<int>(areas.size()))
            return false;
        hex.area = choice == 0 ? std::string() : areas[static_cast<std::size_t>(choice - 1)].id;
        text = tr("Change Area");
        break;
    }
    default:
        return false;
    }
    m_document->paintHexes({hex}, text);
    return true;
}

int HexTableModel::rowOf(model::HexCoord c) const
{
    if (!m_document)
        return -1;
    const auto &hexes = m_document->board().hexes();
    auto it = std::lower_bound(hexes.begin(), hexes.end(), c,
        [](const model::Hex &h, model::HexCoord key) { return h.coord < key; });
    return it != hexes.end() && it->coord == c ? static_cast<int>(it - hexes.begin()) : -1;
}

void HexTableModel::onHexesChanged(const std::vector<model::HexCoord> &coords)
{
    // Painting existing cells keeps the rows: repaint just those. Inserting or removing cells
    // shifts rows, which a reset expresses simply and exactly.
    if (static_cast<int>(m_document->board().hexCount()) != m_rowCount) {
        reset();
        return;
    }
    for (model::HexCoord c : coords) {
        const int row = rowOf(c);
        if (row < 0) {
            reset();
            return;
        }
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

void HexTableModel::reset()
{
    beginResetModel();
    m_rowCount = m_document ? static_cast<int>(m_document->board().hexCount()) : 0;
    endResetModel();
}

} // namespace isle::editor
