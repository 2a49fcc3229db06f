extension String {
    /// Control, format and non-ASCII space characters written as `\u{…}` so a
    /// report shows what is there instead of rendering it.
    var escapedForReport: String {
        unicodeScalars.map { scalar -> String in
            let category = scalar.properties.generalCategory
            let invisible = category == .control || category == .format || category == .spaceSeparator && scalar != " "
                || category == .lineSeparator || category == .paragraphSeparator
            return invisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }

    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
