import CountryCodeKit
import Foundation
import CCPipeOutput

extension Console {
    /// A progress line on standard error for runs long enough to want one,
    /// and only when standard error is a terminal (never in logs or tests).
    static func progress(label: String, count: Int) -> CatalogWriter.Progress? {
        guard count > 1, isatty(2) == 1 else { return nil }
        return { done, total in
            // About a hundred updates however many locales there are.
            guard done == total || done % max(total / 100, 1) == 0 else { return }
            error("\r\(label) \(done)/\(total)" + (done == total ? "\n" : ""))
        }
    }
}
