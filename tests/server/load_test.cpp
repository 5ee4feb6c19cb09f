// The server under a hall's load (issue 43): a client that pipelines and does not read is held
// and then cut off, not answered into memory; reads go on while another command holds the write
// lock and the write waits; a hall's results are committed in groups; writes are limited per
// token, not per address.
#include "server_fixture.hpp"

#include "storage/audit_log.hpp"
#include "storage/database.hpp"

#include <QTcpSocket>

#include <gtest/gtest.h>

#include <memory>

using namespace damka;
using namespace damka::testing;

namespace {

class ServerLoadTest : public ServerTest {
protected:
    server::ServerOptions options() override {
        server::ServerOptions o;
        o.limits.idle_ms = 1000;
        o.limits.max_unread_bytes = 16 * 1024;
        o.writes.wait_ms = 1500; // a write waiting longer for the lock is answered busy
        return o;
    }
    // The server's side of every connection still open.
    QList<QTcpSocket *> server_sockets() const {
        QList<QTcpSocket *> out;
        for (QTcpSocket *s : served_.web->findChildren<QTcpSocket *>())
            if (s->state() != QAbstractSocket::UnconnectedState) out << s;
        return out;
    }
};

QByteArray get(const QByteArray &path) { return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"; }

QByteArray post_result(int board, const QByteArray &token, const QByteArray &result) {
    const QByteArray body = R"({"result": ")" + result + R"("})";
    return "POST /api/v1/rounds/1/boards/" + QByteArray::number(board) +
        "/result HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer " + token +
        "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// A client that sends `bytes` and reads nothing until asked to.
struct SilentClient {
    QTcpSocket socket;
    QByteArray got;
    SilentClient(quint16 port, const QByteArray &bytes) {
        socket.setReadBufferSize(1); // Qt reads (almost) nothing: the replies stay in the kernel
        socket.connectToHost(QHostAddress::LocalHost, port);
        EXPECT_TRUE(spin_until([&] { return socket.state() == QAbstractSocket::ConnectedState; }, 3000));
        socket.write(bytes);
        socket.flush();
    }
    // Reads from now on; true once the server has closed the connection.
    bool read_until_closed(int ms) {
        socket.setReadBufferSize(0);
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] { got += socket.readAll(); });
        got += socket.readAll();
        return spin_until([&] { return socket.state() == QAbstractSocket::UnconnectedState; }, ms);
    }
};

} // namespace

// The probe's case: pipelined GET /api/v1/rounds/1/live never read took the server from 46 to
// 134 MB. Now at most the bound and one reply wait in the server, and the idle timeout ends it.
TEST_F(ServerLoadTest, PipelinedRequestsOfAClientThatDoesNotReadAreHeldThenCutOff) {
    const qsizetype reply = http(port(), "GET", "/api/v1/rounds/1/live").body.size();
    ASSERT_GT(reply, 1000);
    QByteArray requests;
    // Far more than the kernel's buffers hold (a few MB each way on loopback), under the 64 KiB a
    // request may have before it is answered.
    while (requests.size() < 60 * 1024) requests += get("/api/v1/rounds/1/live");
    SilentClient client(port(), requests);
    qint64 most = 0;
    auto look = [&] {
        for (QTcpSocket *s : server_sockets()) most = std::max(most, s->bytesToWrite());
        return most > 0;
    };
    // Answered until the kernel's buffers are full (a few MB: seconds on a busy machine), then
    // a while more: without the bound every reply would wait in the server from then on.
    ASSERT_TRUE(spin_until(look, 20000));
    spin_until([&] { return look() && false; }, 500);
    EXPECT_LE(most, 16 * 1024 + reply + 4096) << "the replies waiting in the server";
    // No reading for the idle timeout: the server lets it go (its replies were never read).
    EXPECT_TRUE(spin_until([&] { return server_sockets().isEmpty(); }, 8000));
    EXPECT_TRUE(client.read_until_closed(3000));
    EXPECT_LT(client.got.count("HTTP/1.1 200"), requests.count("GET "));
}

// Held and released as its client reads: every pipelined request is answered, in order.
TEST_F(ServerLoadTest, APipeliningClientThatReadsLateGetsEveryAnswerInOrder) {
    QByteArray requests;
    const int n = 60;
    for (int i = 0; i < n; ++i)
        requests += get(i % 3 ? QByteArray("/api/v1/players/") + QByteArray::number(1 + i % 4)
                              : QByteArray("/api/v1/rounds/1/live"));
    SilentClient client(port(), requests);
    spin_until([] { return false; }, 300); // held meanwhile: the live replies pass the bound
    client.read_until_closed(0);
    ASSERT_TRUE(spin_until([&] { return client.got.count("HTTP/1.1 200") == n; }, 5000))
        << client.got.count("HTTP/1.1 200") << " answers of " << n;
    const QList<QByteArray> answers = client.got.split('\n');
    int at = 0; // the i-th answer's body names the i-th request's player
    for (const QByteArray &line : answers) {
        if (!line.startsWith("{")) continue;
        while (at < n && at % 3 == 0) ++at; // a live document
        if (line.contains("\"boards\"")) continue;
        const QByteArray id = "\"id\":" + QByteArray::number(1 + at % 4);
        EXPECT_TRUE(line.contains(id)) << "answer " << at << ": " << line.left(80).constData();
        ++at;
    }
}

// The probe's case: with another program holding the write lock, GET /api/v1/standings took
// 28 s. The write waits in the queue; the reads are answered meanwhile.
TEST_F(ServerLoadTest, ReadsAreAnsweredWhileAWriteWaitsForTheLock) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    storage::Database other = storage::Database::open_sqlite(file_, storage::Access::Write);
    other.exec(QStringLiteral("BEGIN IMMEDIATE")); // as `damka result set` in the middle of its command
    SilentClient write(port(), post_result(1, chief, "1-0"));
    spin_until([] { return false; }, 100);
    const HttpAnswer standings = http(port(), "GET", "/api/v1/standings");
    EXPECT_EQ(standings.status, 200);
    EXPECT_EQ(http(port(), "GET", "/en/rounds/1").status, 200);
    EXPECT_EQ(write.socket.bytesAvailable(), 0); // not answered: it waits for the lock
    other.exec(QStringLiteral("ROLLBACK"));
    ASSERT_TRUE(write.read_until_closed(3000));
    EXPECT_TRUE(write.got.startsWith("HTTP/1.1 200")) << write.got.left(200).constData();
    EXPECT_EQ(result_of(1, 1), "1-0");
}

// Past the write's wait (the CLI's 30 s; 1.5 s here) it is answered busy, nothing saved.
TEST_F(ServerLoadTest, AWriteThatWaitsTooLongForTheLockIsBusy) {
    const QByteArray chief = served_.token(QStringLiteral("chief"));
    storage::Database other = storage::Database::open_sqlite(file_, storage::Access::Write);
    other.exec(QStringLiteral("BEGIN IMMEDIATE"));
    SilentClient write(port(), post_result(1, chief, "1-0"));
    ASSERT_TRUE(write.read_until_closed(5000));
    other.exec(QStringLiteral("ROLLBACK"));
    const HttpAnswer busy = parse_answer(write.got);
    EXPECT_EQ(busy.status, 409);
    EXPECT_EQ(json(busy)[QLatin1String("error")].toObject()[QLatin1String("code")].toString(), QStringLiteral("busy"));
    EXPECT_TRUE(busy.body.contains("nothing was saved")) << busy.body.constData();
    EXPECT_EQ(result_of(1, 1), tournament::to_string(R::Pending));
}

// Results sent at once, some refused: each valid one is stored with its audit entry, the
// refused ones change nothing, and none waits for the others' refusals.
TEST_F(ServerLoadTest, ResultsSentAtOnceAreEachStoredOrRefusedAlone) {
    const QByteArray board1 = served_.token(QStringLiteral("board:1"));
    const QByteArray board2 = served_.token(QStringLiteral("board:2"));
    const QByteArray arbiter = served_.token(QStringLiteral("arbiter"));
    std::vector<std::unique_ptr<SilentClient>> clients;
    clients.push_back(std::make_unique<SilentClient>(port(), post_result(1, board1, "1-0")));
    clients.push_back(std::make_unique<SilentClient>(port(), post_result(2, board1, "0-1"))); // not its board
    clients.push_back(std::make_unique<SilentClient>(port(), post_result(2, board2, "7-7"))); // no such result
    clients.push_back(std::make_unique<SilentClient>(port(), post_result(2, arbiter, "0-1")));
    clients.push_back(std::make_unique<SilentClient>(port(), post_result(1, arbiter, "1-0"))); // the same again
    for (auto &c : clients) ASSERT_TRUE(c->read_until_closed(5000));
    const std::vector<int> want{200, 403, 400, 200, 200};
    for (size_t i = 0; i < clients.size(); ++i)
        EXPECT_EQ(parse_answer(clients[i]->got).status, want[i]) << "request " << i;
    EXPECT_EQ(result_of(1, 1), "1-0");
    EXPECT_EQ(result_of(1, 2), "0-1");
    tournament::Event ev = cli();
    EXPECT_EQ(storage::read_audit(ev.db(), QStringLiteral("result.")).size(), 2u); // the repeat changed nothing
}

// A hall's phones come from one address (its Wi-Fi's NAT), each with its board's token: a
// known token's writes are counted against the token, an unknown one's against the address.
TEST(ServerRateLimit, AKnownTokensWritesCountAgainstTheTokenNotTheAddress) {
    ensure_app();
    QTemporaryDir dir;
    tournament::TournamentInfo info;
    info.name = "Rate";
    info.rounds = 1;
    ASSERT_TRUE(tournament::Event::create(dir.filePath(QStringLiteral("r.db")), info));
    ServedEvent served;
    ASSERT_EQ(served.start(dir.filePath(QStringLiteral("r.db")), {}, server::RateLimits{0.5, 3}), "");
    const QByteArray first = served.token(QStringLiteral("checkin")), second = served.token(QStringLiteral("arbiter"));
    const QByteArray body = R"({"player": 1})";
    for (int i = 0; i < 3; ++i)
        EXPECT_NE(http(served.port, "POST", "/api/v1/rounds/1/checkins", body, first).status, 429);
    EXPECT_EQ(http(served.port, "POST", "/api/v1/rounds/1/checkins", body, first).status, 429);
    // The same address, another token: its own burst.
    for (int i = 0; i < 3; ++i)
        EXPECT_NE(http(served.port, "POST", "/api/v1/rounds/1/checkins", body, second).status, 429);
    // Guesses count against the address, apart from the tokens.
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(http(served.port, "POST", "/api/v1/rounds/1/checkins", body, "guess").status, 401);
    EXPECT_EQ(http(served.port, "POST", "/api/v1/rounds/1/checkins", body, "guess").status, 429);
}
