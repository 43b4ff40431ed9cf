"""`find_labels` runs only the lexicon patterns whose literal keys occur in a text; it must find
exactly what running each pattern whose anchor the text contains finds (the check it replaces),
for any wording, case, or a character the regex engine folds unlike `str.lower` ("ı", "ſ", "İ")."""

from __future__ import annotations

import random

from docproc_pipeline.extract.parse import labels
from docproc_pipeline.extract.parse.labels import LabelMatch
from docproc_pipeline.extract.parse.pattern_keys import folded


def _every_pattern(text: str) -> tuple[LabelMatch, ...]:
    """The labels found by running every pattern whose anchor is in the text (the old way), both
    compared as the regex engine folds them ("Shippıng" holds "shipping": its pattern matches)."""
    text = labels._WORD_HYPHEN.sub(" ", text)
    lowered = folded(text.lower())
    raw = [
        LabelMatch(name, found.start(), found.end())
        for name, anchor, pattern in labels._COMPILED
        if folded(anchor) in lowered
        for found in pattern.finditer(text)
        if found.end() > found.start()
    ]
    raw.sort(key=lambda m: (m.start, -(m.end - m.start)))
    out: list[LabelMatch] = []
    for m in raw:
        if not out or m.start >= out[-1].end:
            out.append(m)
    return tuple(out)


_INVENTED = [
    "Rechnungsnummer: RE-2024-118 vom 03.02.2024",
    "Invoice No. 5512 / Invoice date 4 May 2023",
    "Facture N° F2018 émise le 12 mars",
    "Total TTC 1 234,50 € dont TVA20% 205,75",
    "Your ABN 51 824 753 556, P.I. 01234567890",
    "C.U.I. RO123456, zbývá uhradit 1 200 Kč",
    "Kunden-Nr 4411  Bestell-Nr. 77",
    "Sídlo firmy: Praha; Číslo faktury 2024001",
    "Subtotal 100.00  Shipping 5.00  Amount due 105.00",
    "Geleistete Anzahlung -50,00  Gesamtbetrag 50,00",
]
_ODD = ["ı", "İ", "ſ", "I", "S", "K", "°", "º", "#", ".", ":", "-", " ", "Ä", "é"]


def test_pre_check_finds_what_every_pattern_finds() -> None:
    rnd = random.Random(13)
    texts = list(_INVENTED) + [text.upper() for text in _INVENTED]
    for _ in range(3000):
        chars = list(rnd.choice(_INVENTED))
        for _ in range(rnd.randint(1, 3)):
            k = rnd.randrange(len(chars))
            chars[k] = rnd.choice(_ODD) if rnd.random() < 0.6 else chars[k].upper()
        texts.append("".join(chars))
    assert [t for t in texts if labels._labels_in(t) != _every_pattern(t)] == []


def test_dotless_i_still_runs_patterns_found_by_keys() -> None:
    # the regex engine reads "Intocmıt" as "întocmit|intocmit", while lower() keeps the "ı":
    # the pattern (no anchor of its own; keys "întocmit", "intocmit") must still run
    text = "Intocmıt de: Ion Pop"
    assert labels._labels_in(text) == _every_pattern(text)
    assert labels._labels_in(text) != ()


def test_a_dotless_i_in_place_of_an_i_keeps_a_label_the_regex_reads() -> None:
    # the regex engine equates "ı" with "i", so "Shippıng" matches the shipping pattern; its
    # key is found in the folded text (a plain lower-cased one keeps the "ı" and missed it)
    found = labels._labels_in("Shippıng 5.00")
    assert [m.field for m in found] == ["shipping"]
