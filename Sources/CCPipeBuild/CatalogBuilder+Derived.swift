import CCPipeModel

/// What the locales of one derivation share: search terms, sections and letters.
extension CatalogBuilder {
    /// What a catalog's search keys, sections, row order and letters are,
    /// given its countries (positions into them). It depends only on the
    /// locale's language (folding, transliteration), its index class
    /// (collation and labels), and each record's name, alternates and
    /// English name (or that it was skipped): the
    /// code, dial code and record position that break ties are the prepared
    /// dataset's, the same for every locale. `DerivedKey` names what makes
    /// those inputs, so locales with equal keys share one `Derived`;
    /// `ClassedNames` is those inputs themselves, for locales whose names
    /// come from other columns but are the same.
    package struct Derived {
        var searchKeys: [[String]]
        /// By country: its `SearchAbbreviations`.
        var abbreviations: [[String]]
        var sections: [(title: String, kind: Catalog.Kind, rows: [Int])]
        var letters: [Catalog.Letter]
        /// With the prepared dataset's rows, `Derived` is everything the
        /// files say besides the locale id: catalogs sharing one share
        /// their rendered files too.
        let renderedBody = RenderedBody()

        /// What the build summary says of a locale's catalog.
        func summary(locale: String) -> CatalogSummary {
            CatalogSummary(locale: locale, sections: sections.count, countries: sections.reduce(0) { $0 + $1.rows.count },
                           indexLabels: letters.count)
        }
    }

    static func derive(locale: String, codes: [String], names: [String], terms: SearchTerms,
                               recordIndexes: [Int]) throws -> Derived {
        let buckets = try AlphabeticIndexBuckets.compute(locale: locale, records: names.enumerated().map { ($0.element, $0.offset) })

        // ICU files each bucket's records in the locale's collation order
        // (the index's own collator, the same as `Collator(locale:)`); only
        // names that collate equal are left in an order of its choosing, so
        // each such run is ordered by code, then by record position.
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if codes[a] != codes[b] { return codes[a].precedesInUTF8(codes[b]) }
            return recordIndexes[a] < recordIndexes[b]
        }

        var sections: [(title: String, kind: Catalog.Kind, rows: [Int])] = []
        var sectionOfBucket: [Int?] = []
        for bucket in buckets {
            guard !bucket.payloads.isEmpty else {
                sectionOfBucket.append(nil)
                continue
            }
            var order = bucket.payloads
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, bucket.tiesPrevious[end] { end += 1 }
                if end - start > 1 { order[start..<end].sort(by: precedes) }
                start = end
            }
            sectionOfBucket.append(sections.count)
            sections.append((bucket.label, Catalog.Kind(bucket.kind), order))
        }

        var letters: [Catalog.Letter] = []
        if !sections.isEmpty {
            for (position, bucket) in buckets.enumerated() {
                let kind = Catalog.Kind(bucket.kind)
                // An empty `…` bucket has nothing to show and no letter of its own.
                guard kind == .normal || !bucket.payloads.isEmpty else { continue }
                let target = sectionOfBucket[position]
                    ?? sectionOfBucket[(position + 1)...].lazy.compactMap { $0 }.first
                    ?? sectionOfBucket[..<position].lazy.compactMap { $0 }.last
                    ?? 0
                letters.append(.init(label: bucket.label, section: target, count: bucket.payloads.count))
            }
        }
        return Derived(searchKeys: terms.keys, abbreviations: terms.abbreviations, sections: sections, letters: letters)
    }
}

extension Catalog.Kind {
    init(_ kind: AlphabeticIndexBucket.Kind) {
        switch kind {
        case .normal: self = .normal
        case .underflow: self = .underflow
        case .inflow: self = .inflow
        case .overflow: self = .overflow
        }
    }
}
