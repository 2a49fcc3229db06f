import CCPipeCore
import CCPipeDiff
import CCPipeModel
import CCPipeReference

extension Pipeline {
    /// The project's dataset judged and built under `baseReference` (a CLDR
    /// `common/` directory, or `embedded`) and under the project's own
    /// reference, each side by a pipeline of its own, as `check` and `build`
    /// would judge and build it under each: what a reference update does
    /// before it lands. The locales are those `build` builds; one that only
    /// one of the references has is listed, not compared.
    package func diff(baseReference: String) throws(PipelineError) -> DiffReport {
        let setting = ReferenceSetting(parsing: baseReference, relativeTo: project.workingDirectory)
        let before = Pipeline(project.judged(byCLDR: setting.path), limits: limits)
        let dataset = try read().dataset
        var compared: [String] = [], added: [String] = [], removed: [String] = [], unknown: [String] = []
        for locale in project.outputLocales {
            switch (CLDRReference.hasLocaleFile(locale, in: before.project.reference), CLDRReference.hasLocaleFile(locale, in: project.reference)) {
            case (true, true): compared.append(locale)
            case (false, true): added.append(locale)
            case (true, false): removed.append(locale)
            case (false, false): unknown.append(locale)
            }
        }
        let oldReference = try before.reference(for: [dataset], outputLocales: compared)
        let newReference = try reference(for: [dataset], outputLocales: compared)
        // Neither tree has it: refused as `build` refuses it, once both trees have been read.
        try PipelineError.wrapping { try UnknownLocaleError.check(unknown, in: project.reference) }
        let old = try before.judged(dataset, against: oldReference, locales: compared)
        let new = try judged(dataset, against: newReference, locales: compared)
        var report = DiffReport.compare(old: old, new: new, replacements: newReference.territoryAliases)
        report.reference = referenceName(of: newReference)
        report.referenceUpdate = ReferenceUpdate(
            base: before.referenceName(of: oldReference),
            validity: ReferenceUpdate.validityChanges(old: oldReference.regionStatus, new: newReference.regionStatus, dataset: dataset,
                                                      regions: [old.result.regions, new.result.regions]),
            localesAdded: added, localesRemoved: removed)
        return report
    }
}
