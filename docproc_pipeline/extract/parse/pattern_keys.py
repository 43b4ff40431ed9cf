"""Which label patterns can match a text at all, read from the patterns themselves.

Each pattern has keys, literal strings of which every match contains one: its anchor (the
longest run of plain characters), or for a pattern without one the strings its alternatives all
contain, read from the parsed regex. One regex over a lower-cased text finds the keys present,
and only their patterns need to run (`labels._labels_in`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from re import _casefix as re_casefix  # type: ignore[attr-defined]
from re import _constants as re_constants  # type: ignore[attr-defined]
from re import _parser as re_parser  # type: ignore[attr-defined]
from typing import Any


def literal_runs(pattern: str) -> list[str]:
    """The runs of plain characters in `pattern` (its literal text between regex operators)."""
    runs, current = [], ""
    for op, arg in re_parser.parse(pattern, re.IGNORECASE):
        if op is re_constants.LITERAL:
            current += chr(arg)
        else:
            runs.append(current)
            current = ""
    return [r for r in [*runs, current] if r]


def anchor(pattern: str) -> str:
    """The longest run of plain characters every match of `pattern` contains (lower case), or ""
    when it has none of three characters or more: a text without it needs no regex search."""
    best = current = ""
    for op, arg in re_parser.parse(pattern, re.IGNORECASE):
        if op is re_constants.LITERAL:
            current += chr(arg)
        else:
            best, current = max(best, current, key=len), ""
    best = max(best, current, key=len)
    return best.lower() if len(best) >= 3 else ""


# a run of literal text yields at most this many keys ("n[º°o]" yields three)
_MAX_RUN_KEYS = 16
_LITERAL, _IN = re_constants.LITERAL, re_constants.IN
_REPEATS = (re_constants.MAX_REPEAT, re_constants.MIN_REPEAT)


def _item_chars(op: object, arg: Any) -> list[str] | None:
    """The lower-case characters one parsed item matches, when it is a literal or a set of
    literals; else None."""
    if op is _LITERAL:
        items = [(op, arg)]
    elif op is _IN and all(o is _LITERAL for o, _ in arg):
        items = arg
    else:
        return None
    chars = [chr(a).lower() for _, a in items]
    return chars if all(len(c) == 1 for c in chars) else None


def _required(items: list[tuple[object, Any]]) -> frozenset[str] | None:
    """Lower-case strings one of which every match of the parsed `items` contains, or None if
    none were found: the best of its runs of literal text and of its required parts."""
    options: list[frozenset[str]] = []
    run = {""}
    for op, arg in items:
        chars = _item_chars(op, arg)
        if chars is not None and len(run) * len(chars) <= _MAX_RUN_KEYS:
            run = {s + c for s in run for c in chars}
            continue
        if run != {""}:
            options.append(frozenset(run))
        run = set(chars) if chars is not None else {""}
        part = _required_part(op, arg) if chars is None else None
        if part:
            options.append(part)
    if run != {""}:
        options.append(frozenset(run))
    # the longest shortest key, then the fewest keys
    return max(options, key=lambda keys: (min(map(len, keys)), -len(keys)), default=None)


def _required_part(op: object, arg: Any) -> frozenset[str] | None:
    """`_required` of one parsed item that is an alternation, a group or a repeat."""
    if op is re_constants.BRANCH:
        branches = [_required(branch) for branch in arg[1]]
        if any(not keys for keys in branches):
            return None
        return frozenset().union(*branches)  # type: ignore[arg-type]
    if op is re_constants.SUBPATTERN:
        return _required(arg[3])
    if op in _REPEATS and arg[0] >= 1:
        return _required(arg[2])
    return None


def key_trie_regex(keys: list[str]) -> str:
    """A regex matching, at a position, the longest of `keys` starting there (a trie of
    alternatives whose longer branches are tried first)."""
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for key in keys:
        node = trie
        for char in key:
            node = node.setdefault(char, {})
        node[""] = {}

    def branch(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        options = [re.escape(char) + branch(child) for char, child in sorted(node.items()) if char]
        if not options:
            return ""
        group = f"(?:{'|'.join(options)})"
        return group + "?" if "" in node else group

    return branch(trie)


# Each group of characters the regex engine equates beyond lower case ("i" and the Turkish
# "ı", "s" and "ſ"; `re._casefix`) read as one of them, and the combining dot a lower-cased
# "İ" leaves ("i̇") dropped: keys and texts are compared in this form, so a key is found in a
# text whatever member of its group either spells.
_FOLD = {
    **{ch: chr(min(ch, *extras)) for ch, extras in re_casefix._EXTRA_CASES.items()},
    0x0307: None,
}


def folded(text: str) -> str:
    """`text` (lower-cased) with the engine's case-equivalent characters made one (`_FOLD`)."""
    return text.translate(_FOLD)


@dataclass(frozen=True, slots=True)
class PreCheck:
    """`keys` finds the longest key at each position of a lower-cased text; `patterns` gives,
    per key, the patterns (indices in the compiled list) with a key inside it, so a key present
    anywhere brings its patterns in; `unkeyed` patterns always run. Keys and texts are compared
    `folded`, so a character the regex engine equates with another one than its lower case
    does ("ı" with "i") finds its key."""

    keys: re.Pattern[str]
    patterns: dict[str, tuple[int, ...]]
    unkeyed: tuple[int, ...]


def pre_check(compiled: list[tuple[str, re.Pattern[str]]]) -> PreCheck:
    """The pre-check of `compiled`: (anchor, case-insensitive label pattern) pairs in the
    lexicon's order."""
    by_key: dict[str, set[int]] = {}
    unkeyed = []
    for index, (literal, pattern) in enumerate(compiled):
        keys = (literal,) if literal else _required(list(re_parser.parse(pattern.pattern, re.I)))
        if not keys:
            unkeyed.append(index)
            continue
        for key in keys:
            by_key.setdefault(folded(key), set()).add(index)
    patterns = {}
    for key in by_key:
        parts = {key[i:j] for i in range(len(key)) for j in range(i + 1, len(key) + 1)}
        patterns[key] = tuple(sorted(set().union(*(by_key[p] for p in parts & by_key.keys()))))
    return PreCheck(
        keys=re.compile(f"(?=({key_trie_regex(list(by_key))}))"),
        patterns=patterns,
        unkeyed=tuple(unkeyed),
    )


def candidates(check: PreCheck, lowered: str) -> list[int]:
    """The patterns (indices in the compiled list, in order) that may match a text, lower-cased."""
    found = set(check.unkeyed)
    for key in check.keys.finditer(folded(lowered)):
        found.update(check.patterns[key.group(1)])
    return sorted(found)
