#include "postgres_server.hpp"

#include <QDir>
#include <QProcess>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace damka::testing {
namespace {

// The newest installed server's bin folder ("" when none).
QString find_bin() {
    QDir root(QStringLiteral("/usr/lib/postgresql"));
    QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(versions.begin(), versions.end(),
              [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
    for (const QString &v : versions) {
        const QString bin = root.filePath(v + QStringLiteral("/bin"));
        if (QFileInfo::exists(bin + QStringLiteral("/initdb")) && QFileInfo::exists(bin + QStringLiteral("/pg_ctl")))
            return bin;
    }
    return {};
}

// A TCP port nobody listens on (bind to port 0, read it back). The server listens only on its
// unix socket, whose file name carries the port: the number keeps socket names apart anyway.
int free_port() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return 0;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &len) == 0)
        port = ntohs(a.sin_port);
    ::close(fd);
    return port;
}

} // namespace

QString PostgresServer::run(const QString &program, const QStringList &args) {
    QProcess p;
    p.setWorkingDirectory(dir_->path());
    p.setProcessChannelMode(QProcess::MergedChannels);
    if (as_nobody_)
        p.start(QStringLiteral("runuser"),
                QStringList{QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), program} + args);
    else
        p.start(program, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return program + QStringLiteral(" failed: ") + QString::fromLocal8Bit(p.readAll()) + p.errorString();
    return {};
}

QString PostgresServer::start() {
    bin_ = find_bin();
    if (bin_.isEmpty())
        return QStringLiteral("no PostgreSQL server in /usr/lib/postgresql/*/bin (Debian package postgresql)");
    dir_ = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/damka-pg-XXXXXX"));
    if (!dir_->isValid()) return QStringLiteral("cannot create a temporary folder");
    as_nobody_ = ::geteuid() == 0;
    if (as_nobody_) {
        const passwd *pw = ::getpwnam("nobody");
        if (!pw) return QStringLiteral("running as root and there is no user 'nobody' to run the server");
        if (::chown(dir_->path().toLocal8Bit().constData(), pw->pw_uid, pw->pw_gid) != 0)
            return QStringLiteral("cannot give %1 to user nobody").arg(dir_->path());
    }
    port_ = free_port();
    if (port_ == 0) return QStringLiteral("no free port");
    const QString data = dir_->path() + QStringLiteral("/data");
    if (QString e = run(bin_ + QStringLiteral("/initdb"),
                        {QStringLiteral("-D"), data, QStringLiteral("-A"), QStringLiteral("trust"),
                         QStringLiteral("-U"), QStringLiteral("damka"), QStringLiteral("--no-sync"),
                         QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C")});
        !e.isEmpty())
        return e;
    const QString options = QStringLiteral("-k %1 -p %2 -c listen_addresses= -c fsync=off -c full_page_writes=off")
                                .arg(dir_->path())
                                .arg(port_);
    if (QString e = run(bin_ + QStringLiteral("/pg_ctl"),
                        {QStringLiteral("-D"), data, QStringLiteral("-l"), dir_->path() + QStringLiteral("/server.log"),
                         QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"),
                         options, QStringLiteral("start")});
        !e.isEmpty())
        return e;
    running_ = true;
    // What a federation's administrator creates once: the database (the events create their schemas).
    return create_database(QStringLiteral("federation"));
}

QString PostgresServer::create_database(const QString &name) {
    return run(bin_ + QStringLiteral("/createdb"),
               {QStringLiteral("-h"), dir_->path(), QStringLiteral("-p"), QString::number(port_), QStringLiteral("-U"),
                QStringLiteral("damka"), name});
}

void PostgresServer::stop() {
    if (!running_) return;
    run(bin_ + QStringLiteral("/pg_ctl"),
        {QStringLiteral("-D"), dir_->path() + QStringLiteral("/data"), QStringLiteral("-m"),
         QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop")});
    running_ = false;
    dir_.reset();
}

QString PostgresServer::url(const QString &event, const QString &database) const {
    return database_url(database) + QStringLiteral("&event=") + event;
}

QString PostgresServer::database_url(const QString &database) const {
    return QStringLiteral("postgresql://damka@/%1?host=%2&port=%3").arg(database, socket_dir()).arg(port_);
}

PostgresServer &postgres() {
    static PostgresServer server;
    return server;
}

void PostgresEnvironment::SetUp() {
    const QString error = postgres().start();
    if (!error.isEmpty()) {
        postgres().stop();
        FAIL() << "cannot start the test PostgreSQL server: " << error.toStdString();
    }
}

void PostgresEnvironment::TearDown() { postgres().stop(); }

[[maybe_unused]] const auto *const registered = ::testing::AddGlobalTestEnvironment(new PostgresEnvironment);

} // namespace damka::testing
