// The one conversion from the std::string the core and the plugins speak (UTF-8) to Qt's
// QString, for the modules that use Qt (CLI, storage, tournament, arbiter, PDN).
#pragma once

#include <QString>

#include <string>

namespace damka {

inline QString qs(const std::string &s) { return QString::fromStdString(s); }

} // namespace damka
