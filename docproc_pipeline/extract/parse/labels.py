"""The search for labels in segments; the labels themselves are data (`extract/lexicon/*.yaml`).

Each label names the field its value belongs to. Distractor labels (customer number, order date,
page total, previous balance, ...) are listed too, with a field starting with "_", so that their
values are consumed and never taken for a field. Where labels overlap, the longest match wins.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.concepts import concept_label
from docproc_pipeline.extract.parse.pattern_keys import anchor, candidates, literal_runs, pre_check
from docproc_pipeline.extract.parse.vocab import alternatives

# (a tax summary's heading is no tax label: "USt.-Aufstellung  2'117.75  8.1  171.54" prints
# no tax amount after its tax word, "VAT summary  3,572.37  6.625  236.67" none either)
LABELS: tuple[tuple[str, str], ...] = (
    *lexicon().labels,
    *(("_x", heading) for heading in lexicon().phrases["tax_summary_heading"]),
)


# Every word of five letters or more printed in some label: OCR repair never turns one of them
# into another label word one letter away ("nummer" is a word, not a misread "number").
_LABEL_VOCABULARY = frozenset(
    word.lower()
    for _, pattern in LABELS
    for run in literal_runs(pattern)
    for word in re.findall(r"[^\W\d_]{5,}", run)
)

# ... nor a word of a party heading ("sprzedawcy", the seller's, is no misread "sprzedawca")
_PARTY_VOCABULARY = frozenset(
    word.lower()
    for patterns in lexicon().party_words.values()
    for pattern in patterns
    for run in literal_runs(pattern)
    for word in re.findall(r"[^\W\d_]{5,}", run)
)
_KNOWN_WORDS = _LABEL_VOCABULARY | _PARTY_VOCABULARY
_GLUED_RATE = r"\d{1,2}(?:[.,]\d{1,3})?\s?%"

_COMPILED: list[tuple[str, str, re.Pattern[str]]] = [
    # a label ending in a sign ("Facture n°562044387", "Nr.123") may touch its value, and
    # any label the rate after it ("TVA20%", OCR lost the space)
    (
        name,
        anchor(pattern),
        re.compile(
            rf"(?<![\w-])(?:{pattern})(?:(?<=[°#.:])|(?![\w-])|(?={_GLUED_RATE}))", re.IGNORECASE
        ),
    )
    for name, pattern in LABELS
]

_PRE_CHECK = pre_check([(anchor, pattern) for _, anchor, pattern in _COMPILED])


MONEY_LABELS = frozenset(
    {"subtotal", "discount", "shipping", "tax", "tax_total", "total", "amount_due"}
)
STOP_LABELS = MONEY_LABELS | {"_prepayment", "_carry"}


@dataclass(frozen=True, slots=True)
class LabelMatch:
    field: str
    start: int
    end: int
    by_meaning: bool = False  # read by its meaning words (`concepts`), no pattern matched


def find_labels(text: str) -> list[LabelMatch]:
    """Non-overlapping labels in a segment's text, left to right (longest wins at a position);
    a short label-shaped text the patterns leave a word of unread is read by its meaning words
    (`concepts.concept_label`) when they name a field."""
    return list(_labels_read(text))


@functools.lru_cache(maxsize=8192)
def _labels_read(text: str) -> tuple[LabelMatch, ...]:
    found = _labels_in(text)
    read = concept_label(text, tuple((m.field, m.start, m.end) for m in found))
    if read is None:
        return found
    return (LabelMatch(*read), *(m for m in found if m.start >= read[2]))


# The parsers ask about the same segment texts many times (about 600 calls per page); running
# ~100 patterns once per distinct text halves the text-layer parse time.
_WORD_HYPHEN = re.compile(r"(?<=[^\W\d_]{2})-(?=[^\W\d_]{3})")


@functools.lru_cache(maxsize=8192)
def _labels_in(text: str) -> tuple[LabelMatch, ...]:
    raw: list[LabelMatch] = []
    # "PO-nummer", "Kunden-Nr": a hyphen between two words joins them as a space would (same
    # length, so positions stay those of the text as printed)
    text = _WORD_HYPHEN.sub(" ", text)
    # in the lexicon's order, as matches at one position and of one length are kept in it
    for index in candidates(_PRE_CHECK, text.lower()):
        name, _, pattern = _COMPILED[index]
        for found in pattern.finditer(text):
            if found.end() > found.start():
                raw.append(LabelMatch(name, found.start(), found.end()))
    raw.sort(key=lambda m: (m.start, -(m.end - m.start)))
    out: list[LabelMatch] = []
    last_end = -1
    for m in raw:
        if m.start >= last_end:
            out.append(m)
            last_end = m.end
    return tuple(out)


def within_one_edit(a: str, b: str) -> bool:
    """Whether `a` becomes `b` by at most one inserted, deleted or replaced character."""
    return Levenshtein.distance(a, b, score_cutoff=1) <= 1


@functools.lru_cache(maxsize=65536)
def fuzzy_word(text: str, words: frozenset[str]) -> bool:
    """`text` is one of `words` or, being five letters or longer, one OCR misreading away
    from one of them of that length ("Beachreibung" for "Beschreibung"), two when ten letters
    or longer ("Beachrelbung"). Kept per word and word set: a page asks about the same words
    many times."""
    t = text.casefold()
    if t in words:
        return True
    n = len(t)
    if n < 5:
        return False
    edits = 2 if n >= _TWO_EDITS_FROM else 1
    by_length = _long_words_by_length(words)
    return any(
        Levenshtein.distance(t, w, score_cutoff=edits) <= edits
        for k in range(n - edits, n + edits + 1)
        for w in by_length.get(k, ())
    )


# a word this long may come out of OCR with two letters misread and still be told apart
_TWO_EDITS_FROM = 10


@functools.lru_cache(maxsize=64)
def _long_words_by_length(words: frozenset[str]) -> dict[int, tuple[str, ...]]:
    """The words of five letters or more of a (lexicon's, fixed) word set, by length."""
    out: dict[int, tuple[str, ...]] = {}
    for w in sorted(words):
        if len(w) >= 5:
            out[len(w)] = (*out.get(len(w), ()), w)
    return out


# Label words OCR tends to misread by one letter ("invoace", "Failig"); see `ocr_label_text`.
_OCR_LABEL_WORDS = lexicon().ocr_label_words
_FOLD = str.maketrans("äöüéèàâ", "aouieaa")
# a fixed order, so a word one letter from two label words is put right the same way every run
_OCR_LABEL_ORDER = tuple(sorted(_OCR_LABEL_WORDS))


def _one_insertion(short: str, long: str) -> bool:
    """`long` is `short` with one character added at its start ("IThre" for "Ihre"), or, for a
    label word of seven letters or more, inside it ("documiento" for "documento"; never at
    its end, where a language adds a plural or a case: "Rechnungs")."""
    if long[1:] == short or long[:1] + long[2:] == short:
        return True
    return len(short) >= _INSERTION_INSIDE_MIN and any(
        long[:k] + long[k + 1 :] == short for k in range(2, len(long) - 1)
    )


# label words at least this long are put right with a letter OCR added inside them
_INSERTION_INSIDE_MIN = 7


# the capital I of "Ihr", "Ihre" (the lexicons' `ocr_capital_i`) read as t, l, 1 or |
_CAPITAL_I_RE = re.compile(
    r"(?<![^\W\d_])[tTlL1|](?=(?:" + alternatives("ocr_capital_i") + r")(?![^\W\d_]))"
)


# the short label words ("TVA", "VAT"), whole words of the labels' literal text
_SHORT_LABEL_WORDS = frozenset(
    word.lower()
    for _, pattern in LABELS
    for run in literal_runs(pattern)
    for word in re.findall(r"(?<![^\W\d_])[^\W\d_]{3,4}(?![^\W\d_])", run)
)
# a word in capitals of three or four letters with a U in it: OCR reads a capital V as U
_CAPITALS_WITH_U = re.compile(r"(?<![^\W\d_])(?=[A-Z]{0,3}U)[A-Z]{3,4}(?![^\W\d_])")


def _v_read_as_u(m: re.Match[str]) -> str:
    """A short word in capitals with its V read as U ("TUA" for "TVA"), when that is no label
    word and the word with V is one."""
    word = m.group(0)
    if word.lower() in _SHORT_LABEL_WORDS:
        return word
    fixed = word.replace("U", "V")
    return fixed if fixed.lower() in _SHORT_LABEL_WORDS else word


def _whole_word(least: int) -> re.Pattern[str]:
    """A word OCR may have misread, of `least` letters or more; not a middle part of a word
    hyphenated on both sides ("idro-termo-sanitari" names no terms; "PO-qummer" is read)."""
    word = rf"[^\W\d_]{{{least},}}(?![^\W\d_])"
    return re.compile(rf"(?<![^\W\d_])(?:(?<![^\W\d_]-){word}|{word}(?!-[^\W\d_]))")


_WHOLE_WORD = _whole_word(4)
_WHOLE_WORD_OF_FIVE = _whole_word(5)


def ocr_label_text(text: str) -> str:
    """`text` with label words that OCR misread by one letter put right, letter for letter (so
    positions in it are positions in `text`): "invoace" -> "invoice", "Failig bıs" -> "fällig bis".
    For finding labels only; values are read from the text as printed."""

    def fix(m: re.Match[str]) -> str:
        word = m.group(0)
        low = word.lower()
        if low in _OCR_LABEL_WORDS or low in _KNOWN_WORDS or len(low) != len(word):
            return word
        folded = low.translate(_FOLD)
        for w in _OCR_LABEL_ORDER:
            if len(w) == len(word) >= 5 and within_one_edit(folded, w.translate(_FOLD)):
                return w
            if len(w) + 1 == len(word) and len(w) >= 4 and _one_insertion(w, folded):
                return " " + w  # a speck read as a letter ("IThre"): the word, padded
        return word

    text = text.replace("ı", "i")
    # the capital I of "Ihr", "Ihre" read as t, l, 1 or |: "thr Auftrag"
    text = _CAPITAL_I_RE.sub("i", text)
    text = _CAPITALS_WITH_U.sub(_v_read_as_u, text)
    return re.sub(_WHOLE_WORD, fix, text)


def _dropped_letter_word(word: str) -> str | None:
    """The label word `word` is with one letter OCR dropped ("invoce" for "invoice"), if any."""
    low = word.lower().translate(_FOLD)
    if len(low) < 5 or low in _OCR_LABEL_WORDS or word.lower() in _KNOWN_WORDS:
        return None
    for w in _OCR_LABEL_ORDER:
        if len(w) == len(low) + 1 and within_one_edit(low, w.translate(_FOLD)):
            return w
    return None


_VOCABULARY_BY_LENGTH: dict[int, tuple[str, ...]] = {}
for _word in sorted(_LABEL_VOCABULARY):
    _VOCABULARY_BY_LENGTH.setdefault(len(_word), ())
    _VOCABULARY_BY_LENGTH[len(_word)] += (_word,)


def misread_label_word(word: str) -> str | None:
    """The label word of six letters or more that `word`, heading a segment, is with one letter
    misread ("PO-qummer" for "PO-nummer"), when exactly one label word is that close; the case
    of each letter kept as printed."""
    low = word.lower()
    if len(low) < 6 or low in _KNOWN_WORDS or len(low) != len(word):
        return None  # (a letter whose lower case is two, "İ", has no case to keep letter by letter)
    near = [w for w in _VOCABULARY_BY_LENGTH.get(len(low), ()) if within_one_edit(low, w)]
    if len(near) != 1:
        return None
    return "".join(c.upper() if o.isupper() else c for c, o in zip(near[0], word, strict=True))


def ocr_labels(text: str) -> tuple[str, list[int]]:
    """`ocr_label_text` of `text`, then label words missing one letter put right too; returns
    the repaired text and, per character of it, the position in `text` it stands for (so a
    label found in the repair can cut its value from the text as printed)."""
    fixed = ocr_label_text(text)
    out: list[str] = []
    where: list[int] = []
    last = 0
    for k, m in enumerate(re.finditer(_WHOLE_WORD_OF_FIVE, fixed)):
        word = _dropped_letter_word(m.group(0))
        if word is None and k < 2 and m.start() < 12:
            word = misread_label_word(m.group(0))
        if word is None:
            continue
        out.append(fixed[last : m.start()])
        where.extend(range(last, m.start()))
        out.append(word)
        where.extend([m.start()] * len(word))
        last = m.end()
    out.append(fixed[last:])
    where.extend(range(last, len(fixed)))
    return "".join(out), where


# Label words a text layer may split in two where the font kerns ("Ver käufer", "inner halb",
# "Rechnungs nummer"); `join_split_label_words` puts them back together.
_SPLIT_LABEL_WORDS = lexicon().split_label_words
_WORD_RE = re.compile(r"[^\W\d_]{2,}")


def join_split_label_words(text: str) -> str:
    """`text` with a label word split by one space put together ("Ver käufer" -> "Verkäufer"),
    unless both parts are label words of their own."""
    if " " not in text:
        return text
    tokens = text.split(" ")
    out: list[str] = []
    k = 0
    while k < len(tokens):
        a = tokens[k]
        if k + 1 < len(tokens):
            b = tokens[k + 1]
            if _joins(a, b):
                out.append(a + b)
                k += 2
                continue
        out.append(a)
        k += 1
    return " ".join(out)


def _joins(a: str, b: str) -> bool:
    b = b.rstrip(":.,;")  # "Ver käufer:"
    if not (_WORD_RE.fullmatch(a) and _WORD_RE.fullmatch(b)):
        return False
    if (a + b).casefold() not in _SPLIT_LABEL_WORDS or not (b[0].islower() or (a + b).isupper()):
        return False
    return not (a.casefold() in _SPLIT_LABEL_WORDS and b.casefold() in _SPLIT_LABEL_WORDS)
