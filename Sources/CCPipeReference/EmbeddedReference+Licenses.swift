/// The licences of the embedded data, carried with it so that a copied binary
/// still says under which terms it redistributes CLDR, libphonenumber and
/// iso-codes data.
extension EmbeddedReference {
    package struct License: Sendable, Equatable {
        /// The data source: `CLDR`, `libphonenumber`, `iso-codes`.
        package var source: String
        /// Its release, as the embedded files state it.
        package var version: String?
        /// SPDX identifier.
        package var identifier: String
        /// The embedded files it covers, relative to `Sources-Data/`.
        package var covers: String
        /// The licence file, relative to `Sources-Data/`.
        package var file: String
        /// Where the data comes from.
        package var origin: String
        package var text: String
    }

    /// One per data source, in the order of `CCPipeVersion.components`.
    package static var licenses: [License] {
        let table: [(String, String?, String, String, String)] = [
            ("CLDR", cldrVersion, "Unicode-3.0", "cldr/common, except supplemental/telephoneCodeData.xml",
             "licenses/CLDR-Unicode-3.0.txt"),
            ("libphonenumber", libphonenumberVersion, "Apache-2.0", "cldr/common/supplemental/telephoneCodeData.xml",
             "licenses/libphonenumber-Apache-2.0.txt"),
            ("iso-codes", isoCodesVersion, "LGPL-2.1-or-later", "iso-codes/iso_3166-1.json",
             "licenses/iso-codes-LGPL-2.1.txt"),
        ]
        let origins = [cldrSource, libphonenumberSource, isoCodesSource]
        return zip(table, origins).map { row, origin in
            let (source, version, identifier, covers, file) = row
            return License(source: source, version: version, identifier: identifier, covers: covers, file: file, origin: origin,
                           text: EmbeddedReference.file(file).map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
    }

    /// What `ccpipe --licenses` prints: a heading per data source, then its licence.
    package static var licensesText: String {
        licenses.map { license in
            let heading = "\(license.source)\(license.version.map { " (\($0))" } ?? ""): \(license.identifier)"
            return "\(heading)\n\(String(repeating: "=", count: heading.count))\n"
                + "embedded files: \(license.covers)\nfrom: \(license.origin)\n\n\(license.text)"
                + (license.text.hasSuffix("\n") ? "" : "\n")
        }.joined(separator: "\n")
    }
}
