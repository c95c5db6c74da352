// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"
#include "validation/engine/Game.h"
#include "validation/playtest/PlaytestReport.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace isle::editor {

/// Plain-language findings of a batch, generated from the report's numbers. Each finding has a
/// documented threshold (below), so the same numbers always give the same sentences:
///  - every seat's win rate with the half width of its 95% Wilson interval; a seat is called
///    favoured / disadvantaged when the fair share 1/players lies outside that interval;
///  - the share of games that hit the turn limit, flagged from StalledWarnShare;
///  - the mean game length with the shortest and longest game;
///  - tradeFindings(): trades per game between players and with the bank, and a seat that trades
///    with the bank at least twice a game and BankTradeFactor times the others' mean;
///  - the three richest intersections (most pips): called adjacent when each is within
///    RichClusterSteps road steps of another, with how often each ended built on;
///  - the most built-on intersection;
///  - a resource whose share of all production is below ScarceFactor or above PlentyFactor times
///    the fair share of 1/5;
/// islandFindings() adds, on maps with several islands or special victory point rules, each seat's
/// mean special points and islands settled, how often the winner needed special points, and per
/// island how often it ended built on (by anyone, by each seat, as each seat's home island).
class BatchFindings
{
    Q_DECLARE_TR_FUNCTIONS(BatchFindings)

public:
    static constexpr double StalledWarnShare = 0.05;
    static constexpr int RichClusterSteps = 2;
    static constexpr double ScarceFactor = 0.6;
    static constexpr double PlentyFactor = 1.5;
    static constexpr double BankTradeFactor = 1.5;
    /// Fewer games than this give no findings but the counts (the intervals are too wide).
    static constexpr std::uint64_t MinGames = 10;

    /// All findings of the report, islandFindings() last.
    static QStringList findings(const validation::PlaytestReport &report,
        const validation::Game &game, const model::Scenario &scenario);
    /// Trade lines from the report's trade sums (empty for a report without them).
    static QStringList tradeFindings(const validation::PlaytestReport &report);
    /// Island and special-point lines from the report's sums (empty on a one-island map without
    /// special victory point rules, or for a report without island statistics).
    static QStringList islandFindings(
        const validation::PlaytestReport &report, const model::Scenario &scenario);
    /// An island as a designer finds it: "Main island" (its own area's name) or "the island at
    /// (3, 1) with 5 hexes" (its top-left hex).
    static QString islandName(
        const validation::PlaytestReport &report, int island, const model::Scenario &scenario);
    /// A header (map, games, seats, seed) and the findings as a bulleted text for the clipboard.
    static QString summary(const QString &mapTitle, const validation::PlaytestReport &report,
        const QStringList &findings);
    /// "31% ± 2%"
    static QString rateWithMargin(double rate, std::pair<double, double> interval);
    /// A corner as players know it: "the 6-8-5 intersection at (1, -2) N".
    static QString cornerName(const validation::Game &game, int corner);
};

} // namespace isle::editor
