import Foundation

/// The one error every stage of the pipeline throws: what went wrong in
/// words a person can act on, where (when a file or position is known), and
/// the exit code the command line returns for it.
package struct PipelineError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The command line or the project file asks for something that
        /// cannot be done as asked (exit 64).
        case usage
        /// An input cannot be read as data (exit 65).
        case data
        /// A tool or service the command needs is not on this machine (exit 69).
        case unavailable
        /// An output cannot be written (exit 73).
        case cannotWrite

        /// After BSD's sysexits.
        package var exitCode: Int32 {
            switch self {
            case .usage: 64
            case .data: 65
            case .unavailable: 69
            case .cannotWrite: 73
            }
        }
    }

    package var kind: Kind
    package var message: String
    /// The file, and where known the line and column, the message is about.
    package var location: String?
    /// What to do about it, when there is something to say.
    package var hint: String?

    package init(_ kind: Kind, _ message: String, location: String? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.hint = hint
    }

    package var exitCode: Int32 { kind.exitCode }

    package var description: String {
        let located = location.map { "\($0): \(message)" } ?? message
        return hint.map { "\(located)\n\($0)" } ?? located
    }
}

extension PipelineError {
    /// The error of a lower stage in the pipeline's terms; anything already a
    /// `PipelineError` passes through.
    package init(_ error: any Error) {
        switch error {
        case let error as PipelineError:
            self = error
        case let error as InputError:
            self.init(.data, error.message, location: error.location?.description ?? error.file, hint: error.hint)
        case let error as any PipelineErrorConvertible:
            self = error.pipelineError
        case let error as CocoaError:
            self.init(.cannotWrite, Self.reason(error), location: error.userInfo[NSFilePathErrorKey] as? String)
        default:
            let error = error as NSError
            if error.domain == NSCocoaErrorDomain || error.domain == NSPOSIXErrorDomain {
                self.init(.cannotWrite, Self.reason(CocoaError(CocoaError.Code(rawValue: error.code), userInfo: error.userInfo)),
                          location: error.userInfo[NSFilePathErrorKey] as? String)
            } else {
                self.init(.data, "\(error.localizedDescription)")
            }
        }
    }

    /// Runs `body`, turning whatever it throws into a `PipelineError`.
    package static func wrapping<T>(_ body: () throws -> T) throws(PipelineError) -> T {
        do { return try body() } catch { throw PipelineError(error) }
    }

    /// A file-system failure in words, from the POSIX cause where there is one.
    static func reason(_ error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return FileSystemReason.describe(underlying.code.rawValue)
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return FileSystemReason.describe(Int32(underlying.code))
        }
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileWriteFileExists: return "a file is in the way"
        default: return "the file system refused the write"
        }
    }
}

/// `errno` values as short phrases for messages.
package enum FileSystemReason {
    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case EEXIST: "a file is in the way"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// An error of a stage that knows which `PipelineError` it is (a usage
/// error, say), so that the stages below the pipeline need not know it.
package protocol PipelineErrorConvertible: Error {
    var pipelineError: PipelineError { get }
}
