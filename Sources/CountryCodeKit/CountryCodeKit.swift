// CountryCodeKit: the top of the pipeline. `Project` resolves what a command
// works on (dataset, reference, configuration, locales, output directory,
// each with where it came from) and `Pipeline` runs the stages on it, so
// every command is a declaration on top of one type; `Import` regenerates
// the reference data from upstream. The stages themselves are the targets
// below (Package.swift lists them, each seeing only those below it).
//
// Pure: nothing here prints or exits; the ccpipe command line does that.
