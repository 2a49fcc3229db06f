import Testing
@testable import CCPipeCore

@Suite("Decimal bytes")
struct DecimalBytesTests {
    /// The digits `appendDecimal` writes are those of `String(_:)`, after
    /// what the array already holds, at every power of ten and its
    /// neighbours, the extremes and negative numbers.
    @Test func digitsAreStringsDigits() {
        var values = [0, 1, 9, Int.max, Int.min, -1, -10]
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for value in values {
            var bytes = Array("n=".utf8)
            bytes.appendDecimal(value)
            #expect(bytes == Array("n=\(value)".utf8), "\(value)")
        }
    }
}
