// What the tests ask of a festival::Festival (host/festival): the slugs of its sections, and
// the refusal of a place that is no festival. Shared by tests/festival and tests/postgres.
#pragma once

#include "festival/festival.hpp"

#include <QStringList>

#include <string>

namespace damka::testing {

inline QStringList section_slugs(festival::Festival &f) {
    QStringList out;
    for (const auto &s : f.sections()) out << s.slug;
    return out;
}

// The message of the storage::SqlError Festival::open throws for `where`, or "" when it opens.
inline std::string festival_refusal(const QString &where) {
    try {
        festival::Festival::open(where);
    } catch (const storage::SqlError &e) {
        return e.what();
    }
    return {};
}

} // namespace damka::testing
