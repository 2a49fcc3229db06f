import Foundation

/// What a report is made of, with the text of the data left out: the
/// structure that hostile data must not change. Each format's structure is
/// compared with the same report made of harmless text.
enum OutputStructure {
    /// The lines a GitHub runner reads as workflow commands: `::` at the
    /// start after blanks (.NET's `TrimStart`, Unicode's white space), and
    /// `##[` anywhere.
    static func workflowCommandLines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { line in
            line.drop { $0.isWhitespace }.hasPrefix("::") || line.contains("##[")
        }
    }

    /// Scalars a log or terminal acts on: controls (but the line feed),
    /// bidirectional and other format characters, line and paragraph
    /// separators.
    static func actingScalars(_ output: String, keepingTabs: Bool = false) -> [Unicode.Scalar] {
        output.unicodeScalars.filter { scalar in
            guard scalar != "\n", !(keepingTabs && scalar == "\t") else { return false }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return true
            case .format: return !keepingTabs
            default: return false
            }
        }
    }

    /// HTML's tags, each as its name and attribute names (values left out),
    /// in order, and whatever in a tag is neither; the contents of `script`
    /// and `style` are skipped, and a `<` that opens no tag is a token of
    /// its own.
    static func htmlTags(_ html: String) -> [String] {
        var tags: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { tags.append("unclosed <"); break }
            var inside = rest[rest.index(after: open)..<close]
            var parts: [String] = []
            if let name = inside.prefixMatch(of: /\/?!?[a-zA-Z][a-zA-Z0-9-]*/) {
                parts.append(name.output.lowercased())
                inside = inside[name.range.upperBound...]
            }
            while let attribute = inside.prefixMatch(of: /\s+([a-zA-Z-]+)(="[^"]*")?/) {
                parts.append(String(attribute.output.1))
                inside = inside[attribute.range.upperBound...]
            }
            if !inside.allSatisfy(\.isWhitespace) { parts.append("residue: \(inside)") }
            tags.append(parts.joined(separator: " "))
            rest = rest[rest.index(after: close)...]
            if let name = parts.first, name == "script" || name == "style", let end = rest.range(of: "</\(name)>") {
                rest = rest[end.lowerBound...]
            }
        }
        return tags
    }

    /// Character references other than the five the reporters write.
    static func strayAmpersands(_ html: String) -> Int {
        html.matches(of: /&(?!amp;|lt;|gt;|quot;|#39;)/).count
    }

    /// Per line, what GitHub's Markdown would act on: unescaped markup
    /// punctuation, HTML tags (comments are inert), and what it would link
    /// by itself (`://`, `www.`, an `@` not followed by an empty comment).
    /// Code spans are skipped whole (a text with a backtick is an escaped
    /// cell instead, as inert).
    static func markdownTokens(_ markdown: String) -> [[String]] {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var tokens: [String] = []
            let characters = Array(line)
            var index = 0
            func at(_ prefix: String) -> Bool {
                characters[index...].prefix(prefix.count).map { $0.lowercased() }.joined() == prefix
            }
            while index < characters.count {
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < characters.count && characters[index + 1] != "@":
                    // An escape stops markup, `://` and `www.`, but not an e-mail link or a mention.
                    index += 1
                case "`":
                    index = characters[(index + 1)...].firstIndex(of: "`") ?? characters.count
                case "<" where at("<!-- -->"):
                    index += 7
                case "<":
                    let end = characters[index...].firstIndex(of: ">") ?? characters.count - 1
                    tokens.append(String(characters[index...end]))
                    index = end
                case "@" where !at("@<!-- -->"):
                    tokens.append("mention or e-mail")
                case ":" where at("://"):
                    tokens.append("url")
                case "w" where at("www."), "W" where at("www."):
                    tokens.append("www")
                    index += 3
                case "&" where !at("&amp;") && !at("&lt;") && !at("&gt;"):
                    tokens.append("&")
                case "[", "]", "!", "*", "_", "|", "~", "$", "#", ">":
                    tokens.append(String(character))
                default:
                    break
                }
                index += 1
            }
            return tokens
        }
    }
}

/// GitHub's Markdown renderer (`cmark-gfm`, Debian's package) with GitHub's
/// extensions, raw HTML kept so that markup the data brought would show.
enum GitHubMarkdown {
    static let executable = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func html(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable!)
        process.arguments = ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written from another thread so a large page cannot fill both pipes.
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(Data(markdown.utf8))
            try? writer.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
