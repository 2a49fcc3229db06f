import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

/// One reference file as the loaders read it: a file on disk, or one of the
/// files compiled into `EmbeddedReference`. `path` is what findings, reports
/// and errors name, so an embedded file still points at something a reader can
/// find in the repository (`embedded:cldr/common/main/en.xml`).
package struct ReferenceFile: Sendable, Equatable {
    package let path: String
    /// The path of an embedded file (`EmbeddedReference.file`), or nil for a file on disk.
    let embeddedKey: String?

    package static func disk(_ path: String) -> ReferenceFile {
        ReferenceFile(path: path, embeddedKey: nil)
    }

    /// `relative` is a path under `Sources-Data/`, such as `iso-codes/iso_3166-1.json`.
    package static func embedded(_ relative: String) -> ReferenceFile {
        ReferenceFile(path: EmbeddedReference.pathPrefix + relative, embeddedKey: relative)
    }

    package var isEmbedded: Bool { embeddedKey != nil }

    package var exists: Bool {
        guard let embeddedKey else { return FileManager.default.fileExists(atPath: path) }
        return EmbeddedReference.holds(embeddedKey)
    }

    /// Streams the file through `XMLReader`: a file on disk is read as the
    /// parser asks for it, an embedded one from memory.
    /// For a file on disk read up to a cut, returns what the read depended on.
    @discardableResult
    func readXML(options: XMLReaderOptions = .default, visit: (XMLEvent) throws -> XMLVisitAction) throws -> XMLReadExtent? {
        guard embeddedKey != nil else { return try XMLReader.read(file: path, options: options, visit: visit) }
        try XMLReader.read(bytes: embeddedBytes(), file: path, options: options, visit: visit)
        return nil
    }

    /// As `readXML`, for the texts of the elements at one path (`XMLReader.readTexts`).
    @discardableResult
    func readXMLTexts(options: XMLReaderOptions = .default, request: XMLTextsRequest, following: XMLFollowingRequest? = nil,
                      visit: (XMLTextsEvent) throws -> XMLVisitAction) throws -> XMLReadExtent? {
        guard embeddedKey != nil else {
            return try XMLReader.readTexts(file: path, options: options, request: request, following: following, visit: visit)
        }
        try XMLReader.readTexts(bytes: embeddedBytes(), file: path, options: options, request: request, following: following, visit: visit)
        return nil
    }

    package func bytes(maxBytes: Int) throws -> [UInt8] {
        guard embeddedKey != nil else { return try InputFile.bytes(atPath: path, maxBytes: maxBytes) }
        return try embeddedBytes()
    }

    private func embeddedBytes() throws -> [UInt8] {
        guard let embeddedKey, let bytes = EmbeddedReference.file(embeddedKey) else {
            throw InputError("not among the embedded files", file: path)
        }
        return bytes
    }
}
