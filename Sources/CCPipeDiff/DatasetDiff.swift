import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// What a change does to a dataset's records, matched by region code.
///
/// Records are matched by their code, trimmed and upper-cased, so that the
/// position of a record never matters (reordering alone is no change) and a
/// fix of the code's spelling (`af` → `AF`) shows as a change of its `code`
/// field. When a code appears more than once on a side, its occurrences are
/// paired in order and the extra ones count as added or removed.
///
/// A record without a usable code (no `code`, or one that is not a non-empty
/// string) is matched by the region validation found for it from its
/// alpha-3 code or its name, the region `build` files it under. Records with
/// neither are paired with a record of the other side that has the same
/// field values; the rest are listed as `unmatched`, never guessed by
/// position, because a position says nothing once records move.
package struct DatasetDiff: Equatable, Sendable {
    /// Regions only the new side has, by code.
    package var added: [RegionRecord]
    /// Regions only the old side has, by code, with their old-side locations.
    package var removed: [RegionRecord]
    /// Regions on both sides whose fields differ, by code.
    package var changed: [RegionChange]
    /// A removed and an added region that are the same record under a new code.
    package var recoded: [Recode]
    /// Records without a usable code that no record of the other side equals.
    package var unmatchedOld: [RegionRecord]
    package var unmatchedNew: [RegionRecord]

    package init(added: [RegionRecord] = [], removed: [RegionRecord] = [], changed: [RegionChange] = [],
                recoded: [Recode] = [], unmatchedOld: [RegionRecord] = [], unmatchedNew: [RegionRecord] = []) {
        self.added = added
        self.removed = removed
        self.changed = changed
        self.recoded = recoded
        self.unmatchedOld = unmatchedOld
        self.unmatchedNew = unmatchedNew
    }

    /// True when the data is the same record for record, whatever the order.
    package var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && changed.isEmpty && recoded.isEmpty && unmatchedOld.isEmpty && unmatchedNew.isEmpty
    }
}

/// One record as a report shows it.
package struct RegionRecord: Equatable, Sendable {
    /// The code as written, trimmed, else the region validation found for
    /// the record; nil when it has neither.
    package var code: String?
    package var name: DiffValue?
    package var dialCode: DiffValue?
    /// Where the record starts on its side.
    package var location: SourceLocation

    package init(code: String?, name: DiffValue?, dialCode: DiffValue?, location: SourceLocation) {
        self.code = code
        self.name = name
        self.dialCode = dialCode
        self.location = location
    }
}

/// A region on both sides whose fields differ.
package struct RegionChange: Equatable, Sendable {
    /// The matching key: the code trimmed and upper-cased.
    package var code: String
    /// The record as the new side has it, for context and its location.
    package var record: RegionRecord
    package var fields: [FieldChange]

    package init(code: String, record: RegionRecord, fields: [FieldChange]) {
        self.code = code
        self.record = record
        self.fields = fields
    }
}

/// One field of one record, old → new; nil on a side where the field is absent.
package struct FieldChange: Equatable, Sendable {
    /// The dataset's field name: `name`, `dial_code`, `code`, or `name_<locale>`.
    package var field: String
    package var old: DiffValue?
    package var new: DiffValue?

    package init(field: String, old: DiffValue?, new: DiffValue?) {
        self.field = field
        self.old = old
        self.new = new
    }
}

/// A region whose record moved to a new code (`AN` → `CW`), reported once
/// rather than as a removal plus an addition.
package struct Recode: Equatable, Sendable {
    package enum Reason: String, Sendable {
        /// Same name and same dial code under another code.
        case sameNameAndDialCode = "same name and dial code"
        /// CLDR lists the new code as a replacement of the old one, and the
        /// dial code dials the same digits.
        case cldrReplacement = "CLDR replacement with the same dial code"
    }

    package var old: RegionRecord
    package var new: RegionRecord
    package var reason: Reason
    /// The fields other than `code` that differ as well.
    package var fields: [FieldChange]

    package init(old: RegionRecord, new: RegionRecord, reason: Reason, fields: [FieldChange]) {
        self.old = old
        self.new = new
        self.reason = reason
        self.fields = fields
    }
}

/// A field's value as text, with its JSON kind, so that `"93"` and `93` differ.
package struct DiffValue: Hashable, Sendable, CustomStringConvertible {
    package var kind: FieldValue.Kind
    package var text: String?

    package init(kind: FieldValue.Kind, text: String?) {
        self.kind = kind
        self.text = text
    }

    package init(_ value: FieldValue) {
        self.init(kind: value.kind, text: value.text)
    }

    /// A string as it is; any other kind as its JSON literal, or `[…]`/`{…}`.
    package var description: String {
        switch kind {
        case .string, .oversized: text ?? ""
        case .number, .bool: text ?? kind.rawValue
        case .null: "null"
        case .array: "[…]"
        case .object: "{…}"
        }
    }
}
