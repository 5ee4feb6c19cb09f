// Issue 47: `damka serve` warns at start of an event whose variant no loaded plugin provides
// (server/served_variants.hpp), checked on an event made by the CLI.
#include "tests/support/damka_cli.hpp"

#include "server/event_view.hpp"
#include "server/served_variants.hpp"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace damka;
using namespace damka::testing;

TEST(ServedVariants, TheEventsVariantWhenNoPluginProvidesIt) {
    QTemporaryDir dir;
    const std::string db = dir.filePath(QStringLiteral("e.db")).toStdString();
    ASSERT_EQ(run_damka("event create --db " + db + " --name Served --variant example-frogs --rounds 1").code, 0);
    auto ev = tournament::Event::open(QString::fromStdString(db), storage::Access::Read);
    ASSERT_TRUE(ev) << ev.error();
    const server::EventView view(std::move(ev).value());

    const PluginRegistry none; // nothing loaded: the event's variant is missing
    const std::vector<server::UnloadedVariant> missing = server::unloaded_variants(view, none);
    ASSERT_EQ(missing.size(), 1u);
    EXPECT_EQ(missing[0].variant, "example-frogs");
    EXPECT_EQ(missing[0].section, "");

    PluginRegistry loaded; // the build's plugins, the example among them
    loaded.load_default();
    EXPECT_TRUE(server::unloaded_variants(view, loaded).empty());

    // `serve --new`: no event yet, nothing to warn of.
    EXPECT_TRUE(server::unloaded_variants(server::EventView(), none).empty());
}
