#include "openings_text.hpp"

#include <QStringList>

namespace damka::tournament {

std::vector<std::string> opening_lines(const QString &text) {
    std::vector<std::string> out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QString l = line.trimmed();
        if (!l.isEmpty() && !l.startsWith(QLatin1Char('#'))) out.push_back(l.toStdString());
    }
    return out;
}

} // namespace damka::tournament
