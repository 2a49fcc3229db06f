import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeOutput

/// The output directory as a build finds it, before it reads anything
/// else: locked (a write; a check only when no build runs), what killed
/// commands left there settled, its entries listed, and its manifest, with
/// the record of what ccpipe wrote (`OutputRecord`), read from the build
/// cache under the lock. A directory that is not there is not made here: a
/// write makes it only once the dataset has passed validation (`create`),
/// so a refused build creates nothing.
struct OpenedOutput {
    let path: String
    let cache: BuildCache
    private(set) var lock: OutputLock?
    private(set) var root: DirectoryHandle?
    private(set) var listing: OutputTree.Listing?
    private(set) var manifest: BuildManifest?
    /// The manifest's bytes as read, so an unchanged one is not written again.
    private(set) var manifestBytes: [UInt8]?
    private(set) var record: OutputRecord?
    private(set) var settled = OutputTree.Settled()
    /// Whether `settle` ran (a check that found a build running did not):
    /// a staging directory left after it is not ccpipe's.
    private(set) var settledStaging = false
    /// With a write into a directory without a record (`force`): what is
    /// there in no form of a build's outputs (`OutputTree.unrecognized`).
    private(set) var foreign: [String] = []
    /// Whether the directory holds the manifest an older ccpipe kept there,
    /// which a write build removes (`OutputTree.isLegacyManifest`).
    private(set) var legacyManifest = false

    /// Opens the directory at `path` for a build of `locales`. A write
    /// refuses a link where it writes, and a directory that holds files
    /// ccpipe did not write and no record of a build, unless `force`.
    init(_ path: String, cache: BuildCache, writing: Bool, locales: [String], force: Bool,
         waiting: (@Sendable () -> Void)?) throws(PipelineError) {
        self.path = path
        self.cache = cache
        if writing {
            // One that cannot be opened is made (or fails to be, naming why) after validation.
            guard (try? DirectoryHandle.open(path)) != nil else { return }
            try open(OutputLock.acquire(path, waiting: waiting), locales: locales, force: force)
        } else {
            let lock = OutputLock.attempt(path)
            if let lock { settled = try OutputTree.settle(lock) }
            settledStaging = lock != nil
            if let lock { root = lock.root } else { root = try DirectoryHandle.open(path) }
            lock?.release()
            guard let root else { return }
            listing = OutputTree.Listing(root)
            try readRecord(writing: false)
        }
    }

    /// For a write into a directory that was not there: makes it (and the
    /// directories above it), then opens it as `init` does.
    mutating func create(locales: [String], force: Bool, waiting: (@Sendable () -> Void)?) throws(PipelineError) {
        guard lock == nil else { return }
        try open(OutputLock.acquire(path, waiting: waiting), locales: locales, force: force)
    }

    private mutating func open(_ lock: OutputLock, locales: [String], force: Bool) throws(PipelineError) {
        self.lock = lock
        root = lock.root
        settled = try OutputTree.settle(lock)
        settledStaging = true
        let listing = OutputTree.Listing(lock.root)
        self.listing = listing
        try OutputTree.refuseLinks(listing, locales: locales, in: lock.root)
        try readRecord(writing: true)
        legacyManifest = listing.contains(BuildManifest.legacyFileName) && OutputTree.isLegacyManifest(in: lock.root)
        guard record == nil, !listing.names.isEmpty else { return }
        foreign = OutputTree.unrecognized(in: lock.root, listing)
        guard force || foreign.isEmpty else {
            let more = foreign.count == 1 ? "" : " and \(foreign.count - 1) more"
            throw PipelineError(.cannotWrite, "holds files ccpipe did not write (\"\(foreign[0])\"\(more)), and no record of a ccpipe build",
                                location: path,
                                hint: "Build into a new or empty directory, or pass --force to build here anyway: the files in the way of the outputs are then replaced, and every other file is kept")
        }
    }

    private mutating func readRecord(writing: Bool) throws(PipelineError) {
        let read = try cache.read(forWriting: writing)
        manifestBytes = read?.bytes
        manifest = read?.manifest
        record = manifest.map(OutputRecord.init)
    }


    /// The stamp of a locale's output file, by name; nil when it is not a
    /// regular file, or when the locale's directory is a link (nothing is
    /// looked at through it). One `fstatat` (a build with nothing to do
    /// asks for one per output file): the listing says which names are links.
    func stamp(_ locale: String, _ name: String) -> FileStamp? {
        guard let root, let listing, !listing.isLink(locale, in: root) else { return nil }
        return root.stamp(of: locale + "/" + name)
    }

    /// The fingerprint of a locale's output file (`OutputFingerprint`),
    /// read by name; nil when it cannot be read so.
    func fingerprint(_ locale: String, _ name: String) -> ContentHash? {
        guard let directory = try? root?.directory(locale), let bytes = try? directory.read(name, maxBytes: OutputTree.maximumFileBytes) else {
            return nil
        }
        return OutputFingerprint.of(bytes: bytes, path: locale + "/" + name)
    }

    /// The stamp of a top-level output file (`phone.json`); nil when it is
    /// not a regular file.
    func rootStamp(_ name: String) -> FileStamp? {
        guard let root, let listing, listing.contains(name), !listing.isLink(name, in: root) else { return nil }
        return root.stamp(of: name)
    }

    /// The fingerprint of a top-level output file, read by name.
    func fingerprint(_ name: String) -> ContentHash? {
        guard let bytes = try? root?.read(name, maxBytes: OutputTree.maximumFileBytes) else { return nil }
        return OutputFingerprint.of(bytes: bytes, path: name)
    }

    /// The entry that puts `name` (a top-level file) in place.
    func entry(for name: String) -> CommitEntry {
        CommitEntry(listing?.contains(name) == true ? .replace : .create, name)
    }
}
