// SPDX-License-Identifier: GPL-3.0-or-later
#include "CheckSettings.h"

#include "CheckCatalog.h"

namespace isle::validation {

using model::Product;
using model::Severity;

CheckSettings::CheckSettings()
{
    for (const CheckInfo &info : checkCatalog())
        m_entries.push_back({info.enabled, info.severity});
}

CheckSettings CheckSettings::forScenario(
    const model::Scenario &scenario, std::vector<model::Issue> *problems)
{
    CheckSettings settings;
    // Seafarers scenarios start the robber on a numbered hex on purpose (S1 3p hills "12", S2 and
    // S3 the "12" hex, S6 fields "12"; RULES-DIGEST §4.1.0), so that is information only.
    // Seafarers 5, 6 and 7 leave land hexes without tokens on purpose (RULES-DIGEST §4.1.5–4.1.7,
    // §8.2), so a missing token there is information too.
    if (scenario.uses(Product::Seafarers) || scenario.uses(Product::SeafarersFiveSix)) {
        settings.setSeverity("pieces.robber-not-on-desert", Severity::Info);
        settings.setSeverity("tokens.missing", Severity::Info);
    }

    for (const auto &[code, value] : scenario.rules.checks) {
        const bool known = checkIndex(code).has_value();
        if (known && value == "off") {
            settings.setEnabled(code, false);
            continue;
        }
        std::optional<Severity> severity;
        if (value == "error")
            severity = Severity::Error;
        else if (value == "warning")
            severity = Severity::Warning;
        else if (value == "info")
            severity = Severity::Info;
        if (known && severity) {
            settings.setEnabled(code, true);
            settings.setSeverity(code, *severity);
            continue;
        }
        if (problems) {
            model::Issue issue;
            issue.code = "checks.bad-override";
            issue.args = {code, value};
            issue.message = known ? "The override of check '" + code + "' is '" + value
                    + "'; expected off, error, warning or info."
                                  : "The scenario overrides the unknown check '" + code + "'.";
            problems->push_back(std::move(issue));
        }
    }
    return settings;
}

bool CheckSettings::isEnabled(std::string_view code) const
{
    const auto i = checkIndex(code);
    return i && m_entries[*i].enabled;
}

Severity CheckSettings::severity(std::string_view code) const
{
    const auto i = checkIndex(code);
    return i ? m_entries[*i].severity : Severity::Error;
}

void CheckSettings::setEnabled(std::string_view code, bool enabled)
{
    if (const auto i = checkIndex(code))
        m_entries[*i].enabled = enabled;
}

void CheckSettings::setSeverity(std::string_view code, Severity severity)
{
    if (const auto i = checkIndex(code))
        m_entries[*i].severity = severity;
}

} // namespace isle::validation
