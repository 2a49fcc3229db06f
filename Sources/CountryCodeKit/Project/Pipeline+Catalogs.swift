import CCPipeBuild
import CCPipeCore
import CCPipeModel
import CCPipeValidate

extension Pipeline {
    /// What every catalog of a dataset is built from, for `build` and for
    /// both sides of `diff` alike: its records with the regions validation
    /// resolved for those without a code of their own (keyed by alpha-3
    /// code or by name), the reference's dial codes, and each region's
    /// phone numbering with its example checked (`PhoneExample`).
    /// `validation` is nil only when validation did not run because no
    /// record needs it (`needsValidatedRegions`).
    /// - Throws: the reference's phone data does not hold together.
    package static func catalogSource(_ dataset: Dataset, reference: ReferenceData,
                                      validation: ValidationResult?) throws(PipelineError) -> CatalogBuilder.PreparedDataset {
        let phoneData = try PipelineError.wrapping { try PhoneExample.phoneData(reference) }
        return CatalogBuilder.PreparedDataset(dataset, telephoneCodes: reference.telephoneCodes, regions: validation?.regions ?? RecordRegions(),
                                              phoneData: phoneData, alpha3Codes: CatalogBuilder.alpha3Codes(reference))
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
