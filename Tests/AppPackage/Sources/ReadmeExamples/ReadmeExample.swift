import CountryCatalog
import Foundation

// The README's first example ("Using the outputs in an app"), as it is
// written there, in a function nothing calls: it is here to be compiled.
// `AppPackageTests` keeps it the README's.
func readmeExample() {
let catalog = PickerCatalog.bundled(locale: Locale.current)    // or "sv_SE", "de-CH", "zh_Hant_TW", "en_001"
catalog.match                                    // LocaleMatch(requested: "sv_SE", resolved: "sv", kind: .inherited)
let sweden = catalog.country(code: "SE")!        // Country: Identifiable (id is the code), Hashable, Sendable
sweden.callingCode                               // "46": digits, for the number an app dials
catalog.country(code: "AX")!.dialCode            // "+358 18": the display form; leadingDigits "18"
catalog.search("SE").first?.name                 // "Sverige": ranked, best first
catalog.sections(matching: "österr")             // [Ö: Österrike], sections kept, empty ones dropped
catalog.index.letters                            // the letter rail: label, section, count (IndexLetter: Identifiable)
catalog.section(for: catalog.index.letters[0])   // where a tap scrolls; an empty letter scrolls on
catalog.letter(atFraction: 0.5)                  // the letter under a finger halfway down the rail
sweden.phone?.formatted("0701234567")            // "070-123 45 67": the phone field as the user types
catalog.country(forNumber: "+1 416 555 0123")?.code   // "CA": the country of a pasted number
}
