#include "multiphase_game.hpp"

#include "damka/sdk_claims.hpp"

#include "notation.hpp"
#include "zones.hpp"

namespace damka::multiphase {
namespace {

const char *const kName[2] = {"Blue", "Red"};

std::string score_text(const PhaseState &s) { return std::to_string(s.wins[0]) + ":" + std::to_string(s.wins[1]); }

sdk::Status with_phase_score(sdk::Status st, const PhaseState &s) {
    // Decision (README "Tournament result"): the phases won are the variant's tie-break points.
    st.tiebreak[0] = s.wins[0];
    st.tiebreak[1] = s.wins[1];
    return st;
}

sdk::Move record(const MpMove &m) {
    sdk::Move r;
    r.notation = move_notation(m);
    r.from = m.from;
    r.to = m.to;
    r.path.push_back(m.from);
    if (!m.transfer) { // every square the slide crosses
        const int dx = file_of(m.to) > file_of(m.from) ? 1 : file_of(m.to) < file_of(m.from) ? -1 : 0;
        const int dy = rank_of(m.to) > rank_of(m.from) ? 1 : rank_of(m.to) < rank_of(m.from) ? -1 : 0;
        for (int s = neighbour(m.from, dx, dy); s != m.to; s = neighbour(s, dx, dy)) r.path.push_back(s);
    }
    r.path.push_back(m.to);
    return r;
}

} // namespace

MultiphaseGame::MultiphaseGame(const Origin &origin)
    : origin_(origin), placement_(origin.placement), state_(origin.state), history_{origin.placement} {
    index_.emplace(placement_hash(placement_), 0);
    settle();
}

std::unique_ptr<sdk::Game> MultiphaseGame::create(std::string_view setup) {
    const bool start = setup.find_first_not_of(" \t\r\n") == std::string_view::npos;
    const Record r = start ? Record{Origin{start_placement(), PhaseState{}}, {}} : parse_record(setup);
    auto game = std::make_unique<MultiphaseGame>(r.origin);
    for (const std::string &m : r.moves) {
        try {
            game->play(m);
        } catch (const sdk::Error &e) {
            sdk::invalid("move " + std::to_string(game->played_.size() + 1) + " of the set-up: " + e.what());
        }
    }
    return game;
}

bool MultiphaseGame::seen_before(const Placement &p) const {
    const auto [b, e] = index_.equal_range(placement_hash(p));
    for (auto it = b; it != e; ++it)
        if (history_[it->second] == p) return true;
    return false;
}

std::vector<MpMove> MultiphaseGame::moves() const {
    // The standing-zone rule looks at this player's previous turn, two plies back in the phase.
    const Placement *previous = state_.plies >= 2 && history_.size() >= 3 ? &history_[history_.size() - 3] : nullptr;
    std::vector<MpMove> out;
    for (const MpMove &m : candidate_moves(placement_, state_, previous, origin_.options))
        // multiphase Инвентарь "Ходы, приводящие к повторению позиции, запрещены." Decision
        // (README "Repetition"): the arrangement of all pieces, anywhere earlier in the game.
        if (!seen_before(apply(placement_, state_, m))) out.push_back(m);
    return out;
}

void MultiphaseGame::make(const MpMove &m) {
    placement_ = apply(placement_, state_, m);
    after_move(state_, placement_, origin_.options);
    index_.emplace(placement_hash(placement_), history_.size());
    history_.push_back(placement_);
}

void MultiphaseGame::unmake(const Placement &placement, const PhaseState &state) {
    const auto [b, e] = index_.equal_range(placement_hash(history_.back()));
    for (auto it = b; it != e; ++it)
        if (it->second == history_.size() - 1) {
            index_.erase(it);
            break;
        }
    history_.pop_back();
    placement_ = placement;
    state_ = state;
}

void MultiphaseGame::settle() {
    while (state_.winner() < 0 && moves().empty()) lose_phase(state_);
}

std::vector<sdk::Move> MultiphaseGame::legal_moves() const {
    std::vector<sdk::Move> out;
    for (const MpMove &m : moves()) out.push_back(record(m));
    return out;
}

sdk::Move MultiphaseGame::play(std::string_view notation) {
    if (state_.winner() >= 0) sdk::illegal("the game is over: " + status().why);
    const std::vector<MpMove> legal = moves();
    const MpMove m = find_move(legal, notation);
    make(m);
    played_.push_back(move_notation(m));
    settle();
    return record(m);
}

sdk::Status MultiphaseGame::status() const {
    const int w = state_.winner();
    if (w < 0) return {};
    // multiphase Фазы "Чтобы стать победителем партии ..., нужно выиграть первым в двух любых «фазах»."
    return with_phase_score(sdk::Status::win(w,
                                             std::string(kName[w]) + " has won two phases (phase score " +
                                                 score_text(state_) + ", multiphase Фазы)"),
                            state_);
}

std::vector<sdk::Claim> MultiphaseGame::draw_claims() const {
    std::vector<sdk::Claim> claims;
    if (state_.winner() < 0)
        sdk::claims::add_length_limit(claims, state_.game_plies, kGameClaimPlies, "multiphase decision: ");
    return claims;
}

sdk::Status MultiphaseGame::result_of(int32_t how, int32_t side) const {
    return with_phase_score(sdk::Game::result_of(how, side), state_);
}

sdk::Status MultiphaseGame::check_entered(sdk::Status entered, bool with_tiebreak) const {
    entered = sdk::Game::check_entered(entered, false);
    if (!with_tiebreak) return entered;
    // The phases won: 0, 1 or 2 each; only the winner of the game can have two (a game ends
    // at the second phase won, or earlier off the board).
    for (int side = 0; side < 2; ++side) {
        const int t = entered.tiebreak[side];
        if (t < 0 || t > kPhasesToWin) sdk::refused("a player wins 0, 1 or 2 phases, not " + std::to_string(t));
        if (t == kPhasesToWin && !(entered.outcome == DAMKA_WIN && entered.winner == side))
            sdk::refused(std::string(kName[side]) + " won two phases, so won the game");
    }
    return entered;
}

std::string MultiphaseGame::board_json() const {
    // The plugin-api board description plus the phase state (README "Board description").
    const int mover = state_.to_move;
    const int colour = state_.colour_moved_by(mover);
    std::vector<sdk::BoardSquare> squares;
    for (int sq = 0; sq < kSquares; ++sq) {
        sdk::BoardSquare s{sq, square_name(sq), {}};
        for (int side = 0; side < 2; ++side)
            if (placement_.colour[size_t(side)].test(size_t(sq))) s.pieces.push_back({side, "piece", "man"});
        squares.push_back(std::move(s));
    }
    // The zones of the colour the side to move moves (zones.hpp), each a list of square
    // names; none when the fence leaves one region (figure 5: no zones).
    std::vector<Squares> regions = zones(placement_, colour);
    if (regions.size() < 2) regions.clear();
    // Drawing keys (README "Board description"): the seed's field is "расчерченное на квадраты"
    // with no colours, drawn chequered with a1 dark; each zone shaded as fenced by the other
    // colour's pieces.
    sdk::BoardDrawing drawing;
    drawing.cells = sdk::chequered_cells(kSize, kSize);
    for (const Squares &zone : regions) {
        sdk::BoardRegion r{"zone", 1 - colour, {}};
        for (int sq = 0; sq < kSquares; ++sq)
            if (zone.test(size_t(sq))) r.squares.push_back(square_name(sq));
        drawing.regions.push_back(std::move(r));
    }
    const std::string phase = "phase " + std::to_string(state_.number) +
        (state_.separation() ? " (separation)" : " (connection)") + "; " + kName[mover] + " to move " +
        (colour == mover ? "his own" : "the opponent's") + " pieces; phases won " + score_text(state_) +
        (state_.extra ? "; extra move" : "");
    return sdk::board_json(kSize, kSize, mover, squares, drawing, phase, [&](sdk::Json &j) {
        j.key("phase_number").value(state_.number);
        j.key("phase_kind").value(state_.separation() ? "separation" : "connection");
        j.key("first").value(state_.first);
        j.key("colour_moved").value(colour);
        j.key("extra_move").value(state_.extra ? 1 : 0);
        j.key("score").open_array().value(state_.wins[0]).value(state_.wins[1]).close_array();
        j.key("drawn").value(state_.drawn);
        j.key("phase_plies").value(state_.plies);
        j.key("zones").open_array();
        for (const sdk::BoardRegion &zone : drawing.regions) {
            j.open_array();
            for (const std::string &name : zone.squares) j.value(name);
            j.close_array();
        }
        j.close_array();
    });
}

uint64_t MultiphaseGame::count_leaves(uint32_t depth) {
    if (depth == 0) return 1;
    const std::vector<MpMove> legal = moves();
    if (depth == 1) return legal.size();
    uint64_t total = 0;
    for (const MpMove &m : legal) {
        const Placement placement = placement_;
        const PhaseState state = state_;
        make(m);
        settle();
        total += count_leaves(depth - 1);
        unmake(placement, state);
    }
    return total;
}

uint64_t MultiphaseGame::perft(uint32_t depth, uint32_t, const sdk::Divide *divide) const {
    // Every move is distinct by origin and destination: the duplicate flag changes nothing.
    MultiphaseGame walker(*this);
    if (depth == 0) return 1;
    uint64_t total = 0;
    for (const MpMove &m : walker.moves()) {
        const Placement placement = walker.placement_;
        const PhaseState state = walker.state_;
        walker.make(m);
        walker.settle();
        const uint64_t n = walker.count_leaves(depth - 1);
        walker.unmake(placement, state);
        if (divide) (*divide)(move_notation(m), n);
        total += n;
    }
    return total;
}

} // namespace damka::multiphase
