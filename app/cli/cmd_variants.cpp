// damka variants — what every loaded plugin provides.
#include "commands.hpp"
#include "cli.hpp"
#include "report_output.hpp"

#include "core/variant_ids.hpp"

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
                       "Names are in the reader's language (--lang, else LANG) where the plugin gives them.\n"
                       "With --ids: every id the loaded plugins take (former ids too), sorted, with its PDN\n"
                       "GameType number (0: none) and plugin file, for an author picking a new id and number\n"
                       "(third-party plugins take GameType numbers from 1000-1999)."));
    add_plugin_options(parser);
    parser.addOption({QStringLiteral("ids"),
                      QStringLiteral("Only the ids taken, their PDN GameType numbers and plugin files, one a line.")});
    parser.addOption({QStringLiteral("lang"), QStringLiteral("The names' language: en or ru (default: LANG)."),
                      QStringLiteral("LANG")});
    int code = Ok;
    if (!parse(parser, args, code)) return code;
    const auto lang = report_language(parser, tournament::EventData{});
    if (!lang) return BadInput;
    const reports::Tr tr(*lang);
    PluginRegistry registry;
    load_plugins(parser, registry);
    if (registry.variants().empty()) {
        err(QStringLiteral("damka: no variant plugin found; searched %1, DAMKA_PLUGIN_PATH and --plugins")
                .arg(own_plugin_folder()));
        return Failure;
    }
    // Two variants with one GameType number: a PDN file with it is read as the first of them.
    for (const SharedGameType &shared : shared_gametypes(registry)) {
        QStringList ids;
        for (const std::string &id : shared.ids) ids << qs(id);
        err(qs(tr.translate("Variants",
                            "damka: warning: PDN GameType %1 is declared by %2: a PDN file with it is "
                            "read as %3 (the others need --variant)")
                   .arg(int(shared.number))
                   .arg(ids.join(QStringLiteral(", ")).toStdString())
                   .arg(shared.ids.front())));
    }
    const auto column = [](const std::string &text, int width) { return qs(text).leftJustified(width); };
    if (parser.isSet(QStringLiteral("ids"))) {
        out(QStringLiteral("%1 %2 %3")
                .arg(column(tr.translate("Variants", "id"), 24), column(tr.translate("Variants", "GameType"), 8),
                     qs(tr.translate("Variants", "plugin"))));
        for (const TakenVariantId &t : taken_variant_ids(registry)) {
            QString line = QStringLiteral("%1 %2 %3")
                               .arg(column(t.id, 24), column(std::to_string(t.pdn_gametype), 8), qs(t.plugin_file));
            if (!t.former_id_of.empty())
                line += QLatin1Char(' ') + qs(tr.translate("Variants", "(former id of %1)").arg(t.former_id_of));
            out(line);
        }
        return Ok;
    }
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
    return Ok;
}

} // namespace

int variants_command(const QStringList &args) { return run_variants(args); }
} // namespace damka::cli
