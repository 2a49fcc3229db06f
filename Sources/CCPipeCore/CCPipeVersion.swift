/// ccpipe's own version: the one place it is kept (`.ci/version` reads it;
/// `--version`, reports and the release tooling take it from here).
package enum CCPipeVersion {
    package static let ccpipe = "0.3.0"
}
