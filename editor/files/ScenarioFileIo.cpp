// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioFileIo.h"

#include "model/FormatLimits.h"

#include "editor/files/AtomicWrite.h"
#include <QCoreApplication>
#include <QFile>

namespace isle::editor {

namespace {

model::LoadResult failure(const QString &path, const char *code, const QString &message)
{
    model::Issue issue;
    issue.code = code;
    issue.file = path.toStdString();
    issue.message = message.toStdString();
    model::LoadResult result;
    result.issues.push_back(std::move(issue));
    return result;
}

} // namespace

model::LoadResult ScenarioFileIo::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return failure(path, "file.unreadable",
            QCoreApplication::translate("ScenarioFileIo", "Cannot open the file: %1")
                .arg(file.errorString()));
    }
    if (static_cast<std::size_t>(file.size()) > model::FormatLimits::MaxFileBytes) {
        return failure(path, "file.too-large",
            QCoreApplication::translate("ScenarioFileIo", "The file is larger than %n MiB.",
                nullptr, static_cast<int>(model::FormatLimits::MaxFileBytes >> 20)));
    }
    const QByteArray bytes = file.readAll();
    return model::parseScenario(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        path.toStdString());
}

QString ScenarioFileIo::write(const model::Scenario &scenario, const QString &path)
{
    const std::string text = model::serializeScenario(scenario);
    return writeFileAtomically(path, text.data(), static_cast<qint64>(text.size()));
}

QString ScenarioFileIo::describe(const model::Issue &issue)
{
    QString place = QString::fromStdString(issue.file);
    if (!issue.pointer.empty())
        place += QStringLiteral(": ") + QString::fromStdString(issue.pointer);
    if (issue.line > 0) {
        place += QLatin1Char(' ')
            + QCoreApplication::translate("ScenarioFileIo", "(line %1, column %2)")
                  .arg(issue.line)
                  .arg(issue.column);
    }
    return QStringLiteral("%1: %2").arg(place, QString::fromStdString(issue.message));
}

} // namespace isle::editor
