/// libphonenumber's `AsYouTypeFormatter`, step for step (its Java and its
/// Python port, `phonenumbers` 9.0.35, which agree), on the metadata in
/// `phone.json`: what a phone field shows after each digit typed. Its
/// state and the order of its decisions are libphonenumber's, so that
/// its choices (when to give up formatting, when a prefix is a national
/// prefix, which template to take) are the same; names follow its.
///
/// It is given digits (ASCII) and a leading `+`: what a field holds,
/// read by `Country.Phone.formatted`, which drops everything else.
struct AsYouTypeFormatter {
    /// The region the number is typed in, and what it knows of the others.
    private let defaultRegion: Country.Phone
    private var current: PhoneRules

    private var accruedInput: [Unicode.Scalar] = []
    private var accruedInputWithoutFormatting: [Unicode.Scalar] = []
    private var formattingTemplate: [Unicode.Scalar] = []
    private var lastMatchPosition = 0
    private var currentFormattingPattern: String?
    private var prefixBeforeNationalNumber: [Unicode.Scalar] = []
    private var shouldAddSpaceAfterNationalPrefix = false
    private var extractedNationalPrefix: [UInt8] = []
    private var nationalNumber: [UInt8] = []
    private var ableToFormat = true
    private var isCompleteNumber = false
    private var isExpectingCountryCallingCode = false
    /// Indexes into the format list chosen (`possibleFormats`), and which list.
    private var possibleFormats: [PhoneRules.Format] = []

    static let minimumLeadingDigitsLength = 3
    static let separator: Unicode.Scalar = " "

    init?(_ phone: Country.Phone) {
        guard let rules = phone.formattingRules else { return nil }
        defaultRegion = phone
        current = rules
    }

    /// What the field shows after `character` (a digit or, first, `+`).
    mutating func input(_ character: Unicode.Scalar) -> [Unicode.Scalar] {
        accruedInput.append(character)
        accruedInputWithoutFormatting.append(character)
        if character != "+" { nationalNumber.append(UInt8(character.value)) }
        if !ableToFormat {
            // Formatting stopped: a long international or national prefix
            // may let it start again once taken apart.
            if attemptToExtractIDD() {
                if attemptToExtractCountryCallingCode() { return attemptToChoosePatternWithPrefixExtracted() }
            } else if ableToExtractLongerNationalPrefix() {
                prefixBeforeNationalNumber.append(Self.separator)
                return attemptToChoosePatternWithPrefixExtracted()
            }
            return accruedInput
        }
        switch accruedInputWithoutFormatting.count {
        case 0...2:
            return accruedInput
        case 3:
            if attemptToExtractIDD() {
                isExpectingCountryCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
                return attemptToChooseFormattingPattern()
            }
        default:
            break
        }
        if isExpectingCountryCallingCode {
            if attemptToExtractCountryCallingCode() { isExpectingCountryCallingCode = false }
            return prefixBeforeNationalNumber + nationalNumber.map { Unicode.Scalar($0) }
        }
        guard !possibleFormats.isEmpty else { return attemptToChooseFormattingPattern() }
        let tempNationalNumber = inputDigitHelper(character)
        let formatted = attemptToFormatAccruedDigits()
        if !formatted.isEmpty { return formatted }
        narrowDownPossibleFormats(nationalNumber)
        if maybeCreateNewTemplate() { return inputAccruedNationalNumber() }
        return ableToFormat ? appendNationalNumber(tempNationalNumber) : accruedInput
    }

    private mutating func attemptToChoosePatternWithPrefixExtracted() -> [Unicode.Scalar] {
        ableToFormat = true
        isExpectingCountryCallingCode = false
        possibleFormats = []
        lastMatchPosition = 0
        formattingTemplate = []
        currentFormattingPattern = nil
        return attemptToChooseFormattingPattern()
    }

    /// Some national prefixes begin others: when the shorter one leaves
    /// nothing to format, a longer one may.
    private mutating func ableToExtractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            let prefix = extractedNationalPrefix.map { Unicode.Scalar($0) }
            if let start = Self.lastRange(of: prefix, in: prefixBeforeNationalNumber) {
                prefixBeforeNationalNumber.removeSubrange(start...)
            }
        }
        // As libphonenumber, the prefix extracted before stays the one recorded.
        return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
    }

    /// The formats the number may take, by whether it was typed with a
    /// national prefix, then by its leading digits.
    private mutating func getAvailableFormats(_ leadingDigits: [UInt8]) {
        let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
        let list = isInternational && !current.internationalFormats.isEmpty ? current.internationalFormats : current.formats
        for format in list {
            if !extractedNationalPrefix.isEmpty, format.ruleHasFirstGroupOnly, !format.source.nationalPrefixOptionalWhenFormatting,
               format.source.carrierCodeFormattingRule == nil {
                // Typed with a national prefix: a format written without one does not apply.
                continue
            } else if extractedNationalPrefix.isEmpty, !isCompleteNumber, !format.ruleHasFirstGroupOnly,
                      !format.source.nationalPrefixOptionalWhenFormatting {
                // Typed without one: a format that requires it does not apply.
                continue
            }
            if format.isEligible { possibleFormats.append(format) }
        }
        narrowDownPossibleFormats(leadingDigits)
    }

    private mutating func narrowDownPossibleFormats(_ leadingDigits: [UInt8]) {
        let index = leadingDigits.count - Self.minimumLeadingDigitsLength
        possibleFormats.removeAll { format in
            guard !format.leadingDigits.isEmpty else { return false }
            var last = min(index, format.leadingDigits.count - 1)
            if last < 0 { last += format.leadingDigits.count }
            guard format.leadingDigits.indices.contains(last), let pattern = format.leadingDigits[last] else { return true }
            return pattern.prefixMatch(leadingDigits) == nil
        }
    }

    /// Takes the first format that gives a template, dropping those before
    /// it that do not; false when the current one is still first, or none is left.
    private mutating func maybeCreateNewTemplate() -> Bool {
        let index = 0
        while index < possibleFormats.count {
            let format = possibleFormats[index]
            if currentFormattingPattern == format.source.pattern { return false }
            if let template = format.template, template.digits >= nationalNumber.count {
                formattingTemplate = template.text
                currentFormattingPattern = format.source.pattern
                shouldAddSpaceAfterNationalPrefix = format.ruleSeparatesPrefix
                lastMatchPosition = 0
                return true
            }
            possibleFormats.remove(at: index)
        }
        ableToFormat = false
        return false
    }

    /// Places a digit in the template; the accrued input when it is full.
    private mutating func inputDigitHelper(_ character: Unicode.Scalar) -> [Unicode.Scalar] {
        guard formattingTemplate[min(lastMatchPosition, formattingTemplate.count)...].contains(PhoneRules.placeholder),
              let first = formattingTemplate.firstIndex(of: PhoneRules.placeholder) else {
            if possibleFormats.count == 1 { ableToFormat = false }
            currentFormattingPattern = nil
            return accruedInput
        }
        formattingTemplate[first] = character
        lastMatchPosition = first
        return Array(formattingTemplate[...first])
    }

    /// The number written whole by a format whose pattern takes all of it,
    /// when that keeps its digits as typed; empty otherwise.
    private mutating func attemptToFormatAccruedDigits() -> [Unicode.Scalar] {
        for format in possibleFormats {
            guard let pattern = format.pattern, pattern.matches(nationalNumber) else { continue }
            shouldAddSpaceAfterNationalPrefix = format.ruleSeparatesPrefix
            guard let written = PhoneRules.substitute(pattern, layout: format.layout, in: nationalNumber) else { continue }
            let full = appendNationalNumber(written)
            if full.filter({ ("0"..."9").contains($0) || $0 == "+" || $0 == "*" || $0 == "#" }) == accruedInputWithoutFormatting {
                return full
            }
        }
        return []
    }

    private func appendNationalNumber(_ number: [Unicode.Scalar]) -> [Unicode.Scalar] {
        if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != Self.separator {
            return prefixBeforeNationalNumber + [Self.separator] + number
        }
        return prefixBeforeNationalNumber + number
    }

    private mutating func attemptToChooseFormattingPattern() -> [Unicode.Scalar] {
        guard nationalNumber.count >= Self.minimumLeadingDigitsLength else {
            return appendNationalNumber(nationalNumber.map { Unicode.Scalar($0) })
        }
        getAvailableFormats(nationalNumber)
        let formatted = attemptToFormatAccruedDigits()
        if !formatted.isEmpty { return formatted }
        return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedInput
    }

    private mutating func inputAccruedNationalNumber() -> [Unicode.Scalar] {
        guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
        var temp: [Unicode.Scalar] = []
        for digit in nationalNumber { temp = inputDigitHelper(Unicode.Scalar(digit)) }
        return ableToFormat ? appendNationalNumber(temp) : accruedInput
    }

    /// NANPA numbers beginning 1[2-9]: the 1 is the national prefix.
    private var isNANPANumberWithNationalPrefix: Bool {
        current.metadata.callingCode == "1" && nationalNumber.count > 1 && nationalNumber[0] == UInt8(ascii: "1")
            && nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    private mutating func removeNationalPrefixFromNationalNumber() -> [UInt8] {
        var start = 0
        if isNANPANumberWithNationalPrefix {
            start = 1
            prefixBeforeNationalNumber += ["1", Self.separator]
            isCompleteNumber = true
        } else if let pattern = current.nationalPrefixForParsing, let end = pattern.prefixMatch(nationalNumber), end > 0 {
            // A number typed with its national prefix is typed whole: the
            // formats for numbers typed without their area code no longer apply.
            isCompleteNumber = true
            start = end
            prefixBeforeNationalNumber += nationalNumber[..<end].map { Unicode.Scalar($0) }
        }
        let prefix = Array(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return prefix
    }

    /// A leading `+` or the region's international prefix.
    private mutating func attemptToExtractIDD() -> Bool {
        let end: Int?
        if accruedInputWithoutFormatting.first == "+" {
            end = 1
        } else {
            end = current.internationalPrefix?.prefixMatch(accruedInputWithoutFormatting.map { UInt8($0.value) })
        }
        guard let end else { return false }
        isCompleteNumber = true
        nationalNumber = accruedInputWithoutFormatting[end...].map { UInt8($0.value) }
        prefixBeforeNationalNumber = Array(accruedInputWithoutFormatting[..<end])
        if accruedInputWithoutFormatting.first != "+" { prefixBeforeNationalNumber.append(Self.separator) }
        return true
    }

    /// The calling code after the international prefix: its main region's
    /// formats from then on.
    private mutating func attemptToExtractCountryCallingCode() -> Bool {
        guard let directory = defaultRegion.directory ?? PhoneDirectory(alone: defaultRegion),
              let (code, length) = directory.callingCode(startingWith: nationalNumber) else { return false }
        nationalNumber.removeFirst(length)
        if let rules = directory.formattingRules(forCallingCode: code) {
            current = rules
        } else {
            current = PhoneRules(PhoneMetadata(callingCode: code))
        }
        prefixBeforeNationalNumber += code.unicodeScalars
        prefixBeforeNationalNumber.append(Self.separator)
        extractedNationalPrefix = []
        return true
    }

    private static func lastRange(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty ? haystack.count : nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where Array(haystack[start..<(start + needle.count)]) == needle {
            return start
        }
        return nil
    }
}
