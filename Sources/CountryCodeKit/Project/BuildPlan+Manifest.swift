import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeOutput
import Foundation

extension BuildPlan {
    /// The manifest after a build: records of the locales rebuilt now, from
    /// what was rendered and where it landed, and of every other locale the
    /// last manifest knew, kept (an unchanged locale with its stamps
    /// refreshed).
    func manifest(rebuilt outcome: CatalogWriter.Outcome?, output: OpenedOutput, namedLocales: [String], ownNames: String?,
                  corrections: [OutputCorrection], errors: Int, validationInputs: String, referenceVersions: [String]) -> BuildManifest {
        // Only the locales of this build: the outputs of any other were removed.
        var locales = (previous?.locales ?? [:]).filter { localeInputs[$0.key] != nil }
        for (locale, outputs) in keptOutputs { locales[locale]?.outputs = outputs }
        for summary in outcome?.catalogs ?? [] {
            var outputs: [String: BuildManifest.FileRecord] = [:]
            for name in [CatalogRenderer.countriesFileName, CatalogRenderer.indexFileName] {
                let relative = summary.locale + "/" + name
                guard let hash = outcome?.outputHashes[relative] else { continue }
                let stamp = outcome?.outputStamps[relative] ?? output.stamp(summary.locale, name)
                outputs[name] = .init(hash: hash.description, stamp: stamp?.description)
            }
            locales[summary.locale] = .init(inputs: localeInputs[summary.locale] ?? "", sections: summary.sections,
                                            countries: summary.countries, indexLabels: summary.indexLabels,
                                            indexLetters: summary.indexLetters.map(BuildManifest.IndexLetters.init), outputs: outputs)
        }
        var files = previous?.files ?? [:]
        files.merge(fingerprints.records) { _, new in new }
        var allChains = previous?.chains ?? [:]
        allChains.merge(chains.mapValues { $0.joined(separator: " ") }) { _, new in new }
        // `phone.json`: as rendered now, else as it was kept.
        var phone = keptPhone
        if let hash = outcome?.outputHashes[PhoneFile.fileName] {
            let stamp = outcome?.outputStamps[PhoneFile.fileName] ?? output.rootStamp(PhoneFile.fileName)
            phone = .init(inputs: phoneInputs, output: .init(hash: hash.description, stamp: stamp?.description))
        }
        return BuildManifest(format: BuildManifest.currentFormat, ccpipe: CCPipeVersion.ccpipe, options: options,
                             dataset: datasetHash, files: files,
                             validation: .init(inputs: validationInputs, namedLocales: namedLocales, ownNames: ownNames,
                                               corrections: corrections, errors: errors),
                             referenceVersions: referenceVersions, chains: allChains, locales: locales, phone: phone)
    }

    /// The figures of each of `locales`: fresh from `outcome` where the
    /// locale was built now, else as the manifest recorded them.
    func catalogSummaries(_ locales: [String], fresh: [CatalogSummary]) -> [CatalogSummary] {
        let built = Dictionary(fresh.map { ($0.locale, $0) }) { first, _ in first }
        return locales.compactMap { locale in
            if let summary = built[locale] { return summary }
            guard let record = previous?.locales[locale] else { return nil }
            return CatalogSummary(locale: locale, sections: record.sections, countries: record.countries, indexLabels: record.indexLabels,
                                  indexLetters: record.indexLetters?.difference)
        }
    }
}

extension Pipeline {
    /// The options a build's outputs depend on besides the files: the
    /// manifest's format, ccpipe's version, ICU's (collation and index
    /// letters come from it), where the reference comes from, the field
    /// mapping and the project file's bytes (rule severities and scope
    /// decide whether the dataset may be built).
    func optionsFingerprint() -> String {
        var parts = ["manifest \(BuildManifest.currentFormat)", "ccpipe \(CCPipeVersion.ccpipe)", "icu \(ICU.version)",
                     "cldr \(project.reference.cldrDirectory ?? "embedded")", "iso \(project.reference.isoFile ?? "embedded")"]
        if let fields = project.fields {
            let separator = "\u{1}"
            parts += [fields.name, fields.dialCode, fields.code].map { $0?.joined(separator: separator) ?? "-" }
            parts += fields.localizedNames.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.joined(separator: separator))" }
        }
        if let file = project.configuration.file {
            let bytes = FileManager.default.contents(atPath: file).map { Array($0) } ?? []
            parts.append("config \(ContentHash.of(bytes))")
        }
        return ContentHash.combining(parts).description
    }

    /// The locales other than `en` that a dataset has names in: the part of
    /// `validationLocales(for:)` that depends on the dataset alone.
    static func namedLocales(of dataset: Dataset) -> [String] {
        Set(dataset.records.flatMap { $0.localizedNames.keys.map(\.locale) }).subtracting(["en", ""]).sorted()
    }
}
