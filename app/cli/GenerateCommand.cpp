// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli generate SCENARIO --seed N [-o OUT] [--constraint NAME[=LIMIT]]... [--best-of N]:
// the variable set-up of a scenario for one seed (or the fairest of N seeds), written as a
// scenario file with a fixed board. The editor's Generate Board deals through the same
// validation::dealScenario, so both write the same file for the same options.
#include "CliCommand.h"
#include "CliSupport.h"

#include "model/ScenarioFile.h"
#include "validation/stats/ScenarioDeal.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <optional>
#include <string>

namespace isle::cli {

namespace {

/// A bound on --best-of: a million candidates already take minutes (README, "generate").
constexpr int MaxBestOf = 1000000;

/// Applies one --constraint value ("all", a constraint name, or "max-clump=N" / "max-pips=N").
/// Returns false for an unknown name or a bad limit.
bool applyConstraint(const QString &option, model::GeneratorConstraints &k)
{
    const QString name = option.section(QLatin1Char('='), 0, 0).trimmed();
    const bool hasValue = option.contains(QLatin1Char('='));
    bool numberOk = false;
    const int value = option.section(QLatin1Char('='), 1).trimmed().toInt(&numberOk);
    if (name == QLatin1String("all") && !hasValue) {
        const int attempts = k.maxAttempts;
        k = model::GeneratorConstraints::all();
        k.maxAttempts = attempts;
        return true;
    }
    const auto constraint = model::GeneratorConstraintNames.fromString(name.toStdString());
    if (!constraint)
        return false;
    switch (*constraint) {
    case model::GeneratorConstraint::MaxTerrainClump:
    case model::GeneratorConstraint::MaxIntersectionPips:
        if (!hasValue || !numberOk || value < 1)
            return false;
        (*constraint == model::GeneratorConstraint::MaxTerrainClump ? k.maxTerrainClump
                                                                    : k.maxIntersectionPips)
            = value;
        return true;
    case model::GeneratorConstraint::RedNumbersNotAdjacent:
        k.redNumbersNotAdjacent = !hasValue;
        break;
    case model::GeneratorConstraint::TwoTwelveNotAdjacent:
        k.twoTwelveNotAdjacent = !hasValue;
        break;
    case model::GeneratorConstraint::EqualNumbersNotAdjacent:
        k.equalNumbersNotAdjacent = !hasValue;
        break;
    case model::GeneratorConstraint::NoRedOnGold:
        k.noRedOnGold = !hasValue;
        break;
    }
    return !hasValue;
}

/// The user's message for a generator error: translated from its typed fields; the model's
/// English detail (which pools, which failures) follows.
QString errorText(const QString &file, const model::GeneratorError &error)
{
    QString text;
    if (error.kind == model::GeneratorError::Kind::ConstraintUnsatisfied && error.constraint)
        text = Cli::tr("%1: error [generator-constraint] constraint \"%2\" cannot be met (%3)")
                   .arg(file,
                       QString::fromStdString(std::string(model::toString(*error.constraint))),
                       QString::fromStdString(error.message));
    else
        text = Cli::tr("%1: error [generator-pools] the scenario cannot be generated: %2")
                   .arg(file, QString::fromStdString(error.message));
    return text;
}

} // namespace

int runGenerateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Generates the variable set-up of a scenario for one "
                                             "seed: shuffles each area's terrain pool "
                                             "onto its unassigned hexes, lays the number tokens "
                                             "(letter spiral or random pool), shuffles the "
                                             "harbor pools onto unassigned harbors and puts the "
                                             "robber on a desert. Writes the scenario with "
                                             "the generated board (token placement fixed, harbors "
                                             "typed). The same seed gives the same board "
                                             "on every platform. Exit code 0: written, 1: a "
                                             "constraint cannot be met, 2: bad input or usage."));
    parser.addHelpOption();
    const QCommandLineOption seedOption(QStringLiteral("seed"),
        Cli::tr("The seed (0 to 18446744073709551615)."), QStringLiteral("N"));
    const QCommandLineOption outOption({QStringLiteral("o"), QStringLiteral("output")},
        Cli::tr("Write the scenario to OUT instead of standard output."), QStringLiteral("OUT"));
    const QCommandLineOption constraintOption(QStringLiteral("constraint"),
        Cli::tr("Enforce a constraint (repeatable): red-not-adjacent, 2-12-not-adjacent, "
                "equal-not-adjacent, "
                "no-red-on-gold, max-clump=N (largest group of one terrain), max-pips=N (most pips "
                "on one "
                "intersection), or all (every one; clumps <= 3, pips <= 12)."),
        QStringLiteral("NAME"));
    const QCommandLineOption attemptsOption(QStringLiteral("max-attempts"),
        Cli::tr("Fresh shuffles to try before giving up (default 1000)."), QStringLiteral("N"));
    const QCommandLineOption bestOfOption(QStringLiteral("best-of"),
        Cli::tr("Deal the seeds N, N+1, ... (N = --seed) and keep the fairest board: the one with "
                "the highest balance score (islewright-cli stats). Default 1."),
        QStringLiteral("COUNT"));
    parser.addOptions({seedOption, outOption, constraintOption, attemptsOption, bestOfOption});
    parser.addPositionalArgument(
        QStringLiteral("SCENARIO"), Cli::tr("The scenario file with the pools."));
    if (const auto exitCode = parseCommandLine(parser, "generate", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err << Cli::tr(
            "islewright-cli generate: give exactly one scenario file (see islewright-cli "
            "generate --help)")
            << '\n';
        return ExitBadInput;
    }
    bool seedOk = false;
    const std::uint64_t seed = parser.value(seedOption).toULongLong(&seedOk);
    if (!parser.isSet(seedOption) || !seedOk) {
        err << Cli::tr(
            "islewright-cli generate: --seed N is required; N is a whole number from 0 to "
            "18446744073709551615")
            << '\n';
        return ExitBadInput;
    }
    validation::DealOptions options;
    options.seed = seed;
    if (parser.isSet(bestOfOption)) {
        bool ok = false;
        options.bestOf = parser.value(bestOfOption).toInt(&ok);
        if (!ok || options.bestOf < 1 || options.bestOf > MaxBestOf) {
            err << Cli::tr("islewright-cli generate: --best-of needs a whole number from 1 to %1")
                       .arg(MaxBestOf)
                << '\n';
            return ExitBadInput;
        }
    }
    model::GeneratorConstraints &constraints = options.constraints;
    if (parser.isSet(attemptsOption)) {
        bool ok = false;
        constraints.maxAttempts = parser.value(attemptsOption).toInt(&ok);
        if (!ok || constraints.maxAttempts < 1) {
            err << Cli::tr(
                "islewright-cli generate: --max-attempts needs a whole number of at least 1")
                << '\n';
            return ExitBadInput;
        }
    }
    for (const QString &option : parser.values(constraintOption))
        if (!applyConstraint(option, constraints)) {
            err << Cli::tr(
                "islewright-cli generate: unknown constraint \"%1\" (expected red-not-adjacent, "
                "2-12-not-adjacent, equal-not-adjacent, no-red-on-gold, max-clump=N, max-pips=N or "
                "all)")
                       .arg(option)
                << '\n';
            return ExitBadInput;
        }

    const QString file = files.front();
    const model::LoadResult load = model::loadScenarioFile(file.toStdString());
    if (!load.ok()) {
        for (const model::Issue &issue : load.issues) {
            QString line
                = QString::fromStdString(issue.file.empty() ? file.toStdString() : issue.file);
            if (issue.line > 0)
                line += QStringLiteral(":%1:%2").arg(issue.line).arg(issue.column);
            line += QStringLiteral(": %1 [%2] %3")
                        .arg(QString::fromStdString(std::string(model::toString(issue.severity))),
                            QString::fromStdString(issue.code),
                            QString::fromStdString(issue.message));
            if (!issue.pointer.empty())
                line += QStringLiteral(" (at %1)").arg(QString::fromStdString(issue.pointer));
            err << line << '\n';
        }
        return ExitBadInput;
    }

    const auto deal = validation::dealScenario(*load.scenario, options);
    if (!deal) {
        err << errorText(file, deal.error()) << '\n';
        return deal.error().kind == model::GeneratorError::Kind::ConstraintUnsatisfied
            ? ExitRuleErrors
            : ExitBadInput;
    }
    const model::Scenario &result = deal.value().scenario;

    if (parser.isSet(outOption)) {
        const QString target = parser.value(outOption);
        const auto issues = model::saveScenarioFile(target.toStdString(), result);
        if (!issues.empty()) {
            for (const model::Issue &issue : issues)
                err << QStringLiteral("%1: error [%2] %3")
                           .arg(target, QString::fromStdString(issue.code),
                               QString::fromStdString(issue.message))
                    << '\n';
            return ExitBadInput;
        }
        err << QCoreApplication::translate("Cli",
            "%1: generated with seed %2 in %n attempt(s), written to %3", nullptr,
            deal.value().attempts)
                   .arg(file)
                   .arg(deal.value().seed)
                   .arg(target)
            << '\n';
    } else {
        out << QString::fromStdString(model::serializeScenario(result));
    }
    if (options.bestOf > 1)
        err << Cli::tr("%1: seed %2 is the fairest board (balance score %3) of %4 dealt")
                   .arg(file)
                   .arg(deal.value().seed)
                   .arg(deal.value().score, 0, 'f', 1)
                   .arg(deal.value().scored)
            << '\n';
    return ExitOk;
}

} // namespace isle::cli
