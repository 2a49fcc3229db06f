import CCPipeCore
import Foundation

/// An exclusive lock on an output directory, held by the one command that
/// may write into it. It is a `flock` on the directory itself, so it leaves
/// no file behind (none a pull request could plant), and the kernel
/// releases it when its holder dies, however it dies: whoever holds it
/// knows that no live build owns any staging directory there. The
/// directory's descriptor (`root`) is what every write goes through.
package final class OutputLock: @unchecked Sendable {
    package let root: DirectoryHandle
    private var held = true

    package var directory: String { root.path }

    private init(root: DirectoryHandle) {
        self.root = root
    }

    deinit { release() }

    /// Creates `directory` if needed and locks it, waiting while another
    /// command holds it; `waiting` is called once before such a wait.
    package static func acquire(_ directory: String, waiting: (@Sendable () -> Void)? = nil) throws(PipelineError) -> OutputLock {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw PipelineError(.cannotWrite, PipelineError(error).message, location: directory)
        }
        guard let root = try DirectoryHandle.open(directory) else {
            throw PipelineError(.cannotWrite, "cannot open the output directory: \(FileSystemReason.describe(ENOENT))", location: directory)
        }
        if flock(root.descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                throw PipelineError(.cannotWrite, "cannot lock the output directory: \(FileSystemReason.describe(errno))", location: directory)
            }
            waiting?()
            while flock(root.descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw PipelineError(.cannotWrite, "cannot lock the output directory: \(FileSystemReason.describe(errno))", location: directory)
                }
            }
        }
        return OutputLock(root: root)
    }

    /// The lock if no other command holds it now; nil when one does or the
    /// directory cannot be opened. For readers (`build --check`), which never wait.
    package static func attempt(_ directory: String) -> OutputLock? {
        guard let root = try? DirectoryHandle.open(directory), flock(root.descriptor, LOCK_EX | LOCK_NB) == 0 else { return nil }
        return OutputLock(root: root)
    }

    package func release() {
        guard held else { return }
        held = false
        flock(root.descriptor, LOCK_UN)
    }
}
