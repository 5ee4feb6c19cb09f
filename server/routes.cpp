#include "routes.hpp"

#include "board_links.hpp"
#include "board_rules.hpp"
#include "desk_api.hpp"
#include "desk_players_api.hpp"
#include "desk_prizes_api.hpp"
#include "pages.hpp" // parse_language
#include "service_reply.hpp" // words
#include "site.hpp"
#include "write_api.hpp"

namespace damka::server {

const std::vector<Route> &routes() {
    static const std::vector<Route> table{
        // The read API (site.hpp): the event as the CLI's reports show it.
        {"GET", "api/v1/event", Anyone, api_event},
        {"GET", "api/v1/players", Anyone, api_players},
        {"GET", "api/v1/players/#", Anyone, api_player},
        {"GET", "api/v1/rounds", Anyone, api_rounds},
        {"GET", "api/v1/rounds/#", Anyone, api_round},
        {"GET", "api/v1/standings", Anyone, api_standings},
        {"GET", "api/v1/crosstable", Anyone, api_crosstable},
        {"GET", "api/v1/games", Anyone, api_games},
        {"GET", "api/v1/players.csv", Anyone, api_players_csv},
        {"GET", "api/v1/standings.csv", Anyone, api_standings_csv},
        {"GET", "api/v1/crosstable.csv", Anyone, api_crosstable_csv},
        {"GET", "api/v1/prizes", Anyone, api_prizes}, // the prize list and its allocation now
        {"GET", "api/v1/prizes.csv", Anyone, api_prizes_csv},
        {"GET", "api/v1/games.pdn", Anyone, api_games_pdn},
        {"GET", "api/v1/event.trf", Anyone, api_event_trf},
        {"GET", "api/v1/rounds/#/live", Anyone, api_live},
        {"GET", "api/v1/rounds/#/boards/#/game", Anyone, api_board_game},
        {"GET", "api/v1/rounds/#/boards/#/positions", Anyone, api_positions},
        {"GET", "api/v1/rounds/#/boards/#/clock", Anyone, api_clock},
        {"GET", stream_pattern, Anyone, api_stream_head},

        // The write API (write_api.hpp), each as the CLI command it mirrors.
        {"GET", "api/v1/token", AnyToken, api_token}, // who the token is
        // {"result": "1-0", "game": 1, "confirm"} (result set)
        {"POST", "api/v1/rounds/#/boards/#/result", Chief | Arbiter | Board, api_result, Commit::Grouped},
        {"POST", "api/v1/rounds/#/publish", Chief, api_publish}, // (round publish)
        {"POST", "api/v1/rounds/#/checkins", Chief | Arbiter | Checkin, api_checkin, Commit::Grouped}, // {"player": 12}
        // {"action": "press", "side": 1} (web_clock.hpp; "resume" and "add": not a board's token)
        {"POST", "api/v1/rounds/#/boards/#/clock", Chief | Arbiter | Board, api_clock_act, Commit::Grouped},
        // {"move": "c3-d4"} or {"from", "to", "path", "taken", "illegal"} (scoresheet.hpp)
        {"POST", "api/v1/rounds/#/boards/#/moves", Chief | Arbiter | Board, api_move, Commit::Grouped},
        // The scoresheet's other acts (scoresheet_acts.hpp): the arbiter's undo of a mis-tapped move
        // (a correction's decision), a draw agreed or a resignation (arbiter log offer|accept|resign),
        // the arbiter's ruling on a claim (arbiter decide CLAIM SIDE [--enter-result]).
        {"POST", "api/v1/rounds/#/boards/#/undo", Chief | Arbiter, api_undo},
        {"POST", "api/v1/rounds/#/boards/#/end", Chief | Arbiter | Board, api_end},
        {"POST", "api/v1/rounds/#/boards/#/decide", Chief | Arbiter, api_decide},

        // The arbiters' desk (desk_api.hpp), each as the CLI command named.
        {"POST", "api/v1/event", Chief, desk_event}, // settings to change (event edit)
        {"GET", "api/v1/audit", Chief, desk_audit}, // newest first (event log)
        {"POST", "api/v1/players", Chief, desk_add_player}, // a new player, a late entry (player add)
        {"POST", "api/v1/players/import", Chief,
         desk_import_players}, // {"csv"|"csv_base64", "preview", "encoding", "columns", "confirm"} (player import)
        {"POST", "api/v1/players/import/columns", Chief,
         desk_import_columns}, // the file's columns and encodings, for the mapping step
        {"POST", "api/v1/players/sort", Chief, desk_sort_players}, // (player sort)
        {"POST", "api/v1/players/#", Chief, desk_edit_player}, // fields to correct (player edit)
        {"GET", "api/v1/players/#/record", Chief, desk_player_record}, // every field, for the form above
        {"POST", "api/v1/players/#/withdraw", Chief, desk_withdraw}, // {"after"} (player withdraw)
        {"POST", "api/v1/players/#/reenter", Chief, desk_reenter}, // (player reenter)
        {"POST", "api/v1/players/#/delete", Chief, desk_delete_player}, // {"confirm"} (player delete)
        {"POST", "api/v1/players/#/bye", Chief, desk_bye}, // {"round", "kind"|"cancel"} (bye request|cancel)
        {"POST", "api/v1/openings", Chief, desk_openings}, // {"text": one opening a line} (event openings)
        {"POST", "api/v1/forbidden", Chief, desk_forbidden}, // {"players": "3 7", "allow"} (player forbid|allow)
        {"POST", "api/v1/lots", Chief, desk_lots}, // {"seed"} (round lots)
        // The prize list (desk_prizes_api.hpp): {"kind", "place", "amount"...} (prizes add),
        // (prizes remove N), {"shared", "unrated_in_bands", "withdrawn_eligible"} (prizes settings).
        {"POST", "api/v1/prizes", Chief, desk_add_prize},
        {"POST", "api/v1/prizes/#/remove", Chief, desk_remove_prize},
        {"POST", "api/v1/prizes/settings", Chief, desk_prize_settings},
        {"POST", "api/v1/rounds/pair", Chief, desk_pair}, // {"manual", "force"} (round pair)
        {"POST", "api/v1/rounds/undo", Chief, desk_undo}, // {"force"} (round undo)
        {"GET", "api/v1/rounds/#/draft", Chief | Arbiter, desk_draft}, // draft or not, with its explanation
        {"POST", "api/v1/rounds/#/results", Chief | Arbiter, desk_results}, // {"text", "confirm"} (result enter)
        // {"result": "+-", "confirm"} (result set all --match M)
        {"POST", "api/v1/rounds/#/matches/#/forfeit", Chief | Arbiter, desk_forfeit},
        {"POST", "api/v1/teams", Chief, desk_add_team}, // a team with its board order (team add)
        {"POST", "api/v1/teams/#", Chief, desk_edit_team}, // fields to correct (team edit)
        {"POST", "api/v1/teams/#/lineup", Chief | Captain, desk_lineup}, // {"round", "players"|"default"} (team lineup)
        {"GET", "api/v1/tokens", Chief, desk_tokens}, // (token list)
        // {"role", "board", "team", "round", "expires", "link_base"} (token create)
        {"POST", "api/v1/tokens", Chief, desk_create_token},
        {"POST", "api/v1/tokens/*/revoke", Chief, desk_revoke_token}, // {"own"} (token revoke)
        // The boards' links of a round for its slips (board_links.hpp): made, read, revoked at its close.
        {"POST", "api/v1/rounds/#/board-tokens", Chief | Arbiter, desk_board_tokens},
        {"GET", "api/v1/rounds/#/board-links", Chief | Arbiter, desk_board_links}, // ?base=http://host:port
        {"POST", "api/v1/rounds/#/close", Chief | Arbiter, desk_close_round},

        // The pages (site.hpp) and their files.
        {"GET", "", Anyone, root_redirect},
        {"GET", "assets/*", Anyone, asset_file},
        {"GET", "@/clock/#/#", Anyone, page_clock},
        {"GET", "@/board/#/#", Anyone, page_scoresheet},
        {"GET", "@/live/#", Anyone, page_live},
        {"GET", "@/game/#/#", Anyone, page_game},
        {"GET", "@/hall", Anyone, page_hall},
        {"GET", "@/print", Anyone, page_print_pick}, // the desk's round picker
        {"GET", "@/print/**", Anyone, page_print},
        {"GET", "@/desk", Anyone, page_desk},
        {"GET", "@/desk/*", Anyone, page_desk}, // a page of the desk: results, players, event...
        {"GET", "@/results", Anyone, page_results_current}, // the round in hand
        {"GET", "@/results/#", Anyone, page_results},
        {"GET", "@/prizes", Anyone, page_prizes}, // the allocation now (desk_prizes_api.hpp)
        {"GET", "@/**", Anyone, page_report}, // the reports' pages (pages.hpp), after the rows above
    };
    return table;
}

namespace {

// Each row's pattern as segments, split once.
const std::vector<QStringList> &patterns() {
    static const std::vector<QStringList> split = [] {
        std::vector<QStringList> out;
        for (const Route &r : routes())
            out.push_back(QString::fromLatin1(r.pattern).split(QLatin1Char('/'), Qt::SkipEmptyParts));
        return out;
    }();
    return split;
}

} // namespace

std::optional<PathMatch> match_pattern(const QStringList &pattern, const QStringList &path) {
    PathMatch m;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QString &want = pattern[i];
        if (want == QStringLiteral("**")) {
            m.args << path.mid(i);
            return m;
        }
        if (i >= path.size()) return std::nullopt;
        const QString &at = path[i];
        if (want == QStringLiteral("#") || want == QStringLiteral("*")) {
            if (want == QStringLiteral("#") && !positive_number(at)) return std::nullopt;
            m.args << at;
        } else if (want == QStringLiteral("@")) {
            m.lang = parse_language(at);
            if (!m.lang) return std::nullopt;
        } else if (at != want) {
            return std::nullopt;
        }
    }
    if (path.size() != pattern.size()) return std::nullopt;
    return m;
}

namespace {

// The methods of the rows matching the path, for the 405's Allow: "GET, HEAD, POST".
QByteArray allowed(const std::vector<QByteArray> &methods) {
    QByteArrayList out;
    for (const QByteArray &m : methods) {
        if (!out.contains(m)) out << m;
        if (m == "GET" && !out.contains("HEAD")) out << "HEAD"; // RFC 9110 9.3.2
    }
    return out.join(", ");
}

// May `token` use `route`, whose path gave `args`? nullopt when it may, else the 403.
std::optional<Reply> forbidden(const Route &route, const QStringList &args, const Token &token, EventView &view,
                               const reports::Tr &tr) {
    if (route.who & AnyToken) return std::nullopt;
    const Role &role = token.role;
    auto refused = [&] {
        return error_reply(403, QStringLiteral("forbidden"),
                           words(tr.translate("Api", "a %1 token may not do this")).arg(role_name(role)));
    };
    if (!(route.who & (1u << unsigned(role.kind)))) return refused();
    if (role.kind == Role::Kind::Board) {
        // A board's token serves the round it was made for while that round is being played: not
        // an earlier round, and not its own once the next is paired (corrections are the arbiters').
        const int round = *positive_number(args[0]), current = view.event().last_round();
        const int serves = token.round > 0 ? token.round : current; // made before rounds were kept
        if (auto over = round_over(token, view.data(), current, tr)) return over;
        if (serves != round || serves != current)
            return error_reply(
                403, QStringLiteral("forbidden"),
                words(tr.translate("Api", "this board token serves round %1 while it is played, not round %2"))
                    .arg(serves)
                    .arg(round));
        if (role.board != *positive_number(args[1])) return refused();
    }
    // A captain gives the line-ups of the team the token names (FIDE C.05 Annex 1), nothing else.
    if (role.kind == Role::Kind::Captain && role.team != *positive_number(args[0])) return refused();
    return std::nullopt;
}

} // namespace

std::optional<size_t> grouped_row(const Request &request) {
    const std::vector<Route> &table = routes();
    for (size_t i = 0; i < table.size(); ++i)
        if (table[i].commit == Commit::Grouped && request.method == table[i].method &&
            match_pattern(patterns()[i], request.path))
            return i;
    return std::nullopt;
}

std::optional<Reply> Dispatcher::operator()(const Request &request) const {
    const QByteArray method = request.method == "HEAD" ? QByteArray("GET") : request.method;
    const std::vector<Route> &table = routes();
    std::vector<QByteArray> methods;
    for (size_t i = 0; i < table.size(); ++i) {
        auto m = match_pattern(patterns()[i], request.path);
        if (!m) continue;
        const Route &route = table[i];
        methods.emplace_back(route.method);
        if (method != route.method) continue;
        const bool public_row = route.who == Anyone;
        if (public_row != (part == Part::Public)) return std::nullopt; // the other part's row
        // The page's language, else ?lang= (the refusals a page shows), else English.
        const reports::Tr tr(m->lang ? *m->lang
                                     : parse_language(request.query.queryItemValue(QStringLiteral("lang")))
                                           .value_or(reports::Language::English));
        Call call{request, std::move(m->args), view, plugins, tr};
        call.games = games;
        call.live = live;
        if (public_row) return route.handler(call);
        auto presented = caller(request, tr);
        if (auto *refusal = std::get_if<Reply>(&presented)) return *refusal;
        const Token &token = std::get<Token>(presented);
        if (auto refusal = forbidden(route, call.args, token, view, tr)) return *refusal;
        // The audit log names the token that acted, not only its role, and the chief's token
        // the person who runs the server (`damka serve --arbiter NAME`).
        const QString acting = QStringLiteral("web %1 token %2").arg(role_name(token.role), token.id);
        view.event().set_actor(token.role.kind == Role::Kind::Chief && !view.arbiter().isEmpty()
                                   ? QStringLiteral("%1 (%2)").arg(view.arbiter(), acting)
                                   : acting);
        call.token = &token;
        // What a token reads or is given (a new token, its link) stays out of caches.
        return no_store(route.handler(call));
    }
    if (methods.empty()) return std::nullopt;
    return method_not_allowed(allowed(methods));
}

} // namespace damka::server
