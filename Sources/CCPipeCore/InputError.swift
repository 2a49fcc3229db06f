/// Input that cannot be read as data: malformed JSON or XML, an unknown dataset
/// shape, a file that cannot be opened. The command line maps it to exit 65.
package struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    package var location: SourceLocation?
    /// Used when only a file (no position) is known.
    package var file: String?
    package var message: String
    /// What to do about it, when there is something to say (how to convert
    /// a file in another encoding).
    package var hint: String?

    package init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.location = location
        self.file = location.file
        self.message = message
        self.hint = hint
    }

    package init(_ message: String, file: String) {
        self.location = nil
        self.file = file
        self.message = message
    }

    package var description: String {
        if let location { return "\(location): \(message)" }
        if let file { return "\(file): \(message)" }
        return message
    }
}
