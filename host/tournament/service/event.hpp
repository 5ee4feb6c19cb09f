// The event service: every arbiter command on one event database. Each command is one
// transaction with one audit-log entry (who, when, what, before/after), and returns what it
// changed as text lines the CLI prints, or an error naming the field that is wrong.
#pragma once

#include "storage/database.hpp"
#include "core/expected.hpp"
#include "tournament/model/model.hpp"
#include "player_rules.hpp"
#include "tournament/model/standings.hpp"
#include "core/variant.hpp"

#include <QString>

#include <functional>

#include <optional>
#include <string>
#include <vector>

namespace damka::tournament {

class PlayerIndex;

// What a command did, line by line, rendered in the reader's language by the front-end.
struct Change {
    std::vector<Message> lines;
};

struct ResultEntry {
    int round = 0; // 0: the current round (model.hpp current_round)
    int board = 0, game_no = 1;
    BoardResult result = BoardResult::Pending;
    std::optional<int> white_points, black_points, white_tiebreak, black_tiebreak;
    std::string pdn;
    // A correction after later rounds were paired on the old result (Swiss, team Swiss) is
    // refused unless confirmed; those pairings stand (FIDE C.04.2, swiss_correction.hpp).
    bool confirm_later_rounds = false;
};

// What `team edit` changes; unset fields are kept.
struct TeamEdit {
    std::optional<std::string> name, federation, club;
    std::optional<int> captain; // 0: none
    std::optional<std::vector<int>> board_order; // until round 1 is paired
};

struct ManualPair {
    int white = 0, black = 0;
};

// A storage failure as an Error of its kind: ConflictError is Busy, FileError (missing,
// damaged, unwritable file, newer schema) is Storage, anything else Refused. `where`, when
// given, is a pattern whose %1 is the storage layer's text: DAMKA_TR("Storage", "database: %1").
Error storage_error(const storage::SqlError &e, const Message &where = {});
// A plain prefix could not be translated: give a pattern (above).
Error storage_error(const storage::SqlError &e, const std::string &prefix) = delete;
Error storage_error(const storage::SqlError &e, const char *prefix) = delete;

// The checks every event's settings pass (create, TRF import, `event edit`): empty when valid,
// else "<field>: what is wrong".
Message check_event_info(const TournamentInfo &info);

class Event {
public:
    // A new event, all or nothing (storage::Database::create): the schema, the settings and
    // whatever `fill` adds (an import's players and rounds) in one transaction. `actor` names
    // who created it in the audit log (`--arbiter`; empty: storage::default_actor()) and acts
    // for the returned Event.
    static Expected<Event> create(const QString &file, const TournamentInfo &info,
                                  const std::function<void(storage::Database &)> &fill = {}, const QString &actor = {});
    // Read: the file is opened read-only and never written (storage::Access).
    static Expected<Event> open(const QString &file, storage::Access access);

    storage::Database &db() { return db_; }
    // The acting arbiter written to the audit log (default: $DAMKA_ARBITER, $USER).
    void set_actor(const QString &who) { actor_ = who; }
    const QString &actor() const { return actor_; }

    EventData data();
    Standings standings(std::optional<int> after_round = std::nullopt);

    // A likely duplicate of a registered player (player_identity.hpp: the same FMJD or national
    // id, or the same name with nothing telling them apart) is questioned (ErrorKind::Unconfirmed)
    // unless `duplicate_ok`: the arbiter confirms it is another person.
    Expected<Change> add_player(Player p, ByeKind missed_rounds = ByeKind::ZPB, bool duplicate_ok = false);
    // Players read from a file (exchange/player_csv.hpp's import_players_csv reads a CSV with a
    // header row: name (required), rating, title, federation, club, birth_year, fmjd_id,
    // national_id). All lines are checked first; any error imports nothing and the error names
    // every refused line, the reader's and the event's. `preview`: the same checks and the
    // lines it would print, rolled back (the desk's upload shows them before anything is saved):
    // "line N: will be added as player K: ..." for each good line, every problem of the others.
    // Likely duplicates are flagged by line; when they are all that is wrong the refusal is
    // Unconfirmed, and `duplicates_ok` adds them.
    Expected<Change> import_players(const PlayerImport &players, bool preview = false, bool duplicates_ok = false);
    // A player entered by mistake, removed with his requested byes, forbidden pairs and
    // check-ins (audited as player.delete, with what he was). Refused once he is in a round
    // (published: withdraw him; a draft: undo it), or on a team's board order. Before round 1
    // the players after him move up one start number — numbers follow the players, as C.04.2
    // B's renumbering moves them — so the numbers stay 1..N; after it only the last number can
    // go. `check_only`: the refusal or an empty change, nothing deleted. (player_order.cpp)
    Expected<Change> delete_player(int player, bool check_only = false);
    // Before round 1 of a Swiss: the start numbers given out in the initial order now (FIDE
    // C.04.2 B: rating, title, name; initial_order.hpp), as pairing round 1 would; byes and
    // forbidden pairs follow their players. (player_order.cpp)
    Expected<Change> sort_players();
    Expected<Change> withdraw(int player, std::optional<int> after_round = std::nullopt);
    Expected<Change> reenter(int player);
    // A requested bye (HPB, FPB, ZPB) for a round not yet paired; ZPB marks a temporary absence.
    Expected<Change> request_bye(int player, int round, ByeKind kind);
    Expected<Change> cancel_bye(int player, int round);

    // Pairs that must not meet (family members, club mates as the regulations say): every two
    // of `players`. `allow` removes them again. The Dutch engine treats them as an absolute
    // criterion; round robins and knockouts have fixed pairings and refuse them.
    Expected<Change> forbid_pairs(const std::vector<int> &players, bool allow);
    // The stored explanation of a round's pairing (the engine's reasons, or who paired it by hand),
    // translatable; a round paired before it was kept as a message reads as its English text.
    Expected<Message> pairing_explanation(int round);

    // Micro-matches: the list of openings drawn by lot; each is replayed through the variant
    // plugin and refused (naming the opening and the move) when a move is illegal.
    Expected<Change> load_openings(const std::vector<std::string> &openings, const Variant &variant);

    // Pairs the next round as a draft (after a snapshot of the database). With `manual`, the
    // arbiter's pairing replaces the engine's and the change lists how they differ; a Swiss
    // pairing that breaks an absolute criterion (manual_pairing.hpp) is refused, naming each
    // broken pair, unless `force`. (round_pairing.cpp)
    Expected<Change> pair_next_round(const std::optional<std::vector<ManualPair>> &manual = std::nullopt,
                                     bool force = false);
    Expected<Change> publish_round(int round);
    // Removes the latest round's pairing; refused when a result is entered unless `force`.
    Expected<Change> undo_round(bool force);
    // Enters or corrects a result. `variant` (may be null) replays an attached PDN. The same
    // result again changes and logs nothing. A correction after a later round was paired on the
    // old result needs `entry.confirm_later_rounds` (FIDE C.04.2: that pairing stands); the
    // message names the rounds. (result_entry.cpp)
    Expected<Change> set_result(const ResultEntry &entry, const Variant *variant);

    int last_round();

    // Team events (team_entry.cpp). A team is registered with its board order before round 1
    // is paired; after that the board order is fixed (team.hpp).
    Expected<Change> add_team(Team team);
    Expected<Change> edit_team(int team, const TeamEdit &edit);
    // The captain's line-up of `team` for `round` (not yet paired), board 1 first, checked
    // against the board order (team.hpp check_lineup). An empty list drops the captain's
    // line-up: the team fields its default one.
    Expected<Change> set_lineup(int team, int round, const std::vector<int> &players);
    // A whole match forfeited: `first_team_view` is +- (the first-named team wins every board
    // by forfeit), -+ (the second team does) or -- (neither team appeared).
    // Results already entered on the match's boards after a later round was paired on them need
    // `confirm_later_rounds`, as in set_result (FIDE C.04.2, swiss_correction.hpp).
    Expected<Change> forfeit_match(int round, int match, BoardResult first_team_view,
                                   bool confirm_later_rounds = false);

private:
    explicit Event(storage::Database db);
    template <class F>
    Expected<Change> command(F &&body);
    // One new player inside a command; `e` and `last` are the event as loaded, `index` its
    // players so far (the player is added to it). Throws Refusal.
    Change register_player(Player p, ByeKind missed, const EventData &e, int last, PlayerIndex &index,
                           bool duplicate_ok);
    storage::Database db_;
    QString actor_;
};

} // namespace damka::tournament
