#include "board_grid.hpp"

#include "html_form.hpp"
#include "result_scale.hpp"
#include "reports/table.hpp"
#include "storage/audit_log.hpp"

#include <QJsonArray>
#include <QRegularExpression>

namespace damka::server {

using reports::html_escape;
using namespace damka::tournament;

std::map<std::pair<int, int>, EnteredBy> entered_by(EventView &view, int round) {
    // The server's writes name the token ("web board:3 token 1a2b3c4d", event.hpp set_actor);
    // the command line the person (--arbiter, $DAMKA_ARBITER, $USER).
    static const QRegularExpression web(QStringLiteral("^web (\\S+) token (\\w+)$"));
    std::map<std::pair<int, int>, EnteredBy> out;
    std::vector<std::pair<std::pair<int, int>, QString>> since_batch; // results entered since the last batch entry
    for (const storage::AuditEntry &a : read_audit(view.event().db(), QStringLiteral("result."))) {
        if (a.after.value(QStringLiteral("round")).toInt() != round) continue;
        if (a.action == QStringLiteral("result.enter")) {
            // A batch's entry follows those of its results, in the same transaction and by the
            // same hand (tournament/exchange/result_batch.hpp).
            const bool desk = a.after.value(QStringLiteral("source")).toString() == QStringLiteral("the desk");
            const QJsonArray boards = a.after.value(QStringLiteral("boards")).toArray();
            for (const auto &[key, who] : since_batch)
                if (who == a.who && boards.contains(key.first)) out[key].kind = desk ? "desk-batch" : "batch";
            since_batch.clear();
            continue;
        }
        const int board = a.after.value(QStringLiteral("board")).toInt();
        if (board == 0) continue;
        const auto key = std::make_pair(board, a.after.value(QStringLiteral("game")).toInt(1));
        EnteredBy by{"cli", a.who.toStdString()};
        if (const auto m = web.match(a.who); m.hasMatch()) {
            const QString role = m.captured(1);
            by = {role.startsWith(QStringLiteral("board:")) ? "board" : role.toStdString(),
                  m.captured(2).toStdString()};
        }
        out[key] = by;
        since_batch.emplace_back(key, a.who);
    }
    return out;
}

namespace {

// Who entered it, in the page's language.
std::string who_words(const EnteredBy &by, const reports::Tr &tr) {
    const std::string &id = by.id;
    if (by.kind == "board") return tr.translate("Desk", "the board's players (%1)").arg(id);
    if (by.kind == "arbiter") return tr.translate("Desk", "an arbiter (%1)").arg(id);
    if (by.kind == "chief") return tr.translate("Desk", "the chief arbiter (%1)").arg(id);
    if (by.kind == "desk-batch") return tr.translate("Desk", "a batch on the desk (%1)").arg(id);
    if (by.kind == "batch") return tr.translate("Desk", "a batch from a file (%1)").arg(id);
    return tr.translate("Desk", "the command line (%1)").arg(id);
}

} // namespace

std::string board_grid(EventView &view, const reports::Tr &tr, int round) {
    const EventData &e = view.data();
    const Round *r = find_round(e, round);
    if (!r) return {};
    const bool draft = r->state == RoundState::Draft;
    const auto who = entered_by(view, round);
    const std::string n = std::to_string(round);
    std::string o = "<ul id=\"board-grid\" class=\"board-grid\" data-round=\"" + n + "\">\n";
    for (const RoundGame &g : r->games) {
        const std::string board = std::to_string(g.board), game = std::to_string(g.game_no);
        const std::string number = board + (g.game_no > 1 ? "." + game : std::string());
        if (!g.white || !g.black) { // a bye: nothing to enter
            o += "<li class=\"bye\" data-board=\"" + board + "\"><span class=\"no\">" + number +
                "</span> <span class=\"players\">" + html_escape(e.label(g.white ? g.white : g.black)) +
                "</span> <b class=\"result\">" + html_escape(tr.translate("Desk", "bye")) + "</b></li>\n";
            continue;
        }
        const bool in = g.result != BoardResult::Pending;
        const auto by = who.find({g.board, g.game_no});
        const bool known = in && by != who.end();
        o += "<li data-board=\"" + board + "\" data-game=\"" + game + "\" data-result=\"" +
            html_escape(in ? to_string(g.result) : std::string()) + "\" data-entered=\"" +
            (known ? by->second.kind : std::string()) + "\"" + (in ? "" : " class=\"awaited\"") + ">\n<details>\n" +
            "<summary><span class=\"no\">" + number + "</span> <span class=\"players\">" +
            html_escape(e.label(g.white)) + " \xe2\x80\x93 " + html_escape(e.label(g.black)) +
            "</span> <b class=\"result\">" +
            html_escape(in ? result_label(g.result, e.info.scoring) : std::string(tr.translate("Desk", "awaited"))) +
            "</b>" +
            (known ? " <small class=\"by\">" + html_escape(who_words(by->second, tr)) + "</small>" : std::string()) +
            "</summary>\n";
        if (!draft) {
            // The correction as the result page sends it (write_api.hpp api_result).
            std::vector<std::pair<std::string, std::string>> options;
            for (const ResultChoice &c : result_choices(e.info.scoring)) options.emplace_back(c.code, c.label);
            o += form::form("api/v1/rounds/" + n + "/boards/" + board + "/result",
                            form::select("result", tr.translate("Desk", "Result"), options,
                                         in ? to_string(g.result) : std::string("1-0")) +
                                "<input type=\"hidden\" name=\"game\" value=\"" + game + "\">\n" +
                                form::button(in ? tr.translate("Desk", "Correct") : tr.translate("Desk", "Enter")));
        }
        // The board's page: its scoresheet, the arbiter's undo and ruling on a claim (issue 44 §2).
        o += "<p><a data-token-link href=\"" + std::string(reports::language_code(tr.language())) + "/board/" + n +
            "/" + board + "\">" + html_escape(tr.translate("Desk", "The board's page: scoresheet and rulings")) +
            "</a></p>\n</details>\n</li>\n";
    }
    return o + "</ul>\n";
}

} // namespace damka::server
