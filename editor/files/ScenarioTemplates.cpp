// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioTemplates.h"

#include "editor/files/ScenarioFileIo.h"

#include <QCoreApplication>
#include <QDir>
#include <QUuid>

#include <algorithm>

namespace isle::editor {

std::vector<ScenarioTemplates::Template> ScenarioTemplates::all()
{
    return {
        {QStringLiteral(":/templates/empty-sea.json"),
            QCoreApplication::translate("ScenarioTemplates", "Empty Sea"),
            QCoreApplication::translate(
                "ScenarioTemplates", "Open water inside a frame, to paint a map from scratch")},
        defaultTemplate(),
        {QStringLiteral(":/templates/base-beginner-5-6.json"),
            QCoreApplication::translate("ScenarioTemplates", "Base Game, 5–6 Players"),
            QCoreApplication::translate(
                "ScenarioTemplates", "The beginner set-up of the 5–6 player extension")},
    };
}

ScenarioTemplates::Template ScenarioTemplates::defaultTemplate()
{
    return {QStringLiteral(":/templates/base-beginner-3-4.json"),
        QCoreApplication::translate("ScenarioTemplates", "Base Game, 3–4 Players"),
        QCoreApplication::translate("ScenarioTemplates", "The beginner set-up of the base game")};
}

std::vector<ScenarioTemplates::Template> ScenarioTemplates::gallery()
{
    std::vector<Template> list = all();
    const QDir shipped(QStringLiteral(":/templates"));
    for (const QString &name :
        shipped.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = shipped.filePath(name);
        if (std::any_of(list.begin(), list.end(),
                [&](const Template &t) { return t.resourcePath == path; }))
            continue;
        const model::LoadResult r = ScenarioFileIo::read(path);
        if (!r.scenario)
            continue; // test_ScenarioFiles reads every shipped file
        list.push_back({path, QString::fromStdString(r.scenario->title),
            QString::fromStdString(r.scenario->description)});
    }
    return list;
}

model::LoadResult ScenarioTemplates::load(const Template &t)
{
    return ScenarioFileIo::read(t.resourcePath);
}

model::LoadResult ScenarioTemplates::loadAsNew(const Template &t)
{
    model::LoadResult r = load(t);
    if (r.scenario) {
        r.scenario->title
            = QCoreApplication::translate("ScenarioTemplates", "Untitled Map").toStdString();
        r.scenario->id
            = "map-" + QUuid::createUuid().toString(QUuid::Id128).left(12).toLower().toStdString();
        r.scenario->author.clear();
    }
    return r;
}

} // namespace isle::editor
