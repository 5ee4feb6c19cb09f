#include "assets.hpp"

#include "reports/table.hpp"

#include <QFile>

namespace damka::server {

std::optional<Reply> asset_reply(const QString &name) {
    static const QStringList known = {
        QStringLiteral("site.css"),        QStringLiteral("live.js"),         QStringLiteral("clock.css"),
        QStringLiteral("clock.js"),        QStringLiteral("results.js"),      QStringLiteral("desk.js"),
        QStringLiteral("desk_players.js"), QStringLiteral("scoresheet.css"),  QStringLiteral("scoresheet.js"),
        QStringLiteral("live_boards.js"),  QStringLiteral("game_viewer.js"),  QStringLiteral("hall.js"),
        QStringLiteral("hall.css"),        QStringLiteral("desk.css"),        QStringLiteral("board_links.js"),
        QStringLiteral("board_links.css"), QStringLiteral("print_pages.css"), QStringLiteral("lang_switch.js")};
    // The reports' own style sheet, with its print rules, then the A4 pages each print asks for
    // (assets/print_pages.css): the print pages (print_pages.hpp).
    if (name == QStringLiteral("print.css")) {
        QFile pages(QStringLiteral(":/damka/assets/print_pages.css"));
        if (!pages.open(QIODevice::ReadOnly)) return std::nullopt;
        Reply r;
        r.body = QByteArray::fromStdString(reports::html_style()) + pages.readAll();
        r.content_type = "text/css; charset=utf-8";
        return r;
    }
    if (!known.contains(name)) return std::nullopt;
    QFile f(QStringLiteral(":/damka/assets/") + name);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    Reply r;
    r.body = f.readAll();
    // The pages' tables look as the printed reports do: one style sheet for both.
    if (name == QStringLiteral("site.css")) r.body.prepend(QByteArray::fromStdString(reports::html_style()));
    r.content_type =
        name.endsWith(QStringLiteral(".css")) ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
    return r;
}

} // namespace damka::server
