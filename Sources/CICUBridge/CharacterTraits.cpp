// `ccp_scalar_traits` and `ccp_word_starts`: the properties of a code
// point that a name's initials depend on, read from ICU's property tries,
// and the words of a name found with them; `ccp_nfd_ends`: how the
// canonical decomposition of a text begins and ends.
#include "CICUBridge.h"

#include <atomic>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>
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

namespace {

/// Whether a word's first code point `c` may be a character of its own,
/// by what it is: not Hangul (jamo join it), not a letter that joins the
/// code point after it (the Prepend letters: one in Malayalam, the rest
/// past U+11000).
bool mayStandAlone(UChar32 c) {
    return !((c >= 0x1100 && c <= 0x11FF) || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xAC00 && c <= 0xD7FF)
             || c == 0x0D4E || c >= 0x11000);
}

/// Whether `c`, of category `type`, after a code point that `mayStandAlone`,
/// starts a character: a letter, number, space or punctuation, but the
/// letters that extend or are spacing marks to grapheme breaking (Thai
/// and Lao AM, the half-width sound marks).
bool startsCharacter(UChar32 c, int8_t type) {
    if (c == 0x0E33 || c == 0x0EB3 || c == 0xFF9E || c == 0xFF9F) return false;
    return (U_MASK(type) & (U_GC_L_MASK | U_GC_N_MASK | U_GC_ZS_MASK | U_GC_P_MASK)) != 0;
}

/// The case bits of `ccp_scalar_traits` for `c`, of category `type`: a
/// lower-case letter has the Lowercase property (which is Ll and the
/// Other_Lowercase code points) and is cased; an upper-case or title-case
/// letter is cased and, as Other_Lowercase holds none, not lower case. Only
/// the others take ICU's property lookups.
int32_t caseTraits(UChar32 c, int8_t type) {
    switch (type) {
    case U_LOWERCASE_LETTER:
        return CCP_SCALAR_LOWERCASE | CCP_SCALAR_CASED;
    case U_UPPERCASE_LETTER:
    case U_TITLECASE_LETTER:
        return CCP_SCALAR_CASED;
    default:
        return (u_hasBinaryProperty(c, UCHAR_LOWERCASE) ? CCP_SCALAR_LOWERCASE : 0)
            | (u_hasBinaryProperty(c, UCHAR_CASED) ? CCP_SCALAR_CASED : 0);
    }
}

} // namespace

extern "C" int32_t ccp_word_starts(const char *text, int32_t length,
                                   int32_t *starts, int32_t *traits, int32_t capacity) {
    if (text == nullptr || length < 0) return 0;
    int32_t words = 0;
    bool inWord = false;
    int32_t offset = 0;
    // The word whose first code point may be a character of its own, until
    // the code point after it tells.
    int32_t lone = -1;
    while (offset < length) {
        const int32_t start = offset;
        UChar32 c;
        U8_NEXT(text, offset, length, c);
        const int8_t type = c >= 0x80 ? u_charType(c) : U_UNASSIGNED;
        if (lone >= 0) {
            if (c >= 0 && (c < 0x80 || startsCharacter(c, type))) traits[lone] |= CCP_SCALAR_ALONE;
            lone = -1;
        }
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
            const uint32_t mask = U_MASK(type);
            if ((mask & U_GC_M_MASK) != 0 || c == 0x200C || c == 0x200D) continue;
            isWord = (mask & (U_GC_L_MASK | U_GC_N_MASK)) != 0 ||
                     (ccp_scalar_traits(static_cast<uint32_t>(c)) & CCP_SCALAR_WORD) != 0;
            scalarTraits = 0;
        }
        if (isWord && !inWord) {
            if (words < capacity) {
                starts[words] = start;
                // The case of the code point a word starts with, only there.
                traits[words] = c < 0x80 ? scalarTraits : (caseTraits(c, type) | CCP_SCALAR_WORD);
                if (mayStandAlone(c)) lone = words;
            }
            words += 1;
        }
        inWord = isWord;
    }
    if (lone >= 0) traits[lone] |= CCP_SCALAR_ALONE;
    return words;
}

namespace {

/// By code point >> 8: the page of `nfdEnds` entries, made when a code
/// point of the page is first asked about; an entry is 0 until its code
/// point is, then `computed` and what `nfdEndsOf` finds. A page is made
/// whole before it is published, so a thread reads either none or all of
/// it; of two threads making one page at once, one keeps its copy and the
/// other frees its own. Two threads filling one entry write the same value.
std::atomic<std::atomic<uint32_t> *> nfdEndsPages[0x1100];

constexpr uint32_t computed = 1u << 31;
constexpr uint32_t plainStarter = 1u << 30;
constexpr uint32_t scalarMask = 0x1FFFFF;

/// The first code point of the canonical decomposition of `c` when it is
/// a starter (combining class 0), else 0; with `plainStarter` set when `c`
/// is a starter without a decomposition. 0 for a code point unassigned in
/// this ICU's Unicode: a later Unicode may give it a decomposition or a class.
uint32_t nfdEndsOf(UChar32 c) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    if (U_FAILURE(status) || u_charType(c) == U_UNASSIGNED) return 0;
    UChar decomposition[32];
    const int32_t length = unorm2_getDecomposition(nfd, c, decomposition, 32, &status);
    if (U_FAILURE(status)) return 0;
    if (length < 0) return u_getCombiningClass(c) == 0 ? (static_cast<uint32_t>(c) | plainStarter) : 0;
    UChar32 first;
    int32_t offset = 0;
    U16_NEXT(decomposition, offset, length, first);
    return u_getCombiningClass(first) == 0 ? static_cast<uint32_t>(first) : 0;
}

uint32_t nfdEnds(UChar32 c) {
    std::atomic<std::atomic<uint32_t> *> &slot = nfdEndsPages[c >> 8];
    std::atomic<uint32_t> *page = slot.load(std::memory_order_acquire);
    if (page == nullptr) {
        std::atomic<uint32_t> *made = new std::atomic<uint32_t>[256]();
        if (slot.compare_exchange_strong(page, made, std::memory_order_acq_rel)) {
            page = made;
        } else {
            delete[] made;
        }
    }
    std::atomic<uint32_t> &entry = page[c & 0xFF];
    uint32_t ends = entry.load(std::memory_order_relaxed);
    if (ends == 0) {
        ends = nfdEndsOf(c) | computed;
        entry.store(ends, std::memory_order_relaxed);
    }
    return ends;
}

} // namespace

extern "C" uint64_t ccp_nfd_ends(const char *text, int32_t length) {
    if (text == nullptr || length <= 0) return 0;
    const uint8_t *bytes = reinterpret_cast<const uint8_t *>(text);
    uint64_t first;
    if (bytes[0] < 0x80) {
        first = bytes[0];
    } else {
        UChar32 c;
        int32_t offset = 0;
        U8_NEXT(bytes, offset, length, c);
        first = c < 0 ? 0 : (nfdEnds(c) & scalarMask);
    }
    uint64_t last;
    if (bytes[length - 1] < 0x80) {
        last = bytes[length - 1];
    } else {
        // The text is valid UTF-8: back over the continuation bytes to the lead.
        int32_t offset = length - 1;
        while (offset > 0 && (bytes[offset] & 0xC0) == 0x80) offset -= 1;
        UChar32 c;
        U8_NEXT(bytes, offset, length, c);
        const uint32_t ends = c < 0 ? 0 : nfdEnds(c);
        last = (ends & plainStarter) != 0 ? static_cast<uint32_t>(c) : 0;
    }
    return first << 32 | last;
}
