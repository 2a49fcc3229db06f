import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A dial code written otherwise than the rest of its file (or, in a file
/// that shows no way of its own, than ccpipe writes one): `+383` among
/// `00`s, `00`, a missing `+`, a `-` or a run-together shared code among
/// spaces, a space after `+`. Each still dials its digits, so it is a
/// warning, and the fix writes the same digits the file's way. Several
/// records that share another way are a way of the file too: said once,
/// with their number, and which way is right is for a person to choose.
package struct DialCodeStyleRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-style", severity: .warning,
        summary: "a dial code is written otherwise than the rest of the file, or than ccpipe writes one",
        rationale: "A file that writes 0093 for Afghanistan and +383 for Kosovo, or +1 684 for American Samoa and +1-268 for Antigua, mixes two ways; each dials its digits, but apps that prefix, split or display the codes treat the records differently, and edits copy whichever they see first. The fix writes the same digits the way most of the file does; several records written one other way are said once, with their number.",
        passing: [RuleExample(Self.records(["+1 684", "+1 264", "+1 242", "+1 246", "+1 441", "+1 767"])),
                  RuleExample(Self.records(["+1684", "+1264", "+1242", "+1246", "+1441", "+1767"])),
                  RuleExample(Self.records(["001 684", "001 264", "001 242", "001 246", "001 441", "001 767"]))],
        triggering: [RuleExample(Self.records(["+1 684", "+1 264", "+1 242", "+1 246", "+1 441", "+1767"]), about: "DM"),
                     RuleExample(Self.records(["+1684", "+1264", "+1242", "+1246", "+1441", "+1 767"]), about: "DM"),
                     RuleExample(Self.records(["001 684", "001 264", "001 242", "001 246", "001 441", "+1 767"]), about: "DM"),
                     .record(name: "Cayman Islands", dialCode: "+ 1345", code: "KY"),
                     .record(name: "Afghanistan", dialCode: "0093", code: "AF"),
                     .record(name: "Afghanistan", dialCode: "93", code: "AF"),
                     .record(name: "American Samoa", dialCode: "+1-684", code: "AS")],
        autoFix: .safe(precedence: 45, writes: "the same digits written the file's way; not a way several records share"))

    static func records(_ dialCodes: [String]) -> String {
        let regions = [("American Samoa", "AS"), ("Anguilla", "AI"), ("Bahamas", "BS"), ("Barbados", "BB"), ("Bermuda", "BM"), ("Dominica", "DM")]
        return "[" + zip(regions, dialCodes).map { #"{"name": "\#($0.0.0)", "dial_code": "\#($0.1)", "code": "\#($0.0.1)"}"# }
            .joined(separator: ", ") + "]"
    }

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        let style = context.conventions.dialCode
        // Digits that are not the region's are the region rules' to judge:
        // only how they are written is fixed here, not how they split.
        let misdialled = Set(context.dialCodes.filter(\.verdict.dialsOtherDigits).map(\.value.location))
        var departures: [Departure] = []
        for record in context.dataset.records {
            guard let value = record.dialCode, let raw = value.string,
                  let departure = Departure(value: value, raw: raw, record: record, style: style, context: context,
                                            keepingSplit: misdialled.contains(value.location)) else { continue }
            departures.append(departure)
        }
        // Another way several records share is one finding; the rest, one each.
        var ways: [Departure.Way: [Departure]] = [:]
        for departure in departures { if let way = departure.way { ways[way, default: []].append(departure) } }
        var grouped: Set<Departure.Way> = []
        for departure in departures {
            if let way = departure.way, let members = ways[way], members.count >= DatasetConventions.minimumEvidence {
                if grouped.insert(way).inserted { report(group(members, style: style, context: context)) }
                continue
            }
            report(finding("dial code \"\(departure.raw.escapedForReport)\" \(departure.problems.joined(separator: "; "))",
                           at: departure.value.location, code: departure.code, field: "dial_code", keyPath: departure.value.key,
                           expected: departure.expected, actual: departure.raw))
        }
    }

    /// One finding for records that share a way of their own, each
    /// record's own finding folded in (`fix` reads them there). Which way
    /// is right is a person's choice, unless the project states its way.
    private func group(_ members: [Departure], style: DialCodeStyle, context: ValidationContext) -> Finding {
        let stated = context.stated.dialCode != nil || context.stated.separator != nil
        let first = members[0]
        let shown = members.prefix(3).map { "\"\($0.raw.escapedForReport)\"" }.joined(separator: ", ") + (members.count > 3 ? ", …" : "")
        let related = members.dropFirst().prefix(Self.relatedLimit).map { RelatedLocation($0.value.location, note: "\($0.code ?? "") \"\($0.raw)\"") }
        let more = members.count - 1 - related.count
        var made = finding("\(members.count) dial codes, such as \(shown): each \(first.problems.joined(separator: "; "))"
                               + (stated ? "" : "; a way of the file's own, for a person to keep or change") + (more > 0 ? " (\(more) more not listed)" : ""),
                           at: first.value.location, code: first.code, field: "dial_code", keyPath: first.value.key,
                           related: Array(related), expected: first.expected, actual: first.raw, judgement: !stated, records: members.count)
        made.folded = members.map { member in
            finding("dial code \"\(member.raw.escapedForReport)\" \(member.problems.joined(separator: "; "))",
                    at: member.value.location, code: member.code, field: "dial_code", keyPath: member.value.key,
                    expected: member.expected, actual: member.raw, judgement: !stated)
        }
        return made
    }

    /// How many of a group's other records it names.
    static let relatedLimit = 20

    /// A dial code written otherwise than `style`.
    struct Departure {
        /// How a record writes a readable dial code: what comes before
        /// the digits, and what sets off a shared code's leading digits.
        struct Way: Hashable {
            var prefix: DialCodeStyle.Prefix
            var separator: DialCodeStyle.Separator?
        }

        var value: FieldValue
        var raw: String
        var code: String?
        var problems: [String]
        var expected: String?
        /// Nil for a one-off slip (a space after '+', stray separators),
        /// which no other record is likely to share on purpose.
        var way: Way?

        init?(value: FieldValue, raw: String, record: DatasetRecord, style: DialCodeStyle, context: ValidationContext, keepingSplit: Bool) {
            let text = DialCodeText(raw)
            guard let digits = text.digits, let prefix = text.prefix, !text.intrinsicProblems.contains(where: \.unreadable) else { return nil }
            let plan = context.dialingPlan
            let written = ConventionInference.separator(of: value, plan: plan)
            var kinds = text.problems(in: style)
            // Run together and after a space or '-' dial the same number: a
            // departure only from a separator the file (or project) shows.
            let separatorShown = context.stated.separator != nil || context.conventionTallies.dialCodeSeparator != nil
            let styled = DialCodeSuggestion.written(digits, plan: plan, style: style)
            var separatorDeparts = false
            // The file's way for these digits: outside the North American
            // plan, a file that runs area codes together still sets a
            // shared code's digits off with a space (`+7 7`).
            if let written, let styled, ConventionInference.separator(of: styled, plan: plan) != written, separatorShown || written == .hyphen {
                separatorDeparts = true
                kinds.removeAll { $0 == .separators || $0 == .otherSeparator(style: .hyphen) }
            }
            guard !kinds.isEmpty || separatorDeparts else { return nil }
            let evidence = context.conventionTallies.dialCodeSeparator.map { " (\($0.following) of \($0.counted) records)" } ?? ""
            problems = kinds.map(\.text)
            if separatorDeparts, let written {
                problems.append("\(Self.describe(written)), where \(separatorShown ? "the dataset" : "ccpipe") \(Self.describe(style.separator, plural: true))\(separatorShown ? evidence : "")")
            }
            self.value = value
            self.raw = raw
            code = context.code(of: record)
            // The same digits, written the file's way.
            expected = (keepingSplit ? Self.prefixed(raw, style: style) : styled).flatMap { $0 == raw ? nil : $0 }
            let slips: [DialCodeText.Problem] = [.spaceAfterPlus, .surroundingSpace, .separators]
            way = kinds.contains(where: slips.contains) ? nil : Way(prefix: prefix, separator: separatorDeparts ? written : nil)
        }

        /// `raw` with the file's prefix and no stray white space, its
        /// digits and separators as they are (`+ 345` → `+345`).
        static func prefixed(_ raw: String, style: DialCodeStyle) -> String? {
            var body = Substring(raw.trimmingWhitespace)
            if body.hasPrefix("+") { body = body.dropFirst() } else if body.hasPrefix("00") { body = body.dropFirst(2) }
            let digits = String(body).trimmingWhitespace
            switch style.prefix {
            case .plus: return "+" + digits
            case .digits: return digits
            case .internationalPrefix: return "00" + digits
            case .number: return nil
            }
        }

        static func describe(_ separator: DialCodeStyle.Separator, plural: Bool = false) -> String {
            switch separator {
            case .space: plural ? "writes them after a space" : "writes the leading digits after a space"
            case .hyphen: plural ? "writes them after a '-'" : "writes the leading digits after a '-'"
            case .runTogether: plural ? "runs them into the calling code" : "runs the leading digits into the calling code"
            }
        }
    }
}
