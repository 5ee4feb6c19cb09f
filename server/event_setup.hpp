// A new event made in the browser: `damka serve --db FILE --new` starts with no event and
// prints a setup link (/en/desk/new#token=SECRET). The link's page is the form of every
// setting `damka event create` takes (variant from the loaded plugins, system, rounds,
// scoring, time control, tie-breaks, byes, acceleration, micro-matches, third place, team
// boards and match points); POST /api/v1/event/new checks it with the same
// `settle_event_form` and creates the event with `Event::create`. The secret then becomes
// the chief's token of the event, so the same link opens its desk. Until then every page
// leads to the form and the API answers 503.
#pragma once

#include "event_view.hpp"
#include "http_message.hpp"
#include "pages.hpp"
#include "request_body.hpp"

#include "core/plugin_registry.hpp"

#include <QByteArray>
#include <QString>

#include <functional>
#include <variant>

namespace damka::server {

class EventSetup {
public:
    using Plugins = std::function<const PluginRegistry &()>;
    EventSetup(EventView &view, QString file, QByteArray secret, Plugins plugins);
    // Any request while `view` has no event (Site asks only then).
    Reply operator()(const Request &request);

private:
    Reply create(const Request &request);
    EventView &view_;
    QString file_;
    QByteArray secret_;
    Plugins plugins_;
};

// The form's fields, every setting of `damka event create` (without its button): the setup
// page's, and the festival desk's new section (festival_desk.hpp).
std::string setup_fields(const PluginRegistry &plugins, Language lang);

struct MadeEvent {
    tournament::Event event; // made, and prepared for serving
    QString summary; // "created FILE: NAME, tie-breaks ..." in the form's language
};
// Reads the setup form's `fields` as `damka event create` reads its options and creates the
// event at `file` (`actor` the audit log's creator); else the reply naming the field refused.
std::variant<MadeEvent, Reply> create_from_form(Fields &fields, const QString &file, const EventSetup::Plugins &plugins,
                                                const QString &actor);

} // namespace damka::server
