#include "tavreli_game.hpp"

#include "damka/sdk_claims.hpp"

#include "game_end.hpp"
#include "notation.hpp"
#include "position_record.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace damka::tavreli {
namespace {

const char *const kName[2] = {"White", "Black"};

// The board description's word for each таврель (README "Board description").
const char *label_of(Kind k) {
    switch (k) {
    case Kind::Volkhv: return "volkhv";
    case Kind::Knyaz: return "knyaz";
    case Kind::Ratoborets: return "ratoborets";
    case Kind::Luchnik: return "luchnik";
    case Kind::Vsadnik: return "vsadnik";
    case Kind::Zhelgi: return "zhelgi";
    case Kind::Ratnik: return "ratnik";
    case Kind::None: break;
    }
    return "none";
}

// The letters written on a таврель in a diagram (README "Board description"): the seed's
// names ("Описания фигур") cut to one letter, or two where two names share their first.
const char *mark_of(Kind k) {
    switch (k) {
    case Kind::Volkhv: return "Вл";
    case Kind::Knyaz: return "К";
    case Kind::Ratoborets: return "Рб";
    case Kind::Luchnik: return "Л";
    case Kind::Vsadnik: return "Вс";
    case Kind::Zhelgi: return "Ж";
    case Kind::Ratnik: return "Р";
    case Kind::None: break;
    }
    return "";
}

std::vector<int32_t> captured_squares(const TavreliMove &m) {
    return m.taken >= 0 ? std::vector<int32_t>{m.taken} : std::vector<int32_t>{};
}

std::vector<TavreliMove> moves_of(const Position &p) {
    // A finished game has no legal move: a covered Волхв ends it (tavreli seed 2).
    return captured_volkhv(p) >= 0 ? std::vector<TavreliMove>{} : generate_moves(p);
}

uint64_t count_leaves(const Position &p, uint32_t depth, uint32_t flags, const sdk::Divide *divide) {
    if (depth == 0) return 1;
    std::set<std::tuple<int, int, std::vector<int32_t>>> seen;
    uint64_t total = 0;
    for (const TavreliMove &m : moves_of(p)) {
        // plugin-api convention: same origin, destination and taken squares count once.
        if (!(flags & DAMKA_PERFT_KEEP_DUPLICATES) && !seen.emplace(m.from, m.to, captured_squares(m)).second) continue;
        const uint64_t n = depth == 1 ? 1 : count_leaves(apply(p, m), depth - 1, flags, nullptr);
        if (divide) (*divide)(move_notation(p, m), n);
        total += n;
    }
    return total;
}

} // namespace

TavreliGame::TavreliGame(Position position) : position_(std::move(position)), history_(position_) {}

std::unique_ptr<sdk::Game> TavreliGame::create(std::string_view setup) {
    const bool start = setup.find_first_not_of(" \t\r\n") == std::string_view::npos;
    return std::make_unique<TavreliGame>(start ? start_position() : parse_position(setup));
}

std::string TavreliGame::position() const { return format_position(position_); }

const std::vector<TavreliMove> &TavreliGame::moves() const {
    return moves_.get([&] { return moves_of(position_); });
}

sdk::Move TavreliGame::record(const TavreliMove &m) const {
    sdk::Move r;
    r.notation = move_notation(position_, m);
    r.from = m.from;
    r.to = m.to;
    r.path = {m.from, m.to};
    r.captured = captured_squares(m);
    r.flags = m.flags;
    return r;
}

std::vector<sdk::Move> TavreliGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const TavreliMove &m : moves()) out.push_back(record(m));
    return out;
}

sdk::Move TavreliGame::play(std::string_view notation) {
    const sdk::Status now = status();
    if (now.outcome != DAMKA_ONGOING) sdk::illegal("the game is over: " + now.why);
    const TavreliMove m = find_move(position_, moves(), notation);
    const sdk::Move played = record(m);
    const bool ratnik = position_.at(m.from).back().acts_as() == Kind::Ratnik;
    position_ = apply(position_, m);
    moves_.forget();
    history_.add(position_, m.taken >= 0 || ratnik);
    return played;
}

sdk::Status TavreliGame::status() const { return board_status(position_, moves()); }

std::vector<sdk::Claim> TavreliGame::draw_claims() const {
    // Decisions (README "Draws"): the seed gives no draw rule for Tavreli.
    std::vector<sdk::Claim> claims;
    if (status().outcome != DAMKA_ONGOING) return claims;
    const std::string rule = "tavreli decision: ";
    sdk::claims::add_repetition(claims, history_.positions(), rule, "towers, side to move, en passant");
    sdk::claims::add_no_progress(claims, history_.quiet_plies(), kNoProgressPlies, rule,
                                 "without standing on an enemy tower and without a Ратник move");
    sdk::claims::add_length_limit(claims, history_.plies(), kLengthLimitPlies, rule);
    return claims;
}

std::string TavreliGame::board_json() const {
    // The plugin-api board description; a Ратник's piece object adds "back" (the таврель on its
    // back) and "promoted" (1 or 0); "en_passant" names the square a Ратник just passed, or is "".
    sdk::Json j;
    j.open_object();
    j.key("width").value(kSize);
    j.key("height").value(kSize);
    j.key("side_to_move").value(position_.side_to_move);
    j.key("phase").value(std::string(kName[position_.side_to_move]) + " to move");
    j.key("en_passant").value(position_.en_passant >= 0 ? square_name(position_.en_passant) : std::string());
    sdk::BoardDrawing drawing; // the chess board, a1 dark (column-games.md: "chess arrangement")
    drawing.cells = sdk::chequered_cells(kSize, kSize);
    sdk::write_drawing_keys(j, drawing);
    j.key("squares").open_array();
    for (int sq = 0; sq < kSquares; ++sq) {
        j.open_object();
        j.key("index").value(sq);
        j.key("name").value(square_name(sq));
        j.key("pieces").open_array();
        for (const Piece &piece : position_.at(sq)) { // bottom to top
            j.open_object();
            // A promoted Ратник is turned over (tavreli seed 2 "переворачивается и превращается"):
            // drawn crowned with the mark of the таврель it became.
            sdk::write_piece_keys(j,
                                  {int(piece.side), label_of(piece.acts_as()), piece.promoted ? "king" : "man",
                                   mark_of(piece.acts_as())});
            if (piece.kind == Kind::Ratnik) {
                j.key("back").value(label_of(piece.back));
                j.key("promoted").value(piece.promoted ? 1LL : 0LL);
            }
            j.close_object();
        }
        j.close_array();
        j.close_object();
    }
    j.close_array();
    j.close_object();
    return j.text();
}

uint64_t TavreliGame::perft(uint32_t depth, uint32_t flags, const sdk::Divide *divide) const {
    return count_leaves(position_, depth, flags, divide);
}

} // namespace damka::tavreli
