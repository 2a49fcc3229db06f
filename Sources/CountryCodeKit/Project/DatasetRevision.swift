import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeOutput
import CCPipeValidate
import Foundation

/// Where one side of `ccpipe diff` comes from: a file, or `REV:PATH` read
/// from the current directory's git repository (through `Git`, so neither
/// part can reach git as an option).
enum DatasetRevision {
    /// An existing file is always a file; otherwise an argument with a colon
    /// is `REV:PATH`, split at its first colon, so
    /// `origin/main:Sources-Data/CountryCodes.json` needs no flag. Anything
    /// else is read as a file and fails as one.
    static func bytes(_ argument: String, maxBytes: Int) throws -> [UInt8] {
        guard !FileManager.default.fileExists(atPath: argument), let colon = argument.firstIndex(of: ":") else {
            return try InputFile.bytes(atPath: argument, maxBytes: maxBytes, acceptingStandardInput: true)
        }
        let revision = String(argument[..<colon]), path = String(argument[argument.index(after: colon)...])
        let name = Git.name(revision, path)
        let commit = try Git.commit(revision, naming: name)
        return try Git.file(path, in: commit, revision: revision, naming: name, maxBytes: maxBytes)
    }

    /// `PATH` at `REV` for `--base`: a relative path is taken from the
    /// current directory (`REV:./PATH`), an absolute one from the top of the
    /// repository; the report names it `REV:PATH` either way, or
    /// `REV:displayName` when given.
    static func bytes(at revision: String, path: String, displayName: String? = nil, maxBytes: Int) throws -> [UInt8] {
        let name = Git.name(revision, displayName ?? path)
        let commit = try Git.commit(revision, naming: name)
        let inRepository: String
        if path.hasPrefix("/") {
            let top = try Git.topLevel(naming: name)
            let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path + "/"
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard resolved.hasPrefix(resolvedTop) else {
                throw InputError("the file is outside the git repository at \(ReportText.printable(top))", file: name)
            }
            inRepository = String(resolved.dropFirst(resolvedTop.count))
        } else {
            inRepository = "./\(path)"
        }
        return try Git.file(inRepository, in: commit, revision: revision, naming: name, maxBytes: maxBytes)
    }
}
