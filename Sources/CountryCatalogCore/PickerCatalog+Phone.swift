import Foundation

/// The phone field after the picker: the country of a number typed or pasted.
extension PickerCatalog {
    /// The country of an international number, as libphonenumber's
    /// `region_code_for_number` decides it: `+1 416 555 0123` is Canada,
    /// `+1 212 555 0123` the United States, `+44 7797 123456` Jersey,
    /// `+7 701 123 4567` Kazakhstan. For a field that switches the country
    /// picked when a number is pasted or typed with its calling code.
    ///
    /// The number is written with `+` (any spaces, dashes or brackets), or,
    /// with `dialledFrom`, with that country's international prefix instead
    /// (`00 44 7797 123456` from Sweden); a national prefix typed after the
    /// calling code (`+44 (0)7797 123456`) is read as libphonenumber reads it.
    /// Of the regions of its calling code, the main one is tried first, then
    /// the others by code: a region with leading digits of its own takes
    /// the numbers that begin with them (`+1 684` American Samoa), any other
    /// the numbers its number patterns take.
    ///
    /// Nil when the number is not a valid number of any region of its
    /// calling code (one still being typed, or too short or too long), when
    /// it has no `+` or international prefix, or when the catalog has no
    /// such country or no phone data (files of schema 1.2).
    public func country(forNumber number: String, dialledFrom: Country? = nil) -> Country? {
        guard let directory = phones.directory,
              let region = directory.region(forNumber: number, dialledFrom: dialledFrom?.code) else { return nil }
        return country(code: region)
    }

    /// The main country of a calling code (`1`, `+44`, `+7`): the United
    /// States, the United Kingdom, Russia; a calling code of one country
    /// gives that country. Nil for a code no country of the catalog has.
    public func country(forCallingCode callingCode: String) -> Country? {
        let digits = String(String.UnicodeScalarView(Country.Phone.typedCharacters(callingCode).filter { $0 != "+" }))
        if let main = phones.directory?.mainRegion(forCallingCode: digits) { return country(code: main) }
        // Without phone data: the only country with that calling code.
        let matching = allCountries.filter { $0.callingCode == digits }
        return matching.count == 1 ? matching[0] : nil
    }
}

extension PickerCatalog {
    /// A catalog of values whose countries take their phone data from the
    /// bytes of `phone.json`, for a reader of the files that has them in
    /// hand (`ccpipe preview`).
    package init(countries: SectionedCountries, index: LetterIndex, phoneFile: Data) throws {
        self.init(countries: countries, index: index, phones: try PhoneDirectory.decode(phoneFile))
    }

    /// As `init(countries:index:phoneFile:)`, with the file read already.
    package init(countries: SectionedCountries, index: LetterIndex, phones directory: PhoneDirectory) {
        self.init(countries: directory.attached(to: countries), index: index, match: nil, phones: directory)
    }
}

extension PickerCatalog {
    /// Every region's phone data the catalog has (`phone.json`'s), for the preview page.
    package var phoneDirectory: PhoneDirectory? { phones.directory }
}

/// A catalog's phone directory, which its value does not include (its
/// countries' phone data does).
struct PhoneLookup: Hashable, Sendable {
    let directory: PhoneDirectory?

    static func == (lhs: PhoneLookup, rhs: PhoneLookup) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension PhoneDirectory {
    /// The phone data of a catalog made of values: its countries', when
    /// they came from a directory or carry libphonenumber's metadata.
    static func of(rows: [Country]) -> PhoneDirectory? {
        if let known = rows.lazy.compactMap({ $0.phone?.directory }).first { return known }
        var regions: [String: Country.Phone] = [:]
        for row in rows where row.phone?.metadata != nil { regions[row.code.uppercased()] = row.phone }
        return regions.isEmpty ? nil : PhoneDirectory(regions: regions)
    }

    /// `countries` with each country's `phone` its region's here.
    func attached(to countries: SectionedCountries) -> SectionedCountries {
        var countries = countries
        for section in countries.sections.indices {
            for row in countries.sections[section].countries.indices {
                countries.sections[section].countries[row].phone = phone(forRegion: countries.sections[section].countries[row].code.uppercased())
            }
        }
        return countries
    }

    /// A file name with no path in it: what `countries.json` may name.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\") && !name.contains("\u{0}")
    }
}
