import Testing

@testable import CCPipeCore

/// The lines of `fix`'s diff: an all-ASCII line `fileLine` leaves as it is
/// is told from its bytes, and always as the character-by-character
/// reading tells it.
struct FileLineTests {
    @Test func aPlainLineIsToldFromItsBytesAsEachCharacterTellsIt() {
        let plain = ["  {\"name\": \"Sweden\", \"dial_code\": \"+46\", \"code\": \"SE\"},", "\t\"a\":1", "# comment", "a::b", " #[x]", ""]
        for line in plain {
            #expect(ReportText.isPlainASCII(Substring(line)), "\(line)")
            #expect(ReportText.fileLine(Substring(line)) == line)
        }
        let escaped = ["  ::error::x", "::warning", "a ##[error]b", "x\u{7F}", "a\rb", "Türkiye"]
        for line in escaped { #expect(!ReportText.isPlainASCII(Substring(line)), "\(line)") }
        #expect(ReportText.fileLine("  ::error::x") == "  \\u{3A}:error::x")
        #expect(ReportText.fileLine("a ##[error]b") == "a #\\u{23}[error]b")

        // Every line of up to four of the characters that matter, and random longer ones.
        let alphabet: [Character] = [" ", "\t", ":", "#", "[", "a", "\u{7F}", "\u{1B}"]
        var lines = [""]
        for _ in 1...4 { lines = lines + lines.flatMap { line in alphabet.map { line + String($0) } } }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            lines.append(String((0..<Int.random(in: 1...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for line in Set(lines) {
            #expect(ReportText.fileLine(Substring(line)) == ReportText.fileLineScalarByScalar(Substring(line)), "\(line.debugDescription)")
            if ReportText.isPlainASCII(Substring(line)) { #expect(ReportText.fileLineScalarByScalar(Substring(line)) == line) }
        }
    }
}
