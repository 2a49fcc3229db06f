// The primary keys of each collator group, kept as SortKeyMemo.hpp says.
#include "SortKeyMemo.hpp"

#include "CharacterPrimaries.hpp"

#include <unicode/ustring.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <utility>

namespace ccp {
namespace {

// The memos of the six groups used last are kept: the locales of a
// language are built one after another, so a group's names come back
// while its language is being built, and seldom after; but languages are
// built side by side, and the group of the root collation, which many
// share, comes back between the others (with two groups kept it was let
// go of in between, and a seventh of the names were made again). A kept
// group's memo is started again once it holds this many bytes of names
// and keys. An index holds the memo it took its keys from for as long as
// it uses them, so one let go of meanwhile lives on until then. Kept
// longer or larger, the memos raised the peak memory of an all-locale
// CLDR 48.2 build past its 64 MB target (six of 512 KB: 66 MB, two of
// 128 KB: 63 MB, as without them; six of 32 KB: as two of 128 KB), for a
// few tens of millions of instructions.
constexpr size_t keptGroups = 6;
constexpr size_t groupCapacity = size_t(32) << 10;
static_assert(keptGroups >= 1, "the group just used is kept");
constexpr size_t blockSize = size_t(16) << 10;

// A group's names and keys, each name and its key copied together into
// blocks that never move, so that the views handed out stay valid; found
// by the name's hash in a table of open addressing (a name is hashed once,
// outside the lock). A slot is 24 bytes: the table, at most half full, is
// most of a memo's memory.
struct GroupMemo {
    struct Slot {
        const char *bytes = nullptr;  // the name, then its key; null: an empty slot
        uint32_t hash = 0;  // the name's hash, its low 32 bits
        uint32_t nameLength = 0;
        uint32_t keyLength = 0;

        std::string_view name() const { return std::string_view(bytes, nameLength); }
        std::string_view key() const { return std::string_view(bytes + nameLength, keyLength); }
    };
    std::vector<Slot> slots = std::vector<Slot>(256);
    size_t used = 0;
    // Bytes of names and keys kept; `full` once one more was not kept.
    size_t bytes = 0;
    bool full = false;
    std::vector<std::unique_ptr<char[]>> blocks;
    size_t blockUsed = blockSize;

    const Slot *find(size_t hash, std::string_view name) const {
        const auto shortHash = static_cast<uint32_t>(hash);
        for (size_t position = shortHash & (slots.size() - 1);; position = (position + 1) & (slots.size() - 1)) {
            const Slot &slot = slots[position];
            if (slot.bytes == nullptr) return nullptr;
            if (slot.hash == shortHash && slot.name() == name) return &slot;
        }
    }

    // `name` must not be there yet.
    std::string_view add(size_t hash, std::string_view name, std::string_view key) {
        if (2 * (used + 1) > slots.size()) {
            std::vector<Slot> old(slots.size() * 2);
            old.swap(slots);
            for (const Slot &slot : old) {
                if (slot.bytes != nullptr) place(slot);
            }
        }
        Slot slot{keep(name, key), static_cast<uint32_t>(hash), static_cast<uint32_t>(name.size()),
                  static_cast<uint32_t>(key.size())};
        place(slot);
        ++used;
        return slot.key();
    }

private:
    void place(const Slot &slot) {
        size_t position = slot.hash & (slots.size() - 1);
        while (slots[position].bytes != nullptr) position = (position + 1) & (slots.size() - 1);
        slots[position] = slot;
    }

    const char *keep(std::string_view name, std::string_view key) {
        // Not null, as no slot's bytes are: an empty name with the empty
        // primary key of a name of ignorable characters.
        static const char nothing = 0;
        const size_t size = name.size() + key.size();
        if (size == 0) return &nothing;
        if (size > blockSize - blockUsed) {
            blocks.emplace_back(new char[std::max(blockSize, size)]);
            blockUsed = 0;
        }
        char *start = blocks.back().get() + blockUsed;
        std::memcpy(start, name.data(), name.size());
        std::memcpy(start + name.size(), key.data(), key.size());
        blockUsed += size;
        return start;
    }
};

std::mutex memoMutex;
// By group: its memo while it is kept; and the groups kept, used last at the end.
std::vector<std::shared_ptr<GroupMemo>> *memos = new std::vector<std::shared_ptr<GroupMemo>>();  // lives as long as the process
std::vector<int32_t> *keptOrder = new std::vector<int32_t>();
// By group: its characters' primary weights (`CharacterPrimaries`), made
// on first use and kept for the process, a few kilobytes each; null where
// the group's collator has none.
std::vector<std::shared_ptr<const CharacterPrimaries>> *characterPrimaries =
    new std::vector<std::shared_ptr<const CharacterPrimaries>>();
std::vector<uint8_t> *characterPrimariesMade = new std::vector<uint8_t>();

// With the lock held: those of `group`, whose collator is `collator`.
std::shared_ptr<const CharacterPrimaries> characterPrimariesOf(int32_t group, const icu::Collator &collator) {
    const auto position = static_cast<size_t>(group);
    if (position >= characterPrimaries->size()) {
        characterPrimaries->resize(position + 1);
        characterPrimariesMade->resize(position + 1, 0);
    }
    if (!(*characterPrimariesMade)[position]) {
        (*characterPrimariesMade)[position] = 1;
        if (const auto *ruleBased = dynamic_cast<const icu::RuleBasedCollator *>(&collator)) {
            (*characterPrimaries)[position] = CharacterPrimaries::make(*ruleBased);
        }
    }
    return (*characterPrimaries)[position];
}

// With the lock held: the memo of `group`, made (or made again, when the
// one kept is full) and marked as used last; the group used longest ago
// is let go of when more than `keptGroups` are kept.
std::shared_ptr<GroupMemo> memoOf(int32_t group) {
    if (static_cast<size_t>(group) >= memos->size()) memos->resize(static_cast<size_t>(group) + 1);
    auto &slot = (*memos)[static_cast<size_t>(group)];
    if (!slot || slot->full) slot = std::make_shared<GroupMemo>();
    auto kept = std::find(keptOrder->begin(), keptOrder->end(), group);
    if (kept != keptOrder->end()) keptOrder->erase(kept);
    keptOrder->push_back(group);
    if (keptOrder->size() > keptGroups) {
        (*memos)[static_cast<size_t>(keptOrder->front())].reset();
        keptOrder->erase(keptOrder->begin());
    }
    return slot;
}

// Appends the primary key of one name to `made`; false when ICU cannot
// make it. The name and its key go through stack buffers first, which most
// fit; a name of ASCII characters only is widened as it is.
bool appendKey(const icu::Collator &collator, std::string_view name, std::string &made) {
    char16_t stackText[128];
    std::vector<char16_t> heapText;
    char16_t *text = stackText;
    int32_t textLength = 0;
    bool ascii = name.size() <= 128;
    for (size_t position = 0; ascii && position < name.size(); ++position) {
        ascii = static_cast<unsigned char>(name[position]) < 0x80;
        stackText[position] = static_cast<char16_t>(name[position]);
    }
    if (ascii) {
        textLength = static_cast<int32_t>(name.size());
    } else {
        UErrorCode status = U_ZERO_ERROR;
        // As `UnicodeString::fromUTF8` converts: an ill-formed sequence becomes U+FFFD.
        u_strFromUTF8WithSub(text, 128, &textLength, name.data(), static_cast<int32_t>(name.size()), 0xFFFD, nullptr, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
            heapText.resize(static_cast<size_t>(textLength) + 1);
            text = heapText.data();
            status = U_ZERO_ERROR;
            u_strFromUTF8WithSub(text, textLength + 1, &textLength, name.data(), static_cast<int32_t>(name.size()), 0xFFFD, nullptr, &status);
        }
        if (U_FAILURE(status)) return false;
    }
    uint8_t stack[256];
    int32_t length = collator.getSortKey(text, textLength, stack, static_cast<int32_t>(sizeof stack));
    if (length <= 0) return false;
    const size_t start = made.size();
    if (length <= static_cast<int32_t>(sizeof stack)) {
        made.append(reinterpret_cast<const char *>(stack), static_cast<size_t>(length - 1));
    } else {
        made.resize(start + static_cast<size_t>(length));
        if (collator.getSortKey(text, textLength, reinterpret_cast<uint8_t *>(&made[start]), length) != length) return false;
        made.pop_back();
    }
    // Up to the first level separator (a case level may follow).
    const size_t separator = made.find('\1', start);
    if (separator != std::string::npos) made.resize(separator);
    return true;
}

}  // namespace

bool primaryKeysOf(int32_t group, const icu::Collator &collator, const std::vector<std::string_view> &names,
                   std::vector<std::string_view> &keys, std::string &made, std::shared_ptr<const void> &held, UErrorCode &status) {
    keys.assign(names.size(), std::string_view());
    std::vector<size_t> hashes(group >= 0 ? names.size() : 0);
    for (size_t position = 0; position < hashes.size(); ++position) hashes[position] = std::hash<std::string_view>()(names[position]);
    std::vector<size_t> missing;
    std::shared_ptr<GroupMemo> memo;
    std::shared_ptr<const CharacterPrimaries> primaries;
    if (group >= 0) {
        std::lock_guard<std::mutex> lock(memoMutex);
        primaries = characterPrimariesOf(group, collator);
        memo = memoOf(group);
        held = memo;
        for (size_t position = 0; position < names.size(); ++position) {
            const GroupMemo::Slot *found = memo->find(hashes[position], names[position]);
            if (found != nullptr) keys[position] = found->key(); else missing.push_back(position);
        }
    } else {
        for (size_t position = 0; position < names.size(); ++position) missing.push_back(position);
    }
    // Made outside the lock, one after another in `made`; a name two
    // indexes make at once is kept once.
    std::vector<size_t> madeStart(missing.size() + 1, made.size());
    for (size_t each = 0; each < missing.size(); ++each) {
        if ((!primaries || !primaries->append(names[missing[each]], made)) && !appendKey(collator, names[missing[each]], made)) {
            status = U_INTERNAL_PROGRAM_ERROR;
            return false;
        }
        madeStart[each + 1] = made.size();
    }
    auto madeKey = [&](size_t each) { return std::string_view(made).substr(madeStart[each], madeStart[each + 1] - madeStart[each]); };
    if (memo == nullptr) {
        for (size_t each = 0; each < missing.size(); ++each) keys[missing[each]] = madeKey(each);
        return true;
    }
    std::lock_guard<std::mutex> lock(memoMutex);
    for (size_t each = 0; each < missing.size(); ++each) {
        const size_t position = missing[each];
        const std::string_view key = madeKey(each);
        if (const GroupMemo::Slot *found = memo->find(hashes[position], names[position])) {
            keys[position] = found->key();
        } else if (!memo->full && memo->bytes + names[position].size() + key.size() <= groupCapacity) {
            memo->bytes += names[position].size() + key.size();
            keys[position] = memo->add(hashes[position], names[position], key);
        } else {
            memo->full = true;
            keys[position] = key;
        }
    }
    return true;
}

}  // namespace ccp
