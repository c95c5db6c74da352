// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/files/ScenarioTemplates.h"

#include <QDialog>
#include <QImage>

#include <optional>

class QListWidget;

namespace isle::editor {

/// File › New from Scenario: every template and official scenario (ScenarioTemplates::gallery())
/// as a thumbnail drawn by the board painter, with its name and player count; the description
/// is the tooltip. OK or a double click picks one.
class ScenarioGallery : public QDialog
{
    Q_OBJECT

public:
    explicit ScenarioGallery(QWidget *parent = nullptr);

    /// The entry picked (the current one), if any.
    std::optional<ScenarioTemplates::Template> selected() const;
    /// Selects the entry with this resource path; false when there is none.
    bool select(const QString &resourcePath);
    int count() const;
    QListWidget *list() const { return m_list; }

    /// The board of `scenario` drawn to fit `size` (transparent around it).
    static QImage thumbnail(const model::Scenario &scenario, QSize size);

private:
    std::vector<ScenarioTemplates::Template> m_entries;
    QListWidget *m_list;
};

} // namespace isle::editor
