// `damka token create` and `damka serve` as programs: the token printed once, bad options
// refused with exit 3, a served event answering over loopback and a clean stop on SIGTERM.
#include "tests/support/damka_cli.hpp"
#include "http_client.hpp"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <sstream>

#include <gtest/gtest.h>

using namespace damka::testing;

namespace {

std::string make_event(const QTemporaryDir &dir) {
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    EXPECT_EQ(run_damka("event create --db " + db + " --name Served --rounds 1").code, 0);
    return db;
}

} // namespace

TEST(TokenCommand, PrintsARandomTokenOnce) {
    QTemporaryDir dir;
    const std::string db = make_event(dir);
    // A board's token serves a paired round: none is paired yet.
    const CliRun early = run_damka("token create --role board:4 --db " + db);
    EXPECT_EQ(early.code, 3);
    EXPECT_TRUE(has(early, "no round is paired yet")) << early.out;
    for (int i = 1; i <= 8; ++i) ASSERT_EQ(run_damka("player add --db " + db + " P" + std::to_string(i)).code, 0);
    ASSERT_EQ(run_damka("round pair --db " + db).code, 0);
    const CliRun a = run_damka("token create --role board:4 --db " + db);
    const CliRun b = run_damka("token create --role chief --db " + db + " --expires 2d");
    ASSERT_EQ(a.code, 0) << a.out;
    EXPECT_EQ(a.out.size(), 44u) << a.out; // 43 base64url characters and the newline
    EXPECT_NE(a.out, b.out);
    EXPECT_TRUE(has(run_damka("event audit --db " + db), "for the players of board 4 in round 1, until "));
    EXPECT_EQ(run_damka("token create --role chief --round 1 --db " + db).code, 3); // only a board's token has one
    EXPECT_EQ(run_damka("token create --role chief --expires yesterday --db " + db).code, 3);
    EXPECT_EQ(run_damka("token create --role board:2 --round 5 --db " + db).code, 3); // not paired
    const CliRun bad = run_damka("token create --role king --db " + db);
    EXPECT_EQ(bad.code, 3);
    EXPECT_TRUE(has(bad, "--role: 'king'"));
}

// Issue 43: the help names every role a token may have, the team captain's too.
TEST(TokenCommand, TheHelpNamesEveryRole) {
    const CliRun help = run_damka("token create --help");
    EXPECT_EQ(help.code, 0);
    for (const char *role : {"chief", "arbiter", "board:N", "checkin", "captain:T"})
        EXPECT_TRUE(has(help, role)) << role << "\n" << help.out;
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

// Issue 43 (DNS rebinding): a Host the server does not answer for is a 421; --host-name names
// the hall's own DNS name, any case, with or without the port.
TEST(ServeCommand, AnswersTheHostNamesGivenOnly) {
    ensure_app();
    QTemporaryDir dir;
    const std::string db = make_event(dir);
    const quint16 port = free_port();
    QProcess serve;
    serve.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
                {QStringLiteral("serve"), QStringLiteral("--db"), QString::fromStdString(db),
                 QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--host-name"),
                 QStringLiteral("Hall.Example")});
    ASSERT_TRUE(serve.waitForReadyRead(10000));
    auto asked_as = [&](const QByteArray &host) {
        return send_raw(port, "GET /api/v1/event HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n").status;
    };
    EXPECT_EQ(asked_as("hall.example"), 200);
    EXPECT_EQ(asked_as("HALL.example:" + QByteArray::number(port)), 200);
    EXPECT_EQ(asked_as("127.0.0.1:" + QByteArray::number(port)), 200);
    EXPECT_EQ(asked_as("attacker.example"), 421);
    serve.terminate();
    ASSERT_TRUE(serve.waitForFinished(5000));
}

// The address it really listens on, and a warning when tokens would cross a network in clear.
TEST(ServeCommand, SaysWhereItListensAndWarnsWithoutTls) {
    ensure_app();
    QTemporaryDir dir;
    const std::string db = make_event(dir);
    auto serve_on = [&](const QString &listen, QByteArray &out, QByteArray &err) {
        QProcess serve;
        serve.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
                    {QStringLiteral("serve"), QStringLiteral("--db"), QString::fromStdString(db),
                     QStringLiteral("--listen"), listen});
        ASSERT_TRUE(serve.waitForReadyRead(10000));
        spin_until([] { return false; }, 200); // the other lines
        out = serve.readAllStandardOutput();
        err = serve.readAllStandardError();
        serve.terminate();
        ASSERT_TRUE(serve.waitForFinished(5000));
    };
    const quint16 port = free_port();
    QByteArray out, err;
    serve_on(QStringLiteral(":%1").arg(port), out, err);
    // Every interface: this machine's address first (it was the only line before, as if on loopback).
    EXPECT_TRUE(out.startsWith("damka serve: http://127.0.0.1:" + QByteArray::number(port) + "/en/"))
        << out.constData();
    EXPECT_TRUE(err.contains("without TLS")) << err.constData();
    serve_on(QStringLiteral("127.0.0.1:%1").arg(port), out, err);
    EXPECT_TRUE(out.startsWith("damka serve: http://127.0.0.1:" + QByteArray::number(port) + "/en/"));
    EXPECT_FALSE(err.contains("without TLS")) << err.constData(); // loopback: nothing crosses a network
}

TEST(TokenCommand, ListAndRevoke) {
    QTemporaryDir dir;
    const std::string db = make_event(dir);
    ASSERT_EQ(run_damka("token create --role arbiter --db " + db + " --expires 8h").code, 0);
    ASSERT_EQ(run_damka("token create --role chief --db " + db).code, 0);
    const CliRun listed = run_damka("token list --db " + db);
    ASSERT_EQ(listed.code, 0);
    std::istringstream lines(listed.out);
    std::string line, arbiter_id;
    int in_use = 0;
    while (std::getline(lines, line)) {
        in_use += line.ends_with("  in use");
        if (line.find("  arbiter  ") != std::string::npos) arbiter_id = line.substr(0, 8);
    }
    EXPECT_EQ(in_use, 2) << listed.out;
    ASSERT_EQ(arbiter_id.size(), 8u) << listed.out;
    const CliRun revoked = run_damka("token revoke " + arbiter_id + " --db " + db);
    EXPECT_EQ(revoked.code, 0) << revoked.out;
    EXPECT_TRUE(has(run_damka("token list --db " + db), "revoked "));
    EXPECT_EQ(run_damka("token revoke " + arbiter_id + " --db " + db).code, 3); // already revoked
    EXPECT_EQ(run_damka("token revoke xyz --db " + db).code, 3);
    EXPECT_TRUE(has(run_damka("event audit --db " + db), "revoked"));
}

// Issue 44 §4: `damka serve` prints its links in the language of --lang, else LANG: the setup
// link of `--new` and the desk's address lead to the Russian pages, said in Russian.
TEST(ServeCommand, PrintsTheLinksInTheLanguageOfLangOrLANG) {
    ensure_app();
    QTemporaryDir dir;
    auto first_lines = [&](QStringList args, const QString &lang_env) {
        const quint16 port = free_port();
        QProcess serve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *var : {"LC_ALL", "LC_MESSAGES", "LANG"}) env.remove(QString::fromLatin1(var));
        if (!lang_env.isEmpty()) env.insert(QStringLiteral("LANG"), lang_env);
        serve.setProcessEnvironment(env);
        serve.start(QStringLiteral(DAMKA_BINARY_DIR "/bin/damka"),
                    args << QStringLiteral("--listen") << QStringLiteral("127.0.0.1:%1").arg(port));
        EXPECT_TRUE(serve.waitForReadyRead(10000));
        spin_until([] { return false; }, 200); // the other lines
        const QString out =
            QString::fromUtf8(serve.readAllStandardOutput()).replace(QString::number(port), QStringLiteral("P"));
        serve.terminate();
        serve.waitForFinished(5000);
        return out;
    };
    const QString fresh = dir.filePath(QStringLiteral("new.db"));
    const QString setup = first_lines({QStringLiteral("serve"), QStringLiteral("--new"), QStringLiteral("--db"), fresh},
                                      QStringLiteral("ru_RU.UTF-8"));
    EXPECT_TRUE(setup.startsWith(
        QStringLiteral("damka serve: http://127.0.0.1:P/ru/ (Ctrl-C — остановить)\n"
                       "damka serve: создайте турнир по ссылке http://127.0.0.1:P/ru/desk/new#token=")))
        << setup.toStdString();
    const QString db = QString::fromStdString(make_event(dir));
    const QString desk = first_lines(
        {QStringLiteral("serve"), QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("ru")},
        QStringLiteral("en_GB.UTF-8"));
    EXPECT_TRUE(desk.contains(QStringLiteral("damka serve: пульт судьи: http://127.0.0.1:P/ru/desk#token=")))
        << desk.toStdString();
    const QString english = first_lines({QStringLiteral("serve"), QStringLiteral("--db"), db}, QStringLiteral("C"));
    EXPECT_TRUE(english.contains(QStringLiteral("damka serve: the desk: http://127.0.0.1:P/en/desk#token=")))
        << english.toStdString();
}
