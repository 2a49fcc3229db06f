import CCPipeModel
import CountryCatalogCore

/// Where a dial code's calling code ends and the leading digits of a shared
/// code begin. The text alone cannot say when it runs them together
/// (`+1684`), so the region's calling codes in the reference decide; a
/// dial code that begins with none of them splits at its first gap.
package struct CallingCodeSplit: Equatable {
    var callingCode: String
    var leadingDigits: String?

    package init(callingCode: String, leadingDigits: String?) {
        self.callingCode = callingCode
        self.leadingDigits = leadingDigits
    }

    package init(dialCode: String, codes: [TelephoneCode]) {
        let digits = String(dialCode.unicodeScalars.filter { ("0"..."9").contains($0) })
        if let code = codes.map(\.code).filter({ !$0.isEmpty && digits.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
            callingCode = code
            let rest = String(digits.dropFirst(code.count))
            leadingDigits = rest.isEmpty ? nil : rest
        } else {
            let parts = Country(code: "", name: "", dialCode: dialCode)
            callingCode = parts.callingCode
            leadingDigits = parts.leadingDigits
        }
    }
}
