// SPDX-License-Identifier: GPL-3.0-or-later
#include "UserGuideWindow.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace isle::editor {

const QString UserGuideWindow::GuideUrl = QStringLiteral("qrc:/guide/user-guide.md");

UserGuideWindow::UserGuideWindow(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Islewright User Guide"));
    setWindowFlag(Qt::WindowMinMaxButtonsHint);
    setModal(false);
    m_browser->setObjectName(QStringLiteral("UserGuideBrowser"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl(GuideUrl), QTextDocument::MarkdownResource);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(820, 640);
}

} // namespace isle::editor
