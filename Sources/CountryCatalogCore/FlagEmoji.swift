/// The flag emoji of a region code: its two letters as regional indicator
/// symbols (Unicode's rule for flag sequences). Nil for anything but two
/// ASCII letters.
package enum FlagEmoji {
    package static func of(_ code: String) -> String? {
        let letters = Array(code.uppercased().unicodeScalars)
        guard letters.count == 2, letters.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        var flag = ""
        for letter in letters { flag.unicodeScalars.append(Unicode.Scalar(0x1F1E6 + letter.value - 0x41)!) }
        return flag
    }
}
