"""TTF families available on the machine (Debian fonts-dejavu, fonts-liberation, fonts-lato; ttf-opensans)."""

from __future__ import annotations

import os

import ttf_opensans

DV = "/usr/share/fonts/truetype/dejavu/"
LB = "/usr/share/fonts/truetype/liberation/"
LT = "/usr/share/fonts/truetype/lato/"
OS = os.path.join(os.path.dirname(ttf_opensans.__file__), "ttf") + "/"


def _fam(prefix: str, normal: str, bold: str, italics: str, bolditalics: str) -> dict:
    return {
        "normal": prefix + normal,
        "bold": prefix + bold,
        "italics": prefix + italics,
        "bolditalics": prefix + bolditalics,
    }


FAMILIES = {
    "DejaVuSans": _fam(
        DV,
        "DejaVuSans.ttf",
        "DejaVuSans-Bold.ttf",
        "DejaVuSans-Oblique.ttf",
        "DejaVuSans-BoldOblique.ttf",
    ),
    "DejaVuSerif": _fam(
        DV,
        "DejaVuSerif.ttf",
        "DejaVuSerif-Bold.ttf",
        "DejaVuSerif-Italic.ttf",
        "DejaVuSerif-BoldItalic.ttf",
    ),
    "DejaVuCond": _fam(
        DV,
        "DejaVuSansCondensed.ttf",
        "DejaVuSansCondensed-Bold.ttf",
        "DejaVuSansCondensed-Oblique.ttf",
        "DejaVuSansCondensed-BoldOblique.ttf",
    ),
    "LiberationSans": _fam(
        LB,
        "LiberationSans-Regular.ttf",
        "LiberationSans-Bold.ttf",
        "LiberationSans-Italic.ttf",
        "LiberationSans-BoldItalic.ttf",
    ),
    "LiberationSerif": _fam(
        LB,
        "LiberationSerif-Regular.ttf",
        "LiberationSerif-Bold.ttf",
        "LiberationSerif-Italic.ttf",
        "LiberationSerif-BoldItalic.ttf",
    ),
    "LiberationNarrow": _fam(
        LB,
        "LiberationSansNarrow-Regular.ttf",
        "LiberationSansNarrow-Bold.ttf",
        "LiberationSansNarrow-Italic.ttf",
        "LiberationSansNarrow-BoldItalic.ttf",
    ),
    "LiberationMono": _fam(
        LB,
        "LiberationMono-Regular.ttf",
        "LiberationMono-Bold.ttf",
        "LiberationMono-Italic.ttf",
        "LiberationMono-BoldItalic.ttf",
    ),
    "Lato": _fam(LT, "Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Italic.ttf", "Lato-BoldItalic.ttf"),
    "OpenSans": _fam(
        OS,
        "OpenSans-Regular.ttf",
        "OpenSans-Bold.ttf",
        "OpenSans-Italic.ttf",
        "OpenSans-BoldItalic.ttf",
    ),
}

SANS = ["DejaVuSans", "LiberationSans", "Lato", "OpenSans", "DejaVuCond"]
SERIF = ["DejaVuSerif", "LiberationSerif"]
NARROW = ["LiberationNarrow", "DejaVuCond", "LiberationSans"]


def available() -> dict:
    missing = [p for fam in FAMILIES.values() for p in fam.values() if not os.path.exists(p)]
    if missing:
        raise SystemExit(f"missing font files: {missing[:3]}")
    return FAMILIES
