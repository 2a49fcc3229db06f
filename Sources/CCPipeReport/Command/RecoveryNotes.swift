import CCPipeCore
import CCPipeOutput

/// What was done with the commits of killed commands found in an output
/// directory, as notes on standard error.
enum RecoveryNotes {
    static func add(_ recovered: [CommitRecovery], in out: String, to report: inout CommandReport) {
        for recovery in recovered {
            switch recovery {
            case .completed(let changes):
                report.note("note: finished the commit of an interrupted ccpipe command in \(out) (\(Plural.count(changes, "change")))")
            case .undone(let changes):
                report.note(
                    "note: undid the commit of an interrupted ccpipe command in \(out) (\(Plural.count(changes, "change"))); its outputs are as before it"
                )
            }
        }
    }
}
