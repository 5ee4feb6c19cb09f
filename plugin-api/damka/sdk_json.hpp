// Damka plugin SDK — a minimal JSON writer, for the board description and a variant's own keys.
// Header-only, compiled into the plugin; damka/sdk.hpp includes it.
#ifndef DAMKA_SDK_JSON_HPP
#define DAMKA_SDK_JSON_HPP

#include <string>
#include <string_view>

namespace damka::sdk {

// A minimal JSON writer for the board description (strings escaped, no nesting checks).
class Json {
public:
    Json &raw(std::string_view s) {
        out_ += s;
        return *this;
    }
    Json &str(std::string_view s) {
        out_ += '"';
        for (unsigned char c : s) {
            switch (c) {
            case '"': out_ += "\\\""; break;
            case '\\': out_ += "\\\\"; break;
            case '\n': out_ += "\\n"; break;
            case '\t': out_ += "\\t"; break;
            default:
                if (c < 0x20) {
                    static const char hex[] = "0123456789abcdef";
                    out_ += "\\u00";
                    out_ += hex[c >> 4];
                    out_ += hex[c & 15];
                } else {
                    out_ += static_cast<char>(c);
                }
            }
        }
        out_ += '"';
        return *this;
    }
    Json &num(long long v) {
        out_ += std::to_string(v);
        return *this;
    }
    Json &key(std::string_view k) {
        comma();
        str(k);
        out_ += ':';
        fresh_ = true;
        return *this;
    }
    Json &open_object() {
        comma();
        out_ += '{';
        fresh_ = true;
        return *this;
    }
    Json &close_object() {
        out_ += '}';
        fresh_ = false;
        return *this;
    }
    Json &open_array() {
        comma();
        out_ += '[';
        fresh_ = true;
        return *this;
    }
    Json &close_array() {
        out_ += ']';
        fresh_ = false;
        return *this;
    }
    Json &value(std::string_view s) {
        comma();
        str(s);
        fresh_ = false;
        return *this;
    }
    Json &value(long long v) {
        comma();
        num(v);
        fresh_ = false;
        return *this;
    }
    const std::string &text() const { return out_; }

private:
    void comma() {
        if (!fresh_ && !out_.empty()) out_ += ',';
        fresh_ = false;
    }
    std::string out_;
    bool fresh_ = true;
};

} // namespace damka::sdk

#endif // DAMKA_SDK_JSON_HPP
