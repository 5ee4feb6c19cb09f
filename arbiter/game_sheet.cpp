#include "game_sheet.hpp"

#include "game_replay.hpp"
#include "time_control.hpp"

#include "diagram/board_description.hpp"
#include "diagram/svg_diagram.hpp"

namespace damka::arbiter {

namespace {

// The tags of the seven-tag roster a sheet names (PDN 3.0 / FIDE Guidelines I.1: the event).
Message tag_label(const std::string &tag) {
    if (tag == "Event") return DAMKA_TR("GameSheet", "Event");
    if (tag == "Site") return DAMKA_TR("GameSheet", "Place");
    if (tag == "Date") return DAMKA_TR("GameSheet", "Date");
    if (tag == "Round") return DAMKA_TR("GameSheet", "Round");
    return Message(tag);
}

// The side's name in the sheet's language as a heading: White and Black as the sheet's own words
// ("Белые"); any other as the plugin names it in `lang` (ABI 1.4 "damka.names/1": «синие»),
// else in English.
Message side_word(const Variant &variant, int side, std::string_view lang) {
    const std::string name = variant.side_name(side);
    if (name == "White") return DAMKA_TR("GameSheet", "White");
    if (name == "Black") return DAMKA_TR("GameSheet", "Black");
    return Message(variant.side_name(side, lang));
}

std::string last_move_square_path(const Replay &r, std::vector<int> &path) {
    for (auto it = r.moves.rbegin(); it != r.moves.rend(); ++it) {
        if (!it->played) return {}; // the last move was irregular: no arrow for it
        path.assign(it->played->path.begin(), it->played->path.end());
        return it->played->notation;
    }
    return {};
}

} // namespace

Expected<GameSheet> game_sheet(const Variant &variant, const GameLog &log, const std::string &where,
                               const std::vector<std::pair<std::string, std::string>> &tags, std::string_view lang) {
    Expected<Replay> replayed = replay(variant, log);
    if (!replayed) return Error{replayed.error_message()};
    const Replay &r = *replayed;
    GameSheet s;
    const Message sides[2] = {side_word(variant, 0, lang), side_word(variant, 1, lang)};
    s.title = DAMKA_TR("GameSheet", "Game sheet for adjournment or adjudication");
    for (const auto &[tag, value] : tags)
        if (!value.empty() && value != "?") s.facts.push_back({tag_label(tag), Message(value)});
    s.facts.push_back({DAMKA_TR("GameSheet", "Game"), Message(where)});
    s.facts.push_back({DAMKA_TR("GameSheet", "Variant"), Message(variant.name(lang))});
    for (int side = 0; side < 2; ++side)
        s.facts.push_back({sides[side],
                           log.players[size_t(side)].empty() ? DAMKA_TR("GameSheet", "(not named in the log)")
                                                             : Message(log.players[size_t(side)])});
    s.facts.push_back({DAMKA_TR("GameSheet", "Time control"),
                       log.time_control.empty() ? DAMKA_TR("GameSheet", "not followed") : Message(log.time_control)});
    // Guidelines I.1: the time on the clocks when play stopped.
    if (r.clock && r.clock->started()) {
        const ClockReading reading = r.clock->reading(r.now);
        s.facts.push_back({DAMKA_TR("GameSheet", "Clocks"),
                           DAMKA_TR("GameSheet", "%1 %2, %3 %4 (at %5 of play)")
                               .arg(sides[0])
                               .arg(format_clock(reading.remaining[0]))
                               .arg(sides[1])
                               .arg(format_clock(reading.remaining[1]))
                               .arg(format_clock(r.now))});
    } else {
        s.facts.push_back({DAMKA_TR("GameSheet", "Clocks"), DAMKA_TR("GameSheet", "not followed by the log")});
    }
    s.facts.push_back(
        {DAMKA_TR("GameSheet", "Moves made"),
         DAMKA_TR("GameSheet", "%1 %2, %3 %4").arg(sides[0]).arg(r.moves_made(0)).arg(sides[1]).arg(r.moves_made(1))});
    if (r.game_over())
        s.facts.push_back({DAMKA_TR("GameSheet", "State"), DAMKA_TR("GameSheet", "the game is over")});
    else if (r.to_move >= 0)
        s.facts.push_back({DAMKA_TR("GameSheet", "To move"), sides[r.to_move]});
    else
        s.facts.push_back(
            {DAMKA_TR("GameSheet", "To move"), DAMKA_TR("GameSheet", "unknown while an irregular move stands")});
    for (const DrawOfferState &offer : r.offers)
        if (!offer.answered)
            s.facts.push_back({DAMKA_TR("GameSheet", "Draw offer"),
                               DAMKA_TR("GameSheet", "by %1, not answered").arg(sides[offer.side & 1])});

    int ply = 0;
    for (const ReplayedMove &m : r.moves) {
        SheetMove row{++ply, m.side >= 0 ? sides[m.side & 1] : Message(), log.events[m.event].move, Message()};
        if (!m.played && !m.refusal.empty())
            row.note = DAMKA_TR("GameSheet", "not legal: %1").arg(m.refusal);
        else if (!m.in_turn)
            row.note = DAMKA_TR("GameSheet", "out of turn");
        s.moves.push_back(std::move(row));
    }

    if (r.game) {
        Expected<diagram::Board> board = diagram::read_board(r.game->board_json());
        if (!board) return Error{board.error_message()};
        diagram::SvgOptions o;
        const std::string last = last_move_square_path(r, o.last_move);
        o.square_size = 44;
        o.piece_title = diagram::piece_titles(variant, lang);
        s.diagram_svg = diagram::render_svg(*board, o);
        s.diagram_caption = last.empty() ? DAMKA_TR("GameSheet", "The position on the board")
                                         : DAMKA_TR("GameSheet", "The position on the board after %1").arg(last);
    } else {
        // adiukh 8.8: an irregular move stands until corrected; the arbiter states the position.
        s.diagram_caption = DAMKA_TR("GameSheet",
                                     "The position is not known from the log: an irregular move stands "
                                     "on the board until corrected (adiukh 8.8); log a position event");
    }

    const Message mover = r.to_move >= 0 ? sides[r.to_move] : Message("?");
    s.to_fill = {
        DAMKA_TR("GameSheet", "Sealed move of %1, move %2: ____________")
            .arg(mover)
            .arg(r.moves_made(r.to_move < 0 ? 0 : r.to_move) + 1),
        DAMKA_TR("GameSheet", "Resumption (date, time, place): ____________"),
        DAMKA_TR("GameSheet", "Arbiter's decision: ____________"),
        DAMKA_TR("GameSheet", "Signatures: %1 ________ %2 ________ arbiter ________").arg(sides[0]).arg(sides[1])};
    return s;
}

} // namespace damka::arbiter
