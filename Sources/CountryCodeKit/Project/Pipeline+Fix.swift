import CCPipeCore
import CCPipeIngest
import CCPipeReport
import CCPipeValidate
import Foundation

extension Pipeline {
    /// The safe fixes for the project's dataset, and what validation finds
    /// in the fixed bytes: the findings that still need a person. Every
    /// safe fix is considered, not only those of the findings a report lists
    /// (`OmittedFindings.perRule` of a rule). Each fix is checked by
    /// validating the fixed file: one that would make it worse
    /// (`FixVerification`) is not made, and the others are tried again
    /// without it, until the fixes left make it strictly better.
    package func fix() throws(PipelineError) -> Fixed {
        let input = try read()
        let reference = try reference(for: [input.dataset])
        var judged = Validator.validate(input.dataset, against: reference, configuration: project.configuration, keepingFixable: true)
        let plan = judged.fixes ?? DatasetFixer.Plan(input.dataset)
        judged.fixes = nil
        let checked = Checked(input: input, reference: reference, result: judged)
        var rejected: [SourceLocation: FixVerification.Rejection] = [:]
        for round in 0...Self.verificationRounds {
            // The last round makes only the fixes no round found fault with, syntax repairs, if any are left.
            var excluded = Set(rejected.keys)
            if round == Self.verificationRounds {
                excluded.formUnion(DatasetFixer.fix(checked.input.bytes, dataset: checked.dataset, plan: plan, excluding: excluded)
                    .edits.filter { $0.field != nil }.map(\.location))
            }
            let result = DatasetFixer.fix(checked.input.bytes, dataset: checked.dataset, plan: plan, excluding: excluded)
            let notMade = rejected.values.sorted { $0.edit.location < $1.edit.location }
            guard !result.edits.isEmpty else { return Fixed(checked: checked, result: result, remaining: checked.result, rejected: notMade) }
            let fixed = try parse(result.fixedBytes, name: checked.dataset.file)
            let remaining = validate(fixed.dataset, against: checked.reference)
            let rejections = FixVerification.rejections(of: result.edits, before: (checked.dataset, checked.result), after: (fixed.dataset, remaining))
            if rejections.isEmpty || round == Self.verificationRounds {
                return Fixed(checked: checked, result: result, remaining: remaining, rejected: notMade)
            }
            for rejection in rejections { rejected[rejection.edit.location] = rejection }
        }
        fatalError("unreachable: the last round returns")
    }

    /// `fix`, and with `writing` the fixed bytes written over the dataset
    /// (which is checked to be a writable file before anything is done).
    package func fix(writing: Bool) throws(PipelineError) -> Fixed {
        if writing { _ = try writableDatasetPath() }
        var fixed = try fix()
        if writing, !fixed.result.edits.isEmpty {
            try write(fixed)
            fixed.written = true
        }
        return fixed
    }

    /// How many times the fixes are checked and tried again without those
    /// found to make the file worse, before only the rest are made.
    static let verificationRounds = 4

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
