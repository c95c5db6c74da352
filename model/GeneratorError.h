// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GeneratorConstraints.h"

#include <optional>
#include <string>
#include <vector>

namespace isle::model {

/// Why BoardGenerator produced no board.
struct GeneratorError
{
    enum class Kind : std::uint8_t {
        InvalidScenario, ///< the pools cannot fill the board (message names area and counts)
        ConstraintUnsatisfied, ///< every attempt broke `constraint`
    };

    Kind kind = Kind::InvalidScenario;
    std::optional<GeneratorConstraint> constraint; ///< set for ConstraintUnsatisfied
    int attempts = 0; ///< attempts made (ConstraintUnsatisfied)
    std::string message; ///< English, for logs and the CLI
    /// InvalidScenario: a stable code ("generator.…") and its args, so the editor can say it in
    /// the user's language (editor/document/GeneratorErrorText).
    std::string code;
    std::vector<std::string> args;

    bool operator==(const GeneratorError &) const = default;
};

} // namespace isle::model
