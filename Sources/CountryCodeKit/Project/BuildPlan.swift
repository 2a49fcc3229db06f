import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeReport
import CountryCatalogCore
import Foundation

/// What a build must do, decided from the last build's manifest before any
/// CLDR locale file is read: which locales to rebuild (their inputs changed,
/// their outputs were edited or deleted, or the manifest does not know
/// them) and whether the dataset must be validated again. A locale's inputs
/// are ccpipe's version and the options (`Pipeline.optionsFingerprint`), the
/// dataset's bytes, the telephone codes (each country's dial code and phone
/// data come from them), the ISO 3166-1 file (alpha-3 codes are search
/// abbreviations, and its names tell whether a dataset follows its own
/// names, which its names' locale then shows), and its inheritance chain (as `supplementalData.xml`'s
/// parent locales make it) with every file of it, and outside English the
/// chain of `en` too (English names are every locale's search keys); validation's are the
/// same plus `supplementalData.xml` itself, the other supplemental files, the telephone codes, ISO 3166-1 and the chains of
/// the locales it checks names in.
///
/// Used by one thread at a time: a build's `settle` runs on another
/// thread while the build's own thread waits for the catalogs, which do
/// not touch the plan. (`package` so that ccpipe-bench can name it among
/// the build's stages.)
package final class BuildPlan: @unchecked Sendable {
    /// Locales to build afresh, in the order given.
    private(set) var rebuild: [String] = []
    private(set) var validate: Bool
    /// Outputs whose stamp changed but whose bytes did not: a write build
    /// records their new stamps.
    private(set) var touched = false
    let datasetHash: String
    let options: String
    /// The last manifest, when it was written by this ccpipe with these options.
    let previous: BuildManifest?
    let fingerprints: ReferenceFingerprints
    private(set) var chains: [String: [String]] = [:]
    private(set) var localeInputs: [String: String] = [:]
    /// Output records of the locales not rebuilt, stamps refreshed.
    private(set) var keptOutputs: [String: [String: BuildManifest.FileRecord]] = [:]
    /// What `phone.json` is built from: the options and the telephone
    /// reference, and nothing of the dataset or the locales.
    let phoneInputs: String
    /// Whether `phone.json` must be rendered (and, with `--check`,
    /// compared): its inputs changed, or it was edited, deleted or (comparing touched files) touched.
    private(set) var rebuildPhone = true
    /// Its record, stamp refreshed, when it is not rebuilt.
    private(set) var keptPhone: BuildManifest.PhoneRecord?

    private let location: ReferenceLocation
    private let supplementalFile: ReferenceFile
    private let telephoneFile: ReferenceFile
    private let isoFile: ReferenceFile
    private let reuseChains: Bool
    private var parentLocales: [String: String]?
    private var localeFiles: [String: ReferenceFile] = [:]
    private var chainPartOf: [String: String] = [:]
    /// `makeSharedInputs`, made from the fingerprints as they stand: cleared with `chainPartOf`.
    private var sharedInputs: (head: ContentHasher, english: [String])?

    /// - Parameter comparingTouched: rebuild (for `--check`: compare byte by
    ///   byte) a locale whose outputs were touched even when their bytes are
    ///   as recorded.
    init(locales: [String], previous: BuildManifest?, datasetBytes: [UInt8], pipeline: Pipeline,
         output: OpenedOutput, comparingTouched: Bool) throws(PipelineError) {
        let datasetHash = ContentHash.of(datasetBytes).description
        let options = pipeline.optionsFingerprint()
        self.datasetHash = datasetHash
        self.options = options
        self.previous = previous.flatMap { $0.ccpipe == CCPipeVersion.ccpipe && $0.options == options ? $0 : nil }
        fingerprints = ReferenceFingerprints(previous: self.previous?.files ?? [:])
        location = pipeline.project.reference
        supplementalFile = location.cldrFile("supplemental/supplementalData.xml")
        let telephone = location.cldrFile(CLDRReference.telephoneCodeDataPath)
        telephoneFile = telephone.exists ? telephone : ReferenceLocation.embedded.cldrFile(CLDRReference.telephoneCodeDataPath)
        isoFile = location.isoReferenceFile
        // The parents come from supplementalData.xml and, for a locale
        // whose script is not its language's likely one, supplementalMetadata.xml's
        // default content or likelySubtags.xml (`ParentLocaleRule`): the
        // chains are reused while none of them changed.
        let likely = location.cldrFile(ParentLocaleRule.likelySubtagsPath)
        let parentSources = [supplementalFile, location.cldrFile("supplemental/supplementalMetadata.xml")] + (likely.exists ? [likely] : [])
        fingerprints.add(parentSources + [telephoneFile, isoFile])
        phoneInputs = ContentHash.combining([options, PhoneFile.fileName, telephoneFile.path + " " + fingerprints.hash(telephoneFile)]).description
        let recorded = self.previous?.files, fingerprints = fingerprints
        reuseChains = parentSources.allSatisfy { recorded?[$0.path]?.hash == fingerprints.hash($0) }

        // The locales the dataset names are known without parsing it only
        // while its bytes are those validated last time.
        let named = self.previous.flatMap { $0.dataset == datasetHash ? $0.validation.namedLocales : nil }
        validate = named == nil
        let checkedLocales = named.map { validationLocales(named: $0) } ?? []
        // Without a manifest every locale is built and validation runs:
        // the chains (which need `supplementalData.xml` parsed) wait for
        // `settle`, which takes the parse the reference's load made, on
        // another core, and the locale files as the build read them.
        if self.previous != nil {
            // Every locale but English takes English names as search keys.
            try addChains(of: locales + checkedLocales + ["en"])
            for locale in locales {
                localeInputs[locale] = inputsFingerprint(of: locale)
            }
        }
        if let named, let previous = self.previous {
            validate = try validationFingerprint(named: named) != previous.validation.inputs
        }
        if let record = self.previous?.phone, record.inputs == phoneInputs,
           let output = intactOutput(record.output, stamp: output.rootStamp(PhoneFile.fileName), comparingTouched: comparingTouched,
                                     fingerprint: { output.fingerprint(PhoneFile.fileName) }) {
            rebuildPhone = false
            keptPhone = BuildManifest.PhoneRecord(inputs: record.inputs, output: output)
        }
        for locale in locales {
            guard let record = self.previous?.locales[locale], record.inputs == localeInputs[locale],
                  let outputs = intactOutputs(record, locale: locale, in: output, comparingTouched: comparingTouched) else {
                rebuild.append(locale)
                continue
            }
            keptOutputs[locale] = outputs
        }
    }

    /// `en` and the named locales the reference has a file for, as
    /// `Pipeline.validationLocales` decides.
    func validationLocales(named: [String]) -> [String] {
        ["en"] + named.filter { $0 != "en" && CLDRReference.hasLocaleFile($0, in: location) }
    }

    /// The fingerprint of everything validation reads for a dataset naming `named`.
    func validationFingerprint(named: [String]) throws(PipelineError) -> String {
        let checked = validationLocales(named: named)
        try addChains(of: checked)
        let files = [supplementalFile, location.cldrFile("supplemental/supplementalMetadata.xml"),
                     location.cldrFile("validity/region.xml"), telephoneFile, isoFile]
        fingerprints.add(files)
        let parts = [datasetHash, options] + files.map { $0.path + " " + fingerprints.hash($0) }
            + checked.flatMap { locale in [locale] + chainParts(of: locale) }
        return ContentHash.combining(parts).description
    }

    /// The chain of each locale, reused from the manifest while parent
    /// locales cannot have changed, and the fingerprints of its files.
    private func addChains(of locales: [String]) throws(PipelineError) {
        var files: [ReferenceFile] = []
        // Each chain's locales once (every chain ends in root; most pass through a few languages').
        var chained: Set<String> = []
        for locale in locales where chains[locale] == nil {
            let chain: [String]
            if reuseChains, let known = previous?.chains[locale] {
                // By bytes: a no-op build splits one of these per locale.
                chain = known.utf8.split(separator: UInt8(ascii: " ")).map { String(Substring($0)) }
            } else {
                if parentLocales == nil {
                    let location = location
                    parentLocales = try PipelineError.wrapping { try ParentLocaleRule.parents(in: location) }
                }
                chain = LocaleInheritance.chain(for: locale, parentLocales: parentLocales ?? [:])
            }
            chains[locale] = chain
            for id in chain where chained.insert(id).inserted && UnknownLocaleError.isWellFormed(id) { files.append(localeFile(id)) }
        }
        fingerprints.add(files, localeFiles: true)
    }

    /// Records the locale files as the build read them (a first build
    /// knew none of them before; see `ReferenceFingerprints`), and the
    /// parent locales the reference's load worked out from the same
    /// files, so that chains not known from the manifest need no second
    /// parse of `supplementalData.xml` (none given: parsed when needed).
    func adopt(_ reads: [String: XMLReadExtent], parentLocales: [String: String] = [:]) {
        if self.parentLocales == nil, !parentLocales.isEmpty { self.parentLocales = parentLocales }
        fingerprints.adopt(reads)
        chainPartOf.removeAll()
        sharedInputs = nil
    }

    /// After the build: every file validation reads for `named` recorded
    /// (a locale file no read recorded is read now), the rebuilt locales'
    /// inputs made from the files as read; returns validation's fingerprint.
    func settle(named: [String]) throws(PipelineError) -> String {
        try addChains(of: rebuild + ["en"])
        _ = try validationFingerprint(named: named)
        fingerprints.settle()
        chainPartOf.removeAll()
        sharedInputs = nil
        for locale in rebuild { localeInputs[locale] = inputsFingerprint(of: locale) }
        return try validationFingerprint(named: named)
    }

    /// `main/<locale>.xml`, made once per locale: a build with nothing to
    /// do asks for one per locale of every chain.
    private func localeFile(_ locale: String) -> ReferenceFile {
        if let known = localeFiles[locale] { return known }
        let file = location.cldrFile("main/\(locale).xml")
        localeFiles[locale] = file
        return file
    }

    /// `<id> <fingerprint>` for each locale of the chain; the same few
    /// parents (`root` above all) recur in every chain, so each is made once.
    private func chainParts(of locale: String) -> [String] {
        (chains[locale] ?? []).map { id in
            if let known = chainPartOf[id] { return known }
            let part = id + " " + (UnknownLocaleError.isWellFormed(id) ? fingerprints.hash(localeFile(id)) : BuildManifest.FileRecord.missing)
            chainPartOf[id] = part
            return part
        }
    }

    /// `supplementalData.xml` counts through the chain alone: the build
    /// takes only parent locales from it, and a CLDR update changes the
    /// file for reasons most locales do not see.
    private func inputsFingerprint(of locale: String) -> String {
        let shared = sharedInputs ?? makeSharedInputs()
        var hasher = shared.head
        for part in chainParts(of: locale) { hasher.update(part) }
        if SearchFolding.language(of: locale) != "en" {
            for part in shared.english { hasher.update(part) }
        }
        return hasher.finish().description
    }

    /// What every locale's inputs start with (the dataset, the options, the
    /// telephone codes and ISO 3166-1), already hashed, and the English
    /// chain's parts that end those outside English: made once while the
    /// fingerprints stand, not once per locale.
    private func makeSharedInputs() -> (head: ContentHasher, english: [String]) {
        var head = ContentHasher()
        for part in [datasetHash, options, telephoneFile.path + " " + fingerprints.hash(telephoneFile),
                     isoFile.path + " " + fingerprints.hash(isoFile)] { head.update(part) }
        let shared = (head: head, english: ["search keys in English:"] + chainParts(of: "en"))
        sharedInputs = shared
        return shared
    }

    /// An output's record, with its current stamp, when the file holds
    /// what the record says; nil when it is missing, edited, or (comparing
    /// touched files) touched.
    private func intactOutput(_ recorded: BuildManifest.FileRecord, stamp: FileStamp?, comparingTouched: Bool,
                              fingerprint: () -> ContentHash?) -> BuildManifest.FileRecord? {
        guard let stamp else { return nil }
        if recorded.stamp == stamp.description { return recorded }
        guard !comparingTouched, fingerprint()?.description == recorded.hash else { return nil }
        touched = true
        return .init(hash: recorded.hash, stamp: stamp.description)
    }

    /// The output records, with current stamps, when both files hold what
    /// the manifest says; nil when one is missing, edited, or (comparing
    /// touched files) touched.
    private func intactOutputs(_ record: BuildManifest.LocaleRecord, locale: String, in output: OpenedOutput,
                               comparingTouched: Bool) -> [String: BuildManifest.FileRecord]? {
        var outputs: [String: BuildManifest.FileRecord] = [:]
        for name in [CatalogRenderer.countriesFileName, CatalogRenderer.indexFileName] {
            guard let recorded = record.outputs[name], let stamp = output.stamp(locale, name) else { return nil }
            if recorded.stamp == stamp.description {
                outputs[name] = recorded
                continue
            }
            guard !comparingTouched, output.fingerprint(locale, name)?.description == recorded.hash else {
                return nil
            }
            outputs[name] = .init(hash: recorded.hash, stamp: stamp.description)
            touched = true
        }
        return outputs
    }
}
