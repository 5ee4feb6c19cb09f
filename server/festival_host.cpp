#include "festival_host.hpp"

#include "access_tokens.hpp"
#include "assets.hpp"
#include "connection_guard.hpp"
#include "festival_desk.hpp"
#include "festival_pages.hpp"
#include "routes.hpp"
#include "site.hpp"

#include "storage/audit_log.hpp"

#include <QFileInfo>

namespace damka::server {

namespace {

using Answer = Reply (*)(FestivalCall &);

struct FestivalRoute {
    const char *method;
    const char *pattern; // routes.hpp's syntax
    Answer answer;
};

// The festival's own addresses; /t/<slug>/… is its sections'.
const std::vector<FestivalRoute> &festival_routes() {
    static const std::vector<FestivalRoute> table{
        {"GET", "", festival_root},
        {"GET", "@", festival_list_page},
        {"GET", "@/desk", festival_desk_page},
        {"GET", "@/hall", festival_hall_page},
        {"GET", "@/live", festival_live_page},
        {"GET", "api/v1/festival", festival_document},
        {"GET", "api/v1/token", festival_who},
        {"GET", stream_pattern, festival_stream_head}, // its GET is taken at the socket (answer)
        {"POST", "api/v1/festival/sections", festival_new_section},
        {"POST", "api/v1/festival/move", festival_move},
        {"POST", "api/v1/festival/import", festival_import},
        {"GET", "assets/*", festival_asset},
    };
    return table;
}

} // namespace

FestivalHost::FestivalHost(festival::Festival &festival, const ServerOptions &options, QString arbiter, Language lang)
    : festival_(festival), options_(options), arbiter_(std::move(arbiter)), lang_(lang), hosts_(options.host_names),
      limiter_(RateLimits{}), streams_(options.streams) {
    festival_.db().migrate(token_migrations());
    connect(&rescan_, &QTimer::timeout, this, [this] {
        try {
            rescan();
        } catch (const storage::SqlError &) {
            // The folder or the database is away for a moment; the next look finds it.
        }
    });
}

void FestivalHost::watch(int rescan_ms) {
    rescan();
    rescan_.start(rescan_ms);
}

ServedSection *FestivalHost::section(const QString &slug) {
    for (auto &s : sections_)
        if (s->slug == slug) return s.get();
    return nullptr;
}

ServedSection &FestivalHost::serve(const QString &slug, const QString &locator, tournament::Event event) {
    prepare_for_serving(event);
    auto s = std::make_unique<ServedSection>();
    s->slug = slug;
    s->locator = locator;
    s->view = std::make_unique<EventView>(std::move(event));
    s->view->set_arbiter(arbiter_);
    s->writes = std::make_unique<WriteApi>(*s->view, RateLimits{}, options_.plugins,
                                           [this](const QByteArray &secret) { return festival_token(secret); });
    // A pairing's answer names whoever is also on a board of another section (festival_desk.hpp).
    ServedSection *served = s.get();
    auto writes = [this, served](const Request &r) -> std::optional<Reply> {
        auto reply = (*served->writes)(r);
        if (reply) return with_clash_warnings(*this, *served, r, std::move(*reply));
        return reply;
    };
    s->host = std::make_unique<EventHost>(*s->view, writes, options_, Site::SetupHandler{}, [this] { publish(); });
    s->host->watch();
    unavailable_.erase(slug);
    sections_.push_back(std::move(s));
    std::sort(sections_.begin(), sections_.end(), [](const auto &a, const auto &b) { return a->slug < b->slug; });
    publish();
    return *section(slug);
}

void FestivalHost::rescan() {
    for (const festival::Section &s : festival_.sections()) {
        if (section(s.slug)) continue;
        // A file that could not be opened is tried again once it changes (copied in slowly).
        const QDateTime changed = festival_.postgres() ? QDateTime() : QFileInfo(s.locator).lastModified();
        if (auto t = tried_.find(s.slug); t != tried_.end() && t->second == changed && !festival_.postgres()) continue;
        tried_[s.slug] = changed;
        // The list is public: it names the file as the folder has it, not the server's path.
        auto why = [&](QString what) {
            return what.replace(s.locator, festival_.postgres() ? s.slug : QFileInfo(s.locator).fileName());
        };
        // A file that is no event (a copy of the festival's own database, say) is refused by a
        // read first: opened for writing, it would be given an event's tables before the refusal.
        if (!festival_.postgres())
            if (auto probe = tournament::Event::open(s.locator, storage::Access::Read); !probe) {
                unavailable_[s.slug] = why(QString::fromStdString(probe.error()));
                continue;
            }
        auto opened = tournament::Event::open(s.locator, storage::Access::Write);
        if (!opened) {
            unavailable_[s.slug] = why(QString::fromStdString(opened.error()));
            continue;
        }
        try {
            serve(s.slug, s.locator, std::move(*opened));
        } catch (const storage::SqlError &e) {
            unavailable_[s.slug] = why(QString::fromUtf8(e.what()));
        }
    }
}

std::optional<Token> FestivalHost::festival_token(const QByteArray &secret) {
    std::optional<Token> t = find_token(festival_.db(), secret);
    // Every festival token is a chief's (damka festival token); any other role is not honoured.
    if (t && t->role.kind != Role::Kind::Chief) return std::nullopt;
    return t;
}

qint64 FestivalHost::version() const {
    qint64 v = qint64(sections_.size());
    for (const auto &s : sections_) v += std::max<qint64>(0, s->view->version());
    return v;
}

void FestivalHost::publish() { streams_.publish(version()); }

void FestivalHost::answer(Request r, QTcpSocket *socket, bool close) {
    // /t/<slug>/…: the section's, its path and base as a server of that event alone sees them.
    if (r.path.size() >= 2 && r.path[0] == QStringLiteral("t")) {
        if (ServedSection *s = section(r.path[1])) {
            r.base = QStringLiteral("/t/%1/").arg(s->slug);
            r.path = r.path.mid(2);
            return s->host->answer(r, socket, close);
        }
    }
    if (is_stream_get(r))
        return answer_stream(streams_, r, socket, version(), options_.streams.per_address, misdirected(hosts_, r));
    GuardedTcpServer::answered(socket, false);
    Reply reply;
    try {
        reply = handle(r);
    } catch (const storage::SqlError &e) {
        reply = error_reply(503, QStringLiteral("storage"), QString::fromUtf8(e.what()));
        reply.headers.emplace_back("Retry-After", "1");
    }
    send_reply(socket, reply, close, r.method == "HEAD");
}

Reply FestivalHost::handle(const Request &r) {
    if (auto refused = misdirected(hosts_, r)) return *refused;
    if (auto bad = control_in_path(r)) return *bad;
    const QByteArray method = r.method == "HEAD" ? QByteArray("GET") : r.method;
    QByteArrayList allowed;
    for (const FestivalRoute &route : festival_routes()) {
        auto m = match_pattern(QString::fromLatin1(route.pattern).split(QLatin1Char('/'), Qt::SkipEmptyParts), r.path);
        if (!m) continue;
        allowed << route.method;
        if (method != route.method) continue;
        FestivalCall call{
            r, *this,
            reports::Tr(m->lang ? *m->lang
                                : parse_language(r.query.queryItemValue(QStringLiteral("lang"))).value_or(lang_)),
            m->args};
        return route.answer(call);
    }
    if (!allowed.isEmpty()) {
        if (allowed.contains("GET")) allowed << "HEAD";
        return method_not_allowed(allowed.join(", "));
    }
    if (r.path.size() >= 2 && r.path[0] == QStringLiteral("t"))
        return error_reply(404, QStringLiteral("not_found"),
                           QStringLiteral("no tournament '%1' in this festival").arg(r.path[1].left(64)));
    return error_reply(404, QStringLiteral("not_found"), QStringLiteral("no such address"));
}

} // namespace damka::server
