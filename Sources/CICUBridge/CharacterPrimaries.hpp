// Primary keys written without ICU's collation iterator: for the
// characters whose weights do not depend on their neighbours, each
// character's primary weight is asked of ICU once per collator, and a
// name's primary key is put together from them the way ICU writes a
// primary level (CollationKeys::writeSortKeyUpToQuaternary, ICU 72): the
// same bytes. A name with any other character is left to ICU. Internal to
// the bridge.
#pragma once

#include <unicode/tblcoll.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
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

private:
    // What a character contributes, packed: `kind` (the low two bits), then
    // for a weight the lead byte, whether it is compressible, the number of
    // bytes after the lead and those bytes.
    enum Kind : uint64_t { unknown = 0, leftToICU = 1, ignorable = 2, weight = 3 };
    static constexpr size_t pageBits = 7;

    std::unique_ptr<icu::Collator> collator_;
    // Characters whose weights may depend on their neighbours in this
    // collator, ascending: the root's contextual ones and those its rules
    // (and the rules they import) make so.
    std::vector<UChar32> contextual_;
    bool numeric_ = false;
    mutable std::mutex mutex_;
    // By code point, in pages of 128, filled as characters are met.
    mutable std::vector<std::unique_ptr<uint64_t[]>> pages_;

    uint64_t infoOf(UChar32 character) const;
    uint64_t learn(UChar32 character) const;
};

}  // namespace ccp
