// Which locales share an index (their keys, by collator group and index
// exemplar set) and the data each class keeps; see IndexClasses.hpp.
#include "IndexClasses.hpp"

#include "BridgeSupport.hpp"

#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/parsepos.h>
#include <unicode/tblcoll.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/ures.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ccp {
namespace {

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
    // it also shares the sorted script starts (`CollatorGroup`), the
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
// hash of a group's bytes are kept (hundreds of kilobytes for Chinese);
// where they match, the group's collator writes its bytes again for an
// exact comparison. The hash is the standard library's (`std::hash` of the
// bytes as a string view): it lives only as long as the process, so no
// hash of ccpipe's own is needed here. Equal bytes make equal collators; two equal
// collators whose bytes differed would only share less.
// (`Collator::operator==` compares rules, and where their text differs
// builds both collators' tailored sets: far costlier, for every pair.)
struct CollatorGroupMember {
    size_t tailoringHash;
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
    size_t hash = std::hash<std::string_view>()(std::string_view(reinterpret_cast<const char *>(tailoring.data()), tailoring.size()));
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

}  // namespace

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

namespace {
std::unordered_map<std::string, int32_t> *classOfId = new std::unordered_map<std::string, int32_t>();  // never freed, as the others
}  // namespace

int32_t indexClassOf(const char *id) {
    {
        std::lock_guard<std::mutex> lock(indexClassesMutex);
        auto found = classOfId->find(id);
        if (found != classOfId->end()) return found->second;
    }
    icu::Locale locale = makeLocale(id);
    int32_t result = locale.isBogus() ? -1 : indexClassOf(locale);
    std::lock_guard<std::mutex> lock(indexClassesMutex);
    (*classOfId)[id] = result;
    return result;
}

namespace {

// Built by ICU's `AlphabeticIndex` itself, whose collator is the locale's
// (of `collatorGroup`, or -1).
std::shared_ptr<const IndexClassData> makeICUIndexClassData(const icu::Locale &locale, int32_t collatorGroup, UErrorCode &status) {
    icu::AlphabeticIndex index(locale, status);
    auto data = std::make_shared<IndexClassData>();
    data->collatorGroup = collatorGroup;
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
        BucketList::Visible shown{std::string(), bucket->getLabelType()};
        bucket->getLabel().toUTF8String(shown.label);
        data->visible.push_back(std::move(shown));
    }
    return data;
}

// What each collator group shares, made on first use.
std::mutex collatorGroupsMutex;
std::vector<std::shared_ptr<const CollatorGroup>> *collatorGroups =
    new std::vector<std::shared_ptr<const CollatorGroup>>();  // never freed: lives as long as the process

std::shared_ptr<const CollatorGroup> collatorGroup(int32_t group, const icu::RuleBasedCollator &primary, UErrorCode &status) {
    {
        std::lock_guard<std::mutex> lock(collatorGroupsMutex);
        if (static_cast<size_t>(group) < collatorGroups->size() && (*collatorGroups)[static_cast<size_t>(group)]) {
            return (*collatorGroups)[static_cast<size_t>(group)];
        }
    }
    auto made = CollatorGroup::make(primary, status);
    if (U_FAILURE(status) || !made) return nullptr;
    std::lock_guard<std::mutex> lock(collatorGroupsMutex);
    if (static_cast<size_t>(group) >= collatorGroups->size()) collatorGroups->resize(static_cast<size_t>(group) + 1);
    auto &slot = (*collatorGroups)[static_cast<size_t>(group)];
    if (!slot) slot = made;
    return slot;
}

// The data made so far, by collator group and initial labels: what
// `AlphabeticIndex` builds depends on nothing else, so classes that differ
// only in how their labels were found (their own index exemplars, or
// labels made from their standard exemplars) share one layout.
struct Layout {
    int32_t collatorGroup;
    icu::UnicodeSet labels;
    std::shared_ptr<const IndexClassData> data;
};
std::mutex layoutsMutex;
std::vector<Layout> *layouts = new std::vector<Layout>();  // never freed: lives as long as the process

// Under `layoutsMutex`.
std::shared_ptr<const IndexClassData> knownLayout(int32_t group, const icu::UnicodeSet &labels) {
    for (const Layout &layout : *layouts) {
        if (layout.collatorGroup == group && layout.labels == labels) return layout.data;
    }
    return nullptr;
}

// Built from the class's key: what `AlphabeticIndex(locale)` would build,
// with what its collator group shares; by ICU where a tailored label could
// change the buckets themselves (`undecided`: see `BucketList::make`).
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
    icu::UnicodeSet labels = initialLabels(*primary, locale, hasIndexExemplars, indexExemplars, status);
    if (U_FAILURE(status)) return nullptr;
    {
        std::lock_guard<std::mutex> lock(layoutsMutex);
        if (auto known = knownLayout(group, labels)) return known;
    }
    // A label the collator weighs otherwise than the root collation (a
    // tailored letter) is laid out as one primary weight, the names whose
    // bucket would differ were it several left to ICU (`isUncertain`);
    // where that could change the buckets themselves, ICU lays the class out.
    auto data = std::make_shared<IndexClassData>();
    bool undecided = false;
    data->own = BucketList::make(*primary, *shared, labels, undecided, status);
    std::shared_ptr<const IndexClassData> made;
    if (undecided && U_SUCCESS(status)) {
        made = makeICUIndexClassData(locale, group, status);
    } else if (U_SUCCESS(status) && data->own) {
        data->visible = data->own->visible();
        data->collator = std::move(collator);
        data->locale = locale;
        data->collatorGroup = group;
        made = std::move(data);
    }
    if (U_FAILURE(status) || !made) return nullptr;
    // Two threads may have made one layout at once: the first kept serves.
    std::lock_guard<std::mutex> lock(layoutsMutex);
    if (auto known = knownLayout(group, labels)) return known;
    layouts->push_back(Layout{group, labels, made});
    return made;
}

// By class, for the process: each a bucket list (or ICU's index) and its
// collators, which share ICU's cached tailorings.
std::mutex indexClassDataMutex;
std::vector<std::shared_ptr<const IndexClassData>> *indexClassData =
    new std::vector<std::shared_ptr<const IndexClassData>>();  // never freed: lives as long as the process

}  // namespace

std::shared_ptr<const IndexClassData> dataOfIndexClass(const icu::Locale &locale, int32_t indexClass, UErrorCode &status) {
    std::shared_ptr<const IndexClassData> data;
    if (indexClass >= 0) {
        std::lock_guard<std::mutex> lock(indexClassDataMutex);
        if (static_cast<size_t>(indexClass) < indexClassData->size()) data = (*indexClassData)[static_cast<size_t>(indexClass)];
    }
    if (data) return data;
    // A locale without a class (no key could be made), or a reference
    // index, is left to ICU.
    data = indexClass >= 0 ? makeIndexClassData(locale, indexClass, status) : makeICUIndexClassData(locale, -1, status);
    if (!data) return nullptr;
    // Two threads may have made one class's data at once: both are equal,
    // the first kept serves from then on.
    if (indexClass >= 0) {
        std::lock_guard<std::mutex> lock(indexClassDataMutex);
        if (static_cast<size_t>(indexClass) >= indexClassData->size()) indexClassData->resize(static_cast<size_t>(indexClass) + 1);
        auto &slot = (*indexClassData)[static_cast<size_t>(indexClass)];
        if (!slot) slot = data;
    }
    return data;
}

const IndexClassData *uncertainIndex(const IndexClassData &data, UErrorCode &status) {
    std::call_once(data.uncertainMade, [&data] {
        UErrorCode made = U_ZERO_ERROR;
        auto icu = makeICUIndexClassData(data.locale, -1, made);
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

}  // namespace ccp
