// A board description's drawing keys (plugin-api/README.md "Drawing keys", ABI 1.3) read with
// Qt's JSON parser, independently of host/diagram, for the plugins' own tests to compare with
// what their rules say. Needs Qt6::Core.
#pragma once

#include "core/variant.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace damka::testing {

struct DrawnPiece {
    int side = -1;
    std::string label, glyph, mark; // glyph "" when the key is missing
    int count = 1; // trays only
};

struct DrawnTray {
    int side = -1;
    std::string kind;
    std::vector<DrawnPiece> pieces;
};

struct DrawnRegion {
    std::string kind;
    int side = -2;
    std::vector<std::string> squares;
};

struct Drawing {
    QJsonObject json; // the whole description, for the variant's own keys
    int width = 0, height = 0;
    std::vector<std::string> cells; // cells[y][x]
    std::map<std::string, int> index_of; // listed squares by name
    std::map<std::string, std::vector<DrawnPiece>> stacks; // occupied squares, bottom first
    std::vector<DrawnRegion> regions;
    std::vector<DrawnTray> trays;

    char cell(int index) const { return cells.at(size_t(index / width)).at(size_t(index % width)); }
    char cell(const std::string &square) const { return cell(index_of.at(square)); }
    // Indices of the cells holding `c`.
    std::vector<int> cells_of(char c) const {
        std::vector<int> out;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                if (cells[size_t(y)][size_t(x)] == c) out.push_back(y * width + x);
        return out;
    }
    int piece_count() const {
        int n = 0;
        for (const auto &[name, stack] : stacks) n += int(stack.size());
        return n;
    }
    const DrawnPiece &top(const std::string &square) const { return stacks.at(square).back(); }
    // The trays of `kind` of `side` (at most one in every plugin of this tree), or nullptr.
    const DrawnTray *tray(int side, const std::string &kind) const {
        for (const DrawnTray &t : trays)
            if (t.side == side && t.kind == kind) return &t;
        return nullptr;
    }
};

inline DrawnPiece drawn_piece(const QJsonObject &o) {
    return {o.value("side").toInt(-1), o.value("label").toString().toStdString(),
            o.value("glyph").toString().toStdString(), o.value("mark").toString().toStdString(),
            o.value("count").toInt(1)};
}

inline Drawing read_drawing(const std::string &json) {
    Drawing d;
    d.json = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
    if (d.json.isEmpty()) throw std::runtime_error("the board description is not a JSON object: " + json);
    d.width = d.json.value("width").toInt();
    d.height = d.json.value("height").toInt();
    for (const QJsonValue &row : d.json.value("cells").toArray()) d.cells.push_back(row.toString().toStdString());
    for (const QJsonValue &v : d.json.value("squares").toArray()) {
        const QJsonObject s = v.toObject();
        const std::string name = s.value("name").toString().toStdString();
        d.index_of[name] = s.value("index").toInt(-1);
        for (const QJsonValue &p : s.value("pieces").toArray()) d.stacks[name].push_back(drawn_piece(p.toObject()));
    }
    for (const QJsonValue &v : d.json.value("regions").toArray()) {
        const QJsonObject r = v.toObject();
        DrawnRegion region{r.value("kind").toString().toStdString(), r.value("side").toInt(-2), {}};
        for (const QJsonValue &name : r.value("squares").toArray())
            region.squares.push_back(name.toString().toStdString());
        d.regions.push_back(std::move(region));
    }
    for (const QJsonValue &v : d.json.value("trays").toArray()) {
        const QJsonObject t = v.toObject();
        DrawnTray tray{t.value("side").toInt(-1), t.value("kind").toString().toStdString(), {}};
        for (const QJsonValue &p : t.value("pieces").toArray()) tray.pieces.push_back(drawn_piece(p.toObject()));
        d.trays.push_back(std::move(tray));
    }
    return d;
}

inline Drawing drawing_of(const Game &g) { return read_drawing(g.board_json()); }

} // namespace damka::testing
