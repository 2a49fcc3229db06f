import CountryCodeKit
import Foundation

/// The inputs `check` and `build` share: a dataset, a reference, a field mapping.
enum Inputs {
    static let options: Set<String> = ["--reference", "--iso", "--fields", "--config"]

    static let optionHelp: [(String, String)] = [
        ("--reference <dir>", "A CLDR common/ directory, such as /usr/share/unicode/cldr/common, or 'embedded' (default: embedded, the CLDR subset built into ccpipe). Files the tree lacks, such as supplemental/telephoneCodeData.xml, come from the embedded subset."),
        ("--iso <file>", "ISO 3166-1 names in the JSON format of Debian's iso-codes, or 'embedded' (default: embedded, the copy built into ccpipe)."),
        ("--fields <map>", "Which keys hold the fields, as name=KEY,dial_code=KEY,code=KEY; dotted paths reach into objects (name=name.common); name@LOCALE=KEY names a key holding names in another language. Default: recognised from the data."),
        ("--config <file>", "Rule severities, scope and accepted findings (default: .ccpipe.json in the dataset's directory or the nearest parent up to the repository root)."),
    ]

    static func dataset(_ arguments: ParsedArguments) throws -> Dataset {
        let mapping = try arguments.value("--fields").map(FieldMapping.init(parsing:))
        return try DatasetReader.read(path: arguments.positional(0) ?? DefaultPaths.dataset, fields: mapping)
    }

    /// The configuration given with `--config`, else the one found for the
    /// dataset, else the defaults.
    static func configuration(_ arguments: ParsedArguments, for dataset: Dataset) throws -> Configuration {
        guard let path = arguments.value("--config") ?? ConfigurationReader.locate(forDataset: dataset.file) else {
            return Configuration()
        }
        return try ConfigurationReader.read(path: path, knownRules: Set(Validator.rules.map(\.ruleDescription.id)))
    }

    /// English, plus every locale the dataset has names in that the reference
    /// tree has a file for; the others are reported as unchecked.
    static func checkedLocales(of dataset: Dataset, _ arguments: ParsedArguments) -> [String] {
        let location = referenceLocation(arguments)
        let wanted = Set(dataset.records.flatMap(\.localizedNames.keys)).subtracting(["en"]).sorted()
        return ["en"] + wanted.filter { CLDRReference.hasLocaleFile($0, in: location) }
    }

    static func reference(_ arguments: ParsedArguments, locales: [String]) throws -> ReferenceData {
        try ReferenceLoader.load(referenceLocation(arguments), locales: locales)
    }

    /// `--reference` and `--iso`: a path, or `embedded` (the default) for the
    /// copy built into ccpipe; `./embedded` names a directory of that name.
    static func referenceLocation(_ arguments: ParsedArguments) -> ReferenceLocation {
        func onDisk(_ option: String) -> String? { arguments.value(option).flatMap { $0 == "embedded" ? nil : $0 } }
        return ReferenceLocation(cldrDirectory: onDisk("--reference"), isoFile: onDisk("--iso"))
    }
}
