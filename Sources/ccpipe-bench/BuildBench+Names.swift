extension BuildBench {
    /// The measures, their targets (issue 12) and what bounds each when it is
    /// not met, as the profile of the build shows it.
    enum Names {
        static let cold = "cold build (`build --locales all` into a new directory)"
        static let noOp = "no-op build (nothing changed)"
        static let oneLocale = "one-locale rebuild (one locale file changed)"
        static let upToDate = "`build --check`, outputs up to date"
        static let check = "`ccpipe check` on the dataset"
        static let disk = "cold build"

        static let targetRatio: [String: Double] = [cold: 0.5, noOp: 0.1, oneLocale: 0.2]

        static let bound: [String: String] = [
            cold: "What bounds it: the build spreads its instructions over two cores (where they go is in the instructions above), with the kernel's work besides (creating 803 directories and 1,606 files and writing the outputs into them, reading the locale files, faulting in memory: its CPU time is in the table above) and some serial work (process start and exit, validation, renaming the locale directories into place while the manifest is made). The stages, as the instructions name them: reading each locale file up to `</territories>` (the markup checks, which read every byte and the plain territories themselves, and libxml2); ICU's alphabetic indexes (ordering each locale's names with its collator and filing them, and laying out the bucket lists of each class of locales that file alike); search keys (folding names, spelling them in Latin with ICU transforms) and search abbreviations (alpha-3 codes, the initials of every name), made once per derivation and reused for the records a sibling locale names alike; opening ICU transliterators (on other threads while the locale files are read); rendering JSON (once per derivation: sibling locales with the same names and collation share their files but for the locale line), each country's phone data among it.",
            noOp: "What bounds it: process start, reading and decoding the manifest (a few hundred kilobytes of JSON), one `stat` per reference and output file.",
            oneLocale: "What bounds it: validation runs again (the dataset is parsed and checked against `en`), and the supplemental files are parsed before the changed locale is built.",
        ]
    }
}
