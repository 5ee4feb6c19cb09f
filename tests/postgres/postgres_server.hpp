// A throw-away PostgreSQL server for the tests: `initdb` + `pg_ctl` from
// /usr/lib/postgresql/<version>/bin (Debian package postgresql), a unix socket in a private
// temporary folder (no TCP), a port number checked free, fsync off. initdb refuses to run as
// root, so as root the server runs as user `nobody` (runuser) in a folder that user owns.
// The whole test program shares one server (see PostgresEnvironment): ~2 s to start.
#pragma once

#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace damka::testing {

class PostgresServer {
public:
    // Starts the server and creates the database `federation`; returns "" or what failed.
    QString start();
    void stop();
    bool running() const { return running_; }
    // postgresql://damka@/federation?host=<socket dir>&port=<port>&event=<event>
    QString url(const QString &event, const QString &database = QStringLiteral("federation")) const;
    // postgresql://damka@/federation?host=<socket dir>&port=<port>: every event of it (a festival).
    QString database_url(const QString &database = QStringLiteral("federation")) const;
    // Creates another database (createdb); "" or what failed.
    QString create_database(const QString &name);
    QString socket_dir() const { return dir_ ? dir_->path() : QString(); }
    int port() const { return port_; }

private:
    QString run(const QString &program, const QStringList &args); // "" or the failure with output
    std::unique_ptr<QTemporaryDir> dir_;
    QString bin_;
    int port_ = 0;
    bool as_nobody_ = false;
    bool running_ = false;
};

// The server of this test program (started by the global environment).
PostgresServer &postgres();

// Starts the shared server before the first test and stops it after the last.
class PostgresEnvironment : public ::testing::Environment {
public:
    void SetUp() override;
    void TearDown() override;
};

// Base of every test that needs the server: fails (never skips) when it did not start.
class PostgresTest : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(postgres().running()) << "the test PostgreSQL server did not start"; }
};

} // namespace damka::testing
