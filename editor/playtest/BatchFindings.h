// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"
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
///  - the three richest intersections (most pips): called adjacent when each is within
///    RichClusterSteps road steps of another, with how often each ended built on;
///  - the most built-on intersection;
///  - a resource whose share of all production is below ScarceFactor or above PlentyFactor times
///    the fair share of 1/5;
///  - when the board has several islands: the share of games in which any island but the largest
///    ended with a building (needs the per-game results).
class BatchFindings
{
    Q_DECLARE_TR_FUNCTIONS(BatchFindings)

public:
    static constexpr double StalledWarnShare = 0.05;
    static constexpr int RichClusterSteps = 2;
    static constexpr double ScarceFactor = 0.6;
    static constexpr double PlentyFactor = 1.5;
    /// Fewer games than this give no findings but the counts (the intervals are too wide).
    static constexpr std::uint64_t MinGames = 10;

    static QStringList findings(const validation::PlaytestReport &report,
        const std::vector<validation::GameResult> &games, const validation::Game &game,
        const model::Board &board);
    /// A header (map, games, seats, seed) and the findings as a bulleted text for the clipboard.
    static QString summary(const QString &mapTitle, const validation::PlaytestReport &report,
        const QStringList &findings);
    /// "31% ± 2%"
    static QString rateWithMargin(double rate, std::pair<double, double> interval);
    /// A corner as players know it: "the 6-8-5 intersection at (1, -2) N".
    static QString cornerName(const validation::Game &game, int corner);
};

} // namespace isle::editor
