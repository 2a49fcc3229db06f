import Foundation

/// An exclusive lock on an output directory, held by the one build that may
/// write into it. It is a `flock` on the directory itself, so it leaves no
/// file behind, and the kernel releases it when its holder dies, however it
/// dies: whoever holds it knows that no live build owns any staging
/// directory there.
final class OutputLock: @unchecked Sendable {
    let directory: String
    private var descriptor: Int32

    private init(directory: String, descriptor: Int32) {
        self.directory = directory
        self.descriptor = descriptor
    }

    deinit { release() }

    /// Creates `directory` if needed and locks it, waiting while another
    /// build holds it; `waiting` is called once before such a wait.
    static func acquire(_ directory: String, waiting: (@Sendable () -> Void)? = nil) throws(PipelineError) -> OutputLock {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw PipelineError(.cannotWrite, PipelineError(error).message, location: directory)
        }
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PipelineError(.cannotWrite, "cannot open the output directory: \(FileSystemReason.describe(errno))", location: directory)
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let reason = errno
                close(descriptor)
                throw PipelineError(.cannotWrite, "cannot lock the output directory: \(FileSystemReason.describe(reason))", location: directory)
            }
            waiting?()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = errno
                    close(descriptor)
                    throw PipelineError(.cannotWrite, "cannot lock the output directory: \(FileSystemReason.describe(reason))", location: directory)
                }
            }
        }
        return OutputLock(directory: directory, descriptor: descriptor)
    }

    /// The lock if no other build holds it now; nil when one does or the
    /// directory cannot be opened. For `build --check`, which never waits.
    static func attempt(_ directory: String) -> OutputLock? {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return OutputLock(directory: directory, descriptor: descriptor)
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
