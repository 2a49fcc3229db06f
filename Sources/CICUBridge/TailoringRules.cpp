// Reading a tailoring's rules; see TailoringRules.hpp.
#include "TailoringRules.hpp"

#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/tblcoll.h>
#include <unicode/uchar.h>

#include <algorithm>
#include <memory>
#include <string>

namespace ccp {
namespace {

// The locale of an `[import …]` tag ("hr", "de-u-co-phonebk"): its
// subtags, and a collation type as a keyword; bogus for other extensions.
icu::Locale importedLocale(std::string tag) {
    std::string type;
    const size_t extension = tag.find("-u-co-");
    if (extension != std::string::npos) {
        type = tag.substr(extension + 6);
        tag.resize(extension);
    }
    if (tag.find("-u-") != std::string::npos || tag.find("-x-") != std::string::npos || type.find('-') != std::string::npos) {
        icu::Locale bogus;
        bogus.setToBogus();
        return bogus;
    }
    std::replace(tag.begin(), tag.end(), '-', '_');
    if (tag == "und") tag = "root";
    if (!type.empty()) tag += "@collation=" + type;
    return icu::Locale(tag.c_str());
}

}  // namespace

int leadCombiningClass(UChar32 character) {
    return u_getIntPropertyValue(character, UCHAR_LEAD_CANONICAL_COMBINING_CLASS);
}

bool readRules(const icu::UnicodeString &rules, RuleCharacters &found, int depth) {
    // `starred`: in a list (`<*abc`, `<*a-z`), each character a string of
    // its own; `rangeFrom`: the character before a `-` there, or -1.
    bool quoted = false, reset = false, starred = false;
    UChar32 rangeFrom = -1;
    std::vector<UChar32> string;
    auto endString = [&] {
        if (!reset) {
            if (rangeFrom >= 0 && !string.empty()) {
                for (UChar32 character = rangeFrom + 1; character < string[0]; ++character) found.tailored.push_back(character);
            }
            found.tailored.insert(found.tailored.end(), string.begin(), string.end());
            if (!starred && string.size() > 1) {
                if (leadCombiningClass(string[1]) == 0) {
                    found.contractions.emplace_back(string[0], string[1]);
                } else {
                    found.markStarters.push_back(string[0]);
                }
            }
        }
        rangeFrom = -1;
        string.clear();
    };
    for (int32_t position = 0; position < rules.length();) {
        UChar32 character = rules.char32At(position);
        if (character == u'\\') {
            int32_t after = position + 1;
            UChar32 escaped = rules.unescapeAt(after);
            if (escaped < 0) return false;
            string.push_back(escaped);
            position = after;
            continue;
        }
        position = rules.moveIndex32(position, 1);
        if (character == u'\'') {
            // Two apostrophes are one, literal, in quotes or out ("g''" in
            // uz tailors g followed by an apostrophe).
            if (position < rules.length() && rules.charAt(position) == u'\'') {
                string.push_back(character);
                ++position;
            } else {
                quoted = !quoted;
            }
            continue;
        }
        if (quoted) {
            string.push_back(character);
            continue;
        }
        if (u_hasBinaryProperty(character, UCHAR_PATTERN_WHITE_SPACE)) continue;
        if (character >= 0x80 || u_isalnum(character)) {
            string.push_back(character);
            continue;
        }
        const UChar32 last = string.empty() ? -1 : string.back();
        endString();
        if (character == u'&') {
            reset = true;
            starred = false;
        } else if (character == u'<' || character == u'=' || character == u',' || character == u';') {
            reset = false;
            starred = false;
        } else if (character == u'*') {
            starred = true;
        } else if (character == u'-' && starred) {
            if (last < 0) return false;
            rangeFrom = last;
        } else if (character == u'|') {
            found.prefixes = true;
        } else if (character == u'[') {
            if (rules.compare(position, 6, u"import", 0, 6) == 0) {
                if (depth >= 4) return false;
                int32_t end = rules.indexOf(u']', position);
                if (end < 0) return false;
                icu::UnicodeString tag = rules.tempSubStringBetween(position + 6, end);
                tag.trim();
                std::string id;
                tag.toUTF8String(id);
                icu::Locale imported = importedLocale(id);
                if (imported.isBogus()) return false;
                UErrorCode status = U_ZERO_ERROR;
                std::unique_ptr<icu::Collator> collator(icu::Collator::createInstance(imported, status));
                auto *ruleBased = dynamic_cast<icu::RuleBasedCollator *>(collator.get());
                if (U_FAILURE(status) || ruleBased == nullptr) return false;
                if (!readRules(ruleBased->getRules(), found, depth + 1)) return false;
                position = end + 1;
                continue;
            }
            // An option ([reorder Cyrl], [before 1], [suppressContractions
            // [Ии]]…): none makes a character's weights depend on its
            // neighbours.
            int32_t nesting = 1;
            while (position < rules.length() && nesting > 0) {
                const char16_t unit = rules.charAt(position++);
                if (unit == u'\\') {
                    ++position;
                } else if (unit == u'[') {
                    ++nesting;
                } else if (unit == u']') {
                    --nesting;
                }
            }
            if (nesting > 0) return false;
        }
    }
    if (quoted) return false;
    endString();
    return true;
}

}  // namespace ccp
