import CCPipeCore

/// What the build manifest records of an output file: the content hashes of
/// its parts, combined. A locale's files are its locale line and a body that
/// every locale with the same catalog shares (an all-locale build writes
/// two files per locale, and far fewer distinct bodies): fingerprinting the
/// parts lets a shared body be hashed once per build, not once per locale.
///
/// The parts of a file on disk are found where the renderer puts them: the
/// locale line its path names, with the brace before it, at the start of
/// `countries.json`; with the brace after it, at the end of `index.json`.
/// A file without it (one edited there) is a single part, whose fingerprint
/// differs from that of any file of two; any other change to a part changes
/// that part's hash. Equal fingerprints mean equal files, as with one hash
/// of the whole.
package enum OutputFingerprint {
    /// Of a rendered file: `knownHash` gives the hashes of pieces already
    /// made (nil for those to hash here).
    static func of(_ file: RenderedFile, knownHash: (Int) -> ContentHash? = { _ in nil }) -> ContentHash {
        // The renderer's pieces are the parts; anything else is split as a
        // file on disk would be.
        guard file.pieces.count == 2, let (locale, name) = localeAndName(file.path),
              name == CatalogRenderer.countriesFileName ? file.pieces[0] == CatalogRenderer.countriesHead(locale: locale)
                : name == CatalogRenderer.indexFileName && file.pieces[1] == CatalogRenderer.indexTail(locale: locale) else {
            return of(bytes: file.bytes, path: file.path)
        }
        return combining(file.pieces.indices.map { (file.pieces[$0].count, knownHash($0) ?? ContentHash.of(file.pieces[$0])) })
    }

    /// Of the bytes of the file at `path` (relative to the output directory,
    /// `<locale>/<name>`).
    package static func of(bytes: [UInt8], path: String) -> ContentHash {
        var start = 0
        return combining(parts(of: bytes, path: path).map { count in
            defer { start += count }
            var hasher = ContentHasher()
            bytes.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[start..<start + count])) }
            return (count, hasher.finish())
        })
    }

    /// The lengths of the parts of `bytes` as a file at `path`.
    package static func parts(of bytes: [UInt8], path: String) -> [Int] {
        guard let (locale, name) = localeAndName(path) else { return [bytes.count] }
        switch name {
        case CatalogRenderer.countriesFileName:
            let head = CatalogRenderer.countriesHead(locale: locale)
            guard bytes.count >= head.count, bytes.starts(with: head) else { break }
            return [head.count, bytes.count - head.count]
        case CatalogRenderer.indexFileName:
            let tail = CatalogRenderer.indexTail(locale: locale)
            guard bytes.count >= tail.count, bytes[(bytes.count - tail.count)...].elementsEqual(tail) else { break }
            return [bytes.count - tail.count, tail.count]
        default:
            break
        }
        return [bytes.count]
    }

    /// The two non-empty components of `<locale>/<name>`, nil for a path of
    /// more or fewer. A path of one slash between two components (every
    /// file a build writes) is cut at that byte, not split as a whole.
    static func localeAndName(_ path: String) -> (locale: String, name: String)? {
        let utf8 = path.utf8, slash = UInt8(ascii: "/")
        if let first = utf8.firstIndex(of: slash), first != utf8.startIndex, utf8.index(after: first) != utf8.endIndex,
           utf8[utf8.index(after: first)...].firstIndex(of: slash) == nil {
            return (String(path[..<first]), String(path[utf8.index(after: first)...]))
        }
        let components = path.split(separator: "/")
        return components.count == 2 ? (String(components[0]), String(components[1])) : nil
    }

    /// Each part's length and hash, in order, and how many there are.
    /// Fed word by word, little-endian: the bytes of the words in a row.
    private static func combining(_ parts: [(count: Int, hash: ContentHash)]) -> ContentHash {
        var hasher = ContentHasher()
        hasher.update(UInt64(parts.count))
        for part in parts {
            hasher.update(UInt64(part.count))
            hasher.update(part.hash.high)
            hasher.update(part.hash.low)
        }
        return hasher.finish()
    }
}
