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
            cold: "What bounds it: the build executes about as many instructions as the parse (see the instructions above) and spreads them over two cores, with the file system's work besides. Over a fifth go to ICU's alphabetic indexes: building each of about 210 distinct ones (ICU sorts the first characters of every script again for each, some 3 million instructions) and filing the names into them. A fifth goes to reading each locale file up to `</territories>` (libxml2 and the markup checks), a sixth to search keys (folding names, spelling them in Latin with ICU transforms), and a sixteenth to rendering JSON. Both cores are busy from the first tenth of a second to the last, so only fewer instructions make it faster.",
            noOp: "What bounds it: process start, reading and decoding the manifest (a few hundred kilobytes of JSON), one `stat` per reference and output file.",
            oneLocale: "What bounds it: validation runs again (the dataset is parsed and checked against `en`), and the supplemental files are parsed before the changed locale is built.",
        ]
    }
}
