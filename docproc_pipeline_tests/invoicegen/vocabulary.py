"""The generator's words per language (vocab/<language>.json): labels, phrases, items, units,
checked on load. Its own module so the page layouts can read it without importing content.py,
which imports the layouts."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

VOCAB_DIR = Path(__file__).with_name("vocab")


@functools.cache
def load_vocab(language: str) -> dict[str, Any]:
    """The label and phrase table of one language (vocab/<language>.json), checked on load."""
    path = VOCAB_DIR / f"{language}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    required = ("labels", "tax_line", "terms", "items", "units", "sectors", "thanks")
    missing = [k for k in required if k not in data]
    if missing:
        raise ValueError(f"{path}: missing keys {missing}")
    for key, options in data["labels"].items():
        if not options:
            raise ValueError(f"{path}: label {key!r} has no options")
    if language != "en":
        reference = load_vocab("en")
        for part in ("labels", "units"):
            gap = set(reference[part]) ^ set(data[part])
            if gap:
                raise ValueError(f"{path}: {part} keys differ from en.json: {sorted(gap)}")
    return data
