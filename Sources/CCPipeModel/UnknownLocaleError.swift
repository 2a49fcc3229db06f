import CCPipeCore

/// A locale id that is malformed or has no `main/<locale>.xml` in the tree.
/// The command line treats it as a usage error.
package struct UnknownLocaleError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Sendable { case malformed, noFile }

    package var locale: String
    /// The tree as `ReferenceLocation.cldrDescription` names it.
    package var directory: String
    package var reason: Reason

    package init(locale: String, directory: String, reason: Reason) {
        self.locale = locale
        self.directory = directory
        self.reason = reason
    }

    package var description: String {
        switch reason {
        case .malformed: "\"\(locale)\" is not a CLDR locale id (letters, digits and '_', such as en, sr_Latn, de_CH)"
        case .noFile: "unknown locale \"\(locale)\": \(directory) has no main/\(locale).xml"
        }
    }

    package static func isWellFormed(_ locale: String) -> Bool {
        !locale.isEmpty && locale.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0)
            || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}

extension UnknownLocaleError: PipelineErrorConvertible {
    /// A usage error: the command line or the project file asks for it.
    package var pipelineError: PipelineError { PipelineError(.usage, description) }
}
