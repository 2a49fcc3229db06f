// CountryCodeKit: the ccpipe pipeline. Folders follow the stages, and each
// folder uses only those listed above it, so dependencies run one way:
//
//   Support        generic helpers: JSON output, atomic files, stable hashes
//   Model          the values at stage boundaries: Dataset, ReferenceData,
//                  Finding, Catalog (rows are CountryCatalog's types)
//   Regions        what codes and locales mean, for every stage below:
//                  RegionCode, FlagEmoji, LocaleInheritance
//   Ingest         dataset JSON with positions, configuration, the XML reader
//   Reference      CLDR, ISO 3166 and dial-code loaders → ReferenceData
//   Import         trims CLDR and converts libphonenumber metadata, checking
//                  what it writes with the Reference loaders
//   Validate       the rules → [Finding]; each rule declares whether its fix is safe
//   Fix            applies the fixes the rules declare safe
//   PickerCatalog  builds and renders each locale's picker catalog (ICU)
//   Diff           compares two datasets, their findings and their catalogs
//   Report         renders what the stages produced, one subfolder per kind
//                  of report: Check, Diff, PickerCatalog, Benchmark,
//                  Configuration, Rules
//   Project        resolves a project (dataset, reference, configuration,
//                  locales, output directory) and runs the stages as one
//                  Pipeline; the commands are declarations on top of it
//
// Pure: nothing here prints or exits; the ccpipe command line does that.
