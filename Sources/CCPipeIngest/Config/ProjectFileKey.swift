import CCPipeCore

/// What a key of `.ccpipe.json` is, for people: its name, where it may
/// appear, its JSON type, its default and what it means. The manual's table
/// of keys is these, in declaration order (`ProjectFile.keys`).
package struct ProjectFileKey: Sendable, Equatable {
    package var name: String
    package var place: ProjectFilePlace
    /// The JSON it takes, in words (`string`, `list of strings or "all"`).
    package var type: String
    /// What holds when the key is absent.
    package var defaultValue: String
    /// What it means, in one line.
    package var meaning: String
    /// A value it takes, as JSON text: what the manual shows and what the
    /// tests read and write back.
    package var example: String

    /// `conventions.dial_code`, `accepted[].rule`: the key with its place.
    package var path: String { place.prefix + name }
}

/// A key of the project file with how it is read into, and written from,
/// the value that holds its place (`Configuration` at the top level,
/// `StatedConventions` in `conventions`, …).
package struct ProjectFileField<Value>: Sendable {
    package var key: ProjectFileKey
    /// Checks the key's value and stores it; every mistake is an
    /// `InputError` at its line and column.
    var read: @Sendable (JSONNode, ProjectFileContext, inout Value) throws -> Void
    /// The key's value as the file writes it, or nil to leave the key out.
    var write: @Sendable (Value, ProjectFileContext) -> JSONOutput?
    /// The keys of the object it holds, when they are declared.
    var nested: [ProjectFileKey]

    init(_ name: String, _ place: ProjectFilePlace, type: String, default defaultValue: String, meaning: String, example: String,
         nested: [ProjectFileKey] = [],
         read: @escaping @Sendable (JSONNode, ProjectFileContext, inout Value) throws -> Void,
         write: @escaping @Sendable (Value, ProjectFileContext) -> JSONOutput?) {
        key = ProjectFileKey(name: name, place: place, type: type, defaultValue: defaultValue, meaning: meaning, example: example)
        self.read = read
        self.write = write
        self.nested = nested
    }
}
