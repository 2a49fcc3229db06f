// The alphabetic-index API of CICUBridge.h (`ccp_index_*`): an index takes
// its class's buckets (IndexClasses: made once per class of locales, by the
// bridge's restatement of ICU's layout in IndexBuckets or by ICU), gathers
// records, and files them as `icu::AlphabeticIndex` does.
#include "BridgeSupport.hpp"
#include "IndexClasses.hpp"
#include "SortKeyMemo.hpp"

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/stringpiece.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

// A bucket of a computed index, as the accessors give it.
struct Bucket {
    std::string label;
    int32_t kind;
    std::vector<int32_t> payloads;
    // Per record: whether it collates equal to the record before it.
    std::vector<uint8_t> tiesPrevious;
};

}  // namespace

// The records added, and once computed, their buckets.
struct ccp_index {
    std::shared_ptr<const ccp::IndexClassData> data;
    // The names, UTF-8, one after another: name `n` is from `nameStart[n]`
    // to `nameStart[n + 1]`.
    std::string nameBytes;
    std::vector<size_t> nameStart{0};
    std::vector<int32_t> payloads;
    bool computed = false;
    std::vector<Bucket> buckets;
};

namespace {

// `reference`: built by ICU's `AlphabeticIndex`, not kept (for comparison).
ccp_index *openIndex(const char *locale, bool reference, ccp_error *error) {
    ccp::clearError(error);
    return ccp::guarded(error, "opening an alphabetic index", [&]() -> ccp_index * {
        icu::Locale icuLocale = ccp::localeArgument(locale, error, "opening an alphabetic index");
        if (icuLocale.isBogus()) return nullptr;
        auto result = std::make_unique<ccp_index>();
        UErrorCode status = U_ZERO_ERROR;
        result->data = ccp::dataOfIndexClass(icuLocale, reference ? -1 : ccp::indexClassOf(icuLocale), status);
        if (!result->data) {
            ccp::setICUError(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR, "opening an alphabetic index");
            return nullptr;
        }
        return result.release();
    });
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
        return ccp::indexClassOf(locale);
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
        index->nameBytes.append(name, static_cast<size_t>(length));
        index->nameStart.push_back(index->nameBytes.size());
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
        const ccp::IndexClassData &data = *index->data;
        std::unique_ptr<icu::Collator> collator(index->data->collator->clone());
        if (!collator) {
            ccp::setOutOfMemory(error, "computing buckets");
            return CCP_ERROR_OUT_OF_MEMORY;
        }
        const size_t count = index->payloads.size();
        std::vector<std::string_view> names(count);
        for (size_t record = 0; record < count; ++record) {
            names[record] = std::string_view(index->nameBytes).substr(index->nameStart[record],
                                                                       index->nameStart[record + 1] - index->nameStart[record]);
        }
        auto unicodeName = [&](size_t record) {
            return icu::UnicodeString::fromUTF8(icu::StringPiece(names[record].data(), static_cast<int32_t>(names[record].size())));
        };
        // Each name's primary key (the primary level of its sort key, made at
        // primary strength) once, or kept from an index of an equal collator:
        // it files the name, and orders it, the full-strength collator
        // deciding only between names whose primary keys are equal. Sort keys
        // order as the collator compares, and are equal exactly when it finds
        // the names equal (ICU's contract); a full key is the primary one and
        // a separator (1, below any primary byte) before the other levels,
        // so ordering by primary keys, then those equal by the collator, is
        // ordering by full keys.
        std::unique_ptr<icu::Collator> primaryCollator(collator->clone());
        UErrorCode keyStatus = U_ZERO_ERROR;
        if (primaryCollator) primaryCollator->setAttribute(UCOL_STRENGTH, UCOL_PRIMARY, keyStatus);
        if (!primaryCollator || U_FAILURE(keyStatus)) {
            ccp::setICUError(error, U_FAILURE(keyStatus) ? keyStatus : U_MEMORY_ALLOCATION_ERROR, "making a sort key");
            return U_FAILURE(keyStatus) ? keyStatus : U_MEMORY_ALLOCATION_ERROR;
        }
        std::vector<std::string_view> keys;
        std::string made;
        std::shared_ptr<const void> keptKeys;  // the memo `keys` point into, held while they are used
        if (!ccp::primaryKeysOf(data.collatorGroup, *primaryCollator, names, keys, made, keptKeys, keyStatus)) {
            ccp::setICUError(error, keyStatus, "making a sort key");
            return keyStatus;
        }
        auto key = [&](size_t record) {
            return ccp::SortKey{reinterpret_cast<const uint8_t *>(keys[record].data()), keys[record].size()};
        };
        // Sorted by each key's first eight bytes as a number first
        // (`SortKey::lead`), the rest compared only where those agree.
        std::vector<uint64_t> lead(count, 0);
        for (size_t record = 0; record < count; ++record) lead[record] = key(record).lead();
        std::vector<size_t> order(count);
        for (size_t record = 0; record < count; ++record) order[record] = record;
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
            return lead[a] != lead[b] ? lead[a] < lead[b] : key(a) < key(b);
        });
        // Names of equal primary keys (few: the same name twice, or names
        // that differ in accents or case), by the full-strength collator;
        // per record, whether it collates equal to the one before it.
        std::vector<uint8_t> tiesBefore(count, 0);
        UErrorCode compared = U_ZERO_ERROR;
        for (size_t start = 0; start < count;) {
            size_t end = start + 1;
            while (end < count && lead[order[end]] == lead[order[start]] && key(order[end]) == key(order[start])) ++end;
            if (end - start > 1) {
                std::vector<icu::UnicodeString> texts(end - start);
                std::vector<size_t> run(order.begin() + static_cast<std::ptrdiff_t>(start), order.begin() + static_cast<std::ptrdiff_t>(end));
                std::vector<size_t> slot(end - start);
                for (size_t each = 0; each < run.size(); ++each) {
                    texts[each] = unicodeName(run[each]);
                    slot[each] = each;
                }
                std::stable_sort(slot.begin(), slot.end(), [&](size_t a, size_t b) {
                    return collator->compare(texts[a], texts[b], compared) == UCOL_LESS;
                });
                for (size_t each = 0; each < slot.size(); ++each) {
                    order[start + each] = run[slot[each]];
                    if (each == 0) continue;
                    UCollationResult order = collator->compare(texts[slot[each - 1]], texts[slot[each]], compared);
                    tiesBefore[run[slot[each]]] = order == UCOL_EQUAL ? 1 : 0;
                }
            }
            start = end;
        }
        if (U_FAILURE(compared)) {
            ccp::setICUError(error, compared, "ordering records");
            return compared;
        }

        std::vector<Bucket> buckets(data.visible.size());
        for (size_t position = 0; position < buckets.size(); ++position) {
            buckets[position].label = data.visible[position].label;
            buckets[position].kind = static_cast<int32_t>(data.visible[position].kind);
        }
        // Each record's bucket first, so that each bucket is given its room once.
        std::vector<int32_t> bucketOf(count, -1);
        std::vector<size_t> filed(buckets.size(), 0);
        size_t cursor = 0;  // records come in ascending order of their primary keys
        for (size_t position = 0; position < count; ++position) {
            const size_t record = order[position];
            UErrorCode status = U_ZERO_ERROR;
            const ccp::SortKey primary = key(record);
            int32_t found = -1;
            if (!data.own) {
                found = data.icuIndex->getBucketIndex(unicodeName(record), status);
            } else if (data.own->hasUncertain() && data.own->isUncertain(primary, lead[record])) {
                const ccp::IndexClassData *icu = ccp::uncertainIndex(data, status);
                if (icu != nullptr) found = icu->icuIndex->getBucketIndex(unicodeName(record), status);
            } else {
                found = data.own->bucketOf(primary, lead[record], cursor);
            }
            if (U_FAILURE(status) || found < 0 || static_cast<size_t>(found) >= buckets.size()) {
                ccp::setICUError(error, U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR, "filing a record");
                return U_FAILURE(status) ? static_cast<int32_t>(status) : CCP_ERROR_STATE;
            }
            bucketOf[position] = found;
            ++filed[static_cast<size_t>(found)];
        }
        for (size_t position = 0; position < buckets.size(); ++position) {
            buckets[position].payloads.reserve(filed[position]);
            buckets[position].tiesPrevious.reserve(filed[position]);
        }
        std::vector<size_t> lastRecord(buckets.size(), count);
        for (size_t position = 0; position < count; ++position) {
            const size_t record = order[position];
            const size_t found = static_cast<size_t>(bucketOf[position]);
            Bucket &bucket = buckets[found];
            bucket.payloads.push_back(index->payloads[record]);
            const size_t previous = lastRecord[found];
            bool ties = previous != count && position > 0 && previous == order[position - 1] && tiesBefore[record] != 0;
            bucket.tiesPrevious.push_back(ties ? 1 : 0);
            lastRecord[found] = record;
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
