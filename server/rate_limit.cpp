#include "rate_limit.hpp"

#include <algorithm>

namespace damka::server {

RateLimiter::RateLimiter(RateLimits limits) : limits_(limits) { clock_.start(); }

bool RateLimiter::allow(const QHostAddress &peer) {
    const qint64 now = clock_.elapsed();
    // Full buckets are forgotten now and then, so a scan over many addresses cannot grow the table without end.
    if (buckets_.size() > 10000)
        buckets_.removeIf([&](const auto &it) {
            return it.value().tokens + (now - it.value().at_ms) * limits_.per_second / 1000 >= limits_.burst;
        });
    const QString key = peer.toString();
    auto it = buckets_.find(key);
    if (it == buckets_.end()) it = buckets_.insert(key, Bucket{limits_.burst, now});
    Bucket &b = it.value();
    b.tokens = std::min(limits_.burst, b.tokens + (now - b.at_ms) * limits_.per_second / 1000);
    b.at_ms = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
}

} // namespace damka::server
