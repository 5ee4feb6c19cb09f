// Each player's rounds as the scoring and tie-break rules see them: the opponent, the colour,
// what happened (played, forfeit, which bye, absent) and the points it scored.
#pragma once

#include "model.hpp"

#include <vector>

namespace damka::tournament {

enum class EntryKind {
    Win,
    Draw,
    Loss, // played over the board
    ForfeitWin,
    ForfeitLoss, // paired, not played (C.04.1, TRF + / -)
    PAB,
    HPB,
    FPB,
    ZPB, // byes (C.04.1 c, C.04.2)
    Absent, // not paired: withdrawn, not yet entered, or away
    Pending // paired, result not entered yet
};

struct RoundEntry {
    EntryKind kind = EntryKind::Absent;
    int opponent = 0; // start number, 0 when none
    char colour = 0; // 'w', 'b', or 0 when no game was scheduled
    double points = 0; // game points under the event's scoring (a micro-match: both games)
    double opponent_points = 0; // the opponent's points in the same encounter
    int games = 0; // games of the encounter (2 in a micro-match)
    bool has_variant_tiebreak = false;
    int variant_tiebreak = 0, opponent_variant_tiebreak = 0; // balls, 24-point score
    int board = 0;
    // Game by game (a micro-match's encounter holds two): the counting tie-breaks (WIN, WON,
    // BPG, BWG) and the rating-based ones (ARO, TPR) count games, not encounters.
    int games_won = 0, games_drawn = 0, games_played = 0; // over the board
    int games_won_by_forfeit = 0;
    int black_played = 0, black_won = 0, black_won_by_forfeit = 0;
    // Games of the encounter this player forfeited, and games the opponent forfeited (a double
    // forfeit counts on both sides): C.04.5 ends a match by forfeit only on a whole match.
    int games_forfeited = 0, games_forfeited_by_opponent = 0;

    bool played() const { return kind == EntryKind::Win || kind == EntryKind::Draw || kind == EntryKind::Loss; }
    bool paired() const { return opponent != 0; }
    // FIDE C.07 16.1.2: voluntarily unplayed rounds (VUR) - requested half- or zero-point byes
    // and forfeit losses; 16.1.1 counts every round after a withdrawal (here: absent) as a
    // zero-point bye.
    bool voluntarily_unplayed() const {
        return kind == EntryKind::HPB || kind == EntryKind::ZPB || kind == EntryKind::ForfeitLoss ||
            kind == EntryKind::Absent;
    }
    // C.07 7.1 WIN, game by game: games won (played or by forfeit), and a bye worth a win of
    // every game of the pairing counts as that many (`games_per_pairing`, 2 in a micro-match).
    int wins_counted(const Scoring &s, int games_per_pairing) const;
};

struct PlayerRecord {
    int player = 0;
    std::vector<RoundEntry> rounds; // index 0 = round 1
    double score = 0;
};

// The records of every player after `after_round` rounds (players in the event's order).
std::vector<PlayerRecord> build_records(const EventData &event, int after_round);

// Points of a bye kind under the event's rules.
double bye_points(const ByeRules &rules, ByeKind kind);

} // namespace damka::tournament
