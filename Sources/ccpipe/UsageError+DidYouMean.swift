import CountryCodeKit

extension UsageError {
    /// `unknown option '--fromat'; did you mean '--format'?`
    static func unknown(_ kind: String, _ typed: String, among candidates: [String]) -> UsageError {
        UsageError("unknown \(kind) '\(typed)'" + didYouMean(typed, among: candidates))
    }

    /// `; did you mean 'json'?`, or nothing when no candidate is near.
    static func didYouMean(_ typed: String, among candidates: [String]) -> String {
        NearestName.suggestion(for: typed, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
