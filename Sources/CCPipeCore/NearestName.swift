/// The declared name nearest to a mistyped one, for the "did you mean" of a
/// usage error or of an unknown key in the project file, as git and
/// swift-argument-parser offer it.
package enum NearestName {
    /// A candidate a typing slip away: at most two edits (one for a name of
    /// three characters or fewer), counting an insertion, a deletion, a
    /// substitution or two neighbours swapped as one; else the only
    /// candidate that begins with what was typed (`comp` for `completions`).
    /// Ties go to the candidate declared first.
    package static func suggestion(for typed: String, among candidates: [String]) -> String? {
        // Dashes are not part of a name's length: `--co` is two characters.
        let word = Array(typed.trimmingPrefix("-"))
        let limit = word.count <= 3 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != typed {
            let other = Array(candidate.trimmingPrefix("-"))
            let distance = editDistance(word, other)
            if distance <= limit && distance < other.count && distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        let extending = candidates.filter { $0.hasPrefix(typed) }
        return word.count >= 3 && extending.count == 1 ? extending[0] : nil
    }

    /// Optimal string alignment distance: Levenshtein's, plus a swap of
    /// adjacent characters as one edit.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
