#include "player_csv_options.hpp"

#include "event_cli.hpp"

namespace damka::cli {

namespace {

void add_player_csv_options(QCommandLineParser &p) {
    p.addOption(
        {QStringLiteral("preview"), QStringLiteral("Check every line and show what would be imported; save nothing.")});
    p.addOption({QStringLiteral("duplicate-ok"),
                 QStringLiteral("Import lines whose name or id is a registered player's: other people.")});
    p.addOption({QStringLiteral("encoding"),
                 QStringLiteral("The file's encoding when it reads in two: UTF-8, windows-1251, KOI8-R, IBM866."),
                 QStringLiteral("ENC")});
    p.addOption({QStringLiteral("column"),
                 QStringLiteral("Read column N (1 = the first) as FIELD (name, surname, first_name, rating, club, "
                                "birth_date, ...; empty: ignore it), whatever its header; repeatable."),
                 QStringLiteral("N=FIELD")});
}

bool read_player_csv_options(const QCommandLineParser &p, tournament::PlayerCsvOptions &options) {
    options.encoding = p.value(QStringLiteral("encoding")).toStdString();
    options.duplicates_ok = p.isSet(QStringLiteral("duplicate-ok"));
    for (const QString &c : p.values(QStringLiteral("column"))) {
        const qsizetype eq = c.indexOf(QLatin1Char('='));
        const auto n = eq > 0 ? parse_count(QStringLiteral("--column"), c.left(eq)) : std::nullopt;
        if (!n) {
            if (eq <= 0) err(QStringLiteral("damka: --column: '%1' is not N=FIELD").arg(c));
            return false;
        }
        options.columns[size_t(*n - 1)] = c.mid(eq + 1).trimmed().toStdString();
    }
    return true;
}

} // namespace

std::optional<QByteArray> read_player_csv_command(QCommandLineParser &p, const QStringList &args,
                                                  tournament::PlayerCsvOptions &options, int &code) {
    add_player_csv_options(p);
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The CSV file."));
    code = Ok;
    if (!parse(p, args, code)) return std::nullopt;
    if (p.positionalArguments().size() != 1) {
        err(QStringLiteral("damka: FILE: give one CSV file"));
        code = BadInput;
        return std::nullopt;
    }
    if (!read_player_csv_options(p, options)) {
        code = BadInput;
        return std::nullopt;
    }
    return read_file(p.positionalArguments().front(), code);
}

} // namespace damka::cli
