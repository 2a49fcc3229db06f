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
            cold: "What bounds it: about half the build's instructions go to the catalogs (ICU's alphabetic index and collation, folding names for search keys, resolving names along each chain), a fifth to parsing each locale file up to `</territories>` and a sixth to rendering JSON (see the instructions above); serial work (process start, the supplemental files, validation, the manifest) runs on one core, and the kernel creates 1,606 files in 803 directories.",
            noOp: "What bounds it: process start, reading and decoding the manifest (a few hundred kilobytes of JSON), one `stat` per reference and output file.",
            oneLocale: "What bounds it: validation runs again (the dataset is parsed and checked against `en`), and the supplemental files are parsed before the changed locale is built.",
        ]
    }
}
