#include "game_page.hpp"

#include "api_json.hpp"
#include "core/variant_names.hpp"
#include "diagram/svg_diagram.hpp"
#include "reports/table.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace damka::server {

using reports::html_escape;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

QJsonArray ints(const std::vector<int> &v) {
    QJsonArray a;
    for (int i : v) a.append(i);
    return a;
}

const tournament::RoundGame *round_game(const tournament::EventData &e, int round, int board, int game_no) {
    if (const tournament::Round *r = published_round(e, round))
        for (const tournament::RoundGame &g : r->games)
            if (g.board == board && g.game_no == game_no) return &g;
    return nullptr;
}

// The games of a board in a round: 1, or 1 and 2 in a micro-match.
std::vector<int> board_games(const tournament::EventData &e, int round, int board) {
    std::vector<int> out;
    if (const tournament::Round *r = published_round(e, round))
        for (const tournament::RoundGame &g : r->games)
            if (g.board == board) out.push_back(g.game_no);
    return out;
}

int query_number(const QUrlQuery &query, const char *key, int fallback) {
    const QString v = query.queryItemValue(QString::fromLatin1(key));
    if (v.isEmpty()) return fallback;
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok ? n : -1;
}

// "1-0", "½-½" as the result desk shows them, with the variant's points (17:7); "" while none.
std::string result_text(const tournament::RoundGame &g) {
    std::string r = tournament::to_string(g.result);
    if (r == "1/2") r = "\xc2\xbd-\xc2\xbd";
    if (!r.empty() && g.white_points && g.black_points)
        r += " (" + std::to_string(*g.white_points) + ":" + std::to_string(*g.black_points) + ")";
    return r;
}

std::string number_text(const ViewedMove &m) { return std::to_string(m.number) + (m.side == 1 ? "..." : "."); }

QJsonObject side_json(const tournament::EventData &e, int id) {
    const tournament::Player *p = e.player(id);
    return {{QStringLiteral("id"), id}, {QStringLiteral("name"), p ? qs(p->name) : QString()}};
}

QString fault_kind(ReplayFault::Kind k) {
    switch (k) {
    case ReplayFault::Unreadable: return QStringLiteral("unreadable");
    case ReplayFault::BadSetup: return QStringLiteral("bad_setup");
    case ReplayFault::IllegalMove: return QStringLiteral("illegal_move");
    case ReplayFault::ResultMismatch: return QStringLiteral("result_mismatch");
    case ReplayFault::UnreadableLog: return QStringLiteral("unreadable_log");
    }
    return {};
}

// The viewer's own address with `ply` (and the flip, the game) for the links that work without
// script: whole, since a query alone would name the page's <base> (mount.hpp).
std::string here(const Language &lang, const ViewedGame &g, int ply, bool flipped) {
    std::string q = html_escape(game_address(lang, g.round, g.board, g.game_no));
    q += g.game_no > 1 ? "&amp;" : "?";
    q += "ply=" + std::to_string(ply);
    if (flipped) q += "&amp;flip=1";
    return q;
}

std::string moves_html(const ViewedGame &g, int current, bool flipped, const reports::Tr &tr) {
    const Language lang = tr.language();
    if (g.moves.empty())
        return "<p class=\"no-moves\">" + tr.translate("Viewer", "No move is recorded yet.").str() + "</p>\n";
    // A row per move number: "12. c3-d4 f6-g5"; a row opened by the second side shows "…" first.
    std::string o = "<div class=\"moves\" id=\"moves\">\n";
    for (size_t k = 0; k < g.moves.size(); ++k) {
        const ViewedMove &m = g.moves[k];
        const bool opens = k == 0 || g.moves[k - 1].number != m.number;
        if (opens) {
            if (k) o += "</p>\n";
            o += "<p class=\"row\"><span class=\"no\">" + std::to_string(m.number) + ".</span>";
            if (m.side == 1) o += "<span class=\"gap\">\xe2\x80\xa6</span>";
        }
        std::string cls = "move";
        if (m.ply == current) cls += " current";
        if (!m.legal) cls += " irregular";
        if (m.taken_back) cls += " taken-back";
        const std::string note = !m.legal ? tr.translate("Viewer", "an irregular move").str()
            : m.taken_back                ? tr.translate("Viewer", "taken back by the arbiter's decision").str()
                                          : std::string();
        o += " <a class=\"" + cls + "\" data-ply=\"" + std::to_string(m.ply) + "\" href=\"" +
            here(lang, g, m.ply, flipped) + "\"" + (note.empty() ? "" : " title=\"" + html_escape(note) + "\"") + ">" +
            html_escape(m.notation) + "</a>";
    }
    return o + "</p>\n</div>\n";
}

} // namespace

std::string ply_title(const ViewedGame &g, int ply, const reports::Tr &tr) {
    if (ply <= 0 || size_t(ply) > g.moves.size()) return tr.translate("Viewer", "Start position");
    const ViewedMove &m = g.moves[size_t(ply - 1)];
    return tr.translate("Viewer", "Position after %1 %2").arg(number_text(m)).arg(m.notation);
}

std::string ply_svg(const ViewedGame &g, int ply, bool flipped, const reports::Tr &tr, int square_size,
                    bool coordinates) {
    if (ply < 0 || size_t(ply) >= g.positions.size() || !g.positions[size_t(ply)]) return {};
    const Expected<diagram::Board> board = diagram::read_board(*g.positions[size_t(ply)]);
    if (!board) return {};
    diagram::SvgOptions o;
    o.flipped = flipped;
    if (ply > 0) o.last_move = g.moves[size_t(ply - 1)].path;
    o.title = ply_title(g, ply, tr);
    if (const std::optional<Variant> v = loaded_variants::find(g.variant)) // ABI 1.4 "damka.names/1"
        o.piece_title = diagram::piece_titles(*v, tr.language().code());
    o.square_size = square_size;
    o.coordinates = coordinates;
    return diagram::render_svg(*board, o);
}

Reply positions_reply(ViewedGames &games, const EventView &view, int round, int board, const QUrlQuery &query) {
    const Language lang = parse_language(query.queryItemValue(QStringLiteral("lang"))).value_or(Language::English);
    const reports::Tr tr(lang);
    const int game_no = query_number(query, "game", 1);
    auto read = games.game(round, board, game_no);
    if (auto *problem = std::get_if<BoardGameProblem>(&read)) return problem_reply(*problem, tr);
    const ViewedGame &g = *std::get<std::shared_ptr<const ViewedGame>>(read);
    const int plies = int(g.moves.size());
    if (query.hasQueryItem(QStringLiteral("ply"))) {
        const int ply = query_number(query, "ply", plies);
        if (ply < 0 || ply >= int(g.positions.size()))
            return error_reply(404, QStringLiteral("no_ply"),
                               qs(tr.translate("Viewer", "there is no ply %1: the plies of this game are 0 to %2")
                                      .arg(query.queryItemValue(QStringLiteral("ply")).toStdString())
                                      .arg(plies)));
        const bool flipped = query.queryItemValue(QStringLiteral("flip")) == QStringLiteral("1");
        const std::string svg = ply_svg(g, ply, flipped, tr);
        return json_reply(QJsonObject{{QStringLiteral("ply"), ply},
                                      {QStringLiteral("plies"), plies},
                                      {QStringLiteral("known"), !svg.empty()},
                                      {QStringLiteral("title"), qs(ply_title(g, ply, tr))},
                                      {QStringLiteral("svg"), qs(svg)}});
    }
    const tournament::EventData &e = view.data();
    const tournament::RoundGame *rg = round_game(e, round, board, game_no);
    QJsonArray moves, numbers;
    for (const ViewedMove &m : g.moves)
        moves.append(QJsonObject{{QStringLiteral("ply"), m.ply},
                                 {QStringLiteral("number"), m.number},
                                 {QStringLiteral("side"), m.side},
                                 {QStringLiteral("notation"), qs(m.notation)},
                                 {QStringLiteral("path"), ints(m.path)},
                                 {QStringLiteral("legal"), m.legal},
                                 {QStringLiteral("taken_back"), m.taken_back}});
    for (int n : board_games(e, round, board)) numbers.append(n);
    QJsonObject doc{{QStringLiteral("round"), round},
                    {QStringLiteral("board"), board},
                    {QStringLiteral("game"), game_no},
                    {QStringLiteral("games"), numbers},
                    {QStringLiteral("source"), qs(g.source)},
                    {QStringLiteral("white"), side_json(e, rg ? rg->white : 0)},
                    {QStringLiteral("black"), side_json(e, rg ? rg->black : 0)},
                    {QStringLiteral("result"), rg ? qs(tournament::to_string(rg->result)) : QString()},
                    {QStringLiteral("sides"), QJsonArray{qs(g.sides[0]), qs(g.sides[1])}},
                    {QStringLiteral("plies"), plies},
                    {QStringLiteral("moves"), moves},
                    {QStringLiteral("version"), view.version()}};
    if (g.fault)
        doc.insert(QStringLiteral("fault"),
                   QJsonObject{{QStringLiteral("kind"), fault_kind(g.fault->kind)},
                               {QStringLiteral("ply"), g.fault->ply},
                               {QStringLiteral("move"), qs(g.fault->move)},
                               {QStringLiteral("message"), qs(tr.render(g.fault->message))}});
    return json_reply(doc);
}

GamePage game_content(ViewedGames &games, const EventView &view, Language lang, int round, int board,
                      const QUrlQuery &query) {
    const reports::Tr tr(lang);
    const tournament::EventData &e = view.data();
    const int game_no = query_number(query, "game", 1);
    const tournament::RoundGame *rg = round_game(e, round, board, game_no);
    const std::string title =
        html_escape(tr.translate("Reports", "%1 - round %2, board %3").arg(e.info.name).arg(round).arg(board));
    if (!rg || rg->white == 0 || rg->black == 0)
        return {404,
                "<h1>" + title + "</h1>\n<p>" + html_escape(tr.translate("Viewer", "There is no such game.").str()) +
                    "</p>\n"};
    const std::string code = reports::language_code(lang);
    auto player = [&](int id) {
        const tournament::Player *p = e.player(id);
        return "<a href=\"" + code + "/players/" + std::to_string(id) + "\">" +
            html_escape(p ? p->name : "#" + std::to_string(id)) + "</a> (" + std::to_string(id) + ")";
    };
    const std::string result = result_text(*rg);
    std::string o = "<section class=\"viewer\">\n<h1>" + title + "</h1>\n<p class=\"game-players\"><span>" +
        html_escape(tr.translate("Reports", "White").str()) + ": " + player(rg->white) + "</span> <span>" +
        html_escape(tr.translate("Reports", "Black").str()) + ": " + player(rg->black) +
        "</span> <strong class=\"game-result\">" +
        (result.empty() ? html_escape(tr.translate("Viewer", "the game goes on").str()) : html_escape(result)) +
        "</strong></p>\n";
    // A micro-match's games (FMJD: two games of one pairing), each with its viewer.
    if (const std::vector<int> numbers = board_games(e, round, board); numbers.size() > 1) {
        o += "<p class=\"game-games\">";
        for (int n : numbers) {
            const std::string label = html_escape(tr.translate("Viewer", "Game %1").arg(n).str());
            o += n == game_no ? "<strong>" + label + "</strong> "
                              : "<a href=\"" + game_address(lang, round, board, n) + "\">" + label + "</a> ";
        }
        o += "</p>\n";
    }
    auto read = games.game(round, board, game_no);
    if (auto *problem = std::get_if<BoardGameProblem>(&read))
        return {problem->status,
                o + "<p class=\"fault\">" + html_escape(tr.render(problem->message)) + "</p>\n</section>\n"};
    const ViewedGame &g = *std::get<std::shared_ptr<const ViewedGame>>(read);
    const int plies = int(g.moves.size());
    // The position asked for (?ply=K), else the last one reached.
    int ply = query_number(query, "ply", plies);
    if (ply < 0 || ply >= int(g.positions.size())) ply = int(g.positions.size()) - 1;
    if (ply < 0) ply = 0;
    const bool flipped = query.queryItemValue(QStringLiteral("flip")) == QStringLiteral("1");
    const std::string unknown = html_escape(
        tr.translate("Viewer", "The position here is not known: the arbiter has not stated it after an irregular move.")
            .str());
    if (g.fault) o += "<p class=\"fault\" role=\"alert\">" + html_escape(tr.render(g.fault->message)) + "</p>\n";
    if (g.positions.empty()) return {200, o + "</section>\n"}; // a record with no game in it: the fault says so
    const std::string svg = ply_svg(g, ply, flipped, tr);
    const int last = std::max(0, int(g.positions.size()) - 1);
    auto control = [&](const char *id, int to, const std::string &label, const char *symbol) {
        return std::string("<a class=\"control\" id=\"") + id + "\" data-ply=\"" + std::to_string(to) + "\" href=\"" +
            here(lang, g, to, flipped) + "\" title=\"" + html_escape(label) + "\" aria-label=\"" + html_escape(label) +
            "\">" + symbol + "</a>";
    };
    // What the script needs comes as data attributes (no inline script under the CSP).
    o += "<div class=\"game-view\" id=\"viewer\" data-api=\"api/v1/rounds/" + std::to_string(round) + "/boards/" +
        std::to_string(board) + "/positions?game=" + std::to_string(game_no) + "\" data-lang=\"" + code +
        "\" data-ply=\"" + std::to_string(ply) + "\" data-last=\"" + std::to_string(last) + "\" data-flipped=\"" +
        (flipped ? "1" : "0") + "\" data-unknown=\"" + unknown +
        "\">\n<div class=\"game-board\">\n<figure class=\"game-diagram\" id=\"diagram\">" +
        (svg.empty() ? "<p class=\"unknown\">" + unknown + "</p>" : svg) +
        "</figure>\n<p class=\"ply-title\" id=\"ply-title\">" + html_escape(ply_title(g, ply, tr)) +
        "</p>\n<p class=\"controls\">" +
        control("first", 0, tr.translate("Viewer", "First position"), "|\xe2\x97\x80") + " " +
        control("back", std::max(0, ply - 1), tr.translate("Viewer", "Previous move"), "\xe2\x97\x80") + " " +
        control("forward", std::min(last, ply + 1), tr.translate("Viewer", "Next move"), "\xe2\x96\xb6") + " " +
        control("last", last, tr.translate("Viewer", "Last position"), "\xe2\x96\xb6|") +
        " <a class=\"control flip\" id=\"flip\" href=\"" + here(lang, g, ply, !flipped) + "\">" +
        html_escape(tr.translate("Viewer", "Flip the board").str()) +
        "</a></p>\n</div>\n<div class=\"game-moves\">\n<h2>" + html_escape(tr.translate("Viewer", "Moves").str()) +
        "</h2>\n" + moves_html(g, ply, flipped, tr) + "</div>\n</div>\n<p class=\"sub\">" +
        html_escape(
             g.source == "pdn"
                 ? tr.translate("Viewer", "From the game record kept with the result (PDN).").str()
                 : tr.translate("Viewer", "From the arbiter's log of the game, move by move as it is played.").str()) +
        " " + html_escape(tr.translate("Viewer", "Keys: \xe2\x86\x90 and \xe2\x86\x92 step through the moves.").str()) +
        "</p>\n</section>\n";
    return {200, o};
}

} // namespace damka::server
