// Damka plugin SDK — is a text well-formed UTF-8? Every name and string crossing the ABI is
// UTF-8 (plugin_api.h): a plugin checks text it reads from a file before handing it over, and
// the host checks what a plugin hands it. Header-only, C++17, no other dependency: the host
// includes it too.
#ifndef DAMKA_SDK_UTF8_HPP
#define DAMKA_SDK_UTF8_HPP

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace damka::sdk {

// RFC 3629: no overlong form, surrogate or code point past U+10FFFF.
inline bool valid_utf8(std::string_view text) {
    // By lead byte: how many continuation bytes follow, the bits it carries, the least code point
    // of that length (RFC 3629 3: the shortest form only).
    struct Form {
        unsigned char mask, lead;
        size_t extra;
        uint32_t least;
    };
    static constexpr Form kForms[] = {{0xE0, 0xC0, 1, 0x80}, {0xF0, 0xE0, 2, 0x800}, {0xF8, 0xF0, 3, 0x10000}};
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        const Form *form = nullptr;
        for (const Form &f : kForms)
            if ((c & f.mask) == f.lead) form = &f;
        if (!form) return false; // a continuation byte first, or 0xF8..0xFF
        if (text.size() - i <= form->extra) return false; // cut short
        uint32_t cp = c & static_cast<unsigned char>(~form->mask);
        for (size_t k = 1; k <= form->extra; ++k) {
            const auto b = static_cast<unsigned char>(text[i + k]);
            if ((b & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (b & 0x3F);
        }
        // No shorter form, no UTF-16 surrogate, nothing past U+10FFFF.
        if (cp < form->least || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return false;
        i += form->extra + 1;
    }
    return true;
}

} // namespace damka::sdk

#endif // DAMKA_SDK_UTF8_HPP
