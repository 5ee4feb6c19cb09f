// Requests per client address on the write endpoints: a token bucket (`burst` at once, then
// `per_second`), so a script gone wrong or a guessing client is slowed to 429 Too Many
// Requests (RFC 6585 section 4) while arbiters entering a round by hand never notice it.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>

namespace damka::server {

struct RateLimits {
    double per_second = 10;
    double burst = 30;
};

class RateLimiter {
public:
    explicit RateLimiter(RateLimits limits);
    // True when `peer` may make one more request now (and counts it).
    bool allow(const QHostAddress &peer);

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
