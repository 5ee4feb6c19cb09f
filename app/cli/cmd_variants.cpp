// damka variants — what every loaded plugin provides.
#include "commands.hpp"
#include "cli.hpp"

namespace damka::cli {
namespace {

int run_variants(const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Lists every loaded variant: id, name, plugin file and plugin version; below a\n"
                       "variant, its former ids (still accepted) and the set-up options its plugin offers,\n"
                       "each a clause of its position string that an event may set for all its games\n"
                       "(event create --variant-options).\n"
                       "Plugins that were refused are reported on stderr with the reason."));
    add_plugin_options(parser);
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    PluginRegistry registry;
    load_plugins(parser, registry);
    out(QStringLiteral("%1 %2 %3 %4")
            .arg(QStringLiteral("id").leftJustified(24), QStringLiteral("name").leftJustified(32),
                 QStringLiteral("version").leftJustified(9), QStringLiteral("plugin")));
    for (const Variant &v : registry.variants()) {
        out(QStringLiteral("%1 %2 %3 %4")
                .arg(qs(v.id()).leftJustified(24), qs(v.name()).leftJustified(32),
                     qs(v.plugin_version()).leftJustified(9), qs(v.plugin_file())));
        for (const std::string &alias : v.aliases())
            out(QStringLiteral("    former id %1 (still accepted)").arg(qs(alias)));
        for (const Variant::Option &o : v.options())
            out(QStringLiteral("    option \"%1\": %2").arg(qs(o.clause), qs(o.text)));
    }
    if (registry.variants().empty()) {
        err(QStringLiteral("damka: no variant plugin found; searched the build folder, "
                           "DAMKA_PLUGIN_PATH and --plugins"));
        return Failure;
    }
    return Ok;
}

} // namespace

int variants_command(const QStringList &args) { return run_variants(args); }
} // namespace damka::cli
