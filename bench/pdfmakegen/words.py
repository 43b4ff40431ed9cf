"""Amounts in words (en, de, fr) for the marketplace layout's "amount in words" line."""

from __future__ import annotations

from decimal import Decimal

EN_1 = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
EN_10 = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
DE_1 = [
    "null",
    "ein",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "dreizehn",
    "vierzehn",
    "fünfzehn",
    "sechzehn",
    "siebzehn",
    "achtzehn",
    "neunzehn",
]
DE_10 = [
    "_",
    "_",
    "zwanzig",
    "dreißig",
    "vierzig",
    "fünfzig",
    "sechzig",
    "siebzig",
    "achtzig",
    "neunzig",
]
FR_1 = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
]
FR_10 = ["_", "_", "vingt", "trente", "quarante", "cinquante", "soixante"]


def en(n: int) -> str:
    if n < 20:
        return EN_1[n]
    if n < 100:
        return EN_10[n // 10] + ("-" + EN_1[n % 10] if n % 10 else "")
    if n < 1000:
        return EN_1[n // 100] + " hundred" + (" and " + en(n % 100) if n % 100 else "")
    return (
        en(n // 1000)
        + " thousand"
        + ((" " if n % 1000 >= 100 else " and ") + en(n % 1000) if n % 1000 else "")
    )


def de(n: int) -> str:
    if n < 20:
        return DE_1[n]
    if n < 100:
        return (DE_1[n % 10] + "und" if n % 10 else "") + DE_10[n // 10]
    if n < 1000:
        return DE_1[n // 100] + "hundert" + (de(n % 100) if n % 100 else "")
    return de(n // 1000) + "tausend" + (de(n % 1000) if n % 1000 else "")


def fr(n: int) -> str:
    if n < 20:
        return FR_1[n]
    if n < 70:
        t, u = divmod(n, 10)
        return FR_10[t] + ("" if u == 0 else (" et un" if u == 1 else "-" + FR_1[u]))
    if n < 80:
        return "soixante" + (" et onze" if n == 71 else "-" + FR_1[n - 60])
    if n < 100:
        return "quatre-vingt" + ("s" if n == 80 else "-" + FR_1[n - 80])
    if n < 1000:
        h, r = divmod(n, 100)
        head = "cent" if h == 1 else FR_1[h] + " cent" + ("s" if r == 0 else "")
        return head + (" " + fr(r) if r else "")
    t, r = divmod(n, 1000)
    return ("mille" if t == 1 else fr(t) + " mille") + (" " + fr(r) if r else "")


def amount_words(d: Decimal, lang: str, cur_name: str) -> str | None:
    units, cents = int(d), int((d - int(d)) * 100)
    fn = {"en": en, "de": de, "fr": fr}.get(lang)
    if fn is None or units >= 1_000_000:
        return None
    joiner = {"en": "and", "de": "und", "fr": "et"}[lang]
    s = f"{fn(units)} {cur_name} {joiner} {cents:02d}/100"
    return s[0].upper() + s[1:]
