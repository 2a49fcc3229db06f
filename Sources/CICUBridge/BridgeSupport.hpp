// What every part of the bridge shares: how a failure becomes the
// `ccp_error` a caller reads, and how a CLDR locale id becomes an ICU
// locale. Internal to the bridge (C++; Swift sees only CICUBridge.h).
//
// The convention of every entry point (`extern "C"`, in Collation.cpp,
// AlphabeticIndex.cpp and Transliteration.cpp): check its arguments,
// `clearError` first, report an ICU failure with `setICUError`, and catch
// the C++ exceptions its own work can throw (`std::bad_alloc` from the
// bridge's containers becomes `setOutOfMemory`), because nothing may unwind
// into Swift. ICU itself does not throw: it reports through `UErrorCode`.
#pragma once

#include "CICUBridge.h"

#include <unicode/locid.h>
#include <unicode/utypes.h>

#include <cstdint>

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

}  // namespace ccp
