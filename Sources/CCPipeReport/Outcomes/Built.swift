import CCPipeModel
import CCPipeOutput

/// What `build` did: the outcome `BuildReport` renders.
package struct Built: Sendable {
    /// The validation that ran; nil when the manifest showed that neither
    /// the dataset nor anything validation reads changed since a build that
    /// passed it, so it did not run again (locales may still have been rebuilt).
    package var checked: Checked?
    /// How messages name the dataset.
    package var datasetName: String
    package var locales: [String]
    package var outputDirectory: String
    /// Nil when error findings stopped a strict build before anything was built.
    package var outcome: CatalogWriter.Outcome?
    /// What the outputs publish otherwise than the dataset writes it.
    package var corrections: [OutputCorrection] = []
    /// The error findings that remain (not accepted), whether or not the
    /// outputs were built.
    package var errors = 0
    /// The locales built afresh (with `check`: compared afresh), in order;
    /// the others were unchanged according to the manifest.
    package var rebuilt: [String]
    /// Whether `phone.json` was rendered afresh (with `check`: compared).
    package var rebuiltPhone = false
    /// As the summary lists them.
    package var referenceVersions: [String]
    /// The commits of killed commands the build found in the output
    /// directory and finished or undid before it began.
    package var recovered: [CommitRecovery] = []

    package init(checked: Checked?, datasetName: String, locales: [String], outputDirectory: String, outcome: CatalogWriter.Outcome?,
                 rebuilt: [String], referenceVersions: [String], recovered: [CommitRecovery] = []) {
        self.checked = checked
        self.datasetName = datasetName
        self.locales = locales
        self.outputDirectory = outputDirectory
        self.outcome = outcome
        self.rebuilt = rebuilt
        self.referenceVersions = referenceVersions
        self.recovered = recovered
    }
}
