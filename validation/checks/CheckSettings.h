// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"
#include "model/Scenario.h"

#include <string_view>
#include <vector>

namespace isle::validation {

/// The on/off state and severity of every check for one scenario: the catalogue defaults,
/// adjusted for the scenario's products, then the scenario's own RuleOptions::checks overrides.
class CheckSettings
{
public:
    /// The catalogue defaults (CheckCatalog).
    CheckSettings();

    /// Defaults for `scenario`'s products plus its overrides. Overrides naming an unknown check
    /// or value are skipped and reported in `problems` (code "checks.bad-override").
    static CheckSettings forScenario(
        const model::Scenario &scenario, std::vector<model::Issue> *problems = nullptr);

    /// Unknown codes are disabled.
    bool isEnabled(std::string_view code) const;
    model::Severity severity(std::string_view code) const;

    /* code names a catalogue entry; unknown codes are ignored */
    void setEnabled(std::string_view code, bool enabled);
    void setSeverity(std::string_view code, model::Severity severity);

private:
    struct Entry
    {
        bool enabled = true;
        model::Severity severity = model::Severity::Error;
    };
    std::vector<Entry> m_entries; // catalogue order
};

} // namespace isle::validation
