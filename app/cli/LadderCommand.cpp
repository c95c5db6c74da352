// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli ladder FILE --bots a,b[,...] [--games N] [--players P] [--threads T] [--seed S]
// [--json] [-o FILE]: a round robin of bots with Elo-style ratings (validation/playtest/Ladder).
#include "CliCommand.h"
#include "CliSupport.h"

#include "validation/playtest/Ladder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QThread>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace isle::cli {

namespace {

QString whole(double v)
{
    return QString::number(static_cast<long long>(std::lround(v)));
}

void printLadder(QTextStream &out, const validation::LadderResult &r, const QString &file)
{
    out << Cli::tr("Ladder of %1: %2 bots, %3 players, %4 games per pair, seed %5")
               .arg(file)
               .arg(r.ratings.size())
               .arg(r.players)
               .arg(r.gamesPerPair)
               .arg(r.seed)
        << '\n'
        << Cli::tr("Games: %1; without a winner (stalled or drawn): %2")
               .arg(r.games)
               .arg(r.undecided)
        << "\n\n"
        << Cli::tr("Bot").leftJustified(10) << Cli::tr("Rating").rightJustified(7)
        << Cli::tr("95% interval").rightJustified(15) << Cli::tr("Games").rightJustified(8)
        << Cli::tr("Wins").rightJustified(8) << Cli::tr("Duels won").rightJustified(18) << '\n';
    for (const validation::LadderRating &b : r.ratings)
        out << QString::fromStdString(b.bot).leftJustified(10) << whole(b.rating).rightJustified(7)
            << (whole(b.low) + QStringLiteral("–") + whole(b.high)).rightJustified(15)
            << QString::number(b.games).rightJustified(8)
            << QString::number(b.wins).rightJustified(8)
            << Cli::tr("%1 of %2").arg(b.duelsWon).arg(b.duels).rightJustified(18) << '\n';
    for (const validation::LadderRating &b : r.ratings)
        if (b.thinking.decisions > 0 && b.thinking.nanoseconds > 0)
            out << '\n'
                << Cli::tr("%1 thinks %2 ms per decision on average (%3 decisions; this machine)")
                       .arg(QString::fromStdString(b.bot))
                       .arg(QString::number(static_cast<double>(b.thinking.nanoseconds) / 1e6
                               / static_cast<double>(b.thinking.decisions),
                           'f', 3))
                       .arg(b.thinking.decisions);
    out << '\n'
        << Cli::tr(
               "Ratings are Bradley–Terry strengths on the Elo scale (mean 1500; 400 points = "
               "10:1 odds) of the duels between one bot's seat and another's in each decided "
               "game; 95% intervals from replaying each pair's games with winners drawn from the "
               "fitted ratings.")
        << '\n';
}

} // namespace

int runLadderCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Plays a round robin of bots on a scenario and prints an Elo-style rating per bot with "
        "its 95% interval. Each pair of bots plays --games games, each bot in the even seats for "
        "half of them and in the odd seats for the other half."));
    parser.addHelpOption();
    const QCommandLineOption botsOption(QStringLiteral("bots"),
        Cli::tr("Comma-separated bots to rank, at least two: random, greedy, expert, "
                "expert:N."),
        QStringLiteral("LIST"));
    const QCommandLineOption gamesOption(QStringLiteral("games"),
        Cli::tr("Games per pair of bots (default 400)."), QStringLiteral("N"),
        QStringLiteral("400"));
    const QCommandLineOption playersOption(QStringLiteral("players"),
        Cli::tr("Number of players (default: 4, or the scenario's limits)."), QStringLiteral("P"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"),
        Cli::tr("Worker threads (default: all cores)."), QStringLiteral("T"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), Cli::tr("Run seed (default 1)."),
        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), Cli::tr("Print the ladder as JSON."));
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")},
        Cli::tr("Also write the JSON ladder to FILE."), QStringLiteral("FILE"));
    parser.addOptions({botsOption, gamesOption, playersOption, threadsOption, seedOption,
        jsonOption, outputOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The scenario file to play."));
    if (const auto exitCode = parseCommandLine(parser, "ladder", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1) {
        err << Cli::tr("ladder: expected exactly one scenario FILE") << '\n';
        return ExitBadInput;
    }
    const QString file = parser.positionalArguments().front();
    validation::LadderOptions options;
    for (const QString &b : parser.value(botsOption).split(QLatin1Char(','), Qt::SkipEmptyParts))
        options.bots.push_back(b.trimmed().toStdString());
    std::uint64_t threads = static_cast<std::uint64_t>(std::max(1, QThread::idealThreadCount()));
    if (!parseCount(parser.value(gamesOption), options.gamesPerPair, 2)
        || !parseCount(parser.value(seedOption), options.seed, 0)
        || (parser.isSet(threadsOption) && !parseCount(parser.value(threadsOption), threads, 1))
        || threads > 1024) {
        err << Cli::tr("ladder: --games takes a number of 2 or more, --threads a positive number, "
                       "--seed a number of 0 or more")
            << '\n';
        return ExitBadInput;
    }
    options.threads = static_cast<int>(threads);

    const std::optional<model::Scenario> loaded = loadScenarioOrPrint(file, err);
    if (!loaded)
        return ExitBadInput;
    const model::Scenario &scenario = *loaded;
    std::uint64_t players
        = static_cast<std::uint64_t>(std::clamp(4, scenario.minPlayers, scenario.maxPlayers));
    if (parser.isSet(playersOption)
        && (!parseCount(parser.value(playersOption), players, 2) || players > 64)) {
        err << Cli::tr("ladder: --players takes a number of 2 or more") << '\n';
        return ExitBadInput;
    }
    std::string error;
    auto runner = validation::PlaytestRunner::forScenario(
        scenario, static_cast<int>(players), validation::GameConfig {}, error);
    if (!runner) {
        err << Cli::tr("%1: cannot play: %2").arg(file, QString::fromStdString(error)) << '\n';
        return ExitBadInput;
    }
    const validation::LadderResult result
        = validation::Ladder::run(*runner, static_cast<int>(players), options);
    if (!result.error.empty()) {
        err << Cli::tr("ladder: %1").arg(QString::fromStdString(result.error)) << '\n';
        return ExitBadInput;
    }
    const nlohmann::json json = result.toJson();
    if (parser.isSet(outputOption)) {
        if (!writeOutputFile("ladder", parser.value(outputOption), json.dump(2) + "\n", err))
            return ExitBadInput;
    }
    if (parser.isSet(jsonOption))
        out << QString::fromStdString(json.dump(2)) << '\n';
    else
        printLadder(out, result, file);
    return ExitOk;
}

} // namespace isle::cli
