// The test entry points of CharacterPrimaries (CICUBridge.h): its keys
// against ICU's, and its list of the root collation's contextual
// characters against the root collator's contractions and prefixes.
#include "BridgeSupport.hpp"
#include "CharacterPrimaries.hpp"

#include <unicode/coll.h>
#include <unicode/tblcoll.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/usetiter.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

extern "C" int32_t ccp_index_primary_keys_check(const char *locale, const char *const *names, const int32_t *lengths,
                                                int32_t count, int32_t *put_together) {
    if (locale == nullptr || (count > 0 && (names == nullptr || lengths == nullptr)) || put_together == nullptr) return -1;
    try {
        icu::Locale icuLocale = ccp::makeLocale(locale);
        if (icuLocale.isBogus()) return -1;
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::Collator> collator(icu::Collator::createInstance(icuLocale, status));
        auto *ruleBased = dynamic_cast<icu::RuleBasedCollator *>(collator.get());
        if (U_FAILURE(status) || ruleBased == nullptr) return -1;
        ruleBased->setAttribute(UCOL_STRENGTH, UCOL_PRIMARY, status);
        if (U_FAILURE(status)) return -1;
        auto primaries = ccp::CharacterPrimaries::make(*ruleBased);
        if (!primaries) return -1;
        int32_t differ = 0;
        *put_together = 0;
        for (int32_t each = 0; each < count; ++each) {
            const std::string_view name(names[each], static_cast<size_t>(lengths[each]));
            std::string key;
            if (!primaries->append(name, key)) continue;
            ++*put_together;
            icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(name.data(), static_cast<int32_t>(name.size())));
            std::vector<uint8_t> icuKey(static_cast<size_t>(ruleBased->getSortKey(text, nullptr, 0)));
            ruleBased->getSortKey(text, icuKey.data(), static_cast<int32_t>(icuKey.size()));
            // Up to the first level separator, or the terminating zero.
            auto end = std::find_if(icuKey.begin(), icuKey.end(), [](uint8_t byte) { return byte <= 1; });
            if (std::string(icuKey.begin(), end) != key) ++differ;
        }
        return differ;
    } catch (...) {
        return -1;
    }
}

extern "C" int32_t ccp_index_root_contextual_check(void) {
    try {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::Collator> root(icu::Collator::createInstance(icu::Locale::getRoot(), status));
        auto *ruleBased = dynamic_cast<icu::RuleBasedCollator *>(root.get());
        if (U_FAILURE(status) || ruleBased == nullptr) return 0;
        icu::UnicodeSet contractions, withPrefixes;
        ruleBased->internalGetContractionsAndExpansions(&contractions, nullptr, false, status);
        ruleBased->internalGetContractionsAndExpansions(&withPrefixes, nullptr, true, status);
        if (U_FAILURE(status)) return 0;
        icu::UnicodeSet contextual;
        // Contraction starters whose contractions a name of characters with
        // a lead combining class of 0 can continue.
        icu::UnicodeSetIterator each(contractions);
        while (each.next()) {
            const icu::UnicodeString &string = each.getString();
            const UChar32 second = string.char32At(string.moveIndex32(0, 1));
            if (u_getIntPropertyValue(second, UCHAR_LEAD_CANONICAL_COMBINING_CLASS) == 0) contextual.add(string.char32At(0));
        }
        // Characters mapped after a prefix (the last of each prefix string).
        withPrefixes.removeAll(contractions);
        icu::UnicodeSetIterator prefixed(withPrefixes);
        while (prefixed.next()) {
            const icu::UnicodeString &string = prefixed.getString();
            contextual.add(string.char32At(string.moveIndex32(string.length(), -1)));
        }
        icu::UnicodeSet listed;
        for (UChar32 character : ccp::CharacterPrimaries::rootContextual()) listed.add(character);
        return listed == contextual ? 1 : 0;
    } catch (...) {
        return 0;
    }
}
