#include "event_variant.hpp"

#include "core/qt_text.hpp"

#include <QStringList>

namespace damka::tournament {
namespace {

// The clause's key: the text before ':' ("phase limit" of "phase limit: 200"), trimmed, lower-case.
QString key_of(const QString &clause) { return clause.section(QLatin1Char(':'), 0, 0).trimmed().toLower(); }

} // namespace

Message variant_options_problem(const Variant &variant, const std::string &clauses) {
    QStringList offered, keys;
    for (const Variant::Option &o : variant.options()) {
        offered << qs(o.clause);
        keys << key_of(qs(o.clause));
    }
    bool any = false;
    for (const QString &clause : qs(clauses).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (clause.trimmed().isEmpty()) continue;
        any = true;
        if (!keys.contains(key_of(clause)))
            return offered.isEmpty() ? DAMKA_TR("Event", "'%1' is not an option of %2, which offers none")
                                           .arg(clause.trimmed().toStdString())
                                           .arg(variant.id())
                                     : DAMKA_TR("Event", "'%1' is not an option of %2; its options: %3")
                                           .arg(clause.trimmed().toStdString())
                                           .arg(variant.id())
                                           .arg(offered.join(QStringLiteral(", ")).toStdString());
    }
    if (!any) return {};
    const auto game = variant.with_options(clauses).new_game();
    return game ? Message{} : DAMKA_TR("Event", "%1 refuses them: %2").arg(variant.id()).arg(game.error_message());
}

Expected<const Variant *> loaded_variant(const PluginRegistry &registry, const std::string &id) {
    if (const Variant *v = registry.find(id)) return v;
    std::string ids;
    for (const Variant &v : registry.variants()) ids += (ids.empty() ? "" : ", ") + v.id();
    return Error{ids.empty() ? DAMKA_TR("Event", "unknown variant '%1'; loaded variants: none").arg(id)
                             : DAMKA_TR("Event", "unknown variant '%1'; loaded variants: %2").arg(id).arg(ids),
                 ErrorKind::Refused};
}

Expected<Variant> event_variant(const PluginRegistry &registry, const TournamentInfo &info) {
    const Expected<const Variant *> v = loaded_variant(registry, info.variant);
    if (!v) return Error{v.error_message(), v.error_kind()};
    if (const Message why = variant_options_problem(**v, info.variant_options); !why.empty())
        return Error{DAMKA_TR("Event", "the event's variant options: %1").arg(why), ErrorKind::Refused};
    return (*v)->with_options(info.variant_options);
}

} // namespace damka::tournament
