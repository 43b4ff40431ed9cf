"""Labels read by their meaning words, for wordings no label pattern of the lexicons knows.

A label never seen ("Payment deadline", "Fälligkeitsdatum", "Date d'exigibilité") still says
what it is: each of its words is a meaning word of some concept (due, date, invoice, number,
paid, deposit, ...) or a filler ("de", "of"). The words are data: each lexicon file's
`concepts`; which concepts make which field is the one table `concept_signatures` of
`common.yaml` (distractor combinations such as order + date included, so they stay
distractors). A German or Dutch compound is split into meaning words, joined directly or by one
of the language's link letters ("Fälligkeit|s|datum", "factuur|datum").

Only label-shaped text is read: one to five words, no digit, alone in its segment or before a
colon. Every word must belong to one language's concepts (or fillers), and every language that
explains all the words must read the same field: a word no language knows, or two readings,
leave the text unread. `labels.find_labels` asks here only when its patterns found nothing.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from docproc_pipeline.extract.lexicon import CONCEPT_WORD_ROLES, ConceptSignature, lexicon

# a label is at most this many words and characters
_MAX_WORDS = 5
_MAX_CHARS = 40
# a word with an ending: its stem has at least this many letters ("zahlbar|er", "pagad|os")
_MIN_STEM = 4
# a compound's part has at least this many letters; its last part may be shorter ("factuur|nr")
_MIN_PART = 3
_MIN_LAST_PART = 2

# what a label may hold besides letters and spaces: abbreviation dots, joins, a number sign
_LABEL_SHAPE = re.compile(r"[^\W\d_](?:[^\W\d_]|[\s.'’/()&#°º-])*")
_TOKEN = re.compile(r"[^\W\d_]+°?|#|&")
_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True, slots=True)
class _Language:
    words: dict[str, str]  # folded meaning word -> its concept
    fillers: frozenset[str]
    links: tuple[str, ...]
    endings: tuple[str, ...]


def fold(text: str) -> str:
    """`text` casefolded, without accents and abbreviation dots ("Réf." -> "ref")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("’", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace(".", "")


@functools.cache
def _languages() -> tuple[_Language, ...]:
    out = []
    for table in lexicon().concepts.values():
        words: dict[str, str] = {}
        ambiguous: set[str] = set()  # two concepts' words without their accents ("facturé")
        for concept, items in table.items():
            for w in items if concept not in CONCEPT_WORD_ROLES else ():
                if words.setdefault(fold(w), concept) != concept:
                    ambiguous.add(fold(w))
        words = {w: c for w, c in words.items() if w not in ambiguous}
        out.append(
            _Language(
                words=words,
                fillers=frozenset(fold(w) for w in table.get("filler", ())),
                links=("", *(fold(w) for w in table.get("links", ()))),
                endings=tuple(fold(w) for w in table.get("endings", ())),
            )
        )
    return tuple(out)


def filler_word(word: str) -> bool:
    """Whether `word` carries no meaning of its own in some language ("de", "of", "van")."""
    folded = fold(word)
    return any(folded in lang.fillers for lang in _languages())


def _stem_concept(lang: _Language, word: str, endings: bool) -> str | None:
    """The concept of `word` as printed or, when `endings`, with one of the language's endings."""
    if word in lang.words:
        return lang.words[word]
    if endings:
        for ending in lang.endings:
            stem = word[: -len(ending)]
            if word.endswith(ending) and len(stem) >= _MIN_STEM and stem in lang.words:
                return lang.words[stem]
    return None


def _compound(lang: _Language, word: str) -> tuple[str, ...] | None:
    """The concepts of `word`: one meaning word, or meaning words joined by link letters."""
    whole = _stem_concept(lang, word, endings=True)
    if whole is not None:
        return (whole,)
    for cut in range(_MIN_PART, len(word) - _MIN_LAST_PART + 1):
        head = _stem_concept(lang, word[:cut], endings=False)
        if head is None:
            continue
        for link in lang.links:
            rest = word[cut:]
            if rest.startswith(link) and len(rest) - len(link) >= _MIN_LAST_PART:
                tail = _compound(lang, rest[len(link) :])
                if tail is not None:
                    return (head, *tail)
    return None


def _concepts(lang: _Language, tokens: list[str]) -> frozenset[str] | None:
    """The concepts of a label's words in one language, or None when a word is not its."""
    found: set[str] = set()
    for token in tokens:
        if token in lang.fillers:
            continue
        parts = _compound(lang, token)
        if parts is None:
            return None
        found.update(parts)
    return frozenset(found)


def word_concepts(text: str) -> frozenset[str]:
    """The concepts any language gives the words of `text`, word by word, the words no language
    knows passed over ("Uw ref.": ref; "Nr zamówienia": number, order)."""
    found: set[str] = set()
    for token in _TOKEN.findall(fold(text)):
        for lang in _languages():
            found.update(_compound(lang, token) or ())
    return frozenset(found)


def _field(concepts: frozenset[str], table: tuple[ConceptSignature, ...]) -> str | None:
    """The field the signature table gives `concepts` (the most specific entry), or None."""
    fitting = [s for s in table if s.required <= concepts <= s.required | s.optional]
    if not fitting:
        return None
    most = max(len(s.required) for s in fitting)
    fields = {s.field for s in fitting if len(s.required) == most}
    return fields.pop() if len(fields) == 1 else None


def _label_span(text: str) -> tuple[int, int] | None:
    """Where a label-shaped text's label is: the whole segment, or what stands before its
    colon; None for running text, values, or a text with a digit in its label part."""
    head = text.split(":", 1)[0]
    start = len(head) - len(head.lstrip())
    label = head.strip()
    if not label or len(label) > _MAX_CHARS or not _LABEL_SHAPE.fullmatch(label):
        return None
    return start, start + len(label)


def _all_read(text: str, span: tuple[int, int], found: tuple[tuple[str, int, int], ...]) -> bool:
    """Whether the label patterns' matches `found` cover every word of the label at `span`."""
    for word in _WORD.finditer(text, span[0], span[1]):
        if not any(s < word.end() and word.start() < e for _, s, e in found):
            return False
    return True


def concept_label(
    text: str, found: tuple[tuple[str, int, int], ...] = ()
) -> tuple[str, int, int, bool] | None:
    """(field, start, end, by meaning alone) of the label `text` is by its meaning words, or
    None where the label patterns' matches `found` (field, start, end) stand.

    They stand where they read every word of the label as one field, or where their first
    match there names the field the meaning words name and the others only distractors. Where
    they split one label into two fields ("Date Due": a date, then due; "Total toutes taxes
    comprises": total, then tax), the label is one, of the field its meaning words name when
    the patterns found that field in it (so not by meaning alone); a slash between two labels
    keeps them two ("Datum / fällig am")."""
    span = _label_span(text)
    if span is None:
        return None
    inside = [m for m in found if m[1] < span[1]]
    fields = [m[0] for m in inside]
    if inside and _all_read(text, span, found):
        if len(set(fields)) < 2 or "/" in text[span[0] : span[1]]:
            return None
        read = _meaning(text, span)
        return (read, *span, False) if read in fields else None
    read = _meaning(text, span)
    if read is None:
        return None
    if fields[:1] == [read] and all(f.startswith("_") for f in fields[1:]):
        # the patterns' label stands, but it is the whole label's only when it opens it: the
        # words before it are the label's too ("Adresse du Client": a customer's heading), an
        # article alone excepted ("LE CLIENT": a name)
        before = _WORD.findall(text, span[0], inside[0][1])
        return None if all(map(filler_word, before)) else (read, *span, False)
    return read, *span, read not in fields


def _meaning(text: str, span: tuple[int, int]) -> str | None:
    """The field the words of the label at `span` name, when every language explaining them
    all and reading a field reads the same one."""
    tokens = _TOKEN.findall(fold(text[span[0] : span[1]]))
    if not tokens or len(tokens) > _MAX_WORDS:
        return None
    table = lexicon().concept_signatures
    readings = set()
    for lang in _languages():
        concepts = _concepts(lang, tokens)
        if concepts:
            readings.add(_field(concepts, table))
    readings.discard(None)
    return readings.pop() if len(readings) == 1 else None


@functools.lru_cache(maxsize=8192)
def concepts_of(text: str) -> frozenset[str]:
    """The concepts `text`'s words name in the first language that explains every one of them
    ("Bruttowert": gross, amount; "Wartość netto": amount, net); empty when none does. Kept per
    text: the number pass ranks every label hit by them, more than once a document."""
    tokens = _TOKEN.findall(fold(text))
    if not tokens or len(tokens) > _MAX_WORDS:
        return frozenset()
    for lang in _languages():
        concepts = _concepts(lang, tokens)
        if concepts:
            return concepts
    return frozenset()
