import CCPipeBuild
import CCPipeCore
import CCPipeOutput
import CountryCatalogCore
import Foundation

extension Pipeline {
    /// Every region's phone data as `build` wrote it into the output
    /// directory (`phone.json`), read as a build reads its outputs: by name
    /// through the output directory, never through a link, no larger than a
    /// build writes. Call `settleOutputs` first.
    package func builtPhoneData() throws(PipelineError) -> PhoneDirectory {
        guard let outputs = project.outputDirectory else { throw PipelineError(.usage, "no output directory to read phone.json from") }
        let hint = "Run 'ccpipe build' first"
        guard let root = try DirectoryHandle.open(outputs),
              let bytes = try root.read(PhoneFile.fileName, maxBytes: OutputTree.maximumFileBytes) else {
            throw PipelineError(.usage, "\(DisplayPath.of(outputs)) has no \(PhoneFile.fileName)", hint: hint)
        }
        do {
            return try PhoneDirectory.decode(Data(bytes))
        } catch {
            throw PipelineError(.data, "\(DisplayPath.of(outputs))/\(PhoneFile.fileName) cannot be read: \(error)", hint: hint)
        }
    }
}
