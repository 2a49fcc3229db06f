// What BridgeSupport.hpp declares, and `ccp_icu_version`: the one entry
// point that belongs to no subsystem.
#include "BridgeSupport.hpp"

#include <unicode/ulocdata.h>
#include <unicode/uversion.h>

#include <cstdio>
#include <string>

namespace ccp {

void setError(ccp_error *error, int32_t code, const char *what, const char *detail) {
    if (error == nullptr) return;
    error->code = code;
    std::snprintf(error->message, sizeof error->message, "%s: %s", what, detail);
}

void setICUError(ccp_error *error, UErrorCode status, const char *what) {
    setError(error, static_cast<int32_t>(status), what, u_errorName(status));
}

void setOutOfMemory(ccp_error *error, const char *what) {
    setError(error, CCP_ERROR_OUT_OF_MEMORY, what, "out of memory");
}

icu::Locale makeLocale(const char *id) {
    // CLDR's `root` is ICU's empty locale.
    if (std::string(id) == "root") return icu::Locale::getRoot();
    return icu::Locale(id);
}

icu::Locale localeArgument(const char *id, ccp_error *error, const char *what) {
    if (id != nullptr) {
        icu::Locale locale = makeLocale(id);
        if (locale.isBogus()) setError(error, CCP_ERROR_ARGUMENT, what, "invalid locale id");
        return locale;
    }
    setError(error, CCP_ERROR_ARGUMENT, what, "no locale");
    icu::Locale none = icu::Locale::getRoot();
    none.setToBogus();
    return none;
}

}  // namespace ccp

namespace {
void write_version(const UVersionInfo version, char *buffer, int capacity) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int i = 0;
    for (; i + 1 < capacity && text[i] != 0; ++i) buffer[i] = text[i];
    if (capacity > 0) buffer[i] = 0;
}
}  // namespace

extern "C" void ccp_icu_version(char *buffer, int capacity) {
    UVersionInfo version;
    u_getVersion(version);
    write_version(version, buffer, capacity);
}

extern "C" void ccp_icu_cldr_version(char *buffer, int capacity) {
    UVersionInfo version;
    UErrorCode status = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(version, &status);
    if (U_FAILURE(status)) {
        if (capacity > 0) buffer[0] = 0;
        return;
    }
    write_version(version, buffer, capacity);
}
