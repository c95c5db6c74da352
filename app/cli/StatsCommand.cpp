// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli stats FILE [--json] [--best N]: balance statistics of a scenario's board.
#include "CliCommand.h"
#include "CliSupport.h"

#include "model/ScenarioFile.h"
#include "validation/checks/ScenarioIndex.h"
#include "validation/stats/BoardStatistics.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace isle::cli {

namespace {

using validation::BoardStatistics;
using validation::ScenarioIndex;

QString name(std::string_view s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

QString number(double v)
{
    return QString::number(v, 'f', 2);
}

QString cornerText(const model::CornerCoord &c)
{
    return QStringLiteral("(%1, %2) %3")
        .arg(c.hex.q)
        .arg(c.hex.r)
        .arg(c.north ? QStringLiteral("N") : QStringLiteral("S"));
}

QString harborAccess(std::uint8_t bits)
{
    QStringList parts;
    if (bits & ScenarioIndex::GenericHarbor)
        parts << QStringLiteral("3:1");
    for (model::Resource r : model::AllResources)
        if (bits & ScenarioIndex::specialHarborBit(r))
            parts << QStringLiteral("2:1 ") + name(model::toString(r));
    if (bits & ScenarioIndex::UnassignedHarbor)
        parts << Cli::tr("harbor drawn at set-up");
    return parts.join(QStringLiteral(", "));
}

nlohmann::json cornerJson(const model::CornerCoord &c)
{
    return {c.hex.q, c.hex.r, c.north ? "N" : "S"};
}

nlohmann::json statsJson(const std::string &file, const BoardStatistics &s)
{
    nlohmann::json j;
    j["file"] = file;
    j["landHexes"] = s.landHexes;
    j["producingHexes"] = s.producingHexes;
    j["totalPips"] = s.totalPips;
    j["islands"] = s.islands;
    j["gold"] = {{"hexes", s.goldHexes}, {"pips", s.goldPips}};
    nlohmann::json resources = nlohmann::json::object();
    for (model::Resource r : model::AllResources) {
        const auto &rs = s.resources[static_cast<std::size_t>(model::index(r))];
        resources[std::string(model::toString(r))]
            = {{"hexes", rs.hexes}, {"pips", rs.pips}, {"pipsPerHex", rs.pipsPerHex}};
    }
    j["resources"] = std::move(resources);
    if (s.citiesAndKnights) { // only cities earn commodities (001:L3336)
        nlohmann::json commodities = nlohmann::json::object();
        for (model::Commodity c : model::AllCommodities) {
            const auto &cs = s.commodities[static_cast<std::size_t>(model::index(c))];
            commodities[std::string(model::toString(c))]
                = {{"hexes", cs.hexes}, {"pips", cs.pips}, {"pipsPerHex", cs.pipsPerHex}};
        }
        j["commodities"] = std::move(commodities);
    }
    auto intersections = nlohmann::json::array();
    for (const auto &i : s.intersections) {
        nlohmann::json ij {{"corner", cornerJson(i.corner)}, {"pips", i.pips},
            {"goldPips", i.goldPips}, {"resources", i.resources},
            {"startEligible", i.startEligible}};
        nlohmann::json mix = nlohmann::json::object();
        for (model::Resource r : model::AllResources)
            if (const int p = i.resourcePips[static_cast<std::size_t>(model::index(r))])
                mix[std::string(model::toString(r))] = p;
        ij["resourcePips"] = std::move(mix);
        if (s.citiesAndKnights) {
            nlohmann::json city = nlohmann::json::object();
            for (model::Commodity c : model::AllCommodities)
                if (const int p = i.commodityPips[static_cast<std::size_t>(model::index(c))])
                    city[std::string(model::toString(c))] = p;
            ij["commodityPips"] = std::move(city);
        }
        ij["harbors"] = harborAccess(i.harbors).toStdString();
        intersections.push_back(std::move(ij));
    }
    j["intersections"] = std::move(intersections); // best first
    j["spread"] = {{"count", s.spread.count}, {"min", s.spread.min}, {"median", s.spread.median},
        {"max", s.spread.max}, {"mean", s.spread.mean}, {"gini", s.spread.gini}};
    const auto &c = s.clustering;
    j["clustering"] = {{"producingPairs", c.producingPairs},
        {"sameResourcePairs", c.sameResourcePairs}, {"highPipPairs", c.highPipPairs},
        {"largestClump", c.largestClump},
        {"largestClumpResource",
            c.largestClumpResource >= 0 ? nlohmann::json(
                std::string(model::toString(static_cast<model::Resource>(c.largestClumpResource))))
                                        : nlohmann::json(nullptr)}};
    auto harbors = nlohmann::json::array();
    for (const auto &h : s.harbors)
        harbors.push_back(
            {{"hex", {h.harbor.hex.q, h.harbor.hex.r}}, {"facing", model::index(h.harbor.facing)},
                {"type", std::string(model::toString(h.harbor.type))}, {"localPips", h.localPips},
                {"boardPips", h.boardPips}});
    j["harbors"] = std::move(harbors);
    auto seats = nlohmann::json::array();
    for (const auto &draft : s.seats) {
        auto list = nlohmann::json::array();
        for (const auto &seat : draft.seats) {
            auto corners = nlohmann::json::array();
            for (auto id : seat.corners)
                if (id != ScenarioIndex::NoId)
                    corners.push_back(id);
            list.push_back(
                {{"pips", seat.pips}, {"resources", seat.resources}, {"cornerIds", corners}});
        }
        seats.push_back({{"players", draft.players}, {"seats", list}, {"minPips", draft.minPips},
            {"maxPips", draft.maxPips}, {"ratio", draft.ratio}});
    }
    j["seatFairness"] = std::move(seats);
    j["score"] = {{"resourceBalance", s.score.resourceBalance}, {"spotSpread", s.score.spotSpread},
        {"clustering", s.score.clustering}, {"seatFairness", s.score.seatFairness},
        {"total", s.score.total}};
    return j;
}

void printText(QTextStream &out, const QString &file, const BoardStatistics &s, int best)
{
    out << Cli::tr("%1: %2 land hexes, %3 producing, %4 pips in all, %5 island(s)")
               .arg(file)
               .arg(s.landHexes)
               .arg(s.producingHexes)
               .arg(s.totalPips)
               .arg(s.islands)
        << '\n';
    const auto pipRow = [&](std::string_view what, const BoardStatistics::ResourceStats &rs) {
        out << "  " << name(what).leftJustified(7) << ' '
            << Cli::tr("%1 pips on %2 hexes (%3 per hex)")
                   .arg(rs.pips)
                   .arg(rs.hexes)
                   .arg(number(rs.pipsPerHex))
            << '\n';
    };
    out << Cli::tr("Pips per resource (pips = ways to roll the number out of 36):") << '\n';
    for (model::Resource r : model::AllResources)
        pipRow(model::toString(r), s.resources[static_cast<std::size_t>(model::index(r))]);
    if (s.goldHexes > 0)
        out << "  " << QStringLiteral("gold").leftJustified(7) << ' '
            << Cli::tr("%1 pips on %2 hexes").arg(s.goldPips).arg(s.goldHexes) << '\n';
    if (s.citiesAndKnights) {
        out << Cli::tr("Commodity pips (Cities & Knights: cities only, 1 commodity + 1 resource "
                       "from forest, pasture, mountains):")
            << '\n';
        for (model::Commodity c : model::AllCommodities)
            pipRow(model::toString(c), s.commodities[static_cast<std::size_t>(model::index(c))]);
    }
    out << Cli::tr("Productive intersections: %1; pips min %2, median %3, max %4, mean %5, Gini %6")
               .arg(s.spread.count)
               .arg(number(s.spread.min), number(s.spread.median), number(s.spread.max),
                   number(s.spread.mean), number(s.spread.gini))
        << '\n';
    out << Cli::tr("Best %1 intersections:").arg(best) << '\n';
    for (const auto &i : s.bestSpots(best)) {
        QStringList mix;
        for (model::Resource r : model::AllResources)
            if (const int p = i.resourcePips[static_cast<std::size_t>(model::index(r))])
                mix << QStringLiteral("%1 %2").arg(name(model::toString(r))).arg(p);
        if (i.goldPips > 0)
            mix << QStringLiteral("gold %1").arg(i.goldPips);
        QStringList city;
        for (model::Commodity c : model::AllCommodities)
            if (const int p = i.commodityPips[static_cast<std::size_t>(model::index(c))])
                city << QStringLiteral("%1 %2").arg(name(model::toString(c))).arg(p);

        const QString harbor = harborAccess(i.harbors);
        out << "  " << cornerText(i.corner).leftJustified(14) << ' '
            << Cli::tr("%1 pips").arg(i.pips).leftJustified(8) << ' '
            << mix.join(QStringLiteral(", "));
        if (!city.isEmpty()) // what a city here earns on top, in place of the second resource
            out << "  " << Cli::tr("(city: %1)").arg(city.join(QStringLiteral(", ")));
        if (!harbor.isEmpty())
            out << "  [" << harbor << ']';
        if (!i.startEligible)
            out << "  " << Cli::tr("(no start)");
        out << '\n';
    }
    const auto &c = s.clustering;
    out << Cli::tr(
        "Clustering: %1 of %2 neighbouring producing pairs share a resource, %3 are both "
        "high (5, 6, 8, 9); "
        "largest one-resource clump: %4 hexes")
               .arg(c.sameResourcePairs)
               .arg(c.producingPairs)
               .arg(c.highPipPairs)
               .arg(c.largestClump)
        << '\n';
    if (!s.harbors.empty()) {
        out << Cli::tr("Harbor strength (pips of matching hexes at the harbor / on the board):")
            << '\n';
        for (const auto &h : s.harbors)
            out << "  " << name(model::toString(h.harbor.type)).leftJustified(10) << ' '
                << Cli::tr("at (%1, %2): %3 / %4")
                       .arg(h.harbor.hex.q)
                       .arg(h.harbor.hex.r)
                       .arg(h.localPips)
                       .arg(h.boardPips)
                << '\n';
    }
    out << Cli::tr(
        "Seat fairness (snake draft, greedy picks; pips of both start settlements per seat):")
        << '\n';
    for (const auto &draft : s.seats) {
        QStringList seats;
        for (const auto &seat : draft.seats)
            seats << QString::number(seat.pips);
        out << "  "
            << Cli::tr("%1 players: %2 (spread %3, min/max %4)")
                   .arg(draft.players)
                   .arg(seats.join(QStringLiteral(" ")))
                   .arg(draft.maxPips - draft.minPips)
                   .arg(number(draft.ratio))
            << '\n';
    }
    out << Cli::tr("Balance score %1 / 100 = 100 × mean of resource balance %2, spot spread %3, "
                   "clustering %4, seat "
                   "fairness %5")
               .arg(QString::number(s.score.total, 'f', 1), number(s.score.resourceBalance),
                   number(s.score.spotSpread), number(s.score.clustering),
                   number(s.score.seatFairness))
        << '\n';
}

} // namespace

int runStatsCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Prints the balance statistics of a scenario's board: "
                "pips per resource, the intersections' production, "
                "spread, clustering, harbor strength, snake-draft seat "
                "fairness and a composite balance score. "
                "README \"Balance statistics\" defines every number."));
    parser.addHelpOption();
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), Cli::tr("Print the statistics as JSON."));
    const QCommandLineOption bestOption(QStringLiteral("best"),
        Cli::tr("How many best intersections to list (default 5)."), QStringLiteral("N"),
        QStringLiteral("5"));
    parser.addOption(jsonOption);
    parser.addOption(bestOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The scenario file."));
    if (const auto exitCode = parseCommandLine(parser, "stats", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err << Cli::tr(
            "islewright-cli stats: expected exactly one FILE (see islewright-cli stats --help)")
            << '\n';
        return ExitBadInput;
    }
    bool ok = false;
    const int best = parser.value(bestOption).toInt(&ok);
    if (!ok || best < 0) {
        err << Cli::tr("islewright-cli stats: --best expects a number of 0 or more, got '%1'")
                   .arg(parser.value(bestOption))
            << '\n';
        return ExitBadInput;
    }

    const std::string file = files.front().toStdString();
    model::LoadResult load = model::loadScenarioFile(file);
    if (!load.scenario) {
        for (const model::Issue &issue : load.issues)
            err << QString::fromStdString(issue.file.empty() ? file : issue.file) << ": "
                << name(model::toString(issue.severity)) << " ["
                << QString::fromStdString(issue.code) << "] "
                << QString::fromStdString(issue.message)
                << (issue.pointer.empty()
                           ? QString()
                           : QStringLiteral(" (at %1)").arg(QString::fromStdString(issue.pointer)))
                << '\n';
        return ExitBadInput;
    }
    const ScenarioIndex index(*load.scenario);
    const BoardStatistics stats = validation::computeStatistics(index);
    if (parser.isSet(jsonOption))
        out << QString::fromStdString(
            statsJson(file, stats).dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
            << '\n';
    else
        printText(out, files.front(), stats, best);
    return ExitOk;
}

} // namespace isle::cli
