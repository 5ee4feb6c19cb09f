// The 12x12 national games that the draughts plugin gets as RULES FILES, not C++: `malaysian`
// (Malaysian/Singaporean) and `sri-lankan`. Loaded through the plugin folder like every variant
// (draughts_fixture.hpp) and held to what was worked out without the plugin:
// - perft from the start against the constants of file_variant_cases.hpp (Sri Lankan: the
//   published Canadian/Sri Lankan table dropping duplicates, dctl board_large.cpp; keeping every
//   path and all of Malaysian: the independent reference's counts, reference/reference_draughts.*);
// - the hand-built positions of file_variant_cases.hpp: each move list worked out by hand there
//   (flying king multi-capture, the Malaysian king over the man at equal count, men forward
//   only against backward, a man crossing the far row mid-capture, numbers on the a1-light
//   board), which moves leave a king, and the reference's perft to depth 4 in both conventions;
// - agreement with the reference at every ply of seeded random games, from the start and from
//   random set-ups (the same legal moves as path and captured set, the same board, the same
//   winner), as reference_agreement_test.cpp does for the issue 31 variants.
// Until the rules files land the plugin lists neither id and every test here fails saying so.
#include "draughts_fixture.hpp"
#include "file_variant_cases.hpp"
#include "reference/reference_draughts.hpp"
#include "tests/support/plugin_fixture.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

using draughts_ref::Move;
using draughts_ref::MoveKey;
using draughts_ref::Position;

// The variant `id`, or nullptr after a failure that says why.
const damka::Variant *file_variant(const std::string &id) {
    const damka::Variant *v = damka::draughts_test::registry().find(id);
    if (!v)
        ADD_FAILURE() << "unknown variant \"" << id << "\": the draughts plugin in " DAMKA_TEST_PLUGIN_DIR
                      << " does not list it. `" << id << "` comes from plugins/draughts/rules/" << id
                      << ".draughts, which the build copies there: is it missing, or refused?";
    return v;
}

std::optional<damka::Game> file_game(const std::string &id, const std::string &fen = {}) {
    const damka::Variant *v = file_variant(id);
    if (!v) return std::nullopt;
    damka::Expected<damka::Game> g = v->new_game(fen);
    if (!g) {
        ADD_FAILURE() << id << ": the set-up \"" << fen << "\" is refused: " << g.error();
        return std::nullopt;
    }
    return std::move(g).value();
}

// The same position with every square by number (the variant's PDN numbering, as the
// reference reads it): the plugin gets numbers: a numeric board's FEN takes no square names, as
// with the built-in Canadian draughts (fen.hpp).
std::string numbered(const draughts_ref::Rules &rules, const std::string &fen) {
    const Position p = draughts_ref::from_fen(rules, fen);
    std::string lists[2];
    for (int n = 1; draughts_ref::square_of_number(rules, n) >= 0; ++n) {
        const uint8_t q = p.cell[size_t(draughts_ref::square_of_number(rules, n))];
        if (q == draughts_ref::Empty) continue;
        std::string &l = lists[draughts_ref::side_of(q)];
        l += (l.empty() ? "" : ",") + std::string(draughts_ref::is_king(q) ? "K" : "") + std::to_string(n);
    }
    return std::string(p.to_move == 0 ? "W" : "B") + ":W" + lists[0] + ":B" + lists[1];
}

std::string square(int cell) { return std::string(1, char('a' + cell % 12)) + std::to_string(cell / 12 + 1); }

// "a1xe5xb8" / "e5-f6" from the plugin's record (path of ABI square indices, y * 12 + x).
std::string name(const damka::MoveRecord &m) {
    std::string s;
    for (size_t i = 0; i < m.path.size(); ++i) s += (i ? (m.is_capture() ? "x" : "-") : "") + square(m.path[i]);
    return s;
}

Move ref_move(const damka::MoveRecord &m) {
    return {{m.path.begin(), m.path.end()}, {m.captured.begin(), m.captured.end()}};
}

// The plugin's board (its board description) as a reference position.
Position board_of(const damka::Game &g, const draughts_ref::Rules &rules) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    Position p;
    p.rules = &rules;
    for (const QJsonValue &s : b.value(QStringLiteral("squares")).toArray()) {
        const QJsonArray pieces = s.toObject().value(QStringLiteral("pieces")).toArray();
        if (pieces.isEmpty()) continue;
        const QJsonObject piece = pieces.at(0).toObject();
        const bool black = piece.value(QStringLiteral("side")).toInt() == 1;
        const bool king = piece.value(QStringLiteral("label")).toString() == QStringLiteral("king");
        const int index = s.toObject().value(QStringLiteral("index")).toInt();
        if (index < 0 || index >= draughts_ref::kMaxCells) continue;
        p.cell[size_t(index)] = black ? (king ? draughts_ref::BlackKing : draughts_ref::BlackMan)
                                      : (king ? draughts_ref::WhiteKing : draughts_ref::WhiteMan);
    }
    p.to_move = b.value(QStringLiteral("side_to_move")).toInt();
    return p;
}

std::string text(const MoveKey &k) {
    std::string s;
    for (size_t i = 0; i < k.path.size(); ++i)
        s += (i ? (k.captured_sorted.empty() ? "-" : "x") : "") + square(k.path[i]);
    if (!k.captured_sorted.empty()) {
        s += " taking";
        for (int c : k.captured_sorted) s += " " + square(c);
    }
    return s;
}

std::string list(const std::set<MoveKey> &moves) {
    std::string s;
    for (const MoveKey &k : moves) s += "\n    " + text(k);
    return s.empty() ? "\n    (none)" : s;
}

class FileVariant : public ::testing::TestWithParam<const char *> {};

// Start perft, both conventions, depths 1..8 (the plugin's own perft).
TEST_P(FileVariant, StartPerft) {
    const std::string id = GetParam();
    const std::optional<damka::Game> g = file_game(id);
    if (!g) return;
    EXPECT_EQ(g->position(),
              "W:W43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,"
              "72:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30")
        << "White's men on 43-72, Black's on 1-30, White to move";
    using namespace draughts_file_variants;
    const std::vector<uint64_t> &drop = id == "malaysian" ? kMalaysianStart : kSriLankanStartDrop;
    const std::vector<uint64_t> &keep = id == "malaysian" ? kMalaysianStart : kSriLankanStartKeep;
    for (uint32_t d = 1; d <= drop.size(); ++d) {
        EXPECT_EQ(g->perft(d, false), drop[d - 1]) << id << " drop depth " << d;
        EXPECT_EQ(g->perft(d, true), keep[d - 1]) << id << " keep depth " << d;
    }
}

// The hand-built positions: the hand-worked move lists, the moves that leave a king, perft.
TEST_P(FileVariant, HandBuiltPositions) {
    const std::string id = GetParam();
    int cases = 0;
    for (const draughts_file_variants::HandCase &c : draughts_file_variants::hand_cases()) {
        if (c.variant != id) continue;
        ++cases;
        const std::string fen = numbered(draughts_ref::rules(id), c.fen);
        SCOPED_TRACE(std::string(c.name) + " " + c.fen + " = " + fen);
        const std::optional<damka::Game> g = file_game(id, fen);
        if (!g) return;
        std::set<std::string> moves;
        std::vector<std::string> king_after;
        for (const damka::MoveRecord &m : g->legal_moves()) {
            moves.insert(name(m));
            damka::Game next = g->clone();
            damka::testing::play(next, m.notation);
            const Position after = board_of(next, draughts_ref::rules(id));
            if (draughts_ref::is_king(after.cell[size_t(m.to)])) king_after.push_back(name(m));
        }
        EXPECT_EQ(moves, c.moves);
        std::sort(king_after.begin(), king_after.end());
        std::vector<std::string> expected = c.king_after;
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(king_after, expected) << "the moves after which the piece that moved is a king";
        for (uint32_t d = 1; d <= c.perft.size(); ++d)
            for (bool keep : {false, true})
                EXPECT_EQ(g->perft(d, keep), c.perft[d - 1]) << (keep ? "keep" : "drop") << " depth " << d;
    }
    EXPECT_GE(cases, 4);
}

struct Tally {
    int games = 0, plies = 0, captures = 0, king_captures = 0, promotions = 0, precedence_decided = 0;
    int king_and_man_at_most = 0; // positions where a king and a man could each take the most
    int decided = 0, drawn = 0, differences = 0;
};

// One random game through the plugin and the reference, compared at every ply; stops at the
// first difference.
void compare_game(damka::Game g, Position r, std::mt19937 &rng, int max_plies, Tally &t) {
    const std::string &id = r.rules->id;
    ++t.games;
    for (int ply = 0; ply <= max_plies; ++ply) {
        const std::string fen = g.position();
        const Position plugin_board = board_of(g, *r.rules);
        if (plugin_board.cell != r.cell || plugin_board.to_move != r.to_move) {
            ++t.differences;
            ADD_FAILURE() << id << " ply " << ply << ": the boards differ at " << fen << "\nplugin:\n"
                          << draughts_ref::describe(plugin_board) << "\nreference:\n"
                          << draughts_ref::describe(r);
            return;
        }
        const damka::GameResult status = g.status();
        const int ref_winner = draughts_ref::winner(r);
        if (ref_winner >= 0) {
            if (status.outcome != DAMKA_WIN || status.winner != ref_winner) {
                ++t.differences;
                ADD_FAILURE() << id << " ply " << ply << " at " << fen << ": the reference has side " << ref_winner
                              << " winning, the plugin outcome " << status.outcome << " winner " << status.winner
                              << " (" << status.why << ")\n"
                              << draughts_ref::describe(r);
            }
            ++t.decided;
            return;
        }
        if (status.finished()) {
            // Draw rules are not the reference's: a draw ends the comparison, a win is a difference.
            if (status.outcome == DAMKA_DRAW) {
                ++t.drawn;
            } else {
                ++t.differences;
                ADD_FAILURE() << id << " ply " << ply << " at " << fen << ": the plugin has side " << status.winner
                              << " winning (" << status.why << "), the reference plays on\n"
                              << draughts_ref::describe(r);
            }
            return;
        }
        const std::vector<damka::MoveRecord> listed = g.legal_moves();
        std::set<MoveKey> plugin_moves, ref_moves;
        for (const damka::MoveRecord &m : listed) plugin_moves.insert(draughts_ref::key_of(ref_move(m)));
        const std::vector<Move> ref_list = draughts_ref::legal_moves(r);
        for (const Move &m : ref_list) ref_moves.insert(draughts_ref::key_of(m));
        if (!ref_list.empty() && ref_list.front().is_capture()) {
            const std::vector<Move> all = draughts_ref::capture_sequences(r);
            t.precedence_decided += all.size() > ref_list.size();
            size_t most = 0;
            for (const Move &m : all) most = std::max(most, m.captured.size());
            bool by_king = false, by_man = false;
            for (const Move &m : all)
                if (m.captured.size() == most)
                    (draughts_ref::is_king(r.cell[size_t(m.from())]) ? by_king : by_man) = true;
            t.king_and_man_at_most += by_king && by_man;
        }
        if (plugin_moves != ref_moves || plugin_moves.size() != listed.size()) {
            ++t.differences;
            ADD_FAILURE() << id << " ply " << ply << " at " << fen << ": the legal moves differ\n"
                          << draughts_ref::describe(r) << "\nplugin (" << listed.size()
                          << " records):" << list(plugin_moves) << "\nreference:" << list(ref_moves);
            return;
        }
        ++t.plies;
        const damka::MoveRecord &m = listed[std::uniform_int_distribution<size_t>(0, listed.size() - 1)(rng)];
        const Move rm = ref_move(m);
        const bool king = draughts_ref::is_king(r.cell[size_t(rm.from())]);
        t.captures += rm.is_capture();
        t.king_captures += king && rm.is_capture();
        r = draughts_ref::play(r, rm);
        t.promotions += !king && draughts_ref::is_king(r.cell[size_t(rm.to())]);
        const damka::Expected<damka::MoveRecord> played = g.play(m.notation);
        if (!played) {
            ++t.differences;
            ADD_FAILURE() << id << ": the plugin refuses its own move " << m.notation << " at " << fen << ": "
                          << played.error();
            return;
        }
    }
}

void print(const std::string &id, const char *what, const Tally &t) {
    std::printf("%s %s: %d games, %d plies compared, %d captures (%d by kings), %d promotions, %d decided by "
                "precedence (%d with a king and a man taking the most), %d decided, %d drawn, %d differences\n",
                id.c_str(), what, t.games, t.plies, t.captures, t.king_captures, t.promotions, t.precedence_decided,
                t.king_and_man_at_most, t.decided, t.drawn, t.differences);
}

TEST_P(FileVariant, RandomGamesFromTheStartAgreeWithTheReference) {
    const std::string id = GetParam();
    const damka::Variant *v = file_variant(id);
    if (!v) return;
    const draughts_ref::Rules &rules = draughts_ref::rules(id);
    std::mt19937 rng(72);
    Tally t;
    for (int i = 0; i < 100 && t.differences < 3; ++i)
        compare_game(damka::testing::new_game(*v), draughts_ref::start(rules), rng, 400, t);
    print(id, "from the start", t);
    EXPECT_EQ(t.games, 100);
    EXPECT_EQ(t.differences, 0);
    EXPECT_GT(t.captures, 1000) << "random games capture";
    EXPECT_GT(t.promotions, 50) << "random games crown men";
    EXPECT_GT(t.king_captures, 50) << "kings capture";
}

// Random set-ups (damka.board-setup/1) with a share of kings: the king rules (Malaysian king
// over man, flying multi-captures, men capturing kings) act often.
TEST_P(FileVariant, RandomGamesFromRandomSetUpsAgreeWithTheReference) {
    const std::string id = GetParam();
    const damka::Variant *v = file_variant(id);
    if (!v) return;
    const draughts_ref::Rules &rules = draughts_ref::rules(id);
    std::mt19937 rng(144);
    Tally t;
    std::vector<int> dark;
    const Position start = draughts_ref::start(rules);
    const int n = rules.size;
    for (int c = 0; c < n * n; ++c)
        if (start.dark(c % n, c / n)) dark.push_back(c);
    for (int i = 0; i < 200 && t.differences < 3; ++i) {
        Position p = start;
        p.cell.fill(draughts_ref::Empty);
        p.to_move = int(rng() % 2);
        const double kings = i % 2 == 0 ? 0.25 : 0.6;
        std::shuffle(dark.begin(), dark.end(), rng);
        std::vector<damka::Variant::PlacedPiece> pieces;
        size_t next = 0;
        for (int side = 0; side < 2; ++side) {
            const int count = std::uniform_int_distribution<int>(1, i % 4 == 3 ? 5 : 20)(rng);
            for (int k = 0; k < count && next < dark.size(); ++next) {
                const int c = dark[next], y = c / n;
                const bool king = std::uniform_real_distribution<double>(0, 1)(rng) < kings;
                if (!king && y == (side == 0 ? n - 1 : 0)) continue; // a man there is crowned
                p.cell[size_t(c)] = side == 0 ? (king ? draughts_ref::WhiteKing : draughts_ref::WhiteMan)
                                              : (king ? draughts_ref::BlackKing : draughts_ref::BlackMan);
                pieces.push_back({c, side, king ? "king" : "man"});
                ++k;
            }
        }
        damka::Expected<damka::Game> g = v->from_pieces(pieces, p.to_move);
        if (!g) {
            ADD_FAILURE() << id << ": the set-up is refused: " << g.error() << "\n" << draughts_ref::describe(p);
            break;
        }
        compare_game(std::move(g).value(), p, rng, 200, t);
    }
    print(id, "from random set-ups", t);
    EXPECT_EQ(t.games, 200);
    EXPECT_EQ(t.differences, 0);
    EXPECT_GT(t.king_captures, 300) << "kings capture";
    EXPECT_GT(t.king_and_man_at_most, 10) << "a king and a man could each take the most (Malaysian: the king must)";
}

INSTANTIATE_TEST_SUITE_P(RulesFiles, FileVariant, ::testing::Values("malaysian", "sri-lankan"),
                         [](const ::testing::TestParamInfo<const char *> &variant_id) {
                             std::string name = variant_id.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace
