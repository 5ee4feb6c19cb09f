// damka variants — what every loaded plugin provides.
#include "commands.hpp"
#include "cli.hpp"
#include "report_output.hpp"

namespace damka::cli {
namespace {

int run_variants(const QStringList &args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Lists every loaded variant: id, name, plugin file and plugin version; below a\n"
                       "variant, its former ids (still accepted) and the set-up options its plugin offers,\n"
                       "each a clause of its position string that an event may set for all its games\n"
                       "(event create --variant-options).\n"
                       "Plugins that were refused are reported on stderr with the reason.\n"
                       "Names are in the reader's language (--lang, else LANG) where the plugin gives them."));
    add_plugin_options(parser);
    parser.addOption({QStringLiteral("lang"), QStringLiteral("The names' language: en or ru (default: LANG)."),
                      QStringLiteral("LANG")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    const auto lang = report_language(parser, tournament::EventData{});
    if (!lang) return BadInput;
    const reports::Tr tr(*lang);
    PluginRegistry registry;
    load_plugins(parser, registry);
    const auto column = [](const std::string &text, int width) { return qs(text).leftJustified(width); };
    out(QStringLiteral("%1 %2 %3 %4")
            .arg(column(tr.translate("Variants", "id"), 24), column(tr.translate("Variants", "name"), 32),
                 column(tr.translate("Variants", "version"), 9), qs(tr.translate("Variants", "plugin"))));
    for (const Variant &v : registry.variants()) {
        // The plugin's name in the reader's language (ABI 1.4 "damka.names/1"), else English.
        out(QStringLiteral("%1 %2 %3 %4")
                .arg(column(v.id(), 24), column(v.name(lang->code()), 32), column(v.plugin_version(), 9),
                     qs(v.plugin_file())));
        for (const std::string &alias : v.aliases())
            out(qs(tr.translate("Variants", "    former id %1 (still accepted)").arg(alias)));
        for (const Variant::Option &o : v.options())
            out(qs(tr.translate("Variants", "    option \"%1\": %2").arg(o.clause).arg(o.text)));
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
