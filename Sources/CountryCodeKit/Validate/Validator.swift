/// Runs every registered rule over a dataset.
public enum Validator {
    /// Every rule, in the order `ccpipe rules` lists them.
    public static let rules: [any ValidationRule] = [
        DuplicateKeyRule(),
        MissingFieldRule(),
        FieldTypeRule(),
        EmptyFieldRule(),
        StrayWhitespaceRule(),
        InvisibleCharacterRule(),
        NormalizationRule(),
        CodeFormatRule(),
        CodeValidityRule(),
        DuplicateRecordRule(),
        DuplicateCodeRule(),
        RegionSplitRule(),
        DuplicateNameRule(),
        DialCodeSyntaxRule(),
        DialCodeRegionRule(),
        DialCodeDiscontinuedRule(),
        DialCodeRunTogetherRule(),
        DialCodeSharedRule(),
        DialCodeWithoutPlanRule(),
        NameOfOtherRegionRule(),
        NameEncodingRule(),
        NameMismatchRule(),
        NameVariantRule(),
        NameISORule(),
        NameShortFormRule(),
        NotACountryRule(),
        LocalizedNameRule(),
        LocalizedNameUncheckedRule(),
        FlagRule(),
        CoverageRule(),
    ]

    public static func validate(_ dataset: Dataset, against reference: ReferenceData) -> [Finding] {
        let context = ValidationContext(dataset: dataset, reference: reference)
        return rules.flatMap { $0.check(context) }.sorted()
    }
}

extension ValidationRule {
    /// The description, reachable from an existential.
    public var ruleDescription: RuleDescription { Self.description }
}
