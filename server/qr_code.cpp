#include "qr_code.hpp"

#include <qrencode.h>

#include <memory>

namespace damka::server {

std::string qr_svg(const QString &text) {
    const QByteArray bytes = text.toUtf8();
    // 8-bit mode: a URL's characters are not all in the alphanumeric set (lower case, '#').
    std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeData(int(bytes.size()), reinterpret_cast<const unsigned char *>(bytes.constData()), 0,
                          QR_ECLEVEL_M),
        &QRcode_free);
    if (!code) return {};
    constexpr int quiet = 4;
    const int width = code->width, size = width + 2 * quiet;
    std::string path;
    for (int y = 0; y < width; ++y)
        for (int x = 0; x < width; ++x)
            if (code->data[y * width + x] & 1) // bit 0: a dark module (qrencode.h)
                path += "M" + std::to_string(x + quiet) + " " + std::to_string(y + quiet) + "h1v1h-1z";
    const std::string s = std::to_string(size);
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + s + " " + s +
        "\" shape-rendering=\"crispEdges\" class=\"qr\"><rect width=\"" + s + "\" height=\"" + s +
        "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
}

} // namespace damka::server
