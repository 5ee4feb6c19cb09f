// Issue 45 §1 as programs: `damka festival list|token` and `damka serve --dir`. The folder's
// events are made by the CLI alone (never served before being listed), as an organiser makes
// them the evening before.
#include "tests/support/damka_cli.hpp"
#include "http_client.hpp"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka::testing;

namespace {

const std::string damka_bin = std::string(DAMKA_BINARY_DIR) + "/bin/damka";

// `slug`.db in `dir`: `players` players; round 1 paired and published when `paired`.
void make_section(const QString &dir, const std::string &slug, const std::string &name, int players, bool paired) {
    const std::string db = "'" + QDir(dir).filePath(QString::fromStdString(slug + ".db")).toStdString() + "'";
    ASSERT_EQ(run_damka("event create --db " + db + " --name '" + name + "' --rounds 5").code, 0);
    for (int i = 1; i <= players; ++i)
        ASSERT_EQ(run_damka("player add --db " + db + " '" + name + " player " + std::to_string(i) + "' --rating " +
                            std::to_string(2000 - i))
                      .code,
                  0);
    if (!paired) return;
    const CliRun pair = run_damka("round pair --db " + db);
    ASSERT_EQ(pair.code, 0) << pair.out;
    ASSERT_EQ(run_damka("round publish --db " + db).code, 0);
}

// stdout alone, and stderr alone, of `damka ARGS`. Lines end in "\n" or "\r\n" (CSV, RFC 4180).
CliRun stdout_of(const std::string &args) { return run_shell("(" + damka_bin + " " + args + " 2>/dev/null)"); }
CliRun stderr_of(const std::string &args) { return run_shell("(" + damka_bin + " " + args + " 2>&1 >/dev/null)"); }

std::vector<std::string> lines_of(const std::string &text) {
    std::vector<std::string> out;
    size_t from = 0;
    for (size_t to; (to = text.find('\n', from)) != std::string::npos; from = to + 1)
        out.push_back(text.substr(from, to - from - (to > from && text[to - 1] == '\r')));
    if (from < text.size()) out.push_back(text.substr(from));
    return out;
}

// The line of `text` holding `word`, or "".
std::string line_with(const std::string &text, const std::string &word) {
    for (const std::string &l : lines_of(text))
        if (l.find(word) != std::string::npos) return l;
    return {};
}

// A festival folder: a-open (6 players, round 1 published), b-open (3 players, not paired), and
// two files that are no address (`A Open.db`, `x__y.db`).
class FestivalCli : public ::testing::Test {
protected:
    void SetUp() override {
        ensure_app();
        ASSERT_TRUE(dir_.isValid());
        make_section(dir_.path(), "a-open", "A Open", 6, true);
        make_section(dir_.path(), "b-open", "B Open", 3, false);
        ASSERT_TRUE(QFile::copy(path("b-open.db"), path("A Open.db")));
        ASSERT_TRUE(QFile::copy(path("b-open.db"), path("x__y.db")));
        folder_ = "'" + dir_.path().toStdString() + "'";
    }
    QString path(const char *name) const { return dir_.filePath(QString::fromLatin1(name)); }
    // `damka serve --dir` on a free port, its first lines read.
    void serve(QProcess &p, quint16 port, QByteArray &out) {
        p.start(QString::fromStdString(damka_bin),
                {QStringLiteral("serve"), QStringLiteral("--dir"), dir_.path(), QStringLiteral("--listen"),
                 QStringLiteral("127.0.0.1:%1").arg(port)});
        ASSERT_TRUE(p.waitForReadyRead(10000)) << p.readAllStandardError().constData();
        spin_until([] { return false; }, 300); // the other lines
        out = p.readAllStandardOutput();
    }
    QTemporaryDir dir_;
    std::string folder_;
};

TEST_F(FestivalCli, ListShowsEachSectionAndNamesTheSkippedFiles) {
    const CliRun listed = stdout_of("festival list --dir " + folder_);
    ASSERT_EQ(listed.code, 0) << run_damka("festival list --dir " + folder_).out;
    const std::string a = line_with(listed.out, "a-open"), b = line_with(listed.out, "b-open");
    EXPECT_NE(a.find("A Open"), std::string::npos) << listed.out;
    EXPECT_NE(a.find(" 6 "), std::string::npos) << a; // players
    EXPECT_NE(a.find("Round 1 of 5"), std::string::npos) << a;
    EXPECT_NE(a.find("published: 0 of 3 results in"), std::string::npos) << a;
    EXPECT_NE(b.find("B Open"), std::string::npos) << listed.out;
    EXPECT_NE(b.find(" 3 "), std::string::npos) << b;
    EXPECT_NE(b.find("not paired"), std::string::npos) << b;
    EXPECT_EQ(line_with(listed.out, "x__y"), "");
    // a-open before b-open, by address.
    EXPECT_LT(listed.out.find("a-open"), listed.out.find("b-open"));
    const CliRun skipped = stderr_of("festival list --dir " + folder_);
    EXPECT_NE(line_with(skipped.out, "A Open.db").find("not served"), std::string::npos) << skipped.out;
    EXPECT_NE(line_with(skipped.out, "x__y.db").find("not served"), std::string::npos) << skipped.out;
    EXPECT_EQ(skipped.out.find("a-open"), std::string::npos) << skipped.out;
    // Listing changed nothing: a later `round pair` of b-open still pairs its round 1.
    EXPECT_TRUE(says(run_damka("round pair --db " + dir_.filePath(QStringLiteral("b-open.db")).toStdString()), "1"));
}

TEST_F(FestivalCli, ListAsCsvHasAHeaderAndARowPerSection) {
    const CliRun csv = stdout_of("festival list --dir " + folder_ + " --format csv");
    ASSERT_EQ(csv.code, 0);
    const std::vector<std::string> lines = lines_of(csv.out);
    ASSERT_EQ(lines.size(), 3u) << csv.out;
    EXPECT_EQ(lines[0], "Address,Tournament,Variant and system,Players,Round");
    EXPECT_EQ(lines[1].rfind("a-open,A Open,", 0), 0u) << lines[1];
    EXPECT_NE(lines[1].find(",6,"), std::string::npos) << lines[1];
    EXPECT_EQ(lines[2].rfind("b-open,B Open,", 0), 0u) << lines[2];
    EXPECT_NE(lines[2].find(",3,"), std::string::npos) << lines[2];
}

TEST_F(FestivalCli, ListInRussian) {
    const CliRun ru = stdout_of("festival list --dir " + folder_ + " --lang ru");
    ASSERT_EQ(ru.code, 0);
    EXPECT_NE(line_with(ru.out, "a-open").find("Тур 1 из 5"), std::string::npos) << ru.out;
    EXPECT_NE(line_with(ru.out, "b-open").find("жеребьёвка не проведена"), std::string::npos) << ru.out;
    for (const char *english : {"Address", "Tournament", "Players", "Round", "Variant"})
        EXPECT_EQ(ru.out.find(english), std::string::npos) << english << "\n" << ru.out;
    for (const char *russian : {"Турнир", "Участники"})
        EXPECT_NE(ru.out.find(russian), std::string::npos) << russian << "\n" << ru.out;
}

TEST_F(FestivalCli, ATokenFromTheCliIsHonouredByTheServer) {
    const CliRun token = stdout_of("festival token --dir " + folder_ + " --expires 8h");
    ASSERT_EQ(token.code, 0) << token.out;
    ASSERT_EQ(token.out.size(), 44u) << token.out; // 43 base64url characters and the newline
    const QByteArray secret = QByteArray::fromStdString(token.out).trimmed();
    EXPECT_NE(stdout_of("festival token --dir " + folder_).out, token.out); // a new one each time
    const quint16 port = free_port();
    QProcess p;
    QByteArray out;
    serve(p, port, out);
    // A token already in use: the first start prints the desk's address without a new one.
    EXPECT_TRUE(out.contains("/en/desk#token= (a token from 'damka festival token')")) << out.constData();
    const HttpAnswer who = http(port, "GET", "/api/v1/token", {}, secret);
    ASSERT_EQ(who.status, 200) << who.body.constData();
    EXPECT_EQ(QJsonDocument::fromJson(who.body).object().value(QStringLiteral("role")).toString(),
              QStringLiteral("chief"));
    const HttpAnswer result =
        http(port, "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", secret);
    EXPECT_EQ(result.status, 200) << result.body.constData();
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(5000));
    EXPECT_EQ(p.exitCode(), 0);
    // On record in the event as the CLI reads it.
    EXPECT_TRUE(
        says(run_damka("pairings --round 1 --db " + dir_.filePath(QStringLiteral("a-open.db")).toStdString()), "1-0"));
    // What is no expiry, and no folder, is refused.
    EXPECT_TRUE(refused(run_damka("festival token --dir " + folder_ + " --expires yesterday"), "--expires"));
    EXPECT_TRUE(refused(run_damka("festival token"), "--dir"));
}

// The first start of a festival makes its chief's token and prints the desk's link with it.
TEST_F(FestivalCli, TheFirstStartPrintsTheDesksLinkWithANewToken) {
    const quint16 port = free_port();
    QProcess p;
    QByteArray out;
    serve(p, port, out);
    const QByteArray prefix = "http://127.0.0.1:" + QByteArray::number(port) + "/en/desk#token=";
    const qsizetype at = out.indexOf(prefix);
    ASSERT_GE(at, 0) << out.constData();
    const QByteArray secret = out.mid(at + prefix.size(), 43);
    EXPECT_EQ(secret.size(), 43) << out.constData();
    EXPECT_TRUE(out.contains("2 tournaments")) << out.constData();
    const HttpAnswer who = http(port, "GET", "/api/v1/token", {}, secret);
    EXPECT_EQ(who.status, 200) << who.body.constData();
    EXPECT_TRUE(QJsonDocument::fromJson(who.body).object().value(QStringLiteral("festival")).toBool());
    EXPECT_EQ(http(port, "GET", "/t/b-open/api/v1/event").status, 200);
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(5000));
    EXPECT_EQ(p.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(p.exitCode(), 0);
    // The second start: the token is in use, no new one is printed.
    QProcess again;
    serve(again, port, out);
    EXPECT_TRUE(out.contains("/en/desk#token= (a token from 'damka festival token')")) << out.constData();
    again.terminate();
    again.waitForFinished(5000);
}

// The festival's own database is no event: a command given it (`damka token list --db
// .festival.db`, as an organiser looking for a festival token to revoke might try) refuses it and
// leaves it as it was (it used to be given an event's tables first).
TEST_F(FestivalCli, TheFestivalsOwnDatabaseIsNoEventAndIsLeftAlone) {
    ASSERT_EQ(stdout_of("festival token --dir " + folder_).code, 0); // makes .festival.db
    auto bytes = [&] {
        QFile f(path(".festival.db"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray before = bytes();
    ASSERT_FALSE(before.isEmpty());
    const std::string own = " --db '" + path(".festival.db").toStdString() + "'";
    for (const std::string args : {"token list", "token create --role chief", "player add Someone", "event info"})
        EXPECT_TRUE(refused(run_damka(args + own), "not a Damka event")) << args;
    EXPECT_EQ(bytes(), before);
    // The festival still works: its list and a new token.
    EXPECT_TRUE(says(run_damka("festival list --dir " + folder_), "A Open"));
    EXPECT_EQ(stdout_of("festival token --dir " + folder_).code, 0);
}

TEST_F(FestivalCli, ServeDirRefusesWhatIsNoFestival) {
    const std::string db = dir_.filePath(QStringLiteral("a-open.db")).toStdString();
    const CliRun with_db = run_damka("serve --dir " + folder_ + " --db " + db + " --listen 127.0.0.1:1");
    EXPECT_EQ(with_db.code, 3) << with_db.out;
    EXPECT_TRUE(has(with_db, "--db")) << with_db.out;
    EXPECT_TRUE(has(with_db, "--dir")) << with_db.out;
    const CliRun with_new = run_damka("serve --dir " + folder_ + " --new --listen 127.0.0.1:1");
    EXPECT_EQ(with_new.code, 3) << with_new.out;
    EXPECT_TRUE(has(with_new, "--new")) << with_new.out;
    for (const std::string &args : {std::string("serve --dir /nonexistent/festival --listen 127.0.0.1:1"),
                                    std::string("festival list --dir /nonexistent/festival"),
                                    std::string("festival token --dir /nonexistent/festival")}) {
        const CliRun missing = run_damka(args);
        EXPECT_NE(missing.code, 0) << args;
        EXPECT_TRUE(has(missing, "/nonexistent/festival: no such folder")) << args << "\n" << missing.out;
        EXPECT_EQ(line_with(missing.out, "damka").rfind("damka", 0), 0u) << missing.out; // one line, no crash
    }
    EXPECT_FALSE(QFileInfo::exists(QStringLiteral("/nonexistent/festival")));
    const CliRun file = run_damka("serve --dir " + db + " --listen 127.0.0.1:1");
    EXPECT_NE(file.code, 0);
    EXPECT_TRUE(has(file, "not a folder")) << file.out;
}

} // namespace

namespace {

// `damka festival tokens|revoke|title`: the festival's tokens listed and one ended, its name on
// its pages.
TEST_F(FestivalCli, TokensAreListedAndRevokedAndTheTitleShows) {
    const QByteArray secret = QByteArray::fromStdString(stdout_of("festival token --dir " + folder_).out).trimmed();
    ASSERT_EQ(secret.size(), 43);
    const CliRun listed = stdout_of("festival tokens --dir " + folder_);
    ASSERT_EQ(listed.code, 0);
    ASSERT_EQ(lines_of(listed.out).size(), 1u) << listed.out;
    const std::string id = listed.out.substr(0, listed.out.find(' '));
    EXPECT_EQ(id.size(), 8u) << listed.out; // the hash's first 8 hex digits
    EXPECT_NE(listed.out.find("in use"), std::string::npos) << listed.out;
    EXPECT_TRUE(refused(run_damka("festival revoke --dir " + folder_ + " 00000000"), "00000000"));
    EXPECT_TRUE(refused(run_damka("festival revoke --dir " + folder_), "ID"));
    ASSERT_EQ(run_damka("festival revoke --dir " + folder_ + " " + id).code, 0);
    EXPECT_NE(stdout_of("festival tokens --dir " + folder_).out.find("revoked"), std::string::npos);
    // Named on its pages; without a title, the folder's name.
    EXPECT_EQ(stdout_of("festival title --dir " + folder_).out,
              dir_.path().section(QLatin1Char('/'), -1).toStdString() + "\n");
    EXPECT_EQ(stdout_of("festival title --dir " + folder_ + " 'Tula Autumn 2026'").out, "Tula Autumn 2026\n");
    EXPECT_TRUE(refused(run_damka("festival title --dir " + folder_ + " ' '"), "TITLE"));
    const quint16 port = free_port();
    QProcess p;
    QByteArray out;
    serve(p, port, out);
    EXPECT_TRUE(http(port, "GET", "/en/").body.contains("<h1>Tula Autumn 2026</h1>"));
    EXPECT_EQ(http(port, "GET", "/api/v1/token", {}, secret).status, 401); // revoked: refused at once
    EXPECT_EQ(http(port, "POST", "/t/a-open/api/v1/rounds/1/boards/1/result", R"({"result": "1-0"})", secret).status,
              401);
    p.terminate();
    ASSERT_TRUE(p.waitForFinished(5000));
}

} // namespace
