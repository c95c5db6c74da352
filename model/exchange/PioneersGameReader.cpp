// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exchange/PioneersGameReader.h"

#include "model/BoundedFileReader.h"
#include "model/HexLayout.h"
#include "model/ProductRequirements.h"
#include "model/ScenarioDeck.h"
#include "model/Utf8.h"
#include "model/exchange/OddRowGrid.h"
#include "model/exchange/PioneersDevelopmentDeck.h"
#include "model/exchange/PioneersLimits.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <map>
#include <set>

namespace isle::model {

namespace {

/// One map cell as written in the file.
struct Cell
{
    int x = 0;
    int y = 0;
    char kind = 's'; ///< 's' sea or a land letter
    bool pirate = false;
    char port = 0; ///< port letter, 0 = none
    int portDirection = 0;
    int sequence = -1; ///< -1 = none
    int line = 0;
};

constexpr std::string_view LandLetters = "tpfhmdg";
constexpr std::string_view PortLetters = "bgowl?m";

constexpr std::array<std::string_view, 6> BoolKeys {"random-terrain", "strict-trade",
    "domestic-trade", "use-dice-deck", "check-victory-at-end-of-turn", "use-pirate"};
constexpr std::array<std::string_view, 21> IntKeys {"num-players", "sevens-rule", "num-dice-decks",
    "num-removed-dice-cards", "victory-points", "num-roads", "num-bridges", "num-ships",
    "num-settlements", "num-cities", "num-city-walls", "resource-count", "develop-road",
    "develop-monopoly", "develop-plenty", "develop-chapel", "develop-university",
    "develop-governor", "develop-library", "develop-market", "develop-soldier"};

bool contains(auto &list, std::string_view key)
{
    return std::find(list.begin(), list.end(), key) != list.end();
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

enum class NumberRead { Ok, NotANumber, OutOfRange };

/// One whole number, checked against |value| <= PioneersLimits::MaxParameter. Digits are read as
/// long long first so that a very long number is "out of range", not "not a number".
NumberRead readNumber(std::string_view s, int &value)
{
    s = trimmed(s);
    long long wide = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), wide);
    if (ec == std::errc::invalid_argument || end != s.data() + s.size())
        return NumberRead::NotANumber;
    if (ec == std::errc::result_out_of_range || wide > PioneersLimits::MaxParameter
        || wide < -PioneersLimits::MaxParameter)
        return NumberRead::OutOfRange;
    value = static_cast<int>(wide);
    return NumberRead::Ok;
}

Terrain terrainOf(char letter)
{
    switch (letter) {
    case 't':
        return Terrain::Forest;
    case 'p':
        return Terrain::Pasture;
    case 'f':
        return Terrain::Fields;
    case 'h':
        return Terrain::Hills;
    case 'm':
        return Terrain::Mountains;
    case 'd':
        return Terrain::Desert;
    case 'g':
        return Terrain::Gold;
    default:
        return Terrain::Sea;
    }
}

HarborType harborOf(char port)
{
    switch (port) {
    case 'b':
        return HarborType::Brick;
    case 'g':
        return HarborType::Grain;
    case 'o':
        return HarborType::Ore;
    case 'w':
        return HarborType::Wool;
    case 'l':
        return HarborType::Lumber;
    default:
        return HarborType::Generic;
    }
}

std::string scenarioIdFrom(const std::string &fileName)
{
    std::string stem = fileName;
    if (auto slash = stem.find_last_of("/\\"); slash != std::string::npos)
        stem.erase(0, slash + 1);
    if (auto dot = stem.rfind('.'); dot != std::string::npos && dot > 0)
        stem.erase(dot);
    std::string id;
    for (char c : stem) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u))
            id += static_cast<char>(std::tolower(u));
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    return id.empty() ? "pioneers-map" : "pioneers-" + id;
}

class Reader
{
public:
    Reader(std::string_view text, const std::string &fileName)
        : m_text(text)
        , m_file(fileName)
    { }

    PioneersGameReader::Result run();

private:
    /// The new issue, or nullptr beyond PioneersLimits::MaxIssues (then only counted).
    Issue *add(Severity severity, int line, std::string code, std::string message,
        std::vector<std::string> args = {})
    {
        if (m_issues.size() >= PioneersLimits::MaxIssues) {
            ++m_droppedIssues;
            m_droppedError = m_droppedError || severity == Severity::Error;
            return nullptr;
        }
        Issue issue;
        issue.severity = severity;
        issue.code = std::move(code);
        issue.message = std::move(message);
        issue.args = std::move(args);
        issue.file = m_file;
        issue.line = line;
        m_issues.push_back(std::move(issue));
        return &m_issues.back();
    }
    void parseLine(std::string_view line, int lineNo);
    /// Integers separated by anything that is not a digit or '-' (Pioneers reads lists that way),
    /// each within PioneersLimits::MaxParameter and at most MaxListEntries of them; false after
    /// reporting the first that is not.
    bool readList(std::string_view text, std::string_view key, int lineNo, std::vector<int> &out);
    bool outOfRange(int lineNo, std::string what, std::string_view digits, long long limit);
    void textTooLong(int lineNo, std::string what, std::size_t bytes, std::size_t limit);
    bool inScenarioRange(int lineNo, std::string_view key, int value);
    std::string importedText(int lineNo, const std::string &what, std::string_view value);
    void parseRow(std::string_view row, int lineNo);
    Scenario build();

    std::string_view m_text;
    std::string m_file;
    std::vector<Issue> m_issues;
    std::size_t m_droppedIssues = 0;
    bool m_droppedError = false;

    std::optional<std::string> m_title;
    std::vector<std::string> m_description;
    std::size_t m_descriptionBytes = 0;
    std::map<std::string, bool, std::less<>> m_flags;
    std::map<std::string, int, std::less<>> m_ints;
    std::vector<int> m_bonus;
    std::optional<std::vector<int>> m_chits;
    int m_chitsLine = 0;
    bool m_sawMap = false;
    bool m_inMap = false;
    int m_mapLine = 0;
    int m_row = 0;
    bool m_mapTooLarge = false; // reported once; the rest of the map is skipped
    std::vector<Cell> m_cells;
    struct NoSetup
    {
        int x, y, pos, line;
    };
    std::vector<NoSetup> m_noSetup;
};

std::string Reader::importedText(int lineNo, const std::string &what, std::string_view value)
{
    // Saved as JSON, the text must be UTF-8: a byte that is not becomes U+FFFD now, so the limit
    // below counts what the file will hold.
    if (isValidUtf8(value))
        return std::string(value);
    add(Severity::Warning, lineNo, "pioneers.invalid-utf8",
        "The " + what
            + " is not valid UTF-8; each invalid byte becomes the replacement character "
              "U+FFFD.",
        {what});
    return toValidUtf8(value);
}

bool Reader::inScenarioRange(int lineNo, std::string_view key, int value)
{
    // Numbers that become scenario fields must fit the scenario format (FormatLimits), so that
    // an imported map can be saved and read back.
    int low = 0, high = 0;
    if (key == "num-players") {
        low = 1, high = FormatLimits::MaxPlayers;
    } else if (key == "victory-points") {
        low = 1, high = FormatLimits::MaxVictoryPoints;
    } else if (key == "island-discovery-bonus") {
        low = 0, high = FormatLimits::MaxRulePoints;
    } else {
        return true;
    }
    if (value >= low && value <= high)
        return true;
    add(Severity::Error, lineNo, "pioneers.number-out-of-range",
        "'" + std::string(key) + "' " + std::to_string(value)
            + " is outside what a scenario holds (" + std::to_string(low) + " to "
            + std::to_string(high) + ").",
        {std::string(key), std::to_string(value), std::to_string(high)});
    return false;
}

void Reader::textTooLong(int lineNo, std::string what, std::size_t bytes, std::size_t limit)
{
    add(Severity::Error, lineNo, "pioneers.text-too-long",
        "The " + what + " has " + std::to_string(bytes) + " bytes; a scenario holds at most "
            + std::to_string(limit) + " (the limit).",
        {what, std::to_string(bytes), std::to_string(limit)});
}

bool Reader::outOfRange(int lineNo, std::string what, std::string_view digits, long long limit)
{
    // Quote at most 20 digits: the number may be as long as the line.
    const std::string shown
        = digits.size() > 20 ? std::string(digits.substr(0, 20)) + "..." : std::string(digits);
    add(Severity::Error, lineNo, "pioneers.number-out-of-range",
        what + " " + shown + " is beyond the limit of " + std::to_string(limit) + ".",
        {what, shown, std::to_string(limit)});
    return false;
}

bool Reader::readList(
    std::string_view s, std::string_view key, int lineNo, std::vector<int> &values)
{
    values.clear();
    std::size_t i = 0;
    while (i < s.size()) {
        const bool digit = std::isdigit(static_cast<unsigned char>(s[i]));
        const bool minus
            = s[i] == '-' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]));
        if (!digit && !minus) {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < s.size() && std::isdigit(static_cast<unsigned char>(s[end])))
            ++end;
        int v = 0;
        if (readNumber(s.substr(i, end - i), v) != NumberRead::Ok)
            return outOfRange(lineNo, "'" + std::string(key) + "' entry", s.substr(i, end - i),
                PioneersLimits::MaxParameter);
        if (values.size() >= PioneersLimits::MaxListEntries) {
            add(Severity::Error, lineNo, "pioneers.list-too-long",
                "'" + std::string(key) + "' lists more than "
                    + std::to_string(PioneersLimits::MaxListEntries) + " numbers (the limit).",
                {std::string(key), std::to_string(PioneersLimits::MaxListEntries)});
            return false;
        }
        values.push_back(v);
        i = end;
    }
    return true;
}

void Reader::parseRow(std::string_view row, int lineNo)
{
    if (m_mapTooLarge)
        return;
    if (m_row >= PioneersLimits::MaxMapRows) {
        m_mapTooLarge = true;
        add(Severity::Error, lineNo, "pioneers.map-too-large",
            "The map has more than " + std::to_string(PioneersLimits::MaxMapRows)
                + " rows (the limit).",
            {"rows", std::to_string(PioneersLimits::MaxMapRows)});
        return;
    }
    int x = 0;
    std::size_t i = 0;
    auto digit = [&] {
        return i < row.size() && std::isdigit(static_cast<unsigned char>(row[i]));
    };
    while (i < row.size()) {
        const char c = row[i];
        if (c == ',' || c == ' ' || c == '\t') {
            ++i;
            continue;
        }
        if (x >= PioneersLimits::MaxMapColumns || m_cells.size() >= PioneersLimits::MaxCells) {
            m_mapTooLarge = true;
            const bool columns = x >= PioneersLimits::MaxMapColumns;
            const std::string limit
                = std::to_string(columns ? static_cast<std::size_t>(PioneersLimits::MaxMapColumns)
                                         : PioneersLimits::MaxCells);
            add(Severity::Error, lineNo, "pioneers.map-too-large",
                columns ? "Map row " + std::to_string(m_row) + " has more than " + limit
                        + " columns (the limit)."
                        : "The map has more than " + limit + " cells (the limit).",
                {columns ? "columns" : "cells", limit});
            return;
        }
        if (c == '-') {
            ++i;
            ++x;
            continue;
        }
        Cell cell;
        cell.x = x;
        cell.y = m_row;
        cell.line = lineNo;
        if (c == 's') {
            ++i;
            if (i < row.size() && row[i] == 'R') {
                cell.pirate = true;
                ++i;
            }
            if (i < row.size() && PortLetters.find(row[i]) != std::string_view::npos) {
                cell.port = row[i++];
                if (i < row.size() && row[i] >= '0' && row[i] <= '5')
                    cell.portDirection = row[i++] - '0';
            }
        } else if (LandLetters.find(c) != std::string_view::npos) {
            cell.kind = c;
            ++i;
        } else {
            add(Severity::Error, lineNo, "pioneers.unknown-cell",
                "Map row " + std::to_string(m_row) + ", column " + std::to_string(x)
                    + ": unknown cell letter '" + std::string(1, c) + "' (expected -, s or one of "
                    + std::string(LandLetters) + ").",
                {std::string(1, c)});
            // Skip the rest of this cell so one typo gives one message.
            ++i;
            while (i < row.size() && row[i] != ',' && row[i] != ' ' && row[i] != '\t')
                ++i;
            ++x;
            continue;
        }
        bool sequenceRefused = false; // reported already: no second error for the cell
        if (digit()) {
            // Accumulate only while within the limit: a long digit run must not overflow.
            const std::size_t first = i;
            int seq = 0;
            bool tooLarge = false;
            while (digit()) {
                tooLarge = tooLarge || seq > (PioneersLimits::MaxSequence - (row[i] - '0')) / 10;
                if (!tooLarge)
                    seq = seq * 10 + (row[i] - '0');
                ++i;
            }
            if (tooLarge) {
                outOfRange(lineNo,
                    "Map row " + std::to_string(m_row) + ", column " + std::to_string(x)
                        + ": chit sequence number",
                    row.substr(first, i - first), PioneersLimits::MaxSequence);
            }
            cell.sequence = tooLarge ? -1 : seq;
            sequenceRefused = tooLarge;
        }
        if (i < row.size() && row[i] == '+')
            ++i; // "not shuffled": only meaningful with random-terrain, which is not imported
        if (i < row.size() && row[i] != ',' && row[i] != ' ' && row[i] != '\t') {
            add(Severity::Error, lineNo, "pioneers.bad-cell",
                "Map row " + std::to_string(m_row) + ", column " + std::to_string(x)
                    + ": unexpected '" + std::string(1, row[i]) + "' in a cell.");
            while (i < row.size() && row[i] != ',' && row[i] != ' ' && row[i] != '\t')
                ++i;
        }
        if (cell.kind != 's' && cell.sequence < 0 && !sequenceRefused)
            add(Severity::Error, lineNo, "pioneers.land-without-sequence",
                "Map row " + std::to_string(m_row) + ", column " + std::to_string(x)
                    + ": land hex without a chit sequence number (Pioneers 15.6 crashes on it).");
        m_cells.push_back(cell);
        ++x;
    }
    ++m_row;
}

void Reader::parseLine(std::string_view raw, int lineNo)
{
    const std::string_view line = trimmed(raw);
    if (m_inMap) {
        if (line == ".") {
            m_inMap = false;
            return;
        }
        if (!line.empty())
            parseRow(line, lineNo);
        return;
    }
    if (line.empty() || line.front() == '#')
        return;
    const std::size_t split = line.find_first_of(" \t");
    const std::string_view key = line.substr(0, split);
    const std::string_view value
        = split == std::string_view::npos ? std::string_view {} : trimmed(line.substr(split));

    if (key == "map") {
        if (m_sawMap)
            add(Severity::Error, lineNo, "pioneers.second-map",
                "A second map block; a game has one map.");
        m_sawMap = m_inMap = true;
        m_mapLine = lineNo;
    } else if (key == "chits") {
        std::vector<int> chits;
        readList(value, key, lineNo, chits);
        m_chits = std::move(chits);
        m_chitsLine = lineNo;
    } else if (key == "nosetup") {
        std::vector<int> v;
        if (!readList(value, key, lineNo, v))
            return;
        if (v.size() != 3 || v[0] < 0 || v[0] >= PioneersLimits::MaxMapColumns || v[1] < 0
            || v[1] >= PioneersLimits::MaxMapRows || v[2] < 0 || v[2] > 5)
            add(Severity::Error, lineNo, "pioneers.bad-nosetup",
                "nosetup needs three numbers: column (0-"
                    + std::to_string(PioneersLimits::MaxMapColumns - 1) + "), row (0-"
                    + std::to_string(PioneersLimits::MaxMapRows - 1) + ") and a corner 0-5.");
        else if (m_noSetup.size() >= PioneersLimits::MaxNoSetup)
            add(Severity::Error, lineNo, "pioneers.list-too-long",
                "More than " + std::to_string(PioneersLimits::MaxNoSetup)
                    + " nosetup lines (the limit).",
                {"nosetup", std::to_string(PioneersLimits::MaxNoSetup)});
        else
            m_noSetup.push_back({v[0], v[1], v[2], lineNo});
    } else if (key == "title") {
        const std::string title = importedText(lineNo, "title", value);
        if (title.size() > PioneersLimits::MaxTitleBytes)
            textTooLong(lineNo, "title", title.size(), PioneersLimits::MaxTitleBytes);
        m_title = title.substr(0, PioneersLimits::MaxTitleBytes);
    } else if (key == "desc") {
        std::string text = importedText(lineNo, "description", value);
        const std::size_t before = m_descriptionBytes;
        m_descriptionBytes += text.size() + (m_description.empty() ? 0 : 1); // joined by "\n"
        if (m_descriptionBytes <= PioneersLimits::MaxDescriptionBytes)
            m_description.push_back(std::move(text));
        else if (before <= PioneersLimits::MaxDescriptionBytes) // said once, at the first line over
            textTooLong(lineNo, "description (all desc lines)", m_descriptionBytes,
                PioneersLimits::MaxDescriptionBytes);
    } else if (contains(BoolKeys, key)) {
        m_flags[std::string(key)] = true;
    } else if (contains(IntKeys, key)) {
        int v = 0;
        const NumberRead read = readNumber(value, v);
        if (read == NumberRead::NotANumber)
            add(Severity::Error, lineNo, "pioneers.bad-number",
                "'" + std::string(key) + "' needs a whole number, found '" + std::string(value)
                    + "'.",
                {std::string(key)});
        else if (read == NumberRead::OutOfRange)
            outOfRange(lineNo, "'" + std::string(key) + "'", value, PioneersLimits::MaxParameter);
        else if (inScenarioRange(lineNo, key, v))
            m_ints[std::string(key)] = v;
    } else if (key == "island-discovery-bonus") {
        if (readList(value, key, lineNo, m_bonus))
            for (int points : m_bonus)
                if (!inScenarioRange(lineNo, key, points))
                    break;
    } else if (key == "variant") {
        add(Severity::Info, lineNo, "pioneers.obsolete-rule",
            "Obsolete keyword 'variant' ignored (as Pioneers does).");
    } else if (key == "new-rule") {
        add(Severity::Warning, lineNo, "pioneers.new-rule-lost",
            "Rule '" + std::string(value) + "' is not known to Islewright and is dropped.",
            {std::string(value)});
    } else {
        // Pioneers refuses the whole file on an unknown keyword; so do we.
        add(Severity::Error, lineNo, "pioneers.unknown-keyword",
            "Unknown keyword '" + std::string(key) + "' (Pioneers refuses such a file).",
            {std::string(key)});
    }
}

Scenario Reader::build()
{
    Scenario s;
    s.id = scenarioIdFrom(m_file);
    s.title = *m_title;
    for (std::size_t i = 0; i < m_description.size(); ++i)
        s.description += (i ? "\n" : "") + m_description[i];

    auto intParam = [&](std::string_view key, int fallback) {
        auto it = m_ints.find(key);
        return it != m_ints.end() ? it->second : fallback;
    };
    const int players = intParam("num-players", 4);
    const int ships = intParam("num-ships", 0);
    s.maxPlayers = std::max(1, players);
    s.minPlayers = std::min(3, s.maxPlayers);
    s.victoryPoints = intParam("victory-points", 10);
    const bool hasGold
        = std::any_of(m_cells.begin(), m_cells.end(), [](const Cell &c) { return c.kind == 'g'; });
    const bool seafaring = ships > 0 || hasGold;
    const bool fiveSix = players > 4;
    // The boxes a real shelf needs for this map: Seafarers is played with CATAN, a 5-6 map with
    // CATAN 5-6 as well (model::requiredProducts).
    s.products = withRequiredProducts(
        {seafaring ? (fiveSix ? Product::SeafarersFiveSix : Product::Seafarers)
                   : (fiveSix ? Product::BaseFiveSix : Product::Base)});
    // A 5–6 map is played by the CATAN 5–6 rules, whose turn is the paired one (001:L1170).
    s.rules.pairedPlayers = fiveSix;
    // A deck other than the boxes' becomes the scenario's own (model/DevelopmentDeck.h).
    const DevelopmentDeck boxes = developmentDeckOf(s, s.maxPlayers); // s has no deck yet
    std::array<int, 9> counts = PioneersDevelopmentDeck::countsOf(boxes);
    for (std::size_t k = 0; k < counts.size(); ++k)
        counts[k] = intParam(PioneersDevelopmentDeck::Keys[k], counts[k]);
    if (const auto deck = PioneersDevelopmentDeck::deckOf(counts); !deck)
        add(Severity::Warning, 0, "pioneers.parameter-lost",
            "develop-*: a card count beyond " + std::to_string(DevelopmentDeck::MaxPerKind)
                + " does not fit a scenario; the boxes' development deck is used.",
            {"develop-*"});
    else if (*deck != boxes)
        s.rules.developmentDeck = deck;

    // Centre the map on the origin: the hex nearest the middle of the cells' bounding box, taken
    // after moving the top row to y = 0 and the leftmost cell to x = 0, so the result does not
    // depend on empty rows or columns in the file.
    Board shape;
    for (const Cell &c : m_cells)
        shape.setHex({OddRowGrid::untranslatedHex({c.x, c.y}), Terrain::Frame});
    const OddRowGrid grid(shape);
    auto normalised = [&](int x, int y) {
        return OddRowGrid::untranslatedHex(grid.cellOf(OddRowGrid::untranslatedHex({x, y})));
    };
    const HexLayout layout;
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    for (const Cell &c : m_cells) {
        const Point p = layout.centre(normalised(c.x, c.y));
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    const HexCoord centre
        = m_cells.empty() ? HexCoord {} : layout.hexAt({(minX + maxX) / 2, (minY + maxY) / 2});
    auto hexOf = [&](int x, int y) {
        return normalised(x, y) - centre;
    };

    // Sea is where ships sail in a game with ships; in a game without, it is only the frame.
    const Terrain water = ships > 0 ? Terrain::Sea : Terrain::Frame;
    Board &board = s.board;
    for (const Cell &c : m_cells) {
        const HexCoord h = hexOf(c.x, c.y);
        board.setHex({h, c.kind == 's' ? water : terrainOf(c.kind)});
        if (c.pirate)
            board.setPirate(h);
        if (c.port == 'm') {
            if (Issue *i = add(Severity::Warning, c.line, "pioneers.gold-port-lost",
                    "Gold port at map column " + std::to_string(c.x) + ", row "
                        + std::to_string(c.y) + ": Islewright has no gold harbor; it is dropped."))
                i->hexes = {h};
        } else if (c.port) {
            board.setHarbor({h, directionFromIndex(c.portDirection), harborOf(c.port)});
        }
    }

    // Chits in sequence order, exactly like Pioneers' layout_chits.
    std::vector<const Cell *> sequenced;
    for (const Cell &c : m_cells)
        if (c.sequence >= 0)
            sequenced.push_back(&c);
    std::sort(sequenced.begin(), sequenced.end(),
        [](const Cell *a, const Cell *b) { return a->sequence < b->sequence; });
    std::size_t next = 0;
    bool robberPlaced = false;
    for (const Cell *c : sequenced) {
        const HexCoord h = hexOf(c->x, c->y);
        if (c->kind == 'd') {
            if (!robberPlaced)
                board.setRobber(h);
            robberPlaced = true;
            continue;
        }
        const int value = (*m_chits)[next++ % m_chits->size()];
        if (c->kind == 's') {
            if (Issue *i = add(Severity::Warning, c->line, "pioneers.sea-chit-lost",
                    "Sea cell at map column " + std::to_string(c->x) + ", row "
                        + std::to_string(c->y) + " has a sequence number and takes chit "
                        + std::to_string(value)
                        + "; Islewright puts no numbers on sea, so it is dropped."))
                i->hexes = {h};
            continue;
        }
        Hex hex = *board.hexAt(h);
        hex.token = NumberToken {value, {}};
        board.setHex(hex);
    }

    std::set<CornerCoord> closed;
    for (const NoSetup &n : m_noSetup)
        closed.insert(CornerCoord::of(hexOf(n.x, n.y), cornerFromIndex(n.pos)));
    for (CornerCoord c : closed)
        board.addMarker({MarkerType::NoSettlementAtSetup, {}, c, {}, 0, -1, {}});

    if (!m_bonus.empty()) {
        // Seafarers' bonus for each first settlement on a new island (001:L1446).
        SpecialVictoryRule rule;
        rule.kind = SpecialVictoryKind::ForeignIslandSettlement;
        rule.points = m_bonus.back();
        rule.description = "Island discovery bonus (imported from Pioneers)";
        s.specialVictoryRules.push_back(rule);
        if (std::any_of(m_bonus.begin(), m_bonus.end(), [&](int b) { return b != m_bonus.back(); }))
            add(Severity::Warning, 0, "pioneers.bonus-simplified",
                "island-discovery-bonus lists different values per island; Islewright gives "
                    + std::to_string(m_bonus.back()) + " for each.");
    }

    // Parameters without an Islewright counterpart.
    if (m_flags.count("random-terrain"))
        add(Severity::Warning, 0, "pioneers.random-terrain-lost",
            "random-terrain: Pioneers shuffles terrain and harbors at game start; imported as the "
            "fixed "
            "layout in the file (give the hexes an area with pools to vary them).");
    if (m_flags.count("use-dice-deck"))
        add(Severity::Warning, 0, "pioneers.parameter-lost",
            "use-dice-deck: Islewright rolls dice; the dice deck is dropped.", {"use-dice-deck"});
    if (m_flags.count("check-victory-at-end-of-turn"))
        add(Severity::Warning, 0, "pioneers.parameter-lost",
            "check-victory-at-end-of-turn: not an Islewright rule option; dropped.",
            {"check-victory-at-end-of-turn"});
    if (intParam("sevens-rule", 0) != 0)
        add(Severity::Warning, 0, "pioneers.parameter-lost",
            "sevens-rule " + std::to_string(intParam("sevens-rule", 0))
                + ": re-rolling sevens is not an Islewright rule; dropped.",
            {"sevens-rule"});
    if (intParam("num-bridges", 0) > 0)
        add(Severity::Warning, 0, "pioneers.parameter-lost",
            "num-bridges " + std::to_string(intParam("num-bridges", 0))
                + ": Pioneers bridges are not an Islewright piece; dropped.",
            {"num-bridges"});
    if (intParam("num-city-walls", 0) > 0)
        add(Severity::Warning, 0, "pioneers.parameter-lost",
            "num-city-walls " + std::to_string(intParam("num-city-walls", 0))
                + ": city walls are not part of these rules; dropped.",
            {"num-city-walls"});
    return s;
}

PioneersGameReader::Result Reader::run()
{
    PioneersGameReader::Result result;
    if (m_text.size() > PioneersLimits::MaxFileBytes) {
        add(Severity::Error, 0, "pioneers.file-too-large",
            "The file has " + std::to_string(m_text.size()) + " bytes; the limit is "
                + std::to_string(PioneersLimits::MaxFileBytes) + " bytes (4 MiB).",
            {std::to_string(m_text.size()), std::to_string(PioneersLimits::MaxFileBytes)});
        result.issues = std::move(m_issues);
        return result;
    }
    int lineNo = 0;
    std::size_t start = 0;
    while (start <= m_text.size()) {
        std::size_t end = m_text.find('\n', start);
        if (end == std::string_view::npos)
            end = m_text.size();
        ++lineNo;
        if (end - start > PioneersLimits::MaxLineBytes)
            add(Severity::Error, lineNo, "pioneers.line-too-long",
                "The line has " + std::to_string(end - start) + " bytes; the limit is "
                    + std::to_string(PioneersLimits::MaxLineBytes) + ".",
                {std::to_string(end - start), std::to_string(PioneersLimits::MaxLineBytes)});
        else
            parseLine(m_text.substr(start, end - start), lineNo);
        start = end + 1;
    }
    const int lastLine = lineNo;

    if (!m_title)
        add(Severity::Error, 0, "pioneers.missing-title",
            "No 'title' line; Pioneers refuses a game without one.");
    if (!m_sawMap)
        add(Severity::Error, 0, "pioneers.missing-map", "No 'map' block.");
    else if (m_inMap)
        add(Severity::Error, m_mapLine, "pioneers.unterminated-map",
            "The map block starting here never ends: a line with a single '.' must close it (file "
            "has "
                + std::to_string(lastLine) + " lines).");
    if (!m_chits || m_chits->empty())
        add(Severity::Error, m_chitsLine, "pioneers.missing-chits",
            "No 'chits' list (or an empty one).");

    if (m_chits)
        for (int v : *m_chits)
            if (!isValidTokenValue(v)) {
                add(Severity::Error, m_chitsLine, "pioneers.invalid-chit",
                    "Chit " + std::to_string(v) + " is not a number token value (2-6, 8-12).",
                    {std::to_string(v)});
                break;
            }

    std::map<int, const Cell *> bySequence;
    int deserts = 0;
    int highest = -1;
    for (const Cell &c : m_cells) {
        if (c.sequence < 0)
            continue;
        if (auto [it, inserted] = bySequence.emplace(c.sequence, &c); !inserted)
            add(Severity::Error, c.line, "pioneers.duplicate-sequence",
                "Sequence number " + std::to_string(c.sequence)
                    + " used again (Pioneers refuses the file).",
                {std::to_string(c.sequence)});
        deserts += c.kind == 'd' ? 1 : 0;
        highest = std::max(highest, c.sequence);
    }
    if (m_chits && !m_chits->empty() && static_cast<int>(m_chits->size()) + deserts > highest + 1)
        add(Severity::Error, m_chitsLine, "pioneers.too-many-chits",
            "More chits (" + std::to_string(m_chits->size()) + " + " + std::to_string(deserts)
                + " deserts) than sequenced hexes (" + std::to_string(highest + 1)
                + "); Pioneers refuses the file.");

    const bool failed = m_droppedError
        || std::any_of(m_issues.begin(), m_issues.end(),
            [](const Issue &i) { return i.severity == Severity::Error; });
    if (!failed)
        result.scenario = build();
    if (m_droppedIssues > 0) {
        Issue more;
        more.severity = m_droppedError ? Severity::Error : Severity::Warning;
        more.code = "pioneers.too-many-issues";
        more.file = m_file;
        more.message = "... and " + std::to_string(m_droppedIssues)
            + " more problems (only the first " + std::to_string(PioneersLimits::MaxIssues)
            + " are listed).";
        more.args = {std::to_string(m_droppedIssues)};
        m_issues.push_back(std::move(more));
    }
    result.issues = std::move(m_issues);
    return result;
}

} // namespace

bool PioneersGameReader::Result::hasErrors() const
{
    return std::any_of(
        issues.begin(), issues.end(), [](const Issue &i) { return i.severity == Severity::Error; });
}

PioneersGameReader::Result PioneersGameReader::read(
    std::string_view text, const std::string &fileName)
{
    return Reader(text, fileName).run();
}

PioneersGameReader::Result PioneersGameReader::readFile(const std::filesystem::path &path)
{
    Issue problem;
    const auto text = BoundedFileReader::read(
        path, PioneersLimits::MaxFileBytes, "pioneers.file-too-large", problem);
    if (!text) {
        Result result;
        result.issues.push_back(std::move(problem));
        return result;
    }
    return read(*text, path.string());
}

} // namespace isle::model
