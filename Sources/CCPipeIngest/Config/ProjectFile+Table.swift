/// The manual's table of the project file's keys, rendered from the
/// declaration; a test holds the manual's copy to it.
extension ProjectFile {
    package static var markdownTable: String {
        var lines = ["| key | type | default | meaning | example |", "|---|---|---|---|---|"]
        for key in keys {
            lines.append("| `\(key.path)` | \(key.type) | \(key.defaultValue) | \(key.meaning) | `\(key.example)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
