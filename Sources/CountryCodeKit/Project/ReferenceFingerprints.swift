import CCPipeCore
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import Foundation

/// Fingerprints of the reference files a build reads, trusting the last
/// manifest's record of a file while its stamp is unchanged: a build whose
/// inputs did not change reads none of them. Files whose stamp changed are
/// read and hashed on every core.
///
/// A CLDR locale file is recorded by what reading it depended on
/// (`XMLReadExtent`: its bytes up to `</territories>` and its last bytes),
/// not by all its bytes: most of a locale file is dates, numbers and
/// units that no build reads, and a change there rebuilds nothing. When its
/// stamp changed, only as many bytes as the last read took are hashed
/// again. One the last manifest does not know (a first build) stays pending
/// until the build reads it (`adopt`): its read records it, without reading
/// the file twice.
final class ReferenceFingerprints: @unchecked Sendable {
    private let previous: [String: BuildManifest.FileRecord]
    private(set) var records: [String: BuildManifest.FileRecord] = [:]
    /// Locale files to be recorded by the read that builds with them.
    private(set) var pending: Set<String> = []

    /// Stands for a pending file in fingerprints made before the read: no
    /// recorded fingerprint equals one made with it, so whatever depends on
    /// the file is built (or validated) again.
    static let pendingHash = "pending"

    init(previous: [String: BuildManifest.FileRecord]) {
        self.previous = previous
    }

    /// Fingerprints each of `files` not yet known; `localeFiles` when they
    /// are CLDR locale files (`main/<locale>.xml`).
    func add(_ files: [ReferenceFile], localeFiles: Bool = false) {
        var seen = Set(records.keys).union(pending)
        let new = files.filter { seen.insert($0.path).inserted }
        let previous = previous
        let found = (try? ParallelMap.map(new) { Self.record(of: $0, isLocaleFile: localeFiles, previous: previous[$0.path]) }) ?? []
        for (file, record) in zip(new, found) {
            if let record { records[file.path] = record } else { pending.insert(file.path) }
        }
    }

    /// The fingerprint of a file given to `add`: `missing`, or
    /// `pendingHash` until the file is read.
    func hash(_ file: ReferenceFile) -> String {
        records[file.path]?.hash ?? (pending.contains(file.path) ? Self.pendingHash : BuildManifest.FileRecord.missing)
    }

    /// Records the locale files a build read as it read them: those are
    /// the bytes its outputs come from, even if a file changed after `add`.
    func adopt(_ reads: [String: XMLReadExtent]) {
        for (path, extent) in reads {
            records[path] = BuildManifest.FileRecord(extent)
            pending.remove(path)
        }
    }

    /// Reads, as a build reads them, the locale files still pending (none,
    /// when every file of the chains built or validated was read).
    func settle() {
        let paths = pending.sortedInUTF8()
        let found = (try? ParallelMap.map(paths) { path -> BuildManifest.FileRecord in
            if let extent = (try? TerritoryNamesLoader.read(.disk(path)))?.extent { return BuildManifest.FileRecord(extent) }
            return .init(hash: "unreadable", stamp: FileStamp.of(path)?.description)
        }) ?? []
        for (path, record) in zip(paths, found) { records[path] = record }
        pending.removeAll()
    }

    /// Nil for a locale file left pending.
    private static func record(of file: ReferenceFile, isLocaleFile: Bool, previous: BuildManifest.FileRecord?) -> BuildManifest.FileRecord? {
        guard !file.isEmbedded else {
            let bytes = try? file.bytes(maxBytes: .max)
            return .init(hash: bytes.map { ContentHash.of($0).description } ?? BuildManifest.FileRecord.missing, stamp: nil)
        }
        guard let stamp = FileStamp.of(file.path) else { return .init(hash: BuildManifest.FileRecord.missing, stamp: nil) }
        if let previous, previous.stamp == stamp.description { return previous }
        if isLocaleFile {
            guard let read = previous?.read else { return nil }
            // Unreadable now: a fingerprint no build records, so whatever
            // reads it is rebuilt, and the loader reports why.
            guard let extent = XMLReadExtent.of(file: file.path, reading: read,
                                                        limit: TerritoryNamesLoader.readOptions.maximumFileSize) else { return .init(hash: "unreadable", stamp: stamp.description) }
            return .init(extent)
        }
        let hash = FileStamp.contentHash(of: file.path)?.description ?? "unreadable"
        return .init(hash: hash, stamp: stamp.description)
    }
}
