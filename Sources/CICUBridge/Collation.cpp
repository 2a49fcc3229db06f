// The collator API of CICUBridge.h (`ccp_collator_*`): ICU's collator for
// a locale, as `Collator::createInstance` makes it.
#include "BridgeSupport.hpp"

#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/stringpiece.h>
#include <unicode/unistr.h>

#include <cstdint>
#include <memory>
#include <string>

struct ccp_collator {
    std::unique_ptr<icu::Collator> collator;
    std::string actualLocale;
};

extern "C" ccp_collator *ccp_collator_open(const char *locale, ccp_error *error) {
    ccp::clearError(error);
    return ccp::guarded(error, "opening a collator", [&]() -> ccp_collator * {
        icu::Locale icuLocale = ccp::localeArgument(locale, error, "opening a collator");
        if (icuLocale.isBogus()) return nullptr;
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::Collator> collator(icu::Collator::createInstance(icuLocale, status));
        if (U_FAILURE(status) || !collator) {
            ccp::setICUError(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR, "opening a collator");
            return nullptr;
        }
        auto result = std::make_unique<ccp_collator>();
        UErrorCode localeStatus = U_ZERO_ERROR;
        icu::Locale actual = collator->getLocale(ULOC_ACTUAL_LOCALE, localeStatus);
        result->actualLocale = U_SUCCESS(localeStatus) ? actual.getName() : "";
        if (result->actualLocale.empty()) result->actualLocale = "root";
        result->collator = std::move(collator);
        return result.release();
    });
}

extern "C" void ccp_collator_close(ccp_collator *collator) {
    delete collator;
}

extern "C" const char *ccp_collator_actual_locale(const ccp_collator *collator) {
    return collator == nullptr ? "" : collator->actualLocale.c_str();
}

extern "C" int32_t ccp_collator_compare(const ccp_collator *collator,
                                        const char *a, int32_t a_length,
                                        const char *b, int32_t b_length,
                                        ccp_error *error) {
    ccp::clearError(error);
    if (collator == nullptr || a == nullptr || b == nullptr || a_length < 0 || b_length < 0) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "comparing strings", "invalid argument");
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UCollationResult result = collator->collator->compareUTF8(icu::StringPiece(a, a_length),
                                                              icu::StringPiece(b, b_length), status);
    if (U_FAILURE(status)) {
        ccp::setICUError(error, status, "comparing strings");
        return 0;
    }
    return result == UCOL_LESS ? -1 : (result == UCOL_GREATER ? 1 : 0);
}

extern "C" int32_t ccp_collator_sort_key(const ccp_collator *collator,
                                         const char *text, int32_t length,
                                         uint8_t *buffer, int32_t capacity,
                                         ccp_error *error) {
    ccp::clearError(error);
    if (collator == nullptr || text == nullptr || length < 0 || capacity < 0 || (capacity > 0 && buffer == nullptr)) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "computing a sort key", "invalid argument");
        return 0;
    }
    return ccp::guarded(error, "computing a sort key", [&]() -> int32_t {
        icu::UnicodeString string = icu::UnicodeString::fromUTF8(icu::StringPiece(text, length));
        int32_t needed = collator->collator->getSortKey(string, capacity > 0 ? buffer : nullptr, capacity);
        if (needed <= 0) {
            ccp::setError(error, CCP_ERROR_STATE, "computing a sort key", "ICU returned no key");
            return 0;
        }
        return needed;
    });
}
