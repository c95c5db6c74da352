// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string_view>

namespace isle::editor {

/// The editor's translated text for validation findings. The validation library reports a stable
/// code plus arguments (and an English `message` for the CLI); the editor never shows that English
/// sentence but builds its own from code + args here, one tr() string per code, so every finding
/// can be translated. Terrain, harbor and resource names among the args are shown by their
/// translated display names.
class IssueText
{
    Q_DECLARE_TR_FUNCTIONS(IssueText)

public:
    /// The sentence for a known code whose args have the expected shape; nullopt otherwise.
    static std::optional<QString> message(const model::Issue &issue);
    /// message(), or a translated generic sentence naming the check for an unknown code.
    static QString describe(const model::Issue &issue);
    /// Whether the editor has a sentence for `code` (every code in validation::checkCatalog()).
    static bool knowsCode(std::string_view code);
    /// The number of args the library passes with `code` (-1 for an unknown code).
    static int expectedArgCount(std::string_view code);
    /// Where the finding is: the first hex, side or intersection it concerns, or the scenario.
    static QString place(const model::Issue &issue);
    static QString severity(model::Severity severity);
};

} // namespace isle::editor
