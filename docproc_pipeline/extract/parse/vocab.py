"""The lexicons' word lists (`phrases` in `extract/lexicon/*.yaml`) as the parser's rules use
them: one regular-expression alternation, or a set of words."""

from __future__ import annotations

from docproc_pipeline.extract.lexicon import lexicon


def alternatives(key: str) -> str:
    """The patterns of `key` over every language, as one alternation to put in a group."""
    return "|".join(lexicon().phrases[key])


def word_set(key: str) -> frozenset[str]:
    """The words of `key` over every language, case-folded."""
    return frozenset(w.casefold() for w in lexicon().phrases[key])
