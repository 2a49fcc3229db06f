/// What the pipeline tells the command line while it works, as it happens:
/// the command line decides whether and how to show it (`PipelineEventText`).
package enum PipelineEvent: Sendable, Equatable {
    /// `done` of `total` locales built, or compared with a fresh build.
    case progress(done: Int, total: Int)
    /// Another ccpipe holds the lock of the output directory; this one waits.
    case waiting(outputDirectory: String)
}

package typealias PipelineEvents = @Sendable (PipelineEvent) -> Void
