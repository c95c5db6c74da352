// SPDX-License-Identifier: GPL-3.0-or-later
// Installs Islewright's translations (and Qt's own) on an application: the editor's and the
// command-line tool's. Qt Core only, so islewright-cli stays without Widgets.
#pragma once

#include <QLocale>

class QCoreApplication;

namespace isle::i18n {

// English plural forms first ("%n game(s)" → "1 game" / "2 games"), then Qt's and Islewright's
// translation for `locale` on top. The translators are children of `app`.
void installTranslators(QCoreApplication &app, const QLocale &locale);

} // namespace isle::i18n
