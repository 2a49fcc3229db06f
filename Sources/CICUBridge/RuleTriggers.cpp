// How RuleTriggers.hpp reads a block of rules: statement by statement
// (`ruleStatements`), each either understood in full or the end of it.
#include "RuleTriggers.hpp"

#include "TransformSteps.hpp"

#include <unicode/uchar.h>

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

Statement readStatement(const icu::UnicodeString &text, UChar32 &key) {
    int32_t at = 0;
    while (at < text.length() && isSpace(text.charAt(at))) ++at;
    if (at == text.length()) return Statement::nothing;
    if (definesVariable(text, at)) return Statement::nothing;
    if (text.charAt(at) == u'\\') {
        // As the parser reads an escape: `\u2190`, `\x{…}`, or the character
        // that follows (`\←`).
        int32_t next = at + 1;
        if (next == text.length()) return Statement::unknown;
        key = text.unescapeAt(next);
        if (key < 0) return Statement::unknown;
        at = next;
    } else {
        key = text.char32At(at);
        if (!isPlainCharacter(key)) return Statement::unknown;
        at = text.moveIndex32(at, 1);
    }
    while (at < text.length() && isSpace(text.charAt(at))) ++at;
    if (at == text.length()) return Statement::unknown;
    const char16_t operation = text.charAt(at);
    const bool both = operation == u'<' && at + 1 < text.length() && text.charAt(at + 1) == u'>';
    if (operation == u'>' || operation == u'\u2192' || operation == u'\u2194' || both) return Statement::key;
    // Read only in reverse: no rule of the block when read forward.
    if (operation == u'<' || operation == u'\u2190') return Statement::nothing;
    return Statement::unknown;
}

}  // namespace

std::shared_ptr<const icu::UnicodeSet> ruleTriggers(const icu::UnicodeString &rules, UTransDirection direction) {
    if (direction != UTRANS_FORWARD) return nullptr;
    auto triggers = std::make_shared<icu::UnicodeSet>();
    for (const icu::UnicodeString &statement : ruleStatements(rules)) {
        UChar32 key = 0;
        switch (readStatement(statement, key)) {
        case Statement::nothing:
            break;
        case Statement::key:
            triggers->add(key);
            break;
        case Statement::unknown:
            return nullptr;
        }
    }
    triggers->freeze();
    return triggers;
}

}  // namespace ccp
