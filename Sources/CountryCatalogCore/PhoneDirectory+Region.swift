extension PhoneDirectory {
    /// libphonenumber's shortest and longest national significant number.
    static let nationalLengths = 2...17

    /// The region of an international number: typed with `+` (or, with
    /// `dialledFrom`, that region's international prefix), read as
    /// libphonenumber's `parse` reads it (calling code, then a national
    /// prefix typed after it where that leaves a possible number), then
    /// placed as its `region_code_for_number` places it: the only region
    /// of its calling code, or the first (main region first) whose leading
    /// digits begin the number or, for one without, whose number types
    /// take it. Nil for a number that is no valid number of any region of
    /// its calling code (one being typed, one too short or too long), and
    /// for one without `+` or an international prefix.
    package func region(forNumber typed: String, dialledFrom: String? = nil) -> String? {
        guard let (code, national) = internationalNumber(typed, dialledFrom: dialledFrom),
              let candidates = callingCodes[code] else { return nil }
        let rules = candidates.compactMap { regions[$0]?.ownRules }
        guard rules.contains(where: { $0.isValid(national) }) else { return nil }
        if candidates.count == 1 { return candidates[0] }
        for (region, rule) in zip(candidates, rules) {
            if let leading = rule.leadingDigits {
                if leading.prefixMatch(national) != nil { return region }
            } else if rule.metadata.leadingDigits == nil, rule.isValid(national) {
                return region
            }
        }
        return nil
    }

    /// The calling code a number written with `+` begins with.
    package func callingCode(of typed: String) -> String? {
        let characters = Country.Phone.typedCharacters(typed)
        guard characters.first == "+" else { return nil }
        return callingCode(startingWith: characters.dropFirst().map { UInt8($0.value) })?.code
    }

    /// The calling code and national significant number of what was typed.
    func internationalNumber(_ typed: String, dialledFrom: String?) -> (code: String, national: [UInt8])? {
        let characters = Country.Phone.typedCharacters(typed)
        var digits: [UInt8]
        if characters.first == "+" {
            digits = characters.dropFirst().map { UInt8($0.value) }
        } else {
            // The international prefix of the region it is dialled from,
            // unless a 0 follows it: no calling code begins with 0.
            digits = characters.map { UInt8($0.value) }
            guard let region = dialledFrom.flatMap({ regions[$0.uppercased()] }), let pattern = region.ownRules?.internationalPrefix,
                  let end = pattern.prefixMatch(digits), end > 0, end < digits.count, digits[end] != UInt8(ascii: "0") else { return nil }
            digits.removeFirst(end)
        }
        guard digits.count > Self.nationalLengths.lowerBound, let (code, length) = callingCode(startingWith: digits),
              let main = mainRegion(forCallingCode: code).flatMap({ regions[$0]?.ownRules }) else { return nil }
        var national = Array(digits[length...])
        guard national.count >= Self.nationalLengths.lowerBound else { return nil }
        national = main.strippingNationalPrefix(national)
        guard Self.nationalLengths.contains(national.count) else { return nil }
        return (code, national)
    }
}

extension PhoneRules {
    /// libphonenumber's `_number_type_helper` found a type: the number is
    /// one of the region's (general description) and of one of its kinds.
    func isValid(_ national: [UInt8]) -> Bool {
        guard let general = numberType(.generalDesc), matches(national, general) else { return false }
        for (kind, type) in zip(PhoneMetadata.Kind.allCases, numberTypes) where kind != .generalDesc {
            if let type, matches(national, type) { return true }
        }
        return false
    }

    /// libphonenumber's `_is_number_matching_desc`.
    private func matches(_ national: [UInt8], _ type: NumberType) -> Bool {
        if !type.lengths.isEmpty, !type.lengths.contains(national.count) { return false }
        return type.pattern?.matches(national) ?? false
    }

    /// libphonenumber's `_maybe_strip_national_prefix_carrier_code`, as its
    /// `parse` keeps it: the number without a national prefix typed after
    /// the calling code (`+44 (0)20…`), when the number was not a possible
    /// one with it or is one without it, and what is left has a possible
    /// length (not too short, not of a length dialled only locally).
    func strippingNationalPrefix(_ number: [UInt8]) -> [UInt8] {
        guard let prefix = nationalPrefixForParsing, !number.isEmpty, let match = prefix.match(number, whole: false) else { return number }
        let general = numberType(.generalDesc)
        let viable = { (digits: [UInt8]) in general?.pattern?.matches(digits) ?? false }
        let stripped: [UInt8]
        if let rule = metadata.nationalPrefixTransformRule, !rule.isEmpty, match.groups.last.map({ $0 != nil }) ?? false {
            guard let transformed = PhoneRules.substitute(prefix, firstOnly: true, layout: Array(rule.unicodeScalars), in: number) else { return number }
            stripped = transformed.map { UInt8($0.value) }
        } else {
            stripped = Array(number[match.end...])
        }
        if viable(number), !viable(stripped) { return number }
        return hasPossibleLength(stripped) ? stripped : number
    }

    /// libphonenumber's `_test_number_length` for an unknown type is
    /// `IS_POSSIBLE` or `TOO_LONG`.
    private func hasPossibleLength(_ number: [UInt8]) -> Bool {
        guard let general = numberType(.generalDesc), let shortest = general.lengths.first else { return false }
        if general.localOnlyLengths.contains(number.count) { return false }
        if number.count < shortest { return false }
        return general.lengths.contains(number.count) || number.count > general.lengths.last!
    }
}
