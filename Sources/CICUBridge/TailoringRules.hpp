// What a collation tailoring's rules (ICU's syntax) say of its characters:
// which strings it tailors, so that CharacterPrimaries can tell which
// characters' weights may depend on their neighbours. Internal to the
// bridge.
#pragma once

#include <unicode/unistr.h>

#include <utility>
#include <vector>

namespace ccp {

// What the rules tailor.
struct RuleCharacters {
    // The characters of the strings its relations tailor.
    std::vector<UChar32> tailored;
    // Of each such string of several, its first character (a contraction
    // starter) and the second: in `contractions`, or in `markStarters` the
    // first alone when the second is a mark.
    std::vector<std::pair<UChar32, UChar32>> contractions;
    std::vector<UChar32> markStarters;
    // Whether a string is tailored after a prefix (`p|s`).
    bool prefixes = false;
};

// Reads `rules` into `found`, and through `[import …]` the rules they
// import (`depth`: how many imports down; 0 for a tailoring's own). A
// string is read as ICU reads it: unquoted white space is skipped, quoted
// and escaped characters are literal, and the other characters up to the
// next ASCII punctuation belong to it; a reset's string (after `&`)
// tailors nothing. False when the rules are not read to their end, or
// imported rules cannot be read.
bool readRules(const icu::UnicodeString &rules, RuleCharacters &found, int depth);

// The lead canonical combining class of `character` (0: not a mark).
int leadCombiningClass(UChar32 character);

}  // namespace ccp
