import CCPipeCore

/// The file format a dataset was written in. Every format is read into the
/// same positioned tree, so shapes, rules, reports and diffs do not depend
/// on it; `fix` uses it to write a value back with that format's quoting.
package enum DatasetFormat: Hashable, Sendable, CustomStringConvertible {
    case json
    /// An XML property list (`<plist>`), as iOS pickers ship them.
    case propertyList
    /// Rows of cells under a header row: CSV, TSV or semicolon-separated.
    case delimited(Delimiter)
    /// CLDR-style `<supplementalData><telephoneCodeData>` XML.
    case telephoneCodeData

    package enum Delimiter: UInt8, Hashable, Sendable, CaseIterable {
        case comma = 0x2C
        case tab = 0x09
        case semicolon = 0x3B
    }

    /// How the format's own schema writes dial codes, when it says: CLDR's
    /// `code` attribute is the calling code in digits.
    package var schemaDialCodePrefix: DialCodeStyle.Prefix? {
        self == .telephoneCodeData ? .digits : nil
    }

    package var description: String {
        switch self {
        case .json: "JSON"
        case .propertyList: "XML property list"
        case .delimited(.comma): "CSV"
        case .delimited(.tab): "TSV"
        case .delimited(.semicolon): "CSV with ';' separators"
        case .telephoneCodeData: "CLDR telephoneCodeData XML"
        }
    }
}

/// A row of a delimited table with more or fewer cells than the header.
/// Cells beyond the header are not read; missing cells are missing fields.
package struct RaggedRow: Hashable, Sendable {
    /// The row's first cell.
    package var location: SourceLocation
    package var cells: Int
    package var headerCells: Int

    package init(location: SourceLocation, cells: Int, headerCells: Int) {
        self.location = location
        self.cells = cells
        self.headerCells = headerCells
    }
}
