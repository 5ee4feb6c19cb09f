#include "pdn_variant.hpp"

#include "pdn_tags.hpp"

#include "core/qt_text.hpp"

#include <algorithm>

namespace damka::pdn {

namespace {
constexpr int default_gametype = 20; // PDN 3.0 "GameType tag": International when absent
const char *const algebraic_default_variant = "russian";

// lidraughts' "From Position" games (modules/draughts/src/main/variant/FromPosition.scala:
// gameType 99) are International draughts from the FEN tag.
constexpr int lidraughts_from_position = 99;
constexpr int frisian_gametype = 40; // PDN 3.0 GameType table
const char *const frysk_variant = "frysk";

Message msg(const QString &text) { return Message(text.toStdString()); }

// True when the FEN tag holds exactly the Frysk! start: White to move, White men on 46-50,
// Black men on 1-5 (lidraughts Frysk.scala initialFen "W:W46,47,48,49,50:B1,2,3,4,5").
// pydraughts writes Frysk! games as GameType 40 with this FEN (draughts/PDN.py
// VARIANT_TO_GAMETYPE 'frysk!': 40, _startpos_to_fen), since PDN 3.0 has no number for it.
// Frysk! is Frisian from that start, so any other set-up stays frisian: the moves are the same.
bool has_frysk_start(const GameRecord &game) {
    const Tag *fen_tag = game.find_tag(u"FEN");
    if (!fen_tag) return false;
    const Expected<Fen> fen = parse_fen(fen_tag->value);
    if (!fen || fen->turn != u'W' || fen->pieces.size() != 10) return false;
    std::vector<int> white, black;
    for (const FenPiece &p : fen->pieces) {
        if (p.king || p.colour == u'?') return false;
        (p.colour == u'W' ? white : black).push_back(p.square.toInt());
    }
    std::sort(white.begin(), white.end());
    std::sort(black.begin(), black.end());
    return white == std::vector<int>{46, 47, 48, 49, 50} && black == std::vector<int>{1, 2, 3, 4, 5};
}

// The variant declaring `number`. A plugin's 0 means "PDN has no number for it"
// (plugin-api/damka/plugin_api.h), while PDN's GameType 0 is chess: never a match.
const Variant *with_gametype(const PluginRegistry &registry, int number) {
    if (number == 0) return nullptr;
    for (const Variant &v : registry.variants())
        if (int(v.pdn_gametype()) == number) return &v;
    return nullptr;
}
} // namespace

bool has_algebraic_moves(const GameRecord &game) {
    for (const Element *m : main_line_moves(game)) return !m->text.isEmpty() && m->text[0].isLetter();
    return false;
}

Expected<VariantChoice> choose_variant(const GameRecord &game, const PluginRegistry &registry,
                                       const QString &override_id) {
    if (!override_id.isEmpty()) {
        if (const Variant *v = registry.find(override_id.toStdString())) return VariantChoice{v, {}};
        return Error{DAMKA_TR("Pdn", "no loaded variant has the id '%1'").arg(msg(override_id))};
    }
    const Tag *tag = game.find_tag(u"GameType");
    GameType type;
    Message note;
    if (tag) {
        Expected<GameType> parsed = parse_gametype(tag->value);
        if (!parsed)
            return Error{DAMKA_TR("Pdn", "line %1: GameType \"%2\": %3")
                             .arg(tag->where.line)
                             .arg(msg(tag->value))
                             .arg(parsed.error_message())};
        type = *parsed;
    } else if (has_algebraic_moves(game)) {
        // Old Russian files (ussr1947-russian.pdn) have no GameType and algebraic moves, which
        // PDN's default International game never uses.
        if (const Variant *v = registry.find(algebraic_default_variant))
            return VariantChoice{
                v, DAMKA_TR("Pdn", "no GameType tag and algebraic moves (like c3-d4): replayed as russian")};
        return Error{
            DAMKA_TR("Pdn", "no GameType tag and algebraic moves mean russian, but no plugin provides 'russian'")};
    } else {
        type.number = default_gametype;
        note = DAMKA_TR("Pdn", "no GameType tag: PDN's default 20 (International)");
    }
    const Variant *chosen = with_gametype(registry, type.number);
    if (!chosen && type.number == lidraughts_from_position) {
        chosen = with_gametype(registry, default_gametype);
        if (chosen)
            note = DAMKA_TR("Pdn",
                            "GameType 99 (lidraughts' From Position: International draughts from the FEN "
                            "tag): replayed as %1")
                       .arg(chosen->id());
    }
    if (chosen && type.number == frisian_gametype && has_frysk_start(game))
        if (const Variant *frysk = registry.find(frysk_variant)) {
            chosen = frysk;
            note = DAMKA_TR("Pdn",
                            "GameType 40 with the Frysk! start (FEN W:W46,47,48,49,50:B1,2,3,4,5): "
                            "replayed as frysk");
        }
    if (!chosen)
        return Error{DAMKA_TR("Pdn", "GameType %1: no loaded variant has this PDN game type (use --variant ID)")
                         .arg(type.number)};
    if (type.extended &&
        (type.board_width != int(chosen->board_width()) || type.board_height != int(chosen->board_height())))
        return Error{DAMKA_TR("Pdn", "GameType %1 says the board is %2x%3, but %4 is played on %5x%6")
                         .arg(type.number)
                         .arg(type.board_width)
                         .arg(type.board_height)
                         .arg(chosen->id())
                         .arg(int(chosen->board_width()))
                         .arg(int(chosen->board_height()))};
    return VariantChoice{chosen, note};
}

} // namespace damka::pdn
