import Foundation

/// Writes rendered catalogs under an output directory as
/// `<out>/<locale>/countries.json` and `index.json`, or checks that what is
/// there is current.
///
/// Everything is built and rendered before the first byte is written, so an
/// error while building any locale leaves every earlier output as it was.
/// Each file is replaced atomically (`AtomicFile`) and only when its bytes
/// change.
public enum CatalogWriter {
    /// Writes the catalogs; returns the paths of the files that changed.
    @discardableResult
    public static func write(_ catalogs: [Catalog], to outputDirectory: String) throws -> [String] {
        try write(locales: catalogs.map(\.locale), to: outputDirectory) { locale in
            catalogs.first { $0.locale == locale }!
        }
    }

    /// Builds the catalog of each locale with `build`, renders them all, then
    /// writes them; returns the paths of the files that changed. If `build`
    /// throws for any locale, nothing is written.
    @discardableResult
    public static func write(locales: [String], to outputDirectory: String,
                             building build: (String) throws -> Catalog) throws -> [String] {
        let files = try render(locales: locales, building: build)
        var changed: [String] = []
        for file in files {
            let path = outputDirectory + "/" + file.path
            if try AtomicFile.write(file.contents, to: path) { changed.append(path) }
        }
        return changed
    }

    /// Compares what is on disk with a fresh render, writing nothing.
    /// Returns the stale files in output order; empty when all are current.
    public static func check(_ catalogs: [Catalog], against outputDirectory: String) throws -> [StaleFile] {
        try check(locales: catalogs.map(\.locale), against: outputDirectory) { locale in
            catalogs.first { $0.locale == locale }!
        }
    }

    public static func check(locales: [String], against outputDirectory: String,
                             building build: (String) throws -> Catalog) throws -> [StaleFile] {
        let files = try render(locales: locales, building: build)
        var stale: [StaleFile] = []
        for file in files {
            let path = outputDirectory + "/" + file.path
            guard FileManager.default.fileExists(atPath: path) else {
                stale.append(StaleFile(path: path, reason: .missing))
                continue
            }
            guard let existing = FileManager.default.contents(atPath: path) else {
                stale.append(StaleFile(path: path, reason: .unreadable))
                continue
            }
            if !existing.elementsEqual(file.contents.utf8) {
                stale.append(StaleFile(path: path, reason: .outdated))
            }
        }
        return stale
    }

    private static func render(locales: [String], building build: (String) throws -> Catalog) throws -> [RenderedFile] {
        var files: [RenderedFile] = []
        for locale in locales {
            guard isSafePathComponent(locale) else { throw CatalogWriterError.unsafeLocale(locale) }
            let catalog = try build(locale)
            guard catalog.locale == locale else { throw CatalogWriterError.localeMismatch(expected: locale, got: catalog.locale) }
            files += CatalogRenderer.files(catalog)
        }
        return files
    }

    /// A locale id becomes a directory name: it must not climb out of the
    /// output directory or hide.
    private static func isSafePathComponent(_ locale: String) -> Bool {
        !locale.isEmpty && !locale.hasPrefix(".") && !locale.contains("/") && !locale.contains("\\")
            && !locale.unicodeScalars.contains { $0.value < 0x20 }
    }
}

/// An output file that does not match a fresh render.
public struct StaleFile: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: String, Sendable {
        case missing
        case outdated
        case unreadable
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason.rawValue)" }
}

public enum CatalogWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsafeLocale(String)
    case localeMismatch(expected: String, got: String)

    public var description: String {
        switch self {
        case .unsafeLocale(let locale): "locale id cannot name an output directory: \"\(locale)\""
        case .localeMismatch(let expected, let got): "catalog for \"\(got)\" given for locale \"\(expected)\""
        }
    }
}
