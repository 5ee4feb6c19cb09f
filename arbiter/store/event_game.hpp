// A game of the tournament in the event database, with its event log: what `damka arbiter`
// works on (`--db FILE --board N`) and what a scoresheet in the browser will. Opening finds
// the board in the round and starts a new log from the event (players, variant, the event's
// time control when the clock can read it); saving appends the new events and an audit-log
// entry in one transaction; a decided result is entered through the tournament's service.
#pragma once

#include "arbiter/event_log.hpp"
#include "game_log_store.hpp"
#include "core/expected.hpp"
#include "tournament/service/event.hpp"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace damka::arbiter {

// PDN's seven-tag roster of a game of round `round` from the event: Event, Site, Date
// (YYYY.MM.DD), Round.
std::vector<std::pair<QString, QString>> pdn_roster(const tournament::EventData &event, int round);
// The board's result entry for a result decided from the game (`result` on the variant's scale,
// the game's PDN attached): what enter_result gives the event service, and the web scoresheet
// when a game ends on the board.
tournament::ResultEntry decided_result(const store::GameKey &key, const GameResult &result, const std::string &pdn);

class EventGame {
public:
    // The game on `board` of `round` (nullopt: the latest round), game `game_no` of a
    // micro-match. Refused (ErrorKind::Refused) when the round or board does not exist;
    // ErrorKind::Storage when the database cannot be read.
    static Expected<EventGame> open(tournament::Event event, std::optional<int> round, int board, int game_no);

    const GameLog &log() const { return log_; }
    const store::GameKey &key() const { return key_; }
    // "round 3 board 2" ("... game 2" in a micro-match), for messages and the audit log.
    QString where() const;
    // PDN's seven-tag roster from the event: Event, Site, Date (YYYY.MM.DD), Round.
    const std::vector<std::pair<QString, QString>> &pdn_tags() const { return tags_; }
    // Set when a new log could not take the event's time control (not in the clock's syntax).
    const QString &note() const { return note_; }
    // A new log's time control; false once the log is started.
    bool set_control(const std::string &control);
    // Appends `events` (already checked) and an audit entry by `actor` (its summary as
    // game_audit_summary words it); "" or the error.
    std::string save(const std::vector<Event> &events, const QString &actor, const QString &action,
                     const Message &summary, const QJsonObject &after);
    // Enters a decided result with the game's PDN as the board's result in the tournament.
    Expected<std::vector<std::string>> enter_result(const GameResult &result, const std::string &pdn,
                                                    const Variant *variant, const QString &actor);

private:
    explicit EventGame(tournament::Event event) : event_(std::move(event)) {}
    tournament::Event event_;
    store::GameKey key_;
    GameLog log_;
    bool exists_ = false;
    QString note_;
    std::vector<std::pair<QString, QString>> tags_;
};

} // namespace damka::arbiter
