#include "event.hpp"

#include "audit_log.hpp"
#include "engine_pairing.hpp"
#include "event_store.hpp"
#include "game_check.hpp"
#include "initial_order.hpp"
#include "integrity.hpp"
#include "knockout_correction.hpp"
#include "knockout_match.hpp"
#include "player_csv.hpp"
#include "player_identity.hpp"
#include "schema.hpp"
#include "snapshot.hpp"
#include "text_field.hpp"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

namespace damka::tournament {
namespace {

// A command refused for a reason the arbiter can fix; rolls the transaction back.
struct Refusal : std::runtime_error {
    using std::runtime_error::runtime_error;
};

QString q(const std::string &s) { return QString::fromStdString(s); }
std::string num(int n) { return std::to_string(n); }

std::string player_label(const EventData &e, int id) {
    const Player *p = e.player(id);
    return p ? p->name + " (" + num(id) + ")" : "#" + num(id);
}

const Round *find_round(const EventData &e, int n) {
    for (const Round &r : e.rounds)
        if (r.number == n) return &r;
    return nullptr;
}

const Player &require_player(const EventData &e, int id) {
    const Player *p = e.player(id);
    if (!p) throw Refusal("player: no player with start number " + num(id));
    return *p;
}

std::string points_text(const Game &g) {
    std::string s = to_string(g.result);
    if (g.white_points && g.black_points) s += " (" + num(*g.white_points) + ":" + num(*g.black_points);
    else return s;
    if (g.white_tiebreak && g.black_tiebreak && (*g.white_tiebreak || *g.black_tiebreak))
        s += ", tie-break " + num(*g.white_tiebreak) + ":" + num(*g.black_tiebreak);
    return s + ")";
}

std::string validate_info(const TournamentInfo &i) {
    for (const auto &[field, value] : {std::pair<const char *, const std::string &>{"name", i.name}, {"place", i.place},
                                       {"start date", i.start_date}, {"end date", i.end_date},
                                       {"chief arbiter", i.chief_arbiter}, {"time control", i.time_control},
                                       {"variant", i.variant}})
        if (std::string bad = control_character_problem(field, value); !bad.empty()) return bad;
    if (i.name.empty()) return "name: is empty";
    if (i.variant.empty()) return "variant: is empty";
    // A round robin may leave the rounds to the Berger table (0), a knockout to its bracket:
    // set at the first pairing.
    if (i.rounds < 0 || (i.rounds == 0 && i.system == System::Swiss)) return "rounds: must be at least 1";
    if (i.rounds > 999) return "rounds: " + num(i.rounds) + " is more than 999"; // as `event create --rounds`
    if (i.byes.max_hpb < 0) return "max-hpb: must not be negative";
    for (const std::string &c : i.tiebreaks) {
        if (!find_tiebreak(c)) return "tiebreaks: unknown code '" + c + "'";
        // C.07 8: Buchholz is for Swiss events; in a round robin everyone has the same
        // opponents, so it only mirrors the player's own score.
        if (i.system != System::Swiss && c.rfind("BH", 0) == 0)
            return "tiebreaks: " + c + " (Buchholz, FIDE C.07 8) is for Swiss events, not a " + to_string(i.system);
    }
    if (i.baku_acceleration) {
        if (i.system != System::Swiss) return "acceleration: the Baku acceleration (FIDE C.04.5.1) is for Swiss events";
        // C.04.5.1 premise: the standard 1-1/2-0 scoring; 2-1-0 is the same scale doubled.
        if (i.scoring.variant_points || std::fabs(i.scoring.win - 2 * i.scoring.draw) > 1e-9)
            return "acceleration: the Baku acceleration (FIDE C.04.5.1) needs 1-0.5-0 scoring (or 2-1-0), not " +
                   scoring_name(i.scoring);
    }
    return "";
}

} // namespace

Event::Event(storage::Database db) : db_(std::move(db)), actor_(storage::default_actor()) {}

Error storage_error(const storage::SqlError &e, const std::string &prefix) {
    const ErrorKind kind = dynamic_cast<const storage::ConflictError *>(&e) ? ErrorKind::Busy
                           : dynamic_cast<const storage::FileError *>(&e) ? ErrorKind::Storage
                                                                           : ErrorKind::Refused;
    return Error{prefix + e.what(), kind};
}

Expected<Event> Event::create(const QString &file, const TournamentInfo &info,
                              const std::function<void(storage::Database &)> &fill) {
    if (const std::string bad = validate_info(info); !bad.empty()) return Error{bad};
    try {
        storage::Database db = storage::Database::create(file, [&](storage::Database &fresh) {
            fresh.migrate(storage::audit_migrations());
            fresh.migrate(tournament_migrations());
            fresh.transaction([&] {
                store::insert_info(fresh, info);
                storage::append_audit(fresh, storage::default_actor(), QStringLiteral("event.create"),
                                      QStringLiteral("created %1").arg(q(info.name)), {}, store::to_json(info));
                if (fill) fill(fresh);
            });
        });
        return Event(std::move(db));
    } catch (const storage::SqlError &e) {
        return storage_error(e);
    }
}

Expected<Event> Event::open(const QString &file, storage::Access access) {
    try {
        storage::Database db = storage::Database::open(file, access);
        db.migrate(storage::audit_migrations());
        db.migrate(tournament_migrations());
        Event ev(std::move(db));
        (void)store::load_info(ev.db_);
        return ev;
    } catch (const storage::SqlError &e) {
        return storage_error(e);
    }
}

template <class F> Expected<Change> Event::command(F &&body) {
    try {
        Change change;
        db_.transaction([&] { change = body(); });
        return change;
    } catch (const Refusal &r) {
        return Error{r.what()};
    } catch (const storage::SqlError &e) {
        return storage_error(e, "database: ");
    }
}

EventData Event::data() { return store::load_event(db_); }

int Event::last_round() { return db_.scalar(QStringLiteral("SELECT COALESCE(MAX(number), 0) FROM rounds")).toInt(); }

Standings Event::standings(std::optional<int> after_round) {
    const EventData e = data();
    return compute_standings(e, after_round.value_or(completed_rounds(e)));
}

Expected<Change> Event::add_player(Player p, ByeKind missed) {
    return command([&] {
        const EventData e = data();
        PlayerIndex index(e.players);
        return register_player(std::move(p), missed, e, last_round(), index);
    });
}

Change Event::register_player(Player p, ByeKind missed, const EventData &e, int last, PlayerIndex &index) {
    normalise_codes(p);
    if (const std::string bad = validate_player(p); !bad.empty()) throw Refusal(bad);
    const bool rr = e.info.system != System::Swiss;
    if (rr && last > 0)
        throw Refusal("a " + std::string(e.info.system == System::Knockout ? "knockout" : "round robin") +
                      " cannot take a late entry: round " + num(last) + " is already paired");
    if (e.info.rounds > 0 && last >= e.info.rounds) throw Refusal("the event's " + num(e.info.rounds) + " rounds are all paired");
    if (missed == ByeKind::PAB) throw Refusal("missed rounds: a late entrant's missed rounds are HPB or ZPB, not PAB");
    if (const std::string same = index.duplicate_of(p); !same.empty()) throw Refusal(same);
    p.id = store::next_player_id(db_);
    p.first_round = last + 1;
    store::insert_player(db_, p);
    index.add(p);
    Change c;
    c.lines.push_back("added player " + num(p.id) + ": " + p.name + (p.rating ? " (" + num(p.rating) + ")" : ""));
    QJsonArray byes;
    for (int r = 1; r < p.first_round; ++r) {
        store::put_bye(db_, {r, p.id, missed});
        byes.append(store::to_json(Bye{r, p.id, missed}));
    }
    if (p.first_round > 1)
        c.lines.push_back("late entry: first paired in round " + num(p.first_round) + "; rounds 1-" +
                          num(p.first_round - 1) + " count as " + to_string(missed));
    QJsonObject after = store::to_json(p);
    if (!byes.isEmpty()) after[QStringLiteral("missed_rounds")] = byes;
    storage::append_audit(db_, actor_, QStringLiteral("player.add"), q(c.lines.front()), {}, after);
    return c;
}

Expected<Change> Event::import_players_csv(const std::string &csv) {
    const CsvImport parsed = parse_player_csv(csv);
    if (!parsed.errors.empty()) {
        std::string all;
        for (const std::string &e : parsed.errors) all += (all.empty() ? "" : "\n") + e;
        return Error{"nothing imported:\n" + all};
    }
    return command([&] {
        // The event is loaded once; the index sees each line as it is added. Loading it per
        // line made an import quadratic (4,000 rows: 19 s).
        const EventData e = data();
        const int last = last_round();
        PlayerIndex index(e.players);
        Change c;
        for (size_t i = 0; i < parsed.players.size(); ++i) {
            const Player &p = parsed.players[i];
            try {
                Change one = register_player(p, ByeKind::ZPB, e, last, index);
                c.lines.insert(c.lines.end(), one.lines.begin(), one.lines.end());
            } catch (const Refusal &r) {
                throw Refusal("nothing imported: line " + num(parsed.lines[i]) + ": " + p.name + ": " + r.what());
            }
        }
        c.lines.push_back("imported " + num(int(parsed.players.size())) + " players");
        for (const std::string &col : parsed.ignored) c.lines.push_back("column '" + col + "' read but not kept");
        return c;
    });
}

Expected<Change> Event::withdraw(int id, std::optional<int> after_round) {
    return command([&] {
        const EventData e = data();
        Player p = require_player(e, id);
        if (p.withdrawn_after) throw Refusal(p.name + " already withdrew after round " + num(p.withdrawn_after));
        const int last = last_round();
        const Round *latest = find_round(e, last);
        int after = after_round.value_or(latest && latest->state == RoundState::Draft ? last - 1 : last);
        if (after < p.first_round - 1) after = p.first_round - 1;
        if (after < last)
            for (const Round &r : e.rounds)
                if (r.number > after)
                    for (const Game &g : r.games)
                        if ((g.white == id || g.black == id) && r.state == RoundState::Draft)
                            throw Refusal(p.name + " is paired in draft round " + num(r.number) +
                                          "; undo that pairing first, or withdraw after round " + num(r.number));
        const QJsonObject before = store::to_json(p);
        p.withdrawn_after = std::max(after, 0);
        if (p.withdrawn_after == 0) p.withdrawn_after = -1; // withdrew before playing
        store::update_player(db_, p);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + ") withdraws" +
                          (after > 0 ? " after round " + num(after) : " before round 1") +
                          "; not paired from round " + num(after + 1));
        storage::append_audit(db_, actor_, QStringLiteral("player.withdraw"), q(c.lines.front()), before, store::to_json(p));
        return c;
    });
}

Expected<Change> Event::reenter(int id) {
    return command([&] {
        const EventData e = data();
        Player p = require_player(e, id);
        if (!p.withdrawn_after) throw Refusal(p.name + " has not withdrawn");
        const QJsonObject before = store::to_json(p);
        const int from = last_round() + 1;
        p.withdrawn_after = 0;
        store::update_player(db_, p);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + ") re-enters; paired again from round " + num(from));
        storage::append_audit(db_, actor_, QStringLiteral("player.reenter"), q(c.lines.front()), before, store::to_json(p));
        return c;
    });
}

Expected<Change> Event::request_bye(int id, int round, ByeKind kind) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        if (kind == ByeKind::PAB) throw Refusal("kind: the pairing-allocated bye is given by the pairing, not requested");
        if (round < 1 || (e.info.rounds > 0 && round > e.info.rounds))
            throw Refusal("round: " + num(round) + " is outside 1.." + num(e.info.rounds));
        if (find_round(e, round)) throw Refusal("round: " + num(round) + " is already paired; undo its pairing first");
        if (!p.active_in(round)) throw Refusal(p.name + " is not active in round " + num(round));
        const bool rr = e.info.system != System::Swiss;
        if (rr && kind != ByeKind::ZPB)
            throw Refusal("kind: a " + std::string(e.info.system == System::Knockout ? "knockout" : "round robin") + " has no " +
                          to_string(kind) + "; an absence (ZPB) makes the game a forfeit");
        if (kind == ByeKind::HPB) {
            // C.04.2 / event regulations: number of half-point byes and closed last rounds.
            if (round > e.info.rounds - e.info.byes.hpb_closed_last_rounds)
                throw Refusal("round: half-point byes are closed for the last " + num(e.info.byes.hpb_closed_last_rounds) + " rounds");
            int used = 0;
            for (const Round &r : e.rounds)
                for (const Bye &b : r.byes) used += b.player == id && b.kind == ByeKind::HPB;
            for (const Bye &b : e.future_byes) used += b.player == id && b.kind == ByeKind::HPB && b.round != round;
            if (used >= e.info.byes.max_hpb)
                throw Refusal(p.name + " has used " + num(used) + " of " + num(e.info.byes.max_hpb) + " half-point byes");
        }
        QJsonObject before;
        for (const Bye &b : e.future_byes)
            if (b.round == round && b.player == id) before = store::to_json(b);
        const Bye bye{round, id, kind};
        store::put_bye(db_, bye);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + "): " + to_string(kind) + " in round " + num(round) + " (" +
                          format_points(bye_points(e.info.byes, kind)) + " points)");
        storage::append_audit(db_, actor_, QStringLiteral("bye.request"), q(c.lines.front()), before, store::to_json(bye));
        return c;
    });
}

Expected<Change> Event::cancel_bye(int id, int round) {
    return command([&] {
        const EventData e = data();
        const Player &p = require_player(e, id);
        if (find_round(e, round)) throw Refusal("round: " + num(round) + " is already paired; undo its pairing first");
        const auto it = std::find_if(e.future_byes.begin(), e.future_byes.end(),
                                     [&](const Bye &b) { return b.round == round && b.player == id; });
        if (it == e.future_byes.end()) throw Refusal(p.name + " has no bye in round " + num(round));
        store::delete_bye(db_, round, id);
        Change c;
        c.lines.push_back(p.name + " (" + num(id) + "): " + to_string(it->kind) + " in round " + num(round) + " cancelled");
        storage::append_audit(db_, actor_, QStringLiteral("bye.cancel"), q(c.lines.front()), store::to_json(*it), {});
        return c;
    });
}

Expected<Change> Event::load_openings(const std::vector<std::string> &openings, const Variant &variant) {
    return command([&] {
        const EventData e = data();
        if (variant.id() != e.info.variant) throw Refusal("variant: the event plays " + e.info.variant + ", not " + variant.id());
        if (openings.empty()) throw Refusal("openings: the list is empty");
        std::vector<std::string> clean;
        for (size_t k = 0; k < openings.size(); ++k) {
            // "1. c3-d4 d6-c5" -> moves; each must be legal from the start position.
            std::string text;
            for (const QString &m : QString::fromStdString(openings[k]).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                QString move = m;
                move.remove(QRegularExpression(QStringLiteral("^\\d+\\.+")));
                if (!move.isEmpty()) text += (text.empty() ? "" : " ") + move.toStdString();
            }
            auto game = variant.new_game();
            if (!game) throw Refusal("the variant refused its start position: " + game.error());
            int n = 0;
            for (const QString &m : QString::fromStdString(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                ++n;
                auto played = game->play(m.toStdString());
                if (!played)
                    throw Refusal("opening " + num(int(k) + 1) + " '" + openings[k] + "': move " + num(n) + " '" +
                                  m.toStdString() + "' is illegal: " + played.error());
            }
            if (text.empty()) throw Refusal("opening " + num(int(k) + 1) + ": has no moves");
            clean.push_back(text);
        }
        store::set_openings(db_, clean);
        Change c;
        c.lines.push_back(num(int(clean.size())) + " openings loaded, every move checked by " + variant.id());
        QJsonArray list;
        for (const std::string &o : clean) list.append(q(o));
        QJsonArray old;
        for (const std::string &o : e.info.openings) old.append(q(o));
        storage::append_audit(db_, actor_, QStringLiteral("openings.load"), q(c.lines.front()),
                              {{QStringLiteral("openings"), old}}, {{QStringLiteral("openings"), list}});
        return c;
    });
}

Expected<Change> Event::pair_next_round(const std::optional<std::vector<ManualPair>> &manual) {
    EventData e;
    int round = 0;
    std::map<int, int> renumbered; // start numbers given out in the initial order (round 1)
    qint64 audit_seen = 0; // the audit log's last entry when the pairing was worked out
    try {
        // A pairing built on a damaged file would carry the damage into every later round.
        storage::check_integrity(db_);
        audit_seen = storage::last_audit_id(db_);
        e = data();
        const int last = last_round();
        if (const Round *r = find_round(e, last)) {
            if (r->state == RoundState::Draft)
                return Error{"round " + num(last) + " is still a draft: publish it or undo it first"};
            std::string open;
            for (const Game &g : r->games)
                if (g.result == GameResult::Pending) open += (open.empty() ? "" : ", ") + num(g.board);
            if (!open.empty()) return Error{"round " + num(last) + " has boards without a result: " + open};
        }
        round = last + 1;
        if (e.info.rounds > 0 && round > e.info.rounds) return Error{"all " + num(e.info.rounds) + " rounds are paired"};
        // C.04.2 B: the Swiss pairing numbers follow the initial order, fixed when round 1 is paired.
        if (round == 1 && e.info.system == System::Swiss) {
            renumbered = initial_renumbering(e.players);
            renumber(e, renumbered);
        }
        // The bracket fixes a knockout's pairing; the arbiter decides tied matches, not pairs.
        if (manual && e.info.system == System::Knockout)
            return Error{"pairing: a knockout is paired by its bracket; manual pairings are refused"};
    } catch (const storage::SqlError &err) {
        return storage_error(err);
    }
    // Asked before the snapshot: a refused pairing (e.g. an undecided knockout match) changes nothing.
    auto engine = engine_pairing(e, round);
    if (!engine && !manual) return Error{engine.error()};
    // Nothing acknowledged is ever lost: a copy of the database before every pairing.
    QString snapshot;
    try {
        snapshot = storage::take_snapshot(db_, QStringLiteral("before-round-%1").arg(round));
    } catch (const storage::SqlError &err) {
        return storage_error(err, "snapshot before pairing failed: ");
    }
    return command([&] {
        // Every command leaves an audit entry: a newer one means another arbiter changed the
        // event while this pairing was worked out outside the transaction.
        if (storage::last_audit_id(db_) != audit_seen)
            throw Refusal("another command changed the event at the same time; nothing was saved, try again");
        Change c;
        if (!renumbered.empty()) {
            store::renumber_players(db_, renumbered);
            c.lines.push_back("start numbers in the initial order (FIDE C.04.2 B: rating, title, name):");
            QJsonObject moves;
            for (const auto &[from, to] : renumbered) {
                c.lines.push_back("  " + player_label(e, to) + ", was " + num(from));
                moves[QString::number(from)] = to;
            }
            storage::append_audit(db_, actor_, QStringLiteral("players.renumber"),
                                  QStringLiteral("start numbers in the initial order (C.04.2 B)"), {},
                                  {{QStringLiteral("old_to_new"), moves}});
        }
        ProposedRound chosen;
        std::string note;
        if (manual) {
            const std::vector<int> avail = available_players(e, round);
            std::set<int> seen;
            for (ManualPair mp : *manual) {
                // The arbiter typed the numbers as they were before this command.
                for (int *id : {&mp.white, &mp.black}) *id = damka::tournament::renumbered(renumbered, *id);
                for (int id : {mp.white, mp.black}) {
                    if (id == 0) continue;
                    require_player(e, id);
                    if (std::find(avail.begin(), avail.end(), id) == avail.end())
                        throw Refusal("pairing: " + player_label(e, id) + " is not available in round " + num(round));
                    if (!seen.insert(id).second) throw Refusal("pairing: " + player_label(e, id) + " is paired twice");
                }
                if (mp.black == 0) {
                    if (chosen.pab) throw Refusal("pairing: two players get the bye");
                    chosen.pab = mp.white;
                } else {
                    chosen.boards.emplace_back(mp.white, mp.black);
                }
            }
            for (int id : avail)
                if (!seen.count(id)) throw Refusal("pairing: " + player_label(e, id) + " is available but not paired");
            note = "manual pairing by " + actor_.toStdString();
            // The warning: how the arbiter's pairing differs from the engine's.
            if (!engine) {
                c.lines.push_back("warning: manual pairing; the engine found none: " + engine.error());
            } else {
                auto key = [](std::pair<int, int> p) { return std::to_string(p.first) + "-" + std::to_string(p.second); };
                std::set<std::string> mine, theirs;
                for (auto &b : chosen.boards) mine.insert(key(b));
                for (auto &b : engine->boards) theirs.insert(key(b));
                std::vector<std::string> diff;
                for (auto &b : engine->boards)
                    if (!mine.count(key(b))) diff.push_back("engine pairs " + player_label(e, b.first) + " - " + player_label(e, b.second));
                for (auto &b : chosen.boards)
                    if (!theirs.count(key(b))) diff.push_back("manual pairs " + player_label(e, b.first) + " - " + player_label(e, b.second));
                if (engine->pab != chosen.pab)
                    diff.push_back("bye: engine " + (engine->pab ? player_label(e, engine->pab) : std::string("none")) +
                                   ", manual " + (chosen.pab ? player_label(e, chosen.pab) : std::string("none")));
                if (diff.empty()) c.lines.push_back("manual pairing is identical to the engine's");
                else {
                    c.lines.push_back("warning: manual pairing differs from the engine's pairing:");
                    for (auto &d : diff) c.lines.push_back("  " + d);
                }
            }
        } else {
            if (!engine) throw Refusal(engine.error());
            chosen = *engine;
            note = engine->explanation;
        }
        if (round == 1 && (e.info.system == System::RoundRobin || e.info.system == System::DoubleRoundRobin)) {
            // C.05 Annex 1: the Berger table fixes the number of rounds.
            const int cycles = e.info.system == System::DoubleRoundRobin ? 2 : 1;
            int n = 0;
            for (const Player &p : e.players) n += p.first_round <= 1;
            const int rounds = cycles * (n % 2 ? n : n - 1);
            if (e.info.rounds != rounds) {
                db_.exec(QStringLiteral("UPDATE event SET rounds = ? WHERE id = 1"), {rounds});
                c.lines.push_back("round robin of " + num(n) + " players: " + num(rounds) + " rounds (Berger table)");
            }
        }
        if (round == 1 && e.info.system == System::Knockout) {
            // Olympic system: a bracket of 2^k lines for n entrants is k rounds.
            int n = 0;
            for (const Player &p : e.players) n += p.first_round <= 1;
            int rounds = 0;
            while ((1 << rounds) < n) ++rounds;
            if (e.info.rounds != rounds) {
                db_.exec(QStringLiteral("UPDATE event SET rounds = ? WHERE id = 1"), {rounds});
                c.lines.push_back("knockout of " + num(n) + " players: " + num(rounds) + " rounds");
            }
        }
        store::insert_round(db_, round, note);
        QJsonArray boards;
        const bool rr = e.info.system != System::Swiss;
        std::set<int> away;
        for (const Bye &b : e.future_byes)
            if (b.round == round) away.insert(b.player);
        std::vector<std::string> openings(chosen.boards.size());
        if (e.info.games_per_pairing > 1) {
            auto drawn = draw_openings(e, round, chosen.boards);
            if (!drawn) throw Refusal(drawn.error());
            openings = *drawn;
        }
        int board = 0;
        c.lines.push_back("round " + num(round) + " paired (draft):");
        for (auto [w, b] : chosen.boards) {
          ++board;
          for (int game_no = 1; game_no <= e.info.games_per_pairing; ++game_no) {
            Game g;
            g.round = round;
            g.board = board;
            g.game_no = game_no;
            g.opening = openings[size_t(board - 1)];
            // Micro-match: the second game with colours reversed (C.04 practice; Russian rules).
            g.white = game_no % 2 ? w : b;
            g.black = game_no % 2 ? b : w;
            // Round robin: a withdrawn or absent player's game is lost by forfeit.
            if (rr) {
                const bool w_out = !require_player(e, g.white).active_in(round) || away.count(g.white);
                const bool b_out = !require_player(e, g.black).active_in(round) || away.count(g.black);
                if (w_out && b_out) g.result = GameResult::DoubleForfeit;
                else if (w_out) g.result = GameResult::BlackForfeit;
                else if (b_out) g.result = GameResult::WhiteForfeit;
            }
            store::insert_game(db_, g);
            boards.append(store::to_json(g));
            c.lines.push_back("  board " + num(g.board) + (e.info.games_per_pairing > 1 ? "." + num(game_no) : "") + ": " +
                              player_label(e, g.white) + " - " + player_label(e, g.black) +
                              (g.opening.empty() ? "" : "  opening " + g.opening) +
                              (g.result != GameResult::Pending ? "  " + to_string(g.result) + " (forfeit: not present)" : ""));
          }
        }
        if (chosen.pab) {
            store::put_bye(db_, {round, chosen.pab, ByeKind::PAB});
            c.lines.push_back("  bye (PAB, " + format_points(e.info.byes.pab) + "): " + player_label(e, chosen.pab));
        }
        QJsonArray advance;
        for (int id : chosen.advance) {
            store::put_bye(db_, {round, id, ByeKind::PAB});
            advance.append(id);
            c.lines.push_back("  through without a match (PAB, " + format_points(e.info.byes.pab) + "): " + player_label(e, id));
        }
        for (const Bye &b : e.future_byes)
            if (b.round == round) c.lines.push_back("  " + to_string(b.kind) + ": " + player_label(e, b.player));
        c.lines.push_back("snapshot before pairing: " + snapshot.toStdString());
        QJsonObject after{{QStringLiteral("round"), round}, {QStringLiteral("boards"), boards},
                          {QStringLiteral("pab"), chosen.pab}, {QStringLiteral("snapshot"), snapshot},
                          {QStringLiteral("manual"), bool(manual)}};
        if (!advance.isEmpty()) after[QStringLiteral("advance")] = advance;
        storage::append_audit(db_, actor_, manual ? QStringLiteral("round.pair.manual") : QStringLiteral("round.pair"),
                              QStringLiteral("round %1 paired").arg(round), {}, after);
        return c;
    });
}

Expected<Change> Event::forbid_pairs(const std::vector<int> &players, bool allow) {
    return command([&] {
        const EventData e = data();
        if (e.info.system != System::Swiss)
            throw Refusal("forbidden pairings: a " + to_string(e.info.system) + " has fixed pairings; only a Swiss avoids pairs");
        std::set<int> ids;
        for (int id : players) {
            require_player(e, id);
            if (!ids.insert(id).second) throw Refusal("players: " + num(id) + " is given twice");
        }
        if (ids.size() < 2) throw Refusal("players: give at least two start numbers");
        std::set<std::pair<int, int>> pairs(e.forbidden.begin(), e.forbidden.end());
        const auto before = pairs;
        Change c;
        for (auto a = ids.begin(); a != ids.end(); ++a)
            for (auto b = std::next(a); b != ids.end(); ++b) {
                const std::string who = player_label(e, *a) + " - " + player_label(e, *b);
                if (allow ? pairs.erase({*a, *b}) > 0 : pairs.insert({*a, *b}).second)
                    c.lines.push_back((allow ? "may meet again: " : "must not meet: ") + who);
                else
                    c.lines.push_back((allow ? "was not forbidden: " : "already forbidden: ") + who);
            }
        if (pairs == before) return c;
        store::set_forbidden(db_, {pairs.begin(), pairs.end()});
        auto to_array = [](const std::set<std::pair<int, int>> &x) {
            QJsonArray out;
            for (const auto &[a, b] : x) out.append(QJsonArray{a, b});
            return out;
        };
        storage::append_audit(db_, actor_, allow ? QStringLiteral("pairs.allow") : QStringLiteral("pairs.forbid"),
                              q(c.lines.front()), {{QStringLiteral("forbidden"), to_array(before)}},
                              {{QStringLiteral("forbidden"), to_array(pairs)}});
        return c;
    });
}

Expected<std::string> Event::pairing_explanation(int round) {
    try {
        std::optional<std::string> note = store::pairing_note(db_, round);
        if (!note) return Error{"round: " + num(round) + " is not paired"};
        return *note;
    } catch (const storage::SqlError &err) {
        return storage_error(err);
    }
}

Expected<Change> Event::publish_round(int round) {
    return command([&] {
        const EventData e = data();
        const Round *r = find_round(e, round);
        if (!r) throw Refusal("round: " + num(round) + " is not paired");
        if (r->state == RoundState::Published) throw Refusal("round " + num(round) + " is already published");
        store::set_round_state(db_, round, RoundState::Published);
        Change c;
        c.lines.push_back("round " + num(round) + " published: " + num(int(r->games.size())) + " boards");
        storage::append_audit(db_, actor_, QStringLiteral("round.publish"), q(c.lines.front()),
                              {{QStringLiteral("state"), QStringLiteral("draft")}},
                              {{QStringLiteral("state"), QStringLiteral("published")}});
        return c;
    });
}

Expected<Change> Event::undo_round(bool force) {
    return command([&] {
        const EventData e = data();
        const int last = last_round();
        const Round *r = find_round(e, last);
        if (!r) throw Refusal("no round is paired");
        std::string with_results;
        const bool rr = e.info.system != System::Swiss;
        QJsonArray boards;
        for (const Game &g : r->games) {
            boards.append(store::to_json(g));
            const bool automatic_forfeit = rr && g.pdn.empty() && !g.white_points &&
                                           (g.result == GameResult::WhiteForfeit || g.result == GameResult::BlackForfeit ||
                                            g.result == GameResult::DoubleForfeit);
            if (g.result != GameResult::Pending && !automatic_forfeit) with_results += (with_results.empty() ? "" : ", ") + num(g.board);
        }
        if (!with_results.empty() && !force)
            throw Refusal("round " + num(last) + " has results on boards " + with_results + "; use --force to undo anyway");
        store::delete_round(db_, last);
        Change c;
        c.lines.push_back("round " + num(last) + " pairing undone (" + num(int(r->games.size())) + " boards removed" +
                          (with_results.empty() ? "" : ", with the results of boards " + with_results) + ")");
        storage::append_audit(db_, actor_, QStringLiteral("round.undo"), q(c.lines.front()),
                              {{QStringLiteral("round"), last}, {QStringLiteral("state"), q(to_string(r->state))},
                               {QStringLiteral("boards"), boards}},
                              {});
        return c;
    });
}

Expected<Change> Event::set_result(const ResultEntry &in, const Variant *variant) {
    return command([&] {
        const EventData e = data();
        const Round *r = find_round(e, in.round);
        if (!r) throw Refusal("round: " + num(in.round) + " is not paired");
        if (r->state != RoundState::Published) throw Refusal("round " + num(in.round) + " is a draft: publish it first");
        const auto it = std::find_if(r->games.begin(), r->games.end(), [&](const Game &g) {
            return g.board == in.board && g.game_no == in.game_no;
        });
        const Game *found = it == r->games.end() ? nullptr : &*it;
        Game tiebreak_game;
        if (!found && e.info.system == System::Knockout) {
            // A drawn knockout match is decided by the arbiter's tie-break game: the next game
            // number of the board, colours alternating game by game (pairing::match_game_colours).
            const MatchOutcome m = match_outcome(*r, in.board);
            const auto [a, b] = match_players(*r, in.board);
            if (a && m.tied && in.game_no == m.games + 1) {
                Game &t = tiebreak_game;
                t.round = in.round;
                t.board = in.board;
                t.game_no = in.game_no;
                t.white = in.game_no % 2 ? a : b;
                t.black = in.game_no % 2 ? b : a;
                store::insert_game(db_, t);
                found = &t;
            } else if (a && !m.tied) {
                throw Refusal("game: round " + num(in.round) + " board " + num(in.board) + " has " + num(m.games) +
                              " games and " + (m.pending ? "a game without a result" : "a winner") + "; no tie-break game is due");
            } else if (a) {
                throw Refusal("game: the tie-break game of round " + num(in.round) + " board " + num(in.board) + " is game " +
                              num(m.games + 1));
            }
        }
        if (!found)
            throw Refusal("board: round " + num(in.round) + " has no board " + num(in.board) +
                          (in.game_no > 1 ? " game " + num(in.game_no) : ""));
        if (in.result == GameResult::Pending) throw Refusal("result: give 1-0, 0-1, 1/2, +-, -+ or --");
        if (variant && variant->id() != e.info.variant)
            throw Refusal("variant: the event plays " + e.info.variant + ", not " + variant->id());
        Game g = *found;
        const Game old = g;
        g.result = in.result;
        g.white_points = in.white_points;
        g.black_points = in.black_points;
        g.white_tiebreak = in.white_tiebreak;
        g.black_tiebreak = in.black_tiebreak;
        g.pdn = in.pdn;
        if (!in.pdn.empty() && !variant) throw Refusal("pdn: the variant plugin '" + e.info.variant + "' is not loaded");
        auto checked = reconcile_result(variant, g);
        if (!checked) throw Refusal(checked.error());
        g = *checked;
        const Standings before = compute_standings(e, completed_rounds(e));
        const bool correction = old.result != GameResult::Pending;
        // A knockout correction after later rounds were paired: refused when the later rounds
        // depend on the old winner's results, else the bracket line moves with the winner.
        KnockoutFix fix;
        if (correction && e.info.system == System::Knockout) {
            auto k = knockout_correction(e, g);
            if (!k) throw Refusal(k.error());
            fix = std::move(k).value();
        }
        store::update_game_result(db_, g);
        QJsonArray moved_before, moved_after;
        for (const Game &later : fix.games) {
            for (const Round &x : e.rounds)
                for (const Game &y : x.games)
                    if (y.round == later.round && y.board == later.board && y.game_no == later.game_no) moved_before.append(store::to_json(y));
            store::update_game_players(db_, later);
            moved_after.append(store::to_json(later));
        }
        for (const Bye &b : fix.byes_removed) {
            store::delete_bye(db_, b.round, b.player);
            moved_before.append(store::to_json(b));
        }
        for (const Bye &b : fix.byes_added) {
            store::put_bye(db_, b);
            moved_after.append(store::to_json(b));
        }
        Change c;
        c.lines.push_back("round " + num(g.round) + " board " + num(g.board) +
                          (e.info.games_per_pairing > 1 || g.game_no > 1 ? " game " + num(g.game_no) : "") + ": " +
                          player_label(e, g.white) + " - " + player_label(e, g.black) + "  " + points_text(g) +
                          (correction ? "  (corrected; was " + points_text(old) + ")" : ""));
        if (correction) {
            // Standings and tie-breaks of every later round are recomputed from the stored
            // results; show who moved.
            const EventData now = data();
            const Standings after = compute_standings(now, completed_rounds(now));
            for (const StandingRow &row : after.rows) {
                const StandingRow *was = before.row(row.player);
                if (was && (was->rank != row.rank || was->score != row.score))
                    c.lines.push_back("  standings: " + player_label(now, row.player) + " rank " + num(was->rank) + " -> " +
                                      num(row.rank) + ", points " + format_points(was->score) + " -> " + format_points(row.score));
            }
        }
        c.lines.insert(c.lines.end(), fix.lines.begin(), fix.lines.end());
        storage::append_audit(db_, actor_, correction ? QStringLiteral("result.correct") : QStringLiteral("result.set"),
                              q(c.lines.front() + (fix.lines.empty() ? std::string() : "; " + fix.lines.front())),
                              correction ? store::to_json(old) : QJsonObject(), store::to_json(g));
        if (!moved_after.isEmpty())
            storage::append_audit(db_, actor_, QStringLiteral("knockout.rederive"), q(fix.lines.front()),
                                  {{QStringLiteral("entries"), moved_before}}, {{QStringLiteral("entries"), moved_after}});
        return c;
    });
}

} // namespace damka::tournament
