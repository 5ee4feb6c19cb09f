// libFuzzer target: the server's request handling on raw bytes, two ways.
// 1. The framing check (server/request_framing.*) on the bytes, fed whole and again cut in two
//    at a place the input chooses: the verdict must not depend on how the bytes arrived (TCP
//    may cut them anywhere).
// 2. The same bytes as the body of a request to an address of the route table (routes.cpp),
//    with a method the input chooses, as the chief's token, answered by the site and the write
//    API on a four-player Swiss (issue 43: only a row's method is routed; a body is read by
//    request_body.hpp, whose duplicate keys, lone surrogates, numbers beyond 2^53 and fields of
//    the wrong type are 400s): never a crash, never a 5xx. The one 5xx allowed is the
//    documented 503 of the addresses that need variant plugins, which this target loads none of.
#include "server/access_tokens.hpp"
#include "server/request_framing.hpp"
#include "server/routes.hpp"
#include "server/site.hpp"
#include "server/web_server.hpp" // prepare_for_serving
#include "server/write_api.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace damka;
using damka::server::RequestFraming;

namespace {

// The first problem's status (0: none) and whether an HTTP/1.0 request was seen by then.
std::pair<int, bool> verdict(const QByteArray &bytes, qsizetype cut) {
    RequestFraming f;
    for (const QByteArray &piece : {bytes.left(cut), bytes.mid(cut)})
        if (const auto problem = f.feed(piece)) return {problem->status, f.saw_http10()};
    return {0, f.saw_http10()};
}

void check_framing(const QByteArray &bytes, qsizetype cut) {
    const auto whole = verdict(bytes, bytes.size());
    const auto split = verdict(bytes, bytes.isEmpty() ? 0 : cut % (bytes.size() + 1));
    if (whole != split) {
        std::fprintf(stderr, "framing verdict depends on the cut: whole %d/%d, cut at %lld %d/%d\n", whole.first,
                     whole.second, static_cast<long long>(cut % (bytes.size() + 1)), split.first, split.second);
        std::abort();
    }
}

// The served event, made once: round 1 of a four-player Swiss published (1-2, 3-4).
struct Served {
    QTemporaryDir dir;
    std::unique_ptr<server::EventView> view;
    std::unique_ptr<server::WriteApi> writes;
    std::unique_ptr<server::Site> site;
    QByteArray chief;
};

Served &served() {
    static Served *s = [] {
        static int argc = 1;
        static char name[] = "fuzz_request_framing";
        static char *argv[] = {name, nullptr};
        new QCoreApplication(argc, argv);
        auto *out = new Served;
        tournament::TournamentInfo info;
        info.name = "Fuzz Swiss";
        info.rounds = 3;
        info.system = tournament::System::Swiss;
        auto ev = tournament::Event::create(out->dir.filePath(QStringLiteral("fuzz.db")), info);
        if (!ev) std::abort();
        for (int i = 1; i <= 4; ++i) {
            tournament::Player p;
            p.name = "Player " + std::to_string(i);
            ev->add_player(p);
        }
        ev->pair_next_round(std::vector<tournament::ManualPair>{{1, 2}, {3, 4}});
        ev->publish_round(1);
        server::prepare_for_serving(*ev);
        ev->db().exec(QStringLiteral("PRAGMA synchronous = OFF")); // a fuzzer's thousands of writes
        out->view = std::make_unique<server::EventView>(std::move(*ev));
        out->writes = std::make_unique<server::WriteApi>(*out->view, server::RateLimits{1e9, 1e9});
        out->site = std::make_unique<server::Site>(*out->view, std::ref(*out->writes));
        const server::Role chief{server::Role::Kind::Chief};
        out->chief = server::create_token(out->view->event().db(), chief, QStringLiteral("fuzz"), 1,
                                          QDateTime::currentDateTimeUtc().addYears(1))
                         .toLatin1();
        return out;
    }();
    return *s;
}

// A row's pattern as a path it answers: a number 1, a token id, English, a page.
QStringList sample_path(const char *pattern) {
    QStringList out;
    for (const QString &segment : QString::fromLatin1(pattern).split(QLatin1Char('/'), Qt::SkipEmptyParts))
        out << (segment == QStringLiteral("#")        ? QStringLiteral("1")
                    : segment == QStringLiteral("*")  ? QStringLiteral("abcdef12")
                    : segment == QStringLiteral("@")  ? QStringLiteral("en")
                    : segment == QStringLiteral("**") ? QStringLiteral("standings")
                                                      : segment);
    return out;
}

void check_handling(uint8_t method_byte, uint8_t row_byte, const QByteArray &body) {
    static const char *const methods[] = {"POST", "GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"};
    Served &s = served();
    const std::vector<server::Route> &table = server::routes();
    const server::Route &row = table[row_byte % table.size()];
    server::Request r;
    r.method = methods[method_byte % std::size(methods)];
    r.path = sample_path(row.pattern);
    r.body = body;
    r.authorization = "Bearer " + s.chief;
    r.host = "127.0.0.1";
    r.peer = QHostAddress::LocalHost;
    const server::Reply reply = s.site->handle(r);
    const bool no_plugins = reply.status == 503 && reply.body.contains("\"no_plugins\"");
    if (reply.status >= 500 && !no_plugins) {
        std::fprintf(stderr, "%s /%s answered %d: %s\n", r.method.constData(),
                     r.path.join(QLatin1Char('/')).toUtf8().constData(), reply.status, reply.body.constData());
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 2), qsizetype(size - 2));
    check_framing(bytes, qsizetype(data[0] | (data[1] << 8)));
    check_handling(data[0], data[1], bytes);
    return 0;
}
