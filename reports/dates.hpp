// Dates and times as the reader's language writes them (issue 44 §4). English keeps ISO 8601
// (2026-03-14, as the printouts always had it); Russian writes 14.03.2026 and a range with an
// en dash, collapsed where month and year agree: «14–15.03.2026», «30.03–02.04.2026»,
// «30.12.2026–02.01.2027». Text that is not an ISO date is shown as it is.
#pragma once

#include "i18n.hpp"

#include <string>

namespace damka::reports {

std::string date_text(const std::string &iso_date, Language lang);
// `to` blank or the same day: one date. English "2026-03-14 - 2026-03-15", as before.
std::string date_range(const std::string &from, const std::string &to, Language lang);
// A moment stored in UTC (the audit log's ISO 8601 "2026-03-14T10:05:00Z") in the event's local
// time: the IANA zone `zone` ("Europe/Moscow"), blank for the machine's that serves the hall (the
// event stores none): "2026-03-14 13:05"; «14.03.2026 13:05».
std::string moment_text(const std::string &iso_utc, Language lang, const std::string &zone = {});

} // namespace damka::reports
