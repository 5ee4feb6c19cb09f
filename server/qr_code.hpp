// A QR code (ISO/IEC 18004) of a token's link as an SVG picture, for a phone's camera to open
// the desk or a board's result page without typing the token. Encoded by Debian's libqrencode.
#pragma once

#include <QString>

#include <string>

namespace damka::server {

// The code as <svg>: dark modules as one path, a quiet zone of 4 modules (the standard's
// minimum), error correction level M. Empty when the text is too long for any QR version.
std::string qr_svg(const QString &text);

} // namespace damka::server
