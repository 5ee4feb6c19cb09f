#include "board_rules.hpp"

#include "service_reply.hpp"

#include <QDateTime>

#include <algorithm>

namespace damka::server {

using namespace damka::tournament;

namespace {

// Every game of `round` with two players has its result: the round is played out.
bool played_out(const EventData &e, int round) {
    const Round *r = find_round(e, round);
    return r && std::all_of(r->games.begin(), r->games.end(), [](const RoundGame &g) {
               return g.white == 0 || g.black == 0 || g.result != BoardResult::Pending;
           });
}

bool still_valid(const Token &t) {
    return t.revoked_at.isEmpty() &&
        (t.expires_at.isEmpty() || QDateTime::fromString(t.expires_at, Qt::ISODate) > QDateTime::currentDateTimeUtc());
}

// RFC 6750 3: a refused bearer token is answered with its challenge.
Reply challenged(Reply r) {
    r.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"damka\", error=\"invalid_token\"");
    return r;
}

bool is_over(const Token &token, const EventData &event, int last_round) {
    if (token.role.kind != Role::Kind::Board || token.round <= 0) return false;
    return token.round < last_round || (!still_valid(token) && played_out(event, token.round));
}

Reply over(int status, const Token &token, const reports::Tr &tr) {
    return error_reply(status, QStringLiteral("round_over"),
                       words(tr.translate("Api", "round %1 is over; ask the arbiter").arg(token.round)));
}

} // namespace

std::optional<Reply> round_over(const Token &token, const EventData &event, int last_round, const reports::Tr &tr) {
    if (!is_over(token, event, last_round)) return std::nullopt;
    return over(403, token, tr);
}

Reply token_refused(const Token &token, const EventData &event, int last_round, const reports::Tr &tr) {
    if (is_over(token, event, last_round)) return challenged(over(401, token, tr));
    if (!token.revoked_at.isEmpty())
        return challenged(
            error_reply(401, QStringLiteral("token_revoked"),
                        words(tr.translate("Api", "this link's token was revoked; ask the arbiter for a new one"))));
    return challenged(
        error_reply(401, QStringLiteral("token_expired"),
                    words(tr.translate("Api", "this link's token expired; ask the arbiter for a new one"))));
}

std::optional<Reply> players_result_refused(const Token &token, const EventData &event, const ResultEntry &entry,
                                            const reports::Tr &tr) {
    if (token.role.kind != Role::Kind::Board) return std::nullopt;
    // A forfeit says a player did not come (C.04.1 "forfeit"): the arbiter establishes it.
    if (entry.result == BoardResult::WhiteForfeit || entry.result == BoardResult::BlackForfeit ||
        entry.result == BoardResult::DoubleForfeit)
        return error_reply(403, QStringLiteral("forfeit_is_arbiters"),
                           words(tr.translate("Api", "a forfeit is entered by the arbiter, not at the board")));
    if (const Round *r = find_round(event, entry.round))
        for (const RoundGame &g : r->games)
            if (g.board == entry.board && g.game_no == entry.game_no && g.result != BoardResult::Pending)
                return error_reply(409, QStringLiteral("result_entered"),
                                   words(tr.translate("Api", "the result is entered; a change is the arbiter's")));
    return std::nullopt;
}

} // namespace damka::server
