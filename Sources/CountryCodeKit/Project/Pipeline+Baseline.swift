import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReport
import CCPipeValidate
import Foundation

extension Pipeline {
    /// Accepts every current finding in the project file (creating
    /// `.ccpipe.json` beside the dataset when there is none), so that later
    /// checks fail only on new problems. Returns the file written and how
    /// many findings it accepts.
    package func writeBaseline(_ checked: Checked) throws(PipelineError) -> (path: String, accepted: Int) {
        let path: String
        if let file = project.configuration.file {
            path = file
        } else if case .file(let datasetPath, _) = project.dataset {
            path = DisplayPath.of(URL(fileURLWithPath: datasetPath).deletingLastPathComponent()
                .appendingPathComponent(Configuration.defaultFileName).path, workingDirectory: project.workingDirectory)
        } else {
            path = Configuration.defaultFileName
        }
        let result = checked.result
        let read = try PipelineError.wrapping { () -> [UInt8]? in
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            return try InputFile.bytes(atPath: path, maxBytes: limits.maxBytes)
        }
        let existing = try PipelineError.wrapping { try read.map { try JSONParser.parse($0, file: path) } }
        let rendered = BaselineWriter.render(project.configuration, result: result, existing: existing)
        // The file keeps its permissions and group, and is written only
        // while it is what was read here.
        try AtomicFile.replace(Array(rendered.utf8), at: path, original: read.map { .bytes($0) } ?? .absent)
        let count = result.findings.filter { $0.ruleID != Validator.unusedAcceptanceID }.count + result.accepted.count
        return (path, count)
    }
}
