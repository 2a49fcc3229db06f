// The bucket list of an alphabetic index, made the way ICU 72's
// `AlphabeticIndex` makes it for a locale, from parts that can be shared:
// the first strings of the scripts depend only on the collator (and among
// collators only on their script reordering), so a build that indexes many
// locales with far fewer collators sorts them once for each reordering
// instead of once per locale. IndexClasses makes one list per class of
// locales. Internal to the bridge.
#pragma once

#include <unicode/alphaindex.h>
#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/tblcoll.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace ccp {

/// Bytes of an ICU sort key, without its terminating zero. Keys hold no
/// zero byte, so they compare as C strings do; level separators are 1.
struct SortKey {
    const uint8_t *bytes;
    size_t length;

    /// The primary level: the bytes before the first separator.
    SortKey primary() const {
        const void *separator = std::memchr(bytes, 1, length);
        return {bytes, separator ? static_cast<size_t>(static_cast<const uint8_t *>(separator) - bytes) : length};
    }

    /// The first eight bytes as a big-endian number, zero past the end: as
    /// a key holds no zero byte, of two keys whose leads differ the one of
    /// the smaller lead is the smaller key.
    uint64_t lead() const {
        uint64_t lead = 0;
        for (size_t position = 0; position < 8; ++position) lead = (lead << 8) | (position < length ? bytes[position] : 0);
        return lead;
    }

    bool operator<(const SortKey &other) const {
        int order = std::memcmp(bytes, other.bytes, std::min(length, other.length));
        return order != 0 ? order < 0 : length < other.length;
    }

    bool operator==(const SortKey &other) const {
        return length == other.length && std::memcmp(bytes, other.bytes, length) == 0;
    }
};

/// What the classes of one collator share.
class CollatorGroup {
public:
    /// `primary` is the collator at primary strength.
    static std::shared_ptr<const CollatorGroup> make(const icu::RuleBasedCollator &primary, UErrorCode &status);

    /// The strings that begin each script's primary weights in the
    /// collator's order (the root collation's U+FDD1 contractions whose
    /// sample is a letter or unassigned), primary-ignorable ones left out:
    /// where one script's letters end and the next one's begin. Made on
    /// first use (thread-safe); empty, with `status` set, on failure.
    const std::vector<icu::UnicodeString> &starts(UErrorCode &status) const;

    /// Whether the collator gives `text` the primary weights of the root
    /// collation: the same sort key as the root collator with the same
    /// settings, and no digit under numeric collation. `key` is the sort
    /// key the collator gives `text` (with its terminating zero).
    bool weighsAsRoot(const icu::UnicodeString &text, const std::string &key) const;

    /// How many primary weights above the variable top the root collation
    /// gives `text`, when its secondary weights tell: 1 to 3 when every
    /// element of `text` has the common secondary weight, else -1 (the
    /// root collation's element iterator then tells).
    int primariesOfCommonSecondaries(const icu::UnicodeString &text) const;

private:
    std::unique_ptr<icu::Collator> collator_;
    std::unique_ptr<icu::Collator> rootAlike_;
    std::unique_ptr<icu::Collator> secondaryCounter_;
    bool numeric_ = false;
    mutable std::once_flag startsMade_;
    mutable std::vector<icu::UnicodeString> starts_;
    mutable UErrorCode startsStatus_ = U_ZERO_ERROR;
};

/// The labels `AlphabeticIndex(locale)` starts from: the collator's Chinese
/// index strings (U+FDD0 contractions, and A–Z with Pinyin ones); else the
/// locale's index exemplars when it has them (`hasIndexExemplars`); else
/// labels made from its standard exemplars.
icu::UnicodeSet initialLabels(const icu::RuleBasedCollator &primary, const icu::Locale &locale,
                              bool hasIndexExemplars, const icu::UnicodeSet &indexExemplars, UErrorCode &status);

/// Visible and invisible buckets; a name is filed by a binary search over
/// all of them with the primary-strength collator, then redirected to the
/// visible bucket it shows in.
class BucketList {
public:
    /// `primary` is the locale's collator at primary strength.
    ///
    /// Whether a label has several primary weights (it then gets an
    /// invisible bucket) is read from the root collation's elements: ICU's
    /// only public way to a tailoring's own elements is an iterator, costly
    /// to make for each tailoring (making it computes the tailoring's
    /// longest expansions). A label the collator weighs otherwise than the
    /// root collation (a tailored letter) is laid out as one weight, and the
    /// names filed otherwise were it several are marked uncertain
    /// (`isUncertain`). Where such a label could change the buckets
    /// themselves (an inflow bucket merged, or where a label of several
    /// weights sends its names), no list is made and `undecided` is set: the
    /// caller then lets ICU's `AlphabeticIndex` build the index.
    static std::unique_ptr<BucketList> make(const icu::RuleBasedCollator &primary, const CollatorGroup &group,
                                            const icu::UnicodeSet &labels, bool &undecided, UErrorCode &status);

    struct Visible {
        std::string label;  // UTF-8
        UAlphabeticIndexLabelType kind;
    };
    const std::vector<Visible> &visible() const { return visible_; }

    /// The position in `visible()` of the bucket a name is filed in, from
    /// the primary level of its sort key (`SortKey::primary`), or -1.
    int32_t bucketOf(const SortKey &primary) const;

    /// The same for names given in ascending order of their primary keys
    /// (`lead` is the key's `SortKey::lead`), the entries walked from
    /// `cursor` (0 before the first name) instead of halved: where the
    /// entries' boundaries ascend strictly, the last at or before the name
    /// is the one the halving finds.
    int32_t bucketOf(const SortKey &primary, uint64_t lead, size_t &cursor) const;

    /// Whether where a name is filed depends on the weights of a label
    /// that could not be told (the caller then asks ICU's index): it sorts
    /// after the label followed by U+FFFF and before the next entry.
    /// `lead` is the key's `SortKey::lead`.
    bool isUncertain(const SortKey &primary, uint64_t lead) const;
    bool hasUncertain() const { return !uncertain_.empty(); }

private:
    struct Entry {
        icu::UnicodeString label;
        icu::UnicodeString lowerBoundary;
        UAlphabeticIndexLabelType kind;
        // The entry this one's names are shown in (-1: itself).
        int32_t shownIn = -1;
        int32_t visiblePosition = -1;
        // The lower boundary's sort key at primary strength (`finish`, or
        // as the entry is made when known then), and its lead.
        std::string boundaryKey;
        uint64_t boundaryLead = 0;
        bool hasBoundaryKey = false;
    };

    // From the primary key of an untold label followed by U+FFFF up to the
    // boundary of entry `next` (none when there is no such entry).
    struct Uncertain {
        std::string from;
        size_t next;
        uint64_t fromLead = 0;  // `from`'s `SortKey::lead`
    };

    std::unique_ptr<icu::Collator> primary_;
    std::vector<Entry> entries_;
    std::vector<Visible> visible_;
    std::vector<size_t> untold_;
    std::vector<Uncertain> uncertain_;
    // Whether the entries' boundary keys ascend strictly (`finish`).
    bool ascending_ = false;

    void finish(UErrorCode &status);
};

}  // namespace ccp
