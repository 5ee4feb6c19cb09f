// A value or an error message (std::expected arrives with C++23; this is the part we use).
#pragma once

#include "message.hpp"

#include <string>
#include <utility>
#include <variant>

namespace damka {

// Why a request failed, where the caller's answer depends on it (the CLI's exit code).
enum class ErrorKind {
    Refused, // the input or the request was wrong: fix it and ask again
    Busy, // another command held the event; nothing was saved, running again is safe
    Storage, // a file could not be read or written (damaged, full disk, read-only)
    Unconfirmed // a correction after later rounds were paired: asked again with the arbiter's
    // confirmation it goes through (FIDE C.04.2)
};

struct Error {
    Message message; // rendered in the reader's language by the front-end
    ErrorKind kind = ErrorKind::Refused;
};

template <class T>
class Expected {
public:
    Expected(T value) : v_(std::move(value)) {}
    Expected(Error error) : v_(std::move(error)) {}

    bool has_value() const { return v_.index() == 0; }
    explicit operator bool() const { return has_value(); }
    T &value() & { return std::get<0>(v_); }
    const T &value() const & { return std::get<0>(v_); }
    T &&value() && { return std::get<0>(std::move(v_)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    // In English (the CLI, tests); a front-end in another language renders error_message().
    std::string error() const { return std::get<1>(v_).message.english(); }
    const Message &error_message() const { return std::get<1>(v_).message; }
    ErrorKind error_kind() const { return std::get<1>(v_).kind; }

private:
    std::variant<T, Error> v_;
};

} // namespace damka
