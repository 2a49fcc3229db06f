import Foundation

// SwiftPM generates `Bundle.module` for a target with resources; the fuzz
// build compiles CountryCatalog with swiftc, and no harness reads its bundle.
extension Bundle {
    static let module = Bundle.main
}
