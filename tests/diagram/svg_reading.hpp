// The SVG a diagram writes, read back element by element (QXmlStreamReader), so the tests
// check its structure (svg_diagram.hpp lists the classes) rather than its text.
#pragma once

#include <QXmlStreamReader>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace damka::testing {

struct SvgElement {
    std::string name; // "rect", "g", "text", ...
    std::map<std::string, std::string> attributes;
    std::vector<size_t> ancestors; // indices of the enclosing elements, outermost first
    std::string text; // the element's own character data

    std::string attr(const std::string &key) const {
        const auto it = attributes.find(key);
        return it == attributes.end() ? std::string() : it->second;
    }
    bool has_class(const std::string &cls) const {
        const std::string all = " " + attr("class") + " ";
        return all.find(" " + cls + " ") != std::string::npos;
    }
};

struct SvgDocument {
    std::vector<SvgElement> elements; // in document order
    std::string error; // the XML reader's error, or ""

    // Elements named `name` with class `cls`, optionally inside an element with class `inside`.
    std::vector<const SvgElement *> find(const std::string &name, const std::string &cls,
                                         const std::string &inside = {}) const {
        std::vector<const SvgElement *> found;
        for (const SvgElement &e : elements) {
            if (e.name != name || !e.has_class(cls)) continue;
            bool in = inside.empty();
            for (size_t a : e.ancestors) in = in || elements[a].has_class(inside);
            if (in) found.push_back(&e);
        }
        return found;
    }
    // The elements below `parent` (any depth) named `name` with class `cls`, in order.
    std::vector<const SvgElement *> below(const SvgElement *parent, const std::string &name,
                                          const std::string &cls) const {
        const size_t p = size_t(parent - elements.data());
        std::vector<const SvgElement *> found;
        for (const SvgElement &e : elements)
            if (e.name == name && e.has_class(cls))
                for (size_t a : e.ancestors)
                    if (a == p) found.push_back(&e);
        return found;
    }
};

inline SvgDocument read_svg(const std::string &svg) {
    SvgDocument doc;
    QXmlStreamReader xml(QByteArray::fromStdString(svg));
    std::vector<size_t> open;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            SvgElement e;
            e.name = xml.name().toString().toStdString();
            for (const QXmlStreamAttribute &a : xml.attributes())
                e.attributes[a.name().toString().toStdString()] = a.value().toString().toStdString();
            e.ancestors = open;
            open.push_back(doc.elements.size());
            doc.elements.push_back(std::move(e));
        } else if (token == QXmlStreamReader::EndElement) {
            open.pop_back();
        } else if (token == QXmlStreamReader::Characters && !open.empty()) {
            doc.elements[open.back()].text += xml.text().toString().toStdString();
        }
    }
    if (xml.hasError()) doc.error = xml.errorString().toStdString();
    return doc;
}

} // namespace damka::testing
