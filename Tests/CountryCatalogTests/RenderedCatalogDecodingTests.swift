import Foundation
import Testing
import CountryCatalog

/// The files CountryCodeKit's `CatalogRenderer` writes must decode with the
/// types apps use. The fixtures below are copied verbatim from its output
/// (`CatalogRendererTests.sample`); re-copy them when the format changes.
@Suite struct RenderedCatalogDecodingTests {
    static let countriesJSON = #"""
    {
      "locale": "sv",
      "sections": [
        {
          "countries": [
            {
              "code": "ZM",
              "dial_code": "+260",
              "flag": "🇿🇲",
              "name": "Zambia",
              "search_keys": [
                "zambia"
              ]
            }
          ],
          "kind": "normal",
          "title": "Z"
        },
        {
          "countries": [
            {
              "code": "AX",
              "dial_code": "+358 18",
              "flag": "🇦🇽",
              "name": "Åland",
              "search_keys": [
                "Ahvenanmaa",
                "aland"
              ]
            }
          ],
          "kind": "normal",
          "title": "Å"
        },
        {
          "countries": [
            {
              "code": "QQ",
              "dial_code": "",
              "name": "\"Q/Q\"\\\n\u0001",
              "search_keys": []
            }
          ],
          "kind": "overflow",
          "title": "…"
        }
      ]
    }

    """#

    static let indexJSON = #"""
    {
      "letters": [
        {
          "count": 0,
          "label": "Y",
          "section": 0
        },
        {
          "count": 1,
          "label": "Z",
          "section": 0
        },
        {
          "count": 1,
          "label": "Å",
          "section": 1
        },
        {
          "count": 1,
          "label": "…",
          "section": 2
        }
      ],
      "locale": "sv"
    }

    """#

    @Test func countriesDecode() throws {
        let decoded = try JSONDecoder().decode(SectionedCountries.self, from: Data(Self.countriesJSON.utf8))
        #expect(decoded.locale == "sv")
        #expect(decoded.sections.map(\.title) == ["Z", "Å", "…"])
        #expect(decoded.sections.map(\.kind) == ["normal", "normal", "overflow"])
        #expect(decoded.sections[1].countries == [Country(code: "AX", name: "Åland", dialCode: "+358 18", flag: "🇦🇽", searchKeys: ["Ahvenanmaa", "aland"])])
        #expect(decoded.sections[2].countries[0].flag == nil)
        #expect(decoded.sections[2].countries[0].name == "\"Q/Q\"\\\n\u{01}")
    }

    @Test func indexDecodesAndPointsIntoSections() throws {
        let index = try JSONDecoder().decode(LetterIndex.self, from: Data(Self.indexJSON.utf8))
        let countries = try JSONDecoder().decode(SectionedCountries.self, from: Data(Self.countriesJSON.utf8))
        #expect(index.locale == countries.locale)
        #expect(index.letters.map(\.label) == ["Y", "Z", "Å", "…"])
        #expect(index.letters.allSatisfy { countries.sections.indices.contains($0.section) })
        for letter in index.letters where letter.count > 0 {
            #expect(countries.sections[letter.section].title == letter.label)
            #expect(countries.sections[letter.section].countries.count == letter.count)
        }
    }
}
