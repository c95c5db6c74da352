// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/Translators.h"

#include "editor/i18n/Translators.h"
#include "editor/preferences/Preferences.h"

namespace isle::editor {

void installTranslators(QCoreApplication &app, const QLocale &locale)
{
    i18n::installTranslators(app, locale);
}

void installTranslators(QCoreApplication &app)
{
    installTranslators(app, Preferences::locale());
}

} // namespace isle::editor
