// A festival served in-process as `damka serve --dir FOLDER` serves it (issue 45): a folder of
// three event files — `a-open` ("A Open", four players "Alpha N", round 1 published: board 1
// Alpha 1 - Alpha 2, board 2 Alpha 3 - Alpha 4), `b-open` ("B Open", six players "Beta N", no
// round yet) and `c-blitz` ("C Blitz", four players "Gamma N", round 1 published) — on a free
// loopback port, with helpers to make tokens and read the sections back as another program would.
#pragma once

#include "server_fixture.hpp"

#include "server/festival_host.hpp"

#include "festival/festival.hpp"

#include <QDir>

#include <optional>

namespace damka::testing {

// An event file: `players` players "<prefix> N" rated from 2000 down; round 1 paired by start
// numbers (1-2, 3-4, …) and published when `paired`.
inline void make_event(const QString &file, const std::string &name, const std::string &prefix, int players,
                       bool paired) {
    tournament::TournamentInfo info;
    info.name = name;
    info.rounds = 5;
    info.system = tournament::System::Swiss;
    auto ev = tournament::Event::create(file, info);
    ASSERT_TRUE(ev) << ev.error();
    for (int i = 1; i <= players; ++i) {
        tournament::Player p;
        p.name = prefix + " " + std::to_string(i);
        p.rating = 2000 - 10 * i;
        ASSERT_TRUE(ev->add_player(p));
    }
    if (!paired) return;
    std::vector<tournament::ManualPair> pairs;
    for (int i = 1; i < players; i += 2) pairs.push_back({i, i + 1});
    ASSERT_TRUE(ev->pair_next_round(pairs));
    ASSERT_TRUE(ev->publish_round(1));
}

// One `damka serve --dir FOLDER|URL`: its own connection to the festival, its host, its port.
struct ServedFestival {
    std::optional<festival::Festival> festival;
    std::unique_ptr<server::FestivalHost> host;
    std::unique_ptr<server::WebServer> web;
    quint16 port = 0;

    void start(const QString &where, server::ServerOptions options = {}) {
        festival.emplace(festival::Festival::open(where));
        options.plugins = test_plugins;
        host = std::make_unique<server::FestivalHost>(*festival, options, QStringLiteral("Festival Arbiter"),
                                                      *server::parse_language(QStringLiteral("en")));
        web = std::make_unique<server::WebServer>(*host);
        QString why;
        port = web->start(QHostAddress::LocalHost, 0, why);
        ASSERT_NE(port, 0) << why.toStdString();
    }
    // A festival chief's token as `damka festival token` makes it.
    QByteArray chief_token() {
        const auto made =
            server::issue_token(festival->db(), QStringLiteral("test"), QStringLiteral("chief"), {}, {}, 0);
        EXPECT_TRUE(std::holds_alternative<QString>(made));
        return std::get<QString>(made).toLatin1();
    }
};

class FestivalTest : public ::testing::Test {
protected:
    void SetUp() override {
        ensure_app();
        ASSERT_TRUE(dir_.isValid());
        ASSERT_NO_FATAL_FAILURE(make_event(file(QStringLiteral("a-open")), "A Open", "Alpha", 4, true));
        ASSERT_NO_FATAL_FAILURE(make_event(file(QStringLiteral("b-open")), "B Open", "Beta", 6, false));
        ASSERT_NO_FATAL_FAILURE(make_event(file(QStringLiteral("c-blitz")), "C Blitz", "Gamma", 4, true));
        before_start();
        served_.start(dir_.path());
    }
    // What a test puts into the folder before the server starts.
    virtual void before_start() {}

    QString file(const QString &slug) const { return dir_.filePath(slug + QStringLiteral(".db")); }
    quint16 port() const { return served_.port; }
    QByteArray festival_token() { return served_.chief_token(); }
    // A token of section `slug` as `damka token create --db SLUG.db --role ROLE` makes it.
    QByteArray section_token(const QString &slug, const QString &role) {
        auto ev = tournament::Event::open(file(slug), storage::Access::Write);
        EXPECT_TRUE(ev) << ev.error();
        const auto made = server::issue_token(ev->db(), QStringLiteral("test"), role, {}, {}, ev->last_round());
        EXPECT_TRUE(std::holds_alternative<QString>(made));
        return std::get<QString>(made).toLatin1();
    }
    // Section `slug` as another program reads it now.
    tournament::Event read(const QString &slug) {
        auto ev = tournament::Event::open(file(slug), storage::Access::Read);
        EXPECT_TRUE(ev) << ev.error();
        return std::move(ev).value();
    }
    // The folder's *.db files, hidden ones too (what a refused request must not add to).
    QStringList event_files() const {
        return QDir(dir_.path()).entryList({QStringLiteral("*.db")}, QDir::Files | QDir::Hidden, QDir::Name);
    }
    QJsonObject document() { return json(http(port(), "GET", "/api/v1/festival")); }
    QStringList served_slugs() {
        QStringList out;
        for (const auto &s : document()[QLatin1String("sections")].toArray())
            out << s.toObject()[QLatin1String("slug")].toString();
        return out;
    }

    QTemporaryDir dir_;
    ServedFestival served_;
};

inline QJsonObject error_of(const HttpAnswer &a) { return json(a)[QLatin1String("error")].toObject(); }

} // namespace damka::testing
