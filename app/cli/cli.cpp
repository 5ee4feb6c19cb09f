#include "cli.hpp"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <cstdio>

namespace damka::cli {

void out(const QString &line) {
    const QByteArray b = line.toUtf8();
    std::fwrite(b.constData(), 1, size_t(b.size()), stdout);
    std::fputc('\n', stdout);
}

void err(const QString &line) {
    const QByteArray b = line.toUtf8();
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
    std::fputc('\n', stderr);
}

std::optional<QByteArray> read_file(const QString &path, int &exit_code, const QString &option, qint64 bound) {
    BoundedRead r = read_bounded_file(path, bound);
    if (!r.error.isEmpty()) {
        err(QStringLiteral("damka: ") + (option.isEmpty() ? QString() : option + QStringLiteral(": ")) + r.error);
        exit_code = FileAccess;
        return std::nullopt;
    }
    return std::move(r.bytes);
}

QString own_plugin_folder() {
    // An installed program names the folder installed with it (PREFIX/lib/damka/plugins), a
    // program run from its build folder the build's plugin folder.
    const QString dir = qs(PluginRegistry::program_plugin_dir());
    if (!PluginRegistry::installed_plugin_dir().empty())
        return QStringLiteral("the installed plugin folder %1").arg(dir);
    if (!dir.isEmpty()) return QStringLiteral("the build's plugin folder %1").arg(dir);
    return QStringLiteral("no plugin folder of its own");
}

void add_plugin_options(QCommandLineParser &parser) {
    parser.addOption({QStringLiteral("plugins"),
                      QStringLiteral("Also load the variant plugins (lib*.so) in DIR (repeatable). Always "
                                     "searched: %1, and the folders of DAMKA_PLUGIN_PATH (colon-separated).")
                          .arg(own_plugin_folder()),
                      QStringLiteral("DIR")});
}

void load_plugins(const QCommandLineParser &parser, PluginRegistry &registry, bool quiet) {
    std::vector<std::string> extra;
    for (const QString &d : parser.values(QStringLiteral("plugins"))) extra.push_back(d.toStdString());
    registry.load_default(extra);
    if (quiet) return;
    for (const PluginProblem &p : registry.problems()) err(QStringLiteral("damka: plugin refused: ") + qs(describe(p)));
}

bool parse(QCommandLineParser &parser, const QStringList &args, int &exit_code) {
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(args)) {
        err(QStringLiteral("damka: ") + parser.errorText());
        err(QStringLiteral("Try '%1 --help'.").arg(args.value(0)));
        exit_code = BadInput;
        return false;
    }
    if (parser.isSet(help)) {
        // QCommandLineParser names the executable path; name the command instead.
        QString text = parser.helpText();
        const QString exe = QCoreApplication::arguments().value(0);
        if (!exe.isEmpty()) text.replace(QStringLiteral("Usage: ") + exe, QStringLiteral("Usage: ") + args.value(0));
        out(text);
        exit_code = Ok;
        return false;
    }
    return true;
}

const Variant *find_variant(const PluginRegistry &registry, const QString &id) {
    if (const Variant *v = registry.find(id.toStdString())) return v;
    QStringList ids;
    for (const Variant &v : registry.variants()) ids << qs(v.id());
    err(QStringLiteral("damka: unknown variant '%1'; loaded variants: %2")
            .arg(id, ids.isEmpty() ? QStringLiteral("none") : ids.join(QStringLiteral(", "))));
    return nullptr;
}

QStringList split_moves(const QString &text) {
    static const QRegularExpression space(QStringLiteral("[\\s,]+"));
    static const QRegularExpression number(QStringLiteral("^\\d+\\.+"));
    QStringList moves;
    for (QString token : text.split(space, Qt::SkipEmptyParts)) {
        token.remove(number); // "1." "12..." "3.c3-d4"
        if (!token.isEmpty()) moves << token;
    }
    return moves;
}

} // namespace damka::cli
