// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the real peer: Debian's Pioneers 15.6 server loads our exported boards, and two of its
// AI players play a whole game on the exported base board. Loopback only, bounded in time;
// every process is killed when the test ends, however it ends.
#include "../model/ExchangeFixtures.h"

#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "model/exchange/PioneersGameWriter.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <memory>
#include <optional>
#include <vector>

using namespace isle::model;

namespace {

const QString Server = QStringLiteral("/usr/games/pioneers-server-console");
const QString Ai = QStringLiteral("/usr/games/pioneersai");

/// A TCP port on 127.0.0.1 that nothing listens on (the kernel picks it).
quint16 freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    quint16 port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

bool acceptsConnections(quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(port);
    const bool ok = ::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0;
    ::close(fd);
    return ok;
}

/// Kills whatever is still running when the test leaves the scope.
struct Processes
{
    std::vector<std::unique_ptr<QProcess>> list;

    QProcess &start(const QString &program, const QStringList &args)
    {
        list.push_back(std::make_unique<QProcess>());
        QProcess &p = *list.back();
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(program, args);
        return p;
    }
    ~Processes()
    {
        for (auto &p : list)
            if (p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished(5000);
            }
    }
};

QString writeGame(const QTemporaryDir &dir, const QString &name, const Scenario &s, QString &error)
{
    const auto result = PioneersGameWriter::write(s);
    if (result.hasErrors()) {
        for (const Issue &i : result.issues)
            error += QString::fromStdString(i.message) + u'\n';
        return {};
    }
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(result.text.data(), static_cast<qint64>(result.text.size()));
    return path;
}

Scenario officialScenario(const char *name, std::optional<std::uint64_t> seed = std::nullopt)
{
    const LoadResult loaded = loadScenarioFile(std::string(ISLE_SOURCE_DIR "/scenarios/") + name);
    if (!loaded.ok())
        return {};
    if (!seed)
        return *loaded.scenario;
    // A variable set-up is laid out first (Pioneers needs every terrain and harbor known).
    auto generator = BoardGenerator::compile(*loaded.scenario);
    if (!generator)
        return {};
    auto generated = generator.value().generateScenario(*seed);
    return generated ? std::move(generated).value() : Scenario {};
}

/// The official base boards (fixed and laid-out variable set-ups, 3-4 and 5-6 players) and a
/// Seafarers-style board with sea, a pirate, gold, a closed corner and island bonuses.
std::vector<std::pair<QString, Scenario>> officialBoards()
{
    std::vector<std::pair<QString, Scenario>> boards;
    boards.emplace_back(
        QStringLiteral("base-beginner-3-4"), officialScenario("base-beginner-3-4.json"));
    boards.emplace_back(
        QStringLiteral("base-beginner-5-6"), officialScenario("base-beginner-5-6.json"));
    boards.emplace_back(
        QStringLiteral("base-variable-3-4 seed 1"), officialScenario("base-variable-3-4.json", 1));
    boards.emplace_back(
        QStringLiteral("base-variable-5-6 seed 1"), officialScenario("base-variable-5-6.json", 1));
    // The Wonders of Catan, laid out: its wonder sites go as closed start corners.
    boards.emplace_back(QStringLiteral("seafarers-wonders-of-catan-3-4 seed 1"),
        officialScenario("seafarers-wonders-of-catan-3-4.json", 1));
    Scenario sea = isle::test::beginnerBaseScenario();
    sea.id = "sea-variant";
    sea.products = {Product::Seafarers};
    const Scenario base = isle::test::beginnerBaseScenario();
    for (const Hex &h : base.board.hexes())
        if (h.terrain == Terrain::Frame)
            sea.board.setHex({h.coord, Terrain::Sea});
    sea.board.setHex({{1, 1}, Terrain::Gold, NumberToken {5, {}}});
    sea.board.setPirate(HexCoord {3, -3});
    sea.board.addMarker({MarkerType::NoSettlementAtSetup, {},
        CornerCoord::of({0, 0}, Corner::North), {}, 0, -1, {}});
    sea.specialVictoryRules.push_back({SpecialVictoryKind::ForeignIslandSettlement, 2, {}, {}});
    boards.emplace_back(QStringLiteral("sea-variant"), sea);
    return boards;
}

} // namespace

class TestPioneersPeer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(Server) && QFile::exists(Ai),
            "install pioneers-console (tools/install-deps.sh): the Pioneers server and AI are the "
            "peer");
    }

    void serverLoadsExportedBoard_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &[name, scenario] : officialBoards())
            QTest::newRow(qPrintable(name)) << name;
    }
    void serverLoadsExportedBoard()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QString error;
        Scenario scenario;
        for (const auto &[n, s] : officialBoards())
            if (n == name)
                scenario = s;
        QVERIFY2(!scenario.board.isEmpty(), "could not load or lay out the scenario");
        const QString path = writeGame(dir, QStringLiteral("board.game"), scenario, error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));

        Processes processes;
        // -k 1: the server quits one second after start when nobody joins; a file it cannot
        // load makes it exit at once with status 3.
        QProcess &server = processes.start(Server,
            {QStringLiteral("--file"), path, QStringLiteral("-p"), QString::number(freePort()),
                QStringLiteral("-a"), QString::number(freePort()), QStringLiteral("-k"),
                QStringLiteral("1")});
        QVERIFY2(server.waitForFinished(20000), "pioneers-server-console did not quit within 20 s");
        const QString output = QString::fromLocal8Bit(server.readAll());
        QVERIFY2(server.exitStatus() == QProcess::NormalExit && server.exitCode() == 0,
            qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("Preparing game")), qPrintable(output));
        QVERIFY2(!output.contains(QStringLiteral("WARNING"))
                && !output.contains(QStringLiteral("CRITICAL")),
            qPrintable(output));
    }

    void aiPlayersFinishAGameOnTheBaseBoard()
    {
        QTemporaryDir dir;
        QString error;
        const QString path = writeGame(
            dir, QStringLiteral("base.game"), isle::test::beginnerBaseScenario(), error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        const quint16 port = freePort();
        const quint16 adminPort = freePort();
        QVERIFY(port && adminPort && port != adminPort);

        Processes processes;
        QProcess &server = processes.start(Server,
            {QStringLiteral("--file"), path, QStringLiteral("-P"), QStringLiteral("2"),
                QStringLiteral("-x"), QStringLiteral("-p"), QString::number(port),
                QStringLiteral("-a"), QString::number(adminPort), QStringLiteral("-k"),
                QStringLiteral("60")});
        QVERIFY(server.waitForStarted(5000));
        QDeadlineTimer listening(10000);
        while (!acceptsConnections(port) && !listening.hasExpired()
            && server.state() == QProcess::Running)
            QThread::msleep(50);
        QVERIFY2(acceptsConnections(port), qPrintable(QString::fromLocal8Bit(server.readAll())));

        std::vector<QProcess *> bots;
        for (const char *name : {"bot1", "bot2"})
            bots.push_back(&processes.start(Ai,
                {QStringLiteral("-s"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"),
                    QString::number(port), QStringLiteral("-n"), QLatin1String(name),
                    QStringLiteral("-t"), QStringLiteral("0"), QStringLiteral("-c")}));
        // A two-bot game on the base board takes a few seconds; allow two minutes.
        QDeadlineTimer deadline(120000);
        QString log;
        bool won = false;
        while (!won && !deadline.hasExpired()) {
            for (QProcess *bot : bots) {
                bot->waitForReadyRead(200);
                log += QString::fromLocal8Bit(bot->readAll());
            }
            won = log.contains(QStringLiteral("has won the game"));
            if (!won && server.state() == QProcess::NotRunning)
                break;
        }
        QVERIFY2(won,
            qPrintable(QStringLiteral("no winner within the time limit; server: %1\nbots: %2")
                           .arg(QString::fromLocal8Bit(server.readAll()), log.right(3000))));
        // The winner has at least the 10 points of the board's target: a last turn can add more
        // (a settlement that also takes the Longest Road is worth 3), so 11 or 12 happen too.
        const QRegularExpressionMatch points
            = QRegularExpression(QStringLiteral("with (\\d+) victory points")).match(log);
        QVERIFY2(points.hasMatch(), qPrintable(log.right(3000)));
        QVERIFY2(points.captured(1).toInt() >= 10, qPrintable(points.captured(0)));
    }
};

QTEST_GUILESS_MAIN(TestPioneersPeer)
#include "test_PioneersPeer.moc"
