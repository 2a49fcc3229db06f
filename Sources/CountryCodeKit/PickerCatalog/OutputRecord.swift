/// ccpipe's own record of what it wrote into an output directory: the one
/// place that answers "did ccpipe write this file, with exactly these
/// bytes?", which a build asks before it removes anything. Today the record
/// is the build manifest's output fingerprints (`locales.<id>.outputs`);
/// the rest of ccpipe knows only this type, so the record can move.
struct OutputRecord: Sendable {
    /// By path relative to the output directory (`sv/countries.json`).
    let files: [String: BuildManifest.FileRecord]

    init(_ manifest: BuildManifest) {
        var files: [String: BuildManifest.FileRecord] = [:]
        for (locale, record) in manifest.locales {
            for (name, file) in record.outputs { files[locale + "/" + name] = file }
        }
        self.files = files
    }

    /// Whether the file `path` (`<locale>/<name>`) holds what the record
    /// says ccpipe wrote there: its stamp as recorded, else bytes of the
    /// recorded fingerprint. Read by name, links refused (a link is not
    /// what ccpipe wrote).
    func wrote(_ path: String, in root: DirectoryHandle) -> Bool {
        guard let recorded = files[path], let slash = path.firstIndex(of: "/"),
              let directory = try? root.directory(String(path[..<slash])) else { return false }
        let name = String(path[path.index(after: slash)...])
        guard let stamp = directory.stamp(of: name) else { return false }
        if recorded.stamp == stamp.description { return true }
        guard let bytes = try? directory.read(name, maxBytes: OutputTree.maximumFileBytes) else { return false }
        return OutputFingerprint.of(bytes: bytes, path: path).description == recorded.hash
    }

    /// The files of recorded locales not among `kept` that still hold what
    /// ccpipe wrote: what a build removes, in output order.
    func removable(keeping kept: Set<String>, in root: DirectoryHandle) -> [String] {
        files.keys.filter { path in
            path.split(separator: "/").first.map { !kept.contains(String($0)) } ?? false
        }.sortedInUTF8().filter { wrote($0, in: root) }
    }
}
