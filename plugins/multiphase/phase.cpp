#include "phase.hpp"

#include "zones.hpp"

namespace damka::multiphase {
namespace {

// A phase is over: `winner` 0 or 1, or -1 for a draw. The next phase starts unless the game
// is won.
void end_phase(PhaseState &s, int winner) {
    const int second = 1 - s.first;
    if (winner >= 0)
        ++s.wins[size_t(winner)];
    else
        ++s.drawn; // multiphase Фазы: "две ничьи не считаются за целое очко"
    s.extra = false;
    s.plies = 0;
    if (s.winner() >= 0) return; // multiphase Фазы: two phases won win the game
    // multiphase Фазы "Первый ход в каждой последующей «фазе» делает тот, кто стал победителем
    // в предыдущей, а в случае ничейного исхода ... игрок, ходивший вторым в предыдущей".
    s.first = winner >= 0 ? winner : second;
    s.to_move = s.first;
    ++s.number; // "«фазы соединения» чередуются с «фазами разделения»"
}

} // namespace

int PhaseState::winner() const {
    for (int side = 0; side < 2; ++side)
        if (wins[size_t(side)] >= kPhasesToWin) return side;
    return -1;
}

bool goal_reached(const Placement &p, const PhaseState &s, int player) {
    if (s.separation()) return separated(p.colour[size_t(player)]);
    return connected(p.colour[size_t(1 - player)]);
}

void after_move(PhaseState &s, const Placement &after, const Options &options) {
    const int mover = s.to_move;
    ++s.plies;
    ++s.game_plies;
    const bool done = goal_reached(after, s, mover);
    if (s.extra) {
        // multiphase Фазы: "Если этим ходом второй игрок тоже сумеет закончить ..., ничья.
        // А если не сумеет, побеждает первый игрок."
        end_phase(s, done ? -1 : s.first);
        return;
    }
    if (done && mover == s.first) {
        // "если первым закончит ... игрок, который ходил первым, то второму игроку дается ещё
        // один ход (его обязательно нужно сделать)".
        s.extra = true;
        s.to_move = 1 - mover;
        return;
    }
    if (done) { // "если первым закончит ... второй игрок, ... сразу побеждает второй"
        end_phase(s, mover);
        return;
    }
    if (options.phase_limit > 0 && s.plies >= options.phase_limit) { // option `phase limit: N` draws the phase
        end_phase(s, -1);
        return;
    }
    s.to_move = 1 - mover;
}

void lose_phase(PhaseState &s) { end_phase(s, 1 - s.to_move); }

} // namespace damka::multiphase
