// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace isle::editor {

/// One translated sentence for a stable message code of the non-Qt layers (validation findings,
/// engine refusals, generator errors): the code, the number of args it comes with, and the tr()
/// sentence built from them. IssueText, EngineRefusalText and GeneratorErrorText keep a table.
struct CodeSentence
{
    std::string_view code;
    int argc;
    QString (*text)(const QStringList &args);
};

/// The entry for `code`, or null.
inline const CodeSentence *findCodeSentence(
    std::span<const CodeSentence> table, std::string_view code)
{
    for (const CodeSentence &e : table)
        if (e.code == code)
            return &e;
    return nullptr;
}

/// The sentence for `code` with `args`; nullopt for an unknown code or a wrong number of args.
inline std::optional<QString> codeSentence(std::span<const CodeSentence> table,
    std::string_view code, const std::vector<std::string> &args)
{
    const CodeSentence *e = findCodeSentence(table, code);
    if (!e || static_cast<int>(args.size()) != e->argc)
        return std::nullopt;
    QStringList list;
    list.reserve(e->argc);
    for (const std::string &a : args)
        list << QString::fromStdString(a);
    return e->text(list);
}

} // namespace isle::editor
