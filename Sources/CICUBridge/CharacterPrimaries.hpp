// Primary keys written without ICU's collation iterator: for the
// characters whose weights do not depend on their neighbours, each
// character's primary weight is asked of ICU once per collator, and a
// name's primary key is put together from them the way ICU writes a
// primary level (CollationKeys::writeSortKeyUpToQuaternary, ICU 72): the
// same bytes. A name with any other character is left to ICU. Internal to
// the bridge.
#pragma once

#include <unicode/normalizer2.h>
#include <unicode/tblcoll.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ccp {

class CharacterPrimaries {
public:
    /// For `primary`, a collator at primary strength; null when its
    /// characters cannot be told apart safely (the root collation is not
    /// the one the bridge knows, or its rules import rules that cannot be
    /// read).
    static std::unique_ptr<CharacterPrimaries> make(const icu::RuleBasedCollator &primary);

    /// Appends the primary key of `name` (UTF-8) to `key`, the bytes
    /// `getSortKey` writes before the first level separator; false, with
    /// `key` unchanged, when a character of the name is left to ICU.
    /// Thread-safe.
    bool append(std::string_view name, std::string &key) const;

    /// The root collation's contraction starters and the characters it maps
    /// after a prefix (whose weights depend on what follows or precedes
    /// them), as the bridge knows them, ascending.
    static const std::vector<UChar32> &rootContextual();
    /// Its other contraction starters: those whose contractions continue
    /// with a mark (a character of a lead canonical combining class other
    /// than 0), ascending.
    static const std::vector<UChar32> &rootMarkStarters();

private:
    // What a character contributes, packed: `kind` (the low two bits), then
    // for a weight the lead byte, whether it is compressible (bit 10), the
    // number of bytes after the lead (bits 11-12) and those bytes (from bit
    // 16); for a weight or an ignorable, whether it is in `markStarters_`
    // (bit 13), whether it starts a contraction of `continuations_` (bit
    // 14) and its lead and trail canonical combining classes (from bits 40
    // and 48).
    enum Kind : uint64_t { unknown = 0, leftToICU = 1, ignorable = 2, weight = 3 };
    static constexpr uint64_t markStarter = uint64_t(1) << 13;
    static constexpr uint64_t contractionStarter = uint64_t(1) << 14;
    // Set when any of those or a combining class is: the character and the
    // one after it are checked (bit 15).
    static constexpr uint64_t neighbourChecked = uint64_t(1) << 15;
    static constexpr size_t pageBits = 7;
    static constexpr size_t pageMask = (size_t(1) << pageBits) - 1;

    std::unique_ptr<icu::Collator> collator_;
    // Characters whose weights may depend on their neighbours in this
    // collator, ascending: the root's contextual ones and those its rules
    // (and the rules they import) make so.
    std::vector<UChar32> contextual_;
    // Characters that start contractions only marks continue: such
    // contractions apply only in names with marks.
    std::vector<UChar32> markStarters_;
    // The tailoring's contractions that letters continue, as (first
    // character, second), ascending: where the second does not follow,
    // the first is read as itself.
    std::vector<std::pair<UChar32, UChar32>> continuations_;
    const icu::Normalizer2 *nfd_ = nullptr;
    bool numeric_ = false;
    mutable std::mutex mutex_;
    // By code point, in pages of 128, filled as characters are met.
    mutable std::vector<std::unique_ptr<uint64_t[]>> pages_;

    // Learned on first use (`learn`), with the lock held.
    uint64_t infoOf(UChar32 character) const;
    uint64_t learn(UChar32 character) const;
    // Whether `next`, after `starter`, continues one of its contractions.
    bool continues(UChar32 starter, UChar32 next) const;
};

}  // namespace ccp
