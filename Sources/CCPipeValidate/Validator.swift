import CCPipeModel

/// Runs every registered rule over a dataset.
package enum Validator {
    /// Every rule, in the order `ccpipe rules` lists them.
    package static let rules: [any ValidationRule] = [
        JSONSyntaxRule(),
        DatasetEmptyRule(),
        JSONDuplicateKeyRule(),
        JSONNumberRangeRule(),
        FieldUnknownRule(),
        FieldNearMissRule(),
        FieldTooLongRule(),
        FieldMissingRule(),
        FieldTypeRule(),
        FieldEmptyRule(),
        FieldWhitespaceRule(),
        TextInvisibleRule(),
        TextNotNFCRule(),
        CodeFormatRule(),
        CodeCaseRule(),
        CodeValidityRule(),
        CodeAlpha3Rule(),
        CodeAlpha3UserAssignedRule(),
        CodeDerivedRule(),
        NameUnresolvedRule(),
        RecordDuplicateRule(),
        CodeDuplicateRule(),
        RegionSplitRule(),
        NameDuplicateRule(),
        DialCodeSyntaxRule(),
        DialCodeStyleRule(),
        DialCodeRegionRule(),
        DialCodeDiscontinuedRule(),
        DialCodeSubscriberPrefixRule(),
        DialCodeSharedRule(),
        DialCodeNoPlanRule(),
        NameOtherRegionRule(),
        NameEncodingRule(),
        NameMismatchRule(),
        NameVariantRule(),
        NameISORule(),
        NameCLDRRule(),
        NameShortFormRule(),
        NameNotACountryRule(),
        NameLocalizedRule(),
        NameLocaleUncheckedRule(),
        FlagMismatchRule(),
        CoverageMissingRule(),
        DatasetConventionRule(),
        CSVRowWidthRule(),
        // Last: it reports the configuration's entries that no rule above used.
        ConfigUnusedAcceptanceRule(),
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
