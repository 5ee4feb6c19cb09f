#include "html_form.hpp"

#include "reports/table.hpp"

namespace damka::server::form {

using reports::html_escape;

std::string input(const std::string &name, const std::string &label, const std::string &value, const std::string &type,
                  const std::string &extra) {
    return "<label>" + html_escape(label) + " <input type=\"" + type + "\" name=\"" + name + "\"" +
        (value.empty() ? std::string() : " value=\"" + html_escape(value) + "\"") +
        (extra.empty() ? std::string() : " " + extra) + "></label>\n";
}

std::string checkbox(const std::string &name, const std::string &label, bool checked) {
    return "<label class=\"check\"><input type=\"checkbox\" name=\"" + name + "\"" + (checked ? " checked" : "") +
        "> " + html_escape(label) + "</label>\n";
}

std::string select(const std::string &name, const std::string &label,
                   const std::vector<std::pair<std::string, std::string>> &options, const std::string &selected) {
    std::string o = "<label>" + html_escape(label) + " <select name=\"" + name + "\">";
    for (const auto &[value, text] : options)
        o += "<option value=\"" + html_escape(value) + "\"" + (value == selected ? " selected" : "") + ">" +
            html_escape(text) + "</option>";
    return o + "</select></label>\n";
}

std::string textarea(const std::string &name, const std::string &label, const std::string &value, int rows,
                     const std::string &extra) {
    return "<label class=\"wide\">" + html_escape(label) + " <textarea name=\"" + name + "\" rows=\"" +
        std::to_string(rows) + "\"" + (extra.empty() ? std::string() : " " + extra) + ">" + html_escape(value) +
        "</textarea></label>\n";
}

std::string button(const std::string &text, const std::string &name, const std::string &value) {
    return "<button type=\"submit\"" +
        (name.empty() ? std::string() : " name=\"" + name + "\" value=\"" + html_escape(value) + "\"") + ">" +
        html_escape(text) + "</button>\n";
}

std::string form(const std::string &api, const std::string &body, const std::string &extra) {
    return "<form data-api=\"" + html_escape(api) + "\"" + (extra.empty() ? std::string() : " " + extra) + ">\n" +
        body + "<output></output>\n</form>\n";
}

} // namespace damka::server::form
