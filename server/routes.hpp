// Every address of the server in one table (routes.cpp), as qBittorrent's controllers list
// theirs: a row is a method, a path pattern, who may use it and the function that answers.
// One dispatcher reads it for the public site (site.hpp) and for the token-guarded write and
// desk addresses (write_api.hpp): a path the table knows asked with a method it does not list
// is a 405 naming the methods it does (RFC 9110 15.5.6), and HEAD is answered wherever GET is.
#pragma once

#include "access_tokens.hpp"
#include "core/plugin_registry.hpp"
#include "event_view.hpp"
#include "http_message.hpp"
#include "reports/i18n.hpp"

#include <functional>
#include <optional>
#include <variant>

namespace damka::server {

class LiveBoards;
class ViewedGames;

// Who may use an address: anyone (a public row), any known token, or a token of the roles
// named. A board:B token may use a row whose first two numbers are a round N and board B, N
// being the round the token serves while it is played; a captain:T token a row whose first
// number is team T.
enum Who : unsigned {
    Anyone = 0,
    Chief = 1u << unsigned(Role::Kind::Chief),
    Arbiter = 1u << unsigned(Role::Kind::Arbiter),
    Board = 1u << unsigned(Role::Kind::Board),
    Checkin = 1u << unsigned(Role::Kind::Checkin),
    Captain = 1u << unsigned(Role::Kind::Captain),
    AnyToken = 1u << 8,
};

using Plugins = std::function<const PluginRegistry &()>;

// What a row's function is given: the request, the path's variable segments and the server's
// parts. Lives for one request.
struct Call {
    const Request &request;
    QStringList args; // the segments '#', '*' and '**' matched, in order
    EventView &view;
    const Plugins &plugins; // may be empty
    reports::Tr tr; // the page's language (its path), else ?lang=, else English
    const Token *token = nullptr; // the caller, on a token's row
    ViewedGames *games = nullptr; // the site's games and live boards, on a public row
    LiveBoards *live = nullptr;

    // args[i], which matched '#', as its number.
    int number(qsizetype i) const { return *positive_number(args[i]); }
    // A query parameter (?flip=1).
    QString query(const char *key) const { return request.query.queryItemValue(QString::fromLatin1(key)); }
    reports::Language lang() const { return tr.language(); }
};

using Handler = Reply (*)(const Call &);

// One row. `pattern` is the path's segments joined by '/': a literal segment, '#' a whole
// number from 1, '*' any one segment, '@' a language code (pages.hpp: the page's language),
// '**' any rest, none too (last).
// How a write is committed (write_queue.hpp). A hall's writes, many at once and each small
// (a result, a press of the clock, a move, a check-in), are committed in groups: the writes of
// one row that wait together run in one transaction, each command in a savepoint of its own,
// and are acknowledged after the one commit. Every other write commits alone.
enum class Commit { Alone, Grouped };

struct Route {
    const char *method; // "GET" (HEAD too) or "POST"
    const char *pattern;
    unsigned who; // Who
    Handler handler;
    Commit commit = Commit::Alone;
};

const std::vector<Route> &routes();

// What a path matched of a pattern (Route::pattern's syntax): the segments of '#', '*' and
// '**' in order, and the '@' segment's language; nullopt when it does not match.
struct PathMatch {
    QStringList args;
    std::optional<reports::Language> lang;
};
std::optional<PathMatch> match_pattern(const QStringList &pattern, const QStringList &path);

// The row of the table `request` names when that row's writes are committed in groups
// (Commit::Grouped), else nullopt: writes of the same row may share a transaction.
std::optional<size_t> grouped_row(const Request &request);

// The event stream's address: its GET is taken over at the socket (web_server.hpp), its HEAD
// answered by the table.
inline constexpr const char *stream_pattern = "api/v1/stream";

// The part of the server that dispatches: the public rows answer without a token; the
// token's rows are the write API's, which owns the token check and the rate limit.
struct Dispatcher {
    enum class Part { Public, Token } part;
    EventView &view;
    const Plugins &plugins;
    ViewedGames *games = nullptr;
    LiveBoards *live = nullptr;
    // The caller of a token's row: its token, or the reply refusing it (401, 429).
    std::function<std::variant<Token, Reply>(const Request &, const reports::Tr &)> caller;

    // The answer of the row `request` names, if that row is this part's; a 405 when its path is
    // known but not its method; nullopt when the table does not know the path, or the row is
    // the other part's.
    std::optional<Reply> operator()(const Request &request) const;
};

} // namespace damka::server
