import Foundation

/// The catalogs bundled with this library, `Sources/CountryCatalog/Resources`:
/// the one part of CountryCatalog that needs `Bundle.module`, so that
/// CountryCatalogCore, which an app loading its own catalogs uses, carries none.
extension PickerCatalog {
    /// The bundled catalog for `locale` (any BCP 47 or ICU id: `sv_SE`,
    /// `de-CH`, `zh_Hant_TW`, `en_001`, `pt_AO`), chosen as `LocaleMatch`
    /// describes; for a language none is bundled for (`sr_Latn`), the
    /// English catalog, its `match.kind` `.fallback`. Nil only when `locale`
    /// is not well-formed (`LocaleMatch.isWellFormed`: `../en`, `en!`).
    public static func bundled(locale: String) -> PickerCatalog? {
        guard let resources = bundledResources,
              let match = LocaleMatch.resolve(locale, among: locales(in: resources), fallback: LocaleMatch.fallbackLocale) else { return nil }
        return try? PickerCatalog(contentsOf: resources, match: match)
    }

    /// The bundled catalog for a `Locale` (`Locale.current`, or a user's
    /// choice), as `bundled(locale:)` for its identifier; an identifier that
    /// is not well-formed gets the English catalog (`.fallback`), so this
    /// never fails. It stops the app only if the library was packaged
    /// without its resources, which its tests rule out.
    public static func bundled(locale: Locale) -> PickerCatalog {
        if let catalog = bundled(locale: locale.identifier) { return catalog }
        guard let resources = bundledResources,
              let catalog = try? PickerCatalog(contentsOf: resources, match: LocaleMatch(requested: locale.identifier, resolved: LocaleMatch.fallbackLocale, kind: .fallback))
        else { preconditionFailure("CountryCatalog's bundled catalog '\(LocaleMatch.fallbackLocale)' is missing or unreadable") }
        return catalog
    }

    /// The locales bundled with this library.
    public static var bundledLocales: [String] {
        bundledResources.map(locales(in:)) ?? []
    }

    private static var bundledResources: URL? { Bundle.module.url(forResource: "Resources", withExtension: nil) }
}
