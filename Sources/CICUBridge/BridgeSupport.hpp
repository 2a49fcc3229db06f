// What every part of the bridge shares: how a failure becomes the
// `ccp_error` a caller reads, and how a CLDR locale id becomes an ICU
// locale. Internal to the bridge (C++; Swift sees only CICUBridge.h).
//
// The convention of the entry points that take a `ccp_error *` (`extern
// "C"`, in Collation.cpp, AlphabeticIndex.cpp and Transliteration.cpp):
// `clearError` first, check the arguments, report an ICU failure with
// `setICUError`, and catch the C++ exceptions their own work can throw,
// because nothing may unwind into Swift. One that returns a handle or a
// length does its work in `guarded`; one that returns a status code catches
// `std::bad_alloc` (all that the bridge's containers throw) and returns
// CCP_ERROR_OUT_OF_MEMORY. ICU itself does not throw: it reports through
// `UErrorCode`, so work that only calls ICU needs no catch.
#pragma once

#include "CICUBridge.h"

#include <unicode/locid.h>
#include <unicode/utypes.h>

#include <cstdint>
#include <new>

namespace ccp {

// No failure (yet): called first by each entry point, on every call.
inline void clearError(ccp_error *error) {
    if (error != nullptr) {
        error->code = CCP_ERROR_NONE;
        error->message[0] = 0;
    }
}

// `code` with the message "<what>: <detail>"; nothing when `error` is NULL.
void setError(ccp_error *error, int32_t code, const char *what, const char *detail);
// ICU's code, with its name as the detail.
void setICUError(ccp_error *error, UErrorCode status, const char *what);
void setOutOfMemory(ccp_error *error, const char *what);

// The ICU locale of a CLDR locale id (bogus when ICU cannot parse the id).
icu::Locale makeLocale(const char *id);
// The same for an entry point's locale argument: bogus, with `error` set,
// when there is none or ICU cannot parse it.
icu::Locale localeArgument(const char *id, ccp_error *error, const char *what);

// What `body` (an entry point's work) returns; when it throws, nothing
// (NULL, 0), with an allocation failure reported as CCP_ERROR_OUT_OF_MEMORY
// and any other exception as CCP_ERROR_STATE.
template <typename Body>
auto guarded(ccp_error *error, const char *what, Body &&body) noexcept -> decltype(body()) {
    try {
        return body();
    } catch (const std::bad_alloc &) {
        setOutOfMemory(error, what);
    } catch (...) {
        setError(error, CCP_ERROR_STATE, what, "unexpected C++ exception");
    }
    return {};
}

}  // namespace ccp
