import CountryCatalog
import Foundation

/// The app's own country: what it keeps with a user's address. Apps have a
/// type of this name often enough that the library's must be reachable
/// beside it, through its module.
struct Country: Hashable {
    var name: String
    var postalCodePrefix: String?
}

/// The picker's choice, in the library's type, turned into the app's.
func addressCountry(_ chosen: CountryCatalog.Country) -> Country {
    Country(name: chosen.name, postalCodePrefix: chosen.code == "SE" ? "SE-" : nil)
}

let catalog: PickerCatalog? = PickerCatalog.bundled(locale: "sv_SE")
let chosen: CountryCatalog.Country? = catalog?.country(code: "SE")
let mine: Country? = chosen.map(addressCountry)
// What `.ci/app-package` expects: the bundled catalog was found from
// another package, and both types were named.
print([catalog?.locale, chosen?.dialCode, mine?.name].map { $0 ?? "nil" }.joined(separator: " "))

// The phone field: the country of a number with its calling code, and
// Sweden's number as the field shows it once typed.
let numbers = ["+1 416 555 0123", "+1 212 555 0123", "+44 7797 123456", "+7 701 123 4567"]
print((numbers.map { catalog?.country(forNumber: $0)?.code ?? "nil" } + [chosen?.phone?.formatted("0701234567") ?? "nil"]).joined(separator: " "))

// Each language Apple's and Android's systems offer, as CLDR names it, has
// its own catalog; the ids no catalog is bundled for fall back, and say so.
let platformLocales = [
    "ar", "ca", "cs", "da", "de", "el", "en", "en_AU", "en_GB", "en_IN", "es", "es_419", "es_MX", "fi",
    "fr", "fr_CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt", "pt_PT",
    "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh", "zh_Hant", "zh_Hant_HK",
]
let exact = platformLocales.filter { PickerCatalog.bundled(locale: $0)?.match?.kind == .exact }
print("\(exact.count) of \(platformLocales.count) exact")
for id in ["pt_AO", "es_AR", "sr_Latn"] {
    let match = PickerCatalog.bundled(locale: Locale(identifier: id)).match
    print("\(id) \(match?.resolved ?? "nil") \(match?.kind.rawValue ?? "nil")")
}
