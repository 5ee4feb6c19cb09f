// The names this server answers for, checked on every request's Host field: a page of another
// site whose name an attacker pointed at this machine (DNS rebinding) is refused, not served as
// if it came from the hall's own address. Answered for: localhost and its subdomains (RFC 6761
// 6.3), a loopback address, an address of this machine's interfaces (the ones page_addresses()
// prints), this machine's host name (also under .local, mDNS), and the names `damka serve
// --host-name` gives; with or without a port. Others get 421 Misdirected Request (RFC 9110
// 15.5.20).
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QStringList>

namespace damka::server {

class HostNames {
public:
    // `extra`: names besides this machine's (a hall's DNS name), any case.
    explicit HostNames(QStringList extra = {});
    // Whether a request whose Host field is `host` ("192.168.1.5:8080", "[::1]", "Hall.Example.")
    // is for this server. No Host (HTTP/1.0) is.
    bool accepts(const QByteArray &host) const;

private:
    QStringList names_; // lower case, without a trailing dot
    mutable QList<QHostAddress> addresses_; // this machine's, read again every few seconds
    mutable qint64 read_at_ms_ = -1;
};

// The name of a Host field without its port, in lower case ("[::1]:8080" -> "::1"); empty
// when it is not host[:port] (RFC 9110 7.2, RFC 3986 3.2.2).
QString host_name(const QByteArray &host);

} // namespace damka::server
