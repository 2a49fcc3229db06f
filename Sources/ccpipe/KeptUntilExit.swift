/// What a command holds until the process exits instead of freeing it on
/// its way out: an all-locale build's reference data is hundreds of
/// thousands of strings, and releasing them one by one costs milliseconds
/// just before `exit` returns the memory anyway.
enum KeptUntilExit {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Called on the main thread only.
    static func keep(_ value: Any) { kept.append(value) }
}
