import CCPipeCore
import CCPipeModel

/// A CLDR-style `telephoneCodeData.xml` (CLDR's own, the last in 33.1, which
/// many projects still vendor, or one `ccpipe import phone-metadata` wrote)
/// read as a dataset: a record per `<codesByTerritory territory="…">`, its
/// dial codes each `<telephoneCountryCode code="…">` in it.
///
///     <codesByTerritory territory="AS">
///         <telephoneCountryCode code="1" from="2004-10-02"/>
///         <telephoneCountryCode code="684" to="2005-04-02"/>
///     </codesByTerritory>
///
/// Parsed by `XMLReader` with its hardening (the DTD is never loaded,
/// entities are refused). Every value is located at the opening quote of
/// its attribute, which is what `fix` rewrites. The tree it gives is an
/// object keyed by territory, each holding `{"telephoneCountryCode": [codes]}`.
/// A code with a `to` date is one the territory no longer uses: it is set
/// aside, not judged as current; so is territory `001`, CLDR's place for
/// non-geographic codes (+800), which is no region.
enum TelephoneCodeDataReader {
    /// The member of each territory's object that holds its dial codes.
    static let dialCodesKey = "telephoneCountryCode"

    static func read(_ bytes: [UInt8], file: String, limits: JSONParser.Limits) throws -> DatasetDocument {
        let offsets = XMLElementPositions.offsets(in: bytes)
        let locations = XMLElementPositions.locations(of: offsets, in: bytes, file: file)
        var builder = Builder(bytes: bytes, file: file, offsets: offsets, locations: locations)
        let options = XMLReaderOptions(maximumFileSize: limits.maxBytes, rootElement: "supplementalData")
        try XMLReader.read(bytes: bytes, file: file, options: options) { event in
            try builder.take(event)
            return .proceed
        }
        guard builder.sawData else {
            throw InputError(TelephoneCodeDataMessage.noData, at: SourceLocation(file: file, line: 1, column: 1))
        }
        var document = DatasetDocument(format: .telephoneCodeData,
                                       root: JSONNode(value: .object(builder.territories), location: builder.dataLocation))
        document.shape = .telephoneCodeData
        document.setAside = builder.setAside
        return document
    }

    private struct Builder {
        let bytes: [UInt8]
        let file: String
        let offsets: [Int]
        let locations: [SourceLocation]
        private var elementCount = 0
        private(set) var territories: [JSONMember] = []
        private(set) var setAside: [SetAsideValue] = []
        private(set) var sawData = false
        private(set) var dataLocation: SourceLocation
        /// The territory being read: its key, and its current codes.
        private var open: (key: String, keyLocation: SourceLocation, location: SourceLocation, codes: [JSONNode])?

        init(bytes: [UInt8], file: String, offsets: [Int], locations: [SourceLocation]) {
            self.bytes = bytes
            self.file = file
            self.offsets = offsets
            self.locations = locations
            self.dataLocation = SourceLocation(file: file, line: 1, column: 1)
        }

        mutating func take(_ event: XMLEvent) throws {
            switch event {
            case .startElement(let start):
                let index = elementCount
                elementCount += 1
                // Children are never skipped, so the scan's tags line up with the
                // reader's starts (libxml2 gives a tag's last line, not its first).
                let location = index < locations.count ? locations[index] : SourceLocation(file: file, line: start.line, column: 1)
                try open(start, index: index, location: location)
            case .endElement(let name, let depth) where depth == 2 && name == "codesByTerritory":
                close()
            default:
                break
            }
        }

        private mutating func open(_ start: XMLElementStart, index: Int, location: SourceLocation) throws {
            switch (start.depth, start.name) {
            case (1, "telephoneCodeData"):
                sawData = true
                dataLocation = location
            case (2, "codesByTerritory"):
                guard let territory = start.attributes["territory"] else {
                    throw InputError(TelephoneCodeDataMessage.missing("territory", on: start.name), at: location)
                }
                open = (territory, valueLocation("territory", index: index, element: location), location, [])
            case (3, "telephoneCountryCode"):
                guard open != nil else { return }
                guard let code = start.attributes["code"] else {
                    throw InputError(TelephoneCodeDataMessage.missing("code", on: start.name), at: location)
                }
                let node = JSONNode(value: .string(code), location: valueLocation("code", index: index, element: location))
                if let ended = start.attributes["to"] {
                    setAside.append(.endedDialCode(code: code, to: ended, territory: open!.key, location: node.location))
                } else {
                    open!.codes.append(node)
                }
            default:
                break
            }
        }

        private mutating func close() {
            guard let territory = open else { return }
            open = nil
            if territory.key == "001" {
                setAside.append(.nonGeographic(codes: territory.codes.compactMap(\.string), location: territory.keyLocation))
                return
            }
            let codes = territory.codes.isEmpty ? [] : [JSONMember(key: TelephoneCodeDataReader.dialCodesKey, keyLocation: territory.location,
                                                                   value: JSONNode(value: .array(territory.codes), location: territory.codes[0].location))]
            territories.append(JSONMember(key: territory.key, keyLocation: territory.keyLocation,
                                          value: JSONNode(value: .object(codes), location: territory.location)))
        }

        /// The opening quote of attribute `name` in the start tag at `index`;
        /// the tag's own place when it cannot be found.
        private func valueLocation(_ name: String, index: Int, element: SourceLocation) -> SourceLocation {
            guard index < offsets.count else { return element }
            return XMLElementPositions.attributeValue(name, inTagAt: offsets[index], location: element, in: bytes) ?? element
        }
    }
}

/// Messages of the telephoneCodeData reader.
enum TelephoneCodeDataMessage {
    static let noData = "expected <telephoneCodeData> inside <supplementalData>, found none: only CLDR's telephone code data is read as a dataset"

    static func missing(_ attribute: String, on element: String) -> String {
        "expected attribute \"\(attribute)\" on <\(element)>"
    }
}
