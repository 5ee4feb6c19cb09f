#include "name_order.hpp"

#include <QCollator>
#include <QLocale>
#include <QString>

#include <algorithm>

namespace damka::reports {

void sort_by_name(std::vector<std::vector<std::string>> &rows, size_t column) {
    // The "C" locale of a service or a test run collates by code point, the very order this
    // avoids; the Unicode root order (through English, which adds nothing to it) is used then.
    const QLocale system;
    QCollator collator(system.language() == QLocale::C ? QLocale(QLocale::English) : system);
    collator.setNumericMode(true); // "Player 2" before "Player 10"
    std::stable_sort(rows.begin(), rows.end(), [&](const auto &a, const auto &b) {
        const int c = collator.compare(QString::fromStdString(a[column]), QString::fromStdString(b[column]));
        return c != 0 ? c < 0 : a < b;
    });
}

} // namespace damka::reports
