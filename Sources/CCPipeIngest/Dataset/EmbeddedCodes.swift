import CCPipeModel

/// Region codes that a dataset gives only inside another value: records of
/// `{"id", "name", "image": "…/images/AF.svg", "code": "+93"}` name their
/// region in the flag image's file name. Each record notes the first such
/// value as it is read; once all are read, the notes stand only when the
/// records have no code field and one key gives a code in most of them,
/// as a convention needs (a single `af.png` proves nothing).
package enum EmbeddedCodes {
    /// The image formats flag files come in.
    static let imageExtensions: Set<String> = ["svg", "png", "jpg", "jpeg", "gif", "webp"]

    /// The code in the first string member, other than the record's fields,
    /// whose last path component is two letters and an image extension.
    static func candidate(in object: JSONNode, besides record: DatasetRecord) -> FieldValue? {
        let taken = Set([record.name, record.dialCode, record.code, record.flag].compactMap { $0?.key })
        for member in object.members ?? [] where !taken.contains(member.key) {
            guard let text = member.value.string, let code = code(inFileName: text) else { continue }
            return FieldValue(key: member.key, kind: .string, text: code, location: member.value.location)
        }
        return nil
    }

    /// `https://…/images/AF.svg?v=2` → `AF`.
    package static func code(inFileName text: String) -> String? {
        // Most values are names and codes: one look at their last bytes, no copy.
        let tail = text.utf8.suffix(16)
        guard text.utf8.count <= 2_048, let dot = tail.lastIndex(of: UInt8(ascii: ".")),
              text.utf8.distance(from: dot, to: text.utf8.endIndex) <= 5 || tail.contains(UInt8(ascii: "?")) || tail.contains(UInt8(ascii: "#"))
        else { return nil }
        let path = text.prefix { $0 != "?" && $0 != "#" }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, imageExtensions.contains(parts[1].lowercased()),
              parts[0].utf8.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return parts[0].uppercased()
    }

    /// Keeps the notes only where they are the dataset's way of giving codes.
    static func settle(_ records: inout [DatasetRecord]) {
        var keys: [String: Int] = [:]
        var codeless = 0
        for record in records where record.code == nil {
            codeless += 1
            if let key = record.embeddedCode?.key { keys[key, default: 0] += 1 }
        }
        let kept = keys.count == 1 && records.allSatisfy({ $0.code == nil }) ? keys.first : nil
        let holds = kept.map { $0.value >= DatasetConventions.minimumEvidence && $0.value * 2 > codeless } ?? false
        for index in records.indices where records[index].embeddedCode != nil {
            if !holds || records[index].code != nil { records[index].embeddedCode = nil }
        }
    }
}
