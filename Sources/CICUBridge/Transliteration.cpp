// The transliterator API of CICUBridge.h (`ccp_transliterator_*`,
// `ccp_transliterate`): transforms made by TransformSteps from ICU's rule
// data where their steps allow, by ICU's own `Transliterator` otherwise; a
// last `Latin-ASCII` step run only on text that needs it; and a transform's
// rules narrowed to the characters of the texts it will be given.
#include "BridgeSupport.hpp"
#include "TransformSteps.hpp"

#include <unicode/normalizer2.h>
#include <unicode/parseerr.h>
#include <unicode/stringpiece.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/utf16.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

struct ccp_transliterator {
    std::shared_ptr<const icu::Transliterator> transliterator;
    // For an id that ends in `; Latin-ASCII` or is that step alone: that
    // last step, run only on a result that is not all ASCII already.
    // Latin-ASCII leaves ASCII as it is (its rules all start from other
    // characters), so the result is the compound's, without its cost where
    // the first steps leave only ASCII.
    std::shared_ptr<const icu::Transliterator> asciiStep;
    // Whether ICU's `createInstance` or `createFromRules` made it.
    bool byICU = false;
    // The last result, kept between the measuring and the copying call.
    std::string last;
    std::string lastInput;
};

namespace {
const char16_t *const asciiStepId = u"Latin-ASCII";

// `id` without a last step `Latin-ASCII` (`; Latin-ASCII`, spaces aside),
// `Null` when it is that step alone (a locale written in Latin: most of its
// names are ASCII already), or empty when it has no such step, or starts
// with a filter (which for ICU filters the whole compound, that step too).
icu::UnicodeString withoutASCIIStep(const icu::UnicodeString &id) {
    icu::UnicodeString trimmed(id);
    trimmed.trim();
    if (trimmed.startsWith(u"[")) return icu::UnicodeString();
    if (trimmed == asciiStepId) return icu::UnicodeString(u"Null");
    int32_t separator = id.lastIndexOf(u';');
    if (separator <= 0) return icu::UnicodeString();
    icu::UnicodeString last = id.tempSubString(separator + 1);
    last.trim();
    if (last != asciiStepId) return icu::UnicodeString();
    icu::UnicodeString head = id.tempSubString(0, separator);
    head.trim();
    return head;
}

// Opens `text` (rules, or a compound id) into `result`: from ICU's rule
// data without its registry (`ccp::transformOfRules`, `ccp::transformOfID`)
// unless `byICU` or the transform needs a step made only by ICU, through
// ICU's own `createFromRules` or `createInstance` otherwise (`byICU`: as
// one compound, without the separate ASCII step).
void openInto(const icu::UnicodeString &text, bool isRules, bool byICU, ccp_transliterator &result, UErrorCode &status) {
    // ICU's own is the whole compound, the reference for the rest.
    icu::UnicodeString head = isRules || byICU ? icu::UnicodeString() : withoutASCIIStep(text);
    if (!byICU) {
        if (isRules) {
            result.transliterator = ccp::transformOfRules(text, UTRANS_FORWARD);
        } else {
            result.transliterator = ccp::transformOfID(head.isEmpty() ? text : head);
            if (result.transliterator && !head.isEmpty()) {
                result.asciiStep = ccp::transformOfID(asciiStepId);
                if (!result.asciiStep) result.transliterator.reset();
            }
        }
        if (result.transliterator) return;
    }
    result.byICU = true;
    if (isRules) {
        UParseError parseError;
        result.transliterator.reset(icu::Transliterator::createFromRules(u"ccpipe-rules", text, UTRANS_FORWARD,
                                                                         parseError, status));
    } else {
        result.transliterator.reset(icu::Transliterator::createInstance(head.isEmpty() ? text : head, UTRANS_FORWARD, status));
        if (U_SUCCESS(status) && !head.isEmpty()) {
            result.asciiStep.reset(icu::Transliterator::createInstance(asciiStepId, UTRANS_FORWARD, status));
            if (U_SUCCESS(status) && !result.asciiStep) status = U_MEMORY_ALLOCATION_ERROR;
        }
    }
}

ccp_transliterator *openTransliterator(const char *id_or_rules, int32_t length, int32_t is_rules, bool byICU,
                                       ccp_error *error) {
    ccp::clearError(error);
    if (id_or_rules == nullptr || length < 0) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "opening a transliterator", "invalid argument");
        return nullptr;
    }
    return ccp::guarded(error, "opening a transliterator", [&]() -> ccp_transliterator * {
        icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(id_or_rules, length));
        UErrorCode status = U_ZERO_ERROR;
        auto result = std::make_unique<ccp_transliterator>();
        openInto(text, is_rules != 0, byICU, *result, status);
        if (U_FAILURE(status) || !result->transliterator) {
            ccp::setICUError(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR, "opening a transliterator");
            return nullptr;
        }
        return result.release();
    });
}
}  // namespace

extern "C" ccp_transliterator *ccp_transliterator_open(const char *id_or_rules, int32_t length, int32_t is_rules,
                                                       ccp_error *error) {
    return openTransliterator(id_or_rules, length, is_rules, false, error);
}

extern "C" ccp_transliterator *ccp_transliterator_open_by_icu(const char *id_or_rules, int32_t length, int32_t is_rules,
                                                              ccp_error *error) {
    return openTransliterator(id_or_rules, length, is_rules, true, error);
}

namespace {

// Whether a rule's set `[…]` lists only characters, none with a meaning in
// ICU's set syntax, so that it can be narrowed by dropping characters.
bool isPlainSetCharacter(UChar32 c) {
    switch (c) {
    case u'\\': case u'[': case u']': case u'-': case u'^': case u':': case u'$': case u'&': case u'{': case u'}':
    case u'\'': case u'#': case u';':
        return false;
    default:
        // No white space comes after U+3000 (most of the sets' characters).
        return c > 0x3000 || !u_isUWhiteSpace(c);
    }
}

// The characters of a set, a bit each, for looking many up: the sets of
// `Han-Latin`'s rules list some 45,000 characters.
class CharacterBits {
public:
    explicit CharacterBits(const icu::UnicodeSet &set) : words_((UCHAR_MAX_VALUE + 1) / 64) {
        for (int32_t range = 0; range < set.getRangeCount(); ++range) {
            for (UChar32 c = set.getRangeStart(range); c <= set.getRangeEnd(range); ++c) {
                words_[static_cast<size_t>(c) / 64] |= uint64_t{1} << (c % 64);
            }
        }
    }
    bool contains(UChar32 c) const { return (words_[static_cast<size_t>(c) / 64] >> (c % 64)) & 1; }

private:
    std::vector<uint64_t> words_;
};

// Appends `c` as a literal of a rule outside a set: as it is when it is a
// letter, escaped otherwise (it may mean something in the rules' syntax).
void appendLiteral(icu::UnicodeString &rules, UChar32 c) {
    if (u_isalpha(c)) {
        rules.append(c);
        return;
    }
    char escaped[12];
    std::snprintf(escaped, sizeof escaped, c > 0xFFFF ? "\\U%08X" : "\\u%04X", static_cast<unsigned>(c));
    rules.append(icu::UnicodeString(escaped, -1, US_INV));
}

// `rules` with every statement `[chars] → …` narrowed to the characters in
// `covered` (and dropped when none are), every other statement as it is
// (`ccp::ruleStatements`: comments are dropped). The set may list ranges
// (`a-z`). `literal`: each character kept as a statement of its own,
// `c → …`, which ICU's parser reads without building a set and indexes by
// the character itself (a rule that starts with a set is checked against
// each of the 256 values of its index); a character already given such a
// statement is left out of later ones, which could never apply to it and
// which ICU would refuse as masked.
icu::UnicodeString narrowedRules(const icu::UnicodeString &rules, const icu::UnicodeSet &covered, bool literal) {
    const CharacterBits coveredBits(covered);
    icu::UnicodeString result;
    icu::UnicodeSet single;
    std::vector<UChar32> kept;
    for (const icu::UnicodeString &statement : ccp::ruleStatements(rules)) {
        const char16_t *text = statement.getBuffer();
        const int32_t length = statement.length();
        int32_t start = 0;
        while (start < length && u_isUWhiteSpace(text[start])) ++start;
        if (start == length) continue;
        // The set's characters that are covered, while it lists nothing
        // but characters and ranges.
        kept.clear();
        auto keep = [&](UChar32 c) {
            if (coveredBits.contains(c) && !(literal && single.contains(c))) kept.push_back(c);
        };
        int32_t close = -1;
        bool plain = text[start] == u'[';
        UChar32 previous = U_SENTINEL;
        bool range = false;
        for (int32_t at = start + 1; plain && at < length;) {
            UChar32 c;
            U16_NEXT(text, at, length, c);
            if (c == u']') {
                plain = !range;
                close = at - 1;
                break;
            }
            if (c == u'-' && previous != U_SENTINEL && !range) {
                range = true;
            } else if (!isPlainSetCharacter(c)) {
                plain = false;
            } else if (range) {
                // The range's first character is kept already.
                if (c < previous) plain = false;
                if (plain && !covered.containsNone(previous + 1, c)) {
                    for (UChar32 inRange = previous + 1; inRange <= c; ++inRange) keep(inRange);
                }
                previous = U_SENTINEL;
                range = false;
            } else {
                keep(c);
                previous = c;
            }
        }
        int32_t arrow = close + 1;
        while (plain && close > 0 && arrow < length && text[arrow] == u' ') ++arrow;
        if (!plain || close < 0 || arrow >= length || !(text[arrow] == u'>' || text[arrow] == u'\u2192')) {
            result.append(statement).append(u';');
            continue;
        }
        if (kept.empty()) continue;
        if (!literal) {
            result.append(u'[');
            for (UChar32 c : kept) result.append(c);
            result.append(statement, close, length - close).append(u';');
            continue;
        }
        for (UChar32 c : kept) {
            single.add(c);
            appendLiteral(result, c);
            result.append(statement, close + 1, length - close - 1).append(u';');
        }
    }
    return result;
}

} // namespace

extern "C" ccp_transliterator *ccp_transliterator_open_narrowed(const char *id, int32_t id_length,
                                                                const char *covering, int32_t covering_length,
                                                                const char *then, int32_t then_length,
                                                                ccp_error *error) {
    ccp::clearError(error);
    if (id == nullptr || id_length < 0 || covering == nullptr || covering_length < 0 || then == nullptr || then_length < 0) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "opening a narrowed transliterator", "invalid argument");
        return nullptr;
    }
    return ccp::guarded(error, "opening a narrowed transliterator", [&]() -> ccp_transliterator * {
        icu::UnicodeString rules;
        UTransDirection direction = UTRANS_FORWARD;
        if (!ccp::rulesOfTransform(icu::UnicodeString::fromUTF8(icu::StringPiece(id, id_length)), rules, direction) ||
            direction != UTRANS_FORWARD) {
            ccp::setError(error, CCP_ERROR_ARGUMENT, "opening a narrowed transliterator", "no rules in ICU's data for this id");
            return nullptr;
        }
        // What the rules can meet: the text's characters and those of its
        // normalised forms (a transform may normalise first, as `Han-Latin`
        // does with NFKC).
        UErrorCode status = U_ZERO_ERROR;
        icu::UnicodeString text = icu::UnicodeString::fromUTF8(icu::StringPiece(covering, covering_length));
        icu::UnicodeSet covered;
        covered.addAll(text);
        for (auto normalizer : {icu::Normalizer2::getNFKCInstance(status), icu::Normalizer2::getNFCInstance(status),
                                icu::Normalizer2::getNFDInstance(status), icu::Normalizer2::getNFKDInstance(status)}) {
            if (U_FAILURE(status)) break;
            covered.addAll(normalizer->normalize(text, status));
        }
        icu::UnicodeString thenStep(u"\n::");
        thenStep.append(icu::UnicodeString::fromUTF8(icu::StringPiece(then, then_length))).append(u";");
        icu::UnicodeString narrowed = narrowedRules(rules, covered, true).append(thenStep);
        auto result = std::make_unique<ccp_transliterator>();
        if (U_SUCCESS(status)) {
            result->transliterator = ccp::transformOfRules(narrowed, UTRANS_FORWARD);
            if (!result->transliterator) {
                // Rules where a character's own statement would mask a
                // later one that starts with it: narrowed sets instead.
                narrowed = narrowedRules(rules, covered, false).append(thenStep);
                result->transliterator = ccp::transformOfRules(narrowed, UTRANS_FORWARD);
            }
            if (!result->transliterator) {
                result->byICU = true;
                UParseError parseError;
                result->transliterator.reset(icu::Transliterator::createFromRules(u"ccpipe-narrowed", narrowed, UTRANS_FORWARD,
                                                                                  parseError, status));
            }
        }
        if (U_FAILURE(status) || !result->transliterator) {
            ccp::setICUError(error, U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR, "opening a narrowed transliterator");
            return nullptr;
        }
        return result.release();
    });
}

extern "C" int32_t ccp_transliterator_is_by_icu(const ccp_transliterator *transliterator) {
    return transliterator != nullptr && transliterator->byICU ? 1 : 0;
}

extern "C" void ccp_transliterator_close(ccp_transliterator *transliterator) {
    delete transliterator;
}

extern "C" int32_t ccp_transliterate(ccp_transliterator *transliterator,
                                     const char *text, int32_t length,
                                     char *buffer, int32_t capacity,
                                     ccp_error *error) {
    ccp::clearError(error);
    if (transliterator == nullptr || text == nullptr || length < 0 || capacity < 0 ||
        (capacity > 0 && buffer == nullptr)) {
        ccp::setError(error, CCP_ERROR_ARGUMENT, "transliterating", "invalid argument");
        return 0;
    }
    return ccp::guarded(error, "transliterating", [&]() -> int32_t {
        std::string input(text, static_cast<size_t>(length));
        // The measuring call and the copying call come in pairs: the second
        // reuses the first's result instead of transliterating again.
        if (input != transliterator->lastInput || transliterator->last.empty()) {
            icu::UnicodeString string = icu::UnicodeString::fromUTF8(icu::StringPiece(input));
            transliterator->transliterator->transliterate(string);
            if (transliterator->asciiStep) {
                bool ascii = true;
                for (int32_t index = 0; index < string.length() && ascii; ++index) ascii = string.charAt(index) < 0x80;
                if (!ascii) transliterator->asciiStep->transliterate(string);
            }
            transliterator->last.clear();
            string.toUTF8String(transliterator->last);
            transliterator->lastInput = std::move(input);
        }
        auto needed = static_cast<int32_t>(transliterator->last.size());
        if (capacity >= needed && needed > 0) std::memcpy(buffer, transliterator->last.data(), static_cast<size_t>(needed));
        return needed;
    });
}
