/// Input that cannot be read as data: malformed JSON or XML, an unknown dataset
/// shape, a file that cannot be opened. The command line maps it to exit 65.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    /// Used when only a file (no position) is known.
    public var file: String?
    public var message: String
    /// What to do about it, when there is something to say (how to convert
    /// a file in another encoding).
    public var hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.location = location
        self.file = location.file
        self.message = message
        self.hint = hint
    }

    public init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    public var description: String {
        if let location { return "\(location): \(message)" }
        if let file { return "\(file): \(message)" }
        return message
    }
}
