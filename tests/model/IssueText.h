// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"

#include <QString>

#include <string>
#include <vector>

namespace isle::test {

/// One line per issue ("code pointer line:column message"), for a test's failure message.
inline QString describeIssues(const std::vector<model::Issue> &issues)
{
    QString out;
    for (const model::Issue &i : issues)
        out += QString::fromStdString(i.code + " " + i.pointer + " " + std::to_string(i.line) + ":"
            + std::to_string(i.column) + " " + i.message + "\n");
    return out;
}

} // namespace isle::test
