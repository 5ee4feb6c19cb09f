// The rule settings of the column (tower) games: one struct, three short definitions.
// Every setting names the rule text it comes from; README.md explains the decisions.
#pragma once

#include <cstdint>

namespace damka::column {

struct Rules {
    const char *id;
    int size; // board is size x size, dark squares have (x + y) even
    int men_per_side; // start position: the dark squares of the first rows
    int start_rows; // rows of men per side in the start position
    bool flying_kings; // a king moves and captures along a diagonal at any distance
    bool men_capture_backward; // men capture backwards as well as forwards
    bool kings_quiet_moves; // kings may move without capturing
    bool king_by_square; // a king is any tower on the opponent's king row (no marker)
    bool promotion_continues; // a man crowned during a capture goes on capturing as a king
    bool recapture_towers; // the same tower may be taken again (no 180° turn; emptied
        // squares are empty at once) instead of "each tower once,
        // jumped towers stay in the way until the move ends"
    bool score_24; // the Adiukh 24-point score decides the game
    int draw_counter_plies; // draw claim after this many plies of king-only moves (0: none)
    bool repetition_draw; // draw claim on the third occurrence of a position
    char king_mark; // position record: prefix marking a king ('\0': none)
    char capture_separator; // canonical capture notation: ':' or 'x'
    bool numeric_squares; // squares may also be written as numbers 1..N (Lasker)
    const char *man_label; // board description labels
    const char *king_label;
    const char *capture_rule; // cited when a quiet move is refused because a capture is due
};

// Adiukh: seed 004 (V. S. Pankovich), rule numbers are the seed's.
inline constexpr Rules kAdiukh{"adiukh",
                               8,
                               12,
                               3,
                               /*flying_kings*/ true, // adiukh 3.9
                               /*men_capture_backward*/ true, // adiukh 3.6
                               /*kings_quiet_moves*/ false, // adiukh 3.5
                               /*king_by_square*/ true, // adiukh 3.5, 3.12: "обозначение дамки не требуется"
                               /*promotion_continues*/ true, // adiukh 3.11
                               /*recapture_towers*/ true, // adiukh 3.14, Figures 27-28
                               /*score_24*/ true, // adiukh 5.1, 6.1.1
                               /*draw_counter_plies*/ 0, // seed 004: no repetition or 15-move draw in adiukh
                               /*repetition_draw*/ false,
                               '\0',
                               ':',
                               false,
                               "man",
                               "king",
                               "adiukh 3.6"};

// Russian column draughts (Bashni): Russian draughts with towers, seed 001 game 1.
inline constexpr Rules kRussianColumn{"russian-column",
                                      8,
                                      12,
                                      3,
                                      /*flying_kings*/ true, // Russian draughts (draughts.md)
                                      /*men_capture_backward*/ true, // Russian draughts
                                      /*kings_quiet_moves*/ true,
                                      /*king_by_square*/ false, // seed 001: a captured king checker is turned over
                                      /*promotion_continues*/ true, // Russian draughts
                                      /*recapture_towers*/ false, // seed 001: "Столбик можно рубить только один раз"
                                      /*score_24*/ false,
                                      /*draw_counter_plies*/ 30, // seed 004 names the 15-move rule for column draughts
                                      /*repetition_draw*/ true, // seed 004: "правила повторения одной и той же позиции"
                                      'K',
                                      ':',
                                      false,
                                      "man",
                                      "king",
                                      "Russian draughts"};

// Lasca (Em. Lasker): 7x7, English-draughts movement (seed 001 game 3), towers as above.
inline constexpr Rules kLasca{"lasca",
                              7,
                              11,
                              3,
                              /*flying_kings*/ false, // seed 001: officers move one square
                              /*men_capture_backward*/ false, // seed 001: soldiers move and capture forward only
                              /*kings_quiet_moves*/ true,
                              /*king_by_square*/ false, // seed 001: a captured officer becomes a soldier
                              /*promotion_continues*/ false, // English draughts: the move ends on crowning
                              /*recapture_towers*/ false, // seed 001: column rules as Russian column draughts
                              /*score_24*/ false,
                              /*draw_counter_plies*/ 80, // [decision] 40 moves each without capture or soldier move
                              /*repetition_draw*/ true, // [decision] third occurrence of a position
                              'O',
                              'x',
                              true,
                              "soldier",
                              "officer",
                              "English draughts"};

} // namespace damka::column
