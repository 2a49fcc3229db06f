// `ccp_scalar_traits`: the properties of a code point that a name's
// initials depend on, read from ICU's property tries.
#include "CICUBridge.h"

#include <unicode/uchar.h>

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
