// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace isle::editor {

/// The editor's translated text for the rules engine's refusals (validation::Game::compile): the
/// engine reports a stable code ("engine.…") plus args and an English message for the CLI; the
/// playtest window shows this sentence instead, built from code + args with one tr() per code.
class EngineRefusalText
{
    Q_DECLARE_TR_FUNCTIONS(EngineRefusalText)

public:
    /// The translated sentence; for an unknown code or malformed args, a translated sentence
    /// that quotes the engine's English message.
    static QString describe(const model::Issue &refusal);
    /// Whether there is a sentence for `code` (every code in Game::refusalCodes()).
    static bool knowsCode(std::string_view code);
};

} // namespace isle::editor
