// The eight variants as rule settings. Sources: the digest table of rules/draughts.md and
// its seed (seeds/002, «Сводная таблица правил разных вариантов шашек»); draw codes in
// draw_rules.cpp. Each setting cites where it comes from.
#pragma once

#include "draughts_rules.hpp"

namespace damka::draughts {

// Russian draughts federation, «Ничья» (the Ukrainian federation's copy, shashky.in.ua,
// items 3-6): repetition; 15 moves only with kings; three kings v one king: 15 moves; both sides
// with kings and no change in the balance: 30 moves (4-5 pieces), 60 (6-7 pieces).
inline constexpr DrawRules kRussianDraws{"russian federation", false, 15, "15 king moves", 15, 30, 60, 0, 0};
// FMJD rules art. 6 (also Минспорт России № 722, 3.5): repetition; 25 moves only with kings;
// 3 pieces with a king v a king: 16 moves each; at most 2 with a king v a king: 5 moves each.
inline constexpr DrawRules kFmjdDraws{"FMJD art. 6", false, 25, "25 king moves", 0, 0, 0, 16, 5};
// WCDF Rules of Draughts, section one: repetition (also by the next move); 40 moves each with no
// man advanced and no piece removed.
inline constexpr DrawRules kWcdfDraws{"WCDF", true, 40, "forty-move rule", 0, 0, 0, 0, 0};
// APCA playing rules: three kings v one king must win within 13 moves (repetition: assumed).
inline constexpr DrawRules kApcaDraws{"APCA", false, 0, "", 13, 0, 0, 0, 0};

// seed 002 «Русские шашки»: 8x8, 12 men, flying kings, men capture back, White first, free
// choice of capture, a man crowned mid-capture goes on as a king.
inline constexpr Rules kRussian{8,
                                3,
                                true,
                                true,
                                Color::White,
                                false,
                                CapturePromotion::ContinueAsKing,
                                false,
                                SquareNotation::Algebraic,
                                &kRussianDraws};

// seed 002 «Международные шашки»: 10x10, 20 men, maximum capture, a man passing the far row
// mid-capture stays a man (FMJD 3.x; crowned only if the move ends there).
inline constexpr Rules kInternational{
    10, 4, true, true, Color::White, true, CapturePromotion::PassAsMan, false, SquareNotation::Numeric, &kFmjdDraws};

// seed 002 «Бразильские шашки»: International rules on 8x8 with 12 men; algebraic notation
// (rules/draughts.md: Notation).
inline constexpr Rules kBrazilian{
    8, 3, true, true, Color::White, true, CapturePromotion::PassAsMan, false, SquareNotation::Algebraic, &kFmjdDraws};

// seed 002 «Канадские шашки»: International rules on 12x12 with 30 men (5 rows).
inline constexpr Rules kCanadian{
    12, 5, true, true, Color::White, true, CapturePromotion::PassAsMan, false, SquareNotation::Numeric, &kFmjdDraws};

// seed 002 «Английские шашки (чекерс)»: kings move one square, men capture forward only,
// Black moves first, free choice; rules/draughts.md: crowning ends the move.
inline constexpr Rules kEnglish{
    8, 3, false, false, Color::Black, false, CapturePromotion::EndsMove, false, SquareNotation::Numeric, &kWcdfDraws};

// seed 002 «Пул»: International rules on 8x8, Black first, no maximum-capture rule;
// rules/draughts.md table: a man crossing the king row mid-capture "as International".
inline constexpr Rules kPool{
    8, 3, true, true, Color::Black, false, CapturePromotion::PassAsMan, false, SquareNotation::Algebraic, &kApcaDraws};

// seed 002 «Поддавки»: the rules of the corresponding variant, the aim reversed.
inline constexpr Rules kGiveawayRussian{8,
                                        3,
                                        true,
                                        true,
                                        Color::White,
                                        false,
                                        CapturePromotion::ContinueAsKing,
                                        true,
                                        SquareNotation::Algebraic,
                                        &kRussianDraws};
inline constexpr Rules kGiveawayInternational{
    10, 4, true, true, Color::White, true, CapturePromotion::PassAsMan, true, SquareNotation::Numeric, &kFmjdDraws};

} // namespace damka::draughts
