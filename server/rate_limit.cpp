#include "rate_limit.hpp"

#include <algorithm>

namespace damka::server {

QString address_block(const QHostAddress &peer, int v4_bits) {
    bool v4 = false;
    const quint32 a = peer.toIPv4Address(&v4);
    if (v4) {
        const quint32 mask = v4_bits <= 0 ? 0 : v4_bits >= 32 ? 0xffffffffu : ~((quint32(1) << (32 - v4_bits)) - 1);
        return QHostAddress(a & mask).toString() + QLatin1Char('/') + QString::number(std::clamp(v4_bits, 0, 32));
    }
    Q_IPV6ADDR x = peer.toIPv6Address();
    for (int i = 8; i < 16; ++i) x[i] = 0;
    return QHostAddress(x).toString() + QStringLiteral("/64");
}

RateLimiter::RateLimiter(RateLimits limits) : limits_(limits) { clock_.start(); }

bool RateLimiter::allow(const QHostAddress &peer) { return allow(address_block(peer, 24)); }

bool RateLimiter::allow(const QString &key) {
    const qint64 now = clock_.elapsed();
    // Full buckets are forgotten now and then, so a scan over many addresses cannot grow the table without end.
    if (buckets_.size() > 10000)
        buckets_.removeIf([&](const auto &it) {
            return it.value().tokens + (now - it.value().at_ms) * limits_.per_second / 1000 >= limits_.burst;
        });
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
