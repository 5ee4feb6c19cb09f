// The served event of the server tests: a four-player SQLite Swiss (round 1 published: board 1
// is Player 1 - Player 2, board 2 Player 3 - Player 4) served in-process, with helpers to read
// it back as another program would.
#pragma once

#include "served_event.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace damka::testing {

using R = damka::tournament::BoardResult;

inline QJsonObject json(const HttpAnswer &a) { return QJsonDocument::fromJson(a.body).object(); }
inline QJsonArray json_array(const HttpAnswer &a) { return QJsonDocument::fromJson(a.body).array(); }

class ServerTest : public ::testing::Test {
protected:
    void SetUp() override {
        ensure_app();
        ASSERT_TRUE(dir_.isValid());
        file_ = dir_.filePath(QStringLiteral("club.db"));
        tournament::TournamentInfo info;
        info.name = "Club Swiss";
        info.rounds = 3;
        info.system = tournament::System::Swiss;
        info.tiebreaks = {"BH-C1", "BH"};
        info.time_control = "5m+3s";
        auto ev = tournament::Event::create(file_, info);
        ASSERT_TRUE(ev) << ev.error();
        for (int i = 1; i <= 4; ++i) {
            tournament::Player p;
            p.name = "Player " + std::to_string(i);
            p.rating = 2000 - 10 * i;
            ASSERT_TRUE(ev->add_player(p));
        }
        ASSERT_TRUE(ev->pair_next_round(std::vector<tournament::ManualPair>{{1, 2}, {3, 4}}));
        ASSERT_TRUE(ev->publish_round(1));
        ASSERT_EQ(served_.start(file_, options()), "");
    }
    virtual server::ServerOptions options() { return {}; }
    // Another program on the same file, as `damka result set` would be.
    tournament::Event cli() {
        auto ev = tournament::Event::open(file_, storage::Access::Write);
        EXPECT_TRUE(ev) << ev.error();
        return std::move(ev).value();
    }
    std::string result_of(int round, int board) {
        tournament::Event ev = cli();
        return to_string(tournament::find_round(ev.data(), round)->games[size_t(board - 1)].result);
    }
    quint16 port() const { return served_.port; }

    QTemporaryDir dir_;
    QString file_;
    ServedEvent served_;
};

inline tournament::ResultEntry entry(int round, int board, R r) {
    tournament::ResultEntry e;
    e.round = round;
    e.board = board;
    e.result = r;
    return e;
}

} // namespace damka::testing
