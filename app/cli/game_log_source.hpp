// Where `damka arbiter` finds a game's event log: the event database (--db FILE --board N
// [--round R] [--game G], a game of the current round by default) or a log file (--log FILE).
// Saving appends the new events and, in the database, an audit-log entry in one transaction.
#pragma once

#include "cli.hpp"
#include "arbiter/event_log.hpp"

#include <QJsonObject>

#include <memory>
#include <optional>

namespace damka::cli::arbiter_cli {

void add_source_options(QCommandLineParser &parser);

class GameLogSource {
public:
    virtual ~GameLogSource() = default;
    // Opens the source named by the options; prints why not and sets `code` on failure.
    static std::unique_ptr<GameLogSource> open(const QCommandLineParser &parser, const PluginRegistry &registry,
                                               int &code);

    const arbiter::GameLog &log() const { return log_; }
    const Variant &variant() const { return *variant_; }
    std::array<std::string, 2> side_names() const { return {variant_->side_name(0), variant_->side_name(1)}; }
    // "round 3 board 2" or the file name, for messages.
    virtual QString where() const = 0;
    // PDN seven-tag-roster tags the source knows besides the players (a game of the event
    // database: Event, Site, Date, Round), in that order.
    const std::vector<std::pair<QString, QString>> &pdn_tags() const { return tags_; }
    // Appends `events` (already checked) and records the action; returns an error text or "".
    virtual std::string save(const std::vector<arbiter::Event> &events, const QString &action, const Message &summary,
                             const QJsonObject &after) = 0;
    // Enters a decided result (and the game's PDN with its log) as the board's result in the
    // tournament; returns the tournament's lines, or an error.
    virtual Expected<std::vector<std::string>> enter_result(const GameResult &result, const std::string &pdn) = 0;

protected:
    arbiter::GameLog log_;
    const Variant *variant_ = nullptr;
    size_t stored_ = 0; // events already saved
    std::vector<std::pair<QString, QString>> tags_;
};

} // namespace damka::cli::arbiter_cli
