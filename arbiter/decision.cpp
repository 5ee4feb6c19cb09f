#include "decision.hpp"
#include "core/qt_text.hpp"

#include <QJsonArray>

namespace damka::arbiter {

std::string result_words(const GameResult &r, const Variant &v) {
    std::string s = r.outcome == DAMKA_WIN ? v.side_name(r.winner) + " wins" : "the game is drawn";
    const bool own_scale = r.points[0] > 1 || r.points[1] > 1 || !v.has_draws();
    if (own_scale)
        s += " " + std::to_string(r.points[0]) + ":" + std::to_string(r.points[1]);
    else // plugin-api: "a variant with no own scale reports 1:0, 0:1 or 1:1"
        s += r.outcome == DAMKA_DRAW ? " ½-½" : r.winner == 0 ? " 1-0" : " 0-1";
    if (r.tiebreak[0] || r.tiebreak[1])
        s += " (tie-break points " + std::to_string(r.tiebreak[0]) + ":" + std::to_string(r.tiebreak[1]) + ")";
    return s;
}

void Decision::cite(const Citation &c) {
    rule = c.text();
    rulebook = c.rulebook;
    article = c.article;
    general_principle = c.general();
    principle = c.principle;
}

const char *ruling_name(Ruling r) {
    switch (r) {
    case Ruling::Upheld: return "upheld";
    case Ruling::Rejected: return "rejected";
    case Ruling::ArbiterDecides: return "arbiter-decides";
    }
    return "?";
}

QJsonObject to_json(const Decision &d) {
    QJsonObject o{{QStringLiteral("claim"), qs(d.claim)},
                  {QStringLiteral("claimant"), d.claimant},
                  {QStringLiteral("ruling"), QString::fromLatin1(ruling_name(d.ruling))},
                  {QStringLiteral("rule"), qs(d.rule)},
                  {QStringLiteral("rulebook"), qs(d.rulebook)},
                  {QStringLiteral("article"), qs(d.article)},
                  {QStringLiteral("general_principle"), d.general_principle},
                  {QStringLiteral("principle"), qs(d.principle)},
                  {QStringLiteral("summary"), qs(d.summary)}};
    if (!d.offence.empty()) o[QStringLiteral("offence")] = qs(d.offence);
    if (d.offender >= 0) o[QStringLiteral("offender")] = d.offender;
    if (d.restore_move) o[QStringLiteral("restore_move")] = *d.restore_move;
    if (!d.restore_position.empty()) o[QStringLiteral("restore_position")] = qs(d.restore_position);
    if (!d.obliged_square.empty()) o[QStringLiteral("obliged_square")] = qs(d.obliged_square);
    if (!d.obliged_moves.empty()) {
        QJsonArray a;
        for (const std::string &m : d.obliged_moves) a << qs(m);
        o[QStringLiteral("obliged_moves")] = a;
    }
    if (d.switch_clocks_back) o[QStringLiteral("switch_clocks_back")] = true;
    if (d.ended_before) o[QStringLiteral("ended_before_event")] = qint64(*d.ended_before);
    if (d.charge) o[QStringLiteral("charge_ms")] = qint64(d.charge->count());
    if (d.clocks)
        o[QStringLiteral("clocks_ms")] = QJsonArray{qint64((*d.clocks)[0].count()), qint64((*d.clocks)[1].count())};
    if (d.result) {
        const GameResult &r = *d.result;
        o[QStringLiteral("result")] = QJsonObject{
            {QStringLiteral("outcome"), r.outcome == DAMKA_WIN ? QStringLiteral("win") : QStringLiteral("draw")},
            {QStringLiteral("winner"), r.winner},
            {QStringLiteral("points"), QJsonArray{r.points[0], r.points[1]}},
            {QStringLiteral("tiebreak"), QJsonArray{r.tiebreak[0], r.tiebreak[1]}},
            {QStringLiteral("why"), qs(r.why)}};
    }
    if (!d.notes.empty()) {
        QJsonArray a;
        for (const std::string &n : d.notes) a << qs(n);
        o[QStringLiteral("notes")] = a;
    }
    return o;
}

std::string to_text(const Decision &d, const Variant &v) {
    std::string out = std::string(d.ruling == Ruling::Upheld         ? "Claim upheld"
                                      : d.ruling == Ruling::Rejected ? "Claim rejected"
                                                                     : "The arbiter must decide") +
        " (" + d.rule + "): " + d.summary + "\n";
    if (!d.restore_position.empty()) out += "Restore the position: " + d.restore_position + "\n";
    if (d.switch_clocks_back)
        out += "Switch the clocks back: " + v.side_name(d.offender) + "'s clock runs, at " + v.side_name(d.offender) +
            "'s expense of time.\n";
    if (d.charge && d.offender >= 0)
        out += "Charge " + format_clock(*d.charge) + " to " + v.side_name(d.offender) +
            "'s clock and give it back to " + v.side_name(1 - d.offender) + "'s.\n";
    if (d.clocks)
        out += "Set the clocks to " + v.side_name(0) + " " + format_clock((*d.clocks)[0]) + ", " + v.side_name(1) +
            " " + format_clock((*d.clocks)[1]) + ".\n";
    if (!d.obliged_moves.empty()) {
        out += v.side_name(d.offender) + " must play";
        if (!d.obliged_square.empty()) out += " with the piece on " + d.obliged_square;
        out += ": ";
        for (size_t i = 0; i < d.obliged_moves.size(); ++i) out += (i ? " or " : "") + d.obliged_moves[i];
        out += ".\n";
    }
    if (d.result) out += "Result: " + result_words(*d.result, v) + ".\n";
    for (const std::string &n : d.notes) out += "Note: " + n + "\n";
    return out;
}

Message rulebook_message(const std::string &code) {
    if (code == "adiukh") return DAMKA_TR("Rulebook", "adiukh");
    if (code == "ashtarashki") return DAMKA_TR("Rulebook", "ashtarashki");
    if (code == "fsr") return DAMKA_TR("Rulebook", "fsr");
    if (code == "multiphase") return DAMKA_TR("Rulebook", "multiphase");
    return Message(code);
}

Message citation_message(const Decision &d) {
    if (!d.general_principle)
        return d.rulebook.empty() || d.article.empty()
            ? Message(d.rule)
            : Message::joined({rulebook_message(d.rulebook), Message(d.article)}, " ");
    if (d.rulebook.empty())
        return DAMKA_TR("Scoresheet", "a general principle, as %1 %2").arg(rulebook_message("adiukh")).arg(d.principle);
    return DAMKA_TR("Scoresheet", "%1: a general principle, as %2 %3")
        .arg(rulebook_message(d.rulebook))
        .arg(rulebook_message("adiukh"))
        .arg(d.principle);
}

Message decision_message(const Decision &d) {
    const Message rule = citation_message(d);
    switch (d.ruling) {
    case Ruling::Upheld: return DAMKA_TR("Scoresheet", "The claim is upheld (%1).").arg(rule);
    case Ruling::Rejected: return DAMKA_TR("Scoresheet", "The claim is rejected (%1).").arg(rule);
    case Ruling::ArbiterDecides: break;
    }
    return DAMKA_TR("Scoresheet", "The rules leave it to the arbiter (%1).").arg(rule);
}

} // namespace damka::arbiter
