// Where an event is mounted (Request::base): "/" for a server of one event, "/t/a-open/" for a
// section of a festival. A page names its base once, in <base href>, and every link, form,
// data-* address and file it names is relative to it ("ru/desk", "api/v1/players",
// "assets/site.css"; WHATWG HTML 4.2.3), so the same page works under any mount; its scripts
// resolve theirs against document.baseURI. What leaves the page whole — a redirect's Location,
// a board's link for its QR code — is made here with the base.
#pragma once

#include "http_message.hpp"

#include <string>

namespace damka::server {

// `base` as a URL path: each character outside RFC 3986's unreserved set and '/' percent-encoded
// (the request's path is kept decoded, so is its base).
QByteArray encoded_base(const QString &base);
// <base href="BASE">, for a page's <head>.
std::string base_element(const QString &base);
// The path of `relative` ("en/desk/new") under the request's mount: "/t/x/en/desk/new".
QByteArray mounted_path(const Request &request, const std::string &relative);
// A redirect (302 Found, 303 See Other; RFC 9110 15.4) to `relative` under the request's mount,
// with the address as a link in its body for a client that does not follow it.
Reply redirect_reply(const Request &request, const std::string &relative, int status);

} // namespace damka::server
