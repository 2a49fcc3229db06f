/// Whether `ccpipe fix` may apply a rule's suggested value without a person:
/// only when the value is certain to be what the dataset meant. A wrong dial
/// code or a swapped record needs a person; a dial code written `00966` does not.
package enum AutoFix: Hashable, Sendable {
    case never
    /// The suggestion is safe to write. When two rules suggest a value for the
    /// same spot, the lower `precedence` wins, so the most specific rule
    /// decides (a former name is fixed to today's name, not merely re-encoded).
    /// Rules use steps of 10 so one can be placed between two others;
    /// `ccpipe rules --format json` lists them.
    /// `writes` says, for the README's rule table and `ccpipe rules`,
    /// what `fix --write` puts in place of the value.
    case safe(precedence: Int, writes: String)

    /// Nil when the rule's fixes are never applied on their own.
    package var precedence: Int? {
        if case .safe(let precedence, _) = self { return precedence }
        return nil
    }

    /// What `fix --write` writes; nil when it writes nothing.
    package var writes: String? {
        if case .safe(_, let writes) = self { return writes }
        return nil
    }
}
