/// A position in an input file. Lines and columns are 1-based; columns count
/// Unicode scalars, so a report points at the same character an editor shows.
///
/// A dataset holds a location for every record and value, so a location is
/// kept small (`DatasetMemoryTests` holds its size): the file's path is
/// held once and shared by every location made with `at(line:column:)`,
/// and lines and columns are stored in 32 bits (inputs are limited to far
/// fewer bytes than that).
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Shared by every location made from this one (`FieldValue` keeps it
    /// with its key, and only the line and column itself).
    package private(set) var path: Path
    package private(set) var storedLine: UInt32
    package private(set) var storedColumn: UInt32

    package init(file: String, line: Int, column: Int) {
        self.init(path: Path(file), line: line, column: column)
    }

    private init(path: Path, line: Int, column: Int) {
        self.path = path
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    package init(path: Path, storedLine: UInt32, storedColumn: UInt32) {
        self.path = path
        self.storedLine = storedLine
        self.storedColumn = storedColumn
    }

    package var file: String {
        get { path.name }
        set { path = Path(newValue) }
    }

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Another position in the same file, sharing its path: what readers
    /// use for the many locations of one document.
    package func at(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// `file:line:column` as every report and message shows it: the file
    /// name through `ReportText.printable`, since a file name is data too
    /// (a line break in it must not start a line of the report). `file`
    /// is the name exactly.
    package var description: String { "\(ReportText.printable(file)):\(line):\(column)" }

    package static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
            && (lhs.path === rhs.path || lhs.path.name == rhs.path.name)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path.name)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path !== rhs.path, lhs.path.name != rhs.path.name { return lhs.path.name < rhs.path.name }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// A file's path, allocated once per file rather than once per location.
    package final class Path: Sendable {
        package let name: String
        init(_ name: String) { self.name = name }
    }
}
