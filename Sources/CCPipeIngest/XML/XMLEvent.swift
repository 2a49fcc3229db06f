/// What the streaming XML reader hands to its visitor, in document order.
/// Plain Swift values: nothing from libxml2 outlives the callback.
package enum XMLEvent: Sendable, Equatable {
    /// `<!DOCTYPE name SYSTEM "systemID">`, before the root element. Only the
    /// identifiers are reported; the external DTD is never loaded.
    case documentType(name: String, publicID: String?, systemID: String?)
    /// A comment, with the line it starts on. Kept so that the CLDR trimmer
    /// can carry license headers over.
    case comment(String, line: Int)
    case startElement(XMLElementStart)
    /// Character data (text and CDATA), including whitespace between elements.
    case text(String, line: Int)
    /// Sent for every element, also for `<empty/>` ones.
    case endElement(name: String, depth: Int)
}

package struct XMLElementStart: Sendable, Equatable {
    /// The qualified name as written (`territory`, `xml:lang` style prefixes kept).
    package var name: String
    package var attributes: XMLAttributes
    /// 0 for the root element.
    package var depth: Int
    package var line: Int

    package init(name: String, attributes: XMLAttributes, depth: Int, line: Int) {
        self.name = name
        self.attributes = attributes
        self.depth = depth
        self.line = line
    }

    /// Attribute names in document order, for writers that must be deterministic
    /// and faithful to the source.
    package var attributeOrder: [String] { attributes.names }

    /// Equal starts have the same attributes in the same order.
    package static func == (lhs: XMLElementStart, rhs: XMLElementStart) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.attributeOrder == rhs.attributeOrder
            && lhs.depth == rhs.depth && lhs.line == rhs.line
    }
}

/// What the visitor wants next. Skipping and stopping let loaders read only
/// the part of a CLDR locale file they need (its `<territories>`), which is
/// most of the cost when all of CLDR's locales are read.
package enum XMLVisitAction: Sendable {
    case proceed
    /// Only meaningful on `startElement`: do not report this element's content
    /// (its `endElement` is not reported either).
    case skipChildren
    /// End reading now; the rest of the document is not checked.
    case stop
}

package struct XMLReaderOptions: Sendable {
    /// Allow `<!DOCTYPE x [ … ]>` with element and attribute declarations.
    /// Entity declarations stay rejected either way. Needed for
    /// libphonenumber's `PhoneNumberMetadata.xml`; CLDR files have no subset.
    package var allowsInternalSubset: Bool
    /// Files larger than this are refused before parsing.
    package var maximumFileSize: Int
    /// Element nesting deeper than this (root = 1) is refused.
    package var maximumDepth: Int
    /// A start tag with more attributes than this is refused before libxml2
    /// parses it: libxml2 2.9.14 compares each attribute with every earlier
    /// one, in time that grows as the square of their number. CLDR 41 and
    /// libphonenumber put at most 8 on an element.
    package var maximumAttributes: Int
    /// More elements than this in one document are refused (CLDR 41's most,
    /// in `main/cs.xml`, is 16,740; CLDR 48.2's, in `main/cv.xml`, 13,797).
    package var maximumElements: Int
    /// A text, attribute value, comment or declaration longer than this
    /// (in bytes) is refused (CLDR 41's longest text is 8,186 bytes, CLDR
    /// 48.2's 44,689 in `main/ko.xml`, libphonenumber's longest attribute 3,022).
    package var maximumTokenBytes: Int
    /// Read the document only up to the end tag that closes this path (root
    /// first), as if the open elements closed there; the rest is not parsed,
    /// only its last bytes checked (the manual, "Reading CLDR files"). Nor is
    /// the content of the elements before the path's last one in its parent
    /// (`languages`, `scripts`): the parser sees them empty, the guard's
    /// checks still read every byte, and lines and columns stay the file's.
    /// Every command reads a CLDR locale file up to `</territories>` this
    /// way, so they all judge it alike.
    package var readsUpToEndOf: [String]?
    /// The name the root element must have (`ldml`, `supplementalData`), or
    /// nil for any.
    package var rootElement: String?

    package init(allowsInternalSubset: Bool = false, maximumFileSize: Int = 32 * 1024 * 1024, maximumDepth: Int = 64,
                maximumAttributes: Int = 64, maximumElements: Int = 200_000, maximumTokenBytes: Int = 64 * 1024,
                rootElement: String? = nil, readsUpToEndOf: [String]? = nil) {
        self.maximumElements = maximumElements
        self.maximumTokenBytes = maximumTokenBytes
        self.readsUpToEndOf = readsUpToEndOf
        self.allowsInternalSubset = allowsInternalSubset
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumAttributes = maximumAttributes
        self.rootElement = rootElement
    }

    package static let `default` = XMLReaderOptions()
}
