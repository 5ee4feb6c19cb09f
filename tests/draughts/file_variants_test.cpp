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
// agreement with the reference at every ply of seeded random games is reference_agreement_test.cpp's,
// which takes both ids with the issue 31 variants.
#include "draughts_fixture.hpp"
#include "file_variant_cases.hpp"
#include "reference/reference_draughts.hpp"
#include "tests/support/plugin_fixture.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace {

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

// Whether the board description shows a king on board index `index`.
bool king_on(const damka::Game &g, int index) {
    const QJsonObject b = QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
    for (const QJsonValue &s : b.value(QStringLiteral("squares")).toArray())
        if (s.toObject().value(QStringLiteral("index")).toInt() == index)
            for (const QJsonValue &piece : s.toObject().value(QStringLiteral("pieces")).toArray())
                if (piece.toObject().value(QStringLiteral("label")).toString() == QStringLiteral("king")) return true;
    return false;
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
            if (king_on(next, m.to)) king_after.push_back(name(m));
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

INSTANTIATE_TEST_SUITE_P(RulesFiles, FileVariant, ::testing::Values("malaysian", "sri-lankan"),
                         [](const ::testing::TestParamInfo<const char *> &variant_id) {
                             std::string name = variant_id.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace
