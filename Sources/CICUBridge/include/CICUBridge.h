#ifndef CCPIPE_CICUBRIDGE_H
#define CCPIPE_CICUBRIDGE_H
// Plain C on purpose: a header Swift imports must not include ICU's headers
// (see DESIGN.md), so ICU types stay inside the C++ file.
#ifdef __cplusplus
extern "C" {
#endif

/// ICU's version, e.g. "72.1", written into `buffer`.
void ccp_icu_version(char *buffer, int capacity);

#ifdef __cplusplus
}
#endif
#endif
