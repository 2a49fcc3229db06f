// The alphabetic-index API of CICUBridge.h (`ccp_index_*`): records filed
// as `icu::AlphabeticIndex` files them, into buckets made once per class of
// locales (IndexBuckets).
#include "BridgeSupport.hpp"
#include "IndexBuckets.hpp"

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/parsepos.h>
#include <unicode/stringpiece.h>
#include <unicode/tblcoll.h>
#include <unicode/ulocdata.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

struct Bucket {
    std::string label;
    int32_t kind;
    std::vector<int32_t> payloads;
    // Per record: whether it collates equal to the record before it.
    std::vector<uint8_t> tiesPrevious;
};

// What `icu::AlphabeticIndex(locale)` is built from (ICU 72, alphaindex.cpp):
// the locale's collator (`Collator::createInstance`), from which it derives
// its primary-strength clone, the first strings of each script and any
// Chinese index labels; and its labels from the locale's index exemplar set
// (`ulocdata_getExemplarSet(…, ULOCDATA_ES_INDEX)`), or, when the locale has
// none, labels synthesised from its standard exemplars and upper-cased in
// the locale. It keeps nothing else of the locale. Two locales with equal
// collators (same settings and the same binary tailoring) and the same index
// exemplar set therefore get indexes that are the same in every respect:
// one class's buckets and collators serve both. Locales without an index
// exemplar set share only with their own id.
struct IndexKey {
    std::unique_ptr<icu::Collator> collator;
    // Keys with equal collators have the same group (`collatorGroupOf`);
    // it also shares the sorted script starts (`ccp::CollatorGroup`), the
    // costly part of a bucket list.
    int32_t collatorGroup = -1;
    bool hasIndexExemplars = false;
    icu::UnicodeSet indexExemplars;
    std::string locale;

    bool sameIndexAs(const IndexKey &other) const {
        if (collatorGroup != other.collatorGroup || hasIndexExemplars != other.hasIndexExemplars) return false;
        return hasIndexExemplars ? indexExemplars == other.indexExemplars : locale == other.locale;
    }
};

// Collator groups: one per distinct collator met. A collator's origin is
// where ICU found it (its valid and actual locales, which decide its
// default type and data, and any keywords of the locale id, which may
// choose another type); collators of one origin are equal, so an origin is
// placed once. A new origin's collator joins the group whose binary
// tailoring (`cloneBinary`: the tailoring's data and the settings, all a
// collator built from it needs) has the same bytes. Only the size and
// FNV-1a hash of a group's bytes are kept (hundreds of kilobytes for
// Chinese); where they match, the group's collator writes its bytes again
// for an exact comparison. Equal bytes make equal collators; two equal
// collators whose bytes differed would only share less.
// (`Collator::operator==` compares rules: over a million instructions a pair.)
struct CollatorGroupMember {
    uint64_t tailoringHash;
    size_t tailoringSize;
    std::unique_ptr<icu::RuleBasedCollator> collator;
};
std::mutex collatorGroupsOfOriginsMutex;
std::unordered_map<std::string, int32_t> *groupOfOrigin =
    new std::unordered_map<std::string, int32_t>();  // never freed: lives as long as the process
std::vector<CollatorGroupMember> *groupMembers = new std::vector<CollatorGroupMember>();  // likewise

// The collator's binary tailoring; empty when it cannot be written.
std::vector<uint8_t> binaryTailoring(const icu::RuleBasedCollator &collator) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = collator.cloneBinary(nullptr, 0, status);
    if (status != U_BUFFER_OVERFLOW_ERROR || length <= 0) return {};
    status = U_ZERO_ERROR;
    std::vector<uint8_t> tailoring(static_cast<size_t>(length));
    collator.cloneBinary(tailoring.data(), length, status);
    if (U_FAILURE(status)) return {};
    return tailoring;
}

// The group of `collator`, found at `origin`; -1 when its tailoring cannot be read.
int32_t collatorGroupOf(const std::string &origin, const icu::RuleBasedCollator &collator) {
    {
        std::lock_guard<std::mutex> lock(collatorGroupsOfOriginsMutex);
        auto found = groupOfOrigin->find(origin);
        if (found != groupOfOrigin->end()) return found->second;
    }
    std::vector<uint8_t> tailoring = binaryTailoring(collator);
    if (tailoring.empty()) return -1;
    uint64_t hash = 0xcbf29ce484222325ULL;
    for (uint8_t byte : tailoring) hash = (hash ^ byte) * 0x100000001b3ULL;
    std::unique_ptr<icu::RuleBasedCollator> member(collator.clone());
    if (!member) return -1;

    std::lock_guard<std::mutex> lock(collatorGroupsOfOriginsMutex);
    auto found = groupOfOrigin->find(origin);
    if (found != groupOfOrigin->end()) return found->second;
    int32_t group = -1;
    for (size_t position = 0; position < groupMembers->size() && group < 0; ++position) {
        const CollatorGroupMember &known = (*groupMembers)[position];
        if (known.tailoringHash == hash && known.tailoringSize == tailoring.size() && binaryTailoring(*known.collator) == tailoring) {
            group = static_cast<int32_t>(position);
        }
    }
    if (group < 0) {
        groupMembers->push_back(CollatorGroupMember{hash, tailoring.size(), std::move(member)});
        group = static_cast<int32_t>(groupMembers->size() - 1);
    }
    (*groupOfOrigin)[origin] = group;
    return group;
}

// The index exemplar sets met, by the pattern they are made from: the
// locales of one language share theirs, which is parsed once.
std::mutex exemplarPatternsMutex;
std::map<std::u16string, icu::UnicodeSet> *exemplarSetOfPattern =
    new std::map<std::u16string, icu::UnicodeSet>();  // never freed: lives as long as the process

// What `ulocdata_getExemplarSet(…, ULOCDATA_ES_INDEX)` gives (ICU 72,
// ulocdata.cpp): the `ExemplarCharactersIndex` string found from the
// locale's resource bundle, with fallback, applied as a pattern ignoring
// spaces; false when the locale has none. `status` is set only when the
// bundle cannot be opened.
bool indexExemplarsOf(const icu::Locale &locale, icu::UnicodeSet &set, UErrorCode &status) {
    UResourceBundle *bundle = ures_open(nullptr, locale.getName(), &status);
    if (U_FAILURE(status) || bundle == nullptr) {
        if (bundle != nullptr) ures_close(bundle);
        return false;
    }
    UErrorCode found = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *pattern = ures_getStringByKey(bundle, "ExemplarCharactersIndex", &length, &found);
    bool has = U_SUCCESS(found) && pattern != nullptr;
    if (has) {
        std::u16string text(reinterpret_cast<const char16_t *>(pattern), static_cast<size_t>(length));
        std::lock_guard<std::mutex> lock(exemplarPatternsMutex);
        auto known = exemplarSetOfPattern->find(text);
        if (known != exemplarSetOfPattern->end()) {
            set = known->second;
        } else {
            // As `uset_applyPattern` applies it.
            UErrorCode parsed = U_ZERO_ERROR;
            icu::ParsePosition position;
            set.applyPattern(icu::UnicodeString(false, pattern, length), position, USET_IGNORE_SPACE, nullptr, parsed);
            has = U_SUCCESS(parsed);
            if (has) exemplarSetOfPattern->emplace(std::move(text), set);
        }
    }
    ures_close(bundle);
    return has;
}

/// The key of `locale`'s index; false when any part cannot be had (the
/// index is then built afresh and not kept).
bool makeIndexKey(const icu::Locale &locale, IndexKey &key) {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Collator> collator(icu::Collator::createInstance(locale, status));
    auto *ruleBased = dynamic_cast<icu::RuleBasedCollator *>(collator.get());
    if (U_FAILURE(status) || ruleBased == nullptr) return false;
    const char *keywords = std::strchr(locale.getName(), '@');
    std::string origin = std::string(ruleBased->getLocale(ULOC_VALID_LOCALE, status).getName()) + "|" +
                         ruleBased->getLocale(ULOC_ACTUAL_LOCALE, status).getName() + "|" + (keywords ? keywords : "");
    if (U_FAILURE(status)) return false;
    key.collatorGroup = collatorGroupOf(origin, *ruleBased);
    if (key.collatorGroup < 0) return false;
    key.collator = std::move(collator);

    key.hasIndexExemplars = indexExemplarsOf(locale, key.indexExemplars, status);
    if (U_FAILURE(status)) return false;
    if (!key.hasIndexExemplars) key.indexExemplars.clear();
    key.locale = locale.getName();
    return true;
}

// Every distinct key seen, and the class of each locale id asked about, so
// that a locale's key is made once per process.
std::mutex indexClassesMutex;
std::vector<IndexKey> *indexClasses = new std::vector<IndexKey>();  // never freed: lives as long as the process
std::unordered_map<std::string, int32_t> *classOfLocale = new std::unordered_map<std::string, int32_t>();  // likewise

// The class of `locale`'s index, or -1 when it cannot be established.
int32_t indexClassOf(const icu::Locale &locale) {
    std::string id = locale.getName();
    {
        std::lock_guard<std::mutex> lock(indexClassesMutex);
        auto found = classOfLocale->find(id);
        if (found != classOfLocale->end()) return found->second;
    }
    IndexKey key;
    bool made = makeIndexKey(locale, key);
    std::lock_guard<std::mutex> lock(indexClassesMutex);
    int32_t result = -1;
    if (made) {
        for (size_t position = 0; position < indexClasses->size() && result < 0; ++position) {
            if ((*indexClasses)[position].sameIndexAs(key)) result = static_cast<int32_t>(position);
        }
        if (result < 0) {
            indexClasses->push_back(std::move(key));
            result = static_cast<int32_t>(indexClasses->size() - 1);
        }
    }
    (*classOfLocale)[id] = result;
    return result;
}

// What a class's indexes have in common, made once per class and process:
// its buckets (`ccp::BucketList`, or ICU's immutable index where the class
// is unknown, where the bridge cannot tell the layout, or for comparison),
// shown labels and kinds, and the
// full-strength collator that orders the records of a bucket (cloned for
// each use). Filing is thread-safe: both lists only read their collators.
struct IndexClassData {
    std::unique_ptr<ccp::BucketList> own;
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> icuIndex;
    std::vector<ccp::BucketList::Visible> visible;
    std::unique_ptr<icu::Collator> collator;

    // For an own list with uncertain names (`BucketList::isUncertain`):
    // ICU's index of the class, made when the first such name is filed,
    // which files it. Its buckets are checked to be the list's.
    icu::Locale locale;
    mutable std::once_flag uncertainMade;
    mutable std::shared_ptr<const IndexClassData> forUncertain;
    mutable UErrorCode uncertainStatus = U_ZERO_ERROR;
};

// Built by ICU's `AlphabeticIndex` itself.
std::shared_ptr<const IndexClassData> makeICUIndexClassData(const icu::Locale &locale, UErrorCode &status) {
    icu::AlphabeticIndex index(locale, status);
    auto data = std::make_shared<IndexClassData>();
    if (U_SUCCESS(status)) data->icuIndex.reset(index.buildImmutableIndex(status));
    if (U_SUCCESS(status)) data->collator.reset(index.getCollator().clone());
    if (U_SUCCESS(status) && (!data->icuIndex || !data->collator)) status = U_MEMORY_ALLOCATION_ERROR;
    if (U_FAILURE(status)) return nullptr;
    for (int32_t position = 0; position < data->icuIndex->getBucketCount(); ++position) {
        const icu::AlphabeticIndex::Bucket *bucket = data->icuIndex->getBucket(position);
        if (bucket == nullptr) {
            status = U_INTERNAL_PROGRAM_ERROR;
            return nullptr;
        }
        ccp::BucketList::Visible shown{std::string(), bucket->getLabelType()};
        bucket->getLabel().toUTF8String(shown.label);
        data->visible.push_back(std::move(shown));
    }
    return data;
}

// What each collator group shares, made on first use.
std::mutex collatorGroupsMutex;
std::vector<std::shared_ptr<const ccp::CollatorGroup>> *collatorGroups =
    new std::vector<std::shared_ptr<const ccp::CollatorGroup>>();  // never freed: lives as long as the process

std::shared_ptr<const ccp::CollatorGroup> collatorGroup(int32_t group, const icu::RuleBasedCollator &primary, UErrorCode &status) {
    {
        std::lock_guard<std::mutex> lock(collatorGroupsMutex);
        if (static_cast<size_t>(group) < collatorGroups->size() && (*collatorGroups)[static_cast<size_t>(group)]) {
            return (*collatorGroups)[static_cast<size_t>(group)];
        }
    }
    auto made = ccp::CollatorGroup::make(primary, status);
    if (U_FAILURE(status) || !made) return nullptr;
    std::lock_guard<std::mutex> lock(collatorGroupsMutex);
    if (static_cast<size_t>(group) >= collatorGroups->size()) collatorGroups->resize(static_cast<size_t>(group) + 1);
    auto &slot = (*collatorGroups)[static_cast<size_t>(group)];
    if (!slot) slot = made;
    return slot;
}

// Built from the class's key: what `AlphabeticIndex(locale)` would build,
// with what its collator group shares; by ICU when a label is tailored
// (see `ccp::BucketList::make`).
std::shared_ptr<const IndexClassData> makeIndexClassData(const icu::Locale &locale, int32_t indexClass, UErrorCode &status) {
    std::unique_ptr<icu::Collator> collator;
    bool hasIndexExemplars = false;
    icu::UnicodeSet indexExemplars;
    int32_t group = -1;
    {
        std::lock_guard<std::mutex> lock(indexClassesMutex);
        const IndexKey &key = (*indexClasses)[static_cast<size_t>(indexClass)];
        collator.reset(key.collator->clone());
        hasIndexExemplars = key.hasIndexExemplars;
        indexExemplars = key.indexExemplars;
        group = key.collatorGroup;
    }
    auto *ruleBased = dynamic_cast<icu::RuleBasedCollator *>(collator.get());
    if (ruleBased == nullptr) {
        status = U_UNSUPPORTED_ERROR;
        return nullptr;
    }
    std::unique_ptr<icu::RuleBasedCollator> primary(ruleBased->clone());
    if (!primary) {
        status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    primary->setAttribute(UCOL_STRENGTH, UCOL_PRIMARY, status);
    auto shared = collatorGroup(group, *primary, status);
    icu::UnicodeSet labels = ccp::initialLabels(*primary, locale, hasIndexExemplars, indexExemplars, status);
    if (U_FAILURE(status)) return nullptr;
    // A label the collator weighs otherwise than the root collation (a
    // tailored letter) is laid out as one primary weight, the names whose
    // bucket would differ were it several left to ICU (`isUncertain`);
    // where that could change the buckets themselves, ICU lays the class out.
    auto data = std::make_shared<IndexClassData>();
    bool undecided = false;
    data->own = ccp::BucketList::make(*primary, *shared, labels, undecided, status);
    if (undecided && U_SUCCESS(status)) return makeICUIndexClassData(locale, status);
    if (U_FAILURE(status) || !data->own) return nullptr;
    data->visible = data->own->visible();
    data->collator = std::move(collator);
    data->locale = locale;
    return data;
}

// ICU's index for the names `data`'s own list cannot file, with the same
// buckets; nil (and `status` set) when ICU lays the class out otherwise.
const IndexClassData *uncertainIndex(const IndexClassData &data, UErrorCode &status) {
    std::call_once(data.uncertainMade, [&data] {
        UErrorCode made = U_ZERO_ERROR;
        auto icu = makeICUIndexClassData(data.locale, made);
        if (U_SUCCESS(made) && icu) {
            bool same = icu->visible.size() == data.visible.size();
            for (size_t position = 0; same && position < data.visible.size(); ++position) {
                same = icu->visible[position].label == data.visible[position].label
                    && icu->visible[position].kind == data.visible[position].kind;
            }
            if (!same) made = U_INTERNAL_PROGRAM_ERROR;
        }
        data.uncertainStatus = U_SUCCESS(made) && !icu ? U_MEMORY_ALLOCATION_ERROR : made;
        if (U_SUCCESS(data.uncertainStatus)) data.forUncertain = std::move(icu);
    });
    if (U_FAILURE(data.uncertainStatus)) {
        status = data.uncertainStatus;
        return nullptr;
    }
    return data.forUncertain.get();
}

// By class: a few hundred in an all-locale build, each a bucket list and
// two collators that share ICU's cached tailorings.
std::mutex indexClassDataMutex;
std::vector<std::shared_ptr<const IndexClassData>> *indexClassData =
    new std::vector<std::shared_ptr<const IndexClassData>>();  // never freed: lives as long as the process

}  // namespace

struct ccp_index {
    std::shared_ptr<const IndexClassData> data;
    std::vector<icu::UnicodeString> names;
    std::vector<int32_t> payloads;
    bool computed = false;
    std::vector<Bucket> buckets;
};

namespace {

// `reference`: built by ICU's `AlphabeticIndex`, not kept (for comparison).
ccp_index *openIndex(const char *locale, bool reference, ccp_error *error) {
    ccp::clearError(error);
    if (locale == nullptr) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "opening an alphabetic index", "no locale");
        return nullptr;
    }
    try {
        icu::Locale icuLocale = ccp::makeLocale(locale);
        if (icuLocale.isBogus()) {
            ccp::setError(error, CCP_ERROR_ARGUMENT, "opening an alphabetic index", "invalid locale id");
            return nullptr;
        }
        auto result = std::make_unique<ccp_index>();
        int32_t indexClass = reference ? -1 : indexClassOf(icuLocale);
        if (indexClass >= 0) {
            std::lock_guard<std::mutex> lock(indexClassDataMutex);
            if (static_cast<size_t>(indexClass) < indexClassData->size()) result->data = (*indexClassData)[static_cast<size_t>(indexClass)];
        }
        if (!result->data) {
            UErrorCode status = U_ZERO_ERROR;
            // A locale without a class (no key could be made) is left to ICU.
            result->data = indexClass >= 0 ? makeIndexClassData(icuLocale, indexClass, status)
                                           : makeICUIndexClassData(icuLocale, status);
            if (!result->data) {
                ccp::setICUError(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR, "opening an alphabetic index");
                return nullptr;
            }
            // Two threads may have made one class's data at once: both are
            // equal, the first kept serves from then on.
            if (indexClass >= 0) {
                std::lock_guard<std::mutex> lock(indexClassDataMutex);
                if (static_cast<size_t>(indexClass) >= indexClassData->size()) indexClassData->resize(static_cast<size_t>(indexClass) + 1);
                auto &slot = (*indexClassData)[static_cast<size_t>(indexClass)];
                if (!slot) slot = result->data;
            }
        }
        return result.release();
    } catch (const std::bad_alloc &) {
        ccp::setOutOfMemory(error, "opening an alphabetic index");
        return nullptr;
    } catch (...) {
        ccp::setError(error, CCP_ERROR_STATE, "opening an alphabetic index", "unexpected C++ exception");
        return nullptr;
    }
}

}  // namespace

extern "C" ccp_index *ccp_index_open(const char *locale, ccp_error *error) {
    return openIndex(locale, false, error);
}

extern "C" ccp_index *ccp_index_open_reference(const char *locale, ccp_error *error) {
    return openIndex(locale, true, error);
}

extern "C" int32_t ccp_index_is_restated(const ccp_index *index) {
    return index != nullptr && index->data && index->data->own ? 1 : 0;
}

extern "C" int32_t ccp_index_class(const char *locale) {
    if (locale == nullptr) return -1;
    try {
        icu::Locale icuLocale = ccp::makeLocale(locale);
        if (icuLocale.isBogus()) return -1;
        return indexClassOf(icuLocale);
    } catch (...) {
        return -1;
    }
}

extern "C" void ccp_index_close(ccp_index *index) {
    delete index;
}

extern "C" int32_t ccp_index_add_record(ccp_index *index, const char *name, int32_t length,
                                        int32_t payload, ccp_error *error) {
    ccp::clearError(error);
    if (index == nullptr || name == nullptr || length < 0) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "adding a record", "invalid argument");
        return error != nullptr ? error->code : CCP_ERROR_ARGUMENT;
    }
    if (index->computed) {
        ccp::setError(error, CCP_ERROR_STATE, "adding a record", "the index is already computed");
        return CCP_ERROR_STATE;
    }
    try {
        index->names.push_back(icu::UnicodeString::fromUTF8(icu::StringPiece(name, length)));
        index->payloads.push_back(payload);
        return 0;
    } catch (const std::bad_alloc &) {
        ccp::setOutOfMemory(error, "adding a record");
        return CCP_ERROR_OUT_OF_MEMORY;
    }
}

// Files the records as `AlphabeticIndex` does (ICU 72, alphaindex.cpp): each
// into the bucket its primary-strength collator finds for it (what
// `ImmutableIndex::getBucketIndex` gives, redirections included), each
// bucket's records in the order of the full-strength collator.
extern "C" int32_t ccp_index_compute(ccp_index *index, ccp_error *error) {
    ccp::clearError(error);
    if (index == nullptr || !index->data) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "computing buckets", "no index");
        return CCP_ERROR_ARGUMENT;
    }
    if (index->computed) return 0;
    try {
        const IndexClassData &data = *index->data;
        std::unique_ptr<icu::Collator> collator(index->data->collator->clone());
        if (!collator) {
            ccp::setOutOfMemory(error, "computing buckets");
            return CCP_ERROR_OUT_OF_MEMORY;
        }
        const size_t count = index->names.size();
        // Each name's sort key, made once: ordering and filing then compare
        // bytes. Sort keys order as the collator compares, and are equal
        // exactly when it finds the names equal (ICU's contract); their
        // primary part, up to the first level separator, is the key of the
        // same collator at primary strength, which files names.
        std::vector<uint8_t> keyBytes;
        std::vector<size_t> keyStart(count + 1, 0);
        std::vector<uint8_t> scratch(256);
        for (size_t record = 0; record < count; ++record) {
            int32_t length = collator->getSortKey(index->names[record], scratch.data(), static_cast<int32_t>(scratch.size()));
            if (length > static_cast<int32_t>(scratch.size())) {
                scratch.resize(static_cast<size_t>(length));
                length = collator->getSortKey(index->names[record], scratch.data(), length);
            }
            if (length <= 0) {
                ccp::setICUError(error, U_INTERNAL_PROGRAM_ERROR, "making a sort key");
                return U_INTERNAL_PROGRAM_ERROR;
            }
            // Without the terminating zero.
            keyBytes.insert(keyBytes.end(), scratch.data(), scratch.data() + length - 1);
            keyStart[record + 1] = keyBytes.size();
        }
        auto key = [&](size_t record) {
            return ccp::SortKey{keyBytes.data() + keyStart[record], keyStart[record + 1] - keyStart[record]};
        };
        std::vector<size_t> order(count);
        for (size_t record = 0; record < count; ++record) order[record] = record;
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return key(a) < key(b); });

        std::vector<Bucket> buckets(data.visible.size());
        for (size_t position = 0; position < buckets.size(); ++position) {
            buckets[position].label = data.visible[position].label;
            buckets[position].kind = static_cast<int32_t>(data.visible[position].kind);
        }
        std::vector<size_t> lastRecord(buckets.size(), count);
        for (size_t record : order) {
            UErrorCode status = U_ZERO_ERROR;
            const ccp::SortKey primary = key(record).primary();
            int32_t found = -1;
            if (!data.own) {
                found = data.icuIndex->getBucketIndex(index->names[record], status);
            } else if (data.own->hasUncertain() && data.own->isUncertain(primary)) {
                const IndexClassData *icu = uncertainIndex(data, status);
                if (icu != nullptr) found = icu->icuIndex->getBucketIndex(index->names[record], status);
            } else {
                found = data.own->bucketOf(primary);
            }
            if (U_FAILURE(status) || found < 0 || static_cast<size_t>(found) >= buckets.size()) {
                ccp::setICUError(error, U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR, "filing a record");
                return U_FAILURE(status) ? static_cast<int32_t>(status) : CCP_ERROR_STATE;
            }
            Bucket &bucket = buckets[static_cast<size_t>(found)];
            bucket.payloads.push_back(index->payloads[record]);
            const size_t previous = lastRecord[static_cast<size_t>(found)];
            bool ties = previous != count && key(previous) == key(record);
            bucket.tiesPrevious.push_back(ties ? 1 : 0);
            lastRecord[static_cast<size_t>(found)] = record;
        }
        index->buckets = std::move(buckets);
        index->computed = true;
        return 0;
    } catch (const std::bad_alloc &) {
        ccp::setOutOfMemory(error, "computing buckets");
        return CCP_ERROR_OUT_OF_MEMORY;
    }
}

namespace {
const Bucket *bucketAt(const ccp_index *index, int32_t bucket) {
    if (index == nullptr || !index->computed || bucket < 0 ||
        static_cast<size_t>(bucket) >= index->buckets.size()) {
        return nullptr;
    }
    return &index->buckets[static_cast<size_t>(bucket)];
}
}  // namespace

extern "C" int32_t ccp_index_bucket_count(const ccp_index *index) {
    return (index == nullptr || !index->computed) ? 0 : static_cast<int32_t>(index->buckets.size());
}

extern "C" const char *ccp_index_bucket_label(const ccp_index *index, int32_t bucket) {
    const Bucket *found = bucketAt(index, bucket);
    return found == nullptr ? nullptr : found->label.c_str();
}

extern "C" int32_t ccp_index_bucket_kind(const ccp_index *index, int32_t bucket) {
    const Bucket *found = bucketAt(index, bucket);
    return found == nullptr ? -1 : found->kind;
}

extern "C" int32_t ccp_index_bucket_record_count(const ccp_index *index, int32_t bucket) {
    const Bucket *found = bucketAt(index, bucket);
    return found == nullptr ? 0 : static_cast<int32_t>(found->payloads.size());
}

extern "C" int32_t ccp_index_bucket_record_ties_previous(const ccp_index *index, int32_t bucket, int32_t record) {
    const Bucket *found = bucketAt(index, bucket);
    if (found == nullptr || record < 0 || static_cast<size_t>(record) >= found->tiesPrevious.size()) return 0;
    return found->tiesPrevious[static_cast<size_t>(record)];
}

extern "C" int32_t ccp_index_bucket_record_payload(const ccp_index *index, int32_t bucket, int32_t record) {
    const Bucket *found = bucketAt(index, bucket);
    if (found == nullptr || record < 0 || static_cast<size_t>(record) >= found->payloads.size()) return -1;
    return found->payloads[static_cast<size_t>(record)];
}
