// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioGallery.h"

#include "editor/render/BoardPainter.h"

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace isle::editor {

namespace {

constexpr QSize ThumbnailSize(200, 170);

QString playersText(const model::Scenario &s)
{
    if (s.minPlayers == s.maxPlayers)
        return ScenarioGallery::tr("%1 players").arg(s.maxPlayers); // never 1
    return ScenarioGallery::tr("%1–%2 players").arg(s.minPlayers).arg(s.maxPlayers);
}

} // namespace

QImage ScenarioGallery::thumbnail(const model::Scenario &scenario, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    render::BoardPainter painter;
    render::BoardPainter::Options options;
    options.letters = false; // small: tokens as numbers, no letters
    painter.setOptions(options);
    const QRectF board = painter.boardRect(scenario.board);
    if (board.isEmpty())
        return image;
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const double scale = std::min(size.width() / board.width(), size.height() / board.height());
    p.translate(size.width() / 2.0, size.height() / 2.0);
    p.scale(scale, scale);
    p.translate(-board.center());
    painter.paint(p, scenario, board);
    return image;
}

ScenarioGallery::ScenarioGallery(QWidget *parent)
    : QDialog(parent)
    , m_entries(ScenarioTemplates::gallery())
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("New from Scenario"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("Start a new map from a template or an official scenario. The new map gets its own "
           "title and id; the original file is not changed."),
        this));
    m_list->setObjectName(QStringLiteral("gallery"));
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(ThumbnailSize);
    m_list->setGridSize(ThumbnailSize + QSize(40, 60));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(true);
    for (const ScenarioTemplates::Template &t : m_entries) {
        const model::LoadResult r = ScenarioTemplates::load(t);
        auto *item = new QListWidgetItem(m_list);
        if (r.scenario) {
            item->setIcon(QIcon(QPixmap::fromImage(thumbnail(*r.scenario, ThumbnailSize))));
            item->setText(t.name + QLatin1Char('\n') + playersText(*r.scenario));
        } else {
            item->setText(t.name);
        }
        item->setToolTip(t.description);
        item->setData(Qt::UserRole, t.resourcePath);
    }
    m_list->setCurrentRow(0);
    layout->addWidget(m_list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    layout->addWidget(buttons);
    resize(4 * (ThumbnailSize.width() + 40) + 60, 2 * (ThumbnailSize.height() + 60) + 120);
}

int ScenarioGallery::count() const
{
    return m_list->count();
}

std::optional<ScenarioTemplates::Template> ScenarioGallery::selected() const
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= static_cast<int>(m_entries.size()))
        return std::nullopt;
    return m_entries[static_cast<std::size_t>(row)];
}

bool ScenarioGallery::select(const QString &resourcePath)
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toString() == resourcePath) {
            m_list->setCurrentRow(row);
            return true;
        }
    return false;
}

} // namespace isle::editor
