// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/GeneratorError.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace isle::editor {

/// The editor's translated text for why the board generator deals no board: model::BoardGenerator
/// reports a stable code + args (an invalid scenario) or the constraint it could not meet, with an
/// English message for the CLI; the editor says it here, one tr() string per code.
class GeneratorErrorText
{
    Q_DECLARE_TR_FUNCTIONS(GeneratorErrorText)

public:
    static QString describe(const model::GeneratorError &error);
    /// Whether there is a sentence for `code` (every code in BoardGenerator::errorCodes()).
    static bool knowsCode(std::string_view code);
    /// The constraint's name as the user knows it.
    static QString constraint(model::GeneratorConstraint c);
};

} // namespace isle::editor
