@testable import CCPipeCore
import Testing

/// `trimmingWhitespace` drops Unicode's White_Space at both ends, whatever
/// the ends are (ASCII or not), and keeps everything else.
struct TrimmingTests {
    @Test(arguments: [
        ("Sweden", "Sweden"), (" Sweden", "Sweden"), ("Sweden\t", "Sweden"), ("\n\u{0B}\u{0C}\r Sweden \r\n", "Sweden"),
        ("\u{A0}Åland\u{3000}", "Åland"), ("Åland", "Åland"), ("中国", "中国"), ("\u{2003}中国 ", "中国"), (" 中国\u{85}", "中国"),
        ("a b", "a b"), ("", ""), (" ", ""), ("\u{A0}", ""), ("\u{200B}x\u{200B}", "\u{200B}x\u{200B}"), ("x\u{301}", "x\u{301}"),
    ])
    func dropsWhiteSpaceAtBothEnds(_ text: String, _ trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
    }
}
