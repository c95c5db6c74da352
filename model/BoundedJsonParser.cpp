// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoundedJsonParser.h"

#include "FormatLimits.h"

#include <algorithm>
#include <utility>

namespace isle::model {

using nlohmann::json;

namespace {

// Builds the DOM like nlohmann's json_sax_dom_parser, but refuses documents beyond the limits
// and reports duplicate keys (nlohmann would silently keep the last value).
class LimitedDomBuilder
{
public:
    LimitedDomBuilder(
        std::string_view text, const std::string &fileName, std::vector<Issue> &issues)
        : m_text(text)
        , m_fileName(fileName)
        , m_issues(issues)
    { }

    json takeRoot() { return std::move(m_root); }
    bool failed() const { return m_failed; }

    bool null() { return addValue(json(nullptr)); }
    bool boolean(bool v) { return addValue(json(v)); }
    bool number_integer(json::number_integer_t v) { return addValue(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return addValue(json(v)); }
    bool number_float(json::number_float_t v, const std::string &) { return addValue(json(v)); }
    bool string(std::string &v)
    {
        if (!checkString(v, "a string"))
            return false;
        return addValue(json(std::move(v)));
    }
    bool binary(json::binary_t &)
    {
        return fail("format.syntax", currentPointer(), "binary values are not JSON");
    }
    bool start_object(std::size_t) { return openContainer(json::object()); }
    bool start_array(std::size_t) { return openContainer(json::array()); }
    bool end_object() { return closeContainer(); }
    bool end_array() { return closeContainer(); }

    bool key(std::string &k)
    {
        if (!checkString(k, "a key"))
            return false;
        Frame &frame = m_frames.back();
        if (frame.value->contains(k)) {
            if (++m_duplicateKeys > FormatLimits::MaxIssues)
                return fail("format.too-many-issues", pointerOfOpenContainer(),
                    "more than " + std::to_string(FormatLimits::MaxIssues)
                        + " duplicate keys; reading stopped");
            Issue issue = makeIssue("format.duplicate-key",
                pointerOfOpenContainer() + '/' + BoundedJsonParser::pointerToken(k),
                "key \"" + k + "\" appears more than once in the same object; keys must be unique");
            issue.args = {k};
            m_issues.push_back(std::move(issue));
        }
        frame.key = std::move(k);
        return true;
    }

    bool parse_error(
        std::size_t position, const std::string &, const nlohmann::detail::exception &ex)
    {
        // nlohmann reports the number of bytes read; the offending byte is the last one read.
        const std::size_t offset = position > 0 ? position - 1 : 0;
        auto [line, column] = BoundedJsonParser::lineAndColumn(m_text, offset);
        std::string what = ex.what();
        // "[json.exception.parse_error.101] parse error at line 1, column 8: syntax error ..." ->
        // keep the part after the location, which says what was expected.
        if (auto colon = what.find(": "); colon != std::string::npos)
            what = what.substr(colon + 2);
        // "syntax error while parsing value - invalid literal; last read: 'tru,'"
        Issue issue = makeIssue("format.syntax", "",
            what.rfind("syntax error", 0) == 0 ? "JSON " + what : "JSON syntax error: " + what);
        issue.line = line;
        issue.column = column;
        issue.args = {what};
        m_issues.push_back(std::move(issue));
        m_failed = true;
        return false;
    }

private:
    struct Frame
    {
        json *value;
        std::string key; // objects: the key whose value comes next
    };

    Issue makeIssue(std::string code, std::string pointer, std::string message) const
    {
        Issue issue;
        issue.code = std::move(code);
        issue.pointer = std::move(pointer);
        issue.message = std::move(message);
        issue.file = m_fileName;
        return issue;
    }

    bool fail(std::string code, std::string pointer, std::string message)
    {
        m_issues.push_back(makeIssue(std::move(code), std::move(pointer), std::move(message)));
        m_failed = true;
        return false;
    }

    // Appends "/key" or "/index" of the child of `frame` that is open (or comes next). Appending
    // in place also keeps GCC 12's -Wrestrict false positive on "/" + std::string away.
    static void appendSelectorOfChild(std::string &pointer, const Frame &frame, bool childIsOpen)
    {
        pointer += '/';
        if (frame.value->is_object()) {
            pointer += BoundedJsonParser::pointerToken(frame.key);
            return;
        }
        const std::size_t size = frame.value->size();
        pointer += std::to_string(childIsOpen && size > 0 ? size - 1 : size);
    }

    // Pointer of the innermost open container.
    std::string pointerOfOpenContainer() const
    {
        std::string pointer;
        for (std::size_t i = 0; i + 1 < m_frames.size(); ++i)
            appendSelectorOfChild(pointer, m_frames[i], true);
        return pointer;
    }

    // Pointer of the value that arrives next.
    std::string currentPointer() const
    {
        if (m_frames.empty())
            return "";
        std::string pointer = pointerOfOpenContainer();
        appendSelectorOfChild(pointer, m_frames.back(), false);
        return pointer;
    }

    bool checkString(const std::string &s, const char *what)
    {
        if (s.size() <= FormatLimits::MaxStringBytes)
            return true;
        return fail("format.too-large", currentPointer(),
            std::string(what) + " of " + std::to_string(s.size())
                + " bytes is longer than the limit of "
                + std::to_string(FormatLimits::MaxStringBytes) + " bytes");
    }

    bool countValue()
    {
        if (++m_valueCount <= FormatLimits::MaxJsonValues)
            return true;
        return fail("format.too-large", currentPointer(),
            "the document has more than " + std::to_string(FormatLimits::MaxJsonValues)
                + " JSON values; a scenario file is far smaller");
    }

    json *insert(json &&value)
    {
        if (m_frames.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Frame &frame = m_frames.back();
        if (frame.value->is_array()) {
            frame.value->push_back(std::move(value));
            return &frame.value->back();
        }
        json &slot = (*frame.value)[frame.key];
        slot = std::move(value);
        return &slot;
    }

    bool addValue(json &&value)
    {
        if (!countValue())
            return false;
        insert(std::move(value));
        return true;
    }

    bool openContainer(json &&container)
    {
        if (m_frames.size() >= static_cast<std::size_t>(FormatLimits::MaxNestingDepth))
            return fail("format.too-deep", currentPointer(),
                "objects and arrays are nested more than "
                    + std::to_string(FormatLimits::MaxNestingDepth) + " levels deep");
        if (!countValue())
            return false;
        json *slot = insert(std::move(container));
        m_frames.push_back(Frame {slot, {}});
        return true;
    }

    bool closeContainer()
    {
        m_frames.pop_back();
        return true;
    }

    std::string_view m_text;
    const std::string &m_fileName;
    std::vector<Issue> &m_issues;
    json m_root;
    std::vector<Frame> m_frames;
    std::size_t m_valueCount = 0;
    std::size_t m_duplicateKeys = 0;
    bool m_failed = false;
};

} // namespace

BoundedJsonParser::BoundedJsonParser(std::string fileName)
    : m_fileName(std::move(fileName))
{ }

std::optional<json> BoundedJsonParser::parse(
    std::string_view text, std::vector<Issue> &issues) const
{
    if (text.size() > FormatLimits::MaxFileBytes) {
        Issue issue;
        issue.code = "format.too-large";
        issue.file = m_fileName;
        issue.message = "the file has " + std::to_string(text.size()) + " bytes; the limit is "
            + std::to_string(FormatLimits::MaxFileBytes) + " bytes (32 MiB)";
        issue.args = {std::to_string(text.size()), std::to_string(FormatLimits::MaxFileBytes)};
        issues.push_back(std::move(issue));
        return std::nullopt;
    }
    LimitedDomBuilder builder(text, m_fileName, issues);
    bool ok = false;
    try {
        ok = json::sax_parse(text.begin(), text.end(), &builder);
    } catch (
        const std::exception &e) { // std::bad_alloc or a json exception from a broken input adapter
        Issue issue;
        issue.code = "format.syntax";
        issue.file = m_fileName;
        issue.message = std::string("the file could not be parsed: ") + e.what();
        issues.push_back(std::move(issue));
        return std::nullopt;
    }
    if (!ok || builder.failed())
        return std::nullopt;
    return builder.takeRoot();
}

std::optional<json> BoundedJsonParser::parse(std::string_view text, std::string &error) const
{
    std::vector<Issue> issues;
    auto document = parse(text, issues);
    if (document && issues.empty())
        return document;
    // A duplicate key refuses the document too. Every refusal adds an issue.
    Issue first = issues.empty() ? Issue {} : issues.front();
    if (issues.empty())
        first.message = "the document could not be read";
    error = m_fileName.empty() ? std::string() : m_fileName + ": ";
    if (first.line > 0)
        error += std::to_string(first.line) + ":" + std::to_string(first.column) + ": ";
    else if (!first.pointer.empty())
        error += first.pointer + ": ";
    error += first.message;
    return std::nullopt;
}

std::string BoundedJsonParser::pointerToken(std::string_view token)
{
    std::string out;
    out.reserve(token.size());
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

std::pair<int, int> BoundedJsonParser::lineAndColumn(std::string_view text, std::size_t offset)
{
    offset = std::min(offset, text.size());
    const std::string_view before = text.substr(0, offset);
    const auto line = 1 + std::count(before.begin(), before.end(), '\n');
    const std::size_t lastNewline = before.rfind('\n');
    const std::size_t column
        = lastNewline == std::string_view::npos ? offset + 1 : offset - lastNewline;
    return {static_cast<int>(line), static_cast<int>(column)};
}

} // namespace isle::model
