// A server with no event yet, as `damka serve --new` starts it: the setup link's secret, the
// loaded plugins, the file the setup form creates (event_setup.hpp).
#pragma once

#include "server/event_setup.hpp"
#include "served_event.hpp"

#include <QTemporaryDir>

namespace damka::testing {

struct SetupServer {
    SetupServer() : file(dir.filePath(QStringLiteral("new.db"))) {
        ensure_app();
        registry.load_default();
        port = web.start(QHostAddress::LocalHost, 0, why);
    }
    QTemporaryDir dir;
    QString file;
    server::EventView view;
    server::WriteApi writes{view, {}};
    PluginRegistry registry;
    const QByteArray secret = server::new_secret();
    server::EventSetup setup{view, file, secret, [this]() -> const PluginRegistry & { return registry; }};
    server::WebServer web{view, std::ref(writes), {}, std::ref(setup)};
    QString why;
    quint16 port = 0;
};

} // namespace damka::testing
