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

    /// Every rule at its default severity, nothing accepted.
    public static func validate(_ dataset: Dataset, against reference: ReferenceData) -> [Finding] {
        validate(dataset, against: reference, configuration: Configuration()).findings
    }
}

extension ValidationRule {
    /// The description, reachable from an existential.
    public var ruleDescription: RuleDescription { Self.description }
}
