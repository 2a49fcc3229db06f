// Classes of locales that get the same alphabetic index, and what the
// indexes of one class share, made once per class and process: the bucket
// list (IndexBuckets), or ICU's own index where the bridge leaves the layout
// to it, and the collator that orders a bucket's records. AlphabeticIndex.cpp
// files records with them. Internal to the bridge.
#pragma once

#include "IndexBuckets.hpp"

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/uniset.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace ccp {

// What a class's indexes have in common: its buckets (`BucketList`, or
// ICU's immutable index where the class is unknown, where the bridge cannot
// tell the layout, or for comparison), shown labels and kinds, and the
// full-strength collator that orders the records of a bucket (cloned for
// each use). Filing is thread-safe: both lists only read their collators.
struct IndexClassData {
    std::unique_ptr<BucketList> own;
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> icuIndex;
    std::vector<BucketList::Visible> visible;
    std::unique_ptr<icu::Collator> collator;
    // The collator's group (equal collators, equal sort keys); -1 for a
    // reference index or a locale without a class.
    int32_t collatorGroup = -1;

    // For an own list with uncertain names (`BucketList::isUncertain`):
    // ICU's index of the class, made when the first such name is filed,
    // which files it. Its buckets are checked to be the list's.
    icu::Locale locale;
    mutable std::once_flag uncertainMade;
    mutable std::shared_ptr<const IndexClassData> forUncertain;
    mutable UErrorCode uncertainStatus = U_ZERO_ERROR;
};

// The index letters ICU's own data gives `locale` (its
// `ExemplarCharactersIndex`, with fallback), parsed once per pattern; false
// when it has none. `status` is set only when the bundle cannot be opened.
bool indexExemplarsOf(const icu::Locale &locale, icu::UnicodeSet &set, UErrorCode &status);

// The class of `locale`'s index (`ccp_index_class`), or -1 when it cannot
// be established.
int32_t indexClassOf(const icu::Locale &locale);
// The same for a CLDR locale id (`makeLocale`), kept by the id as given:
// a build asks for each locale's class more than once, and making the ICU
// locale costs more than the look-up.
int32_t indexClassOf(const char *id);

// The data of `locale`'s index, of class `indexClass` (`indexClassOf`):
// made on first use and kept for the process. For -1 (no class, or a
// reference index), ICU's `AlphabeticIndex` built afresh and not kept.
// Null, with `status` set when ICU said why, on failure.
std::shared_ptr<const IndexClassData> dataOfIndexClass(const icu::Locale &locale, int32_t indexClass, UErrorCode &status);

// ICU's index for the names `data`'s own list cannot file, with the same
// buckets; null (and `status` set) when ICU lays the class out otherwise.
const IndexClassData *uncertainIndex(const IndexClassData &data, UErrorCode &status);

}  // namespace ccp
