// Transforms made from the rules in ICU's data without ICU's transform
// registry. Creating any transform by id (`Transliterator::createInstance`,
// or rules with a `::Id` step) first builds that registry, which lists every
// transform ICU has: ICU 72 checks each id it lists against every one listed
// before it, which cost an all-locale build more than opening the
// transforms it uses. Here the few kinds of step those transforms are made
// of are put together directly: rule blocks (each parsed by ICU on its own),
// normalisation, and the rule-based transforms they name, found in the same
// data (`translit/root`, `RuleBasedTransliteratorIDs`) the registry reads.
// Transliteration.cpp opens transforms with them, through ICU where they
// return null. Internal to the bridge.
#pragma once

#include <unicode/translit.h>
#include <unicode/unistr.h>
#include <unicode/utrans.h>

#include <memory>
#include <vector>

namespace ccp {

// The statements of transform rules: the text between `;`s outside quotes,
// escapes and sets, with comments (`#` to the end of the line) left out.
std::vector<icu::UnicodeString> ruleStatements(const icu::UnicodeString &rules);

// The rules of the rule-based transform `id` in ICU's data (aliases
// followed, as `Han-Latin` is one of `Hani-Latn`), and the direction they
// are read in for it (`Katakana-Latin` is `Latin-Katakana`'s rules read in
// reverse). False when ICU's data has no rules for the id.
bool rulesOfTransform(const icu::UnicodeString &id, icu::UnicodeString &rules, UTransDirection &direction);

// The transform of `rules` read in `direction`, as
// `Transliterator::createFromRules` makes it, or of a compound id
// (`Russian-Latin/BGN; Latin-ASCII`), as `Transliterator::createInstance`
// makes it; null when it needs a step not made here (another id than the
// normalisations, `Null` and rule-based transforms; a reverse step without
// its parenthesised form), in which case the caller opens it through ICU.
std::shared_ptr<const icu::Transliterator> transformOfRules(const icu::UnicodeString &rules, UTransDirection direction);
std::shared_ptr<const icu::Transliterator> transformOfID(const icu::UnicodeString &id);

}  // namespace ccp
