// The eight variants as rule settings. Sources: the digest table of rules/draughts.md and
// its seed (seeds/002, «Сводная таблица правил разных вариантов шашек»); draw codes in
// draw_rules.cpp. Each setting cites where it comes from.
#pragma once

#include "rules.hpp"

namespace damka::draughts {

// seed 002 «Русские шашки»: 8x8, 12 men, flying kings, men capture back, White first, free
// choice of capture, a man crowned mid-capture goes on as a king.
inline constexpr Rules kRussian{8, 3, true, true, Color::White, false, CapturePromotion::ContinueAsKing,
                                false, SquareNotation::Algebraic, DrawCode::RussianFederation};

// seed 002 «Международные шашки»: 10x10, 20 men, maximum capture, a man passing the far row
// mid-capture stays a man (FMJD 3.x; crowned only if the move ends there).
inline constexpr Rules kInternational{10, 4, true, true, Color::White, true, CapturePromotion::PassAsMan,
                                      false, SquareNotation::Numeric, DrawCode::Fmjd};

// seed 002 «Бразильские шашки»: International rules on 8x8 with 12 men; algebraic notation
// (rules/draughts.md: Notation).
inline constexpr Rules kBrazilian{8, 3, true, true, Color::White, true, CapturePromotion::PassAsMan,
                                  false, SquareNotation::Algebraic, DrawCode::Fmjd};

// seed 002 «Канадские шашки»: International rules on 12x12 with 30 men (5 rows).
inline constexpr Rules kCanadian{12, 5, true, true, Color::White, true, CapturePromotion::PassAsMan,
                                 false, SquareNotation::Numeric, DrawCode::Fmjd};

// seed 002 «Английские шашки (чекерс)»: kings move one square, men capture forward only,
// Black moves first, free choice; rules/draughts.md: crowning ends the move.
inline constexpr Rules kEnglish{8, 3, false, false, Color::Black, false, CapturePromotion::EndsMove,
                                false, SquareNotation::Numeric, DrawCode::Wcdf};

// seed 002 «Пул»: International rules on 8x8, Black first, no maximum-capture rule;
// rules/draughts.md table: a man crossing the king row mid-capture "as International".
inline constexpr Rules kPool{8, 3, true, true, Color::Black, false, CapturePromotion::PassAsMan,
                             false, SquareNotation::Algebraic, DrawCode::Apca};

// seed 002 «Поддавки»: the rules of the corresponding variant, the aim reversed.
inline constexpr Rules kGiveawayRussian{8, 3, true, true, Color::White, false, CapturePromotion::ContinueAsKing,
                                        true, SquareNotation::Algebraic, DrawCode::RussianFederation};
inline constexpr Rules kGiveawayInternational{10, 4, true, true, Color::White, true, CapturePromotion::PassAsMan,
                                              true, SquareNotation::Numeric, DrawCode::Fmjd};

} // namespace damka::draughts
