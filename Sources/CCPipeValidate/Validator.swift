import CCPipeModel

/// Runs every registered rule over a dataset.
package enum Validator {
    /// Every rule, in the order `ccpipe rules` lists them.
    package static let rules: [any ValidationRule] = [
        JSONSyntaxRule(),
        EmptyDatasetRule(),
        DuplicateKeyRule(),
        NumberRangeRule(),
        UnknownKeyRule(),
        NearMissKeyRule(),
        FieldTooLongRule(),
        MissingFieldRule(),
        FieldTypeRule(),
        EmptyFieldRule(),
        StrayWhitespaceRule(),
        InvisibleCharacterRule(),
        NormalizationRule(),
        CodeFormatRule(),
        CodeValidityRule(),
        Alpha3Rule(),
        UserAssignedAlpha3Rule(),
        DerivedCodeRule(),
        UnresolvedNameRule(),
        DuplicateRecordRule(),
        DuplicateCodeRule(),
        RegionSplitRule(),
        DuplicateNameRule(),
        DialCodeSyntaxRule(),
        DialCodeStyleRule(),
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
        DatasetConventionRule(),
        RowWidthRule(),
        // Last: it reports the configuration's entries that no rule above used.
        UnusedAcceptanceRule(),
    ]

    private static let descriptions = Dictionary(rules.map { ($0.ruleDescription.id, $0.ruleDescription) },
                                                 uniquingKeysWith: { first, _ in first })

    /// The description of a registered rule.
    package static func description(of ruleID: String) -> RuleDescription? {
        descriptions[ruleID]
    }

    /// Every rule at its default severity, nothing accepted.
    package static func validate(_ dataset: Dataset, against reference: ReferenceData) -> [Finding] {
        validate(dataset, against: reference, configuration: Configuration()).findings
    }
}

extension ValidationRule {
    /// The description, reachable from an existential.
    package var ruleDescription: RuleDescription { Self.description }
}
