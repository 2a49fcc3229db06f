import CCPipeCore
import CCPipeIngest
import CCPipeReport
import CCPipeValidate
import Foundation

extension Pipeline {
    /// The safe fixes for the project's dataset, and what validation finds
    /// in the fixed bytes: the findings that still need a person.
    /// Every safe fix is made, not only those of the findings a report
    /// lists (`OmittedFindings.perRule` of a rule).
    package func fix() throws(PipelineError) -> Fixed {
        let input = try read()
        let reference = try reference(for: [input.dataset])
        let judged = Validator.validate(input.dataset, against: reference, configuration: project.configuration, keepingFixable: true)
        let checked = Checked(input: input, reference: reference, result: judged)
        let result = DatasetFixer.fix(checked.input.bytes, dataset: checked.dataset, findings: judged.fixable)
        guard !result.edits.isEmpty else { return Fixed(checked: checked, result: result, remaining: checked.result) }
        let fixed = try parse(result.fixedBytes, name: checked.dataset.file)
        return Fixed(checked: checked, result: result, remaining: validate(fixed.dataset, against: checked.reference))
    }

    /// Writes the fixed bytes over the dataset, keeping its permissions and
    /// group, and only while it still holds the bytes the fixes were made
    /// from: an edit made while `fix` ran is kept and reported, not lost.
    package func write(_ fixed: Fixed) throws(PipelineError) {
        try AtomicFile.replace(fixed.result.fixedBytes, at: writableDatasetPath(), original: .bytes(fixed.checked.input.bytes))
    }

    /// The file `write` replaces. Standard input cannot be written back,
    /// nor can a device or a pipe be replaced by a file (`/dev/null`, or
    /// `/dev/stdin` reading a pipe): `fix --write` asks first, so that it
    /// says so before it reads or prints anything.
    package func writableDatasetPath() throws(PipelineError) -> String {
        guard case .file(let path, _) = project.dataset else {
            throw PipelineError(.usage, "--write needs a dataset file; standard input cannot be written back")
        }
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw PipelineError(.usage, "--write needs a regular dataset file; \"\(path)\" is \(FileKind.describe(status.st_mode))")
        }
        return path
    }
}

package struct Fixed: Sendable {
    package var checked: Checked
    package var result: DatasetFixer.Result
    /// Validation of the dataset as it is after the fixes.
    package var remaining: ValidationResult
}
