// `ccp_scalar_traits` and `ccp_word_starts`: the properties of a code
// point that a name's initials depend on, read from ICU's property tries,
// and the words of a name found with them.
#include "CICUBridge.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

extern "C" int32_t ccp_scalar_traits(uint32_t scalar) {
    if (scalar > 0x10FFFF) return 0;
    const UChar32 c = static_cast<UChar32>(scalar);
    int32_t traits = 0;
    switch (u_charType(c)) {
    case U_NON_SPACING_MARK:
    case U_COMBINING_SPACING_MARK:
    case U_ENCLOSING_MARK:
        traits |= CCP_SCALAR_JOINS;
        break;
    default:
        if (c == 0x200C || c == 0x200D) {
            traits |= CCP_SCALAR_JOINS;
        } else if (u_hasBinaryProperty(c, UCHAR_ALPHABETIC)
                   || u_getIntPropertyValue(c, UCHAR_NUMERIC_TYPE) != U_NT_NONE) {
            traits |= CCP_SCALAR_WORD;
        }
    }
    if (u_hasBinaryProperty(c, UCHAR_LOWERCASE)) traits |= CCP_SCALAR_LOWERCASE;
    if (u_hasBinaryProperty(c, UCHAR_CASED)) traits |= CCP_SCALAR_CASED;
    return traits;
}

extern "C" int32_t ccp_word_starts(const char *text, int32_t length,
                                   int32_t *starts, int32_t *traits, int32_t capacity) {
    if (text == nullptr || length < 0) return 0;
    int32_t words = 0;
    bool inWord = false;
    int32_t offset = 0;
    while (offset < length) {
        const int32_t start = offset;
        UChar32 c;
        U8_NEXT(text, offset, length, c);
        if (c == '(') break;
        int32_t scalarTraits;
        bool isWord;
        if (c >= 0 && c < 0x80) {
            const bool lower = c >= 'a' && c <= 'z';
            isWord = lower || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            scalarTraits = lower ? (CCP_SCALAR_LOWERCASE | CCP_SCALAR_CASED) : (c >= 'A' && c <= 'Z' ? CCP_SCALAR_CASED : 0);
        } else if (c < 0) {
            scalarTraits = 0;
            isWord = false;
        } else {
            // Letters and numbers are words and marks join without another
            // lookup; only the rest (a few symbols are alphabetic) take one.
            switch (u_charType(c)) {
            case U_NON_SPACING_MARK:
            case U_COMBINING_SPACING_MARK:
            case U_ENCLOSING_MARK:
                continue;
            case U_UPPERCASE_LETTER:
            case U_LOWERCASE_LETTER:
            case U_TITLECASE_LETTER:
            case U_MODIFIER_LETTER:
            case U_OTHER_LETTER:
            case U_DECIMAL_DIGIT_NUMBER:
            case U_LETTER_NUMBER:
            case U_OTHER_NUMBER:
                isWord = true;
                break;
            default:
                if (c == 0x200C || c == 0x200D) continue;
                isWord = (ccp_scalar_traits(static_cast<uint32_t>(c)) & CCP_SCALAR_WORD) != 0;
            }
            scalarTraits = 0;
        }
        if (isWord && !inWord) {
            if (words < capacity) {
                starts[words] = start;
                // The case of the code point a word starts with, only there.
                traits[words] = c < 0x80 ? scalarTraits : ccp_scalar_traits(static_cast<uint32_t>(c));
            }
            words += 1;
        }
        inWord = isWord;
    }
    return words;
}
