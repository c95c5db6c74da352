// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace isle::model {

/// The Cities & Knights settings a scenario may state (rules.citiesAndKnights; RULES-DIGEST
/// §5.14). They only mean something with the Cities & Knights box: the validator warns when a
/// file states them without it (citiesknights.options-need-box).
struct CitiesAndKnightsOptions
{
    static constexpr int DefaultBarbarianTrackLength = 7;
    static constexpr int MinBarbarianTrackLength = 1; ///< every ship face attacks
    static constexpr int MaxBarbarianTrackLength = 30; ///< four times the printed track

    /// Ship faces of the event die from the barbarian ship's start space until it reaches Catan
    /// and attacks (001:L3317). The track is printed only on the barbarian tile, a picture in
    /// the rulebooks (RULES-DIGEST §2.5, §5.14 "[PICTURE-ONLY]"), so it is data here: 7, the
    /// commonly printed track, unless the scenario says otherwise.
    int barbarianTrackLength = DefaultBarbarianTrackLength;
    /// Knight-Errant: an active knight may chase the robber away before the dice are rolled
    /// (001:L3678–3680).
    bool knightErrant = false;
    /// Easy Start: a 7 in a player's first two turns is re-rolled, and the event die is not
    /// rolled in them (001:L3684–3689).
    bool easyStart = false;
    /// Nasty variant: when the barbarians land, each player declares which active knights
    /// defend; only those count (001:L3672–3676).
    bool nasty = false;

    bool operator==(const CitiesAndKnightsOptions &) const = default;
};

} // namespace isle::model
