// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"

#include <QDialog>

#include <vector>

namespace isle::editor {

/// Lists every problem found in a file (file, JSON Pointer or line/column, message) so that a
/// broken file can be fixed in one go instead of one error per attempt. Messages wrap within
/// their column and each row grows to fit its message, so no reason is cut off.
class IssueListDialog : public QDialog
{
    Q_OBJECT

public:
    IssueListDialog(
        const QString &summary, const std::vector<model::Issue> &issues, QWidget *parent = nullptr);
};

} // namespace isle::editor
