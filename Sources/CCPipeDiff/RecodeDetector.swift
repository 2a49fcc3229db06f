import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate

/// Tells which removed and added records are one region under a new code.
enum RecodeDetector {
    struct Pair {
        var old: DatasetRecord
        var new: DatasetRecord
        var reason: Recode.Reason
    }

    /// Pairs each removed record, in code order, with at most one added record:
    /// first one with the same name and dial code; else the first of CLDR's
    /// replacements for the old code that dials the same digits (the dataset
    /// renamed the region as it recoded it, as `Netherlands Antilles` `AN`
    /// became `Curaçao` `CW`). Names alone are not enough: two regions can
    /// share a dial code, and a shared name with another dial code is a
    /// different record.
    /// `oldKey` and `newKey` give a side's record its matching key (`DatasetDiffer.matchKey`).
    static func pair(removed: [DatasetRecord], added: [DatasetRecord], replacements: [String: [String]],
                     oldKey: (DatasetRecord) -> String?, newKey: (DatasetRecord) -> String?) -> [Pair] {
        var available = added
        var pairs: [Pair] = []
        let ordered = removed.sorted { (oldKey($0) ?? "", $0.index) < (oldKey($1) ?? "", $1.index) }
        for old in ordered {
            guard let oldDigits = digits(old), let oldCode = oldKey(old) else { continue }
            let oldName = old.name?.string?.trimmingWhitespace
            if let match = available.firstIndex(where: { oldName != nil && $0.name?.string?.trimmingWhitespace == oldName && digits($0) == oldDigits }) {
                pairs.append(Pair(old: old, new: available.remove(at: match), reason: .sameNameAndDialCode))
                continue
            }
            for replacement in replacements[oldCode] ?? [] {
                if let match = available.firstIndex(where: { newKey($0) == replacement && digits($0) == oldDigits }) {
                    pairs.append(Pair(old: old, new: available.remove(at: match), reason: .cldrReplacement))
                    break
                }
            }
        }
        return pairs
    }

    /// The digits a record's dial code dials, so `+599` and `+ 599` agree.
    private static func digits(_ record: DatasetRecord) -> String? {
        guard let text = record.dialCode?.text else { return nil }
        let digits = text.filter(\.isASCII).filter(\.isNumber)
        return digits.isEmpty ? nil : digits
    }
}
