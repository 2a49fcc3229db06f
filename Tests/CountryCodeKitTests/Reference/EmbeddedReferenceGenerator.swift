import Foundation

/// Writes `EmbeddedReference+Files.swift` from `Sources-Data/`: one raw string
/// literal per file, so the module carries the files byte for byte and a data
/// change reads as a text diff.
///
/// A raw literal keeps backslashes and quotes as they are; it gets one `#`
/// more than the longest run of `#` in the file, so neither its end (`"""#…`)
/// nor an escape (`\#…`) can occur inside. Characters a Swift source may not
/// hold (controls such as the form feeds in the LGPL text, a carriage return,
/// which the compiler would turn into a line feed) and invisible format
/// characters (bidi controls, which would hide what a reviewer reads) are
/// written as `\#u{…}` escapes. The line break before the closing delimiter
/// is not part of a multi-line literal, so the file's own last line break is
/// kept by writing one more.
enum EmbeddedReferenceGenerator {
    static let generatedFile = "Sources/CCPipeReference/EmbeddedReference+Files.swift"

    struct NotUTF8: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) is not UTF-8 text; only text files can be embedded" }
    }

    /// What is embedded, relative to `Sources-Data/`, sorted: the CLDR subset,
    /// the ISO 3166-1 file and its version, the licences.
    static func embeddedPaths(in sourcesData: URL) throws -> [String] {
        let folders = ["cldr/common", "iso-codes", "licenses"]
        var paths: [String] = []
        for folder in folders {
            let directory = sourcesData.appendingPathComponent(folder)
            for relative in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
                var isDirectory: ObjCBool = false
                let full = directory.appendingPathComponent(relative).path
                guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                      FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                paths.append(folder + "/" + relative)
            }
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func render(sourcesData: URL) throws -> String {
        try render(embeddedPaths(in: sourcesData).map { path in
            (path, [UInt8](try Data(contentsOf: sourcesData.appendingPathComponent(path))))
        })
    }

    static func render(_ files: [(path: String, bytes: [UInt8])]) throws -> String {
        var out = """
            // Generated from Sources-Data/ by EmbeddedReferenceFileTests: do not edit.
            // Regenerate: CCPIPE_RECORD_GOLDEN=1 swift test --filter EmbeddedReferenceFileTests
            // Each literal's UTF-8 is the file's bytes; see EmbeddedReferenceGenerator.

            extension EmbeddedReference {
                static let storedTexts: [(path: String, text: String)] = [

            """
        for file in files {
            guard let text = String(validating: file.bytes, as: UTF8.self) else { throw NotUTF8(path: file.path) }
            out += "        (\"\(file.path)\", \(literal(text))),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    static func literal(_ text: String) -> String {
        let delimiter = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
        var body = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                body += "\\\(delimiter)u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return "\(delimiter)\"\"\"\n\(body)\n\"\"\"\(delimiter)"
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Counted in scalars, as the compiler reads delimiters.
    private static func longestRun(of character: Unicode.Scalar, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text.unicodeScalars {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
