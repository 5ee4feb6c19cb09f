#include "dates.hpp"

#include <QDateTime>
#include <QTimeZone>

namespace damka::reports {

namespace {

bool day_first(Language lang) { return lang == Language::Russian; } // ГОСТ Р 7.0.97: ДД.ММ.ГГГГ

QString pattern(Language lang) { return day_first(lang) ? QStringLiteral("dd.MM.yyyy") : QStringLiteral("yyyy-MM-dd"); }

} // namespace

std::string date_text(const std::string &iso_date, Language lang) {
    const QDate d = QDate::fromString(QString::fromStdString(iso_date), Qt::ISODate);
    return d.isValid() ? d.toString(pattern(lang)).toStdString() : iso_date;
}

std::string date_range(const std::string &from, const std::string &to, Language lang) {
    if (to.empty() || to == from) return date_text(from, lang);
    const QDate a = QDate::fromString(QString::fromStdString(from), Qt::ISODate),
                b = QDate::fromString(QString::fromStdString(to), Qt::ISODate);
    if (!day_first(lang) || !a.isValid() || !b.isValid()) return date_text(from, lang) + " - " + date_text(to, lang);
    const std::string dash = "\xe2\x80\x93"; // U+2013, a range
    const QString head = a.year() != b.year() ? a.toString(QStringLiteral("dd.MM.yyyy"))
        : a.month() != b.month()              ? a.toString(QStringLiteral("dd.MM"))
                                              : a.toString(QStringLiteral("dd"));
    return head.toStdString() + dash + date_text(to, lang);
}

std::string moment_text(const std::string &iso_utc, Language lang, const std::string &zone) {
    QDateTime at = QDateTime::fromString(QString::fromStdString(iso_utc), Qt::ISODate);
    if (!at.isValid()) return iso_utc;
    if (at.timeSpec() == Qt::LocalTime) at.setTimeZone(QTimeZone::utc()); // stored without a zone: UTC
    const QTimeZone local = zone.empty() ? QTimeZone::systemTimeZone() : QTimeZone(QByteArray::fromStdString(zone));
    return at.toTimeZone(local.isValid() ? local : QTimeZone::systemTimeZone())
        .toString(pattern(lang) + QStringLiteral(" HH:mm"))
        .toStdString();
}

} // namespace damka::reports
