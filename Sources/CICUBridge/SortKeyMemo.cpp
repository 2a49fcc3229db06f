// The sort keys of each collator group, kept as SortKeyMemo.hpp says.
#include "SortKeyMemo.hpp"

#include <unicode/stringpiece.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace ccp {
namespace {

// What a build of every locale keeps is a few megabytes (about 43,000
// distinct names and groups for CLDR 48's 1,122 locales); past this many
// bytes of names and keys, keys are made and not kept.
constexpr size_t memoCapacity = size_t(64) << 20;
constexpr size_t blockSize = size_t(64) << 10;

// A group's names and keys, both copied into blocks that never move, so
// that the map's views and those handed out stay valid.
struct GroupMemo {
    std::unordered_map<std::string_view, std::string_view> keyOfName;
    std::vector<std::unique_ptr<char[]>> blocks;
    size_t blockUsed = blockSize;

    std::string_view keep(std::string_view bytes) {
        if (bytes.size() > blockSize - blockUsed) {
            blocks.emplace_back(new char[std::max(blockSize, bytes.size())]);
            blockUsed = 0;
        }
        char *start = blocks.back().get() + blockUsed;
        if (!bytes.empty()) std::memcpy(start, bytes.data(), bytes.size());
        blockUsed += bytes.size();
        return std::string_view(start, bytes.size());
    }
};

std::mutex memoMutex;
std::vector<std::unique_ptr<GroupMemo>> *memos = new std::vector<std::unique_ptr<GroupMemo>>();  // never freed: lives as long as the process
size_t memoBytes = 0;

// The key of one name: written to a stack buffer first, most keys fit.
bool makeKey(const icu::Collator &collator, std::string_view name, std::string &key) {
    icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(name.data(), static_cast<int32_t>(name.size())));
    uint8_t stack[256];
    int32_t length = collator.getSortKey(text, stack, static_cast<int32_t>(sizeof stack));
    if (length <= 0) return false;
    if (length <= static_cast<int32_t>(sizeof stack)) {
        key.assign(reinterpret_cast<const char *>(stack), static_cast<size_t>(length - 1));
        return true;
    }
    key.assign(static_cast<size_t>(length), '\0');
    if (collator.getSortKey(text, reinterpret_cast<uint8_t *>(&key[0]), length) != length) return false;
    key.pop_back();
    return true;
}

}  // namespace

bool sortKeysOf(int32_t group, const icu::Collator &collator, const std::vector<std::string_view> &names,
                std::vector<std::string_view> &keys, std::deque<std::string> &made, UErrorCode &status) {
    keys.assign(names.size(), std::string_view());
    std::vector<size_t> missing;
    GroupMemo *memo = nullptr;
    if (group >= 0) {
        std::lock_guard<std::mutex> lock(memoMutex);
        if (static_cast<size_t>(group) >= memos->size()) memos->resize(static_cast<size_t>(group) + 1);
        auto &slot = (*memos)[static_cast<size_t>(group)];
        if (!slot) slot.reset(new GroupMemo());
        memo = slot.get();
        for (size_t position = 0; position < names.size(); ++position) {
            auto found = memo->keyOfName.find(names[position]);
            if (found != memo->keyOfName.end()) keys[position] = found->second; else missing.push_back(position);
        }
    } else {
        for (size_t position = 0; position < names.size(); ++position) missing.push_back(position);
    }
    // Made outside the lock; a name two indexes make at once is kept once.
    std::vector<std::string *> madeOf(missing.size());
    for (size_t each = 0; each < missing.size(); ++each) {
        made.emplace_back();
        if (!makeKey(collator, names[missing[each]], made.back())) {
            status = U_INTERNAL_PROGRAM_ERROR;
            return false;
        }
        madeOf[each] = &made.back();
    }
    std::lock_guard<std::mutex> lock(memoMutex);
    for (size_t each = 0; each < missing.size(); ++each) {
        const size_t position = missing[each];
        const std::string &key = *madeOf[each];
        keys[position] = key;
        if (memo == nullptr) continue;
        auto found = memo->keyOfName.find(names[position]);
        if (found != memo->keyOfName.end()) {
            keys[position] = found->second;
        } else if (memoBytes + names[position].size() + key.size() <= memoCapacity) {
            memoBytes += names[position].size() + key.size();
            std::string_view name = memo->keep(names[position]);
            keys[position] = memo->keep(key);
            memo->keyOfName.emplace(name, keys[position]);
        }
    }
    return true;
}

}  // namespace ccp
