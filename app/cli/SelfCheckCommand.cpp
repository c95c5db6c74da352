// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli selfcheck FILE|FOLDER... [--games N] [--seed S] [--bots random|greedy]
// [--threads T] [--baseline]: plays games and verifies the engine's invariants after every action
// (validation/selfcheck); stops at the first violation.
#include "CliCommand.h"
#include "CliSupport.h"

#include "model/ScenarioFile.h"
#include "validation/selfcheck/SelfCheckRunner.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTextStream>
#include <QThread>

#include <algorithm>

namespace isle::cli {

namespace {

/// The files to check: each FILE, and the *.json files of each FOLDER in name order.
QStringList scenarioFiles(const QStringList &arguments)
{
    QStringList files;
    for (const QString &a : arguments) {
        if (QFileInfo(a).isDir()) {
            const QDir dir(a);
            for (const QString &name :
                dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
                files << dir.filePath(name);
        } else {
            files << a;
        }
    }
    return files;
}

} // namespace

int runSelfCheckCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Plays games of each scenario (every player count it allows, variable set-ups dealt as "
        "playtest deals them) and verifies after every action: card and development card "
        "conservation, piece counts, the distance rule, road/ship connectivity, route lengths "
        "and victory points recomputed from scratch, domestic trade terms, what the engine keeps "
        "to save work (where roads and ships may go, which ships may sail, what each roll pays) "
        "against its recomputation, and that the legal actions equal those of a slow reference "
        "move generator and each of them applies. Stops at the first violation (exit code 1)."));
    parser.addHelpOption();
    const QCommandLineOption gamesOption(QStringLiteral("games"),
        Cli::tr("Games per scenario file (default 100)."), QStringLiteral("N"),
        QStringLiteral("100"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), Cli::tr("Run seed (default 1)."),
        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption botsOption(QStringLiteral("bots"),
        Cli::tr("The bot of every seat: random (default) or greedy."), QStringLiteral("BOT"),
        QStringLiteral("random"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"),
        Cli::tr("Worker threads (default: all cores); the result is the same for any number."),
        QStringLiteral("T"));
    const QCommandLineOption baselineOption(QStringLiteral("baseline"),
        Cli::tr("Also play the same games without checks and print the speed ratio."));
    parser.addOptions({gamesOption, seedOption, botsOption, threadsOption, baselineOption});
    parser.addPositionalArgument(QStringLiteral("FILE"),
        Cli::tr("Scenario files, or folders of them."), QStringLiteral("FILE..."));
    if (const auto exitCode = parseCommandLine(parser, "selfcheck", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    bool gamesOk = false, seedOk = false, threadsOk = true;
    validation::SelfCheckOptions options;
    options.games = parser.value(gamesOption).toULongLong(&gamesOk);
    options.seed = parser.value(seedOption).toULongLong(&seedOk);
    options.bot = parser.value(botsOption).trimmed().toStdString();
    options.threads = std::max(1, QThread::idealThreadCount());
    if (parser.isSet(threadsOption))
        options.threads = parser.value(threadsOption).toInt(&threadsOk);
    if (!gamesOk || !seedOk || !threadsOk || options.games < 1 || options.threads < 1
        || options.threads > 1024) {
        err << Cli::tr("selfcheck: --games and --threads take positive numbers, --seed a number "
                       "of 0 or more")
            << '\n';
        return ExitBadInput;
    }
    if (options.bot != "random" && options.bot != "greedy") {
        err << Cli::tr("selfcheck: --bots takes random or greedy, not %1")
                   .arg(parser.value(botsOption))
            << '\n';
        return ExitBadInput;
    }
    const QStringList files = scenarioFiles(parser.positionalArguments());
    if (files.isEmpty()) {
        err << Cli::tr("selfcheck: expected scenario FILEs or folders") << '\n';
        return ExitBadInput;
    }

    std::uint64_t games = 0, actions = 0, unchecked = 0, baselineGames = 0;
    qint64 checkedMs = 0, baselineMs = 0;
    for (const QString &file : files) {
        const model::LoadResult loaded = model::loadScenarioFile(file.toStdString());
        if (!loaded.ok()) {
            const QString why = loaded.issues.empty()
                ? QString()
                : QString::fromStdString(loaded.issues.front().message);
            err << Cli::tr("%1: cannot read: %2").arg(file, why) << '\n';
            return ExitBadInput;
        }
        const model::Scenario &scenario = *loaded.scenario;
        QElapsedTimer timer;
        timer.start();
        const validation::SelfCheckResult r = validation::SelfCheckRunner::run(scenario, options);
        checkedMs += timer.elapsed();
        for (const std::string &why : r.notPlayed)
            out << Cli::tr("%1: not played: %2").arg(file, QString::fromStdString(why)) << '\n';
        if (!r.error.empty()) {
            err << Cli::tr("%1: cannot play: %2").arg(file, QString::fromStdString(r.error))
                << '\n';
            return ExitBadInput;
        }
        games += r.games;
        actions += r.actions;
        unchecked += r.uncheckedMoveStates;
        if (const auto &f = r.failure) {
            out << Cli::tr("%1: FAILED: %2")
                       .arg(file,
                           QString::fromStdString(
                               std::string(validation::SelfCheck::name(f->invariant))))
                << '\n'
                << Cli::tr("  seed %1, game %2 (game seed %3, %4 players), action %5: %6")
                       .arg(options.seed)
                       .arg(f->game)
                       .arg(f->gameSeed)
                       .arg(f->players)
                       .arg(f->actionIndex)
                       .arg(f->actionIndex < 0 ? Cli::tr("(initial state)")
                                               : QString::fromStdString(f->actionText))
                << '\n'
                << "  " << QString::fromStdString(f->detail) << '\n';
            return ExitRuleErrors;
        }
        if (r.games > 0)
            out << Cli::tr("%1: %2 games, %3 actions checked").arg(file).arg(r.games).arg(r.actions)
                << '\n';
        if (parser.isSet(baselineOption) && r.games > 0) {
            validation::SelfCheckOptions plain = options;
            plain.check = false;
            timer.restart();
            baselineGames += validation::SelfCheckRunner::run(scenario, plain).games;
            baselineMs += timer.elapsed();
        }
    }
    const double seconds = static_cast<double>(checkedMs) / 1000.0;
    out << Cli::tr("Self-check passed: %1 games, %2 actions checked in %3 s (%4 games/s)")
               .arg(games)
               .arg(actions)
               .arg(QString::number(seconds, 'f', 1))
               .arg(QString::number(
                   seconds > 0 ? static_cast<double>(games) / seconds : 0.0, 'f', 1))
        << '\n';
    if (unchecked > 0)
        out << Cli::tr(
            "  %1 states of fog draws had their chance outcomes unchecked (the reference "
            "does not cover fog draws yet; their outcomes were still applied and checked)")
                   .arg(unchecked)
            << '\n';
    if (parser.isSet(baselineOption) && baselineMs > 0 && checkedMs > 0) {
        const double plainRate
            = static_cast<double>(baselineGames) / (static_cast<double>(baselineMs) / 1000.0);
        const double checkedRate = static_cast<double>(games) / seconds;
        out << Cli::tr("Baseline: the same %1 games unchecked in %2 s (%3 games/s); the self-check "
                       "runs at %4 of that speed (1/%5)")
                   .arg(baselineGames)
                   .arg(QString::number(static_cast<double>(baselineMs) / 1000.0, 'f', 2))
                   .arg(QString::number(plainRate, 'f', 1))
                   .arg(QString::number(checkedRate / plainRate, 'g', 3))
                   .arg(QString::number(plainRate / checkedRate, 'f', 0))
            << '\n';
    }
    return ExitOk;
}

} // namespace isle::cli
