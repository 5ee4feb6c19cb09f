#include "pdn_variant.hpp"

#include "pdn_tags.hpp"

namespace damka::pdn {

namespace {
constexpr int default_gametype = 20; // PDN 3.0 "GameType tag": International when absent
const char *const algebraic_default_variant = "russian";
} // namespace

bool has_algebraic_moves(const GameRecord &game) {
    for (const Element *m : main_line_moves(game)) return !m->text.isEmpty() && m->text[0].isLetter();
    return false;
}

Expected<VariantChoice> choose_variant(const GameRecord &game, const PluginRegistry &registry,
                                       const QString &override_id) {
    if (!override_id.isEmpty()) {
        if (const Variant *v = registry.find(override_id.toStdString())) return VariantChoice{v, {}};
        return Error{QStringLiteral("no loaded variant has the id '%1'").arg(override_id).toStdString()};
    }
    const Tag *tag = game.find_tag(u"GameType");
    GameType type;
    QString note;
    if (tag) {
        Expected<GameType> parsed = parse_gametype(tag->value);
        if (!parsed)
            return Error{QStringLiteral("line %1: GameType \"%2\": %3")
                             .arg(tag->where.line)
                             .arg(tag->value, QString::fromStdString(parsed.error()))
                             .toStdString()};
        type = *parsed;
    } else if (has_algebraic_moves(game)) {
        // Old Russian files (ussr1947-russian.pdn) have no GameType and algebraic moves, which
        // PDN's default International game never uses.
        if (const Variant *v = registry.find(algebraic_default_variant))
            return VariantChoice{
                v, QStringLiteral("no GameType tag and algebraic moves (like c3-d4): replayed as russian")};
        return Error{"no GameType tag and algebraic moves mean russian, but no plugin provides 'russian'"};
    } else {
        type.number = default_gametype;
        note = QStringLiteral("no GameType tag: PDN's default 20 (International)");
    }
    for (const Variant &v : registry.variants()) {
        if (int(v.pdn_gametype()) != type.number) continue;
        if (type.extended && (type.board_width != int(v.board_width()) || type.board_height != int(v.board_height())))
            return Error{QStringLiteral("GameType %1 says the board is %2x%3, but %4 is played on %5x%6")
                             .arg(type.number)
                             .arg(type.board_width)
                             .arg(type.board_height)
                             .arg(QString::fromStdString(v.id()))
                             .arg(v.board_width())
                             .arg(v.board_height())
                             .toStdString()};
        return VariantChoice{&v, note};
    }
    return Error{QStringLiteral("GameType %1: no loaded variant has this PDN game type (use --variant ID)")
                     .arg(type.number)
                     .toStdString()};
}

} // namespace damka::pdn
