// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ScenarioJson.h"

#include <QString>

#include <vector>

namespace isle::editor {

/// The starting points for File › New: every shipped scenario (scenarios/*.json) is compiled into
/// the binary under ":/templates/" (a file added there appears without a code change). all() are
/// the three named templates of the New menu; gallery() adds every official scenario
/// (File › New from Scenario).
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
    /// all(), then every other shipped scenario by file name, named by its title.
    static std::vector<Template> gallery();
    /// The template the editor starts with: the base game's beginner board for 3–4 players.
    static Template defaultTemplate();
    static model::LoadResult load(const Template &t);
    /// The template's scenario as a new document: a new title and a new unique id, no author
    /// (the designer's map, not a copy claiming to be the original).
    static model::LoadResult loadAsNew(const Template &t);
};

} // namespace isle::editor
