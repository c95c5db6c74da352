// SPDX-License-Identifier: GPL-3.0-or-later
#include "IssueSink.h"

namespace isle::validation {

model::Issue *IssueSink::add(
    std::string_view code, std::string message, std::vector<std::string> args)
{
    if (!m_settings.isEnabled(code))
        return nullptr;
    model::Issue &issue = m_out.emplace_back();
    issue.severity = m_settings.severity(code);
    issue.code = std::string(code);
    issue.message = std::move(message);
    issue.args = std::move(args);
    return &issue;
}

std::string IssueSink::hexText(model::HexCoord h)
{
    return "(" + std::to_string(h.q) + ", " + std::to_string(h.r) + ")";
}

} // namespace isle::validation
