// The desk's form controls as HTML: a labelled field each, its label the translated word, its
// name the JSON field the desk's addresses read (desk_api.hpp). desk.js sends a form's fields
// as one JSON object to the form's data-api address.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace damka::server::form {

// <label>LABEL <input name=NAME ...></label>; `type` "text", "number", "date", "file"...;
// `extra`: more attributes as written (`required`, `min="0"`).
std::string input(const std::string &name, const std::string &label, const std::string &value = {},
                  const std::string &type = "text", const std::string &extra = {});
std::string checkbox(const std::string &name, const std::string &label, bool checked = false);
// Options as (value, shown text).
std::string select(const std::string &name, const std::string &label,
                   const std::vector<std::pair<std::string, std::string>> &options, const std::string &selected = {});
std::string textarea(const std::string &name, const std::string &label, const std::string &value = {}, int rows = 4,
                     const std::string &extra = {});
// A submit button; `name`=`value` is sent with the fields when it is the one pressed.
std::string button(const std::string &text, const std::string &name = {}, const std::string &value = {});
// <form data-api=API>BODY<output></output></form>: the output shows what the command changed or
// why it was refused. `api`, relative to the page's <base> (mount.hpp), may name a field in braces
// ("api/v1/players/{id}/withdraw").
std::string form(const std::string &api, const std::string &body, const std::string &extra = {});

} // namespace damka::server::form
