#include "mount.hpp"

#include "reports/table.hpp"

#include <QUrl>

namespace damka::server {

QByteArray encoded_base(const QString &base) { return QUrl::toPercentEncoding(base, "/"); }

std::string base_element(const QString &base) {
    return "<base href=\"" + reports::html_escape(encoded_base(base).toStdString()) + "\">\n";
}

QByteArray mounted_path(const Request &request, const std::string &relative) {
    return encoded_base(request.base) + QByteArray::fromStdString(relative);
}

Reply redirect_reply(const Request &request, const std::string &relative, int status) {
    const QByteArray to = mounted_path(request, relative);
    Reply r = html_reply("<a href=\"" + reports::html_escape(to.toStdString()) + "\">" +
                             reports::html_escape(to.toStdString()) + "</a>\n",
                         status);
    r.headers.emplace_back("Location", to);
    return r;
}

} // namespace damka::server
