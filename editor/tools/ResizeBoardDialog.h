// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardResize.h"

#include <QDialog>

class QLabel;
class QSpinBox;

namespace isle::editor {

/// Edit › Resize Board: one labelled field per side (columns on the left and right, rows at the
/// top and bottom; positive adds sea, negative crops) and a live summary of the result: the new
/// size and everything the crop would remove (land, harbors, markers, robber, pirate), so nothing
/// is lost without the dialog saying so first.
class ResizeBoardDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ResizeBoardDialog(const model::Board &board, QWidget *parent = nullptr);

    BoardResize::Margins margins() const;
    void setMargins(const BoardResize::Margins &margins);
    /// The summary line under the fields (for tests).
    QString summary() const;
    /// The board as it would be after OK.
    BoardResize::Result result() const { return BoardResize::apply(m_board, margins()); }
    /// Sentence naming what a resize removes; empty when it removes nothing.
    static QString lossText(const BoardResize::Result &result);

private:
    void updateSummary();

    model::Board m_board;
    QSpinBox *m_left;
    QSpinBox *m_top;
    QSpinBox *m_right;
    QSpinBox *m_bottom;
    QLabel *m_summary;
};

} // namespace isle::editor
