// SPDX-License-Identifier: GPL-3.0-or-later
#include "Preferences.h"

#include <QPalette>
#include <QSettings>

#include <algorithm>

namespace isle::editor {

namespace {

const QString AutosaveKey = QStringLiteral("autosaveSeconds");
const QString PlayersKey = QStringLiteral("preferences/defaultPlayers");
const QString PrintUnitKey = QStringLiteral("preferences/printUnit");
const QString LanguageKey = QStringLiteral("preferences/language");
const QString ColoursKey = QStringLiteral("preferences/colourScheme");

constexpr double MmPerInch = 25.4;

} // namespace

int Preferences::autosaveSeconds()
{
    return std::max(1, QSettings().value(AutosaveKey, DefaultAutosaveSeconds).toInt());
}

void Preferences::setAutosaveSeconds(int seconds)
{
    QSettings().setValue(AutosaveKey, std::max(1, seconds));
}

int Preferences::defaultPlayers()
{
    return std::clamp(QSettings().value(PlayersKey, 4).toInt(), 2, 6);
}

void Preferences::setDefaultPlayers(int players)
{
    QSettings().setValue(PlayersKey, std::clamp(players, 2, 6));
}

Preferences::PrintUnit Preferences::printUnit()
{
    return QSettings().value(PrintUnitKey).toString() == QLatin1String("in")
        ? PrintUnit::Inches
        : PrintUnit::Millimetres;
}

void Preferences::setPrintUnit(PrintUnit unit)
{
    QSettings().setValue(
        PrintUnitKey, unit == PrintUnit::Inches ? QStringLiteral("in") : QStringLiteral("mm"));
}

QString Preferences::language()
{
    return QSettings().value(LanguageKey).toString();
}

void Preferences::setLanguage(const QString &code)
{
    QSettings().setValue(LanguageKey, code);
}

QLocale Preferences::locale()
{
    const QString code = language();
    return code.isEmpty() ? QLocale() : QLocale(code);
}

Preferences::ColourScheme Preferences::colourScheme()
{
    const QString s = QSettings().value(ColoursKey).toString();
    if (s == QLatin1String("light"))
        return ColourScheme::Light;
    if (s == QLatin1String("dark"))
        return ColourScheme::Dark;
    return ColourScheme::System;
}

void Preferences::setColourScheme(ColourScheme scheme)
{
    QString s = QStringLiteral("system");
    if (scheme == ColourScheme::Light)
        s = QStringLiteral("light");
    else if (scheme == ColourScheme::Dark)
        s = QStringLiteral("dark");
    QSettings().setValue(ColoursKey, s);
}

bool Preferences::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness()
        < palette.color(QPalette::WindowText).lightness();
}

QColor Preferences::boardBackground(ColourScheme scheme, const QPalette &palette)
{
    const bool dark
        = scheme == ColourScheme::Dark || (scheme == ColourScheme::System && isDark(palette));
    // Dark: a blue-grey night under the sea art; light: a pale grey-blue that keeps the frame
    // and the sea distinct from the background.
    return dark ? QColor(0x24, 0x2a, 0x33) : QColor(0xd9, 0xe0, 0xe8);
}

double Preferences::fromMillimetres(double mm, PrintUnit unit)
{
    return unit == PrintUnit::Inches ? mm / MmPerInch : mm;
}

double Preferences::toMillimetres(double value, PrintUnit unit)
{
    return unit == PrintUnit::Inches ? value * MmPerInch : value;
}

} // namespace isle::editor
