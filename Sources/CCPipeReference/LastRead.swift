import CCPipeCore
import Foundation

/// The last result a loader made of a file, kept while the file's stamp
/// (taken before each read) is unchanged: a build reads the supplemental
/// files for its plan and again with the rest of the reference, and the
/// second read takes the first's result. An embedded file never changes.
final class LastRead<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (file: ReferenceFile, stamp: FileStamp?, result: Result)?

    /// `parse`'s result for `file`, made again only when the file changed.
    func load(_ file: ReferenceFile, _ parse: (ReferenceFile) throws -> Result) throws -> Result {
        let stamp = file.isEmbedded ? nil : FileStamp.of(file.path)
        let usable = file.isEmbedded || stamp != nil
        if usable, let known = lock.withLock({ last.flatMap { $0.file == file && $0.stamp == stamp ? $0.result : nil } }) {
            return known
        }
        let result = try parse(file)
        if usable { lock.withLock { last = (file, stamp, result) } }
        return result
    }
}
