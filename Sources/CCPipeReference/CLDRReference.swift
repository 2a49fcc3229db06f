import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CountryCatalogCore
import Foundation

/// Builds `ReferenceData` from a CLDR `common/` directory or the embedded
/// subset: territory names for the requested locales, region validity,
/// territory aliases, code mappings, parent locales, and telephone codes.
package enum CLDRReference {
    /// `supplemental/telephoneCodeData.xml`, relative to a `common/` directory.
    package static let telephoneCodeDataPath = "supplemental/telephoneCodeData.xml"

    /// - Parameters:
    ///   - location: a CLDR `common/` directory (full or trimmed), or the
    ///     embedded subset. A directory without `telephoneCodeData.xml` (real
    ///     CLDR trees since CLDR 34) gets the embedded one.
    ///   - locales: locale ids whose `main/<locale>.xml` must exist; the
    ///     locales they inherit from are loaded too.
    /// ISO 3166-1 data is not part of CLDR: `isoCountries` is left empty.
    package static func load(_ location: ReferenceLocation, locales: [String]) throws -> ReferenceData {
        let supplementalFile = location.cldrFile("supplemental/supplementalData.xml")
        let metadataFile = location.cldrFile("supplemental/supplementalMetadata.xml")
        let regionFile = location.cldrFile("validity/region.xml")
        // The supplemental files and the requested locale files are read
        // at once: which other locale files are needed (the requested ones'
        // parents) is known only from `supplementalData.xml`, but the
        // requested ones always are (with `all`, every one). Errors come in
        // the order they did when the supplemental files were read first.
        let requestedExist = (try? UnknownLocaleError.check(locales, in: location)) != nil
        var early: [String] = []
        var earlyListed: Set<String> = []
        for locale in locales where requestedExist && earlyListed.insert(locale).inserted { early.append(locale) }
        let budget = NameBudget(limit: namesBudget)
        @Sendable func names(_ locale: String) throws -> LocaleRead {
            let file = location.cldrFile("main/\(locale).xml")
            let read = try TerritoryNamesLoader.read(file)
            try budget.spend(read.names, file: file.path)
            return LocaleRead(names: read.names, indexLetters: read.indexLetters, extent: read.extent)
        }
        // The telephone codes depend on nothing else either: read among the
        // first, and their error, if any, thrown where it always was, after
        // those of the locale files.
        let ownTelephoneFile = location.cldrFile(telephoneCodeDataPath)
        let telephoneFile = ownTelephoneFile.exists ? ownTelephoneFile : ReferenceLocation.embedded.cldrFile(telephoneCodeDataPath)
        let jobs: [FirstRead] = [.supplementalData, .metadata, .telephone] + early.map { .locale($0) }
        let firstRead = try ParallelMap.map(jobs) { job -> FirstReadResult in
            switch job {
            case .supplementalData: .data(try SupplementalDataLoader.load(supplementalFile))
            case .metadata: .metadata(try SupplementalMetadataLoader.load(metadataFile), try RegionValidityLoader.load(regionFile))
            case .telephone: .telephone(Result { try TelephoneCodeLoader.load(telephoneFile) })
            case .locale(let locale): .names(try names(locale))
            }
        }
        guard case .data(let supplemental) = firstRead[0], case .metadata(let metadata, let regionStatus) = firstRead[1],
              case .telephone(let telephoneRead) = firstRead[2] else {
            preconditionFailure("results come back in order")
        }
        let dtd = location.cldrDirectory.flatMap { dtdVersion(commonDirectory: URL(fileURLWithPath: $0)) }
        let version = (release(supplemental.cldrVersion) ?? release(metadata.cldrVersion) ?? dtd).map { "CLDR \($0)" }

        var reference = ReferenceData()
        reference.codeMappings = supplemental.codeMappings
        let parentLocales = try ParentLocaleRule.parents(supplemental, metadata: metadata, in: location)
        reference.parentLocales = parentLocales
        reference.territoryAliases = metadata.territoryAliases
        reference.regionStatus = regionStatus
        reference.sources = [
            ReferenceSource(role: "code mappings, parent locales", path: supplementalFile.path, version: version),
            ReferenceSource(role: "territory aliases", path: metadataFile.path, version: version),
            ReferenceSource(role: "region validity", path: regionFile.path, version: version),
        ]
        // Each requested locale must have its own file; the locales it inherits
        // from (LocaleInheritance) are read too, where the tree has them. Every
        // file is read once, and the files are read in parallel: with `all`
        // this is most of the build's work.
        var files: [String] = []
        var listed: Set<String> = []
        // Checked before the first read; only a failure needs checking again,
        // now that the supplemental files have had their say.
        if !requestedExist { try UnknownLocaleError.check(locales, in: location) }
        for requested in locales {
            for locale in LocaleInheritance.chain(for: requested, parentLocales: parentLocales)
            where !listed.contains(locale) {
                guard locale == requested || hasLocaleFile(locale, in: location) else { continue }
                listed.insert(locale)
                files.append(locale)
            }
        }
        var read: [String: LocaleRead] = [:]
        for (position, locale) in early.enumerated() {
            if case .names(let names) = firstRead[3 + position] { read[locale] = names }
        }
        let parents = files.filter { read[$0] == nil }
        for (locale, names) in zip(parents, try ParallelMap.map(parents, names)) { read[locale] = names }
        let localeFiles = files.map { location.cldrFile("main/\($0).xml") }
        for (position, locale) in files.enumerated() {
            let path = localeFiles[position].path
            reference.territoryNames[locale] = read[locale]!.names
            if let letters = read[locale]!.indexLetters { reference.indexLetters[locale] = letters }
            if let extent = read[locale]!.extent { reference.localeFileReads[path] = extent }
            reference.sources.append(ReferenceSource(role: "territory names (\(locale))", path: path, version: version))
        }

        let telephone = try telephoneRead.get()
        reference.telephoneCodes = telephone.codes
        reference.phoneNumbering = telephone.numbering
        reference.nonGeographicNumbering = telephone.nonGeographicNumbering
        reference.phonePatterns = CompiledPhonePatterns(telephone.patterns)
        reference.telephoneFileIsEmbeddedAsRead = telephoneFile.isEmbedded
        reference.sources.append(ReferenceSource(role: "telephone codes", path: telephoneFile.path, version: telephone.version))
        return reference
    }

    /// What is read before the locales' parents are known.
    private enum FirstRead: Sendable {
        case supplementalData, metadata, telephone, locale(String)
    }

    private enum FirstReadResult: Sendable {
        case data(SupplementalDataLoader.Result)
        case metadata(SupplementalMetadataLoader.Result, [String: RegionStatus])
        case telephone(Result<TelephoneCodeLoader.Result, any Error>)
        case names(LocaleRead)
    }

    private struct LocaleRead: Sendable {
        var names: TerritoryNames
        var indexLetters: String?
        var extent: XMLReadExtent?
    }

    /// What the names of all locales read may take, counted as the UTF-8
    /// bytes of codes and names plus 32 per entry (CLDR's own locales take
    /// a small part of it), so `--locales all` on a hostile tree stays bounded.
    package static let namesBudget = 64 * 1024 * 1024

    /// What one locale's names take of `namesBudget`: every table's codes
    /// and names, the alternates' `alt` values too.
    package static func budgetBytes(of names: TerritoryNames) -> Int {
        var bytes = 0
        for table in [names.standard, names.short, names.variant] {
            for (code, name) in table { bytes += code.utf8.count + name.utf8.count + 32 }
        }
        for (alt, table) in names.alternates {
            bytes += alt.utf8.count + 32
            for (code, name) in table { bytes += code.utf8.count + name.utf8.count + 32 }
        }
        return bytes
    }

    /// Every locale with a file in `main/` (`root` included), sorted by id:
    /// what `--locales all` means. For the embedded subset, its locales.
    package static func availableLocales(in location: ReferenceLocation) throws -> [String] {
        guard let directory = location.cldrDirectory else { return EmbeddedReference.locales }
        let main = URL(fileURLWithPath: directory).appendingPathComponent("main").path
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: main) } catch {
            throw InputError("cannot list the locale files", file: main)
        }
        return entries.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) }
            .filter(UnknownLocaleError.isWellFormed).sortedInUTF8()
    }

    /// Whether `main/<locale>.xml` exists; false for a malformed id, which
    /// never reaches the file system.
    package static func hasLocaleFile(_ locale: String, in location: ReferenceLocation) -> Bool {
        UnknownLocaleError.isWellFormed(locale) && location.cldrFile("main/\(locale).xml").exists
    }

    /// CLDR 41 states its version only in the DTDs, as
    /// `<!ATTLIST version cldrVersion CDATA #FIXED "41" >`. The DTD is
    /// scanned as text; it is never given to the XML parser.
    package static func dtdVersion(commonDirectory: URL) -> String? {
        let dtd = commonDirectory.appendingPathComponent("dtd/ldmlSupplemental.dtd").path
        // Opened without blocking and read only when it is a regular file: a
        // FIFO planted there must not hang the command.
        let descriptor = open(dtd, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              status.st_size <= 4 * 1024 * 1024 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { return nil }
        return release(cldrVersion(inDTD: bytes[..<count]))
    }

    /// A release as CLDR states one (`41`, `48.2`): digits and dots, at
    /// most 16 of them. Anything else a tree states is taken for no release,
    /// so that no report or message repeats it.
    package static func release(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text.utf8.count <= 16,
              text.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return text
    }

    /// What the first two quotes enclose on the first line naming the
    /// attribute that has two (a DTD is some 100 KB of text: searched as bytes).
    package static func cldrVersion(inDTD text: ArraySlice<UInt8>) -> String? {
        let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\"")
        var from = text.startIndex
        while let found = text[from...].firstRange(of: Array("ATTLIST version cldrVersion".utf8)) {
            let lineStart = text[..<found.lowerBound].lastIndex(of: newline).map { $0 + 1 } ?? text.startIndex
            let lineEnd = text[found.upperBound...].firstIndex(of: newline) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            if let open = line.firstIndex(of: quote), let close = line[(open + 1)...].firstIndex(of: quote) {
                return String(decoding: line[(open + 1)..<close], as: UTF8.self)
            }
            from = lineEnd
        }
        return nil
    }
}

/// The shared count behind `CLDRReference.namesBudget`, spent by the
/// loaders as they finish, on whichever thread.
private final class NameBudget: @unchecked Sendable {
    private let limit: Int
    private var spent = 0
    private let lock = NSLock()

    init(limit: Int) { self.limit = limit }

    func spend(_ names: TerritoryNames, file: String) throws {
        let bytes = CLDRReference.budgetBytes(of: names)
        let total = lock.withLock { spent += bytes; return spent }
        if total > limit { throw InputError(ReferenceMessages.namesOverBudget(limit), file: file) }
    }
}
