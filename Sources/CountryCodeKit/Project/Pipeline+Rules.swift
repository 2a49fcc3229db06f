import CCPipeModel
import CCPipeValidate

extension Pipeline {
    /// Every rule `check` runs, in the order reports list them: what
    /// `ccpipe rules` describes and what `.ccpipe.json` may name.
    package static var rules: [RuleDescription] { Validator.rules.map(\.ruleDescription) }
}
