#include "host_names.hpp"

#include <QDateTime>
#include <QHostInfo>
#include <QNetworkInterface>

namespace damka::server {

namespace {

// Interfaces come and go (a laptop joins the hall's network): their addresses are read again
// after this long, not on every request.
constexpr qint64 reread_ms = 5000;

QString without_dot(QString name) {
    if (name.endsWith(QLatin1Char('.'))) name.chop(1);
    return name.toLower();
}

} // namespace

QString host_name(const QByteArray &host) {
    QString h = QString::fromLatin1(host.trimmed());
    if (h.startsWith(QLatin1Char('['))) { // an IPv6 literal: [::1] or [::1]:8080
        const qsizetype close = h.indexOf(QLatin1Char(']'));
        if (close < 0) return {};
        const QString rest = h.mid(close + 1);
        if (!rest.isEmpty() && !rest.startsWith(QLatin1Char(':'))) return {};
        return h.mid(1, close - 1).toLower();
    }
    const qsizetype colon = h.indexOf(QLatin1Char(':'));
    if (colon >= 0) {
        bool ok = false;
        h.mid(colon + 1).toUShort(&ok);
        if (!ok) return {};
        h.truncate(colon);
    }
    return without_dot(h);
}

HostNames::HostNames(QStringList extra) {
    for (const QString &n : extra) names_ << without_dot(n.trimmed());
    const QString self = without_dot(QHostInfo::localHostName());
    if (!self.isEmpty()) names_ << self << self + QStringLiteral(".local");
}

bool HostNames::accepts(const QByteArray &host) const {
    if (host.trimmed().isEmpty()) return true;
    const QString name = host_name(host);
    if (name.isEmpty()) return false;
    if (name == QStringLiteral("localhost") || name.endsWith(QStringLiteral(".localhost"))) return true;
    if (names_.contains(name)) return true;
    const QHostAddress address(name);
    if (address.isNull()) return false;
    if (address.isLoopback()) return true;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (read_at_ms_ < 0 || now - read_at_ms_ > reread_ms) {
        addresses_ = QNetworkInterface::allAddresses();
        read_at_ms_ = now;
    }
    for (const QHostAddress &a : addresses_)
        if (a.isEqual(address, QHostAddress::TolerantConversion)) return true;
    return false;
}

} // namespace damka::server
