// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ScenarioJson.h"

#include <QString>

#include <vector>

namespace isle::editor {

/// The starting points for File › New: shipped scenarios (scenarios/*.json) compiled into the
/// binary under ":/templates/".
class ScenarioTemplates
{
public:
    struct Template
    {
        QString resourcePath;
        QString name; ///< translated, for menus
        QString description; ///< translated, for tooltips and status tips
    };

    static std::vector<Template> all();
    /// The template the editor starts with: the base game's beginner board for 3–4 players.
    static Template defaultTemplate();
    static model::LoadResult load(const Template &t);
};

} // namespace isle::editor
