#include "CICUBridge.h"
#include <unicode/uversion.h>

extern "C" void ccp_icu_version(char *buffer, int capacity) {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    int i = 0;
    for (; i + 1 < capacity && text[i] != 0; ++i) buffer[i] = text[i];
    if (capacity > 0) buffer[i] = 0;
}
