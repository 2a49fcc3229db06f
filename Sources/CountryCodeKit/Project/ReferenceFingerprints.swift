import Foundation

/// Fingerprints of the reference files a build reads, trusting the last
/// manifest's record of a file while its stamp is unchanged: a build whose
/// inputs did not change reads none of them. Files whose stamp changed are
/// read and hashed on every core.
final class ReferenceFingerprints: @unchecked Sendable {
    private let previous: [String: BuildManifest.FileRecord]
    private(set) var records: [String: BuildManifest.FileRecord] = [:]

    init(previous: [String: BuildManifest.FileRecord]) {
        self.previous = previous
    }

    /// Fingerprints each of `files` not yet known.
    func add(_ files: [ReferenceFile]) {
        var seen = Set(records.keys)
        let new = files.filter { seen.insert($0.path).inserted }
        let previous = previous
        let found = (try? ParallelMap.map(new) { Self.record(of: $0, previous: previous[$0.path]) }) ?? []
        for (file, record) in zip(new, found) { records[file.path] = record }
    }

    /// The fingerprint of a file given to `add`, or `missing`.
    func hash(_ file: ReferenceFile) -> String {
        records[file.path]?.hash ?? BuildManifest.FileRecord.missing
    }

    private static func record(of file: ReferenceFile, previous: BuildManifest.FileRecord?) -> BuildManifest.FileRecord {
        guard !file.isEmbedded else {
            let bytes = try? file.bytes(maxBytes: .max)
            return .init(hash: bytes.map { ContentHash.of($0).description } ?? BuildManifest.FileRecord.missing, stamp: nil)
        }
        guard let stamp = FileStamp.of(file.path) else { return .init(hash: BuildManifest.FileRecord.missing, stamp: nil) }
        if let previous, previous.stamp == stamp.description { return previous }
        // Unreadable now: a fingerprint no build records, so whatever reads
        // it is rebuilt, and the loader reports why it cannot be read.
        let hash = FileStamp.contentHash(of: file.path)?.description ?? "unreadable"
        return .init(hash: hash, stamp: stamp.description)
    }
}
