// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRectF>
#include <QSizeF>

namespace isle::render {

/// How a board printed at real size is split over sheets of paper: the sheet size and
/// orientation (whichever needs fewer sheets; portrait on a tie), the printable rectangle inside
/// the margins (where cut marks, alignment marks and labels go) and, for every page, the part of
/// the content it shows. Pages run row by row from the top left. All lengths in millimetres.
class PrintLayout
{
public:
    enum class Paper : std::uint8_t { A4, Letter };

    /* 0 < content width/height; 0 <= marginMm < half the short paper side */
    PrintLayout(QSizeF contentMm, Paper paper, double marginMm = 12.0);

    static QSizeF paperSizeMm(Paper paper); ///< portrait
    Paper paper() const { return m_paper; }
    bool isLandscape() const { return m_landscape; }
    QSizeF pageSizeMm() const;
    /// The area of each page that shows the board (the cut lines run along its border).
    QRectF printableRectMm() const;

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int pageCount() const { return m_columns * m_rows; }
    /* 0 <= page < pageCount() */
    int rowOf(int page) const { return page / m_columns; }
    int columnOf(int page) const { return page % m_columns; }
    /// The part of the content (content coordinates, origin at its top left) shown on `page`.
    QRectF tileRectMm(int page) const;

private:
    QSizeF m_content;
    Paper m_paper;
    double m_margin;
    bool m_landscape = false;
    int m_columns = 1;
    int m_rows = 1;
};

} // namespace isle::render
