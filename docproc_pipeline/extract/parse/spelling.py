"""OCR'd words put back to their language's spelling before any label or value is read.

The recogniser loses and invents diacritics ("Krzeslo" for "Krzesło", "Cambío" for "Cambio")
and confuses a few letter shapes ("Haustechpik"). A word of an OCR'd line is replaced by the
one spelling, one letter away by a confusion of `ocr_confusions` (common lexicon), that the
document's language writes far more often: word frequencies from `wordfreq`'s lists (Wikipedia,
subtitles, news, books, web text). The document's language is the one whose common words the
OCR'd text uses most. In a company's name (a segment closed by a legal form) only a common
word replaces one, for a misread letter ("Asoclados" -> "Asociados"; surnames and diacritics
stay). A word the language knows keeps
its letters: only its diacritics may change (a real word read as another real word, "bouten" / "houten", stays as read). Text
layers are never touched.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, replace

from wordfreq import available_languages, cB_to_zipf, read_cBpack

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.glyphs import swap_words
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.party_text import LEGAL_FORM


@dataclass(frozen=True, slots=True)
class SpellingRules:
    """When a word is replaced; frequencies on the Zipf scale (log10 of uses per billion words:
    7 = "the", 3 = once per million words, 0 = not in the list)."""

    # shorter words have too many neighbours ("Clo" / "Cło" / "Ceo") to choose between
    min_length: int = 4
    # the replacement must be a word the language uses at least this often
    min_zipf: float = 2.5
    # a word rarer than this may be a misspelling the lists caught from the web ("bancarla",
    # 1.7, for "bancaria", 3.9): its letters may change too, still only for a far more
    # frequent spelling
    known_zipf: float = 2.0
    # a known word changes its diacritics only for a spelling this much more frequent (30x):
    # "krzeslo" (2.2, typed without diacritics online) -> "krzesło" (4.1)
    known_gap: float = 1.5
    # words this common count towards a language when the document's language is guessed
    common_zipf: float = 3.0
    # a document's language is guessed from at least this many common words
    min_common_words: int = 3
    # in a company's name only a common word replaces a word OCR misread ("Asoclados" ->
    # "Asociados"): names and surnames are rarer than this
    name_zipf: float = 3.5
    # a dropped letter is put back only into words this long (shorter ones have too many
    # neighbours a letter longer)
    min_length_for_dropped: int = 5
    # ... and only for a common word (a rarer one is too often a name a letter longer:
    # "Grojean" is no "Grosjean")
    length_zipf: float = 4.0
    # a letter of another shape (not a diacritic) changes in a word printed in capitals only
    # when it is this long: a short abbreviation is too close to a word ("DTOS" / "DIOS")
    min_capitals_for_shapes: int = 5


RULES = SpellingRules()

_TOKEN = re.compile(r"[^\W\d_]+")


def _fold(word: str) -> str:
    """`word` without its diacritics ("łódź" -> "lodz")."""
    decomposed = unicodedata.normalize("NFKD", word.replace("ł", "l").replace("Ł", "L"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@functools.lru_cache(maxsize=1)
def _frequencies(language: str) -> dict[str, float]:
    """Word -> Zipf frequency of a `wordfreq` list; a large list holds some 450,000 words
    (~75 MB in memory, 0.2 s to read), so only the last language read is kept."""
    path = available_languages("best").get(language)
    if path is None:
        return {}
    return {
        word: cB_to_zipf(-bucket)
        for bucket, words in enumerate(read_cBpack(path))
        for word in words
    }


@functools.cache
def _common_words(language: str) -> dict[str, float]:
    """The language's common words (Zipf >= `common_zipf`, a few thousand of `wordfreq`'s
    small list), for guessing a document's language."""
    path = available_languages("small").get(language)
    out: dict[str, float] = {}
    for bucket, words in enumerate(read_cBpack(path) if path else []):
        zipf = cB_to_zipf(-bucket)
        if zipf < RULES.common_zipf:
            break  # the buckets run from the most frequent down
        out.update((w, zipf) for w in words if len(w) >= 3)
    return out


def common_word(word: str) -> bool:
    """Whether `word` is a common word of any lexicon language (`_common_words`)."""
    folded = word.casefold()
    return any(folded in _common_words(language) for language in lexicon().languages)


def document_language(words: list[str]) -> str | None:
    """The lexicon language whose common words `words` use most (by summed frequency), or
    None when too few of them are common words of any language."""
    tokens = Counter(t.casefold() for w in words for t in _TOKEN.findall(w) if len(t) >= 3)
    best, best_score, best_count = None, 0.0, 0
    for language in lexicon().languages:
        common = _common_words(language)
        hits = [(common[t], n) for t, n in tokens.items() if t in common]
        score = sum(z * n for z, n in hits)
        if score > best_score:
            best, best_score, best_count = language, score, sum(n for _, n in hits)
    return best if best_count >= RULES.min_common_words else None


def respelled(
    word: str, frequencies: dict[str, float], *, in_name: bool = False, lengths: bool = False
) -> str:
    """`word` (letters only) as the language spells it, or unchanged (see the module's rules).
    A word of a company's name (`in_name`) keeps its diacritics ("Täsche" is no "Tasche")
    and takes only a common word for a misread letter ("Asoclados" -> "Asociados"); a letter
    dropped or two letters read as one are put right only when `lengths`."""
    min_zipf = RULES.name_zipf if in_name else RULES.min_zipf
    lower = word.lower()
    if len(lower) < RULES.min_length or len(lower) != len(word):
        return word  # short, or a letter whose lower case is two ("İ")
    known = frequencies.get(lower.casefold(), 0.0)  # the lists are casefolded: ß as ss
    best, best_zipf = lower, 0.0
    # a known word changes only its diacritics: no other candidate is worth making for it
    unknown = known < RULES.known_zipf
    shapes = unknown and (len(lower) >= RULES.min_capitals_for_shapes or not word.isupper())
    folded = _fold(lower)
    for candidate in _candidates(lower, lengths and unknown and not in_name, shapes):
        zipf = frequencies.get(candidate.casefold(), 0.0)
        if zipf <= best_zipf:
            continue  # (the cheap test first: most candidates are no word at all)
        if len(candidate) != len(lower):
            if zipf < RULES.length_zipf:
                continue
            accents_only = False
        else:
            accents_only = _fold(candidate) == folded
        if (not unknown and not accents_only) or (accents_only and (word.isupper() or in_name)):
            # a known word changes only its diacritics; capitals are often printed
            # without theirs ("CAFE CREME")
            continue
        best, best_zipf = candidate, zipf
    if best_zipf < min_zipf or best_zipf - known < RULES.known_gap:
        return word
    return _cased_like(word, best)


def _cased_like(word: str, spelling: str) -> str:
    """`spelling` in the capitals of `word`: letter for letter when as long, else all capitals,
    a capital first, or none."""
    if len(spelling) == len(word):
        return "".join(b.upper() if a.isupper() else b for a, b in zip(word, spelling, strict=True))
    if word.isupper():
        return spelling.upper()
    return spelling[0].upper() + spelling[1:] if word[0].isupper() else spelling


def _candidates(lower: str, lengths: bool = False, shapes: bool = True) -> list[str]:
    """The spellings one confusion of `ocr_confusions` away from `lower`, then those two
    diacritics away (OCR drops a word's diacritics together: "Slaskie" for "Śląskie")."""
    confusions = lexicon().ocr_confusions
    one = [
        lower[:i] + other + lower[i + 1 :]
        for i, letter in enumerate(lower)
        for other in confusions.get(letter, "")
        if shapes or _fold(other) == _fold(letter)
    ]
    accents = [
        (i, other)
        for i, letter in enumerate(lower)
        for other in confusions.get(letter, "")
        if _fold(other) == _fold(letter)
    ]
    two = [
        lower[:i] + a + lower[i + 1 : j] + b + lower[j + 1 :]
        for k, (i, a) in enumerate(accents)
        for j, b in accents[k + 1 :]
        if j > i
    ]
    return one + two + (_letter_runs_misread(lower) if lengths else [])


def _letter_runs_misread(lower: str) -> list[str]:
    """The spellings with one letter OCR dropped put back ("inerhalb" -> "innerhalb"), or a
    pair of letters it read as one and the other way round ("giomi" -> "giorni": `ocr_merged`)."""
    if len(lower) < RULES.min_length_for_dropped:
        return []
    letters = "abcdefghijklmnopqrstuvwxyz"
    dropped = [lower[:i] + ch + lower[i:] for i in range(len(lower) + 1) for ch in letters]
    merged = [
        lower[: m.start()] + other + lower[m.end() :]
        for one, pair in lexicon().ocr_merged.items()
        for seen, other in ((one, pair), (pair, one))
        for m in re.finditer(re.escape(seen), lower)
    ]
    return dropped + merged


def ocr_misspellings(lines: list[Line]) -> None:
    """Respell the words of the OCR'd `lines` in the document's language (in place). A
    segment closed by a legal form is a company's name, spelled as its owner chose: only a
    common word replaces one of its words, for a letter misread."""
    ocr = [ln for ln in lines if ln.ocr]
    language = document_language([w.text for ln in ocr for w in ln.words]) if ocr else None
    if language is None:
        return
    letters = str.maketrans(lexicon().ocr_letters.get(language, {}))
    frequencies = _frequencies(language)
    for line in ocr:
        # letters OCR's alphabet lacks, printed as their look-alikes ("ASÍL" for "ASİL"), put
        # back first: a company's legal form is found in the words as the language spells them
        looks = {
            id(w): replace(w, text=text)
            for w in line.words
            if (text := w.text.translate(letters)) != w.text
        }
        if looks:
            swap_words(line, looks)
        names = {id(w) for seg in line.segments if LEGAL_FORM.search(seg.text) for w in seg.words}
        # a capital inside a segment opens a name of a place or person ("50023 Struppa"): its
        # length is kept
        firsts = {id(seg.words[0]) for seg in line.segments if seg.words}
        fixed = {}
        for w in line.words:
            text = _respelled_tokens(
                w.text, frequencies, in_name=id(w) in names, first=id(w) in firsts
            )
            if text != w.text:
                fixed[id(w)] = replace(w, text=text)
        if fixed:
            swap_words(line, fixed)


def _respelled_tokens(
    text: str, frequencies: dict[str, float], *, in_name: bool, first: bool = False
) -> str:
    """`text` with each of its letter runs respelled (`respelled`); a run may change its
    length when small, or the segment's first word, and not an abbreviation ("simpl.")."""

    def one(m: re.Match[str]) -> str:
        word = m.group(0)
        lengths = (word.islower() or (first and m.start() == 0)) and not text.startswith(
            ".", m.end()
        )
        return respelled(word, frequencies, in_name=in_name, lengths=lengths)

    return _TOKEN.sub(one, text)
