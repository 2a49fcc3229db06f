// Primary keys kept for the process by collator group (IndexClasses): the
// locales of one language (`en`, `en_GB`, `en_AU`…) file nearly the same
// names with equal collators, in as many indexes, so each name's key is
// made once per group instead of once per index. Internal to the bridge.
#pragma once

#include <unicode/coll.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ccp {

// The primary key `collator` gives each of `names` (UTF-8), in `keys`: the
// bytes of its sort key before the first level separator. `group` is the
// collator's group, whose collators all give equal keys (-1: none, nothing
// is kept); a key is taken from the group's memo, or made and added to it.
// The views point into the memo, which `held` keeps alive (hold it while
// they are used), or, for a key not kept, into `made`, which must not
// change while they are used. False, with `status` set, when a key cannot
// be made.
bool primaryKeysOf(int32_t group, const icu::Collator &collator, const std::vector<std::string_view> &names,
                   std::vector<std::string_view> &keys, std::string &made, std::shared_ptr<const void> &held, UErrorCode &status);

}  // namespace ccp
