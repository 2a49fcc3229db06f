import CCPipeModel
import CCPipeCore

extension Dataset {
    /// The closing line of the text and GitHub reports, `file: 242 records
    /// (array of records), reference: …: 5 errors, …`, with the file, the
    /// shape (which may quote a key) and the reference as text output shows
    /// them.
    func summaryLine(reference: String?, _ sentence: String) -> String {
        let count = records.count
        return "\(ReportText.printable(file)): \(Plural.count(count, "record")) (\(ReportText.printable(shape.description)))"
            + (reference.map { ", reference: \(ReportText.printable($0))" } ?? "") + ": \(sentence)"
    }
}
