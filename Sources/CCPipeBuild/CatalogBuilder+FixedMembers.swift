extension CatalogBuilder.PreparedDataset {
    /// Each row's members before its name in a locale's file
    /// (`CatalogRenderer.JSONBytes.fixedMembers`), rendered once for every locale,
    /// one row's bytes after another's in one array: an array of its own
    /// took a row about 340 bytes, most of them room to grow.
    struct FixedMembers: Sendable {
        private var bytes: [UInt8] = []
        /// Where each row's bytes end.
        private var ends: [Int] = []

        init(_ rows: [Row]) {
            ends.reserveCapacity(rows.count)
            var out = CatalogRenderer.JSONBytes(capacity: 48 * rows.count)
            for row in rows {
                if let code = row.code {
                    out.fixedMembers(callingCode: row.callingCode, code: code, dialCode: row.dialCode, leadingDigits: row.leadingDigits)
                }
                ends.append(out.count)
            }
            bytes = out.bytes
        }

        /// The row's bytes; none for a row without a code.
        subscript(row: Int) -> ArraySlice<UInt8> {
            bytes[(row == 0 ? 0 : ends[row - 1])..<ends[row]]
        }
    }
}
