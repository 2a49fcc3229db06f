// Primary keys put together from each character's weights; see
// CharacterPrimaries.hpp.
//
// A character's weights depend only on itself when nothing around it can
// change them: it starts no contraction that a character of the name could
// continue, ICU maps it after no prefix, and the name is in FCD (so that a
// collator that normalizes reads it as it is). Names whose characters all
// have a lead canonical combining class of 0 are in FCD, and no such
// character continues a contraction whose other characters are all marks;
// the root collation's other contraction starters and its prefixed
// characters are listed here (`IndexBucketsTests` checks the list against
// the root collator), and a tailoring's are read from its rules (the
// first character of each string of several it tailors, the characters
// its canonical closure makes start one, and, where it tailors after
// prefixes, every character it tailors: TailoringRules). Such a
// character's primary weights are read from the keys ICU writes for it
// alone and twice over: one weight of one to four bytes
// (the lead byte, then up to three), compressible when the doubled key
// writes the lead byte once. A character of several weights whose keys
// read as one weight is written as ICU writes it all the same: what ICU
// writes between weights depends only on their lead bytes.
#include "CharacterPrimaries.hpp"

#include "TailoringRules.hpp"

#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstring>

namespace ccp {
namespace {

// The version of the root collation whose contextual characters are listed.
constexpr uint8_t knownRootVersion[4] = {153, 120, 0, 0};

// Combining grapheme joiner: a character without weights in the root
// collation (checked for each collator), which breaks contractions.
constexpr char16_t graphemeJoiner = 0x034F;

// Bytes ICU writes between primary weights of different lead bytes, after
// a compressible one (Collation::PRIMARY_COMPRESSION_LOW_BYTE and _HIGH_BYTE).
constexpr char compressionLow = 0x03;
constexpr char compressionHigh = static_cast<char>(0xFF);
// Lead bytes up to this one write no low compression byte before them
// (Collation::MERGE_SEPARATOR_BYTE).
constexpr uint8_t mergeSeparatorByte = 0x02;

// The primary level of the key `collator` writes for `text`; empty when
// there is none (or no key).
std::string primaryKey(const icu::Collator &collator, const char16_t *text, int32_t length) {
    uint8_t bytes[64];
    int32_t written = collator.getSortKey(text, length, bytes, static_cast<int32_t>(sizeof bytes));
    if (written <= 0 || written > static_cast<int32_t>(sizeof bytes)) return std::string(1, '\0');  // no weight: left to ICU
    const void *separator = std::memchr(bytes, 1, static_cast<size_t>(written - 1));
    size_t end = separator ? static_cast<size_t>(static_cast<const uint8_t *>(separator) - bytes) : static_cast<size_t>(written - 1);
    return std::string(reinterpret_cast<const char *>(bytes), end);
}

bool isConjoiningJamo(UChar32 character) {
    return (character >= 0x1100 && character <= 0x11FF) || (character >= 0xA960 && character <= 0xA97F) ||
           (character >= 0xD7B0 && character <= 0xD7FF);
}

}  // namespace

const std::vector<UChar32> &CharacterPrimaries::rootContextual() {
    static const std::vector<UChar32> characters = {
        0x00B7, 0x0387, 0x09C7, 0x0B47, 0x0B92, 0x0BC6, 0x0BC7, 0x0CBF, 0x0CC6, 0x0CCA, 0x0D46,
        0x0D47, 0x0DD9, 0x0E40, 0x0E41, 0x0E42, 0x0E43, 0x0E44, 0x0E4D, 0x0EC0, 0x0EC1, 0x0EC2,
        0x0EC3, 0x0EC4, 0x0ECD, 0x1025, 0x19B5, 0x19B6, 0x19B7, 0x19BA, 0x1B05, 0x1B07, 0x1B09,
        0x1B0B, 0x1B0D, 0x1B11, 0x1B3A, 0x1B3C, 0x1B3E, 0x1B3F, 0x1B42, 0xAAB5, 0xAAB6, 0xAAB9,
        0xAABB, 0xAABC, 0xFDD1, 0x11131, 0x11132, 0x11347, 0x114B9, 0x115B8, 0x115B9, 0x11935};
    return characters;
}

const std::vector<UChar32> &CharacterPrimaries::rootMarkStarters() {
    static const std::vector<UChar32> characters = {0x0418, 0x0438, 0x0627, 0x0648, 0x064A, 0x0C46, 0x0DDC, 0x0F71, 0x0FB2, 0x0FB3};
    return characters;
}

std::unique_ptr<CharacterPrimaries> CharacterPrimaries::make(const icu::RuleBasedCollator &primary) {
    static const bool rootKnown = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::Collator> root(icu::Collator::createInstance(icu::Locale::getRoot(), status));
        if (U_FAILURE(status) || !root) return false;
        UVersionInfo version;
        root->getVersion(version);
        return std::memcmp(version, knownRootVersion, sizeof knownRootVersion) == 0;
    }();
    if (!rootKnown) return nullptr;
    std::unique_ptr<CharacterPrimaries> made(new CharacterPrimaries());
    RuleCharacters rules;
    if (!readRules(primary.getRules(), rules, 0)) return nullptr;
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(status);
    if (U_FAILURE(status)) return nullptr;
    std::vector<UChar32> &contextual = made->contextual_;
    contextual = rootContextual();
    std::vector<UChar32> &markStarters = made->markStarters_;
    markStarters = rootMarkStarters();
    markStarters.insert(markStarters.end(), rules.markStarters.begin(), rules.markStarters.end());
    // Prefixes are rare (Japanese): every tailored character is then taken
    // to depend on what precedes it.
    if (rules.prefixes) contextual.insert(contextual.end(), rules.tailored.begin(), rules.tailored.end());
    bool jamo = false;
    for (UChar32 character : rules.tailored) {
        jamo = jamo || isConjoiningJamo(character);
        // Canonical closure: a tailored character decomposed into two
        // starters makes the first one start a contraction (followed by a
        // mark, one only starts contractions no name here continues).
        icu::UnicodeString decomposition;
        if (nfd->getDecomposition(character, decomposition) && decomposition.countChar32() > 1) {
            const UChar32 second = decomposition.char32At(decomposition.moveIndex32(0, 1));
            (leadCombiningClass(second) == 0 ? contextual : markStarters).push_back(decomposition.char32At(0));
        }
    }
    // Tailored Jamo may make contractions across a syllable's end.
    if (jamo) {
        for (UChar32 syllable = 0xAC00; syllable <= 0xD7A3; ++syllable) contextual.push_back(syllable);
    }
    for (std::vector<UChar32> *list : {&contextual, &markStarters}) {
        std::sort(list->begin(), list->end());
        list->erase(std::unique(list->begin(), list->end()), list->end());
    }
    // A tailored contraction's starter is read as itself unless the
    // character after it is one its contractions continue with.
    for (const auto &contraction : rules.contractions) {
        if (!std::binary_search(contextual.begin(), contextual.end(), contraction.first)) made->continuations_.push_back(contraction);
    }
    std::sort(made->continuations_.begin(), made->continuations_.end());
    made->nfd_ = nfd;
    if (!primaryKey(primary, &graphemeJoiner, 1).empty()) return nullptr;
    made->numeric_ = primary.getAttribute(UCOL_NUMERIC_COLLATION, status) == UCOL_ON;
    made->collator_.reset(primary.clone());
    if (U_FAILURE(status) || !made->collator_) return nullptr;
    return made;
}

uint64_t CharacterPrimaries::learn(UChar32 character) const {
    if (std::binary_search(contextual_.begin(), contextual_.end(), character)) return leftToICU;
    const auto lead = static_cast<uint64_t>(leadCombiningClass(character));
    const auto trail = static_cast<uint64_t>(u_getIntPropertyValue(character, UCHAR_TRAIL_CANONICAL_COMBINING_CLASS));
    const auto continued = std::lower_bound(continuations_.begin(), continuations_.end(), std::make_pair(character, UChar32(0)));
    const bool startsContractions = continued != continuations_.end() && continued->first == character;
    // A composite whose decomposition starts with a character that starts
    // contractions marks continue starts them too: a mark after it can
    // complete one discontiguously (hr: ç then a caron is read as č and a
    // cedilla).
    bool startsMarkContractions = std::binary_search(markStarters_.begin(), markStarters_.end(), character);
    icu::UnicodeString decomposition;
    if (!startsMarkContractions && character >= 0xC0 && nfd_->getDecomposition(character, decomposition)) {
        const UChar32 first = decomposition.char32At(0);
        startsMarkContractions = std::binary_search(markStarters_.begin(), markStarters_.end(), first);
    }
    uint64_t marks = (lead << 40) | (trail << 48) | (startsContractions ? contractionStarter : 0) |
                     (startsMarkContractions ? markStarter : 0);
    if (marks != 0) marks |= neighbourChecked;
    if (U_IS_SURROGATE(character) || character == 0xFFFE || character == 0xFFFF) return leftToICU;
    if (numeric_ && u_isdigit(character)) return leftToICU;
    char16_t text[5];
    int32_t length = 0;
    U16_APPEND_UNSAFE(text, length, character);
    const int32_t single = length;
    // Twice over with a grapheme joiner between, which has no weight and
    // keeps the two from making a contraction.
    text[length++] = graphemeJoiner;
    U16_APPEND_UNSAFE(text, length, character);
    const std::string once = primaryKey(*collator_, text, single);
    const std::string twice = primaryKey(*collator_, text, length);
    if (once.empty()) return twice.empty() ? ignorable | marks : leftToICU;
    if (once.size() > 4 || static_cast<uint8_t>(once[0]) <= mergeSeparatorByte) return leftToICU;
    const std::string tail = once.substr(1);
    // Read as one weight, a character of several weights is written as ICU
    // writes them when they share one compressible lead byte, or when none
    // is compressible; but a compressible weight followed by a
    // non-compressible one of one byte reads as a non-compressible weight
    // with the byte ICU writes between them (03 or FF) in its third byte,
    // which no such character here has.
    bool compressible;
    if (twice == once + tail && !tail.empty()) {
        compressible = true;
    } else if (twice == once + once) {
        compressible = false;
        for (size_t position = 1; position < tail.size(); ++position) {
            if (tail[position] == compressionLow || tail[position] == compressionHigh) return leftToICU;
        }
    } else {
        return leftToICU;
    }
    uint64_t info = weight | marks | (uint64_t(static_cast<uint8_t>(once[0])) << 2) | (uint64_t(compressible) << 10) |
                    (uint64_t(tail.size()) << 11);
    for (size_t position = 0; position < tail.size(); ++position) {
        info |= uint64_t(static_cast<uint8_t>(tail[position])) << (16 + 8 * position);
    }
    return info;
}

uint64_t CharacterPrimaries::infoOf(UChar32 character) const {
    const size_t page = static_cast<size_t>(character) >> pageBits;
    const size_t slot = static_cast<size_t>(character) & pageMask;
    if (page >= pages_.size()) pages_.resize(page + 1);
    if (!pages_[page]) {
        pages_[page].reset(new uint64_t[size_t(1) << pageBits]);
        std::fill(pages_[page].get(), pages_[page].get() + (size_t(1) << pageBits), uint64_t(unknown));
    }
    return pages_[page][slot] = learn(character);
}

bool CharacterPrimaries::continues(UChar32 starter, UChar32 next) const {
    if (std::binary_search(continuations_.begin(), continuations_.end(), std::make_pair(starter, next))) return true;
    // ICU also maps the composites that begin with a contraction's last
    // character (CollationBuilder::addTailComposites).
    icu::UnicodeString decomposition;
    if (next < 0xC0 || !nfd_->getDecomposition(next, decomposition)) return false;
    return std::binary_search(continuations_.begin(), continuations_.end(), std::make_pair(starter, decomposition.char32At(0)));
}

bool CharacterPrimaries::append(std::string_view name, std::string &key) const {
    // At most four bytes a character, and one between two.
    char stack[256];
    std::unique_ptr<char[]> heap;
    char *bytes = stack;
    if (name.size() * 5 > sizeof stack) {
        heap.reset(new char[name.size() * 5]);
        bytes = heap.get();
    }
    size_t length = 0;
    uint8_t compressedLead = 0;  // the lead byte of the last weight when compressible, else 0
    // The character before and what it contributes: the name must be in
    // FCD, and where the character before starts contractions, this one
    // must not continue one.
    UChar32 previous = -1;
    uint64_t before = 0;
    std::lock_guard<std::mutex> lock(mutex_);
    const auto *text = reinterpret_cast<const uint8_t *>(name.data());
    const auto size = static_cast<int32_t>(name.size());
    for (int32_t position = 0; position < size;) {
        UChar32 character = text[position];
        if (character < 0x80) {
            ++position;
        } else {
            U8_NEXT(text, position, size, character);
            if (character < 0) return false;
        }
        const size_t page = static_cast<size_t>(character) >> pageBits;
        uint64_t info = page < pages_.size() && pages_[page] ? pages_[page][static_cast<size_t>(character) & pageMask] : uint64_t(unknown);
        if (info == unknown) info = infoOf(character);
        const uint64_t kind = info & 3;
        if (kind == leftToICU) return false;
        if (((info | before) & neighbourChecked) != 0) {
            const uint64_t leadClass = (info >> 40) & 0xFF;
            if (leadClass != 0 && (((before >> 48) & 0xFF) > leadClass || (before & markStarter) != 0)) return false;
            if ((before & contractionStarter) != 0 && continues(previous, character)) return false;
        }
        previous = character;
        before = info;
        if (kind == ignorable) continue;
        const auto lead = static_cast<uint8_t>(info >> 2);
        const bool compressible = ((info >> 10) & 1) != 0;
        if (!compressible || lead != compressedLead) {
            if (compressedLead != 0) {
                if (lead < compressedLead) {
                    if (lead > mergeSeparatorByte) bytes[length++] = compressionLow;
                } else {
                    bytes[length++] = compressionHigh;
                }
            }
            bytes[length++] = static_cast<char>(lead);
            compressedLead = compressible ? lead : 0;
        }
        const size_t tailLength = (info >> 11) & 3;
        for (size_t each = 0; each < tailLength; ++each) bytes[length++] = static_cast<char>(info >> (16 + 8 * each));
    }
    key.append(bytes, length);
    return true;
}

}  // namespace ccp
