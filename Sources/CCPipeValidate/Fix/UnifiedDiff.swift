import CCPipeCore

/// A unified diff (`diff -u`) of two texts with the same number of lines, as
/// `DatasetFixer` produces: edits replace values within lines and never add
/// or remove a line. Lines are shown through `ReportText.fileLine`, so a
/// line of the file cannot end early or hold a workflow command.
///
/// Lines are compared as bytes: Swift's `==` holds "Curaçao" in NFD equal
/// to its NFC form, which is exactly the change `text-not-nfc` makes. A
/// changed line that would print as its old self (another normalisation, an
/// invisible character gone) is shown with the part that changed escaped
/// (`Curac\u{327}ao`, `Cura\u{E7}ao`), its hunk header saying so.
package enum UnifiedDiff {
    package static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        render(old: Array(old.utf8), new: Array(new.utf8), path: path, context: context)
    }

    package static func render(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        let oldLines = lines(of: old), newLines = lines(of: new)
        var hunks: [Range<Int>] = []
        if oldLines.count != newLines.count {
            hunks = [0..<max(oldLines.count, newLines.count)]
        } else {
            let changed = oldLines.indices.filter { !oldLines[$0].elementsEqual(newLines[$0]) }
            guard !changed.isEmpty else { return "" }
            var groupStart = changed[0], groupEnd = changed[0]
            for line in changed.dropFirst() {
                if line - groupEnd > 2 * context {
                    hunks.append(window(groupStart, groupEnd, context, oldLines.count))
                    groupStart = line
                }
                groupEnd = line
            }
            hunks.append(window(groupStart, groupEnd, context, oldLines.count))
        }
        // Room for the lines shown made once, and each hunk written into it:
        // a diff of a fix on every line of 64 MiB is 135 MB, and was copied
        // as it grew, as each hunk was assembled and as it was added.
        var out = header(path)
        let shown = hunks.reduce(0) { total, range in
            range.reduce(total + 64) { total, line in
                total + (line < oldLines.count ? oldLines[line].count + 2 : 0) + (line < newLines.count ? newLines[line].count + 2 : 0)
            }
        }
        out.reserveCapacity(out.utf8.count + shown)
        for range in hunks { hunk(oldLines, newLines, range: range, into: &out) }
        return out
    }

    /// Split at LF, a CR before it taken with it (CRLF is one line break, as
    /// `DatasetFixer`'s line index counts it); the text after a final line
    /// break is an empty last line.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
    }

    /// The path as text output shows it (a file name's line break cannot
    /// start a line of its own).
    private static func header(_ path: String) -> String {
        let relative = ReportText.printable(path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path)
        return "--- a/\(relative)\n+++ b/\(relative)\n"
    }

    private static func window(_ first: Int, _ last: Int, _ context: Int, _ count: Int) -> Range<Int> {
        // The line after a final newline is empty and not a line of the file.
        let lineCount = count > 0 ? count - 1 : 0
        return max(0, first - context)..<min(max(lineCount, last + 1), last + context + 1)
    }

    private static func hunk(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>], range: Range<Int>, into out: inout String) {
        // Which changed lines print as their old selves, found first: the
        // hunk's header, written before its lines, says whether any does.
        let alike = range.map { line in
            line < old.count && line < new.count && !old[line].elementsEqual(new[line])
                && InvisibleChange.printAlike(String(decoding: old[line], as: UTF8.self), String(decoding: new[line], as: UTF8.self))
        }
        let count = range.count
        let note = alike.contains(true) ? " a change that does not show in print, escaped" : ""
        out += "@@ -\(range.lowerBound + 1),\(count) +\(range.lowerBound + 1),\(count) @@\(note)\n"
        for (line, printsAlike) in zip(range, alike) {
            let before = line < old.count ? String(decoding: old[line], as: UTF8.self) : nil
            let after = line < new.count ? String(decoding: new[line], as: UTF8.self) : nil
            if line < old.count, line < new.count, old[line].elementsEqual(new[line]), let before {
                append(" ", before, to: &out)
            } else if printsAlike, let before, let after {
                append("-", InvisibleChange.shown(before, against: after), to: &out)
                append("+", InvisibleChange.shown(after, against: before), to: &out)
            } else {
                if let before { append("-", before, to: &out) }
                if let after { append("+", after, to: &out) }
            }
        }
    }

    /// A line of a hunk, after its mark, as text output shows it.
    private static func append(_ mark: String, _ line: String, to out: inout String) {
        out += mark
        out += ReportText.fileLine(Substring(line))
        out += "\n"
    }
}

/// Two lines that differ in their bytes and yet print alike: canonically
/// equivalent (another normalisation form), or the same once the
/// characters reports escape (`isInvisibleInReport`) are left out.
private enum InvisibleChange {
    static func printAlike(_ old: String, _ new: String) -> Bool {
        old == new || visible(old).elementsEqual(visible(new))
    }

    /// Compared as they come, not gathered: a file of one line (minified
    /// JSON) of 55 MB made two arrays of 220 MB.
    private static func visible(_ line: String) -> LazyFilterSequence<String.UnicodeScalarView> {
        line.unicodeScalars.lazy.filter { !$0.isInvisibleInReport }
    }

    /// The line with the scalars that differ from `other` (between their
    /// common start and end) written `\u{…}` when they are not ASCII or do
    /// not print, and everything else as it is.
    static func shown(_ line: String, against other: String) -> String {
        let scalars = Array(line.unicodeScalars), others = Array(other.unicodeScalars)
        var start = 0
        while start < scalars.count, start < others.count, scalars[start] == others[start] { start += 1 }
        var end = scalars.count, otherEnd = others.count
        while end > start, otherEnd > start, scalars[end - 1] == others[otherEnd - 1] { end -= 1; otherEnd -= 1 }
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if (start..<end).contains(index), !scalar.isASCII || scalar.isInvisibleInReport {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
