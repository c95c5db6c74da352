// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace isle::editor {

/// Help › User Guide: the README's editor chapter as shipped with this build (extracted from
/// README.md at build time into :/guide/user-guide.md, screenshots included), in a browser
/// window beside the editor. Links to other web pages open in the system's browser.
class UserGuideWindow : public QDialog
{
    Q_OBJECT

public:
    static const QString GuideUrl; ///< "qrc:/guide/user-guide.md"

    explicit UserGuideWindow(QWidget *parent = nullptr);

    QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

} // namespace isle::editor
