@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit

/// `.ccpipe.json`: any bytes either read as a configuration or throw
/// `InputError` with a position. A configuration read is strict: no object
/// in the file says a key twice, and every path it sets is absolute, with no
/// `.` or `..` left, so the confinement sees the path that will be opened.
let knownRules = Set(Validator.rules.map(\.ruleDescription.id))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let configuration: Configuration
    do {
        configuration = try ConfigurationReader.parse(bytes: bytes, file: "/tmp/fuzz/.ccpipe.json", knownRules: knownRules)
    } catch let error as InputError {
        precondition(error.location != nil || error.file != nil, "an error without a place: \(error)")
        return 0
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    guard let root = try? JSONParser.parse(bytes, file: "/tmp/fuzz/.ccpipe.json") else {
        preconditionFailure("read as a configuration, but not as JSON")
    }
    precondition(!hasDuplicateKey(root), "a key said twice was read")
    let settings = configuration.project
    for path in [settings.dataset, settings.out, settings.reference?.path, settings.iso?.path].compactMap({ $0 }) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        precondition(path.hasPrefix("/") && !parts.contains(".") && !parts.contains(".."), "a path left unresolved: \(path)")
    }
    return 0
}

/// Whether any object in `node` names a key twice.
func hasDuplicateKey(_ node: JSONNode) -> Bool {
    switch node.value {
    case .object(let members):
        var keys = Set<String>()
        return members.contains { !keys.insert($0.key).inserted || hasDuplicateKey($0.value) }
    case .array(let elements):
        return elements.contains(where: hasDuplicateKey)
    default:
        return false
    }
}
