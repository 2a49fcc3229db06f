@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReference
import Foundation
import Testing

/// A locale file's index letters, in `<characters>` after the names: read
/// after the cut, alone, with every check a document gets, into what the
/// read depended on.
@Suite struct XMLFollowingTests {
    static let head = """
        <?xml version="1.0" encoding="UTF-8" ?>
        <ldml>
        \t<identity><language type="sv"/></identity>
        \t<localeDisplayNames>
        \t\t<territories>
        \t\t\t<territory type="SE">Sverige</territory>
        \t\t</territories>
        \t\t<variants><variant type="X">x</variant></variants>
        \t</localeDisplayNames>
        \t<layout><orientation/></layout>

        """
    static let characters = """
        \t<characters>
        \t\t<exemplarCharacters>[a b c]</exemplarCharacters>
        \t\t<exemplarCharacters type="index">[A B C Å Ä Ö]</exemplarCharacters>
        \t\t<exemplarCharacters type="index" alt="secondary">[X]</exemplarCharacters>
        \t</characters>

        """
    /// Well over the last bytes every read checks, so that a change here
    /// is one no read depends on.
    static let rest = "\t<dates><calendar type=\"units\"/>" + String(repeating: "<!-- dates and numbers -->", count: 20) + "</dates>\n</ldml>\n"

    static func write(_ text: String) throws -> String {
        let path = Scratch.url("ccpipe-following-\(UUID()).xml").path
        try AtomicFile.write(text, to: path)
        return path
    }

    @Test func theIndexLettersAreReadAfterTheNames() throws {
        let path = try Self.write(Self.head + Self.characters + Self.rest)
        let read = try TerritoryNamesLoader.read(.disk(path))
        #expect(read.names.standard == ["SE": "Sverige"])
        #expect(read.indexLetters == "[A B C Å Ä Ö]")
        // The read depended on the bytes up to `</characters>`.
        let through = (Self.head + Self.characters).utf8.count - 1
        #expect(read.extent?.read == through)
        #expect(read.extent?.tail != nil)
    }

    /// A change in what lies between the names and the letters, or in the
    /// letters, changes the fingerprint; one after them (but the last bytes) does not.
    @Test func theFingerprintCoversTheLettersAndNothingAfter() throws {
        func fingerprint(_ text: String) throws -> String {
            let path = try Self.write(text)
            return try #require(try TerritoryNamesLoader.read(.disk(path)).extent).fingerprint
        }
        let base = try fingerprint(Self.head + Self.characters + Self.rest)
        #expect(try fingerprint(Self.head + Self.characters + Self.rest.replacingOccurrences(of: "units", with: "UNITS")) == base)
        #expect(try fingerprint(Self.head.replacingOccurrences(of: "orientation", with: "orientatio ") + Self.characters + Self.rest) != base)
        #expect(try fingerprint(Self.head + Self.characters.replacingOccurrences(of: "Ö", with: "Ø") + Self.rest) != base)
        // What a later build computes without parsing, from the recorded
        // count, is the same fingerprint.
        let path = try Self.write(Self.head + Self.characters + Self.rest)
        let recorded = try #require(try TerritoryNamesLoader.read(.disk(path)).extent)
        let again = try #require(XMLReadExtent.of(file: path, reading: recorded.read, limit: 32 << 20))
        #expect(again.fingerprint == recorded.fingerprint)
    }

    /// A start tag inside a comment, a CDATA section or a processing
    /// instruction is not the element.
    @Test func markupThatIsNotATagIsPassedOver() throws {
        let decoys = "\t<!-- <characters><exemplarCharacters type=\"index\">[Z]</exemplarCharacters></characters> -->\n"
            + "\t<?note <characters> ?>\n"
        let path = try Self.write(Self.head + decoys + Self.characters + Self.rest)
        #expect(try TerritoryNamesLoader.read(.disk(path)).indexLetters == "[A B C Å Ä Ö]")
    }

    /// A file without `<characters>` has no letters, and the read depended
    /// on all of it.
    @Test func withoutTheElementTheWholeFileCounts() throws {
        let text = Self.head + Self.rest
        let read = try TerritoryNamesLoader.read(.disk(try Self.write(text)))
        #expect(read.indexLetters == nil)
        #expect(read.extent?.read == text.utf8.count)
        #expect(read.extent?.tail == nil)
    }

    /// The element is held to every check, and its errors name the file's
    /// own line and column.
    @Test(arguments: [
        ("\t<characters>\n\t\t<exemplarCharacters type=\"index\">[A &foo; B]</exemplarCharacters>\n\t</characters>\n", 12),
        ("\t<characters>\n\t\t<exemplarCharacters type=\"index\">[A B]</exemplarCharacter>\n\t</characters>\n", 12),
        // Elements of other names, and those after the letters, are checked as well.
        ("\t<characters>\n\t\t<exemplarCharacters type=\"index\">[A]</exemplarCharacters>\n\t\t<ellipsis>…</elipsis>\n\t</characters>\n", 13),
        ("\t<characters>\n\t\t<ellipsis a=\"1\" a=\"2\">…</ellipsis>\n\t</characters>\n", 12),
        ("\t<characters>\n\t\t<ellipsis>\u{1}</ellipsis>\n\t</characters>\n", 12),
        ("\t<characters>\n\t\t<exemplarCharacters type=\"index\">[A]</exemplarCharacters>\n\t\t<x>&foo;</x>\n\t</characters>\n", 13),
    ])
    func aBrokenElementIsAnErrorAtItsPlaceInTheFile(_ characters: String, _ line: Int) throws {
        let path = try Self.write(Self.head + characters + Self.rest)
        let error = try #require(throws: InputError.self) { try TerritoryNamesLoader.read(.disk(path)) }
        #expect(error.location?.file == path)
        #expect(error.location?.line == line, "\(error)")
    }

    /// Elements of other names, entities, comments and nested elements
    /// around the letters: only the index letters are read, as CLDR 48.2's
    /// German file has them.
    @Test func theLettersAreReadAmongOtherElements() throws {
        let characters = """
            \t<characters>
            \t\t<exemplarCharacters>[a b c]</exemplarCharacters>
            \t\t<ellipsis type="final">{0}…</ellipsis><!-- between -->
            \t\t<exemplarCharacters type="punctuation">[&quot; &amp; &lt;]</exemplarCharacters>
            \t\t<exemplarCharacters type="index" draft="unconfirmed">[X]</exemplarCharacters>
            \t\t<exemplarCharacters type="index">[A B C]</exemplarCharacters>
            \t\t<parseLenients scope="date"><parseLenient sample=":">[\\: ∶]</parseLenient></parseLenients>
            \t\t<moreInformation>?</moreInformation>
            \t</characters>

            """
        let path = try Self.write(Self.head + characters + Self.rest)
        #expect(try TerritoryNamesLoader.read(.disk(path)).indexLetters == "[A B C]")
    }

    /// Embedded files are read the same way: sv's letters are CLDR 48.2's.
    @Test func theEmbeddedLocalesCarryTheirIndexLetters() throws {
        let read = try TerritoryNamesLoader.read(ReferenceLocation.embedded.cldrFile("main/sv.xml"))
        #expect(read.indexLetters == "[A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Å Ä Ö]")
        #expect(try TerritoryNamesLoader.read(ReferenceLocation.embedded.cldrFile("main/en_AU.xml")).indexLetters == nil)
    }

    /// ICU 72's own Swedish letters are CLDR 48.2's; one letter more or
    /// fewer is said on its side; a pattern ICU cannot read is said so.
    @Test func icusLettersAreComparedAsASet() throws {
        let swedish = "[A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Å Ä Ö]"
        #expect(try ICU.compareIndexLetters(locale: "sv", pattern: swedish) == .same)
        #expect(try ICU.compareIndexLetters(locale: "sv", pattern: "[ A-Z Å Ä Ö ]") == .same, "a set, not its spelling")
        #expect(try ICU.compareIndexLetters(locale: "sv", pattern: swedish.replacingOccurrences(of: "Ö]", with: "Ö Ø]"))
            == .differ(onlyCLDR: "Ø", onlyICU: ""))
        #expect(try ICU.compareIndexLetters(locale: "sv", pattern: swedish.replacingOccurrences(of: " Å Ä Ö", with: ""))
            == .differ(onlyCLDR: "", onlyICU: "Ä Å Ö"))
        #expect(try ICU.compareIndexLetters(locale: "sv", pattern: "[A B") == .unreadable)
    }

    /// The check names the locale the letters come from, for a locale that
    /// inherits them, and nothing where they agree.
    @Test func theCheckNamesWhereTheLettersComeFrom() throws {
        var reference = ReferenceData()
        let german = try #require(try TerritoryNamesLoader.read(ReferenceLocation.embedded.cldrFile("main/de.xml")).indexLetters)
        reference.indexLetters = ["sv": "[A B C Ø]", "de": german]
        let check = IndexLettersCheck()
        let difference = try #require(check.difference(locale: "sv_FI", reference: reference))
        #expect(difference.source == "sv")
        #expect(difference.kind == .differ)
        #expect(difference.onlyCLDR == "Ø")
        #expect(check.difference(locale: "de", reference: reference) == nil)
        // ICU 72 (CLDR 42) gives Austrian German letters of its own, which CLDR 48.2 has no more.
        #expect(check.difference(locale: "de_AT", reference: reference)?.onlyICU == "Ä Ö Ü")
        #expect(check.difference(locale: "fr", reference: reference) == nil)
    }
}
