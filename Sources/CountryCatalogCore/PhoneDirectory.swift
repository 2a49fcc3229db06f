import Foundation

/// Every region's phone data, as a catalog's `phone.json` holds it (written
/// once beside the locale folders, whatever the number of locales): the
/// regions of each calling code, in libphonenumber's order (the main
/// region first, then the others by code), and what tells them apart.
/// Read once per file and shared by every catalog that names it.
package final class PhoneDirectory: Sendable {
    /// By region code; their `directory` is nil (a catalog's rows point here).
    package let regions: [String: Country.Phone]
    /// By calling code: its regions, the main one first.
    package let callingCodes: [String: [String]]
    /// libphonenumber's non-geographic calling codes (+800, +808, …), by
    /// code: numbers typed with one are formatted by it; they have no region.
    package let nonGeographic: [String: Country.Phone]

    package init(regions: [String: Country.Phone], nonGeographic: [String: Country.Phone] = [:]) {
        var regions = regions
        for code in regions.keys { regions[code]?.directory = nil }
        self.regions = regions
        self.nonGeographic = nonGeographic
        var byCode: [String: [String]] = [:]
        for (region, phone) in regions {
            if let code = phone.metadata?.callingCode { byCode[code, default: []].append(region) }
        }
        callingCodes = byCode.mapValues { list in
            list.sorted { lhs, rhs in
                let (left, right) = (regions[lhs]?.metadata?.isMainCountryForCode == true, regions[rhs]?.metadata?.isMainCountryForCode == true)
                return left != right ? left : lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
            }
        }
    }

    /// A directory of one region, for a `Country.Phone` made or decoded on its own.
    convenience init?(alone phone: Country.Phone) {
        guard phone.metadata != nil else { return nil }
        self.init(regions: ["": phone])
    }

    /// The region's phone, pointing here.
    package func phone(forRegion code: String) -> Country.Phone? {
        guard var phone = regions[code] else { return nil }
        phone.directory = self
        return phone
    }

    /// The main region of a calling code (digits only).
    package func mainRegion(forCallingCode code: String) -> String? {
        callingCodes[code]?.first
    }

    /// The rules numbers of a calling code are formatted by: its main region's.
    func formattingRules(forCallingCode code: String) -> PhoneRules? {
        mainRegion(forCallingCode: code).flatMap { regions[$0]?.ownRules } ?? nonGeographic[code]?.ownRules
    }

    /// The calling code `digits` begin with, and its length: libphonenumber
    /// tries one, two, then three digits; none begins with 0.
    func callingCode(startingWith digits: [UInt8]) -> (code: String, length: Int)? {
        guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
        for length in 1...min(3, digits.count) {
            let code = String(decoding: digits[..<length], as: UTF8.self)
            if callingCodes[code] != nil || nonGeographic[code] != nil { return (code, length) }
        }
        return nil
    }

    // MARK: Loading

    /// `phone.json`: `{"non_geographic": {"800": {…}, …}, "regions": {"SE": {…}, …}, "source": …, "version": "1.0"}`.
    struct File: Decodable {
        var nonGeographic: [String: Country.Phone]?
        var regions: [String: Country.Phone]

        enum CodingKeys: String, CodingKey {
            case nonGeographic = "non_geographic"
            case regions
        }
    }

    private static let cache = Cache()

    /// The directory in the file at `url`, read once per process.
    static func load(_ url: URL) throws -> PhoneDirectory {
        try cache.directory(for: url.standardizedFileURL) { try decode(Data(contentsOf: url)) }
    }

    /// The directory in the bytes of a `phone.json`.
    package static func decode(_ data: Data) throws -> PhoneDirectory {
        let file = try JSONDecoder().decode(File.self, from: data)
        return PhoneDirectory(regions: file.regions, nonGeographic: file.nonGeographic ?? [:])
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var directories: [URL: PhoneDirectory] = [:]

        func directory(for url: URL, _ read: () throws -> PhoneDirectory) throws -> PhoneDirectory {
            lock.lock()
            defer { lock.unlock() }
            if let known = directories[url] { return known }
            let read = try read()
            directories[url] = read
            return read
        }
    }
}

extension Country.Phone {
    /// This region's own metadata, compiled.
    var ownRules: PhoneRules? {
        metadata.map { rules.rules(for: $0) }
    }

    /// A copy of the phone with its metadata compiled now, its patterns
    /// looked up in those a reference's reader compiled: what the build
    /// places every region's examples with. Its rules are the copy's own,
    /// let go of with it; this phone's are made when first asked for.
    package func compiled(with patterns: PhonePatterns) -> Country.Phone {
        var copy = self
        copy.rules = PhoneRules.Box()
        if let metadata { _ = copy.rules.rules(for: metadata, patterns: patterns) }
        return copy
    }

    /// What numbers typed in this region are formatted by: the main region
    /// of its calling code's metadata (libphonenumber formats by calling code).
    var formattingRules: PhoneRules? {
        guard let metadata else { return nil }
        return directory?.formattingRules(forCallingCode: metadata.callingCode) ?? ownRules
    }
}
