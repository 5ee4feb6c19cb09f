// `damka token create` and `damka serve` as programs: the token printed once, bad options
// refused with exit 3, a served event answering over loopback and a clean stop on SIGTERM.
#include "tests/support/damka_cli.hpp"
#include "http_client.hpp"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::testing;

namespace {

std::string make_event(const QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    EXPECT_EQ(run_damka("event create --db " + db + " --name Served --rounds 1").code, 0);
    return db;
}

quint16 free_port() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

TEST(TokenCommand, PrintsARandomTokenOnce) {
    QTemporaryDir dir;
    const std::string db = make_event(dir);
    const CliRun a = run_damka("token create --role board:4 --db " + db);
    const CliRun b = run_damka("token create --role chief --db " + db);
    ASSERT_EQ(a.code, 0) << a.out;
    EXPECT_EQ(a.out.size(), 44u) << a.out; // 43 base64url characters and the newline
    EXPECT_NE(a.out, b.out);
    EXPECT_TRUE(has(run_damka("event audit --db " + db), "access token for board:4"));
    const CliRun bad = run_damka("token create --role king --db " + db);
    EXPECT_EQ(bad.code, 3);
    EXPECT_TRUE(has(bad, "--role: 'king'"));
}

TEST(ServeCommand, ServesTheEventUntilStopped) {
    ensure_app();
    QTemporaryDir dir;
    const std::string db = make_event(dir);
    EXPECT_EQ(run_damka("serve --db " + db + " --listen nowhere").code, 3);
    const quint16 port = free_port();
    QProcess serve;
    serve.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
                {QStringLiteral("serve"), QStringLiteral("--db"), QString::fromStdString(db),
                 QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port)});
    ASSERT_TRUE(serve.waitForReadyRead(10000));
    EXPECT_TRUE(
        serve.readAllStandardOutput().contains(QByteArray("http://127.0.0.1:" + QByteArray::number(port) + "/en/")));
    const HttpAnswer a = http(port, "GET", "/api/v1/event");
    ASSERT_EQ(a.status, 200);
    EXPECT_EQ(QJsonDocument::fromJson(a.body).object().value(QStringLiteral("name")).toString(),
              QStringLiteral("Served"));
    serve.terminate();
    ASSERT_TRUE(serve.waitForFinished(5000));
    EXPECT_EQ(serve.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(serve.exitCode(), 0);
}
