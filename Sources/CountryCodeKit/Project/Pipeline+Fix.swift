extension Pipeline {
    /// The safe fixes for the project's dataset, and what validation finds
    /// in the fixed bytes: the findings that still need a person.
    public func fix() throws(PipelineError) -> Fixed {
        let checked = try check()
        let result = DatasetFixer.fix(checked.input.bytes, dataset: checked.dataset, findings: checked.result.findings)
        guard !result.edits.isEmpty else { return Fixed(checked: checked, result: result, remaining: checked.result) }
        let fixed = try parse(result.fixedBytes, name: checked.dataset.file)
        return Fixed(checked: checked, result: result, remaining: validate(fixed.dataset, against: checked.reference))
    }

    /// Writes the fixed bytes over the dataset.
    public func write(_ fixed: Fixed) throws(PipelineError) {
        guard case .file(let path, let name) = project.dataset else {
            throw PipelineError(.usage, "--write needs a dataset file; standard input cannot be written back")
        }
        try AtomicFile.write(fixed.result.fixedBytes, to: path)
        _ = name
    }
}

public struct Fixed: Sendable {
    public var checked: Checked
    public var result: DatasetFixer.Result
    /// Validation of the dataset as it is after the fixes.
    public var remaining: ValidationResult
}
