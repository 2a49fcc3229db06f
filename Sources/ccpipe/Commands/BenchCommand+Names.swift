extension BenchCommand {
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
            cold: "What bounds it: half the build's instructions go to the catalogs of the locales that differ (ICU's alphabetic index and collation; search keys, that is folding names with Foundation and spelling them in Latin with ICU transforms), an eighth to opening those transforms (`Han-Latin` above all, on other threads from the start), a fifth to reading each locale file up to `</territories>` (the markup checks and libxml2), and a sixteenth to rendering JSON (see the instructions above); both cores are busy from the first tenth of a second to the last, so only fewer instructions make it faster.",
            noOp: "What bounds it: process start, reading and decoding the manifest (a few hundred kilobytes of JSON), one `stat` per reference and output file.",
            oneLocale: "What bounds it: validation runs again (the dataset is parsed and checked against `en`), and the supplemental files are parsed before the changed locale is built.",
        ]
    }
}
