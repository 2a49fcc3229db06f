// How RuleTriggers.hpp reads a block of rules: statement by statement,
// each either understood as far as its key's start or the end of it.
#include "RuleTriggers.hpp"

#include <unicode/uchar.h>

#include <algorithm>
#include <vector>

namespace ccp {
namespace {

// What the rule parser passes over outside quotes (Pattern_White_Space: not
// U+00A0 or U+2002, which `Latin-ASCII` has rules for).
bool isSpace(UChar32 c) { return u_hasBinaryProperty(c, UCHAR_PATTERN_WHITE_SPACE); }

// Whether the rule parser reads `c`, outside quotes, as the character
// itself: a letter or digit of ASCII (its other characters are syntax), or
// another character that it does not pass over and that is not an arrow.
bool isPlainCharacter(UChar32 c) {
    if (c < 0x80) return u_isalnum(c);
    return !isSpace(c) && c != u'\u2190' && c != u'\u2192' && c != u'\u2194';
}

// What one statement adds to the triggers.
enum class Statement { nothing, key, unknown };

// A statement `$name = …`.
bool definesVariable(const icu::UnicodeString &text, int32_t at) {
    if (text.charAt(at) != u'$') return false;
    ++at;
    while (at < text.length() && (u_isalnum(text.char32At(at)) || text.charAt(at) == u'_')) at = text.moveIndex32(at, 1);
    while (at < text.length() && isSpace(text.charAt(at))) ++at;
    return at < text.length() && text.charAt(at) == u'=';
}

// Where the rule's key starts (past a `{`, or the rule's start) and where
// its operator is, outside escapes, quotes and sets; false when it has none.
bool keyAndOperator(const icu::UnicodeString &text, int32_t &key, int32_t &operation) {
    key = 0;
    bool quoted = false;
    for (int32_t at = 0; at < text.length();) {
        const char16_t c = text.charAt(at);
        if (quoted || c == u'\'') {
            if (c == u'\'') quoted = !quoted;
            ++at;
        } else if (c == u'\\') {
            at += 2;
        } else if (c == u'[') {
            at = setEnd(text, at);
            if (at < 0) return false;
        } else if (c == u'{') {
            key = ++at;
        } else if (c == u'>' || c == u'<' || c == u'\u2192' || c == u'\u2190' || c == u'\u2194') {
            operation = at;
            return true;
        } else {
            ++at;
        }
    }
    return false;
}

// A rule: the characters its key can start with, when its key starts with a
// character (as it is or escaped: added to `characters`) or a set without
// variables (added to `sets`), which is not optional (`*`, `?`).
Statement readStatement(const icu::UnicodeString &text, std::vector<UChar32> &characters, icu::UnicodeSet &sets) {
    int32_t at = 0;
    while (at < text.length() && isSpace(text.charAt(at))) ++at;
    if (at == text.length()) return Statement::nothing;
    if (definesVariable(text, at)) return Statement::nothing;
    int32_t operation = 0;
    if (!keyAndOperator(text, at, operation)) return Statement::unknown;
    const char16_t arrow = text.charAt(operation);
    const bool both = arrow == u'<' && operation + 1 < text.length() && text.charAt(operation + 1) == u'>';
    // Read only in reverse: no rule of the block when read forward.
    if ((arrow == u'<' && !both) || arrow == u'\u2190') return Statement::nothing;
    while (at < operation && isSpace(text.charAt(at))) ++at;
    if (at == operation) return Statement::unknown;
    UChar32 character = U_SENTINEL;
    if (text.charAt(at) == u'\\') {
        // As the parser reads an escape: `\u2190`, `\x{…}`, or the character
        // that follows (`\←`).
        ++at;
        character = at < operation ? text.unescapeAt(at) : -1;
        if (character < 0) return Statement::unknown;
    } else if (text.charAt(at) == u'[') {
        const int32_t end = setEnd(text, at);
        if (end < 0 || end > operation) return Statement::unknown;
        icu::UnicodeString pattern(text, at, end - at);
        if (pattern.indexOf(u'$') >= 0) return Statement::unknown;
        // Spaces mean nothing in a rule's set (`[^ a]` is all but `a`).
        UErrorCode status = U_ZERO_ERROR;
        icu::UnicodeSet set;
        set.applyPattern(pattern, USET_IGNORE_SPACE, nullptr, status);
        if (U_FAILURE(status) || set.hasStrings()) return Statement::unknown;
        at = end;
        while (at < operation && isSpace(text.charAt(at))) ++at;
        if (at < operation && (text.charAt(at) == u'*' || text.charAt(at) == u'?')) return Statement::unknown;
        sets.addAll(set);
        return Statement::key;
    } else {
        character = text.char32At(at);
        if (!isPlainCharacter(character)) return Statement::unknown;
        at = text.moveIndex32(at, 1);
    }
    while (at < operation && isSpace(text.charAt(at))) ++at;
    if (at < operation && (text.charAt(at) == u'*' || text.charAt(at) == u'?')) return Statement::unknown;
    characters.push_back(character);
    return Statement::key;
}

}  // namespace

int32_t setEnd(const icu::UnicodeString &text, int32_t start) {
    int32_t depth = 0;
    for (int32_t index = start; index < text.length(); ++index) {
        const char16_t c = text.charAt(index);
        if (c == u'\\') {
            ++index;
        } else if (c == u'[') {
            ++depth;
        } else if (c == u']' && --depth == 0) {
            return index + 1;
        }
    }
    return -1;
}

std::shared_ptr<const icu::UnicodeSet> ruleTriggers(const std::vector<icu::UnicodeString> &statements,
                                                    UTransDirection direction) {
    if (direction != UTRANS_FORWARD) return nullptr;
    auto triggers = std::make_shared<icu::UnicodeSet>();
    std::vector<UChar32> characters;
    for (const icu::UnicodeString &statement : statements) {
        if (readStatement(statement, characters, *triggers) == Statement::unknown) return nullptr;
    }
    // Added in order, in runs, rather than one by one into the middle.
    std::sort(characters.begin(), characters.end());
    for (size_t index = 0; index < characters.size();) {
        size_t end = index + 1;
        while (end < characters.size() && characters[end] <= characters[end - 1] + 1) ++end;
        triggers->add(characters[index], characters[end - 1]);
        index = end;
    }
    triggers->freeze();
    return triggers;
}

}  // namespace ccp
