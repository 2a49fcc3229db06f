// `ccp_index_letters_compare`: a CLDR locale file's index letters against
// those ICU's own data gives the locale, which the picker's sections come
// from (ICU 72 carries CLDR 42's).
#include "BridgeSupport.hpp"
#include "IndexClasses.hpp"

#include <unicode/parsepos.h>
#include <unicode/uniset.h>
#include <unicode/usetiter.h>

#include <algorithm>
#include <string>

namespace {

// The set's elements, as UTF-8, separated by spaces, in `buffer` (NUL
// ended); those that do not fit are left out, and " …" ends the list.
void writeElements(const icu::UnicodeSet &set, char *buffer, int32_t capacity) {
    if (buffer == nullptr || capacity <= 0) return;
    std::string out;
    bool cut = false;
    icu::UnicodeSetIterator each(set);
    while (each.next()) {
        std::string element;
        each.getString().toUTF8String(element);
        std::string next = out.empty() ? element : out + " " + element;
        if (static_cast<int32_t>(next.size()) + 5 > capacity) {
            cut = true;
            break;
        }
        out = std::move(next);
    }
    if (cut) out += out.empty() ? "\u2026" : " \u2026";
    size_t length = std::min(out.size(), static_cast<size_t>(capacity - 1));
    out.copy(buffer, length);
    buffer[length] = 0;
}

}  // namespace

extern "C" int32_t ccp_index_letters_compare(const char *locale, const char *pattern, int32_t length, char *onlyCLDR,
                                             int32_t onlyCLDRCapacity, char *onlyICU, int32_t onlyICUCapacity, ccp_error *error) {
    ccp::clearError(error);
    const char *what = "comparing index letters";
    if (onlyCLDR != nullptr && onlyCLDRCapacity > 0) onlyCLDR[0] = 0;
    if (onlyICU != nullptr && onlyICUCapacity > 0) onlyICU[0] = 0;
    if (pattern == nullptr || length < 0) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, what, "no pattern");
        return -1;
    }
    icu::Locale icuLocale = ccp::localeArgument(locale, error, what);
    if (icuLocale.isBogus()) return -1;
    try {
        // As ICU applies CLDR's patterns (`uset_applyPattern`, white space
        // ignored), so that a set is compared, not its spelling.
        icu::UnicodeSet cldr;
        UErrorCode parsed = U_ZERO_ERROR;
        icu::ParsePosition position;
        cldr.applyPattern(icu::UnicodeString::fromUTF8(icu::StringPiece(pattern, length)), position, USET_IGNORE_SPACE, nullptr, parsed);
        if (U_FAILURE(parsed)) {
            ccp::setICUError(error, parsed, "reading the CLDR index letters");
            return -1;
        }
        icu::UnicodeSet icu;
        UErrorCode status = U_ZERO_ERROR;
        bool has = ccp::indexExemplarsOf(icuLocale, icu, status);
        if (U_FAILURE(status)) {
            ccp::setICUError(error, status, what);
            return -1;
        }
        if (!has) {
            writeElements(cldr, onlyCLDR, onlyCLDRCapacity);
            return CCP_INDEX_LETTERS_ICU_HAS_NONE;
        }
        if (cldr == icu) return CCP_INDEX_LETTERS_SAME;
        icu::UnicodeSet cldrOnly(cldr), icuOnly(icu);
        cldrOnly.removeAll(icu);
        icuOnly.removeAll(cldr);
        writeElements(cldrOnly, onlyCLDR, onlyCLDRCapacity);
        writeElements(icuOnly, onlyICU, onlyICUCapacity);
        return CCP_INDEX_LETTERS_DIFFER;
    } catch (const std::bad_alloc &) {
        ccp::setOutOfMemory(error, what);
        return -1;
    }
}
