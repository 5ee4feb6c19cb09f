// The variants as rule settings. Sources: the digest table of rules/draughts.md and its seed
// (seeds/002, «Сводная таблица правил разных вариантов шашек») for the first eight; each
// federation's or site's text for the others (README.md, "The later variants"); draw codes in
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
// FID Capo I as read by dctl (italian.hpp, citing the 2008 regulations, art. 10.4: 80
// reversible half-moves); repetition as everywhere (art. 9 not at hand).
inline constexpr DrawRules kFidDraws{"FID", false, 40, "40 king moves", 0, 0, 0, 0, 0};
// FPD «Regras do jogo de Damas Clássicas» (2013): the same position three times, claimed. Its
// limited-move laws were not at hand and are not applied.
inline constexpr DrawRules kFpdDraws{"FPD", false, 0, "", 0, 0, 0, 0, 0};
// No text on draws was at hand for these three: threefold repetition only.
inline constexpr DrawRules kSpanishDraws{"Spanish rules", false, 0, "", 0, 0, 0, 0, 0};
inline constexpr DrawRules kCzechDraws{"Czech federation", false, 0, "", 0, 0, 0, 0, 0};
inline constexpr DrawRules kThaiDraws{"Thai rules", false, 0, "", 0, 0, 0, 0, 0};
// Official Rules for Frisian Draughts (2011): no repetition rule; art. 18 two kings against a
// lone king must win within 7 moves; art. 21 one king each is a draw unless a capture is at hand.
inline constexpr DrawRules kFrisianDraws{"Frisian rules", false, 0, "", 0, 0, 0, 0, 0, 0, 7, true};
// lidraughts Antidraughts.scala: no move counters, threefold repetition only.
inline constexpr DrawRules kAntidraughtsDraws{"lidraughts", false, 0, "", 0, 0, 0, 0, 0};
// lidraughts Breakthrough.scala: no draw but by agreement.
inline constexpr DrawRules kNoDraws{"lidraughts", false, 0, "", 0, 0, 0, 0, 0, 0};

// The draw rules a rules file names by "draws = NAME" (rules_file.cpp).
struct DrawPreset {
    const char *name;
    const DrawRules *rules;
};
inline constexpr DrawPreset kDrawPresets[] = {
    {"russian", &kRussianDraws}, {"fmjd", &kFmjdDraws}, {"wcdf", &kWcdfDraws},       {"apca", &kApcaDraws},
    {"fid", &kFidDraws},         {"fpd", &kFpdDraws},   {"frisian", &kFrisianDraws}, {"none", &kNoDraws},
};

// A variant that differs from another in the settings `change` makes.
template <class Change>
constexpr Rules but(Rules r, Change change) {
    change(r);
    return r;
}

// seed 002 «Русские шашки»: 8x8, 12 men, flying kings, men capture back, White first, free
// choice of capture, a man crowned mid-capture goes on as a king.
inline constexpr Rules kRussian{8,
                                3,
                                KingRange::Flying,
                                true,
                                Color::White,
                                Precedence::Free,
                                CapturePromotion::ContinueAsKing,
                                Goal::Normal,
                                SquareNotation::Algebraic,
                                &kRussianDraws};

// seed 002 «Международные шашки»: 10x10, 20 men, maximum capture, a man passing the far row
// mid-capture stays a man (FMJD 3.x; crowned only if the move ends there).
inline constexpr Rules kInternational{10,
                                      4,
                                      KingRange::Flying,
                                      true,
                                      Color::White,
                                      Precedence::Majority,
                                      CapturePromotion::PassAsMan,
                                      Goal::Normal,
                                      SquareNotation::Numeric,
                                      &kFmjdDraws};

// seed 002 «Бразильские шашки»: International rules on 8x8 with 12 men; algebraic notation
// (rules/draughts.md: Notation).
inline constexpr Rules kBrazilian{8,
                                  3,
                                  KingRange::Flying,
                                  true,
                                  Color::White,
                                  Precedence::Majority,
                                  CapturePromotion::PassAsMan,
                                  Goal::Normal,
                                  SquareNotation::Algebraic,
                                  &kFmjdDraws};

// seed 002 «Канадские шашки»: International rules on 12x12 with 30 men (5 rows).
inline constexpr Rules kCanadian{12,
                                 5,
                                 KingRange::Flying,
                                 true,
                                 Color::White,
                                 Precedence::Majority,
                                 CapturePromotion::PassAsMan,
                                 Goal::Normal,
                                 SquareNotation::Numeric,
                                 &kFmjdDraws};

// seed 002 «Английские шашки (чекерс)»: kings move one square, men capture forward only,
// Black moves first, free choice; rules/draughts.md: crowning ends the move.
inline constexpr Rules kEnglish{8,
                                3,
                                KingRange::Short,
                                false,
                                Color::Black,
                                Precedence::Free,
                                CapturePromotion::EndsMove,
                                Goal::Normal,
                                SquareNotation::Numeric,
                                &kWcdfDraws};

// seed 002 «Пул»: International rules on 8x8, Black first, no maximum-capture rule;
// rules/draughts.md table: a man crossing the king row mid-capture "as International".
inline constexpr Rules kPool{8,
                             3,
                             KingRange::Flying,
                             true,
                             Color::Black,
                             Precedence::Free,
                             CapturePromotion::PassAsMan,
                             Goal::Normal,
                             SquareNotation::Algebraic,
                             &kApcaDraws};

// seed 002 «Поддавки»: the rules of the corresponding variant, the aim reversed.
inline constexpr Rules kGiveawayRussian{8,
                                        3,
                                        KingRange::Flying,
                                        true,
                                        Color::White,
                                        Precedence::Free,
                                        CapturePromotion::ContinueAsKing,
                                        Goal::Giveaway,
                                        SquareNotation::Algebraic,
                                        &kRussianDraws};
inline constexpr Rules kGiveawayInternational{10,
                                              4,
                                              KingRange::Flying,
                                              true,
                                              Color::White,
                                              Precedence::Majority,
                                              CapturePromotion::PassAsMan,
                                              Goal::Giveaway,
                                              SquareNotation::Numeric,
                                              &kFmjdDraws};

// FID Capo I (fid.it/regolamenti/capo1.htm): 8x8 with the near-right corner dark (2.3), squares
// 1-32 from the top left (2.4), 12 men, White first (3.4); men move and take forward only and
// never take kings (5.3); kings move and take one square (5.3, 5.8); the precedence of 6.6-6.9;
// crowning ends the move (a man takes forward only).
inline constexpr Rules kItalian{.size = 8,
                                .rows_of_men = 3,
                                .king_range = KingRange::Short,
                                .men_capture_backward = false,
                                .first = Color::White,
                                .precedence = Precedence::Italian,
                                .capture_promotion = CapturePromotion::EndsMove,
                                .goal = Goal::Normal,
                                .notation = SquareNotation::Numeric,
                                .draws = &kFidDraws,
                                .a1_dark = false,
                                .men_capture_kings = false};

// FPD «Regras do jogo de Damas Clássicas» (2013; the Spanish game is the same, dctl spanish.hpp):
// the near-right corner dark, squares 1-32 from White's near-right corner (art. 3), men forward
// only, flying kings, «lei da quantidade» then «lei da qualidade», crowning ends the move.
inline constexpr Rules kPortuguese{.size = 8,
                                   .rows_of_men = 3,
                                   .king_range = KingRange::Flying,
                                   .men_capture_backward = false,
                                   .first = Color::White,
                                   .precedence = Precedence::MajorityThenKings,
                                   .capture_promotion = CapturePromotion::EndsMove,
                                   .goal = Goal::Normal,
                                   .notation = SquareNotation::NumericFromBottomRight,
                                   .draws = &kFpdDraws,
                                   .a1_dark = false};
inline constexpr Rules kSpanish = but(kPortuguese, [](Rules &r) { r.draws = &kSpanishDraws; });

// Czech federation rules (damweb.cz, as cited by dctl czech.hpp; hrejsi.cz): a1 dark, algebraic,
// men forward only, flying kings, no majority rule but a king must take when one can.
inline constexpr Rules kCzech{.size = 8,
                              .rows_of_men = 3,
                              .king_range = KingRange::Flying,
                              .men_capture_backward = false,
                              .first = Color::White,
                              .precedence = Precedence::KingFirst,
                              .capture_promotion = CapturePromotion::EndsMove,
                              .goal = Goal::Normal,
                              .notation = SquareNotation::Algebraic,
                              .draws = &kCzechDraws,
                              .capture_separator = 'x'};

// Thai draughts (Mak-hot; MindSports «Thai», checkers.fandom.com): 8 men on the two nearest rows,
// White first (MindSports), men forward only, kings fly but land just behind the piece they
// take, taken pieces leave at once, any capture; PDN 3.0 type 31 writes captures with '-'.
inline constexpr Rules kThai{.size = 8,
                             .rows_of_men = 2,
                             .king_range = KingRange::FlyingLandsBehind,
                             .men_capture_backward = false,
                             .first = Color::White,
                             .precedence = Precedence::Free,
                             .capture_promotion = CapturePromotion::EndsMove,
                             .goal = Goal::Normal,
                             .notation = SquareNotation::Numeric,
                             .draws = &kThaiDraws,
                             .capture_separator = '-',
                             .remove_at_once = true};

// Official Rules for Frisian Draughts (2011): 10x10, 20 men (art. 1-6); men take in eight
// directions (7), crowned only where the move ends (8); kings fly diagonally and take in eight
// directions (9); the highest value (11), then with a king (12); art. 17, three king moves.
inline constexpr Rules kFrisian{.size = 10,
                                .rows_of_men = 4,
                                .king_range = KingRange::Flying,
                                .men_capture_backward = true,
                                .first = Color::White,
                                .precedence = Precedence::FrisianValue,
                                .capture_promotion = CapturePromotion::PassAsMan,
                                .goal = Goal::Normal,
                                .notation = SquareNotation::Numeric,
                                .draws = &kFrisianDraws,
                                .orthogonal_captures = true,
                                .same_king_moves = 3};
// Frysk! (lidraughts Frysk.scala): Frisian with five men each on the back row.
inline constexpr Rules kFrysk = but(kFrisian, [](Rules &r) { r.rows_of_men = 1; });

// lidraughts Antidraughts.scala: International moves; the side that cannot move wins.
inline constexpr Rules kAntidraughts = but(kInternational, [](Rules &r) {
    r.goal = Goal::Giveaway;
    r.draws = &kAntidraughtsDraws;
});
// lidraughts Breakthrough.scala: International moves; the first to crown a man wins.
inline constexpr Rules kBreakthrough = but(kInternational, [](Rules &r) {
    r.goal = Goal::FirstKing;
    r.draws = &kNoDraws;
});
// Killer draughts (MindSports, C. Freeling): International, except that a king whose capture
// ends by taking a king stops on the square just behind it. Draws as FMJD (no text of its own).
inline constexpr Rules kKiller = but(kInternational, [](Rules &r) { r.king_halts_after_king = true; });

} // namespace damka::draughts
