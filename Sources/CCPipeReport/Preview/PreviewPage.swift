import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import CountryCatalogCore
import Foundation

/// `ccpipe preview`: one locale's catalog as a standalone page that behaves
/// like a country picker (sticky section headers, a letter rail that jumps
/// and follows a drag, ranked search). No network: the style, script and
/// data are inline.
package enum PreviewPage {
    /// `locales` are the pages written beside this one, for the switcher
    /// (`<locale>.html`); none or one hides it. With `phoneField`, the
    /// phone field after the picker sits under it (`PreviewPhoneScript`),
    /// with every region's phone data the catalog has.
    package static func render(_ catalog: PickerCatalog, locales: [String] = [], phoneField: Bool = true) -> String {
        let locale = catalog.locale
        let direction = isRightToLeft(locale) ? "rtl" : "ltr"
        let language = locale.replacingOccurrences(of: "_", with: "-")
        var out = """
            <!DOCTYPE html>
            <html lang="\(escape(language))" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Country picker preview: \(escape(locale))</title>
            <style>\(PreviewAssets.style)</style>
            </head>
            <body>
            <header>
            <input id="search" type="search" autocomplete="off" spellcheck="false" aria-label="Search countries" placeholder="🔍">

            """
        // The switcher offers the locales whose pages were written beside
        // this one (well-formed ids: `Pipeline.preview` lists no other), each
        // by its id; the script goes only to `./<id>.html` of an id listed
        // in `pages`, so no value can make it navigate anywhere else.
        let pages = locales.filter(Self.isPageName)
        if pages.count > 1 {
            out += "<select id=\"locale\" aria-label=\"Locale\">"
            for other in pages {
                out += "<option value=\"\(escape(other))\"\(other == locale ? " selected" : "")>\(escape(other))</option>"
            }
            out += "</select>\n"
        }
        out += "</header>\n<div id=\"picker\">\n<main id=\"list\">\n"
        for (position, section) in catalog.sections.enumerated() {
            out += "<section id=\"section-\(position)\" data-kind=\"\(section.kind.rawValue)\"><h2>\(escape(section.title))</h2><ul>\n"
            for country in section.countries { out += row(country) }
            out += "</ul></section>\n"
        }
        out += "<ul id=\"results\" hidden></ul>\n<p id=\"empty\" hidden>∅</p>\n</main>\n<nav id=\"rail\" aria-label=\"Index\">"
        for letter in catalog.index.letters {
            out += "<a data-section=\"\(letter.section)\"\(letter.count == 0 ? " class=\"empty\"" : "")>\(escape(letter.label))</a>"
        }
        out += "</nav>\n</div>\n"
        // The phone field after the picker: a click on a row picks the country.
        if phoneField {
            out += "<footer id=\"phone\"><span id=\"phone-flag\"></span><span id=\"phone-dial\" dir=\"ltr\"></span>"
                + "<input id=\"phone-number\" type=\"tel\" dir=\"ltr\" autocomplete=\"off\" aria-label=\"Phone number\"></footer>\n"
        }
        out += "<script type=\"application/json\" id=\"search-data\">\(scriptSafe(PreviewSearchData.json(catalog).renderedForReport()))</script>\n"
        out += "<script type=\"application/json\" id=\"pages\">\(scriptSafe(JSONOutput.array(pages.map(JSONOutput.string)).renderedForReport()))</script>\n"
        if phoneField {
            out += "<script type=\"application/json\" id=\"phone-data\">\(scriptSafe(PreviewPhoneData.json(catalog).renderedForReport()))</script>\n"
        }
        out += "<script>\(PreviewAssets.script)</script>\n"
        if phoneField { out += "<script>\(PreviewPhoneScript.script)</script>\n" }
        out += "</body>\n</html>\n"
        return out
    }

    static func row(_ country: Country) -> String {
        "<li data-code=\"\(escape(country.code))\"><span class=\"flag\">\(escape(country.flag ?? ""))</span>"
            + "<span class=\"name\">\(escape(country.name))</span><span class=\"dial\" dir=\"ltr\">\(escape(country.dialCode))</span></li>\n"
    }

    /// Languages written right to left (CLDR's `characterOrder`), by the
    /// locale's language subtag.
    package static func isRightToLeft(_ locale: String) -> Bool {
        ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "mzn", "ps", "sd", "syr", "ug", "ur", "yi"]
            .contains(SearchFolding.language(of: locale))
    }

    static func escape(_ text: String) -> String { ReportText.html(text) }

    /// A locale id as a page's name: letters, digits and `_`, at most 64,
    /// which is what the page's script accepts too.
    package static func isPageName(_ locale: String) -> Bool {
        (1...64).contains(locale.utf8.count) && UnknownLocaleError.isWellFormed(locale)
    }

    /// JSON inside `<script>` (rendered as reports render it, so no raw
    /// control, bidirectional or separator character and no `##[`): `<`
    /// only occurs in its strings, where `\u003c` means the same, so
    /// `</script>` or `<!--` in the data cannot end or confuse the element.
    package static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
