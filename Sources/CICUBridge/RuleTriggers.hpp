// The characters where a block of transform rules can start to change a
// text, when every rule of the block tells it plainly: a text without them
// is left as it is by the whole block, which `StepSequence` then does not
// run. `Latin-ASCII`'s table of 846 rules `c → …` is such a block, and the
// Latin spellings meet it mostly with text that is ASCII by then (the
// marks of `zhōng guó` taken off by the block before it); so are blocks of
// rules for a few letters in context (`Russian-Latin/BGN`'s first). Internal
// to the bridge.
#pragma once

#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/utrans.h>

#include <memory>
#include <vector>

namespace ccp {

// For the rules of a block (statements, as `ruleStatements` divides them:
// no `::` steps; variables may be defined) read in `direction`: the
// characters their keys start with, when each key starts with a character
// (as it is or escaped) or a set without variables, which is not optional
// (`c → …`, `$v { [ab] } c > …`), or is a rule read only the other way or
// a variable's definition; null when any is not, or the rules are read in
// reverse. Frozen, so that threads may share it.
std::shared_ptr<const icu::UnicodeSet> ruleTriggers(const std::vector<icu::UnicodeString> &statements,
                                                    UTransDirection direction);

// Where the set starting at `start` (a `[`) of rule text ends, past its
// `]`, or -1. In a set, only a backslash escapes (a quote is a character
// like another: `[',.]`), and sets nest (`[[:Latin:][0-9]]`).
int32_t setEnd(const icu::UnicodeString &text, int32_t start);

}  // namespace ccp
