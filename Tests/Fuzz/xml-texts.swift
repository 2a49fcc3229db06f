@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference

/// A read of texts with the elements the markup guard takes
/// (`XMLTakenTexts`) against the same read with libxml2 reading them all:
/// any bytes give the same events, the same visitor answers obeyed, and the
/// same error at the same place.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let request = XMLTextsRequest(path: ["ldml", "localeDisplayNames", "territories", "territory"], maximumTextBytes: 64) {
        InputError("too long", at: SourceLocation(file: "f.xml", line: $0, column: 1))
    }
    // Every element read; then the third element stops the read, or makes
    // the visitor throw, or is skipped.
    for visitor in 0..<4 {
        var outcomes: [[String]] = []
        for takes in [true, false] {
            var seen: [String] = []
            var elements = 0
            do {
                try XMLReader.read(bytes: bytes, file: "f.xml", options: TerritoryNamesLoader.readOptions, consumer: .texts(request, { event in
                    seen.append("\(event)")
                    guard case .element(let start) = event else { return .proceed }
                    elements += 1
                    guard elements == 3 else { return .proceed }
                    switch visitor {
                    case 1: return .stop
                    case 2: throw InputError("visitor", at: SourceLocation(file: "f.xml", line: start.line, column: 1))
                    case 3: return .skipChildren
                    default: return .proceed
                    }
                }), takesTexts: takes)
                seen.append("ok")
            } catch {
                seen.append("error: \(error)")
            }
            outcomes.append(seen)
        }
        precondition(outcomes[0] == outcomes[1], "the reads differ:\n\(outcomes[0])\n\(outcomes[1])")
    }
    return 0
}
