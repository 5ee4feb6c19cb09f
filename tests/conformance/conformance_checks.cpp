#include "conformance_checks.hpp"

#include "core/variant_names.hpp"
#include "move_records.hpp"

#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <random>
#include <set>
#include <tuple>

namespace damka::conformance {
namespace {

Game start(const Variant &v) {
    Expected<Game> g = v.new_game();
    if (!g) throw std::runtime_error("the start position was refused: " + g.error());
    return std::move(g).value();
}

std::vector<std::string> notations(const Game &g) {
    std::vector<std::string> n;
    for (const MoveRecord &m : g.legal_moves()) n.push_back(m.notation);
    std::sort(n.begin(), n.end());
    return n;
}

// Plays random games and calls `visit` on every position reached (including the start).
// Stops a game when it is over, has no move, or reaches max_plies.
void random_games(const Variant &v, const Options &o, const std::function<void(const Game &)> &visit) {
    std::mt19937 rng(o.seed);
    for (int i = 0; i < o.games; ++i) {
        Game g = start(v);
        for (int ply = 0; ply <= o.max_plies; ++ply) {
            visit(g);
            if (::testing::Test::HasFatalFailure()) return;
            const std::vector<MoveRecord> moves = g.legal_moves();
            if (moves.empty() || g.status().finished()) break;
            const MoveRecord &m = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
            Expected<MoveRecord> played = g.play(m.notation);
            ASSERT_TRUE(played.has_value())
                << "listed move '" << m.notation << "' refused at " << g.position() << ": " << played.error();
        }
    }
}

bool in_board(const Variant &v, int32_t square) {
    return square >= 0 && uint32_t(square) < v.board_width() * v.board_height();
}

void start_position_round_trips(const Variant &v, const Options &) {
    const Game g = start(v);
    const std::string pos = g.position();
    ASSERT_FALSE(pos.empty()) << "the start position string is empty";
    Expected<Game> again = v.new_game(pos);
    ASSERT_TRUE(again.has_value()) << "create(position()) refused '" << pos << "': " << again.error();
    EXPECT_EQ(again->position(), pos);
    EXPECT_EQ(again->side_to_move(), g.side_to_move());
    EXPECT_EQ(notations(*again), notations(g));
    EXPECT_FALSE(g.status().finished()) << "the game is over before it starts";
    EXPECT_FALSE(g.legal_moves().empty()) << "no legal move from the start position";
}

void check_records(const Variant &v, const Game &g) {
    const std::vector<MoveRecord> moves = g.legal_moves();
    std::set<std::string> seen;
    for (const MoveRecord &m : moves) {
        SCOPED_TRACE("move '" + m.notation + "' at " + g.position());
        EXPECT_FALSE(m.notation.empty());
        EXPECT_TRUE(seen.insert(m.notation).second) << "two legal moves share a notation";
        if (m.flags & DAMKA_MOVE_DROP) {
            EXPECT_EQ(m.from, -1);
        } else if (!(m.flags & DAMKA_MOVE_PASS)) {
            EXPECT_TRUE(in_board(v, m.from)) << "origin " << m.from;
        }
        if (!(m.flags & DAMKA_MOVE_PASS)) {
            EXPECT_TRUE(in_board(v, m.to)) << "destination " << m.to;
        }
        if (!m.path.empty()) {
            if (m.from >= 0) {
                EXPECT_EQ(m.path.front(), m.from) << "the path does not start at the origin";
            }
            EXPECT_EQ(m.path.back(), m.to) << "the path does not end at the destination";
            for (int32_t s : m.path) EXPECT_TRUE(in_board(v, s)) << "path square " << s;
        }
        for (int32_t s : m.captured) EXPECT_TRUE(in_board(v, s)) << "captured square " << s;
        if (!m.captured.empty()) {
            EXPECT_TRUE(m.flags & DAMKA_MOVE_CAPTURE) << "captures without the capture flag";
        }
        // Playing the canonical notation gives back the same record.
        Game copy = g.clone();
        Expected<MoveRecord> played = copy.play(m.notation);
        ASSERT_TRUE(played.has_value()) << "refused: " << played.error();
        EXPECT_EQ(played->notation, m.notation);
        EXPECT_EQ(played->from, m.from);
        EXPECT_EQ(played->to, m.to);
        EXPECT_EQ(played->path, m.path);
        EXPECT_EQ(played->captured, m.captured);
        EXPECT_EQ(played->flags, m.flags);
        EXPECT_NE(copy.position(), g.position()) << "the move changed nothing";
    }
}

void legal_moves_play_consistently(const Variant &v, const Options &o) {
    Options few = o;
    few.games = std::max(1, o.games / 2);
    few.max_plies = std::min(o.max_plies, 120);
    random_games(v, few, [&](const Game &g) { check_records(v, g); });
}

void position_round_trips_every_ply(const Variant &v, const Options &o) {
    random_games(v, o, [&](const Game &g) {
        const std::string pos = g.position();
        Expected<Game> again = v.new_game(pos);
        ASSERT_TRUE(again.has_value()) << "create(position()) refused '" << pos << "': " << again.error();
        EXPECT_EQ(again->position(), pos);
        EXPECT_EQ(again->side_to_move(), g.side_to_move()) << pos;
        EXPECT_EQ(notations(*again), notations(g)) << pos;
    });
}

void random_playouts_end_with_a_result(const Variant &v, const Options &o) {
    std::mt19937 rng(o.seed + 1);
    for (int i = 0; i < o.games; ++i) {
        Game g = start(v);
        int ply = 0;
        for (; ply < o.max_plies; ++ply) {
            const std::vector<MoveRecord> moves = g.legal_moves();
            const GameResult r = g.status();
            if (moves.empty()) {
                ASSERT_TRUE(r.finished()) << "no legal move but the game is not over at " << g.position();
            }
            if (r.finished()) break;
            const MoveRecord &m = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
            ASSERT_TRUE(g.play(m.notation).has_value()) << m.notation;
        }
        const GameResult r = g.status();
        if (r.finished()) {
            EXPECT_TRUE(r.outcome == DAMKA_WIN || r.outcome == DAMKA_DRAW) << "outcome " << r.outcome;
            if (r.outcome == DAMKA_WIN) {
                EXPECT_TRUE(r.winner == 0 || r.winner == 1) << "winner " << r.winner;
            }
            EXPECT_FALSE(r.why.empty()) << "a finished game must say why";
            if (r.outcome == DAMKA_DRAW) {
                EXPECT_TRUE(v.has_draws()) << "a draw in a variant without draws";
            }
        } else {
            // A long game must at least be claimable as a draw under the variant's rules.
            EXPECT_FALSE(g.draw_claims().empty())
                << "after " << ply
                << " random plies the game is neither over nor claimable as a draw: " << g.position();
        }
    }
}

// Leaf count by walking legal_moves()/play() here, with the default duplicate convention.
uint64_t walk(const Game &g, int depth) {
    if (depth == 0) return 1;
    std::set<std::tuple<int32_t, int32_t, std::vector<int32_t>>> seen;
    uint64_t n = 0;
    for (const MoveRecord &m : g.legal_moves()) {
        std::vector<int32_t> caps = m.captured;
        std::sort(caps.begin(), caps.end());
        if (!seen.emplace(m.from, m.to, std::move(caps)).second) continue;
        Game next = g.clone();
        if (!next.play(m.notation)) return 0;
        n += walk(next, depth - 1);
    }
    return n;
}

void perft_agrees_with_legal_moves(const Variant &v, const Options &o) {
    const Game s = start(v);
    EXPECT_EQ(s.perft(3, false), walk(s, 3)) << "perft(3) from the start";
    Options few = o;
    few.games = 2;
    few.max_plies = 60;
    int visited = 0;
    random_games(v, few, [&](const Game &g) {
        if (g.status().finished()) return;
        const std::vector<MoveRecord> moves = g.legal_moves();
        EXPECT_EQ(g.perft(1, true), moves.size()) << g.position();
        if (visited++ % 10 == 0) {
            EXPECT_EQ(g.perft(2, false), walk(g, 2)) << g.position();
        }
    });
}

void clones_are_independent(const Variant &v, const Options &) {
    Game a = start(v);
    Game b = a.clone();
    const std::string pos = a.position();
    const std::vector<MoveRecord> moves = b.legal_moves();
    ASSERT_FALSE(moves.empty());
    ASSERT_TRUE(b.play(moves.front().notation).has_value());
    EXPECT_EQ(a.position(), pos) << "playing on a clone changed the original";
    Game c = b.clone();
    ASSERT_TRUE(a.play(moves.back().notation).has_value());
    EXPECT_EQ(b.position(), c.position()) << "playing on the original changed a clone";
    EXPECT_NE(a.position(), pos);
}

void garbage_is_refused_with_a_reason(const Variant &v, const Options &) {
    const std::vector<std::string> moves = {"",
                                            " ",
                                            "zzz",
                                            "a1-a1",
                                            "99-100",
                                            "0-0",
                                            "-",
                                            ":",
                                            "x",
                                            "k9:k9",
                                            "M9z9-z8",
                                            "\xff\xfe\x01",
                                            std::string(5000, '1'),
                                            "c3-d4-e5-f6-g7-h8-a1-b2-c3-d4-e5",
                                            "1x2x3x4x5x6x7x8x9x10"};
    Game g = start(v);
    const std::string pos = g.position();
    const std::set<std::string> legal = [&] {
        std::set<std::string> s;
        for (const MoveRecord &m : g.legal_moves()) s.insert(m.notation);
        return s;
    }();
    for (const std::string &bad : moves) {
        if (legal.count(bad)) continue;
        Expected<MoveRecord> r = g.play(bad);
        EXPECT_FALSE(r.has_value()) << "garbage move '" << bad << "' accepted";
        if (!r.has_value()) {
            EXPECT_FALSE(r.error().empty()) << "no reason for refusing '" << bad << "'";
        }
        EXPECT_EQ(g.position(), pos) << "a refused move changed the game";
    }
    const std::vector<std::string> setups = {
        "garbage", "W:W99:B98", "W:", ":::::", "\xff\xfe", std::string(3000, 'W'), "white: z9-1; black: a1-0",
        "B:BK1-99"};
    for (const std::string &bad : setups) {
        Expected<Game> r = v.new_game(bad);
        EXPECT_FALSE(r.has_value()) << "garbage set-up '" << bad << "' accepted as " << r->position();
        if (!r.has_value()) {
            EXPECT_FALSE(r.error().empty()) << "no reason for refusing set-up '" << bad << "'";
        }
    }
}

void results_of_ending_a_game(const Variant &v, const Options &) {
    const Game g = start(v);
    for (int side = 0; side < 2; ++side) {
        Expected<GameResult> r = g.result_of(DAMKA_END_RESIGNATION, side);
        ASSERT_TRUE(r.has_value()) << r.error();
        EXPECT_EQ(r->outcome, DAMKA_WIN);
        EXPECT_EQ(r->winner, 1 - side) << "the side that resigns loses";
        Expected<GameResult> t = g.result_of(DAMKA_END_TIME_FORFEIT, side);
        ASSERT_TRUE(t.has_value()) << t.error();
        EXPECT_EQ(t->outcome, DAMKA_WIN);
        EXPECT_EQ(t->winner, 1 - side) << "the side whose flag fell loses";
    }
    Expected<GameResult> d = g.result_of(DAMKA_END_AGREED_DRAW, -1);
    if (v.has_draws()) {
        ASSERT_TRUE(d.has_value()) << d.error();
        EXPECT_EQ(d->outcome, DAMKA_DRAW);
    } else {
        ASSERT_FALSE(d.has_value()) << "a variant without draws accepted a draw";
        EXPECT_FALSE(d.error().empty()) << "the refusal of a draw must give the rule";
    }
    EXPECT_FALSE(g.result_of(12345, 0).has_value()) << "an unknown way of ending was accepted";
}

void board_description_is_valid(const Variant &v, const Options &o) {
    Options few = o;
    few.games = 1;
    few.max_plies = 40;
    random_games(v, few, [&](const Game &g) {
        const QByteArray text = QByteArray::fromStdString(g.board_json());
        QJsonParseError e{};
        const QJsonDocument doc = QJsonDocument::fromJson(text, &e);
        ASSERT_EQ(e.error, QJsonParseError::NoError) << e.errorString().toStdString() << " in " << text.toStdString();
        const QJsonObject b = doc.object();
        EXPECT_EQ(b.value(QStringLiteral("width")).toInt(), int(v.board_width()));
        EXPECT_EQ(b.value(QStringLiteral("height")).toInt(), int(v.board_height()));
        EXPECT_EQ(b.value(QStringLiteral("side_to_move")).toInt(-1), g.side_to_move());
        const QJsonArray squares = b.value(QStringLiteral("squares")).toArray();
        EXPECT_FALSE(squares.isEmpty());
        std::set<int> indices;
        for (const QJsonValue &s : squares) {
            const int i = s.toObject().value(QStringLiteral("index")).toInt(-1);
            EXPECT_TRUE(in_board(v, i)) << "square index " << i;
            EXPECT_TRUE(indices.insert(i).second) << "square " << i << " listed twice";
            EXPECT_FALSE(s.toObject().value(QStringLiteral("name")).toString().isEmpty());
            for (const QJsonValue &p : s.toObject().value(QStringLiteral("pieces")).toArray()) {
                const int side = p.toObject().value(QStringLiteral("side")).toInt(-1);
                EXPECT_TRUE(side == 0 || side == 1) << "piece side " << side;
            }
        }
        // Every move's squares are squares of the board description.
        for (const MoveRecord &m : g.legal_moves()) {
            if (m.from >= 0) {
                EXPECT_TRUE(indices.count(m.from)) << m.notation << " starts off the board";
            }
            EXPECT_TRUE(indices.count(m.to)) << m.notation << " ends off the board";
        }
    });
}

// plugin-api/README.md "Drawing keys": a piece's glyph is "man" or "king", its optional mark
// at most 3 characters (code points); a tray piece's count, when given, at least 1.
void check_drawn_piece(const QJsonObject &p, const std::string &where, bool in_tray) {
    const int side = p.value(QStringLiteral("side")).toInt(-1);
    EXPECT_TRUE(side == 0 || side == 1) << where << ": side " << side;
    const QJsonValue glyph = p.value(QStringLiteral("glyph"));
    EXPECT_TRUE(glyph == QJsonValue(QStringLiteral("man")) || glyph == QJsonValue(QStringLiteral("king")))
        << where << ": glyph is not \"man\" or \"king\"";
    if (p.contains(QStringLiteral("mark"))) {
        const QJsonValue mark = p.value(QStringLiteral("mark"));
        EXPECT_TRUE(mark.isString()) << where << ": mark is not a string";
        EXPECT_LE(mark.toString().toUcs4().size(), 3)
            << where << ": mark '" << mark.toString().toStdString() << "' is longer than 3 characters";
    }
    if (in_tray && p.contains(QStringLiteral("count"))) {
        EXPECT_GE(p.value(QStringLiteral("count")).toInt(0), 1) << where << ": count below 1";
    }
}

// A region's kind: a lower-case word, parts joined by '-' ("zone", "life", "promotion").
bool lower_case_word(const QString &kind) {
    static const QRegularExpression word(QStringLiteral("^[a-z]+(-[a-z]+)*$"));
    return word.match(kind).hasMatch();
}

// The drawing keys of one board description (plugin-api/README.md "Drawing keys").
void check_drawing_keys(const QJsonObject &b, const std::string &at) {
    const int width = b.value(QStringLiteral("width")).toInt(), height = b.value(QStringLiteral("height")).toInt();
    ASSERT_TRUE(b.value(QStringLiteral("cells")).isArray()) << at << ": no \"cells\" array";
    const QJsonArray cells = b.value(QStringLiteral("cells")).toArray();
    ASSERT_EQ(cells.size(), height) << at << ": cells needs one string per rank";
    std::vector<std::string> rows;
    for (qsizetype y = 0; y < cells.size(); ++y) {
        const std::string row = cells[y].toString().toStdString();
        ASSERT_EQ(int(row.size()), width) << at << ": cells[" << y << "] needs one character per file";
        ASSERT_EQ(row.find_first_not_of("dl-x"), std::string::npos)
            << at << ": cells[" << y << "] '" << row << "' has a character other than d, l, - and x";
        rows.push_back(row);
    }

    std::set<std::string> names;
    for (const QJsonValue &v : b.value(QStringLiteral("squares")).toArray()) {
        const QJsonObject s = v.toObject();
        const int i = s.value(QStringLiteral("index")).toInt(-1);
        const std::string name = s.value(QStringLiteral("name")).toString().toStdString();
        names.insert(name);
        if (i < 0 || i >= width * height) continue; // board_description_is_valid names it
        const char c = rows[size_t(i / width)][size_t(i % width)];
        EXPECT_TRUE(c == 'd' || c == 'l') << at << ": listed square " << name << " has cell '" << c << "'";
        const QJsonArray pieces = s.value(QStringLiteral("pieces")).toArray();
        for (qsizetype k = 0; k < pieces.size(); ++k)
            check_drawn_piece(pieces[k].toObject(), at + ": " + name + " piece " + std::to_string(k), false);
    }

    const QJsonValue regions = b.value(QStringLiteral("regions"));
    EXPECT_TRUE(regions.isUndefined() || regions.isArray()) << at << ": regions is not an array";
    for (const QJsonValue &v : regions.toArray()) {
        const QJsonObject r = v.toObject();
        const QString kind = r.value(QStringLiteral("kind")).toString();
        const std::string where = at + ": region '" + kind.toStdString() + "'";
        EXPECT_TRUE(lower_case_word(kind)) << where << ": kind is not a lower-case word";
        const QJsonValue side = r.value(QStringLiteral("side"));
        EXPECT_TRUE(side.isDouble() && (side.toInt(9) == -1 || side.toInt(9) == 0 || side.toInt(9) == 1))
            << where << ": side is not -1, 0 or 1";
        EXPECT_TRUE(r.value(QStringLiteral("squares")).isArray()) << where << ": squares is not an array";
        for (const QJsonValue &name : r.value(QStringLiteral("squares")).toArray())
            EXPECT_TRUE(names.count(name.toString().toStdString()))
                << where << ": '" << name.toString().toStdString() << "' is not a listed square";
    }

    static const std::set<QString> kinds = {QStringLiteral("reserve"), QStringLiteral("captured"),
                                            QStringLiteral("off"), QStringLiteral("hand")};
    const QJsonValue trays = b.value(QStringLiteral("trays"));
    EXPECT_TRUE(trays.isUndefined() || trays.isArray()) << at << ": trays is not an array";
    for (const QJsonValue &v : trays.toArray()) {
        const QJsonObject t = v.toObject();
        const QString kind = t.value(QStringLiteral("kind")).toString();
        const std::string where = at + ": tray '" + kind.toStdString() + "'";
        const int side = t.value(QStringLiteral("side")).toInt(-1);
        EXPECT_TRUE(side == 0 || side == 1) << where << ": side " << side;
        EXPECT_TRUE(kinds.count(kind)) << where << ": kind is not reserve, captured, off or hand";
        EXPECT_TRUE(t.value(QStringLiteral("pieces")).isArray()) << where << ": pieces is not an array";
        const QJsonArray pieces = t.value(QStringLiteral("pieces")).toArray();
        for (qsizetype k = 0; k < pieces.size(); ++k)
            check_drawn_piece(pieces[k].toObject(), where + " piece " + std::to_string(k), true);
    }
}

// ABI 1.3: a plugin built against 1.3 or later writes the drawing keys; an older one need not
// (the host draws it the generic way), so the check passes on it without looking.
void drawing_keys_are_valid(const Variant &v, const Options &o) {
    if (v.plugin_abi_minor() < 3) {
        ::testing::Test::RecordProperty("drawing_keys",
                                        "not checked: built against ABI 1." + std::to_string(v.plugin_abi_minor()));
        return;
    }
    Options few = o;
    few.games = std::max(1, o.games / 2);
    few.max_plies = std::min(o.max_plies, 200);
    random_games(v, few, [&](const Game &g) {
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json()));
        ASSERT_TRUE(doc.isObject()) << "the board description is not a JSON object at " << g.position();
        check_drawing_keys(doc.object(), "at " + g.position());
    });
}

// ABI 1.4 ("damka.names/1"): every name a plugin lists, for each language it lists, is
// non-empty UTF-8; a language is listed once, by a lower-case code; a piece is named by a
// label. A plugin without the extension passes (it is named in English).
void names_are_valid(const Variant &v, const Options &) {
    std::set<std::string> seen;
    for (const Variant::Names &n : v.names()) {
        const std::string at = "\"" + n.language + "\": ";
        const bool code = !n.language.empty() && std::all_of(n.language.begin(), n.language.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || c == '-';
        });
        EXPECT_TRUE(code) << at << "the language is not a lower-case code like \"ru\"";
        EXPECT_TRUE(seen.insert(n.language).second) << at << "the language is listed twice";
        const auto check = [&](const std::string &text, const std::string &what) {
            EXPECT_FALSE(text.empty()) << at << what << " is empty";
            EXPECT_TRUE(text.empty() || valid_utf8(text)) << at << what << " is not UTF-8";
        };
        check(n.name, "the variant's name");
        for (int side : {0, 1}) check(n.sides[size_t(side)], "side " + std::to_string(side) + "'s name");
        for (const auto &[label, name] : n.pieces) {
            EXPECT_FALSE(label.empty()) << at << "a piece name without a label";
            check(name, "piece \"" + label + "\"'s name");
        }
    }
}

} // namespace

const std::vector<Check> &checks() {
    static const std::vector<Check> all = {
        {"StartPositionRoundTrips", "create(position()) reproduces the start position", start_position_round_trips},
        {"LegalMovesPlayConsistently", "every legal move plays and its record is consistent",
         legal_moves_play_consistently},
        {"PositionRoundTripsEveryPly", "the position string round-trips at every ply of random games",
         position_round_trips_every_ply},
        {"RandomPlayoutsEndWithAResult", "random games end with a result or a draw claim",
         random_playouts_end_with_a_result},
        {"PerftAgreesWithLegalMoves", "perft equals the number of legal moves and a walk of them",
         perft_agrees_with_legal_moves},
        {"ClonesAreIndependent", "a clone and its original do not share state", clones_are_independent},
        {"GarbageIsRefusedWithAReason", "bad moves and set-ups are refused with a reason",
         garbage_is_refused_with_a_reason},
        {"ResultsOfEndingAGame", "resignation, time forfeit and agreed draw follow the rules",
         results_of_ending_a_game},
        {"BoardDescriptionIsValid", "the board description is JSON matching the geometry", board_description_is_valid},
        {"DrawingKeysAreValid", "ABI 1.3: cells, glyph, mark, regions and trays are present and valid",
         drawing_keys_are_valid},
        {"NamesAreValid", "ABI 1.4: the names of every language listed are non-empty UTF-8", names_are_valid},
        {"MoveRecordsMatchTheBoard", "flags, path and captured squares agree with the board before and after",
         move_records_match_the_board},
    };
    return all;
}

} // namespace damka::conformance
