#include "decision.hpp"

#include <QJsonArray>

namespace damka::arbiter {

namespace {
QString q(const std::string &s) { return QString::fromStdString(s); }

std::string result_words(const GameResult &r, const Variant &v) {
    std::string s = r.outcome == DAMKA_WIN ? v.side_name(r.winner) + " wins" : "the game is drawn";
    s += " " + std::to_string(r.points[0]) + ":" + std::to_string(r.points[1]);
    if (r.tiebreak[0] || r.tiebreak[1])
        s += " (tie-break points " + std::to_string(r.tiebreak[0]) + ":" + std::to_string(r.tiebreak[1]) + ")";
    return s;
}
} // namespace

const char *ruling_name(Ruling r) {
    switch (r) {
    case Ruling::Upheld: return "upheld";
    case Ruling::Rejected: return "rejected";
    case Ruling::ArbiterDecides: return "arbiter-decides";
    }
    return "?";
}

QJsonObject to_json(const Decision &d) {
    QJsonObject o{{QStringLiteral("claim"), q(d.claim)},
                  {QStringLiteral("claimant"), d.claimant},
                  {QStringLiteral("ruling"), QString::fromLatin1(ruling_name(d.ruling))},
                  {QStringLiteral("rule"), q(d.rule)},
                  {QStringLiteral("summary"), q(d.summary)}};
    if (!d.offence.empty()) o[QStringLiteral("offence")] = q(d.offence);
    if (d.offender >= 0) o[QStringLiteral("offender")] = d.offender;
    if (d.restore_move) o[QStringLiteral("restore_move")] = *d.restore_move;
    if (!d.restore_position.empty()) o[QStringLiteral("restore_position")] = q(d.restore_position);
    if (!d.obliged_square.empty()) o[QStringLiteral("obliged_square")] = q(d.obliged_square);
    if (!d.obliged_moves.empty()) {
        QJsonArray a;
        for (const std::string &m : d.obliged_moves) a << q(m);
        o[QStringLiteral("obliged_moves")] = a;
    }
    if (d.switch_clocks_back) o[QStringLiteral("switch_clocks_back")] = true;
    if (d.clocks) o[QStringLiteral("clocks_ms")] = QJsonArray{qint64((*d.clocks)[0].count()), qint64((*d.clocks)[1].count())};
    if (d.result) {
        const GameResult &r = *d.result;
        o[QStringLiteral("result")] = QJsonObject{
            {QStringLiteral("outcome"), r.outcome == DAMKA_WIN ? QStringLiteral("win") : QStringLiteral("draw")},
            {QStringLiteral("winner"), r.winner},
            {QStringLiteral("points"), QJsonArray{r.points[0], r.points[1]}},
            {QStringLiteral("tiebreak"), QJsonArray{r.tiebreak[0], r.tiebreak[1]}},
            {QStringLiteral("why"), q(r.why)}};
    }
    if (!d.notes.empty()) {
        QJsonArray a;
        for (const std::string &n : d.notes) a << q(n);
        o[QStringLiteral("notes")] = a;
    }
    return o;
}

std::string to_text(const Decision &d, const Variant &v) {
    std::string out = std::string(d.ruling == Ruling::Upheld     ? "Claim upheld"
                                  : d.ruling == Ruling::Rejected ? "Claim rejected"
                                                                 : "The arbiter must decide") +
                      " (" + d.rule + "): " + d.summary + "\n";
    if (!d.restore_position.empty()) out += "Restore the position: " + d.restore_position + "\n";
    if (d.switch_clocks_back)
        out += "Switch the clocks back: " + v.side_name(d.offender) + "'s clock runs, at " + v.side_name(d.offender) +
               "'s expense of time.\n";
    if (d.clocks)
        out += "Set the clocks to " + v.side_name(0) + " " + format_clock((*d.clocks)[0]) + ", " + v.side_name(1) + " " +
               format_clock((*d.clocks)[1]) + ".\n";
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

} // namespace damka::arbiter
