import CountryCatalogCore
import Foundation

// An app that ships catalogs of its own (`ccpipe build`'s `<locale>/`
// folders) and so adds only the CountryCatalogCore product: it loads them
// from their directory, the first argument, and carries none of ccpipe's.

/// The app's own country, beside the library's `CountryCatalogCore.Country`.
struct Country: Hashable {
    var name: String
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: OwnCatalogApp <catalog-dir>\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
do {
    let catalog = try PickerCatalog(contentsOf: directory, locale: "sv_SE")
    let chosen: CountryCatalogCore.Country? = catalog.search("+46").first
    let mine = chosen.map { Country(name: $0.name) }
    print([catalog.locale, catalog.match?.kind.rawValue, chosen?.code, mine?.name, chosen?.phone?.formatted("0701234567")]
        .map { $0 ?? "nil" }.joined(separator: " "))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(65)
}
