import CCPipeCore

extension XMLReader {
    /// Passes a whole file through the checks ccpipe makes before libxml2
    /// sees a byte (`XMLMarkupGuard`), without parsing it: for a tool that is
    /// handed the same file (`ccpipe bench` times `xmllint` on the locale
    /// files), so that it never reads what ccpipe would refuse.
    /// - Throws: `InputError` at the first construct the checks refuse, for
    ///   a file that is not a regular one, or a root element other than
    ///   `options.rootElement`.
    package static func checkMarkup(file path: String, options: XMLReaderOptions = .default) throws {
        var bytes = try InputFile.bytes(atPath: path, maxBytes: options.maximumFileSize)
        let origin = SourceLocation(file: path, line: 1, column: 1)
        guard !bytes.isEmpty else { throw InputError(XMLMessages.empty, at: origin) }
        // The whole file, since the tool reads all of it.
        var whole = options
        whole.readsUpToEndOf = nil
        var markup = XMLMarkupGuard(options: whole)
        let rejection = bytes.withUnsafeMutableBytes { markup.scan($0).rejection } ?? markup.finish()
        if let rejection {
            throw InputError(rejection.message, at: origin.at(line: rejection.line, column: rejection.column))
        }
        if let expected = options.rootElement, let found = markup.rootName, found != expected {
            throw InputError(XMLMessages.wrongRoot(found, expected: expected), at: origin)
        }
    }
}
