// An event served in-process: opened for writing as `damka serve` opens it, with the write API
// and the web server on a free loopback port. Shared by the SQLite and PostgreSQL tests.
#pragma once

#include "server/access_tokens.hpp"
#include "http_client.hpp"
#include "server/web_server.hpp"
#include "server/write_api.hpp"

#include <gtest/gtest.h>

#include <memory>

namespace damka::testing {

// The variant plugins of the build, loaded once: the scoresheet and the boards' pages replay
// games through them, as `damka serve` does.
inline const PluginRegistry &test_plugins() {
    static const PluginRegistry *registry = [] {
        auto *r = new PluginRegistry;
        r->load_default();
        return r;
    }();
    return *registry;
}

struct ServedEvent {
    std::unique_ptr<server::EventView> view;
    std::unique_ptr<server::WriteApi> writes;
    std::unique_ptr<server::WebServer> web;
    quint16 port = 0;

    // Serves `location` (file or PostgreSQL URL); "" or why it could not.
    std::string start(const QString &location, server::ServerOptions options = {}, server::RateLimits rates = {}) {
        ensure_app();
        auto ev = tournament::Event::open(location, storage::Access::Write);
        if (!ev) return ev.error();
        server::prepare_for_serving(*ev);
        view = std::make_unique<server::EventView>(std::move(ev).value());
        writes = std::make_unique<server::WriteApi>(*view, rates, test_plugins);
        if (!options.plugins) options.plugins = test_plugins;
        web = std::make_unique<server::WebServer>(*view, std::ref(*writes), options);
        QString why;
        port = web->start(QHostAddress::LocalHost, 0, why);
        return port ? "" : why.toStdString();
    }
    // A token of `role` made on the served event's own connection, as `damka token create` makes it.
    QByteArray token(const QString &role) {
        const server::Role r = *server::parse_role(role);
        return server::create_token(view->event().db(), r, QStringLiteral("test"), view->event().last_round(),
                                    QDateTime::currentDateTimeUtc().addSecs(server::default_lifetime_seconds(r)))
            .toLatin1();
    }
};

} // namespace damka::testing
