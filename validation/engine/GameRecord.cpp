// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/engine/GameRecord.h"

#include "validation/engine/BoundedJsonRead.h"

#include <nlohmann/json.hpp>

#include <cinttypes>
#include <cstdio>

namespace isle::validation {

namespace {

std::string hex64(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return buf;
}

std::optional<std::uint64_t> parseHex64(const std::string &text)
{
    if (text.empty() || text.size() > 16)
        return std::nullopt;
    std::uint64_t v = 0;
    for (char ch : text) {
        int d = 0;
        if (ch >= '0' && ch <= '9')
            d = ch - '0';
        else if (ch >= 'a' && ch <= 'f')
            d = ch - 'a' + 10;
        else
            return std::nullopt;
        v = v << 4 | static_cast<std::uint64_t>(d);
    }
    return v;
}

} // namespace

nlohmann::json GameRecord::toJson() const
{
    return nlohmann::json {{"format", "islewright-game-record"}, {"version", 2},
        {"scenarioHash", hex64(scenarioHash)}, {"players", players}, {"seed", seed}, {"bots", bots},
        {"actions", actions}, {"finalStateHash", hex64(finalStateHash)}};
}

std::optional<GameRecord> GameRecord::fromJson(const nlohmann::json &json, std::string &error)
{
    auto fail = [&](const std::string &pointer, const std::string &expected) {
        error = pointer + ": expected " + expected;
        return std::nullopt;
    };
    if (!json.is_object())
        return fail("", "an object");
    if (!json.contains("format") || !json["format"].is_string()
        || json["format"].get<std::string>() != "islewright-game-record")
        return fail("/format", "\"islewright-game-record\"");
    // Version 2: domestic trade drafted card by card, with counter-offers (Action.h). A version 1
    // record's offers have no meaning under it, so it is refused rather than misread.
    if (!json.contains("version") || !json["version"].is_number_integer() || json["version"] != 2)
        return fail("/version",
            "2 (version 1 records were written before domestic trade took any cards each way; "
            "replay them with the Islewright that wrote them)");
    GameRecord r;
    const auto hash = json.contains("scenarioHash") && json["scenarioHash"].is_string()
        ? parseHex64(json["scenarioHash"].get<std::string>())
        : std::nullopt;
    if (!hash)
        return fail("/scenarioHash", "16 lower-case hex digits");
    r.scenarioHash = *hash;
    if (!json.contains("players") || !json["players"].is_number_integer())
        return fail("/players", "an integer");
    if (json["players"] < 1 || json["players"] > MaxPlayers)
        return fail("/players", "1.." + std::to_string(MaxPlayers));
    r.players = json["players"].get<int>();
    if (!json.contains("seed") || !json["seed"].is_number_unsigned())
        return fail("/seed", "an unsigned integer");
    r.seed = json["seed"].get<std::uint64_t>();
    if (!json.contains("bots") || !json["bots"].is_array())
        return fail("/bots", "an array of bot names");
    for (std::size_t i = 0; i < json["bots"].size(); ++i) {
        if (!json["bots"][i].is_string())
            return fail("/bots/" + std::to_string(i), "a string");
        r.bots.push_back(json["bots"][i].get<std::string>());
    }
    if (!json.contains("actions") || !json["actions"].is_array())
        return fail("/actions", "an array of actions");
    r.actions.reserve(json["actions"].size());
    for (std::size_t i = 0; i < json["actions"].size(); ++i) {
        const auto &a = json["actions"][i];
        if (!a.is_number_unsigned() || a.get<std::uint64_t>() > 0xFFFFFFFFu)
            return fail("/actions/" + std::to_string(i), "an action (32-bit unsigned integer)");
        r.actions.push_back(a.get<Action>());
    }
    const auto final = json.contains("finalStateHash") && json["finalStateHash"].is_string()
        ? parseHex64(json["finalStateHash"].get<std::string>())
        : std::nullopt;
    if (!final)
        return fail("/finalStateHash", "16 lower-case hex digits");
    r.finalStateHash = *final;
    return r;
}

std::optional<GameRecord> GameRecord::fromText(
    std::string_view text, const std::string &fileName, std::string &error)
{
    return fromBoundedJsonText<GameRecord>(text, fileName, error);
}

std::optional<GameRecord> GameRecord::readFile(
    const std::filesystem::path &path, std::string &error)
{
    return readBoundedJsonFile<GameRecord>(path, error);
}

std::optional<GameState> GameRecord::replay(const Game &game, std::string &error) const
{
    if (game.scenarioHash() != scenarioHash) {
        error = "the record was made on another scenario (hash " + hex64(scenarioHash)
            + ", this one is " + hex64(game.scenarioHash()) + ")";
        return std::nullopt;
    }
    if (game.playerCount() != players) {
        error = "the record is for " + std::to_string(players) + " players";
        return std::nullopt;
    }
    GameState s = game.initialState();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (game.isTerminal(s) || !game.isLegal(s, actions[i])) {
            error = "action " + std::to_string(i) + " (" + game.actionToString(actions[i])
                + ") is not legal here";
            return std::nullopt;
        }
        game.apply(s, actions[i]);
    }
    if (game.settledHash(s) != finalStateHash) {
        error = "the replayed final state differs from the recorded one";
        return std::nullopt;
    }
    return s;
}

} // namespace isle::validation
