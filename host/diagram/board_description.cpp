#include "board_description.hpp"

#include "core/message.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace damka::diagram {

namespace {

Error schema_error(const std::string &where, const Message &what) {
    return Error{DAMKA_TR("Diagram", "the board description's %1 %2").arg(where).arg(what)};
}

// plugin-api/README.md "Drawing keys": a piece's glyph is "man" or "king"; a 1.2 plugin says
// nothing, and its pieces are drawn as plain discs.
Expected<Piece> read_piece(const QJsonValue &value, const std::string &where) {
    if (!value.isObject()) return schema_error(where, DAMKA_TR("Diagram", "is not an object"));
    const QJsonObject o = value.toObject();
    Piece p;
    p.side = o.value(QStringLiteral("side")).toInt(-1);
    if (p.side != 0 && p.side != 1) return schema_error(where + ".side", DAMKA_TR("Diagram", "is not 0 or 1"));
    p.label = o.value(QStringLiteral("label")).toString().toStdString();
    p.glyph = o.value(QStringLiteral("glyph")).toString(QStringLiteral("man")).toStdString();
    if (p.glyph != "man" && p.glyph != "king")
        return schema_error(where + ".glyph", DAMKA_TR("Diagram", "is not \"man\" or \"king\""));
    const QString mark = o.value(QStringLiteral("mark")).toString();
    if (mark.toUcs4().size() > 3)
        return schema_error(where + ".mark", DAMKA_TR("Diagram", "is longer than 3 characters"));
    p.mark = mark.toStdString();
    p.count = o.value(QStringLiteral("count")).toInt(1);
    if (p.count < 1) return schema_error(where + ".count", DAMKA_TR("Diagram", "is not a positive number"));
    return p;
}

Expected<std::vector<Piece>> read_pieces(const QJsonValue &value, const std::string &where) {
    if (!value.isArray()) return schema_error(where, DAMKA_TR("Diagram", "is not an array"));
    std::vector<Piece> pieces;
    const QJsonArray a = value.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        auto p = read_piece(a[i], where + "[" + std::to_string(i) + "]");
        if (!p) return Error{p.error_message()};
        pieces.push_back(std::move(p).value());
    }
    return pieces;
}

// What a description without "cells" is drawn on: a chequered board, the listed squares dark.
std::vector<std::string> generic_cells(const Board &b) {
    std::vector<std::string> cells(size_t(b.height), std::string(size_t(b.width), 'l'));
    for (const Square &s : b.squares) cells[size_t(s.index / b.width)][size_t(s.index % b.width)] = 'd';
    return cells;
}

Expected<std::vector<std::string>> read_cells(const QJsonValue &value, const Board &b) {
    if (!value.isArray()) return schema_error("cells", DAMKA_TR("Diagram", "is not an array"));
    const QJsonArray a = value.toArray();
    if (a.size() != b.height) return schema_error("cells", DAMKA_TR("Diagram", "does not have one string per rank"));
    std::vector<std::string> cells;
    for (qsizetype y = 0; y < a.size(); ++y) {
        const std::string row = a[y].toString().toStdString();
        const std::string where = "cells[" + std::to_string(y) + "]";
        if (int(row.size()) != b.width)
            return schema_error(where, DAMKA_TR("Diagram", "does not have one character per file"));
        if (row.find_first_not_of("dl-x") != std::string::npos)
            return schema_error(where, DAMKA_TR("Diagram", "has a character other than d, l, - and x"));
        cells.push_back(row);
    }
    for (const Square &s : b.squares) {
        const char c = cells[size_t(s.index / b.width)][size_t(s.index % b.width)];
        if (c != 'd' && c != 'l')
            return schema_error("cells", DAMKA_TR("Diagram", "marks a listed square as no square or blocked"));
    }
    return cells;
}

} // namespace

const Square *Board::square_at(int index) const {
    for (const Square &s : squares)
        if (s.index == index) return &s;
    return nullptr;
}

int Board::piece_count() const {
    int n = 0;
    for (const Square &s : squares) n += int(s.stack.size());
    return n;
}

Expected<Board> read_board(const std::string &json) {
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &parse);
    if (!doc.isObject())
        return Error{DAMKA_TR("Diagram", "the board description is not a JSON object (%1 at offset %2)")
                         .arg(parse.errorString().toStdString())
                         .arg(parse.offset)};
    const QJsonObject o = doc.object();
    Board b;
    b.width = o.value(QStringLiteral("width")).toInt();
    b.height = o.value(QStringLiteral("height")).toInt();
    if (b.width < 1 || b.width > 64 || b.height < 1 || b.height > 64)
        return schema_error("width and height", DAMKA_TR("Diagram", "are not between 1 and 64"));
    b.side_to_move = o.value(QStringLiteral("side_to_move")).toInt();
    b.phase = o.value(QStringLiteral("phase")).toString().toStdString();

    const QJsonValue squares = o.value(QStringLiteral("squares"));
    if (!squares.isArray()) return schema_error("squares", DAMKA_TR("Diagram", "is not an array"));
    std::map<std::string, int> index_of;
    const QJsonArray list = squares.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string where = "squares[" + std::to_string(i) + "]";
        const QJsonObject s = list[i].toObject();
        Square sq;
        sq.index = s.value(QStringLiteral("index")).toInt(-1);
        if (sq.index < 0 || sq.index >= b.width * b.height)
            return schema_error(where + ".index", DAMKA_TR("Diagram", "is off the board"));
        sq.name = s.value(QStringLiteral("name")).toString().toStdString();
        if (sq.name.empty()) return schema_error(where + ".name", DAMKA_TR("Diagram", "is empty"));
        if (!index_of.emplace(sq.name, sq.index).second)
            return schema_error(where + ".name", DAMKA_TR("Diagram", "is listed twice"));
        auto stack = read_pieces(s.value(QStringLiteral("pieces")), where + ".pieces");
        if (!stack) return Error{stack.error_message()};
        sq.stack = std::move(stack).value();
        b.squares.push_back(std::move(sq));
    }

    if (o.contains(QStringLiteral("cells"))) {
        auto cells = read_cells(o.value(QStringLiteral("cells")), b);
        if (!cells) return Error{cells.error_message()};
        b.cells = std::move(cells).value();
        b.drawing_keys = true;
    } else {
        b.cells = generic_cells(b);
    }

    const QJsonArray regions = o.value(QStringLiteral("regions")).toArray();
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const std::string where = "regions[" + std::to_string(i) + "]";
        const QJsonObject r = regions[i].toObject();
        Region region;
        region.kind = r.value(QStringLiteral("kind")).toString().toStdString();
        region.side = r.value(QStringLiteral("side")).toInt(-1);
        for (const QJsonValue &name : r.value(QStringLiteral("squares")).toArray()) {
            const auto it = index_of.find(name.toString().toStdString());
            if (it == index_of.end())
                return schema_error(where + ".squares", DAMKA_TR("Diagram", "names a square not on the board"));
            region.squares.push_back(it->second);
        }
        b.regions.push_back(std::move(region));
    }

    const QJsonArray trays = o.value(QStringLiteral("trays")).toArray();
    for (qsizetype i = 0; i < trays.size(); ++i) {
        const std::string where = "trays[" + std::to_string(i) + "]";
        const QJsonObject t = trays[i].toObject();
        Tray tray;
        tray.side = t.value(QStringLiteral("side")).toInt(-1);
        if (tray.side != 0 && tray.side != 1)
            return schema_error(where + ".side", DAMKA_TR("Diagram", "is not 0 or 1"));
        tray.kind = t.value(QStringLiteral("kind")).toString().toStdString();
        auto pieces = read_pieces(t.value(QStringLiteral("pieces")), where + ".pieces");
        if (!pieces) return Error{pieces.error_message()};
        tray.pieces = std::move(pieces).value();
        b.trays.push_back(std::move(tray));
    }
    return b;
}

} // namespace damka::diagram
