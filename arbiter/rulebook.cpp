#include "rulebook.hpp"

namespace damka::arbiter {

namespace {

struct Article {
    Rule rule;
    const char *article;
};

// Adiukh (seed 004, sections 4, 5, 6, 8): the article of every rule.
constexpr Article kAdiukh[] = {
    {Rule::PlacedStands, "4.2"},
    {Rule::TouchOwn, "4.3"},
    {Rule::TouchEnemy, "4.4"},
    {Rule::TouchRange, "4.3-4.5"},
    {Rule::Adjusting, "4.5"},
    {Rule::BoardEnd, "5.1"},
    {Rule::Resignation, "5.2"},
    {Rule::FlagLoses, "5.4"},
    {Rule::FinalPositionFirst, "5.5"},
    {Rule::SettledStands, "5.5"},
    {Rule::DoubleFlag, "6.1.2"},
    {Rule::DrawAgreed, "6.1.3"},
    {Rule::DrawOfferWhen, "6.1.3.1"},
    {Rule::DrawOfferAgain, "6.1.3.2"},
    {Rule::NoDraws, "6.1"},
    {Rule::Setup, "8.1"},
    {Rule::Displaced, "8.2"},
    {Rule::Offences, "8.3"},
    {Rule::TouchedMovedAnother, "8.4"},
    {Rule::TouchedTookAnother, "8.5"},
    {Rule::Correction, "8.6"},
    {Rule::GainingTime, "8.7"},
    {Rule::UnnoticedStands, "8.8"},
};

// Ashtarashki (seed 000): its sections are rules of play and scoring only. 4.4.3 (when the
// game is over, e: resignation) and 4.5 ("Ничейные результаты партий исключаются и невозможны
// ни при каких условиях") are its own; it says nothing on touch-move, clocks or irregularities.
constexpr Article kAshtarashki[] = {
    {Rule::BoardEnd, "4.4.3"}, {Rule::Resignation, "4.4.3e"}, {Rule::DrawAgreed, "4.5"},     {Rule::DoubleFlag, "4.5"},
    {Rule::NoDraws, "4.5"},    {Rule::DrawOfferWhen, "4.5"},  {Rule::DrawOfferAgain, "4.5"},
};

// The Russian draughts federation ("fsr"): its competition rules, «Правила вида спорта «шашки»»,
// were searched for (the `search` tool, pages corpus). What was found: the title and opening of
// the edition approved by order of Минспорттуризм России of 12.05.2010 № 481 (section I, the
// rules of Russian draughts, 1.1 board, 1.2 diagonals), the federation's «Шашечный кодекс
// России», and an excerpt of a later edition (Минспорт order № 722 of 10.09.2013 by its address)
// with 3.5 «Ничейные окончания партии». The articles on touch-move, the clock, irregularities
// and results were not found. No article number is cited that could not be read: every rule is
// a general principle, stated as such, until the text is entered here.
constexpr const char *kFsrWhy = "the federation's article could not be read";

template <size_t N>
const char *find(const Article (&table)[N], Rule r) {
    for (const Article &a : table)
        if (a.rule == r) return a.article;
    return nullptr;
}

} // namespace

std::string Citation::text() const {
    if (!general()) return rulebook + " " + article;
    const std::string p = "general principle (as adiukh " + principle + "; " + why + ")";
    return rulebook.empty() ? p : rulebook + ": " + p;
}

Citation Rulebook::cite(Rule r) const {
    Citation c;
    c.rulebook = id_;
    c.principle = find(kAdiukh, r);
    if (id_ == "adiukh") {
        c.article = c.principle;
    } else if (id_ == "ashtarashki") {
        if (const char *a = find(kAshtarashki, r))
            c.article = a;
        else
            c.why = "the Ashtarashki rules are silent";
    } else if (id_ == "fsr") {
        c.why = kFsrWhy;
    } else {
        c.why = id_.empty() ? "the variant's plugin names no rulebook" : "rulebook '" + id_ + "' is not known here";
    }
    if (!c.general()) c.principle.clear();
    return c;
}

} // namespace damka::arbiter
