import Foundation

/// The releases the embedded files come from, read from the files themselves
/// so they cannot drift from the data.
extension EmbeddedReference {
    /// `48.2`: the `cldrVersion` the trimmed `supplementalData.xml` carries.
    package static let cldrVersion: String? =
        try? SupplementalDataLoader.load(ReferenceLocation.embedded.cldrFile("supplemental/supplementalData.xml")).cldrVersion

    /// `libphonenumber v9.0.35`: the `<version number>` of `telephoneCodeData.xml`.
    package static let telephoneDataVersion: String? =
        try? TelephoneCodeLoader.load(ReferenceLocation.embedded.cldrFile(CLDRReference.telephoneCodeDataPath)).version

    /// `v9.0.35`: the libphonenumber release alone, for lists that already name it.
    package static var libphonenumberVersion: String? {
        let prefix = "libphonenumber "
        return telephoneDataVersion.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    }

    /// Where each embedded source comes from, as `--version` and
    /// `--licenses` say it.
    package static let cldrSource = "Debian's unicode-cldr-core, trimmed by ccpipe import cldr"
    package static let libphonenumberSource = "PhoneNumberMetadata.xml of its newest release, converted by ccpipe import phone-metadata"
    package static let isoCodesSource = "Debian's iso-codes, unchanged"

    /// `4.20.1`: `iso-codes/version.txt`, since the JSON does not say.
    package static let isoCodesVersion: String? = file(isoVersionFile)
        .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        .flatMap { $0.isEmpty ? nil : $0 }
}
