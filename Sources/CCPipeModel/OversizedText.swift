import CCPipeCore

/// A string, number or key longer than the dataset reader keeps
/// (`JSONParser.Limits.maxStringBytes`), in any syntax or format: the tree
/// holds only its excerpt, and this says how long it was and what it was.
package struct OversizedText: Sendable, Hashable {
    /// Its length as written in the file, quotes left out.
    package var bytes: Int
    /// What the tree holds in its place.
    package var excerpt: String
    /// A member's key rather than a value.
    package var isKey: Bool

    package init(bytes: Int, excerpt: String, isKey: Bool) {
        self.bytes = bytes
        self.excerpt = excerpt
        self.isKey = isKey
    }

    /// The excerpt kept of `text`: its first 64 bytes, cut at a character
    /// boundary, and `…`. Only this much of the value reaches any later
    /// stage, so nothing spends time or memory on the rest.
    package init<Bytes: Collection<UInt8>>(of text: Bytes, isKey: Bool = false) where Bytes.Index == Int {
        var end = min(text.count, 64) + text.startIndex
        while end < text.endIndex, end > text.startIndex, text[end] & 0xC0 == 0x80 { end -= 1 }
        self.init(bytes: text.count, excerpt: String(decoding: text[text.startIndex..<end], as: UTF8.self) + "…", isKey: isKey)
    }
}
