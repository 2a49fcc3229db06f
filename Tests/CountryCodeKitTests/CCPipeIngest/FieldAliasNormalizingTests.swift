import Testing
@testable import CCPipeIngest

/// The shortcut a dataset's reading takes on every record's keys gives
/// what the general path gives.
struct FieldAliasNormalizingTests {
    /// A key already lower case, without `_` or `-`, is its own normalized
    /// form, as the general path makes it.
    @Test func keysAreNormalizedAsTheGeneralPathDoes() {
        func general(_ key: String) -> String {
            String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
        }
        for key in ["name", "code", "dial_code", "Dial-Code", "ISO", "alpha3", "näme", "NAME", "", "_", "a-b_c", "名前", "\u{212A}ey", "k e y"] {
            #expect(FieldAliases.normalized(key) == general(key), "\(key)")
        }
    }
}
