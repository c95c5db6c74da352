// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrintLayout.h"

#include <algorithm>
#include <cmath>

namespace isle::render {

namespace {
int tilesFor(double length, double printable)
{
    return std::max(1, static_cast<int>(std::ceil(length / printable - 1e-9)));
}
} // namespace

PrintLayout::PrintLayout(QSizeF contentMm, Paper paper, double marginMm)
    : m_content(contentMm)
    , m_paper(paper)
    , m_margin(marginMm)
{
    const QSizeF portrait = paperSizeMm(paper);
    const double pw = portrait.width() - 2 * marginMm;
    const double ph = portrait.height() - 2 * marginMm;
    const int portraitPages = tilesFor(contentMm.width(), pw) * tilesFor(contentMm.height(), ph);
    const int landscapePages = tilesFor(contentMm.width(), ph) * tilesFor(contentMm.height(), pw);
    m_landscape = landscapePages < portraitPages;
    const QRectF printable = printableRectMm();
    m_columns = tilesFor(contentMm.width(), printable.width());
    m_rows = tilesFor(contentMm.height(), printable.height());
}

QSizeF PrintLayout::paperSizeMm(Paper paper)
{
    switch (paper) {
    case Paper::A4:
        return {210.0, 297.0};
    case Paper::Letter:
        return {215.9, 279.4};
    }
    return {210.0, 297.0};
}

QSizeF PrintLayout::pageSizeMm() const
{
    const QSizeF s = paperSizeMm(m_paper);
    return m_landscape ? s.transposed() : s;
}

QRectF PrintLayout::printableRectMm() const
{
    const QSizeF page = pageSizeMm();
    return {m_margin, m_margin, page.width() - 2 * m_margin, page.height() - 2 * m_margin};
}

QRectF PrintLayout::tileRectMm(int page) const
{
    const QSizeF size = printableRectMm().size();
    return {QPointF(columnOf(page) * size.width(), rowOf(page) * size.height()), size};
}

} // namespace isle::render
