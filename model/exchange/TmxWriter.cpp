// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exchange/TmxWriter.h"

#include "model/exchange/OddRowGrid.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace isle::model {

namespace {

std::string xmlEscaped(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\n':
            out += "&#10;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

/// Writes <properties> with typed <property> elements.
class Properties
{
public:
    Properties &string(std::string_view name, std::string_view value)
    {
        m_out += R"(<property name=")" + xmlEscaped(name) + R"(" value=")" + xmlEscaped(value)
            + "\"/>";
        return *this;
    }
    Properties &integer(std::string_view name, int value)
    {
        m_out += R"(<property name=")" + xmlEscaped(name) + R"(" type="int" value=")"
            + std::to_string(value) + "\"/>";
        return *this;
    }
    Properties &boolean(std::string_view name, bool value)
    {
        m_out += R"(<property name=")" + xmlEscaped(name) + R"(" type="bool" value=")"
            + (value ? "true" : "false") + "\"/>";
        return *this;
    }
    std::string xml() const { return "<properties>" + m_out + "</properties>"; }

private:
    std::string m_out;
};

std::string number(double v)
{
    std::ostringstream s;
    s.precision(10);
    s << v;
    return s.str();
}

} // namespace

TmxWriter::TileGeometry TmxWriter::tileGeometry(const Options &options)
{
    TileGeometry g;
    // Tiled's hexagonal renderer rounds tile sizes down to even numbers; keep them even.
    g.tileWidth = 2 * static_cast<int>(std::lround(std::numbers::sqrt3 * options.hexSize / 2.0));
    g.tileHeight = 2 * options.hexSize;
    g.columns = std::max(1, options.tilesetColumns);
    g.rows = (TerrainCount + g.columns - 1) / g.columns;
    return g;
}

bool TmxWriter::Result::hasErrors() const
{
    return std::any_of(
        issues.begin(), issues.end(), [](const Issue &i) { return i.severity == Severity::Error; });
}

TmxWriter::Result TmxWriter::write(const Scenario &s, const Options &options)
{
    Result result;
    auto error = [&](std::string code, std::string message) {
        Issue i;
        i.code = std::move(code);
        i.message = std::move(message);
        result.issues.push_back(std::move(i));
    };
    if (s.board.isEmpty())
        error("tmx.empty-board", "The board has no hexes; a Tiled map needs at least one cell.");
    if (options.hexSize < 2 || options.hexSize > 4096)
        error("tmx.bad-hex-size",
            "Hex size " + std::to_string(options.hexSize) + " px is outside 2-4096.");
    if (options.tilesetImage.empty())
        error("tmx.no-tileset-image", "No tileset image file name given.");
    if (result.hasErrors())
        return result;

    const Board &board = s.board;
    const OddRowGrid grid(board);
    const TileGeometry g = tileGeometry(options);
    const int side = options.hexSize;
    const double rowHeight = (g.tileHeight - side) / 2.0 + side; // Tiled: sideOffsetY + sideLengthY
    // Centre of a hex in Tiled's pixel space (HexagonalRenderer::tileToScreenCoords + half a tile).
    auto centre = [&](HexCoord h) {
        const OddRowGrid::Cell c = grid.cellOf(h);
        const double x
            = c.x * g.tileWidth + ((c.y & 1) ? g.tileWidth / 2.0 : 0.0) + g.tileWidth / 2.0;
        const double y = c.y * rowHeight + g.tileHeight / 2.0;
        return std::pair {x, y};
    };

    std::ostringstream out;
    out << R"(<?xml version="1.0" encoding="UTF-8"?>)" << '\n';
    int nextObjectId = 1;
    std::ostringstream layers;

    // Terrain tile layer, CSV rows.
    layers << R"( <layer id="1" name="terrain" width=")" << grid.width() << R"(" height=")"
           << grid.height() << R"(">)"
           << "\n  <data encoding=\"csv\">\n";
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
            const Hex *hex = board.hexAt(grid.hexOf({x, y}));
            layers << (hex ? gidOf(hex->terrain) : 0);
            if (x + 1 < grid.width() || y + 1 < grid.height())
                layers << ',';
        }
        layers << '\n';
    }
    layers << "  </data>\n </layer>\n";

    auto object = [&](std::ostringstream &o, const std::string &name, const std::string &type,
                      std::pair<double, double> at, const Properties &props) {
        o << "  <object id=\"" << nextObjectId++ << "\" name=\"" << xmlEscaped(name) << "\" type=\""
          << type << "\" x=\"" << number(at.first) << "\" y=\"" << number(at.second) << "\">"
          << props.xml() << "<point/></object>\n";
    };

    // Hex cells carry area, river and fixed flags only as objects: Tiled has no per-cell
    // properties.
    std::ostringstream tokens;
    std::ostringstream hexInfo;
    for (const Hex &hex : board.hexes()) {
        if (hex.token) {
            Properties p;
            p.integer("value", hex.token->value)
                .string("letter", hex.token->letter)
                .integer("pips", pips(hex.token->value))
                .integer("q", hex.coord.q)
                .integer("r", hex.coord.r);
            object(tokens, std::to_string(hex.token->value), "token", centre(hex.coord), p);
        }
        if (!hex.area.empty() || hex.river || hex.fixed || hex.tokenFixed || hex.seaSides) {
            Properties p;
            p.string("area", hex.area)
                .boolean("river", hex.river)
                .boolean("fixed", hex.fixed)
                .boolean("tokenFixed", hex.tokenFixed)
                .integer("seaSides", hex.seaSides)
                .integer("q", hex.coord.q)
                .integer("r", hex.coord.r);
            object(hexInfo, std::string(toString(hex.terrain)), "hex", centre(hex.coord), p);
        }
    }
    std::ostringstream harbors;
    for (const Harbor &h : board.harbors()) {
        // At the middle of the side the harbor faces: where its two intersections meet the sea.
        const auto a = centre(h.hex);
        const auto b = centre(h.landHex());
        Properties p;
        p.string("harborType", toString(h.type))
            .integer("q", h.hex.q)
            .integer("r", h.hex.r)
            .integer("facing", index(h.facing))
            .integer("landQ", h.landHex().q)
            .integer("landR", h.landHex().r);
        object(harbors, std::string(toString(h.type)), "harbor",
            {(a.first + b.first) / 2, (a.second + b.second) / 2}, p);
    }
    std::ostringstream markers;
    for (const Marker &m : board.markers()) {
        std::pair<double, double> at;
        Properties p;
        p.string("markerType", toString(m.type));
        switch (markerSite(m.type)) {
        case MarkerSite::Hex:
            at = centre(m.hex);
            p.integer("q", m.hex.q).integer("r", m.hex.r);
            break;
        case MarkerSite::Corner: {
            // The canonical corner is the top or bottom point of its hex.
            const auto c = centre(m.corner.hex);
            at = {c.first, c.second + (m.corner.north ? -side : side)};
            p.integer("q", m.corner.hex.q)
                .integer("r", m.corner.hex.r)
                .boolean("north", m.corner.north);
            break;
        }
        case MarkerSite::Edge: {
            const auto a = centre(m.edge.hex);
            const auto b = centre(m.edge.hex.neighbor(m.edge.side));
            at = {(a.first + b.first) / 2, (a.second + b.second) / 2};
            p.integer("q", m.edge.hex.q)
                .integer("r", m.edge.hex.r)
                .integer("side", index(m.edge.side));
            break;
        }
        }
        p.integer("number", m.number).integer("player", m.player).string("note", m.note);
        object(markers, std::string(toString(m.type)), "marker", at, p);
    }
    std::ostringstream pieces;
    if (auto robber = board.robber())
        object(pieces, "robber", "robber", centre(*robber),
            Properties().integer("q", robber->q).integer("r", robber->r));
    if (auto pirate = board.pirate())
        object(pieces, "pirate", "pirate", centre(*pirate),
            Properties().integer("q", pirate->q).integer("r", pirate->r));

    int layerId = 2;
    auto objectLayer = [&](const char *name, const std::ostringstream &content) {
        layers << " <objectgroup id=\"" << layerId++ << "\" name=\"" << name << "\">\n"
               << content.str() << " </objectgroup>\n";
    };
    objectLayer("hexes", hexInfo);
    objectLayer("tokens", tokens);
    objectLayer("harbors", harbors);
    objectLayer("markers", markers);
    objectLayer("pieces", pieces);

    out << R"(<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width=")"
        << grid.width() << "\" height=\"" << grid.height() << "\" tilewidth=\"" << g.tileWidth
        << "\" tileheight=\"" << g.tileHeight << "\" hexsidelength=\"" << side
        << R"(" staggeraxis="y" staggerindex="odd" infinite="0" nextlayerid=")" << layerId
        << "\" nextobjectid=\"" << nextObjectId << "\">\n";

    std::string products;
    for (Product p : s.products)
        products += (products.empty() ? "" : ",") + std::string(toString(p));
    Properties meta;
    meta.string("format", "islewright-scenario")
        .string("id", s.id)
        .string("title", s.title)
        .string("description", s.description)
        .string("author", s.author)
        .string("products", products)
        .integer("minPlayers", s.minPlayers)
        .integer("maxPlayers", s.maxPlayers)
        .integer("victoryPoints", s.victoryPoints)
        .integer("originQ", grid.hexOf({0, 0}).q)
        .integer("originR", grid.hexOf({0, 0}).r);
    out << ' ' << meta.xml() << '\n';

    out << R"( <tileset firstgid="1" name="islewright-terrain" tilewidth=")" << g.tileWidth
        << "\" tileheight=\"" << g.tileHeight << "\" tilecount=\"" << TerrainCount
        << "\" columns=\"" << g.columns << "\">\n";
    out << "  <image source=\"" << xmlEscaped(options.tilesetImage) << "\" width=\""
        << g.imageWidth() << "\" height=\"" << g.imageHeight() << "\"/>\n";
    for (int t = 0; t < TerrainCount; ++t) {
        const Terrain terrain = static_cast<Terrain>(t);
        out << "  <tile id=\"" << t << "\">"
            << Properties()
                   .string("terrain", toString(terrain))
                   .boolean("water", isWater(terrain))
                   .xml()
            << "</tile>\n";
    }
    out << " </tileset>\n";
    out << layers.str();
    out << "</map>\n";
    result.text = out.str();
    return result;
}

} // namespace isle::model
