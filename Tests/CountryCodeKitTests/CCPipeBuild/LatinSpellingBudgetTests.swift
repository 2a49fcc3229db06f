import CCPipeBuild
import CCPipeModel
import Testing

@Suite struct LatinSpellingBudgetTests {
    /// `count` regions named `name` in one table.
    static func names(_ count: Int, _ name: (Int) -> String) -> TerritoryNames {
        TerritoryNames(standard: Dictionary(uniqueKeysWithValues: (0..<count).map { ("R\($0)", name($0)) }))
    }

    /// Names repeated past the budget in bytes, few distinct: within it.
    @Test func repeatsCountOnce() {
        let name = String(repeating: "Ж", count: 400)
        let names = ["ru": Self.names(2000) { _ in name }]
        #expect(LatinSpellingBudget.localeOverBudget(names) == nil)
    }

    /// Distinct names past the budget: the locale that takes them past it,
    /// in the order of the ids; a locale without a transform does not count.
    @Test func distinctNamesPastTheBudgetNameTheLocale() {
        let half = LatinSpellingBudget.maximumScalars / 2
        let names = [
            "en": Self.names(1) { _ in String(repeating: "e", count: 3 * half) },
            "ru": Self.names(600) { "\($0)" + String(repeating: "Ж", count: half / 500) },
            "uk": Self.names(600) { "\($0)" + String(repeating: "Ї", count: half / 500) },
        ]
        #expect(LatinSpellingBudget.localeOverBudget(names) == "uk")
        #expect(LatinSpellingBudget.localeOverBudget(names.filter { $0.key != "uk" }) == nil)
    }
}
