import Foundation

/// What every harness shares: the input as bytes, and a file that holds it
/// for readers that take a path (one per process, rewritten per input).
enum FuzzInput {
    static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    static let path: String = {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        return "\(directory)/ccpipe-fuzz-\(getpid()).input"
    }()

    static func file(_ bytes: [UInt8]) -> String {
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    /// Splits at the first NUL, which no valid JSON text holds: two
    /// datasets in one input.
    static func pair(_ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
        guard let split = bytes.firstIndex(of: 0) else { return (bytes, []) }
        return (Array(bytes[..<split]), Array(bytes[(split + 1)...]))
    }
}
