// How TransformSteps.hpp's transforms are put together: the steps of a
// compound run as ICU runs them (`StepSequence`), normalisation as a step,
// rules divided into blocks and `::` steps as ICU's parser divides them,
// and ids looked up in ICU's transform data. `TransformStepsTests` and the
// `transforms` fuzz target compare each transform with ICU's own.
#include "TransformSteps.hpp"

#include "RuleTriggers.hpp"

#include <unicode/normalizer2.h>
#include <unicode/parseerr.h>
#include <unicode/rep.h>
#include <unicode/uchar.h>
#include <unicode/udata.h>
#include <unicode/uniset.h>
#include <unicode/ures.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <unordered_map>

namespace ccp {
namespace {

// Steps run one after the other over the same range, as ICU's compound
// transforms run theirs: each step over the whole range as the steps before
// it left it, the range's end moved by what each step inserted or removed.
// An optional filter (adopted) limits the whole to the runs of characters it
// contains, as a compound's filter does. A step with triggers
// (`ruleTriggers`; null for none) is not run on a range without them,
// which it would leave as it is.
class StepSequence final : public icu::Transliterator {
public:
    StepSequence(std::vector<std::shared_ptr<const icu::Transliterator>> steps,
                 std::vector<std::shared_ptr<const icu::UnicodeSet>> triggers, icu::UnicodeFilter *filter)
        : Transliterator(u"ccpipe-steps", filter), steps_(std::move(steps)), triggers_(std::move(triggers)) {}
    StepSequence(const StepSequence &other) : Transliterator(other), steps_(other.steps_), triggers_(other.triggers_) {}

    StepSequence *clone() const override { return new StepSequence(*this); }
    UClassID getDynamicClassID() const override { return classID(); }

protected:
    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override {
        const int32_t start = position.start;
        const int32_t limit = position.limit;
        int32_t lengthened = 0;
        for (size_t index = 0; index < steps_.size(); ++index) {
            position.start = start;
            if (position.start == position.limit) break;
            if (!incremental && triggers_[index] && !contains(text, position, *triggers_[index])) continue;
            const int32_t before = position.limit;
            steps_[index]->filteredTransliterate(text, position, incremental);
            if (!incremental) position.start = position.limit;
            lengthened += position.limit - before;
            // Incrementally, the next step sees only what this one finished.
            if (incremental) position.limit = position.start;
        }
        position.limit = limit + lengthened;
        if (!incremental || steps_.empty()) position.start = position.limit;
    }

private:
    static UClassID classID() {
        static const char id = 0;
        return const_cast<char *>(&id);
    }
    // Whether the range holds one of `characters`.
    static bool contains(const icu::Replaceable &text, const UTransPosition &position, const icu::UnicodeSet &characters) {
        for (int32_t index = position.start; index < position.limit;) {
            UChar32 c = text.char32At(index);
            if (characters.contains(c)) return true;
            index += U16_LENGTH(c);
        }
        return false;
    }
    std::vector<std::shared_ptr<const icu::Transliterator>> steps_;
    std::vector<std::shared_ptr<const icu::UnicodeSet>> triggers_;
};

// A normalisation form (`::NFC`, `::NFD`, `::NFKC`, `::NFKD`) as a step.
// Text splits into pieces at the normaliser's boundaries, and normalising
// the pieces one by one is normalising the whole, so the range is
// normalised at once; incrementally, the piece at its end waits, since what
// follows may change it.
class NormalizationStep final : public icu::Transliterator {
public:
    explicit NormalizationStep(const icu::Normalizer2 &normalizer)
        : Transliterator(u"ccpipe-normalization", nullptr), normalizer_(normalizer) {}
    NormalizationStep(const NormalizationStep &other) : Transliterator(other), normalizer_(other.normalizer_) {}

    NormalizationStep *clone() const override { return new NormalizationStep(*this); }
    UClassID getDynamicClassID() const override { return classID(); }

protected:
    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override {
        int32_t end = position.limit;
        if (incremental) {
            // The last piece waits: from the last boundary in the range on.
            while (end > position.start) {
                UChar32 c = text.char32At(end - 1);
                end -= U16_LENGTH(c);
                if (normalizer_.hasBoundaryBefore(c)) break;
            }
        }
        if (end <= position.start) return;
        icu::UnicodeString range, normalized;
        text.extractBetween(position.start, end, range);
        UErrorCode status = U_ZERO_ERROR;
        // Most ranges are in the form already, which the quick check tells
        // without normalising them.
        if (normalizer_.spanQuickCheckYes(range, status) == range.length() && U_SUCCESS(status)) {
            position.start = end;
            return;
        }
        status = U_ZERO_ERROR;
        normalizer_.normalize(range, normalized, status);
        if (U_FAILURE(status)) {
            // Only when memory runs out: the range is left as it is, and
            // done with (a step that does not move on would be run again).
            position.start = end;
            return;
        }
        int32_t lengthened = 0;
        if (normalized != range) {
            text.handleReplaceBetween(position.start, end, normalized);
            lengthened = normalized.length() - range.length();
        }
        position.start = end + lengthened;
        position.limit += lengthened;
        position.contextLimit += lengthened;
    }

private:
    static UClassID classID() {
        static const char id = 0;
        return const_cast<char *>(&id);
    }
    const icu::Normalizer2 &normalizer_;
};

// What an id or rules come to: steps, each with its triggers (null for
// none), and the filter of the whole (a set pattern; empty for none). For
// an id, `whole` is the transform they make, made once (a filter's
// properties, `[:Latin:]`, take ICU a while).
struct Resolved {
    std::vector<std::shared_ptr<const icu::Transliterator>> steps;
    std::vector<std::shared_ptr<const icu::UnicodeSet>> triggers;
    icu::UnicodeString filter;
    std::shared_ptr<const icu::Transliterator> whole;

    void add(std::shared_ptr<const icu::Transliterator> step,
             std::shared_ptr<const icu::UnicodeSet> characters = nullptr) {
        steps.push_back(std::move(step));
        triggers.push_back(std::move(characters));
    }
};

icu::UnicodeString trimmed(const icu::UnicodeString &text) {
    icu::UnicodeString copy(text, 0);
    copy.trim();
    return copy;
}

// One `::` statement's step for the direction: a filter of the whole, a
// step (an id, maybe with a filter of its own), nothing, or a form not
// handled here.
struct IDStatement {
    enum Kind { nothing, wholeFilter, step, unhandled } kind = nothing;
    icu::UnicodeString filter;
    icu::UnicodeString id;
};

// `[filter] id` or `[filter]` or `id` or nothing.
IDStatement singleStep(const icu::UnicodeString &text) {
    IDStatement result;
    icu::UnicodeString rest = trimmed(text);
    if (rest.startsWith(u"[")) {
        int32_t end = setEnd(rest, 0);
        if (end < 0) {
            result.kind = IDStatement::unhandled;
            return result;
        }
        result.filter = icu::UnicodeString(rest, 0, end);
        rest = trimmed(icu::UnicodeString(rest, end));
    }
    if (rest.indexOf(u'(') >= 0 || rest.indexOf(u')') >= 0 || rest.indexOf(u'[') >= 0) {
        result.kind = IDStatement::unhandled;
    } else if (!rest.isEmpty()) {
        result.kind = IDStatement::step;
        result.id = rest;
    } else if (!result.filter.isEmpty()) {
        result.kind = IDStatement::wholeFilter;
    }
    return result;
}

// `body` is what follows `::`: `[f] id (reverse)`, `(reverse)`, `[f] id`,
// `[f]` or `([f])`. The parenthesised part is the step in reverse.
IDStatement idStatement(const icu::UnicodeString &body, UTransDirection direction) {
    icu::UnicodeString text = trimmed(body);
    int32_t forwardEnd = text.length();
    int32_t open = -1;
    for (int32_t index = 0; index < text.length(); ++index) {
        UChar c = text.charAt(index);
        if (c == u'[') {
            index = setEnd(text, index);
            if (index < 0) return IDStatement{IDStatement::unhandled, {}, {}};
            --index;
        } else if (c == u'(') {
            open = index;
            forwardEnd = index;
            break;
        }
    }
    if (direction == UTRANS_FORWARD) return singleStep(icu::UnicodeString(text, 0, forwardEnd));
    if (open < 0) {
        // Without its reverse form, only a filter of the forward whole,
        // which does not apply in reverse, is understood here.
        IDStatement forward = singleStep(text);
        return forward.kind == IDStatement::wholeFilter ? IDStatement{} : IDStatement{IDStatement::unhandled, {}, {}};
    }
    int32_t close = text.lastIndexOf(u')');
    if (close < open || !trimmed(icu::UnicodeString(text, close + 1)).isEmpty()) return IDStatement{IDStatement::unhandled, {}, {}};
    return singleStep(icu::UnicodeString(text, open + 1, close - open - 1));
}

// Whether a statement defines a variable (`$name = …`).
bool definesVariable(const icu::UnicodeString &statement) {
    icu::UnicodeString text = trimmed(statement);
    if (!text.startsWith(u"$")) return false;
    int32_t index = 1;
    while (index < text.length() && (u_isalnum(text.char32At(index)) || text.charAt(index) == u'_')) index = text.moveIndex32(index, 1);
    while (index < text.length() && u_isUWhiteSpace(text.char32At(index))) ++index;
    return index < text.length() && text.charAt(index) == u'=';
}

std::shared_ptr<const Resolved> resolvedID(const icu::UnicodeString &id, int depth);

// A step for `id`, with `filter` in place of the filter of its own (as ICU
// replaces it for `[filter] id`).
std::shared_ptr<const icu::Transliterator> stepOf(const Resolved &resolved, const icu::UnicodeString &filter) {
    if (filter.isEmpty() && resolved.whole) return resolved.whole;
    const icu::UnicodeString &pattern = filter.isEmpty() ? resolved.filter : filter;
    if (pattern.isEmpty() && resolved.steps.size() == 1) return resolved.steps.front();
    icu::UnicodeSet *set = nullptr;
    if (!pattern.isEmpty()) {
        UErrorCode status = U_ZERO_ERROR;
        set = new icu::UnicodeSet(pattern, status);
        if (set == nullptr) return nullptr;
        if (U_FAILURE(status)) {
            delete set;
            return nullptr;
        }
        // Frozen, the set is looked up for each character far faster
        // (`[:Latin:][:Common:]…`, `Latin-ASCII`'s, has hundreds of ranges).
        set->freeze();
    }
    return std::make_shared<StepSequence>(resolved.steps, resolved.triggers, set);
}

// The steps of `rules` read in `direction`, as ICU's parser divides them:
// in the order of the text (reversed when reading in reverse), a rule block
// for each run of rules, and a block of steps for each run of `::` steps.
// A rule block is parsed by ICU on its own, after the variables defined
// before it (rules see variables across blocks). A block of steps is what
// ICU makes of the compound id it joins them into (`[f] a;b;`): a leading
// filter there filters the first step and, for ICU, the whole block too.
bool resolveRules(const icu::UnicodeString &rules, UTransDirection direction, int depth, Resolved &result) {
    struct Piece {
        icu::UnicodeString rules;         // a rule block, with the variables before it
        std::vector<icu::UnicodeString> ruleStatements;  // its rules
        std::vector<IDStatement> named;   // or a block of steps
    };
    std::vector<Piece> pieces;
    icu::UnicodeString definitions, block, blockDefinitions;
    std::vector<icu::UnicodeString> blockRules;
    bool blockHasRules = false;
    // Whether a statement other than a step came since the last step: any
    // (a variable too) ends ICU's block of steps.
    bool stepsEnded = true;
    auto endRules = [&] {
        if (blockHasRules) pieces.push_back(Piece{definitions + block, std::move(blockRules), {}});
        blockRules.clear();
        definitions.append(blockDefinitions);
        block.remove();
        blockDefinitions.remove();
        blockHasRules = false;
    };
    for (const icu::UnicodeString &statement : ruleStatements(rules)) {
        icu::UnicodeString text = trimmed(statement);
        if (text.isEmpty()) continue;
        if (!text.startsWith(u"::")) {
            stepsEnded = true;
            block.append(statement).append(u";\n");
            if (definesVariable(text)) {
                blockDefinitions.append(statement).append(u";\n");
            } else {
                blockHasRules = true;
                // Untrimmed: U+2002 (a rule's key in `Latin-ASCII`) is white
                // space to `trim` but not to the rules' parser.
                blockRules.push_back(statement);
            }
            continue;
        }
        IDStatement parsed = idStatement(icu::UnicodeString(text, 2), direction);
        switch (parsed.kind) {
        case IDStatement::nothing:
            break;
        case IDStatement::unhandled:
            return false;
        case IDStatement::wholeFilter:
            result.filter = parsed.filter;
            break;
        case IDStatement::step:
            if (stepsEnded) {
                endRules();
                pieces.push_back(Piece{});
                stepsEnded = false;
            }
            pieces.back().named.push_back(parsed);
            break;
        }
    }
    endRules();
    if (direction == UTRANS_REVERSE) {
        std::reverse(pieces.begin(), pieces.end());
        for (Piece &piece : pieces) std::reverse(piece.named.begin(), piece.named.end());
    }
    Resolved made;
    for (const Piece &piece : pieces) {
        if (piece.named.empty()) {
            UParseError parseError;
            UErrorCode status = U_ZERO_ERROR;
            std::shared_ptr<const icu::Transliterator> parsed(
                icu::Transliterator::createFromRules(u"ccpipe-rules", piece.rules, direction, parseError, status));
            if (U_FAILURE(status) || !parsed) return false;
            made.add(std::move(parsed), ruleTriggers(piece.ruleStatements, direction));
            continue;
        }
        Resolved named;
        for (const IDStatement &statement : piece.named) {
            std::shared_ptr<const Resolved> resolved = resolvedID(statement.id, depth + 1);
            if (!resolved) return false;
            // A step that does nothing (`::Null`) is left out, as ICU leaves it out.
            if (resolved->steps.empty()) continue;
            std::shared_ptr<const icu::Transliterator> step = stepOf(*resolved, statement.filter);
            if (!step) return false;
            named.add(std::move(step));
        }
        named.filter = piece.named.front().filter;
        if (named.steps.empty()) continue;
        std::shared_ptr<const icu::Transliterator> step = stepOf(named, icu::UnicodeString());
        if (!step) return false;
        made.add(std::move(step));
    }
    result.steps = std::move(made.steps);
    result.triggers = std::move(made.triggers);
    return true;
}

// The normalisations, and `Null`, by their ids.
bool builtIn(const icu::UnicodeString &folded, Resolved &result) {
    icu::UnicodeString name = folded.startsWith(u"any-") ? icu::UnicodeString(folded, 4) : folded;
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *normalizer = nullptr;
    if (name == u"nfc") {
        normalizer = icu::Normalizer2::getNFCInstance(status);
    } else if (name == u"nfd") {
        normalizer = icu::Normalizer2::getNFDInstance(status);
    } else if (name == u"nfkc") {
        normalizer = icu::Normalizer2::getNFKCInstance(status);
    } else if (name == u"nfkd") {
        normalizer = icu::Normalizer2::getNFKDInstance(status);
    } else if (name == u"null") {
        return true;
    } else {
        return false;
    }
    if (U_FAILURE(status) || normalizer == nullptr) return false;
    result.add(std::make_shared<NormalizationStep>(*normalizer));
    return true;
}

struct CacheEntry {
    std::once_flag once;
    std::shared_ptr<const Resolved> resolved;
};
std::mutex cacheMutex;
// Each id once per process (`Latin-ASCII` ends most of the transforms);
// never freed: lives as long as the process.
auto *cache = new std::map<std::u16string, std::shared_ptr<CacheEntry>>();
// The ids being resolved on this thread, so that an id naming itself
// (which ICU's data does not do) is refused instead of waiting for itself.
thread_local std::set<std::u16string> resolving;

std::shared_ptr<const Resolved> resolvedID(const icu::UnicodeString &id, int depth) {
    if (depth > 8) return nullptr;
    icu::UnicodeString folded = trimmed(id);
    folded.foldCase();
    std::u16string key(folded.getBuffer(), static_cast<size_t>(folded.length()));
    if (resolving.count(key) != 0) return nullptr;
    std::shared_ptr<CacheEntry> entry;
    {
        std::lock_guard<std::mutex> lock(cacheMutex);
        auto &slot = (*cache)[key];
        if (!slot) slot = std::make_shared<CacheEntry>();
        entry = slot;
    }
    std::call_once(entry->once, [&] {
        resolving.insert(key);
        auto made = std::make_shared<Resolved>();
        icu::UnicodeString rules;
        UTransDirection direction = UTRANS_FORWARD;
        if (builtIn(folded, *made) ||
            (rulesOfTransform(trimmed(id), rules, direction) && resolveRules(rules, direction, depth, *made))) {
            made->whole = stepOf(*made, icu::UnicodeString());
            if (made->whole) entry->resolved = std::move(made);
        }
        resolving.erase(key);
    });
    return entry->resolved;
}

// ICU's rule-based transform ids, by their case-folded form (ids are
// matched without regard to case: rules name `fullwidth-halfwidth`).
std::once_flag keysMade;
auto *keysByFolded = new std::unordered_map<std::u16string, std::string>();

void makeKeys() {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *root = ures_openDirect(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "translit", "root", &status);
    UResourceBundle *ids = ures_getByKey(root, "RuleBasedTransliteratorIDs", nullptr, &status);
    while (U_SUCCESS(status) && ures_hasNext(ids)) {
        UResourceBundle *entry = ures_getNextResource(ids, nullptr, &status);
        if (U_SUCCESS(status)) {
            std::string key = ures_getKey(entry);
            icu::UnicodeString folded = icu::UnicodeString::fromUTF8(key);
            folded.foldCase();
            keysByFolded->emplace(std::u16string(folded.getBuffer(), static_cast<size_t>(folded.length())), key);
        }
        ures_close(entry);
    }
    ures_close(ids);
    ures_close(root);
}

bool keyOf(const icu::UnicodeString &id, std::string &key) {
    std::call_once(keysMade, makeKeys);
    icu::UnicodeString folded(id);
    folded.foldCase();
    auto found = keysByFolded->find(std::u16string(folded.getBuffer(), static_cast<size_t>(folded.length())));
    if (found == keysByFolded->end()) return false;
    key = found->second;
    return true;
}

}  // namespace

std::vector<icu::UnicodeString> ruleStatements(const icu::UnicodeString &rules) {
    std::vector<icu::UnicodeString> statements;
    const int32_t length = rules.length();
    const char16_t *text = rules.getBuffer();
    int32_t index = 0;
    while (index < length) {
        icu::UnicodeString statement;
        int32_t from = index;  // where the text not yet in `statement` starts
        int32_t depth = 0;
        bool quoted = false;
        while (index < length) {
            const char16_t c = text[index];
            // Nothing past `]` means anything here: most of the text
            // (letters, the sets' characters) is passed over at once.
            if (c > u']') {
                ++index;
                continue;
            }
            if (!quoted && depth == 0 && c == u';') break;
            if (!quoted && depth == 0 && c == u'#') {
                // A comment, up to the line break (which is kept: it
                // separates what is on either side).
                statement.append(rules, from, index - from);
                while (index < length && text[index] != u'\n' && text[index] != u'\r') ++index;
                from = index;
                continue;
            }
            // Quoted text is literal, a backslash too (`'\\'`); in a set,
            // a quote is a character like another (`[',.]`).
            if (!quoted && c == u'\\' && index + 1 < length) {
                ++index;
            } else if (c == u'\'' && depth == 0) {
                quoted = !quoted;
            } else if (!quoted && c == u'[') {
                ++depth;
            } else if (!quoted && c == u']' && depth > 0) {
                --depth;
            }
            ++index;
        }
        statement.append(rules, from, index - from);
        ++index;  // the `;`
        statements.push_back(std::move(statement));
    }
    return statements;
}

bool rulesOfTransform(const icu::UnicodeString &id, icu::UnicodeString &rules, UTransDirection &direction) {
    std::string key;
    if (!keyOf(id, key)) return false;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *root = ures_openDirect(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "translit", "root", &status);
    UResourceBundle *ids = ures_getByKey(root, "RuleBasedTransliteratorIDs", nullptr, &status);
    bool found = false;
    for (int hops = 0; hops < 4 && U_SUCCESS(status) && !found; ++hops) {
        UResourceBundle *entry = ures_getByKey(ids, key.c_str(), nullptr, &status);
        UResourceBundle *kind = U_SUCCESS(status) ? ures_getByIndex(entry, 0, nullptr, &status) : nullptr;
        if (U_SUCCESS(status)) {
            std::string kindName = ures_getKey(kind);
            int32_t length = 0;
            if (kindName == "alias") {
                const UChar *alias = ures_getString(kind, &length, &status);
                if (U_SUCCESS(status) && !keyOf(icu::UnicodeString(alias, length), key)) status = U_UNSUPPORTED_ERROR;
            } else if (kindName == "file" || kindName == "internal") {
                const UChar *named = ures_getStringByKey(kind, "direction", &length, &status);
                icu::UnicodeString way(named, length);
                const UChar *text = ures_getStringByKey(kind, "resource", &length, &status);
                if (U_SUCCESS(status) && (way == u"FORWARD" || way == u"REVERSE")) {
                    rules.setTo(text, length);
                    direction = way == u"FORWARD" ? UTRANS_FORWARD : UTRANS_REVERSE;
                    found = true;
                }
                status = U_FAILURE(status) ? status : U_UNSUPPORTED_ERROR;
            } else {
                status = U_UNSUPPORTED_ERROR;
            }
        }
        ures_close(kind);
        ures_close(entry);
    }
    ures_close(ids);
    ures_close(root);
    return found;
}

std::shared_ptr<const icu::Transliterator> transformOfRules(const icu::UnicodeString &rules, UTransDirection direction) {
    Resolved resolved;
    if (!resolveRules(rules, direction, 0, resolved)) return nullptr;
    return stepOf(resolved, icu::UnicodeString());
}

std::shared_ptr<const icu::Transliterator> transformOfID(const icu::UnicodeString &id) {
    // As in rules, a filter leading the id filters its first step and,
    // for ICU, the whole compound.
    Resolved compound;
    bool first = true;
    for (const icu::UnicodeString &single : ruleStatements(id)) {
        IDStatement parsed = singleStep(single);
        if (parsed.kind == IDStatement::nothing) continue;
        if (parsed.kind != IDStatement::step) return nullptr;
        if (first) compound.filter = parsed.filter;
        first = false;
        std::shared_ptr<const Resolved> named = resolvedID(parsed.id, 0);
        if (!named) return nullptr;
        if (named->steps.empty()) continue;
        std::shared_ptr<const icu::Transliterator> step = stepOf(*named, parsed.filter);
        if (!step) return nullptr;
        compound.add(std::move(step));
    }
    return stepOf(compound, icu::UnicodeString());
}

}  // namespace ccp
