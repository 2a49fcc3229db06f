import CCPipeBuild
import CCPipeCore
import CCPipeModel
import Foundation

extension BuildManifest {
    /// The manifest `bytes` hold; nil when they cannot be used (not
    /// well-formed, a member missing or of another type, another format):
    /// the build then starts afresh.
    package init?(bytes: [UInt8]) {
        guard case .object(let top)? = ManifestScanner.parse(bytes) else { return nil }
        self.init(top)
    }

    private init?(_ top: ManifestScanner.Members) {
        guard case .number(let format)? = top["format"], format == Self.currentFormat,
              case .string(let anchor)? = top["anchor"], case .string(let output)? = top["output"],
              case .string(let ccpipe)? = top["ccpipe"], case .string(let options)? = top["options"],
              case .string(let dataset)? = top["dataset"], case .object(let files)? = top["files"],
              case .object(let validation)? = top["validation"], case .string(let inputs)? = validation["inputs"],
              let named = Self.strings(validation["named_locales"]), let versions = Self.strings(top["reference_versions"]),
              case .object(let chains)? = top["chains"], case .object(let locales)? = top["locales"] else { return nil }
        // Absent (JSON's encoders leave out nil) for a dataset of CLDR's or ISO's names.
        var ownNames: String?
        switch validation["own_names"] {
        case nil: break
        case .string(let locale)?: ownNames = locale
        default: return nil
        }
        guard case .array(let correctionValues)? = validation["corrections"], case .number(let errors)? = validation["errors"] else { return nil }
        var corrections: [OutputCorrection] = []
        for value in correctionValues {
            guard case .object(let members) = value, let correction = Self.correction(members) else { return nil }
            corrections.append(correction)
        }
        var phone: PhoneRecord?
        switch top["phone"] {
        case nil: break
        case .object(let record)?:
            guard case .string(let inputs)? = record["inputs"], case .string(let output)? = record["output"] else { return nil }
            phone = PhoneRecord(inputs: inputs, output: FileRecord(output))
        default: return nil
        }
        var fileRecords: [String: FileRecord] = [:]
        for (path, value) in files {
            guard case .string(let text) = value else { return nil }
            fileRecords[path] = FileRecord(text)
        }
        var chainTexts: [String: String] = [:]
        for (locale, value) in chains {
            guard case .string(let text) = value else { return nil }
            chainTexts[locale] = text
        }
        var localeRecords: [String: LocaleRecord] = [:]
        for (locale, value) in locales {
            guard case .object(let record) = value, let parsed = LocaleRecord(record) else { return nil }
            localeRecords[locale] = parsed
        }
        self.init(format: format, ccpipe: ccpipe, options: options, dataset: dataset, files: fileRecords,
                  validation: Validation(inputs: inputs, namedLocales: named, ownNames: ownNames, corrections: corrections, errors: errors),
                  referenceVersions: versions, chains: chainTexts, locales: localeRecords, phone: phone)
        self.anchor = anchor
        self.output = output
    }

    /// Whether `bytes` are a manifest an older ccpipe left in an output
    /// directory: an object beginning as those did, with a format before
    /// this one's.
    package static func isLegacy(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: legacyHead), case .object(let top)? = ManifestScanner.parse(bytes),
              case .number(let format)? = top["format"], case .string? = top["ccpipe"] else { return false }
        return format < currentFormat
    }

    private static func correction(_ members: ManifestScanner.Members) -> OutputCorrection? {
        guard case .string(let code)? = members["code"], case .number(let column)? = members["column"],
              case .string(let field)? = members["field"], case .string(let kindText)? = members["kind"],
              let kind = OutputCorrection.Kind(rawValue: kindText), case .number(let line)? = members["line"],
              case .string(let reason)? = members["reason"], case .number(let record)? = members["record"],
              case .string(let written)? = members["written"] else { return nil }
        var published: String?
        switch members["published"] {
        case nil: break
        case .string(let text)?: published = text
        default: return nil
        }
        return OutputCorrection(record: record, line: line, column: column, code: code, field: field, written: written,
                                published: published, kind: kind, reason: reason)
    }

    private static func strings(_ value: ManifestScanner.Value?) -> [String]? {
        guard case .array(let elements)? = value else { return nil }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element else { return nil }
            strings.append(text)
        }
        return strings
    }
}

extension BuildManifest.FileRecord {
    /// `<hash>`, `<hash> <stamp>` or `<hash> <read> <stamp>`, as written (a
    /// stamp is four numbers). Read by its bytes: a manifest holds a record
    /// for every locale file and output, and `Character` by `Character`
    /// these took most of a no-op build.
    init(_ text: String) {
        var text = text
        let (hash, read, stamp) = text.withUTF8 { utf8 -> (String, Int?, String?) in
            let space = UInt8(ascii: " ")
            func piece(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: utf8[range]), as: UTF8.self) }
            guard let first = utf8.firstIndex(of: space) else { return (piece(0..<utf8.count), nil, nil) }
            let hash = piece(0..<first)
            let rest = first + 1..<utf8.count
            // Five words after the hash: a read count, then the four
            // numbers of a stamp.
            var words = 0
            var inWord = false
            for offset in rest {
                if utf8[offset] == space { inWord = false } else if !inWord { inWord = true; words += 1 }
            }
            if words == 5, let gap = utf8[rest].firstIndex(of: space),
               let read = Int(String(decoding: UnsafeBufferPointer(rebasing: utf8[rest.lowerBound..<gap]), as: UTF8.self)) {
                return (hash, read, piece(gap + 1..<utf8.count))
            }
            return (hash, nil, piece(rest))
        }
        self.init(hash: hash, read: read, stamp: stamp)
    }
}

extension BuildManifest.LocaleRecord {
    fileprivate init?(_ record: ManifestScanner.Members) {
        guard case .string(let inputs)? = record["inputs"], case .number(let sections)? = record["sections"],
              case .number(let countries)? = record["countries"], case .number(let labels)? = record["index_labels"],
              case .object(let outputs)? = record["outputs"] else { return nil }
        var files: [String: BuildManifest.FileRecord] = [:]
        for (name, value) in outputs {
            guard case .string(let text) = value else { return nil }
            files[name] = BuildManifest.FileRecord(text)
        }
        var letters: BuildManifest.IndexLetters?
        if let value = record["index_letters"] {
            guard case .object(let members) = value, case .string(let kind)? = members["kind"], case .string(let source)? = members["source"],
                  case .string(let onlyCLDR)? = members["only_cldr"], case .string(let onlyICU)? = members["only_icu"] else { return nil }
            letters = BuildManifest.IndexLetters(kind: kind, source: source, onlyCLDR: onlyCLDR, onlyICU: onlyICU)
        }
        self.init(inputs: inputs, sections: sections, countries: countries, indexLabels: labels, indexLetters: letters, outputs: files)
    }
}
