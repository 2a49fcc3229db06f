import CountryCatalog

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
