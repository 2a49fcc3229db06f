@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeReference
@testable import CountryCodeKit

/// The XML reader under every CLDR loader, the phone-metadata importer and
/// the subset writer `import cldr` uses: any bytes either load or throw
/// `InputError` with a position.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = FuzzInput.file(FuzzInput.bytes(data, size))
    let file = ReferenceFile.disk(path)
    let loaders: [() throws -> Void] = [
        { _ = try TerritoryNamesLoader.load(file) },
        { _ = try RegionValidityLoader.load(file) },
        { _ = try SupplementalDataLoader.load(file) },
        { _ = try SupplementalMetadataLoader.load(file) },
        { _ = try TelephoneCodeLoader.load(file) },
        { _ = try PhoneMetadataImporter.read(file: path) },
        { _ = try XMLSubsetWriter(keep: { ancestors, _ in ancestors.count < 3 ? .element : .subtree }).write(file: path) },
    ]
    for load in loaders {
        do {
            try load()
        } catch let error as InputError {
            precondition(error.location.map { $0.line >= 1 && $0.column >= 1 } ?? true, "an error at line or column 0")
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
    return 0
}
