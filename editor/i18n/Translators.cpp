// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/i18n/Translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace isle::i18n {

namespace {

void install(QCoreApplication &app, const QLocale &locale, const QString &name, const QString &dir)
{
    auto *translator = new QTranslator(&app);
    if (translator->load(locale, name, QStringLiteral("_"), dir))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

void installTranslators(QCoreApplication &app, const QLocale &locale)
{
    // Installed translators are searched newest first, so English plurals are the fallback.
    install(app, QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral("islewright"),
        QStringLiteral(":/i18n"));
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return;
    install(
        app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    install(app, locale, QStringLiteral("islewright"), QStringLiteral(":/i18n"));
}

} // namespace isle::i18n
