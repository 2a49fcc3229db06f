import CCPipeBuild
import CCPipeCore

/// ccpipe's own record of what it wrote into an output directory: the one
/// place that answers "did ccpipe write this file, with exactly these
/// bytes?", which a build asks before it removes anything. Today the record
/// is the build manifest's output fingerprints (`locales.<id>.outputs`);
/// the rest of ccpipe knows only this type, so the record can move.
package struct OutputRecord: Sendable {
    /// By locale: the record of each of its files, by name. The manifest's
    /// own table, shared, not copied: a build with nothing to do reads a
    /// record of every output file.
    private let locales: [String: BuildManifest.LocaleRecord]

    package init(_ manifest: BuildManifest) {
        locales = manifest.locales
    }

    /// Whether the file `path` (`<locale>/<name>`) holds what the record
    /// says ccpipe wrote there: its stamp as recorded, else bytes of the
    /// recorded fingerprint. Read by name, links refused (a link is not
    /// what ccpipe wrote).
    func wrote(_ path: String, in root: DirectoryHandle) -> Bool {
        guard let slash = path.firstIndex(of: "/") else { return false }
        let locale = String(path[..<slash]), name = String(path[path.index(after: slash)...])
        guard let recorded = locales[locale]?.outputs[name], let directory = try? root.directory(locale),
              let stamp = directory.stamp(of: name) else { return false }
        if recorded.stamp == stamp.description { return true }
        guard let bytes = try? directory.read(name, maxBytes: OutputTree.maximumFileBytes) else { return false }
        return OutputFingerprint.of(bytes: bytes, path: path).description == recorded.hash
    }

    /// The files of recorded locales not among `kept` that still hold what
    /// ccpipe wrote: what a build removes, in output order.
    package func removable(keeping kept: Set<String>, in root: DirectoryHandle) -> [String] {
        locales.filter { !kept.contains($0.key) }
            .flatMap { locale, record in record.outputs.keys.map { locale + "/" + $0 } }
            .sortedInUTF8().filter { wrote($0, in: root) }
    }
}
