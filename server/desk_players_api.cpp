#include "desk_players_api.hpp"

#include "request_body.hpp"
#include "service_reply.hpp"
#include "tournament/exchange/csv_text.hpp"
#include "tournament/exchange/player_csv.hpp"
#include "tournament/exchange/player_csv_header.hpp"

#include <QJsonArray>

#include <variant>

namespace damka::server {

using namespace damka::tournament;

namespace {

template <class F>
Reply with_fields(const Call &c, F &&answer) {
    auto body = read_body(c.request, c.tr, true);
    if (auto *bad = std::get_if<Reply>(&body)) return *bad;
    return answer(std::get<Fields>(body));
}

// The file's bytes: "csv_base64" as desk_players.js sends them (a Windows-1251 file must reach
// the server as bytes, not as the browser's UTF-8 reading of them), else the text of "csv".
std::optional<std::string> csv_bytes(Fields &f, const reports::Tr &tr, std::optional<Reply> &bad) {
    const auto base64 = f.text("csv_base64");
    const auto text = f.text("csv");
    if (f.bad()) {
        bad = *f.bad();
        return std::nullopt;
    }
    if (base64 && !base64->isEmpty()) {
        const auto decoded =
            QByteArray::fromBase64Encoding(base64->toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || (*decoded).isEmpty()) {
            bad =
                bad_field(QStringLiteral("csv_base64"), words(tr.translate("Desk", "the CSV file's bytes in Base64")));
            return std::nullopt;
        }
        return (*decoded).toStdString();
    }
    if (!text || text->isEmpty()) {
        bad = bad_field(QStringLiteral("csv"), words(tr.translate("Desk", "the CSV file's text")));
        return std::nullopt;
    }
    return text->toStdString();
}

// "1=surname;2=first_name;5=" (columns from 1, as the CLI's --column N=FIELD; "" ignores one).
std::optional<std::map<size_t, std::string>> column_mapping(Fields &f, const reports::Tr &tr,
                                                            std::optional<Reply> &bad) {
    std::map<size_t, std::string> out;
    const QString text = f.spelled("columns").value_or(QString());
    for (const QString &item : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        const auto n = eq > 0 ? positive_number(item.left(eq).trimmed()) : std::nullopt;
        if (!n) {
            bad = bad_field(QStringLiteral("columns"),
                            words(tr.translate("Desk", "'%1' is not N=FIELD").arg(item.left(40).toStdString())));
            return std::nullopt;
        }
        out[size_t(*n - 1)] = item.mid(eq + 1).trimmed().toStdString();
    }
    return out;
}

// The import's options from the form: the file, the encoding chosen, the column mapping.
std::optional<std::string> import_request(Fields &f, const reports::Tr &tr, PlayerCsvOptions &options,
                                          std::optional<Reply> &bad) {
    options.encoding = f.std_text("encoding").value_or("");
    options.duplicates_ok = f.flag("confirm");
    const auto columns = column_mapping(f, tr, bad);
    if (!columns) return std::nullopt;
    options.columns = *columns;
    return csv_bytes(f, tr, bad);
}

} // namespace

Reply desk_import_players(const Call &c) {
    return with_fields(c, [&](Fields &f) {
        PlayerCsvOptions options;
        std::optional<Reply> bad;
        const auto csv = import_request(f, c.tr, options, bad);
        const bool preview = f.flag("preview");
        if (f.bad()) return *f.bad();
        if (!csv) return *bad;
        return answer(import_players_csv(c.view.event(), *csv, preview, options), c.tr);
    });
}

Reply desk_import_columns(const Call &c) {
    return with_fields(c, [&](Fields &f) {
        PlayerCsvOptions options;
        std::optional<Reply> bad;
        const auto csv = import_request(f, c.tr, options, bad);
        if (f.bad()) return *f.bad();
        if (!csv) return *bad;
        PlayerImport read = parse_player_csv(*csv, options);
        // Once the arbiter chose an encoding, the choice stays offered.
        if (!options.encoding.empty()) read.readings = parse_player_csv(*csv, PlayerCsvOptions{}).readings;
        QJsonArray columns, fields, readings, errors;
        for (size_t i = 0; i < read.columns.size(); ++i)
            columns.append(QJsonObject{{QStringLiteral("number"), int(i + 1)},
                                       {QStringLiteral("header"), QString::fromStdString(read.columns[i].header)},
                                       {QStringLiteral("field"), QString::fromStdString(read.columns[i].field)}});
        for (const auto &[key, what] : player_csv_fields())
            fields.append(QJsonObject{{QStringLiteral("key"), QString::fromStdString(key)},
                                      {QStringLiteral("label"), QString::fromStdString(c.tr.render(what))}});
        for (const auto &[encoding, sample] : read.readings)
            readings.append(
                QJsonObject{{QStringLiteral("encoding"), QString::fromStdString(encoding)},
                            {QStringLiteral("label"), QString::fromStdString(c.tr.render(encoding_name(encoding)))},
                            {QStringLiteral("sample"), QString::fromStdString(sample)}});
        if (read.columns.empty())
            for (const Message &e : read.errors) errors.append(QString::fromStdString(c.tr.render(e)));
        return json_reply(QJsonObject{{QStringLiteral("encoding"), QString::fromStdString(read.encoding)},
                                      {QStringLiteral("readings"), readings},
                                      {QStringLiteral("columns"), columns},
                                      {QStringLiteral("fields"), fields},
                                      {QStringLiteral("ignored"), words(c.tr.translate("Desk", "ignored"))},
                                      {QStringLiteral("errors"), errors}});
    });
}

Reply desk_delete_player(const Call &c) {
    return with_fields(c, [&](Fields &f) {
        const bool confirm = f.flag("confirm");
        if (f.bad()) return *f.bad();
        const int id = c.number(0);
        // Nothing undoes a deletion: the desk asks first, naming the player, unless it is refused.
        if (!confirm) {
            if (const auto checked = c.view.event().delete_player(id, true); !checked) return answer(checked, c.tr);
            return error_reply(
                409, QStringLiteral("confirm_needed"),
                words(c.tr.translate("Desk", "Delete player %1? Nothing undoes it.").arg(c.view.data().label(id))));
        }
        return answer(c.view.event().delete_player(id), c.tr);
    });
}

Reply desk_sort_players(const Call &c) {
    return with_fields(c, [&](Fields &) { return answer(c.view.event().sort_players(), c.tr); });
}

} // namespace damka::server
