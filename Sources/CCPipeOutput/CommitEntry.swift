import CCPipeBuild

/// One change a commit makes to an output directory (`OutputCommit`), as
/// its journal lists it: `<kind> <target>`. Where the new file is staged
/// and where the old one is kept follow from the target, so the journal
/// names nothing outside the output directory and its staging directory.
package struct CommitEntry: Equatable, Sendable {
    package enum Kind: String, Sendable {
        /// A staged file for a path that has none, renamed into place.
        case create
        /// A staged file for a path that holds one: the old file is moved
        /// to the backups, then the new one renamed into place.
        case replace
        /// A staged directory for one that is not there, renamed into place whole.
        case directory
        /// A file ccpipe's record says it wrote, no longer built: moved to
        /// the backups (and its directory removed once empty).
        case remove
    }

    var kind: Kind
    /// Relative to the output directory: `<file>` or `<dir>/<file>` (a
    /// directory entry: `<dir>`).
    var target: String

    package init(_ kind: Kind, _ target: String) {
        self.kind = kind
        self.target = target
    }

    /// The staged file or directory in the staging directory.
    var staged: String { StagedFiles.stagedName(for: target) }
    /// The old file in the staging directory's `.old/`.
    var backup: String { StagedFiles.stagedName(for: target) }

    /// The directory of the target, relative to the output directory; nil
    /// for the output directory itself.
    package var parent: String? {
        guard let slash = Self.firstSlash(in: target) else { return nil }
        return String(target[..<slash])
    }

    /// The target's name in its parent.
    package var name: String {
        guard let slash = Self.firstSlash(in: target) else { return target }
        return String(target[target.index(after: slash)...])
    }

    /// Where the first `/` of `text` is: in an ASCII text (every target
    /// ccpipe writes), each byte is a character, so the first such byte,
    /// found without reading characters (a commit asks for each of its
    /// entries' parent and name).
    static func firstSlash(in text: String) -> String.Index? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.firstIndex(of: "/") }
        return text.utf8.firstIndex(of: UInt8(ascii: "/"))
    }

    /// A journal's line for the entry.
    var line: String { kind.rawValue + " " + target }

    /// The entry of a journal's line; nil for anything else, a target that
    /// could leave the output directory or name a hidden file included.
    package init?(line: Substring) {
        guard let space = line.firstIndex(of: " "), let kind = Kind(rawValue: String(line[..<space])) else { return nil }
        let target = line[line.index(after: space)...]
        let components = target.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...(kind == .directory ? 1 : 2)).contains(components.count),
              components.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.unicodeScalars.contains { $0.value < 0x20 } }) else {
            return nil
        }
        self.init(kind, String(target))
    }
}
