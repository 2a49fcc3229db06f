import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeValidate

extension Pipeline {
    /// Refuses a reference whose names would cost the Latin spellings of
    /// search more than `LatinSpellingBudget` allows, at the locale file
    /// that passes it: before `build` makes an output or `diff` a catalog.
    func checkSpellingBudget(_ reference: ReferenceData) throws(PipelineError) {
        let location = project.reference
        try PipelineError.wrapping {
            try LatinSpellingBudget.check(reference.territoryNames) { location.cldrFile("main/\($0).xml").path }
        }
    }

    /// What every catalog of a dataset is built from, for `build` and for
    /// both sides of `diff` alike: its records with the regions validation
    /// resolved for those without a code of their own (keyed by alpha-3
    /// code or by name), the reference's dial codes, and each region's
    /// phone numbering with its example checked (`PhoneExample`).
    /// `validation` is nil only when validation did not run because no
    /// record needs it (`needsValidatedRegions`).
    /// - Throws: the reference's phone data does not hold together.
    /// The values validation found the outputs must take from the reference
    /// (`ValidationResult.corrections`) are taken; `corrections`, when
    /// given, are a previous validation's (a build that did not validate).
    package static func catalogSource(_ dataset: Dataset, reference: ReferenceData, validation: ValidationResult?,
                                      corrections: [OutputCorrection]? = nil) throws(PipelineError) -> CatalogBuilder.PreparedDataset {
        let phoneData = try PipelineError.wrapping { try PhoneExample.phoneData(reference) }
        return CatalogBuilder.PreparedDataset(dataset, telephoneCodes: reference.telephoneCodes, regions: validation?.regions ?? RecordRegions(),
                                              phoneData: phoneData, alpha3Codes: CatalogBuilder.alpha3Codes(reference),
                                              corrections: corrections ?? validation?.corrections ?? [])
    }

    /// Whether some record of `dataset` takes its region from validation
    /// (it has no code, so its alpha-3 code or name finds the region): its
    /// catalogs cannot be built without validating it first.
    package static func needsValidatedRegions(_ dataset: Dataset) -> Bool {
        dataset.records.contains { $0.code == nil }
    }

    /// `locale`'s catalog of `source`, as `build` renders it into files
    /// (`CatalogBuilder.rendered` makes them of the same parts);
    /// `ownNamesLocale` is `ValidationResult.ownNamesLocale`.
    static func catalog(of source: CatalogBuilder.PreparedDataset, reference: ReferenceData, locale: String,
                        ownNamesLocale: String?) throws(PipelineError) -> Catalog {
        try PipelineError.wrapping { try CatalogBuilder.build(prepared: source, reference: reference, locale: locale, ownNamesLocale: ownNamesLocale) }
    }
}
