import CCPipeCore
import Foundation

/// What reading a file up to a cut (`XMLReaderOptions.readsUpToEndOf`, as
/// every command reads a CLDR locale file) depended on: the file's first
/// `read` bytes (up to and including the end tag at the cut), and, when the
/// read stopped before the end, its last bytes (checked for the root's end
/// tag); its size only through the size limit, which a file that was read
/// met. The rest of the file is never read, so another file, or the same
/// file later, alike in these (and within the limit) reads alike: the same
/// events, the same error or none.
package struct XMLReadExtent: Sendable, Equatable {
    /// Taken before the file was read.
    package var stamp: FileStamp
    package var size: Int
    package var read: Int
    package var readHash: ContentHash
    /// The last `XMLSource.tailChecked` bytes' fingerprint; nil when the
    /// whole file was read.
    package var tail: ContentHash?

    package init(stamp: FileStamp, size: Int, read: Int, readHash: ContentHash, tail: ContentHash? = nil) {
        self.stamp = stamp
        self.size = size
        self.read = read
        self.readHash = readHash
        self.tail = tail
    }


    /// One fingerprint of all of it, as the build manifest records it.
    package var fingerprint: String {
        ContentHash.combining(["read \(read)", readHash.description, tail?.description ?? "-"]).description
    }
}
