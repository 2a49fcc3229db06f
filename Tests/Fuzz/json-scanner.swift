@testable import CCPipeCore
@testable import CCPipeIngest

/// The strict JSON scanner: any bytes either parse or throw `InputError`
/// with a position inside the input; what parses renders and parses again
/// to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    do {
        let node = try JSONParser.parse(bytes, file: "fuzz.json")
        let rendered = JSONOutput(node).renderedBytes()
        let again = try JSONParser.parse(rendered, file: "rendered.json")
        precondition(JSONOutput(again) == JSONOutput(node), "a rendered document reads back differently")
    } catch let error as InputError {
        precondition(error.location.map { $0.line >= 1 && $0.column >= 1 } ?? true, "an error at line or column 0")
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}
