// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Issue.h"
#include "Scenario.h"

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::model {

/// The strict reader of a current-version scenario document (after migration). It writes the
/// format out explicitly key by key, rejects unknown keys and unknown enum strings, checks types,
/// ranges and format-level references (duplicate hexes, undefined areas, duplicate harbors) and
/// collects every problem as an Issue with a JSON Pointer instead of stopping at the first.
/// Rule checks (harbor placement, token adjacency, …) belong to validation/, not here.
class ScenarioReader
{
public:
    ScenarioReader(std::string fileName, std::vector<Issue> &issues);

    /// The scenario, or nullopt if at least one error was reported.
    std::optional<Scenario> read(const nlohmann::json &document);

private:
    using json = nlohmann::json;
    using Keys = std::initializer_list<std::string_view>;

    void readScenarioSection(const json &j, const std::string &ptr, Scenario &s);
    void readRules(const json &j, const std::string &ptr, RuleOptions &rules);
    void readDevelopmentDeck(const json &j, const std::string &ptr, RuleOptions &rules);
    void readCitiesAndKnights(const json &j, const std::string &ptr, RuleOptions &rules);
    void readWonders(const json &j, const std::string &ptr, RuleOptions &rules);
    std::optional<WonderCard> readWonderCard(const json &j, const std::string &ptr);
    void readSpecialVictoryRules(const json &j, const std::string &ptr, Scenario &s);
    void readDealConstraints(const json &j, const std::string &ptr, GeneratorConstraints &k);
    void readAreas(const json &j, const std::string &ptr, Scenario &s);
    void readArea(const json &j, const std::string &ptr, Area &area);
    void readSpiral(const json &j, const std::string &ptr, SpiralSettings &spiral);
    void readBoard(const json &j, const std::string &ptr, Scenario &s);
    void readHexes(const json &j, const std::string &ptr, Board &board);
    std::optional<Hex> readHex(const json &j, const std::string &ptr);
    void readHarbors(const json &j, const std::string &ptr, Board &board);
    void readMarkers(const json &j, const std::string &ptr, Board &board);
    std::optional<Marker> readMarker(const json &j, const std::string &ptr);
    std::optional<NumberToken> readToken(const json &j, const std::string &ptr);
    void checkAreaReferences(const Scenario &s);

    // Primitives: each reports its own problem and returns nullopt / false on failure.
    bool expectObject(const json &j, const std::string &ptr, Keys required, Keys optional);
    bool expectArray(
        const json &j, const std::string &ptr, std::size_t maxSize, std::string_view what);
    std::optional<int> readInt(const json &j, const std::string &ptr, int min, int max);
    std::optional<bool> readBool(const json &j, const std::string &ptr);
    std::optional<std::string> readString(
        const json &j, const std::string &ptr, std::size_t maxBytes);
    std::optional<HexCoord> readCoord(const json &j, const std::string &ptr);
    std::optional<int> readTokenValue(const json &j, const std::string &ptr);
    template<typename Enum, std::size_t N>
    void readPool(const json &j, const std::string &ptr, const EnumStrings<Enum, N> &table,
        bool (*allowed)(Enum), std::string_view what, std::map<Enum, int> &pool);
    template<typename Enum, std::size_t N>
    std::optional<Enum> readEnum(const json &j, const std::string &ptr,
        const EnumStrings<Enum, N> &table, std::string_view what, bool (*allowed)(Enum) = nullptr);

    /// The new issue, or nullptr when it was dropped (beyond FormatLimits::MaxIssues).
    Issue *error(std::string code, std::string pointer, std::string message,
        std::vector<std::string> args = {});
    void wrongType(const std::string &ptr, std::string_view expected, const json &got);

    std::string m_fileName;
    std::vector<Issue> &m_issues;
    std::size_t m_errors = 0;
    std::size_t m_droppedIssues = 0; // beyond FormatLimits::MaxIssues
    bool m_areasReadable = false;
    // Where each area reference sits, checked once all areas are known.
    std::vector<std::pair<std::string, std::string>> m_areaReferences; // (pointer, area id)
};

} // namespace isle::model
