import CCPipeCore
import CCPipeModel

/// Fields recognised by their values, not only their keys, once every
/// record is read: a `code` key whose values are dial codes holds dial
/// codes; one whose values are three letters holds alpha-3 codes; a name or
/// code that carries a dial code (`Sweden (+46)`, `+46 Sweden`, `SE +46`)
/// is split in two. Parts of a split value share its location and are
/// marked (`name+…`) so that `fix` never rewrites half a value.
enum FieldRoles {
    /// Changes the records in place: a dataset can have hundreds of
    /// thousands, and a copy of them is the largest thing ccpipe holds.
    static func resolve(_ records: inout [DatasetRecord]) {
        // Counted, not collected: a list of every code would be as large as a column of the records.
        var codes = 0, dialCodes = 0, alpha3Codes = 0
        for record in records {
            guard let code = record.code?.string?.trimmingWhitespace, !code.isEmpty else { continue }
            codes += 1
            if looksLikeDialCode(code) { dialCodes += 1 }
            if looksLikeAlpha3(code) { alpha3Codes += 1 }
        }
        // As with conventions, a handful of records shows no role: one
        // "AFG" among codes is a mistake, not an alpha-3 column.
        if codes >= DatasetConventions.minimumEvidence, dialCodes * 2 > codes,
           records.allSatisfy({ $0.dialCode == nil }) {
            for index in records.indices { (records[index].dialCode, records[index].code) = (records[index].code, nil) }
        } else if codes >= DatasetConventions.minimumEvidence, alpha3Codes * 2 > codes,
                  records.allSatisfy({ $0.alpha3 == nil }) {
            for index in records.indices { (records[index].alpha3, records[index].code) = (records[index].code, nil) }
        }
        // A single record can say it too: a dial code under "code" in a record without one.
        for index in records.indices {
            guard let text = records[index].code?.string?.trimmingWhitespace else { continue }
            if records[index].dialCode == nil, text.hasPrefix("+"), looksLikeDialCode(text) {
                (records[index].dialCode, records[index].code) = (records[index].code, nil)
            }
        }
        for index in records.indices { splitCombinedValues(&records[index]) }
    }

    static func looksLikeDialCode(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("+") { body = body.dropFirst() }
        return !body.isEmpty && body.first!.isASCII && body.first!.isNumber
            && body.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == " " || $0 == "-" }
    }

    static func looksLikeAlpha3(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// A name that carries a dial code is split whether or not the record
    /// has a dial code of its own; the one in the name is judged too when
    /// it dials other digits (`"美國 (+1)"` beside `"+1"` says it once).
    private static func splitCombinedValues(_ record: inout DatasetRecord) {
        if let name = record.name, let text = name.string, let (rest, dial) = nameAndDialCode(text) {
            record.name = FieldValue(key: name.key + "+name", kind: .string, text: rest, location: name.location)
            let carried = FieldValue(key: name.key + "+dial_code", kind: .string, text: dial, location: name.location)
            if record.dialCode == nil {
                record.dialCode = carried
            } else if digits(dial) != record.dialCode?.text.map(digits) {
                record.moreDialCodes.append(carried)
            }
        }
        if let code = record.code, let text = code.string, let (region, dial) = codeAndDialCode(text) {
            record.code = FieldValue(key: code.key + "+code", kind: .string, text: region, location: code.location)
            if record.dialCode == nil {
                record.dialCode = FieldValue(key: code.key + "+dial_code", kind: .string, text: dial, location: code.location)
            }
        }
    }

    private static func digits(_ text: String) -> String {
        text.filter { $0.isASCII && $0.isNumber }
    }

    /// `Sweden (+46)`, `美國 (+1)`, `+46 Sweden`, `Sweden +46`.
    static func nameAndDialCode(_ text: String) -> (name: String, dialCode: String)? {
        let trimmed = text.trimmingWhitespace
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") {
            let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]).trimmingWhitespace
            let name = String(trimmed[..<open]).trimmingWhitespace
            if inner.hasPrefix("+"), looksLikeDialCode(inner), !name.isEmpty { return (name, inner) }
        }
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        if words.count >= 2, words.first!.hasPrefix("+"), looksLikeDialCode(String(words.first!)) {
            return (words.dropFirst().joined(separator: " "), String(words.first!))
        }
        if words.count >= 2, words.last!.hasPrefix("+"), looksLikeDialCode(String(words.last!)) {
            return (words.dropLast().joined(separator: " "), String(words.last!))
        }
        return nil
    }

    /// `SE +46`, `SE (+46)`.
    static func codeAndDialCode(_ text: String) -> (code: String, dialCode: String)? {
        let words = text.trimmingWhitespace.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, words[0].count == 2, words[0].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let dial = String(words[1]).trimmingCharacters(in: ["(", ")"])
        guard dial.hasPrefix("+"), looksLikeDialCode(dial) else { return nil }
        return (String(words[0]), dial)
    }
}
