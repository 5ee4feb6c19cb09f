#include "schema.hpp"

namespace damka::tournament {

// Portable SQL: the same statements run on SQLite and PostgreSQL (INTEGER keys given by the
// application, TEXT/VARCHAR, REAL scores, ON DELETE CASCADE from a round to its games).
storage::Migrations tournament_migrations() {
    return {{QStringLiteral("tournament"),
             1,
             QStringLiteral("event, players, rounds, games, byes"),
             {QStringLiteral("CREATE TABLE event ("
                             " id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, place TEXT NOT NULL,"
                             " start_date VARCHAR(10) NOT NULL, end_date VARCHAR(10) NOT NULL,"
                             " chief_arbiter TEXT NOT NULL, time_control TEXT NOT NULL,"
                             " variant VARCHAR(64) NOT NULL, system VARCHAR(32) NOT NULL,"
                             " rounds INTEGER NOT NULL CHECK (rounds >= 0), scoring VARCHAR(16) NOT NULL,"
                             " bye_pab REAL NOT NULL, bye_hpb REAL NOT NULL, bye_fpb REAL NOT NULL,"
                             " bye_zpb REAL NOT NULL, max_hpb INTEGER NOT NULL,"
                             " hpb_closed_last_rounds INTEGER NOT NULL, tiebreaks TEXT NOT NULL)"),
              QStringLiteral("CREATE TABLE players ("
                             " id INTEGER PRIMARY KEY, name TEXT NOT NULL, rating INTEGER NOT NULL DEFAULT 0,"
                             " title VARCHAR(8) NOT NULL DEFAULT '', federation VARCHAR(8) NOT NULL DEFAULT '',"
                             " club TEXT NOT NULL DEFAULT '', birth_year INTEGER NOT NULL DEFAULT 0,"
                             " national_id VARCHAR(32) NOT NULL DEFAULT '', fmjd_id VARCHAR(32) NOT NULL DEFAULT '',"
                             " first_round INTEGER NOT NULL DEFAULT 1, withdrawn_after INTEGER NOT NULL DEFAULT 0)"),
              QStringLiteral("CREATE TABLE rounds ("
                             " number INTEGER PRIMARY KEY, state VARCHAR(16) NOT NULL"
                             " CHECK (state IN ('draft', 'published')), paired_at VARCHAR(32) NOT NULL,"
                             " published_at VARCHAR(32), pairing_note TEXT NOT NULL DEFAULT '')"),
              QStringLiteral("CREATE TABLE games ("
                             " round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE,"
                             " board INTEGER NOT NULL, game_no INTEGER NOT NULL DEFAULT 1,"
                             " white INTEGER NOT NULL REFERENCES players (id),"
                             " black INTEGER NOT NULL REFERENCES players (id),"
                             " result VARCHAR(4) NOT NULL DEFAULT '',"
                             " white_points INTEGER, black_points INTEGER,"
                             " white_tiebreak INTEGER, black_tiebreak INTEGER, pdn TEXT,"
                             " PRIMARY KEY (round, board, game_no), CHECK (white <> black))"),
              // Byes are kept per round, also for rounds not paired yet (requests, late entries).
              QStringLiteral("CREATE TABLE byes ("
                             " round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players (id),"
                             " kind VARCHAR(3) NOT NULL CHECK (kind IN ('PAB', 'HPB', 'FPB', 'ZPB')),"
                             " PRIMARY KEY (round, player))")}},
            {QStringLiteral("tournament"),
             2,
             QStringLiteral("micro-matches: games per pairing, openings by lot"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN games_per_pairing INTEGER NOT NULL DEFAULT 1"),
              QStringLiteral("ALTER TABLE games ADD COLUMN opening TEXT NOT NULL DEFAULT ''"),
              QStringLiteral("CREATE TABLE openings (number INTEGER PRIMARY KEY, moves TEXT NOT NULL)")}},
            {QStringLiteral("tournament"),
             3,
             QStringLiteral("Baku acceleration, forbidden pairings"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN baku_acceleration INTEGER NOT NULL DEFAULT 0"),
              QStringLiteral("CREATE TABLE forbidden_pairs ("
                             " a INTEGER NOT NULL REFERENCES players (id), b INTEGER NOT NULL REFERENCES players (id),"
                             " PRIMARY KEY (a, b), CHECK (a < b))")}},
            {QStringLiteral("tournament"),
             4,
             QStringLiteral("tie-break edition set by the arbiter"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN tiebreak_edition VARCHAR(4) NOT NULL DEFAULT ''")}},
            {QStringLiteral("tournament"),
             5,
             QStringLiteral("knockout: a match for third place"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN third_place_match INTEGER NOT NULL DEFAULT 0")}},
            // A player plays for one team (UNIQUE player); the board order is fixed for the
            // event; a line-up names a player per board of one round; a round's team matches
            // go with the round, its games are the boards of the matches.
            {QStringLiteral("tournament"),
             6,
             QStringLiteral("team events: teams, board orders, line-ups, matches"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN team_boards INTEGER NOT NULL DEFAULT 0"),
              QStringLiteral("ALTER TABLE event ADD COLUMN team_match_points VARCHAR(16) NOT NULL DEFAULT '2-1-0'"),
              QStringLiteral("ALTER TABLE rounds ADD COLUMN free_team INTEGER NOT NULL DEFAULT 0"),
              QStringLiteral("CREATE TABLE teams ("
                             " id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                             " federation VARCHAR(8) NOT NULL DEFAULT '', club TEXT NOT NULL DEFAULT '',"
                             " captain INTEGER NOT NULL DEFAULT 0)"),
              QStringLiteral("CREATE TABLE team_players ("
                             " team INTEGER NOT NULL REFERENCES teams (id), position INTEGER NOT NULL,"
                             " player INTEGER NOT NULL UNIQUE REFERENCES players (id),"
                             " PRIMARY KEY (team, position), CHECK (position >= 1))"),
              QStringLiteral("CREATE TABLE lineups ("
                             " round INTEGER NOT NULL, team INTEGER NOT NULL REFERENCES teams (id),"
                             " board INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players (id),"
                             " PRIMARY KEY (round, team, board), CHECK (board >= 1))"),
              QStringLiteral("CREATE TABLE team_matches ("
                             " round INTEGER NOT NULL REFERENCES rounds (number) ON DELETE CASCADE,"
                             " number INTEGER NOT NULL, white_team INTEGER NOT NULL REFERENCES teams (id),"
                             " black_team INTEGER NOT NULL REFERENCES teams (id),"
                             " PRIMARY KEY (round, number), CHECK (white_team <> black_team))")}},
            // Read from CSV and TRF before and dropped; kept for the women's prize list.
            {QStringLiteral("tournament"),
             7,
             QStringLiteral("players' sex, for women's and men's prize lists"),
             {QStringLiteral("ALTER TABLE players ADD COLUMN sex VARCHAR(1) NOT NULL DEFAULT ''")}},
            {QStringLiteral("tournament"),
             8,
             QStringLiteral("the language of the event's printouts"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN language VARCHAR(8) NOT NULL DEFAULT ''")}},
            // Issue 33: an event's variant options (set-up clauses the arbiter chose for every
            // game, `damka variants` lists them); and the plain id `focus` now names the seed's
            // Focus with turning moves, so an event stored before under `focus` (then Sackson's
            // straight moves) keeps its game under the straight game's new id.
            {QStringLiteral("tournament"),
             9,
             QStringLiteral("variant options; Focus stored as 'focus' (straight) becomes 'focus-straight'"),
             {QStringLiteral("ALTER TABLE event ADD COLUMN variant_options TEXT NOT NULL DEFAULT ''"),
              QStringLiteral("UPDATE event SET variant = 'focus-straight' WHERE variant = 'focus'")}},
            // The pairing's explanation as a translatable message (message_json.hpp), so the desk
            // shows it in its reader's language; pairing_note keeps the English for the CLI and
            // older readers. A round paired before has none and is read as its English text.
            {QStringLiteral("tournament"),
             10,
             QStringLiteral("the pairing's explanation as a translatable message"),
             {QStringLiteral("ALTER TABLE rounds ADD COLUMN pairing_note_message TEXT")}}};
}

} // namespace damka::tournament
