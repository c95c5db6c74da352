// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"

#include <optional>
#include <span>
#include <string_view>

namespace isle::validation {

/// One rule check: its stable code, the severity and on/off state it has unless the products or
/// the scenario change them, and a one-line English description (README "Validation rules").
struct CheckInfo
{
    std::string_view code;
    model::Severity severity;
    bool enabled;
    std::string_view summary;
};

/// Every check the Validator knows, grouped by family (tokens, harbors, components, areas,
/// pieces, terrain, structure, scenario, checks). Codes are stable: files and the editor refer to
/// them.
std::span<const CheckInfo> checkCatalog();

/// Position of `code` in checkCatalog(), or nullopt for an unknown code.
std::optional<std::size_t> checkIndex(std::string_view code);

} // namespace isle::validation
