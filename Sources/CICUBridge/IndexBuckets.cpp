// How ICU 72's `AlphabeticIndex` lays out its buckets, restated so that the
// part that depends only on the collator (`CollatorGroup`) can be made once
// per collator. The steps and their order are ICU's; where a detail decides
// which bucket a name lands in, the comment says so. `IndexBucketsTests`
// compares every bucket and every filing with ICU's own index.
#include "IndexBuckets.hpp"

#include <unicode/coleitr.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uscript.h>
#include <unicode/usetiter.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace ccp {
namespace {

// The prefix of the Chinese index strings in CLDR's Chinese tailorings
// (U+FDD0 followed by a Pinyin letter, a stroke count or a radical).
constexpr char16_t chinesePrefix = 0xFDD0;
// The prefix of the root collation's script-start strings.
constexpr char16_t scriptStartPrefix = 0xFDD1;
// Combining grapheme joiner: placed between the code points of a label,
// it keeps contractions from forming.
constexpr char16_t graphemeJoiner = 0x034F;
// Labels beyond this many are thinned out evenly (ICU's default).
constexpr int32_t maximumLabelCount = 99;

const char16_t ellipsis[] = u"\u2026";

std::string sortKeyOf(const icu::Collator &collator, const icu::UnicodeString &text) {
    uint8_t stack[128];
    int32_t needed = collator.getSortKey(text, stack, static_cast<int32_t>(sizeof stack));
    if (needed <= 0) return std::string();
    if (needed <= static_cast<int32_t>(sizeof stack)) return std::string(reinterpret_cast<char *>(stack), static_cast<size_t>(needed));
    std::string key(static_cast<size_t>(needed), '\0');
    collator.getSortKey(text, reinterpret_cast<uint8_t *>(&key[0]), needed);
    return key;
}

// The label with a joiner between each two code points: when it collates
// the same, the label is only its letters in a row, not a letter of its own.
icu::UnicodeString withJoiners(const icu::UnicodeString &label) {
    icu::UnicodeString result;
    for (int32_t position = 0; position < label.length(); position = label.moveIndex32(position, 1)) {
        if (position > 0) result.append(graphemeJoiner);
        result.append(label.char32At(position));
    }
    return result;
}

// Of two labels that collate alike, whether `one` should be kept rather
// than `other`: the shorter compatibility decomposition, then the smaller
// one in code point order, then the smaller original.
bool isBetterLabel(const icu::Normalizer2 &nfkd, const icu::UnicodeString &one, const icu::UnicodeString &other) {
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString oneDecomposed = nfkd.normalize(one, status);
    icu::UnicodeString otherDecomposed = nfkd.normalize(other, status);
    if (U_FAILURE(status)) return false;
    int32_t lengths = oneDecomposed.countChar32() - otherDecomposed.countChar32();
    if (lengths != 0) return lengths < 0;
    int32_t order = oneDecomposed.compareCodePointOrder(otherDecomposed);
    if (order != 0) return order < 0;
    return one.compareCodePointOrder(other) < 0;
}

// Where a label of sort key `key` goes among labels whose sort keys are
// `sorted` (ascending): its position when a label there collates equal,
// else the complement of where to insert it. Sort keys compare as the
// collator compares the labels, and are equal exactly when it finds them equal.
int32_t searchLabels(const std::vector<std::string> &sorted, const std::string &key) {
    int32_t low = 0;
    int32_t high = static_cast<int32_t>(sorted.size());
    while (low < high) {
        int32_t middle = low + (high - low) / 2;
        int order = key.compare(sorted[static_cast<size_t>(middle)]);
        if (order == 0) return middle;
        if (order < 0) high = middle; else low = middle + 1;
    }
    return ~low;
}

// The primary level of a sort key as `sortKeyOf` gives it (with its
// terminating zero): the bytes before the first level separator.
std::string primaryLevel(const std::string &key) {
    size_t end = key.find('\1');
    if (end == std::string::npos) end = key.empty() ? 0 : key.size() - 1;
    return key.substr(0, end);
}

// The root collator and an element iterator on it, made once (making the
// iterator computes the root collation's longest expansions); the
// iterator is shared, so it is used under the lock.
std::mutex rootElementsMutex;
icu::CollationElementIterator *rootElements = nullptr;  // never freed: lives as long as the process

// Whether `text` has two or more primary weights above `variableTop`
// ("Sch", "Æ" expanded): such a label gets an invisible bucket after it.
// 1 or 0, or -1 when the group's collator weighs it otherwise than the
// root collation with the same settings (its elements would not do).
// `key` is the sort key the group's collator gives `text`. The secondary
// weights tell for nearly every label; the root elements (an iterator
// that is costly to make, once) for the others. ICU's iterator splits a
// 64-bit element whose primary has low bits into two 32-bit halves, the
// second marked as a continuation; the primary is put back together.
int severalPrimaries(const CollatorGroup &group, uint32_t variableTop, const icu::UnicodeString &text,
                     const std::string &key, UErrorCode &status) {
    if (!group.weighsAsRoot(text, key)) return -1;
    const int told = group.primariesOfCommonSecondaries(text);
    if (told > 0) return told >= 2 ? 1 : 0;
    std::vector<uint32_t> halves;
    {
        std::lock_guard<std::mutex> lock(rootElementsMutex);
        if (rootElements == nullptr) {
            std::unique_ptr<icu::Collator> root(icu::Collator::createInstance(icu::Locale::getRoot(), status));
            auto *ruleBased = dynamic_cast<icu::RuleBasedCollator *>(root.get());
            if (U_FAILURE(status) || ruleBased == nullptr) {
                if (U_SUCCESS(status)) status = U_UNSUPPORTED_ERROR;
                return 0;
            }
            rootElements = ruleBased->createCollationElementIterator(icu::UnicodeString());
            if (rootElements == nullptr) {
                status = U_MEMORY_ALLOCATION_ERROR;
                return 0;
            }
            root.release();  // the iterator refers to it
        }
        rootElements->setText(text, status);
        for (;;) {
            int32_t element = rootElements->next(status);
            if (U_FAILURE(status) || element == icu::CollationElementIterator::NULLORDER) break;
            halves.push_back(static_cast<uint32_t>(element));
        }
    }
    if (U_FAILURE(status)) return 0;
    auto isContinuation = [](uint32_t half) { return (half & 0xC0) == 0xC0; };
    int primaries = 0;
    for (size_t position = 0; position < halves.size(); ++position) {
        if (isContinuation(halves[position])) continue;
        uint32_t weight = halves[position] & 0xFFFF0000u;
        if (position + 1 < halves.size() && isContinuation(halves[position + 1])) weight |= halves[position + 1] >> 16;
        if (weight > variableTop && ++primaries == 2) return 1;
    }
    return 0;
}

// The label shown for an index string: Chinese ones lose their prefix, and
// a stroke count (U+FDD0 U+2801…) reads as the count followed by 劃.
icu::UnicodeString shownLabel(const icu::UnicodeString &label) {
    if (label.length() < 2 || label.charAt(0) != chinesePrefix) return label;
    char16_t rest = label.charAt(1);
    if (rest > 0x2800 && rest <= 0x28FF) {
        icu::UnicodeString count(std::to_string(rest - 0x2800).c_str(), -1, US_INV);
        return count.append(static_cast<char16_t>(0x5283));
    }
    return icu::UnicodeString(label, 1);
}

bool startsChinese(const icu::UnicodeString &label) {
    return label.length() > 0 && label.charAt(0) == chinesePrefix;
}

}  // namespace

std::shared_ptr<const CollatorGroup> CollatorGroup::make(const icu::RuleBasedCollator &primary, UErrorCode &status) {
    if (U_FAILURE(status)) return nullptr;
    auto group = std::make_shared<CollatorGroup>();
    // The root collator with the collator's settings: those that decide
    // a primary-strength sort key (and the case level, which can only make
    // keys differ more).
    group->collator_.reset(primary.clone());
    group->rootAlike_.reset(icu::Collator::createInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status) || !group->collator_ || !group->rootAlike_) {
        if (U_SUCCESS(status)) status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    for (UColAttribute attribute : {UCOL_ALTERNATE_HANDLING, UCOL_CASE_FIRST, UCOL_CASE_LEVEL, UCOL_NORMALIZATION_MODE,
                                    UCOL_NUMERIC_COLLATION, UCOL_STRENGTH}) {
        group->rootAlike_->setAttribute(attribute, primary.getAttribute(attribute, status), status);
    }
    group->rootAlike_->setMaxVariable(primary.getMaxVariable(), status);
    int32_t reorderCodes[USCRIPT_CODE_LIMIT + 16];
    int32_t reorderCount = primary.getReorderCodes(reorderCodes, USCRIPT_CODE_LIMIT + 16, status);
    if (U_SUCCESS(status)) group->rootAlike_->setReorderCodes(reorderCodes, reorderCount, status);
    group->numeric_ = primary.getAttribute(UCOL_NUMERIC_COLLATION, status) == UCOL_ON;
    // The root collation as its element iterator weighs (`severalPrimaries`),
    // variable weights shifted as the collator shifts them, to secondary strength.
    group->secondaryCounter_.reset(icu::Collator::createInstance(icu::Locale::getRoot(), status));
    if (U_SUCCESS(status) && !group->secondaryCounter_) status = U_MEMORY_ALLOCATION_ERROR;
    if (U_FAILURE(status)) return nullptr;
    group->secondaryCounter_->setAttribute(UCOL_ALTERNATE_HANDLING, primary.getAttribute(UCOL_ALTERNATE_HANDLING, status), status);
    group->secondaryCounter_->setMaxVariable(primary.getMaxVariable(), status);
    group->secondaryCounter_->setAttribute(UCOL_STRENGTH, UCOL_SECONDARY, status);
    if (U_FAILURE(status)) return nullptr;
    return group;
}

int CollatorGroup::primariesOfCommonSecondaries(const icu::UnicodeString &text) const {
    // The secondary level of the key: a run of n common weights, and
    // nothing else, is the one byte 05 + n - 1 (ICU's SEC_COMMON_LOW) for
    // small n. A primary-ignorable element's secondary is above the
    // common one (well-formedness condition 2 of the UCA), and a shifted
    // variable element has no secondary, so each of the n elements has a
    // primary weight above the variable top.
    auto told = [](const std::string &key) {
        const size_t separator = key.find('\1');
        if (separator == std::string::npos || separator == 0 || key.size() != separator + 3) return -1;
        const uint8_t level = static_cast<uint8_t>(key[separator + 1]);
        if (level < 0x05 || level > 0x07) return -1;
        return level - 0x04;
    };
    const std::string key = sortKeyOf(*secondaryCounter_, text);
    const int direct = told(key);
    if (direct > 0) return direct;
    // An accented letter ("İ", I and a dot above): when its primary
    // weights are those of the first code point of its decomposition,
    // that code point's count is its own.
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(status);
    if (U_FAILURE(status)) return -1;
    const icu::UnicodeString decomposed = nfd->normalize(text, status);
    if (U_FAILURE(status) || decomposed.length() == 0) return -1;
    const icu::UnicodeString first(decomposed.char32At(0));
    if (first == text) return -1;
    const std::string firstKey = sortKeyOf(*secondaryCounter_, first);
    const size_t separator = key.find('\1'), firstSeparator = firstKey.find('\1');
    if (separator == std::string::npos || key.compare(0, separator, firstKey, 0, firstSeparator) != 0) return -1;
    return told(firstKey);
}

bool CollatorGroup::weighsAsRoot(const icu::UnicodeString &text, const std::string &key) const {
    if (key != sortKeyOf(*rootAlike_, text)) return false;
    if (numeric_) {
        for (int32_t position = 0; position < text.length(); position = text.moveIndex32(position, 1)) {
            if (u_isdigit(text.char32At(position))) return false;
        }
    }
    return true;
}

namespace {
// The root collation's script-first contractions (U+FDD1 and a sample
// character of each script), read once: enumerating a collator's
// contractions inserts each string into a set one by one, in time that
// grows with the square of their number.
std::once_flag scriptStartsRead;
icu::UnicodeSet *scriptStartContractions = nullptr;  // never freed: lives as long as the process
UErrorCode scriptStartsStatus = U_ZERO_ERROR;

const icu::UnicodeSet *rootScriptStarts(UErrorCode &status) {
    std::call_once(scriptStartsRead, [] {
        std::unique_ptr<icu::Collator> root(icu::Collator::createInstance(icu::Locale::getRoot(), scriptStartsStatus));
        const auto *ruleBased = dynamic_cast<const icu::RuleBasedCollator *>(root.get());
        if (U_FAILURE(scriptStartsStatus) || ruleBased == nullptr) {
            if (U_SUCCESS(scriptStartsStatus)) scriptStartsStatus = U_UNSUPPORTED_ERROR;
            return;
        }
        auto *contractions = new icu::UnicodeSet();
        ruleBased->internalAddContractions(scriptStartPrefix, *contractions, scriptStartsStatus);
        contractions->freeze();
        scriptStartContractions = contractions;
    });
    if (U_FAILURE(scriptStartsStatus)) status = scriptStartsStatus;
    return U_SUCCESS(status) ? scriptStartContractions : nullptr;
}

// The script starts in order, by the reordering that ordered them: made
// once for each (see `CollatorGroup::starts`).
std::mutex orderedStartsMutex;
std::map<std::vector<int32_t>, std::vector<icu::UnicodeString>> *orderedStarts =
    new std::map<std::vector<int32_t>, std::vector<icu::UnicodeString>>();  // never freed: lives as long as the process
}  // namespace

const std::vector<icu::UnicodeString> &CollatorGroup::starts(UErrorCode &status) const {
    std::call_once(startsMade_, [this] {
        UErrorCode &made = startsStatus_;
        const icu::Collator &primary = *collator_;
        const auto *ruleBased = dynamic_cast<const icu::RuleBasedCollator *>(&primary);
        if (ruleBased == nullptr) {
            made = U_UNSUPPORTED_ERROR;
            return;
        }
        // The starts are the root collation's script-first contractions,
        // which a tailoring leaves as they are: only a reordering of the
        // scripts moves them. Collators with the same reorder codes order
        // them alike, so they are sorted once for each reordering.
        int32_t codes[USCRIPT_CODE_LIMIT + 16];
        int32_t codeCount = primary.getReorderCodes(codes, USCRIPT_CODE_LIMIT + 16, made);
        if (U_FAILURE(made)) return;
        const std::vector<int32_t> reordering(codes, codes + codeCount);
        {
            std::lock_guard<std::mutex> lock(orderedStartsMutex);
            auto known = orderedStarts->find(reordering);
            if (known != orderedStarts->end()) {
                starts_ = known->second;
                return;
            }
        }
        const icu::UnicodeSet *starts = rootScriptStarts(made);
        if (U_FAILURE(made)) return;
        const icu::UnicodeSet &contractions = *starts;
        if (contractions.isEmpty()) {
            made = U_UNSUPPORTED_ERROR;
            return;
        }
        // Only real scripts: the sample after the prefix is a letter, or
        // unassigned for the implicit weights; the reordering groups of
        // punctuation, symbols and digits are left out.
        std::vector<icu::UnicodeString> found;
        std::vector<std::string> keys;
        icu::UnicodeSetIterator each(contractions);
        while (each.next()) {
            const icu::UnicodeString &start = each.getString();
            if ((U_GET_GC_MASK(start.char32At(1)) & (U_GC_L_MASK | U_GC_CN_MASK)) == 0) continue;
            found.push_back(start);
            keys.push_back(sortKeyOf(primary, start));
        }
        // A stable sort by sort key: the order of ICU's stable sort by
        // comparison. Positions are sorted, not the strings and keys.
        std::vector<size_t> order(found.size());
        for (size_t position = 0; position < order.size(); ++position) order[position] = position;
        std::stable_sort(order.begin(), order.end(), [&keys](size_t a, size_t b) { return keys[a] < keys[b]; });
        const std::string ignorable = sortKeyOf(primary, icu::UnicodeString());
        size_t first = 0;
        while (first < order.size() && keys[order[first]] == ignorable) ++first;
        if (first == order.size()) {
            made = U_ILLEGAL_ARGUMENT_ERROR;
            return;
        }
        starts_.reserve(order.size() - first);
        for (size_t position = first; position < order.size(); ++position) starts_.push_back(found[order[position]]);
        std::lock_guard<std::mutex> lock(orderedStartsMutex);
        orderedStarts->emplace(reordering, starts_);
    });
    if (U_FAILURE(startsStatus_) && U_SUCCESS(status)) status = startsStatus_;
    return starts_;
}

icu::UnicodeSet initialLabels(const icu::RuleBasedCollator &primary, const icu::Locale &locale,
                              bool hasIndexExemplars, const icu::UnicodeSet &indexExemplars, UErrorCode &status) {
    icu::UnicodeSet labels;
    icu::UnicodeSet chinese;
    primary.internalAddContractions(chinesePrefix, chinese, status);
    if (U_FAILURE(status)) return labels;
    if (!chinese.isEmpty()) {
        labels.addAll(chinese);
        icu::UnicodeSetIterator each(chinese);
        while (each.next()) {
            const icu::UnicodeString &label = each.getString();
            char16_t last = label.charAt(label.length() - 1);
            if (last >= u'A' && last <= u'Z') {
                labels.add(u'A', u'Z');  // Pinyin labels come with A–Z
                break;
            }
        }
        return labels;
    }
    if (hasIndexExemplars) return labels.addAll(indexExemplars);

    // No index exemplars: labels from the standard exemplars, cut down for
    // large scripts and upper-cased in the locale.
    ULocaleData *data = ulocdata_open(locale.getName(), &status);
    if (U_FAILURE(status)) return labels;
    icu::UnicodeSet exemplars;
    ulocdata_getExemplarSet(data, exemplars.toUSet(), 0, ULOCDATA_ES_STANDARD, &status);
    ulocdata_close(data);
    if (U_FAILURE(status)) return labels;
    if (exemplars.isEmpty() || exemplars.containsSome(u'a', u'z')) exemplars.add(u'a', u'z');
    if (exemplars.containsSome(0xAC00, 0xD7A3)) {
        // Hangul: one label per initial consonant (가 나 다 … 하).
        exemplars.remove(0xAC00, 0xD7A3);
        for (UChar32 syllable : {0xAC00, 0xB098, 0xB2E4, 0xB77C, 0xB9C8, 0xBC14, 0xC0AC,
                                 0xC544, 0xC790, 0xCC28, 0xCE74, 0xD0C0, 0xD30C, 0xD558}) {
            exemplars.add(syllable);
        }
    }
    if (exemplars.containsSome(0x1200, 0x137F)) {
        // Ethiopic: syllables come in rows of eight; keep the first of each
        // row (U+1200, U+1208, … U+1358) that the exemplars have.
        icu::UnicodeSet rows;
        for (UChar32 row = 0x1200; row <= 0x1358; row += 8) rows.add(row);
        rows.retainAll(exemplars);
        exemplars.remove(0x1200, 0x137F).addAll(rows);
    }
    icu::UnicodeSetIterator each(exemplars);
    while (each.next()) {
        icu::UnicodeString upper = each.getString();
        labels.add(upper.toUpper(locale));
    }
    return labels;
}

std::unique_ptr<BucketList> BucketList::make(const icu::RuleBasedCollator &primary, const CollatorGroup &group,
                                             const icu::UnicodeSet &labels, bool &undecided, UErrorCode &status) {
    undecided = false;
    if (U_FAILURE(status)) return nullptr;
    const std::vector<icu::UnicodeString> &starts = group.starts(status);
    if (U_FAILURE(status)) return nullptr;
    if (starts.empty()) {
        status = U_ILLEGAL_ARGUMENT_ERROR;
        return nullptr;
    }
    const icu::Normalizer2 *nfkd = icu::Normalizer2::getNFKDInstance(status);
    if (U_FAILURE(status)) return nullptr;
    std::unique_ptr<BucketList> list(new BucketList());
    list->primary_.reset(primary.clone());
    if (!list->primary_) {
        status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }

    // The labels in collation order, one per primary weight: those before
    // the first script or at the last one's start (the overflow) are
    // dropped, and so is a label of several code points that collates as
    // its letters one by one (unless it ends with a single `*`, which is
    // removed); of labels that collate alike the better one stays. Each
    // label is compared by its sort key, made once (`searchLabels`); the
    // script starts' keys are made as they are reached.
    std::vector<std::string> startKeys(starts.size());
    auto startKey = [&](size_t script) -> const std::string & {
        if (startKeys[script].empty()) startKeys[script] = sortKeyOf(primary, starts[script]);
        if (startKeys[script].empty()) status = U_INTERNAL_PROGRAM_ERROR;
        return startKeys[script];
    };
    std::vector<icu::UnicodeString> sorted;
    std::vector<std::string> sortedKeys;
    icu::UnicodeSetIterator each(labels);
    while (U_SUCCESS(status) && each.next()) {
        icu::UnicodeString label = each.getString();
        int32_t length = label.length();
        bool mustBeDistinct = label.hasMoreChar32Than(0, length, 1);
        if (mustBeDistinct && label.charAt(length - 1) == u'*' && label.charAt(length - 2) != u'*') {
            label.truncate(length - 1);
            mustBeDistinct = false;
        }
        std::string key = sortKeyOf(primary, label);
        if (key.empty()) status = U_INTERNAL_PROGRAM_ERROR;
        if (key < startKey(0)) continue;
        if (!(key < startKey(starts.size() - 1))) continue;
        if (mustBeDistinct && key == sortKeyOf(primary, withJoiners(label))) continue;
        int32_t found = searchLabels(sortedKeys, key);
        if (found < 0) {
            sorted.insert(sorted.begin() + ~found, label);
            sortedKeys.insert(sortedKeys.begin() + ~found, std::move(key));
        } else if (isBetterLabel(*nfkd, label, sorted[static_cast<size_t>(found)])) {
            sorted[static_cast<size_t>(found)] = label;
        }
    }
    if (U_FAILURE(status)) return nullptr;
    int32_t spread = static_cast<int32_t>(sorted.size()) - 1;
    if (spread > maximumLabelCount) {
        std::vector<icu::UnicodeString> kept;
        std::vector<std::string> keptKeys;
        int32_t previousStep = -1;
        for (size_t position = 0; position < sorted.size(); ++position) {
            int32_t step = static_cast<int32_t>(position + 1) * maximumLabelCount / spread;
            if (step != previousStep) {
                kept.push_back(sorted[position]);
                keptKeys.push_back(sortedKeys[position]);
            }
            previousStep = step;
        }
        sorted = std::move(kept);
        sortedKeys = std::move(keptKeys);
    }

    uint32_t variableTop = 0;
    if (primary.getAttribute(UCOL_ALTERNATE_HANDLING, status) == UCOL_SHIFTED) variableTop = primary.getVariableTop(status);
    if (U_FAILURE(status)) return nullptr;
    // 1 or 0; -1 when the collator weighs `text` otherwise than the root
    // collation, whose elements cannot tell.
    auto several = [&](const icu::UnicodeString &text, const std::string &key) {
        return severalPrimaries(group, variableTop, text, key, status);
    };
    // The entries of labels whose weights could not be told: each is laid
    // out as one primary weight, and what would sort after it were it
    // several (from the label and U+FFFF to the next entry) is left
    // uncertain (`finish`).
    std::vector<size_t> &untold = list->untold_;

    // Underflow first; an inflow bucket wherever the labels skip a script
    // (not right after the underflow); after a label with several primary
    // weights, an invisible bucket that sends what sorts after it back to
    // the last single-letter bucket (after "Sch", "Sch\uFFFF" files into "S").
    std::vector<Entry> &entries = list->entries_;
    // An entry whose boundary's sort key is known: `finish` keeps its primary level.
    auto addEntry = [&entries](Entry entry, const std::string &key) {
        entry.boundaryKey = primaryLevel(key);
        entry.hasBoundaryKey = true;
        entries.push_back(std::move(entry));
    };
    std::string scriptEndKey = sortKeyOf(primary, icu::UnicodeString());
    addEntry(Entry{icu::UnicodeString(ellipsis), icu::UnicodeString(), U_ALPHAINDEX_UNDERFLOW}, scriptEndKey);
    int32_t asciiEntries[26], pinyinEntries[26];
    std::fill(asciiEntries, asciiEntries + 26, -1);
    std::fill(pinyinEntries, pinyinEntries + 26, -1);
    bool hasPinyin = false, hasInvisible = false;
    int32_t script = -1;
    icu::UnicodeString scriptEnd;  // empty: before the first script
    for (size_t position = 0; position < sorted.size(); ++position) {
        const icu::UnicodeString &label = sorted[position];
        const std::string &labelKey = sortedKeys[position];
        if (!(labelKey < scriptEndKey)) {
            icu::UnicodeString inflowBoundary = scriptEnd;
            std::string inflowKey = scriptEndKey;
            bool skipped = false;
            for (;;) {
                if (static_cast<size_t>(script + 1) >= starts.size() || U_FAILURE(status)) {
                    if (U_SUCCESS(status)) status = U_INTERNAL_PROGRAM_ERROR;
                    return nullptr;
                }
                scriptEnd = starts[static_cast<size_t>(++script)];
                scriptEndKey = startKey(static_cast<size_t>(script));
                if (labelKey < scriptEndKey) break;
                skipped = true;
            }
            if (skipped && entries.size() > 1) {
                addEntry(Entry{icu::UnicodeString(ellipsis), inflowBoundary, U_ALPHAINDEX_INFLOW}, inflowKey);
            }
        }
        addEntry(Entry{shownLabel(label), label, U_ALPHAINDEX_NORMAL}, labelKey);
        const int32_t added = static_cast<int32_t>(entries.size()) - 1;
        if (label.length() == 1 && label.charAt(0) >= u'A' && label.charAt(0) <= u'Z') {
            asciiEntries[label.charAt(0) - u'A'] = added;
        } else if (label.length() == 2 && startsChinese(label) && label.charAt(1) >= u'A' && label.charAt(1) <= u'Z') {
            pinyinEntries[label.charAt(1) - u'A'] = added;
            hasPinyin = true;
        }
        const int labelHasSeveral = startsChinese(label) ? 0 : several(label, labelKey);
        if (labelHasSeveral < 0) untold.push_back(static_cast<size_t>(added));
        if (labelHasSeveral > 0 && label.charAt(label.length() - 1) != 0xFFFF) {
            for (int32_t single = added - 1; entries[static_cast<size_t>(single)].kind == U_ALPHAINDEX_NORMAL; --single) {
                const Entry &candidate = entries[static_cast<size_t>(single)];
                if (candidate.shownIn >= 0) continue;
                const int candidateHasSeveral = several(candidate.lowerBoundary, sortKeyOf(primary, candidate.lowerBoundary));
                // Where such names go would depend on what cannot be told.
                if (candidateHasSeveral < 0) undecided = true;
                if (candidateHasSeveral == 0 && !undecided) {
                    Entry invisible{icu::UnicodeString(), icu::UnicodeString(label).append(static_cast<char16_t>(0xFFFF)),
                                    U_ALPHAINDEX_NORMAL};
                    invisible.shownIn = single;
                    entries.push_back(std::move(invisible));
                    hasInvisible = true;
                    break;
                }
            }
        }
        if (U_FAILURE(status) || undecided) return nullptr;
    }
    if (U_FAILURE(status)) return nullptr;
    if (entries.size() == 1) {
        // No label survived: only the underflow bucket, no overflow.
        list->finish(status);
        if (U_FAILURE(status)) return nullptr;
        return list;
    }
    addEntry(Entry{icu::UnicodeString(ellipsis), scriptEnd, U_ALPHAINDEX_OVERFLOW}, scriptEndKey);

    // Pinyin buckets show in the A–Z bucket at or before their letter.
    if (hasPinyin) {
        int32_t ascii = -1;
        for (int letter = 0; letter < 26; ++letter) {
            if (asciiEntries[letter] >= 0) ascii = asciiEntries[letter];
            if (pinyinEntries[letter] >= 0 && ascii >= 0) {
                entries[static_cast<size_t>(pinyinEntries[letter])].shownIn = ascii;
                hasInvisible = true;
            }
        }
    }
    // With invisible buckets, an inflow bucket followed (visibly) by
    // another non-letter bucket shows in that one; whether one does.
    auto mergeInflows = [&entries](bool apply) {
        bool merged = false;
        int32_t next = static_cast<int32_t>(entries.size()) - 1;
        for (int32_t position = next - 1; position > 0; --position) {
            Entry &entry = entries[static_cast<size_t>(position)];
            if (entry.shownIn >= 0) continue;
            if (entry.kind == U_ALPHAINDEX_INFLOW && entries[static_cast<size_t>(next)].kind != U_ALPHAINDEX_NORMAL) {
                merged = true;
                if (apply) entry.shownIn = next;
                continue;
            }
            next = position;
        }
        return merged;
    };
    // A label whose weights could not be told might add an invisible
    // bucket: where that would change which buckets show, ICU lays the
    // class out.
    if (!hasInvisible && !untold.empty() && mergeInflows(false)) {
        undecided = true;
        return nullptr;
    }
    if (hasInvisible) mergeInflows(true);
    list->finish(status);
    if (U_FAILURE(status)) return nullptr;
    return list;
}

void BucketList::finish(UErrorCode &status) {
    // Kept for the process, one list an index class: no room to grow.
    entries_.shrink_to_fit();
    std::vector<uint8_t> scratch(64);
    auto primaryKey = [&](const icu::UnicodeString &text, std::string &key) {
        int32_t length = primary_->getSortKey(text, scratch.data(), static_cast<int32_t>(scratch.size()));
        if (length > static_cast<int32_t>(scratch.size())) {
            scratch.resize(static_cast<size_t>(length));
            length = primary_->getSortKey(text, scratch.data(), length);
        }
        if (length <= 0) {
            status = U_INTERNAL_PROGRAM_ERROR;
            return;
        }
        SortKey primary = SortKey{scratch.data(), static_cast<size_t>(length - 1)}.primary();
        key.assign(reinterpret_cast<const char *>(primary.bytes), primary.length);
    };
    for (size_t position : untold_) {
        Uncertain range;
        primaryKey(icu::UnicodeString(entries_[position].lowerBoundary).append(static_cast<char16_t>(0xFFFF)), range.from);
        if (U_FAILURE(status)) return;
        range.next = position + 1;
        range.fromLead = SortKey{reinterpret_cast<const uint8_t *>(range.from.data()), range.from.size()}.lead();
        uncertain_.push_back(std::move(range));
    }
    for (Entry &entry : entries_) {
        if (!entry.hasBoundaryKey) primaryKey(entry.lowerBoundary, entry.boundaryKey);
        entry.boundaryLead = SortKey{reinterpret_cast<const uint8_t *>(entry.boundaryKey.data()), entry.boundaryKey.size()}.lead();
        if (U_FAILURE(status)) return;
        if (entry.shownIn >= 0) continue;
        entry.visiblePosition = static_cast<int32_t>(visible_.size());
        Visible shown{std::string(), entry.kind};
        entry.label.toUTF8String(shown.label);
        visible_.push_back(std::move(shown));
    }
    ascending_ = true;
    for (size_t position = 1; position < entries_.size() && ascending_; ++position) {
        const std::string &before = entries_[position - 1].boundaryKey, &after = entries_[position].boundaryKey;
        ascending_ = SortKey{reinterpret_cast<const uint8_t *>(before.data()), before.size()} <
                     SortKey{reinterpret_cast<const uint8_t *>(after.data()), after.size()};
    }
}

bool BucketList::isUncertain(const SortKey &primary, uint64_t lead) const {
    // Keys compared by their leads first (`SortKey::lead`).
    auto before = [&](const std::string &key, uint64_t keyLead) {
        return lead != keyLead ? lead < keyLead : primary < SortKey{reinterpret_cast<const uint8_t *>(key.data()), key.size()};
    };
    for (const Uncertain &range : uncertain_) {
        if (before(range.from, range.fromLead)) continue;
        if (range.next >= entries_.size()) return true;
        const Entry &next = entries_[range.next];
        if (before(next.boundaryKey, next.boundaryLead)) return true;
    }
    return false;
}

int32_t BucketList::bucketOf(const SortKey &primary, uint64_t lead, size_t &cursor) const {
    if (!ascending_) return bucketOf(primary);
    while (cursor + 1 < entries_.size()) {
        const Entry &next = entries_[cursor + 1];
        bool before = lead != next.boundaryLead
            ? lead < next.boundaryLead
            : primary < SortKey{reinterpret_cast<const uint8_t *>(next.boundaryKey.data()), next.boundaryKey.size()};
        if (before) break;
        ++cursor;
    }
    const Entry *entry = &entries_[cursor];
    if (entry->shownIn >= 0) entry = &entries_[static_cast<size_t>(entry->shownIn)];
    return entry->visiblePosition;
}

int32_t BucketList::bucketOf(const SortKey &primary) const {
    // The last entry whose boundary is at or before the name, found by
    // halving as ICU does (same probes; comparing primary sort keys is
    // comparing with the collator at primary strength).
    const uint64_t lead = primary.lead();
    size_t low = 0, high = entries_.size();
    while (low + 1 < high) {
        size_t middle = (low + high) / 2;
        const Entry &probed = entries_[middle];
        bool before = lead != probed.boundaryLead
            ? lead < probed.boundaryLead
            : primary < SortKey{reinterpret_cast<const uint8_t *>(probed.boundaryKey.data()), probed.boundaryKey.size()};
        if (before) high = middle; else low = middle;
    }
    const Entry *entry = &entries_[low];
    if (entry->shownIn >= 0) entry = &entries_[static_cast<size_t>(entry->shownIn)];
    return entry->visiblePosition;
}

}  // namespace ccp
