import Foundation

/// What belongs in an output directory, and the removal of what a killed
/// build left there. A build owns exactly: `<locale>/countries.json` and
/// `<locale>/index.json`, `build-summary.md` and `build-manifest.json`.
enum OutputTree {
    /// Files a build writes at the top of the output directory.
    static let topLevelFiles: Set<String> = [Pipeline.summaryFileName, BuildManifest.fileName]
    static let localeFiles: Set<String> = [CatalogRenderer.countriesFileName, CatalogRenderer.indexFileName]

    /// Removes staging directories of builds that are no longer running,
    /// and the `.<file>.<pid>.tmp` files that builds before staging
    /// directories left in locale directories when killed. Only the holder
    /// of `lock` may call this: no live build can then own a staging
    /// directory, whatever process id it names (ids are reused). The older
    /// temporary files are removed only when their process is gone, since a
    /// build of an older ccpipe takes no lock. Returns the paths removed.
    @discardableResult
    static func sweep(_ lock: OutputLock) -> [String] {
        var removed: [String] = []
        for (entry, kind) in typedEntries(of: lock.directory) {
            let path = lock.directory + "/" + entry
            if entry.hasPrefix(StagedFiles.directoryPrefix) {
                removeTree(path)
                removed.append(path)
            } else if isDeadBuildsTemporaryFile(entry) {
                // The summary's, written beside it by `AtomicFile`.
                if unlink(path) == 0 { removed.append(path) }
            } else if !entry.hasPrefix("."), kind.map({ $0 == DT_DIR }) ?? isDirectory(path) {
                for file in entries(of: path) where isDeadBuildsTemporaryFile(file) {
                    if unlink(path + "/" + file) == 0 { removed.append(path + "/" + file) }
                }
            }
        }
        return removed
    }

    /// Everything in the output directory a build does not write: a
    /// directory other than a locale's (one holding `countries.json` or `index.json`), a
    /// file other than the locale files, the summary and the manifest.
    /// Staging directories are left out when `includeStaging` is false (a
    /// live build's, seen by a check that could not take the lock).
    static func foreignPaths(in directory: String, includeStaging: Bool) -> [String] {
        var foreign: [String] = []
        for entry in entries(of: directory).sortedInUTF8() {
            let path = directory + "/" + entry
            if entry.hasPrefix(StagedFiles.directoryPrefix) {
                if includeStaging { foreign.append(path) }
            } else if isDirectory(path) {
                let files = entries(of: path)
                // A locale's directory holds one of its files; a build that
                // lost the other reports it as missing.
                guard !entry.hasPrefix("."), files.contains(where: localeFiles.contains) else {
                    foreign.append(path)
                    continue
                }
                foreign += files.filter { !localeFiles.contains($0) }.sortedInUTF8()
                    .map { path + "/" + $0 }
            } else if !topLevelFiles.contains(entry) {
                foreign.append(path)
            }
        }
        return foreign
    }

    /// The files of the locale directories (as `foreignPaths` tells them
    /// apart) whose locale is not in `locales`: a locale the reference no
    /// longer has, or one left out of the build's locales since. They are
    /// stale (a picker would still offer the locale), and a write build
    /// removes them (`removeLocaleFiles`). In output order.
    static func obsoleteLocaleFiles(in directory: String, keeping locales: Set<String>) -> [String] {
        var obsolete: [String] = []
        for entry in entries(of: directory).sortedInUTF8()
        where !locales.contains(entry) && !entry.hasPrefix(".") {
            let path = directory + "/" + entry
            guard isDirectory(path) else { continue }
            obsolete += entries(of: path).filter(localeFiles.contains).sortedInUTF8().map { path + "/" + $0 }
        }
        return obsolete
    }

    /// Removes the locale files at `paths` (from `obsoleteLocaleFiles`)
    /// and then each directory they leave empty; anything else in such a
    /// directory stays, and a check reports it as foreign. Only the holder
    /// of `lock` may call this. Returns the files removed.
    static func removeLocaleFiles(_ paths: [String], _ lock: OutputLock) -> [String] {
        let removed = paths.filter { unlink($0) == 0 }
        var directories = Set<String>()
        for path in removed {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { continue }
            directories.insert(String(path[..<slash]))
        }
        for directory in directories where directory != lock.directory { rmdir(directory) }
        return removed
    }

    /// `rm -rf`, without following symbolic links; errors are ignored
    /// (whatever stays is reported by the next check).
    static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            for entry in entries(of: path) { removeTree(path + "/" + entry) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// `.countries.json.4242.tmp` of a process that no longer runs.
    static func isDeadBuildsTemporaryFile(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(4).split(separator: ".")
        guard let last = parts.last, let pid = Int32(last), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Names in `directory`, `.` and `..` left out; empty when it cannot be read.
    static func entries(of directory: String) -> [String] {
        typedEntries(of: directory).map(\.name)
    }

    /// With the type each has as the directory lists it (`DT_DIR`,
    /// `DT_LNK`…: a symbolic link is not a directory), nil where the file
    /// system does not say: a sweep then needs no `lstat` per locale.
    static func typedEntries(of directory: String) -> [(name: String, type: Int32?)] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var entries: [(name: String, type: Int32?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let type = Int32(entry.pointee.d_type)
            if name != ".", name != ".." { entries.append((name, type == DT_UNKNOWN ? nil : type)) }
        }
        return entries
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
