#ifndef CCPIPE_CICUBRIDGE_H
#define CCPIPE_CICUBRIDGE_H
// The bridge to ICU, as Swift sees it (one Swift file imports it:
// `ICU.swift`). Plain C on purpose: a header Swift imports must not include
// ICU's headers, or clean builds fail with `'UErrorCode' has different
// definitions in different modules` (the system ICU's headers against
// Foundation's), so ICU's types stay in the C++ files:
//   Collation.cpp        the collator (`ccp_collator_*`);
//   IndexLetters.cpp     index letters, CLDR's against ICU's
//                        (`ccp_index_letters_compare`);
//   AlphabeticIndex.cpp  the alphabetic index (`ccp_index_*`), over
//                        IndexClasses (which locales share an index),
//                        IndexBuckets (ICU's bucket layout, restated) and
//                        SortKeyMemo (names' sort keys, by collator, most
//                        put together by CharacterPrimaries, which reads
//                        tailorings with TailoringRules; its checks for
//                        tests in CharacterPrimariesCheck.cpp);
//   Transliteration.cpp  the transliterator (`ccp_transliterator_*`,
//                        `ccp_transliterate`), over TransformSteps
//                        (transforms made from ICU's rule data);
//   CharacterTraits.cpp  what a code point is (`ccp_scalar_traits`), from
//                        ICU's property tries, and how a text's
//                        canonical decomposition begins and ends
//                        (`ccp_nfd_ends`);
//   BridgeSupport        what they share (errors, locale ids),
//                        `ccp_icu_version` and `ccp_icu_cldr_version`.
//
// Conventions: strings are UTF-8 (pointer + byte length, or NUL-terminated
// where noted). A function that can fail takes a `ccp_error *` (may be NULL)
// and reports failure through it; nothing throws across this boundary and
// nothing aborts. Handles are opaque and must be closed by their owner.
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Why a call failed. `code` is 0 on success, else an ICU `UErrorCode` (> 0)
/// or one of the negative bridge codes below; `message` is a NUL-terminated
/// description (ICU's error name plus what was being done).
typedef struct ccp_error {
    int32_t code;
    char message[256];
} ccp_error;

/// Bridge codes (ICU's own codes are positive).
enum {
    CCP_ERROR_NONE = 0,
    CCP_ERROR_ARGUMENT = -1,      ///< NULL handle, negative length, index out of range
    CCP_ERROR_OUT_OF_MEMORY = -2, ///< a C++ allocation failed
    CCP_ERROR_STATE = -3,         ///< e.g. records added after the index was computed
};

/// ICU's version, e.g. "72.1", written into `buffer`.
void ccp_icu_version(char *buffer, int capacity);

/// The CLDR release of ICU's own locale data, e.g. "42.0", written into
/// `buffer` (empty when ICU cannot say): what its collation and index
/// letters come from, whatever CLDR the XML reference is.
void ccp_icu_cldr_version(char *buffer, int capacity);

// MARK: Index letters

enum {
    CCP_INDEX_LETTERS_SAME = 0,          ///< the two sets are equal
    CCP_INDEX_LETTERS_DIFFER = 1,        ///< `only_cldr` and `only_icu` say how
    CCP_INDEX_LETTERS_ICU_HAS_NONE = 2,  ///< ICU's data has no index letters for the locale
};

/// Compares a CLDR locale file's index letters (`pattern`, UTF-8, as CLDR
/// writes `exemplarCharacters type="index"`) with those ICU's own data
/// gives `locale`: one of the codes above, or -1 with `error` set (a
/// pattern ICU cannot read). The letters only one side has are written,
/// separated by spaces and NUL-ended, into `only_cldr` and `only_icu`;
/// what does not fit is left out and " …" ends the list.
int32_t ccp_index_letters_compare(const char *locale, const char *pattern, int32_t length, char *only_cldr,
                                  int32_t only_cldr_capacity, char *only_icu, int32_t only_icu_capacity, ccp_error *error);

// MARK: Collator

typedef struct ccp_collator ccp_collator;

/// A collator for a locale id (`sv`, `sr_Latn`, `zh`, `root`). NULL on failure.
ccp_collator *ccp_collator_open(const char *locale, ccp_error *error);
void ccp_collator_close(ccp_collator *collator);

/// The locale ICU actually loaded data for (e.g. `root` when it fell back);
/// NUL-terminated, valid until the collator is closed.
const char *ccp_collator_actual_locale(const ccp_collator *collator);

/// -1, 0 or 1 as `a` sorts before, equal to, or after `b`.
int32_t ccp_collator_compare(const ccp_collator *collator,
                             const char *a, int32_t a_length,
                             const char *b, int32_t b_length,
                             ccp_error *error);

/// Writes the sort key of `text` into `buffer` (when `capacity` suffices) and
/// returns its full length in bytes, including the terminating 0. Call with
/// capacity 0 to learn the length. Byte-wise comparison of two keys orders as
/// `ccp_collator_compare` does.
int32_t ccp_collator_sort_key(const ccp_collator *collator,
                              const char *text, int32_t length,
                              uint8_t *buffer, int32_t capacity,
                              ccp_error *error);

// MARK: Alphabetic index

/// Kinds of bucket, as ICU's `UAlphabeticIndexLabelType`.
enum {
    CCP_BUCKET_NORMAL = 0,
    CCP_BUCKET_UNDERFLOW = 1,
    CCP_BUCKET_INFLOW = 2,
    CCP_BUCKET_OVERFLOW = 3,
};

typedef struct ccp_index ccp_index;

/// An empty index for a locale id, filing records as `icu::AlphabeticIndex`
/// for that locale does. Its buckets are made once per class (see below),
/// by the bridge's own restatement of ICU's layout, which sorts the script
/// starts once per script reordering rather than once per locale.
/// NULL on failure.
ccp_index *ccp_index_open(const char *locale, ccp_error *error);
/// The same index built by `icu::AlphabeticIndex` itself, afresh: what the
/// tests compare `ccp_index_open` with.
ccp_index *ccp_index_open_reference(const char *locale, ccp_error *error);
/// 1 when the bridge made the index's buckets itself, 0 when ICU did (a
/// reference index, a locale without a class, or a class where a label the
/// collator weighs otherwise than the root collation could change the
/// buckets themselves: see `BucketList::make` in IndexBuckets.hpp).
int32_t ccp_index_is_restated(const ccp_index *index);
void ccp_index_close(ccp_index *index);

/// A number for the index `ccp_index_open(locale)` builds: two locales with
/// the same number (>= 0) get indexes that file any records identically
/// (same collator, same labels). -1 when that cannot be established.
int32_t ccp_index_class(const char *locale);

/// Adds a record: its display name and a payload handed back with it.
/// Returns 0 on success.
int32_t ccp_index_add_record(ccp_index *index, const char *name, int32_t length,
                             int32_t payload, ccp_error *error);

/// Files the records into buckets and keeps the result; after this, only the
/// accessors below may be called. Returns 0 on success.
int32_t ccp_index_compute(ccp_index *index, ccp_error *error);

/// Accessors on a computed index. Out-of-range arguments return 0 / NULL / -1.
int32_t ccp_index_bucket_count(const ccp_index *index);
/// NUL-terminated UTF-8, valid until the index is closed.
const char *ccp_index_bucket_label(const ccp_index *index, int32_t bucket);
int32_t ccp_index_bucket_kind(const ccp_index *index, int32_t bucket);
int32_t ccp_index_bucket_record_count(const ccp_index *index, int32_t bucket);
/// The payload of the bucket's `record`-th record; records are in the
/// index's collation order.
int32_t ccp_index_bucket_record_payload(const ccp_index *index, int32_t bucket, int32_t record);
/// 1 when the bucket's `record`-th record collates equal to the one before it
/// (by the index's own collator, at its full strength), else 0. Equal names
/// are neighbours, so these flags mark every run of ties.
int32_t ccp_index_bucket_record_ties_previous(const ccp_index *index, int32_t bucket, int32_t record);

/// For tests: compares the primary keys the bridge puts together from each
/// character's weights (CharacterPrimaries.hpp) with those ICU writes, for
/// `count` names (UTF-8, `lengths` bytes each) and the collator of
/// `locale` at primary strength. The number of names whose keys differ,
/// and in `*put_together` the number the bridge could put together; -1
/// when the collator has no such keys or cannot be opened.
int32_t ccp_index_primary_keys_check(const char *locale, const char *const *names, const int32_t *lengths, int32_t count,
                                     int32_t *put_together);
/// For tests: 1 when the root collation's characters whose weights depend
/// on their neighbours are those the bridge lists, else 0.
int32_t ccp_index_root_contextual_check(void);

// MARK: Transliterator

typedef struct ccp_transliterator ccp_transliterator;

/// ICU's transliterator for a compound id (`Han-Latin; Latin-ASCII`,
/// `Russian-Latin/BGN`) or, when `is_rules` is non-zero, for rules in ICU's
/// transform syntax (which may name other transforms with `::Id;`). An id
/// ending in `; Latin-ASCII` runs that last step only on a result that is
/// not ASCII already (Latin-ASCII leaves ASCII as it is: the same result).
/// Made from ICU's rule data without ICU's transform registry where the
/// transform's steps allow (rule blocks, normalisations, `Null` and the
/// rule-based transforms they name: all of `LatinSpelling`'s), which opens
/// them at a fraction of the cost; through ICU's own `createInstance` or
/// `createFromRules` otherwise, with the same result.
/// NULL on failure (an unknown id, a rule syntax error).
ccp_transliterator *ccp_transliterator_open(const char *id_or_rules, int32_t length, int32_t is_rules,
                                            ccp_error *error);
/// As `ccp_transliterator_open`, always through ICU's own `createInstance`
/// or `createFromRules`, a compound id as one transform (what the other is
/// checked against).
ccp_transliterator *ccp_transliterator_open_by_icu(const char *id_or_rules, int32_t length, int32_t is_rules,
                                                   ccp_error *error);
/// The rule-based transform `id` from ICU's data (`Han-Latin`), followed by
/// the transform `then` (`Latin-ASCII`), with every rule that maps a set of
/// characters (`[…] → …`) narrowed to the characters of `covering` and
/// dropped when it keeps none. On any text whose characters, and those of
/// its normal forms, are all in `covering` it does what opening
/// `id; then` does, and it opens in a fraction of the time: ICU indexes
/// every set of the rules it opens, and `Han-Latin`'s sets hold tens of
/// thousands of characters.
/// NULL on failure (an id without rules of its own in ICU's data).
ccp_transliterator *ccp_transliterator_open_narrowed(const char *id, int32_t id_length,
                                                     const char *covering, int32_t covering_length,
                                                     const char *then, int32_t then_length,
                                                     ccp_error *error);
/// Non-zero when ICU's `createInstance` or `createFromRules` made it (and
/// so built ICU's transform registry).
int32_t ccp_transliterator_is_by_icu(const ccp_transliterator *transliterator);
void ccp_transliterator_close(ccp_transliterator *transliterator);

/// Transliterates `text` and writes the UTF-8 result into `buffer` (when
/// `capacity` suffices; no terminating 0). Returns the result's length in
/// bytes; call with capacity 0 to learn it. One handle must not be used by
/// two threads at once.
int32_t ccp_transliterate(ccp_transliterator *transliterator,
                          const char *text, int32_t length,
                          char *buffer, int32_t capacity,
                          ccp_error *error);

// MARK: Character traits

/// What `ccp_scalar_traits` reports of a code point, as bits.
enum {
    /// Alphabetic, or with a numeric type: a letter or digit of a word.
    CCP_SCALAR_WORD = 1,
    /// A mark (nonspacing, spacing or enclosing) or a zero-width (non-)joiner:
    /// part of the character before it.
    CCP_SCALAR_JOINS = 2,
    /// Has the Lowercase property.
    CCP_SCALAR_LOWERCASE = 4,
    /// Has the Cased property.
    CCP_SCALAR_CASED = 8,
    /// Set by `ccp_word_starts` alone: the code point is a character of
    /// its own, neither joined by the code point after it nor joining it.
    CCP_SCALAR_ALONE = 16,
};

/// The `CCP_SCALAR_*` bits of a code point (0 for one out of range): a
/// lookup in ICU's property tries, far cheaper than a search of the
/// Unicode tables per call.
int32_t ccp_scalar_traits(uint32_t scalar);

/// The words of `text` (UTF-8) before its first `(`: a word is a run of
/// `CCP_SCALAR_WORD` code points, and a `CCP_SCALAR_JOINS` one neither
/// starts nor ends one. Writes, for each of the first `capacity` words,
/// the byte offset where it starts into `starts` and the traits of the
/// code point there into `traits` (with `CCP_SCALAR_ALONE` where the code
/// points on either side of the boundary after it tell that it is one);
/// returns how many words there are.
int32_t ccp_word_starts(const char *text, int32_t length,
                        int32_t *starts, int32_t *traits, int32_t capacity);

/// How the canonical decomposition (NFD) of `text` (UTF-8) begins and
/// ends, where its first and last code points tell: in the high 32 bits,
/// the code point NFD begins with when the first code point's
/// decomposition begins with a starter (combining class 0); in the low 32
/// bits, the last code point when it is a starter without a decomposition
/// (NFD ends with it). Either is 0 where it cannot tell (or for a code
/// point unassigned in this ICU's Unicode, which a later one may give a
/// decomposition or a class). Canonically equivalent texts have the same
/// NFD: texts whose known beginnings, or known ends, differ are not.
uint64_t ccp_nfd_ends(const char *text, int32_t length);

#ifdef __cplusplus
}
#endif
#endif
