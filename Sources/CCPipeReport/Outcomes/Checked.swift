import CCPipeModel
import CCPipeValidate

/// A dataset and the bytes it was read from (`fix` edits the bytes).
package struct DatasetInput: Sendable {
    package var bytes: [UInt8]
    package var dataset: Dataset

    package init(bytes: [UInt8], dataset: Dataset) {
        self.bytes = bytes
        self.dataset = dataset
    }
}

/// What `check` found, with what it was checked against.
package struct Checked: Sendable {
    package var input: DatasetInput
    package var reference: ReferenceData
    package var result: ValidationResult

    package var dataset: Dataset { input.dataset }

    package init(input: DatasetInput, reference: ReferenceData, result: ValidationResult) {
        self.input = input
        self.reference = reference
        self.result = result
    }
}
