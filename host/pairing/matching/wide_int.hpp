// A signed fixed-width integer of N 64-bit limbs (two's complement), enough arithmetic for a
// weighted matching to run on exact lexicographic weights wider than 128 bits: the Dutch
// system's criteria, packed one field above the other, need several hundred bits for large
// brackets (C.04.3 [C6]-[C21] at 5,000 players).
#pragma once

#include <array>
#include <cstdint>
#include <limits>

namespace damka::matching {

__extension__ typedef unsigned __int128 u128; // GCC and Clang; -Wpedantic knows no __int128

template <int N>
struct WideInt {
    std::array<std::uint64_t, N> limb{}; // little-endian

    constexpr WideInt() = default;
    constexpr WideInt(long long v) { // NOLINT: implicit, as an integer literal would be
        limb[0] = static_cast<std::uint64_t>(v);
        for (int i = 1; i < N; ++i) limb[i] = v < 0 ? ~0ULL : 0ULL;
    }

    bool negative() const { return limb[N - 1] >> 63; }

    WideInt &operator+=(const WideInt &o) {
        u128 carry = 0;
        for (int i = 0; i < N; ++i) {
            carry += static_cast<u128>(limb[i]) + o.limb[i];
            limb[i] = static_cast<std::uint64_t>(carry);
            carry >>= 64;
        }
        return *this;
    }
    WideInt operator-() const { return WideInt(0) -= *this; }
    // a - b = a + ~b + 1 in one pass (two's complement).
    WideInt &operator-=(const WideInt &o) {
        u128 carry = 1;
        for (int i = 0; i < N; ++i) {
            carry += static_cast<u128>(limb[i]) + ~o.limb[i];
            limb[i] = static_cast<std::uint64_t>(carry);
            carry >>= 64;
        }
        return *this;
    }
    friend WideInt operator+(WideInt a, const WideInt &b) { return a += b; }
    friend WideInt operator-(WideInt a, const WideInt &b) { return a -= b; }

    // Multiplication by a small factor of either sign (the matching's scales).
    friend WideInt operator*(long long k, const WideInt &a) { return a * k; }
    // Modulo 2^(64N), which two's complement makes the signed product for a factor >= 0.
    friend WideInt operator*(WideInt a, long long k) {
        if (k < 0) return -(a * -k);
        u128 carry = 0;
        for (int i = 0; i < N; ++i) {
            carry += static_cast<u128>(a.limb[i]) * static_cast<std::uint64_t>(k);
            a.limb[i] = static_cast<std::uint64_t>(carry);
            carry >>= 64;
        }
        return a;
    }
    // Division by a small divisor, rounding toward zero as the built-in types do.
    friend WideInt operator/(WideInt a, long long d) {
        bool flip = a.negative();
        if (flip) a = -a;
        if (d < 0) d = -d, flip = !flip;
        u128 rest = 0;
        for (int i = N - 1; i >= 0; --i) {
            rest = (rest << 64) | a.limb[i];
            a.limb[i] = static_cast<std::uint64_t>(rest / static_cast<std::uint64_t>(d));
            rest %= static_cast<std::uint64_t>(d);
        }
        return flip ? -a : a;
    }
    WideInt &operator/=(long long d) { return *this = *this / d; }

    // Shift left by `bits` (< 64 * N): packs a field above the ones below it. Always inlined:
    // the Dutch certificate check (dutch_matching.hpp) shifts by a constant for every edge it
    // looks at, and the compiler's inlining budget of that large unit must not decide it.
    [[gnu::always_inline]] WideInt shifted(int bits) const {
        WideInt r;
        const int whole = bits / 64, part = bits % 64;
        for (int i = N - 1; i >= whole; --i) {
            std::uint64_t v = limb[i - whole] << part;
            if (part && i - whole - 1 >= 0) v |= limb[i - whole - 1] >> (64 - part);
            r.limb[i] = v;
        }
        return r;
    }

    friend bool operator==(const WideInt &a, const WideInt &b) { return a.limb == b.limb; }
    friend bool operator!=(const WideInt &a, const WideInt &b) { return !(a == b); }
    friend bool operator<(const WideInt &a, const WideInt &b) {
        if (a.negative() != b.negative()) return a.negative();
        for (int i = N - 1; i >= 0; --i)
            if (a.limb[i] != b.limb[i]) return a.limb[i] < b.limb[i];
        return false;
    }
    friend bool operator>(const WideInt &a, const WideInt &b) { return b < a; }
    friend bool operator<=(const WideInt &a, const WideInt &b) { return !(b < a); }
    friend bool operator>=(const WideInt &a, const WideInt &b) { return !(a < b); }

    // The nearest double (relative error about 2^-52): a quick first test before exact ones.
    double approx() const {
        const bool flip = negative();
        const WideInt a = flip ? -*this : *this;
        double d = 0;
        for (int i = N - 1; i >= 0; --i) d = d * 18446744073709551616.0 + static_cast<double>(a.limb[i]);
        return flip ? -d : d;
    }

    static WideInt max() {
        WideInt r;
        for (int i = 0; i < N; ++i) r.limb[i] = ~0ULL;
        r.limb[N - 1] >>= 1;
        return r;
    }
};

} // namespace damka::matching

template <int N>
class std::numeric_limits<damka::matching::WideInt<N>> {
public:
    static constexpr bool is_specialized = true;
    static constexpr bool is_integer = true;
    static constexpr bool is_signed = true;
    static damka::matching::WideInt<N> max() { return damka::matching::WideInt<N>::max(); }
    static damka::matching::WideInt<N> min() { return -max() - damka::matching::WideInt<N>(1); }
};
