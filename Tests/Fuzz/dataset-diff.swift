@testable import CCPipeDiff
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CCPipeReport
@testable import CountryCodeKit

/// `ccpipe diff` on two datasets (the input split at its first NUL): the
/// record diff, both sides' findings, the `en` catalogs, and every format.
let reference = try! ReferenceLoader.load(.embedded, locales: ["en"])
let pipeline = Pipeline(.standalone())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (oldBytes, newBytes) = FuzzInput.pair(FuzzInput.bytes(data, size))
    guard let old = try? DatasetReader.parse(bytes: oldBytes, file: "old.json"),
          let new = try? DatasetReader.parse(bytes: newBytes, file: "new.json"),
          let report = try? pipeline.diff(old: old, new: new, reference: reference, locales: ["en"]) else { return 0 }
    _ = DiffTextReporter.render(report, colored: true)
    _ = DiffJSONReporter.render(report)
    _ = DiffMarkdownReporter.render(report)
    _ = DiffHTMLReporter.render(report)
    return 0
}
