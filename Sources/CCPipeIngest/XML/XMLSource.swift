import CCPipeCore
import CCPipeModel
import Foundation

/// Where libxml2's bytes come from: an open regular file, read as the parser
/// asks, or a buffer. Every byte passes `XMLMarkupGuard` before libxml2 sees
/// it; a refusal is kept here and the read fails, so the reader can report
/// the refusal instead of libxml2's I/O error.
package final class XMLSource {
    /// -1 for a buffer.
    private let descriptor: Int32
    private let bytes: [UInt8]
    private var position = 0
    let size: Int
    private let limit: Int
    private var total = 0
    /// How much had been read when the limit was passed (a file can grow
    /// after its size was checked).
    private(set) var exceeded: Int?
    private(set) var markup: XMLMarkupGuard
    private(set) var rejection: XMLMarkupGuard.Rejection?
    /// What the parser gets after the cut instead of the rest of the file.
    private var closing: [UInt8]?
    /// A byte the guard has read but holds back (`holdsLastByte`): the
    /// parser gets it at the start of the next read.
    private var heldBack: UInt8?
    var wasCut: Bool { closing != nil }

    /// The elements the guard reads for a read of texts (`XMLTakenTexts`).
    let taken: XMLTakenTexts?

    package init(descriptor: Int32, size: Int, options: XMLReaderOptions, taking taken: XMLTakenTexts? = nil) {
        self.descriptor = descriptor
        self.bytes = []
        self.size = size
        self.limit = options.maximumFileSize
        self.taken = taken
        self.markup = XMLMarkupGuard(options: options, taking: taken)
    }

    package init(bytes: [UInt8], options: XMLReaderOptions, taking taken: XMLTakenTexts? = nil) {
        self.descriptor = -1
        self.bytes = bytes
        self.size = bytes.count
        self.limit = options.maximumFileSize
        self.taken = taken
        self.markup = XMLMarkupGuard(options: options, taking: taken)
    }

    /// libxml2's read callback: a count of bytes, 0 at the end, -1 on failure.
    package func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        guard rejection == nil, exceeded == nil else { return -1 }
        if let closing {
            let count = min(length, closing.count)
            guard count > 0 else { return 0 }
            closing.withUnsafeBytes { UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress!, byteCount: count) }
            self.closing = Array(closing.dropFirst(count))
            return Int32(count)
        }
        guard length > 1 else { return -1 }
        // Blanking may leave nothing to hand on from what was read (bytes
        // dropped, a `<` held): 0 would mean the end, so read on.
        while true {
            let handed = readChunk(into: buffer, length: length)
            if handed != 0 || atEnd { return handed }
        }
    }

    /// Set when the file has no more bytes.
    private var atEnd = false

    private func readChunk(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        guard rejection == nil, exceeded == nil else { return -1 }
        // The held byte first, then what the file has next.
        let first = heldBack == nil ? 0 : 1
        if let held = heldBack { buffer[0] = CChar(bitPattern: held) }
        heldBack = nil
        let room = length - first
        var count = 0
        if descriptor >= 0 {
            repeat { count = Glibc.read(descriptor, buffer + first, room) } while count < 0 && errno == EINTR
            guard count >= 0 else { return -1 }
        } else {
            count = min(room, bytes.count - position)
            if count > 0 { bytes.withUnsafeBytes { UnsafeMutableRawPointer(buffer + first).copyMemory(from: $0.baseAddress! + position, byteCount: count) } }
            position += count
        }
        total += count
        if total > limit {
            exceeded = total
            return -1
        }
        guard count > 0 else {
            // A held byte at the end: the document ends inside a blanked
            // element, which `finish` refuses.
            atEnd = true
            rejection = markup.finish()
            return rejection == nil ? Int32(first) : -1
        }
        let (accepted, refused) = markup.scan(UnsafeMutableRawBufferPointer(start: buffer, count: first + count), from: first)
        // Blanking may have dropped bytes (`compactedBy`).
        let scanned = first + count - markup.compactedBy
        if markup.isCut {
            closing = markup.closingTagsAtCut
            return Int32(accepted)
        }
        if markup.holdsLastByte, refused == nil {
            heldBack = UInt8(bitPattern: buffer[scanned - 1])
            return Int32(scanned - 1)
        }
        guard let refused else { return Int32(scanned) }
        rejection = refused
        // The parser gets what comes before the refused construct, so an
        // earlier problem is still reported first; the next read fails.
        return accepted > 0 ? Int32(accepted) : -1
    }

    /// Whether the last bytes close `root`, white space aside: the one check
    /// made on the part of a file a visit that stops early never reads.
    func endsByClosing(_ root: String) -> Bool {
        var tail = self.tail(count: Self.tailChecked)
        checkedTail = tail
        while let last = tail.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { tail.removeLast() }
        guard tail.last == UInt8(ascii: ">") else { return false }
        tail.removeLast()
        while let last = tail.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { tail.removeLast() }
        return tail.reversed().starts(with: Array("</\(root)".utf8).reversed())
    }

    /// How many of the last bytes `endsByClosing` reads, and what it read.
    static let tailChecked = 256
    private(set) var checkedTail: [UInt8]?

    /// What the read depended on, once it ended, for a file read up to a
    /// cut: nil for a buffer, or without `readsUpToEndOf`.
    func extent(stamp: FileStamp) -> XMLReadExtent? {
        guard descriptor >= 0, markup.cutPath != nil else { return nil }
        let read = markup.bytesRead
        let tail = read < size ? checkedTail ?? self.tail(count: Self.tailChecked) : nil
        return XMLReadExtent(stamp: stamp, size: size, read: read, readHash: markup.readHash.finish(), tail: tail.map { ContentHash.of($0) })
    }

    /// The line and column just after the last byte; read only to report it.
    func endPosition() -> (line: Int, column: Int) {
        var line = 1, column = 1
        forEachChunk { chunk in
            for byte in chunk {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        return (line, column)
    }

    private func tail(count: Int) -> [UInt8] {
        guard descriptor >= 0 else { return Array(bytes[max(0, size - count)...]) }
        return Self.tail(count: count, of: descriptor, size: size) ?? []
    }

    /// The last `count` bytes of the open file of `size` bytes, read in
    /// place; nil when they cannot be read. `XMLReadExtent.of` reads them
    /// here too, so that its fingerprint is made of the same bytes.
    static func tail(count: Int, of descriptor: Int32, size: Int) -> [UInt8]? {
        let start = max(0, size - count)
        var buffer = [UInt8](repeating: 0, count: size - start)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(start)) }
        return read > 0 ? Array(buffer[..<read]) : nil
    }

    /// Appends to `buffer` at most `count` of the file's bytes from
    /// `offset`, read in place; returns how many (0 at its end or when
    /// they cannot be read).
    func append(to buffer: inout [UInt8], at offset: Int, count: Int) -> Int {
        guard offset < size, count > 0 else { return 0 }
        let wanted = min(count, size - offset)
        guard descriptor >= 0 else {
            buffer.append(contentsOf: bytes[offset..<offset + wanted])
            return wanted
        }
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: wanted))
        var read = 0
        while read < wanted {
            let result = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + start + read, wanted - read, off_t(offset + read)) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { break }
            read += result
        }
        buffer.removeLast(wanted - read)
        return read
    }

    /// Counts `next`, the file's bytes right after those read, into what
    /// the read depended on (`extent`).
    func extendRead(_ next: ArraySlice<UInt8>) {
        next.withUnsafeBytes { markup.extendRead($0) }
    }

    /// The line and column of the byte at `offset`; read only to report it.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1, seen = 0
        forEachChunk { chunk in
            for byte in chunk {
                guard seen < offset else { return }
                seen += 1
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        return (line, column)
    }

    private func forEachChunk(_ body: (ArraySlice<UInt8>) -> Void) {
        guard descriptor >= 0 else { return body(bytes[...]) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while offset < size {
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            guard read > 0 else { return }
            body(buffer[..<read])
            offset += read
        }
    }
}
