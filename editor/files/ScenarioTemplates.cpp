// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioTemplates.h"

#include "editor/files/ScenarioFileIo.h"

#include <QCoreApplication>

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

model::LoadResult ScenarioTemplates::load(const Template &t)
{
    return ScenarioFileIo::read(t.resourcePath);
}

} // namespace isle::editor
