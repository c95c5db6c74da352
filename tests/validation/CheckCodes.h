// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/checks/Validator.h"

#include <QString>
#include <QStringList>

#include <set>
#include <string>

namespace isle::test {

/// The distinct check codes the validator reports for `s`, sorted and comma-separated.
inline QString codesOf(const model::Scenario &s)
{
    std::set<std::string> unique;
    for (const model::Issue &i : validation::validateScenario(s))
        unique.insert(i.code);
    QStringList out;
    for (const std::string &c : unique)
        out << QString::fromStdString(c);
    return out.join(u',');
}

} // namespace isle::test
