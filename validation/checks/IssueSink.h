// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CheckSettings.h"

#include "model/Issue.h"

#include <string>
#include <vector>

namespace isle::validation {

/// Where checks report: drops issues of disabled checks and stamps the configured severity.
class IssueSink
{
public:
    IssueSink(const CheckSettings &settings, std::vector<model::Issue> &out)
        : m_settings(settings)
        , m_out(out)
    { }

    /// Whether a check is switched on (lets a check skip its work entirely).
    bool wants(std::string_view code) const { return m_settings.isEnabled(code); }

    /// Appends an issue and returns it so the caller can add the hexes, corners and edges it
    /// concerns; nullptr when the check is switched off.
    model::Issue *add(
        std::string_view code, std::string message, std::vector<std::string> args = {});

    /// "(q, r)" — how messages name a hex.
    static std::string hexText(model::HexCoord h);

private:
    const CheckSettings &m_settings;
    std::vector<model::Issue> &m_out;
};

} // namespace isle::validation
