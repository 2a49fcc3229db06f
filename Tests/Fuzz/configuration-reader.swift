@testable import CountryCodeKit

/// `.ccpipe.json`: any bytes either read as a configuration or throw
/// `InputError` with a position.
let knownRules = Set(Validator.rules.map(\.ruleDescription.id))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        _ = try ConfigurationReader.parse(bytes: FuzzInput.bytes(data, size), file: "/tmp/fuzz/.ccpipe.json", knownRules: knownRules)
    } catch is InputError {
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}
