"""The lexicons' word lists (`phrases` in `extract/lexicon/*.yaml`) as the parser's rules use
them: one regular-expression alternation, or a set of words."""

from __future__ import annotations

import functools
import re
import unicodedata

from docproc_pipeline.extract.lexicon import lexicon
from docproc_pipeline.extract.parse.pattern_keys import candidates, pre_check


def unaccented(text: str) -> str:
    """`text` without its diacritics ("Ü" -> "U"), to compare words a lexicon or OCR may
    print with or without them."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def alternatives(key: str) -> str:
    """The patterns of `key` over every language, as one alternation to put in a group."""
    return "|".join(lexicon().phrases[key])


def word_start_pattern(key: str) -> re.Pattern[str]:
    """Any pattern of `key`, starting where a word starts (not inside one), ignoring case."""
    return re.compile(r"(?<![^\W\d_])(?:" + alternatives(key) + ")", re.IGNORECASE)


# a card terminal's slip word printed in a receipt ("Trace-Nr.", "Kundenbeleg", "Auth. code"):
# the slip's lines are neither the invoice's facts nor its letterhead
CARD_SLIP = word_start_pattern("card_terminal_word")
# ... or the terminal's id, which a till prints in its own header too: the letterhead ends there
CARD_TERMINAL = re.compile(
    r"(?<![^\W\d_])(?:"
    + alternatives("card_terminal_word")
    + "|"
    + alternatives("till_terminal_word")
    + ")",
    re.IGNORECASE,
)


# the literal words one of the two must hold (`pattern_keys`): most lines hold none, and
# finding that is cheaper than trying every slip word at every word start
_SLIP_CHECK = pre_check([("", CARD_SLIP), ("", CARD_TERMINAL)])


@functools.lru_cache(maxsize=8192)
def slip_word_in(text: str, terminal: bool = False) -> bool:
    """Whether `text` holds a card terminal's slip word (`CARD_SLIP`), with `terminal` also a
    till's terminal id (`CARD_TERMINAL`). Kept per text: the number and money passes look for
    a slip on every line, several times a document (a pattern is no cache key: hashing one
    reads its whole compiled code)."""
    if int(terminal) not in candidates(_SLIP_CHECK, text.lower()):
        return False
    return (CARD_TERMINAL if terminal else CARD_SLIP).search(text) is not None


# a split-payment bill's words ("Operazione con scissione dei pagamenti")
SPLIT_PAYMENT = word_start_pattern("split_payment_word")
# a company's share capital stated in its legal line ("au capital de 250 000 EUR", "capitale
# sociale"): that line names the company
SHARE_CAPITAL = word_start_pattern("share_capital")


# a day's name before a date in its cell ("Vendredi 31 août 2023", "Mo., 3.3.2026"): CLDR's
# day names of every lexicon language
WEEKDAY = re.compile(
    r"(?:"
    + "|".join(sorted(map(re.escape, lexicon().weekdays), key=len, reverse=True))
    + r")\.?,?\s+",
    re.IGNORECASE,
)


def party_alternatives(*keys: str) -> str:
    """The party-row words of `keys` ("name_row", "company_row") over every language, as one
    alternation to put in a group."""
    return "|".join(w for key in keys for w in lexicon().party_words[key])


def word_set(key: str) -> frozenset[str]:
    """The words of `key` over every language, case-folded."""
    return frozenset(w.casefold() for w in lexicon().phrases[key])


@functools.cache
def written_letters() -> frozenset[str]:
    """The letters with a diacritic that the languages we read write, lower-case and composed
    ("ą", "ç", "é"): every one spelled in a lexicon file or in the CLDR month names its
    locales give. A mark on any other letter is a speck OCR read as an accent."""
    lex = lexicon()
    texts = [p for _, p in lex.labels]
    texts += list(lex.months)
    texts += [w for words in lex.columns.values() for w in words]
    texts += [w for words in lex.party_words.values() for w in words]
    texts += [w for words in lex.phrases.values() for w in words]
    texts += [w for words in lex.payment_phrases.values() for w in words]
    texts += [*lex.title_words, *lex.legal_forms, *lex.legal_forms_cased]
    return frozenset(
        ch
        for ch in "".join(texts).lower()
        if ch.isalpha() and unicodedata.normalize("NFD", ch) != ch
    )
