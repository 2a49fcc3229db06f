import CCPipeOutput

/// What `phone` found: for each number, what CountryCatalog's phone field
/// shows after each character typed, and the country it belongs to. The
/// outcome `PhoneReport` renders.
package struct PhoneTyped: Sendable {
    package struct Entry: Sendable, Equatable {
        /// The number as given.
        package var input: String
        /// What the field shows after each character.
        package var keystrokes: [String]
        /// The country of the number, when it is an international one found in a region.
        package var found: String?
        /// The country the number was typed in: the one stated, else the one found.
        package var typedIn: String?

        package init(input: String, keystrokes: [String], found: String?, typedIn: String?) {
            self.input = input
            self.keystrokes = keystrokes
            self.found = found
            self.typedIn = typedIn
        }
    }

    package var entries: [Entry]
    /// The commits of killed commands found in the output directory and
    /// finished or undone before it was read.
    package var recovered: [CommitRecovery]
    /// The output directory the phone data was read from, absolute.
    package var outputDirectory: String

    package init(entries: [Entry], recovered: [CommitRecovery], outputDirectory: String) {
        self.entries = entries
        self.recovered = recovered
        self.outputDirectory = outputDirectory
    }
}
