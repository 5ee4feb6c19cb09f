// Requests per client address on the write endpoints: a token bucket (`burst` at once, then
// `per_second`), so a script gone wrong or a guessing client is slowed to 429 Too Many
// Requests (RFC 6585 section 4) while arbiters entering a round by hand never notice it.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>

namespace damka::server {

// The block a client's address counts in for limits: IPv4 (also IPv4-mapped IPv6) by its first
// `v4_bits` bits, IPv6 by its /64 — one site's subnet, any address of which a host can take, so
// stepping through addresses does not escape a limit. "192.0.2.0/24", "2001:db8:1:2::/64".
QString address_block(const QHostAddress &peer, int v4_bits);

struct RateLimits {
    double per_second = 10;
    double burst = 30;
};

class RateLimiter {
public:
    explicit RateLimiter(RateLimits limits);
    // True when `peer` may make one more request now (and counts it). Counted per /24 of IPv4
    // and per /64 of IPv6 (address_block), not per exact address.
    bool allow(const QHostAddress &peer);
    // The same for a bucket of its own: a known token's writes count against the token, so a
    // hall's phones behind one address (each with its board's token) are not limited together.
    bool allow(const QString &key);

private:
    struct Bucket {
        double tokens = 0;
        qint64 at_ms = 0;
    };
    RateLimits limits_;
    QElapsedTimer clock_;
    QHash<QString, Bucket> buckets_;
};

} // namespace damka::server
