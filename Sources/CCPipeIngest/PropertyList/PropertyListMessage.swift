/// Messages of the property list reader, in one place: lowercase, values in
/// quotes, no trailing period. Element names and texts come from the file,
/// and are quoted through `InputExcerpt`.
enum PropertyListMessage {
    static let binary = "binary property lists (\"bplist00\") are not read: they keep no line numbers for findings to point at; convert it to XML first (macOS: plutil -convert xml1 FILE; Debian: plistutil -f xml -i FILE -o FILE.plist)"
    static let emptyPlist = "expected a value inside <plist>, found none"
    static let emptyFile = "expected a property list (<plist>…</plist>), found an empty file"

    static func root(_ name: String) -> String { "expected a <plist> root element, found <\(InputExcerpt.text(name))>" }
    static func unknownElement(_ name: String) -> String { "expected a property list element (dict, array, key, string, integer, real, true, false, date, data), found <\(InputExcerpt.text(name))>" }
    static func keyExpected(_ name: String) -> String { "expected <key> in <dict>, found <\(InputExcerpt.text(name))>" }
    static func valueExpected(after key: String, found: String) -> String { "expected a value after <key>\(InputExcerpt.text(key))</key>, found \(found)" }
    static func elementInside(_ name: String, parent: String) -> String { "expected text inside <\(parent)>, found <\(InputExcerpt.text(name))>" }
    static func secondValue(_ name: String) -> String { "expected one value inside <plist>, found a second one, <\(InputExcerpt.text(name))>" }
    static func text(_ text: String) -> String { "expected an element, found text \(InputExcerpt.quoted(text))" }
}
