#include "festival_cli.hpp"

#include "event_cli.hpp"
#include "storage/postgres_url.hpp"
#include "tournament/service/section_clash.hpp"

#include <QDir>
#include <QFileInfo>

namespace damka::cli {

std::optional<std::vector<FestivalSection>> festival_sections(const QString &where, const QString &option, int &code) {
    if (where.isEmpty() || !festival::is_festival_location(where)) {
        err(where.isEmpty()
                ? QStringLiteral("damka: %1: the festival's folder (or PostgreSQL URL) is required").arg(option)
                : QStringLiteral("damka: %1: %2 is not a folder, nor a PostgreSQL URL without event=")
                      .arg(option, where));
        code = where.isEmpty() ? BadInput : FileAccess;
        return std::nullopt;
    }
    std::vector<FestivalSection> out;
    try {
        out = festival::Festival::open(where).sections();
    } catch (const storage::SqlError &e) {
        const Error why = tournament::storage_error(e);
        err(QStringLiteral("damka: %1: %2").arg(option, qs(why.message.english())));
        code = exit_code(why.kind);
        return std::nullopt;
    }
    if (out.empty()) {
        err(QStringLiteral("damka: %1: %2 holds no event").arg(option, where));
        code = BadInput;
        return std::nullopt;
    }
    return out;
}

const FestivalSection *find_section(const std::vector<FestivalSection> &sections, const QString &slug,
                                    const QString &option) {
    QStringList known;
    for (const FestivalSection &s : sections) {
        if (s.slug == slug) return &s;
        known << s.slug;
    }
    err(QStringLiteral("damka: %1: no section '%2' in the festival (%3)")
            .arg(option, slug, known.join(QStringLiteral(", "))));
    return nullptr;
}

std::optional<OpenSections> open_sections(const std::vector<FestivalSection> &sections, storage::Access access,
                                          const QString &actor, int &code) {
    OpenSections open;
    for (const FestivalSection &s : sections) {
        auto ev = tournament::Event::open(s.locator, access);
        if (!ev) {
            err(QStringLiteral("damka: section %1: %2").arg(s.slug, qs(ev.error())));
            code = ev.error_kind() == ErrorKind::Busy ? Failure : FileAccess;
            return std::nullopt;
        }
        if (!actor.isEmpty()) ev->set_actor(actor);
        open.events.push_back(std::make_unique<tournament::Event>(std::move(ev).value()));
        open.sections.push_back({s.slug.toStdString(), open.events.back().get()});
    }
    return open;
}

namespace {

// A PostgreSQL URL's parts that name one event (the password and options aside); nullopt for a file.
std::optional<storage::PostgresLocation> postgres_event(const QString &locator) {
    QString ignored;
    return storage::is_postgres_url(locator) ? storage::parse_postgres_url(locator, ignored) : std::nullopt;
}

// Whether two --db values name one event: the same file (links resolved), or the same event of
// the same database however the URL is written.
bool same_event(const QString &a, const QString &b) {
    const auto pa = postgres_event(a), pb = postgres_event(b);
    if (pa || pb)
        return pa && pb && pa->host == pb->host && pa->port == pb->port && pa->database == pb->database &&
            pa->event == pb->event;
    const QString fa = QFileInfo(a).canonicalFilePath();
    return !fa.isEmpty() && fa == QFileInfo(b).canonicalFilePath();
}

// The event file's base name, or the PostgreSQL event's.
QString event_name(const QString &locator) {
    const auto pg = postgres_event(locator);
    return pg ? pg->event : QFileInfo(locator).completeBaseName();
}

} // namespace

int print_section_clashes(tournament::Event &ev, const QString &locator, int round,
                          const std::vector<FestivalSection> &festival) {
    QString slug = event_name(locator); // an event outside the festival goes by its own name
    std::vector<FestivalSection> others;
    for (const FestivalSection &s : festival) {
        if (same_event(s.locator, locator))
            slug = s.slug;
        else
            others.push_back(s);
    }
    int code = Ok;
    const auto open = open_sections(others, storage::Access::Read, {}, code);
    if (!open) return code;
    for (const Message &clash : tournament::section_clashes({slug.toStdString(), &ev}, round, open->sections))
        out(QStringLiteral("warning: ") + qs(clash.english()));
    return Ok;
}

} // namespace damka::cli
