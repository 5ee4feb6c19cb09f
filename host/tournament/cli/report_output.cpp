#include "report_output.hpp"

#include "cli/output_file.hpp"

#include <cstdio>

namespace damka::cli {

using reports::Format;
using reports::Table;

void add_output_options(QCommandLineParser &p) {
    p.addOption({QStringLiteral("format"), QStringLiteral("text (default), csv or html."), QStringLiteral("FORMAT"),
                 QStringLiteral("text")});
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 QStringLiteral("Write to FILE instead of the terminal."),
                 QStringLiteral("FILE")});
}

std::optional<tournament::Event> open_event_for_report(const QCommandLineParser &p, int &code) {
    return p.isSet(QStringLiteral("output")) ? open_event_to_export(p, code)
                                             : open_event(p, code, storage::Access::Read);
}

// Renders and writes the tables; prints the path when a file was written.
int write_tables(const QCommandLineParser &p, const std::vector<Table> &tables) {
    Format f;
    if (!reports::parse_format(p.value(QStringLiteral("format")).toStdString(), f)) {
        err(QStringLiteral("damka: --format: '%1' is not text, csv or html").arg(p.value(QStringLiteral("format"))));
        return BadInput;
    }
    std::string text = reports::render_all(tables, f);
    // Excel reads a CSV file without a byte order mark in the ANSI code page: Cyrillic names
    // became mojibake. Files get the mark; the terminal (pipes into other tools) does not.
    if (f == Format::Csv && p.isSet(QStringLiteral("output"))) text.insert(0, "\xEF\xBB\xBF");
    if (!p.isSet(QStringLiteral("output"))) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return Ok;
    }
    const QString file = p.value(QStringLiteral("output"));
    if (const QString why = write_output_file(file, QByteArray::fromStdString(text)); !why.isEmpty()) {
        err(QStringLiteral("damka: ") + why);
        return FileAccess;
    }
    out(QStringLiteral("written %1").arg(file));
    return Ok;
}

} // namespace damka::cli
