// The vocabulary CountryCodeKit's API is written in, for those who use it:
// the errors it throws and the exit codes they carry, paths and text as
// messages show them, the version (CCPipeCore), and the values at stage
// boundaries its results hold (CCPipeModel). The stages themselves are not
// exported: a command reaches them only through `Pipeline`.
@_exported import CCPipeCore
@_exported import CCPipeModel
