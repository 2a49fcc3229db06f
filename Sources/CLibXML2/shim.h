#ifndef CCPIPE_CLIBXML2_SHIM_H
#define CCPIPE_CLIBXML2_SHIM_H
// libxml2 built with ICU support pulls ICU's headers in through its own
// encoding header; Foundation carries its own copy of ICU's types, and the two
// clash as "'UErrorCode' has different definitions in different modules".
// The reader never needs libxml2's ICU hooks, so they are switched off here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#endif
