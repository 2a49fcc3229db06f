import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Reads the territory display names of one CLDR locale file
/// (`main/<locale>.xml`, only `ldml/localeDisplayNames/territories/territory`).
///
/// CLDR 41 uses two `alt` values on territories, across its locales:
/// `short` (e.g. "UK") and `variant` (e.g. "Swaziland"; "Turkey" in 48.2).
/// CLDR 46 added `chagos` ("Chagos Archipelago" for IO;
/// 107 locales, 116 in 48.2) and `biot` (8 locales); every `alt` but `short`
/// and `variant` is kept as an alternate name of the region, under its value.
/// Names marked `draft="provisional"` or `draft="unconfirmed"` are skipped, as
/// ICU and CLDR's own release tools do; `contributed` and `approved` are kept.
/// (CLDR 41: the default locales have no drafts; `nds`, `be_TARASK`, `nl_BE` do.)
///
/// Bounded whatever the file holds: at most `maximumNames` names, each at
/// most `maximumNameBytes`, as is each code and `alt` value (CLDR 41 has at
/// most 310 per locale, the longest 279 bytes; CLDR 48.2 316 and 175), so
/// one locale keeps at most about 2 MiB of names, and as much again of
/// distinct `alt` values; `CLDRReference.namesBudget` counts both.
package enum TerritoryNamesLoader {
    package static let maximumNames = 2_000
    /// The index letters of one file (CLDR 48.2's longest: under 400 bytes).
    package static let maximumIndexLettersBytes = 4_096
    package static let maximumNameBytes = 1_024

    package static func load(_ file: ReferenceFile) throws -> TerritoryNames {
        try read(file).names
    }

    /// The names, the index letters (`exemplarCharacters type="index"`, as
    /// CLDR writes them: `[A B C … Z Å Ä Ö]`) when the file has its own, and
    /// what reading them depended on (nil for an embedded file): what the
    /// build manifest records of a locale file. The index letters are in
    /// `<characters>`, after the names: read after the cut, alone
    /// (`XMLFollowingRequest`).
    package static func read(_ file: ReferenceFile) throws -> (names: TerritoryNames, indexLetters: String?, extent: XMLReadExtent?) {
        // Gathered in order, then made into tables of the right size at
        // once (a table grown name by name hashes every name again at each
        // growth); a code given twice keeps its last name.
        var standard: [(String, String)] = [], short: [(String, String)] = [], variant: [(String, String)] = []
        // Room for a full locale's names (CLDR 48.2: 316 at most).
        standard.reserveCapacity(320)
        var alternates: [String: [(String, String)]] = [:]
        var count = 0
        var current: (code: String, alt: String?)?
        let tooMany = { @Sendable (line: Int) in
            InputError(ReferenceMessages.tooManyNames(maximumNames, maximumNameBytes), at: SourceLocation(file: file.path, line: line, column: 1))
        }
        let request = XMLTextsRequest(path: ["ldml", "localeDisplayNames", "territories", "territory"],
                                      maximumTextBytes: maximumNameBytes, tooLong: tooMany)
        var indexLetters: String?
        var lettersLine = 0
        let lettersTooLong = { @Sendable (line: Int) in
            InputError(ReferenceMessages.indexLettersTooLong(maximumIndexLettersBytes), at: SourceLocation(file: file.path, line: line, column: 1))
        }
        let letters = XMLTextsRequest(path: ["characters", "exemplarCharacters"], maximumTextBytes: maximumIndexLettersBytes,
                                      tooLong: lettersTooLong)
        let following = XMLFollowingRequest(texts: letters) { event in
            switch event {
            case .element(let start):
                // Only the index letters' text is asked for.
                guard start.attributes["type"] == "index", start.attributes["alt"] == nil, !isUnreleased(start) else { return .skipChildren }
                lettersLine = start.line
            case .text(let text):
                let letters = (indexLetters ?? "") + text
                guard letters.utf8.count <= maximumIndexLettersBytes else { throw lettersTooLong(lettersLine) }
                indexLetters = letters
            }
            return .proceed
        }
        let extent = try file.readXMLTexts(options: readOptions, request: request, following: following) { event in
            switch event {
            case .element(let start):
                // One pass over the attributes (of a name given twice, the
                // last counts, as in a lookup).
                var code: String?, alt: String?, unreleased = false
                for attribute in start.attributes.inOrder {
                    switch attribute.name {
                    case "type": code = attribute.value
                    case "alt": alt = attribute.value
                    case "draft": unreleased = isUnreleased(draft: attribute.value)
                    default: break
                    }
                }
                guard let code, !unreleased else { return .skipChildren }
                count += 1
                guard count <= maximumNames, code.utf8.count <= maximumNameBytes,
                      (alt?.utf8.count ?? 0) <= maximumNameBytes else { throw tooMany(start.line) }
                current = (code, alt)
            case .text(let text):
                // Taken out of `current`: not copied, then released.
                guard let territory = current.take() else { break }
                switch territory.alt {
                case nil: standard.append((territory.code, text))
                case "short": short.append((territory.code, text))
                case "variant": variant.append((territory.code, text))
                case let alt?: alternates[alt, default: []].append((territory.code, text))
                }
            }
            return .proceed
        }
        func table(_ pairs: [(String, String)]) -> [String: String] { Dictionary(pairs, uniquingKeysWith: { $1 }) }
        return (TerritoryNames(standard: table(standard), short: table(short), variant: table(variant),
                               alternates: alternates.mapValues(table)), indexLetters, extent)
    }

    /// How every command reads a locale file: up to `</territories>`, the
    /// part ccpipe uses (most of a file is dates, numbers and units), with the
    /// file's end checked for `</ldml>` (the manual, "Reading CLDR files").
    package static let readOptions = XMLReaderOptions(rootElement: "ldml",
                                              readsUpToEndOf: ["ldml", "localeDisplayNames", "territories"])

    /// Compared, not looked up in a set: hashing each territory's draft
    /// value cost more.
    private static func isUnreleased(draft: String) -> Bool {
        draft == "provisional" || draft == "unconfirmed"
    }

    private static func isUnreleased(_ start: XMLElementStart) -> Bool {
        start.attributes["draft"].map(isUnreleased(draft:)) ?? false
    }
}
