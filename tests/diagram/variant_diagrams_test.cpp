// Every loaded variant's diagram read back against the position its plugin reports (the board
// description parsed here on its own, not by host/diagram): squares, every stack bottom to
// top, regions and trays, over random games; and positions worked by hand from the rules:
// Focus's cut board, Multiphase's zones, a Lasca tower, a PDN game's ply.
#include "svg_reading.hpp"

#include "core/plugin_registry.hpp"
#include "diagram/board_description.hpp"
#include "diagram/game_position.hpp"
#include "diagram/svg_diagram.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace damka;
using damka::testing::read_svg;
using damka::testing::SvgDocument;

namespace {

const PluginRegistry &registry() {
    static auto *r = [] {
        auto *reg = new PluginRegistry;
        reg->load_default({DAMKA_TEST_PLUGIN_DIR});
        return reg;
    }();
    return *r;
}

const Variant &variant(const std::string &id) {
    const Variant *v = registry().find(id);
    if (!v) throw std::runtime_error("variant " + id + " is not loaded");
    return *v;
}

QJsonObject description(const Game &g) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(g.board_json())).object();
}

std::string draw(const Game &g, const std::vector<int> &last_move = {}, bool flipped = false) {
    auto board = diagram::read_board(g.board_json());
    if (!board) throw std::runtime_error(board.error());
    diagram::SvgOptions o;
    o.interactive = true;
    o.last_move = last_move;
    o.flipped = flipped;
    return diagram::render_svg(*board, o);
}

// The SVG shows exactly the plugin's position: every listed square tappable by its name, every
// stack with its pieces bottom first (side and label), every region square and tray.
void expect_same_position(const QJsonObject &d, const SvgDocument &svg, const std::string &where) {
    ASSERT_EQ(svg.error, "") << where;
    const int width = d.value("width").toInt(), height = d.value("height").toInt();
    int drawn_cells = width * height;
    if (d.contains("cells")) {
        drawn_cells = 0;
        for (const QJsonValue &row : d.value("cells").toArray())
            drawn_cells += int(row.toString().size() - row.toString().count('-'));
    }
    EXPECT_EQ(int(svg.find("rect", "cell").size()), drawn_cells) << where;

    std::set<std::string> listed, tappable;
    std::map<std::string, std::vector<std::pair<int, std::string>>> stacks;
    for (const QJsonValue &v : d.value("squares").toArray()) {
        const QJsonObject s = v.toObject();
        const std::string name = s.value("name").toString().toStdString();
        listed.insert(name);
        for (const QJsonValue &p : s.value("pieces").toArray())
            stacks[name].emplace_back(p.toObject().value("side").toInt(),
                                      p.toObject().value("label").toString().toStdString());
    }
    for (const auto *c : svg.find("rect", "sq")) tappable.insert(c->attr("data-square"));
    EXPECT_EQ(tappable, listed) << where;

    const auto drawn = svg.find("g", "stack");
    size_t occupied = 0;
    for (const auto &[name, pieces] : stacks) occupied += !pieces.empty();
    EXPECT_EQ(drawn.size(), occupied) << where;
    for (const auto *stack : drawn) {
        const std::string name = stack->attr("data-square");
        const auto pieces = svg.below(stack, "g", "piece");
        const auto &expected = stacks[name];
        ASSERT_EQ(pieces.size(), expected.size()) << where << " on " << name;
        for (size_t i = 0; i < pieces.size(); ++i) {
            EXPECT_TRUE(pieces[i]->has_class("side-" + std::to_string(expected[i].first)))
                << where << " " << name << " level " << i;
            EXPECT_EQ(pieces[i]->attr("data-label"), expected[i].second) << where << " " << name << " level " << i;
        }
    }

    size_t region_squares = 0;
    for (const QJsonValue &r : d.value("regions").toArray())
        region_squares += size_t(r.toObject().value("squares").toArray().size());
    EXPECT_EQ(svg.find("rect", "region").size(), region_squares) << where;
    const QJsonArray trays = d.value("trays").toArray();
    const auto drawn_trays = svg.find("g", "tray");
    ASSERT_EQ(drawn_trays.size(), size_t(trays.size())) << where;
    for (qsizetype i = 0; i < trays.size(); ++i) {
        const QJsonArray pieces = trays[i].toObject().value("pieces").toArray();
        const auto shown = svg.below(drawn_trays[size_t(i)], "g", "piece");
        ASSERT_EQ(shown.size(), size_t(pieces.size())) << where << " tray " << i;
        for (qsizetype k = 0; k < pieces.size(); ++k)
            EXPECT_EQ(shown[size_t(k)]->attr("data-count"),
                      std::to_string(pieces[k].toObject().value("count").toInt(1)))
                << where << " tray " << i;
    }
}

} // namespace

TEST(VariantDiagrams, EveryVariantDrawsThePositionItsPluginReports) {
    ASSERT_GE(registry().variants().size(), 19u);
    for (const Variant &variant_ref : registry().variants()) {
        const Variant *v = &variant_ref;
        SCOPED_TRACE(v->id());
        for (unsigned seed = 1; seed <= 6; ++seed) {
            std::mt19937 rng(seed);
            Expected<Game> g = v->new_game({});
            ASSERT_TRUE(g) << g.error();
            std::vector<int> last;
            for (int ply = 0; ply <= 60; ++ply) {
                if (ply % 6 == 0) {
                    const std::string where = v->id() + " seed " + std::to_string(seed) + " ply " + std::to_string(ply);
                    expect_same_position(description(*g), read_svg(draw(*g, last, seed % 2 == 0)), where);
                    if (HasFatalFailure()) return;
                }
                const std::vector<MoveRecord> moves = g->legal_moves();
                if (moves.empty() || g->status().finished()) break;
                const MoveRecord &m = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
                ASSERT_TRUE(g->play(m.notation)) << m.notation;
                last.assign(m.path.begin(), m.path.end());
            }
        }
    }
}

// Focus (Sackson; the seed's board): an 8x8 board without three squares in each corner, 52
// squares; the corners a1 b1 a2, g1 h1 h2, a7 a8 b8, h7 g8 h8 are not drawn.
TEST(VariantDiagrams, FocusBoardHasItsCornersCutAway) {
    Expected<Game> g = variant("focus").new_game({});
    ASSERT_TRUE(g);
    const SvgDocument svg = read_svg(draw(*g));
    EXPECT_EQ(svg.find("rect", "cell").size(), 52u);
    EXPECT_EQ(svg.find("rect", "sq").size(), 52u);
    std::set<int> drawn;
    for (const auto *c : svg.find("rect", "cell")) drawn.insert(std::stoi(c->attr("data-index")));
    for (int corner : {0, 1, 8, 6, 7, 15, 48, 56, 57, 55, 62, 63})
        EXPECT_FALSE(drawn.count(corner)) << "index " << corner;
    // 18 pieces a side on the 36 middle squares in the start position (Sackson's set-up).
    EXPECT_EQ(svg.find("g", "side-0", "pieces").size(), 18u);
    EXPECT_EQ(svg.find("g", "side-1", "pieces").size(), 18u);
}

// Multiphase: each zone the plugin reports (regions fenced by one colour, plugins/multiphase)
// is shaded on exactly its squares.
TEST(VariantDiagrams, MultiphaseZonesAreShadedOnTheirSquares) {
    const Variant &v = variant("multiphase");
    bool seen = false;
    for (unsigned seed = 1; seed <= 40 && !seen; ++seed) {
        std::mt19937 rng(seed);
        Expected<Game> g = v.new_game({});
        ASSERT_TRUE(g);
        for (int ply = 0; ply < 200 && !seen; ++ply) {
            const QJsonObject d = description(*g);
            const QJsonArray zones = d.value("zones").toArray();
            if (!zones.isEmpty()) {
                seen = true;
                std::multiset<std::string> expected, shaded;
                for (const QJsonValue &z : zones)
                    for (const QJsonValue &sq : z.toArray()) expected.insert(sq.toString().toStdString());
                const SvgDocument svg = read_svg(draw(*g));
                for (const auto *r : svg.find("rect", "zone")) {
                    const int index = std::stoi(r->attr("data-index"));
                    for (const QJsonValue &s : d.value("squares").toArray())
                        if (s.toObject().value("index").toInt() == index)
                            shaded.insert(s.toObject().value("name").toString().toStdString());
                }
                EXPECT_EQ(shaded, expected) << "seed " << seed << " ply " << ply;
            }
            const std::vector<MoveRecord> moves = g->legal_moves();
            if (moves.empty() || g->status().finished()) break;
            ASSERT_TRUE(g->play(moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)].notation));
        }
    }
    EXPECT_TRUE(seen) << "no random game reached a position with zones";
}

// Lasca (the rule digest, "capture"): the capturing piece takes the captured tower's top piece
// under itself. After c3-d4 e5xc3 b2xd4 the tower on d4 is black's man under white's.
TEST(VariantDiagrams, ALascaTowerReadsBottomToTop) {
    auto p = diagram::position_after(variant("lasca"), "", {"c3-d4", "e5xc3", "b2xd4"});
    ASSERT_TRUE(p) << p.error();
    const SvgDocument svg = read_svg(diagram::render_svg(*diagram::read_board(p->board_json)));
    const auto stacks = svg.find("g", "stack");
    const auto d4 = std::find_if(stacks.begin(), stacks.end(), [](auto *s) { return s->attr("data-square") == "d4"; });
    ASSERT_NE(d4, stacks.end());
    const auto tower = svg.below(*d4, "g", "piece");
    ASSERT_EQ(tower.size(), 2u);
    EXPECT_TRUE(tower[0]->has_class("side-1")); // bottom: the captured black man
    EXPECT_TRUE(tower[1]->has_class("side-0")); // top: white's capturing man
    EXPECT_EQ(p->last_move, (std::vector<int>{1 * 7 + 1, 3 * 7 + 3})); // b2 -> d4 on the 7x7 board
}

// WK 2003, round 1, Ndjofang - Heusdens (tests/data/pdn): 1. 32-28 17-22 2. 28x17: after ply 3
// white has captured once (20 against 19), 17 holds a white man, 28 and 22 are empty.
TEST(VariantDiagrams, APdnGamesPlyIsDrawnWithItsLastMove) {
    auto p = diagram::position_in_pdn(variant("international"),
                                      DAMKA_SOURCE_DIR "/tests/data/pdn/wk2003-international.pdn", 1, 3);
    ASSERT_TRUE(p) << p.error();
    EXPECT_EQ(p->plies, 3);
    EXPECT_EQ(p->last_notation, "28x17");
    const SvgDocument svg = read_svg(diagram::render_svg(*diagram::read_board(p->board_json)));
    EXPECT_EQ(svg.find("g", "side-0", "pieces").size(), 20u);
    EXPECT_EQ(svg.find("g", "side-1", "pieces").size(), 19u);
    std::map<std::string, int> owner;
    for (const auto *s : svg.find("g", "stack"))
        owner[s->attr("data-square")] = svg.below(s, "g", "side-0").size() ? 0 : 1;
    EXPECT_EQ(owner.count("17") ? owner["17"] : -1, 0);
    EXPECT_FALSE(owner.count("28"));
    EXPECT_FALSE(owner.count("22"));
    // Ply 0 is the start; a ply past the game's end is refused naming the game's length.
    auto start = diagram::position_in_pdn(variant("international"),
                                          DAMKA_SOURCE_DIR "/tests/data/pdn/wk2003-international.pdn", 1, 0);
    ASSERT_TRUE(start);
    EXPECT_TRUE(start->last_move.empty());
    auto past = diagram::position_in_pdn(variant("international"),
                                         DAMKA_SOURCE_DIR "/tests/data/pdn/wk2003-international.pdn", 1, 500);
    ASSERT_FALSE(past);
    EXPECT_NE(past.error().find("has 80 plies: there is no ply 500"), std::string::npos) << past.error();
}
