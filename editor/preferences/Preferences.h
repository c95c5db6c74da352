// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QLocale>
#include <QString>

class QPalette;

namespace isle::editor {

/// The user's preferences, kept in QSettings (one key each, read where they are used): the
/// autosave interval, the player count a playtest starts with, the unit print sizes are asked
/// in, the language and the board's colour scheme.
class Preferences
{
public:
    enum class PrintUnit { Millimetres, Inches };
    /// The board's background: follow the desktop's light or dark theme, or a fixed one.
    enum class ColourScheme { System, Light, Dark };

    static constexpr int DefaultAutosaveSeconds = 60;

    static int autosaveSeconds();
    static void setAutosaveSeconds(int seconds);
    static int defaultPlayers();
    static void setDefaultPlayers(int players);
    static PrintUnit printUnit();
    static void setPrintUnit(PrintUnit unit);
    /// A language code ("de", "en"), or empty for the system's language.
    static QString language();
    static void setLanguage(const QString &code);
    /// The locale the translations are loaded for: the chosen language, else the system's.
    static QLocale locale();
    static ColourScheme colourScheme();
    static void setColourScheme(ColourScheme scheme);

    /// The board view's background for `scheme` on a desktop using `palette`.
    static QColor boardBackground(ColourScheme scheme, const QPalette &palette);
    /// True when `palette` is a dark theme (dark window, light text).
    static bool isDark(const QPalette &palette);
    /// Millimetres ↔ the print unit.
    static double fromMillimetres(double mm, PrintUnit unit);
    static double toMillimetres(double value, PrintUnit unit);
};

} // namespace isle::editor
