// SPDX-License-Identifier: GPL-3.0-or-later
// Installs Islewright's translations (and Qt's own) on the application.
#pragma once

#include <QLocale>

class QCoreApplication;

namespace isle::editor {

// English plural forms first ("%n game(s)" → "1 game" / "2 games"), then Qt's and Islewright's
// translation for `locale` on top. The translators are children of `app`.
void installTranslators(QCoreApplication &app, const QLocale &locale);
/// As above for the language chosen in the preferences, else the system's (Preferences::locale).
void installTranslators(QCoreApplication &app);

} // namespace isle::editor
