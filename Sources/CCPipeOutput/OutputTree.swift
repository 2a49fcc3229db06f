import CCPipeBuild
import CCPipeCore
import Foundation

/// What belongs in an output directory, and what a command does first with
/// what a killed one left there. A build writes exactly
/// `<locale>/countries.json`, `<locale>/index.json`, `phone.json` and `build-summary.md`,
/// nothing that depends on the machine (its manifest is in the build
/// cache, `BuildCache`), and stages in `.ccpipe-staging-*`; it removes the
/// `build-manifest.json` an older ccpipe left there (`isLegacyManifest`).
/// Everything else there is foreign: kept, and listed by `build --check`.
package enum OutputTree {
    /// The summary's default place: beside the outputs it describes.
    package static let summaryFileName = "build-summary.md"
    /// The summary's first line: what tells a summary of ccpipe's in an
    /// output directory that has no record of a build (`unrecognized`).
    package static let summaryHeading = Array("# Last build\n".utf8)
    /// Files a build writes or removes at the top of the output directory.
    package static let topLevelFiles: Set<String> = [summaryFileName, PhoneFile.fileName, BuildManifest.legacyFileName]
    package static let localeFiles: Set<String> = [CatalogRenderer.countriesFileName, CatalogRenderer.indexFileName]
    /// No file a build writes comes near this.
    package static let maximumFileBytes = 64 << 20

    /// What `settle` did.
    package struct Settled: Sendable {
        /// The interrupted commits finished or undone.
        package var recovered: [OutputCommit.Recovery] = []
        /// The staging directories removed.
        package var removed: [String] = []

        package init(recovered: [OutputCommit.Recovery] = [], removed: [String] = []) {
            self.recovered = recovered
            self.removed = removed
        }
    }

    /// Finishes or undoes the commit of every staging directory ccpipe made
    /// (`StagedFiles.isOurs`), then removes it, and removes one a kill left
    /// before its `.owner` was written (`StagedFiles.isUnfinished`); any
    /// other `.ccpipe-staging-*` is left as it is (foreign). Only the holder of
    /// `lock` may call this: no live command can then own a staging
    /// directory, whatever process id it names (ids are reused). A link of
    /// that name is an error: nothing is read through it.
    package static func settle(_ lock: OutputLock) throws(PipelineError) -> Settled {
        var settled = Settled()
        let root = lock.root
        for entry in root.entries() where entry.name.hasPrefix(StagedFiles.directoryPrefix) {
            guard let staging = try root.directory(entry.name) else { continue }
            guard StagedFiles.isOurs(staging) else {
                // Killed between making the directory and writing its `.owner`.
                if StagedFiles.isUnfinished(staging) {
                    staging.remove(StagedFiles.ownerName)
                    if root.remove(entry.name, directory: true) == 0 { settled.removed.append(root.path(of: entry.name)) }
                }
                continue
            }
            if let recovery = try OutputCommit.recover(root: root, staging: staging) { settled.recovered.append(recovery) }
            root.removeTree(entry.name)
            settled.removed.append(root.path(of: entry.name))
        }
        return settled
    }

    /// The entries of the output directory by name, as its listing types them.
    package struct Listing: Sendable {
        let types: [String: Int32?]

        package init(_ root: DirectoryHandle) {
            var types: [String: Int32?] = [:]
            for entry in root.entries() { types[entry.name] = entry.type }
            self.types = types
        }

        package var names: [String] { types.keys.sortedInUTF8() }

        package func contains(_ name: String) -> Bool { types[name] != nil }

        /// Whether `name` is a symbolic link (asked of the file system
        /// where the listing does not say).
        package func isLink(_ name: String, in root: DirectoryHandle) -> Bool {
            guard let type = types[name] else { return false }
            guard let known = type else { return root.status(name).map { $0.st_mode & S_IFMT == S_IFLNK } ?? false }
            return known == DT_LNK
        }

        package func isDirectory(_ name: String, in root: DirectoryHandle) -> Bool {
            guard let type = types[name] else { return false }
            guard let known = type else { return root.status(name).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false }
            return known == DT_DIR
        }
    }

    /// Refuses a link where a build of `locales` writes: a locale's
    /// directory, the summary, an older ccpipe's manifest. (A link to an output file is
    /// refused when the file is read, `StagedFiles.fileHolds`.)
    package static func refuseLinks(_ listing: Listing, locales: [String], in root: DirectoryHandle) throws(PipelineError) {
        for name in locales + topLevelFiles.sortedInUTF8() where listing.isLink(name, in: root) {
            throw DirectoryHandle.linkRefused(root.path(of: name))
        }
    }

    /// Everything in the output directory that a build of `locales` does
    /// not write, for `build --check`: the recorded files of locales no
    /// longer built (`obsolete`: a build removes them), links where a build
    /// writes (refused), anything else (`foreign`: kept). Staging
    /// directories are left out when `includeStaging` is false (a live
    /// build's, seen by a check that could not take the lock). The output
    /// files of `locales` themselves are compared, not listed here.
    package static func unexpected(in root: DirectoryHandle, _ listing: Listing, locales: Set<String>, record: OutputRecord?,
                           includeStaging: Bool) -> [StaleFile] {
        var found: [StaleFile] = []
        for name in listing.names {
            let path = root.path(of: name)
            if name.hasPrefix(StagedFiles.directoryPrefix) {
                if includeStaging { found.append(StaleFile(path: path, reason: .foreign)) }
            } else if listing.isLink(name, in: root) {
                found.append(StaleFile(path: path, reason: locales.contains(name) || topLevelFiles.contains(name) ? .symbolicLink : .foreign))
            } else if name == BuildManifest.legacyFileName {
                found.append(StaleFile(path: path, reason: isLegacyManifest(in: root) ? .obsolete : .foreign))
            } else if topLevelFiles.contains(name) {
                if root.stamp(of: name) == nil { found.append(StaleFile(path: path, reason: .foreign)) }
            } else if name.hasPrefix(".") || !listing.isDirectory(name, in: root) {
                found.append(StaleFile(path: path, reason: .foreign))
            } else if let directory = try? root.directory(name) {
                let files = directory.entries().map(\.name).sortedInUTF8()
                if locales.contains(name) {
                    found += files.filter { !localeFiles.contains($0) }.map { StaleFile(path: directory.path(of: $0), reason: .foreign) }
                    continue
                }
                let obsolete = files.filter { localeFiles.contains($0) && record?.wrote(name + "/" + $0, in: root) == true }
                guard !obsolete.isEmpty else {
                    found.append(StaleFile(path: path, reason: .foreign))
                    continue
                }
                found += files.map { StaleFile(path: directory.path(of: $0), reason: obsolete.contains($0) ? .obsolete : .foreign) }
            }
        }
        return found
    }

    /// With no record of a build: the paths in the output directory that
    /// are not in the form of a build's outputs (`<dir>/countries.json`
    /// starting with its `"locale": "<dir>"` line, `<dir>/index.json`
    /// ending with it, the summary under its heading, an older ccpipe's
    /// manifest), in output order. Outputs committed to a repository,
    /// whose cache is not, pass; a directory of someone else's files does not.
    package static func unrecognized(in root: DirectoryHandle, _ listing: Listing) -> [String] {
        var found: [String] = []
        for name in listing.names {
            let path = root.path(of: name)
            if topLevelFiles.contains(name) {
                let known = switch name {
                case BuildManifest.legacyFileName: isLegacyManifest(in: root)
                case PhoneFile.fileName: starts(name, in: root, with: PhoneFile.head)
                default: starts(name, in: root, with: summaryHeading)
                }
                if !known { found.append(path) }
            } else if name.hasPrefix(".") || !listing.isDirectory(name, in: root) {
                found.append(path)
            } else if let directory = try? root.directory(name) {
                let files = directory.entries().map(\.name).sortedInUTF8()
                if files.isEmpty { found.append(path) }
                for file in files {
                    let recognized = switch file {
                    case CatalogRenderer.countriesFileName: starts(file, in: directory, with: CatalogRenderer.countriesHead(locale: name))
                    case CatalogRenderer.indexFileName: ends(file, in: directory, with: CatalogRenderer.indexTail(locale: name))
                    default: false
                    }
                    if !recognized { found.append(directory.path(of: file)) }
                }
            } else {
                found.append(path)
            }
        }
        return found
    }

    /// Whether the output directory holds, as a regular file, the manifest
    /// an older ccpipe kept there: ccpipe's own file, which a build
    /// removes. One of another form is foreign, and kept.
    package static func isLegacyManifest(in root: DirectoryHandle) -> Bool {
        guard let bytes = try? root.read(BuildManifest.legacyFileName, maxBytes: maximumFileBytes) else { return false }
        return BuildManifest.isLegacy(bytes)
    }

    /// Whether the regular file `name` begins with `head`.
    private static func starts(_ name: String, in directory: DirectoryHandle, with head: [UInt8]) -> Bool {
        guard let (descriptor, _) = try? directory.openFile(name) else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: head.count)
        return DirectoryHandle.fill(&bytes, from: descriptor) == head.count && bytes == head
    }

    /// Whether the regular file `name` ends with `tail`.
    private static func ends(_ name: String, in directory: DirectoryHandle, with tail: [UInt8]) -> Bool {
        guard let (descriptor, status) = try? directory.openFile(name) else { return false }
        defer { close(descriptor) }
        guard Int(status.st_size) >= tail.count else { return false }
        var bytes = [UInt8](repeating: 0, count: tail.count)
        guard lseek(descriptor, off_t(Int(status.st_size) - tail.count), SEEK_SET) >= 0 else { return false }
        return DirectoryHandle.fill(&bytes, from: descriptor) == tail.count && bytes == tail
    }
}
