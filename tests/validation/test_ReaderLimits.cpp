// SPDX-License-Identifier: GPL-3.0-or-later
// Limits that say what they are (issue 17, point 2): a 1 GB file and a 10^6-deep array are
// refused by every reader (scenario, Pioneers map, game record, playtest report) with an error
// naming the limit and the place, without the process's peak memory growing by more than the
// limit (measured with getrusage; the time is reported, not asserted). Kept in its own test
// program so the peak it measures is this test's and not an earlier one's.
#include "model/FormatLimits.h"
#include "model/ScenarioFile.h"
#include "model/exchange/PioneersGameReader.h"
#include "model/exchange/PioneersLimits.h"
#include "validation/engine/GameRecord.h"
#include "validation/playtest/PlaytestReport.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

#include <filesystem>
#include <fstream>

using namespace isle;
namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t OneGigabyte = 1024ull * 1024ull * 1024ull;

std::size_t peakRssBytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<std::size_t>(usage.ru_maxrss) * 1024u; // Linux: kilobytes
}

/// Runs `refuse` and checks that the peak RSS grew by less than `limit` bytes.
template<class F> void withinMemory(const char *what, std::size_t limit, F refuse)
{
    const std::size_t before = peakRssBytes();
    QElapsedTimer timer;
    timer.start();
    refuse();
    const qint64 ms = timer.elapsed();
    const std::size_t growth = peakRssBytes() - before;
    qInfo("%s: refused in %lld ms, peak RSS grew by %zu KiB", what, static_cast<long long>(ms),
        growth / 1024);
    QVERIFY2(growth < limit, what);
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class test_ReaderLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneGigabyteFileIsRefusedByEveryReader()
    {
        QTemporaryDir dir;
        const fs::path path = fs::path(dir.path().toStdString()) / "huge.json";
        std::ofstream(path).put('{');
        fs::resize_file(path, OneGigabyte); // sparse: nothing is written
        const std::string size = std::to_string(OneGigabyte);
        const std::size_t limit = model::FormatLimits::MaxFileBytes;

        withinMemory("scenario, 1 GB", limit, [&] {
            const model::LoadResult r = model::loadScenarioFile(path);
            QVERIFY(!r.ok());
            QCOMPARE(r.issues.at(0).code, std::string("format.too-large"));
            QCOMPARE(r.issues.at(0).message,
                "the file has " + size + " bytes; the limit is 33554432 bytes (32 MiB)");
        });
        withinMemory("Pioneers map, 1 GB", limit, [&] {
            const auto r = model::PioneersGameReader::readFile(path);
            QVERIFY(!r.scenario);
            QCOMPARE(r.issues.at(0).code, std::string("pioneers.file-too-large"));
            QCOMPARE(r.issues.at(0).args,
                (std::vector<std::string> {
                    size, std::to_string(model::PioneersLimits::MaxFileBytes)}));
        });
        withinMemory("game record, 1 GB", limit, [&] {
            std::string error;
            QVERIFY(!validation::GameRecord::readFile(path, error));
            QCOMPARE(error,
                path.string() + ": the file has " + size
                    + " bytes; the limit is 33554432 bytes (32 MiB)");
        });
        withinMemory("playtest report, 1 GB", limit, [&] {
            std::string error;
            QVERIFY(!validation::PlaytestReport::readFile(path, error));
            QVERIFY2(contains(error, "the limit is 33554432 bytes"), error.c_str());
        });
    }

    void millionDeepArrayIsRefusedByEveryJsonReader()
    {
        const std::string deep = std::string(1'000'000, '[') + std::string(1'000'000, ']');
        // The text itself is 2 MB; refusing it may cost little more.
        const std::size_t limit = model::FormatLimits::MaxFileBytes;
        const std::string expected = "nested more than 32 levels deep";

        withinMemory("scenario, 10^6-deep array", limit, [&] {
            const model::LoadResult r = model::parseScenario(deep, "deep.json");
            QVERIFY(!r.ok());
            QCOMPARE(r.issues.at(0).code, std::string("format.too-deep"));
            // The place: the array that would open the 33rd level, /0 32 times.
            std::string pointer;
            for (int level = 0; level < model::FormatLimits::MaxNestingDepth; ++level)
                pointer += "/0";
            QCOMPARE(r.issues.at(0).pointer, pointer);
        });
        withinMemory("game record, 10^6-deep array", limit, [&] {
            std::string error;
            QVERIFY(!validation::GameRecord::fromText(deep, "deep.json", error));
            QVERIFY2(
                contains(error, expected) && contains(error, "deep.json: /0/0"), error.c_str());
        });
        withinMemory("playtest report, 10^6-deep array", limit, [&] {
            std::string error;
            QVERIFY(!validation::PlaytestReport::fromText(deep, "deep.json", error));
            QVERIFY2(contains(error, expected), error.c_str());
        });
        withinMemory("Pioneers map, a line of 10^6 digits", limit, [&] {
            const std::string text
                = "title x\nchits 5\nmap\nt" + std::string(1'000'000, '9') + "\n.\n";
            const auto r = model::PioneersGameReader::read(text, "long.game");
            QVERIFY(!r.scenario);
            QCOMPARE(r.issues.at(0).code, std::string("pioneers.line-too-long"));
            QCOMPARE(r.issues.at(0).line, 4);
        });
    }
};

QTEST_GUILESS_MAIN(test_ReaderLimits)
#include "test_ReaderLimits.moc"
