// Shared pieces of the `damka` command line: a command's entry, plugin loading options,
// option parsing, output and exit codes.
#pragma once

#include "core/bounded_read.hpp"
#include "core/plugin_registry.hpp"
#include "core/qt_text.hpp"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace damka::cli {

// Exit codes shared by every command.
enum ExitCode {
    Ok = 0,
    Failure = 1, // the request was understood but failed (no valid pairing, ...)
    Illegal = 2, // a move was refused by the rules
    BadInput = 3, // malformed arguments or input data
    FileAccess = 5 // a file could not be read or written
};

struct Command {
    QString name;
    QString summary;
    // Receives the arguments after the command name, with argv[0] first.
    std::function<int(const QStringList &args)> run;
};

// --plugins DIR (repeatable) on every command that loads variants; its help names the folder
// the program loads its own plugins from (own_plugin_folder).
void add_plugin_options(QCommandLineParser &parser);
// "the installed plugin folder /usr/lib/damka/plugins" on an installed program, else "the
// build's plugin folder BUILD/plugins-out".
QString own_plugin_folder();
// Loads the default search path plus --plugins; refused plugins are reported on stderr.
void load_plugins(const QCommandLineParser &parser, PluginRegistry &registry, bool quiet = false);
// Parses `args`; on --help prints help and returns Ok through `exit_code`; on a bad
// option prints the parser's message and returns BadInput. Returns true to go on.
bool parse(QCommandLineParser &parser, const QStringList &args, int &exit_code);

// The variant with this id, or nullptr after printing the known ids.
const Variant *find_variant(const PluginRegistry &registry, const QString &id);

// Output helpers (UTF-8 to stdout / stderr).
void out(const QString &line);
void err(const QString &line);

// The whole of a file a command was given, up to `bound` bytes (core/bounded_read.hpp); when it
// cannot be read or is larger, prints "damka: [OPTION: ]FILE: why" (`option` names the option
// that gave it, e.g. "--pdn") and sets `exit_code` to FileAccess.
std::optional<QByteArray> read_file(const QString &path, int &exit_code, const QString &option = {},
                                    qint64 bound = kInputFileBound);

// Splits a move list ("1. c3-d4 f6-g5 2. ...") into moves: move numbers are dropped.
QStringList split_moves(const QString &text);

} // namespace damka::cli
