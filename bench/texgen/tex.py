"""LaTeX preamble (fonts, babel, reproducibility) and compilation with pdflatex."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

# (name, preamble, full: has € and Polish ogonek glyphs in T1/TS1)
FONTS = [
    ("Latin Modern", r"\usepackage{lmodern}", True),
    ("Latin Modern Sans", r"\usepackage{lmodern}\renewcommand{\familydefault}{\sfdefault}", True),
    ("TeX Gyre Termes", r"\usepackage{tgtermes}", True),
    ("TeX Gyre Pagella", r"\usepackage{tgpagella}", True),
    ("TeX Gyre Schola", r"\usepackage{tgschola}", True),
    ("TeX Gyre Bonum", r"\usepackage{tgbonum}", True),
    ("Times (mathptmx)", r"\usepackage{mathptmx}", False),
    (
        "Helvetica (helvet)",
        r"\usepackage[scaled=0.92]{helvet}\renewcommand{\familydefault}{\sfdefault}",
        False,
    ),
    ("Palatino (mathpazo)", r"\usepackage{mathpazo}", False),
]
EPOCH = "1767225600"  # 2026-01-01


def pick_font(r, lang: str, symbol_used: bool):
    """A font that has every glyph the document needs (URW fonts lack € in TS1 and ogonek accents)."""
    pool = [f for f in FONTS if f[2] or (lang != "pl" and not symbol_used)]
    return r.choice(pool)


def preamble(
    docclass: str, opts: str, ctx, font, extra: str = "", geometry: str | None = None
) -> str:
    babel_opts = ctx.loc.babel
    if ctx.lang == "es":
        babel_opts += ",es-nodecimaldot,es-noshorthands"
    geo = f"\\usepackage[{geometry}]{{geometry}}\n" if geometry else ""
    return rf"""\pdfinfoomitdate=1
\pdftrailerid{{}}
\pdfsuppressptexinfo=-1
\pdfgentounicode=1
\input glyphtounicode
\documentclass[{opts}]{{{docclass}}}
\usepackage[T1]{{fontenc}}
\renewcommand{{\sfdefault}}{{lmss}}\renewcommand{{\ttdefault}}{{lmtt}}
{font[1]}
\usepackage[{babel_opts}]{{babel}}
{geo}\usepackage[table]{{xcolor}}
\usepackage{{array,tabularx,booktabs,longtable,dcolumn,fancyhdr,lastpage}}
\hypersetup{{}}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\newcommand{{\body}}[1]{{{{\hyphenpenalty=50\exhyphenpenalty=50 #1\par}}}}
\newcolumntype{{L}}{{>{{\raggedright\arraybackslash}}X}}
\newcolumntype{{R}}[1]{{>{{\raggedleft\arraybackslash}}p{{#1}}}}
\pdfinfo{{/Title (Invoice) /Creator (texgen) /Producer (pdfTeX)}}
{extra}
""".replace("\\hypersetup{}\n", "")


class TexError(RuntimeError):
    pass


def compile_pdf(src: str, out_pdf: Path, runs: int = 2) -> int:
    """Compile with pdflatex in a temp dir (twice: longtable widths, page references)."""
    env = dict(os.environ, SOURCE_DATE_EPOCH=EPOCH, FORCE_SOURCE_DATE="1")
    with tempfile.TemporaryDirectory(prefix="texgen_") as td:
        (Path(td) / "doc.tex").write_text(src, encoding="utf-8")
        for _ in range(runs):
            p = subprocess.run(
                ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"],
                cwd=td,
                env=env,
                capture_output=True,
                text=True,
                errors="replace",
                timeout=120,
            )
            if p.returncode != 0:
                log = (Path(td) / "doc.log").read_text(errors="replace")
                err = [ln for ln in log.splitlines() if ln.startswith("!")]
                raise TexError(f"pdflatex failed: {err[:3]}\n" + log[-1500:])
        shutil.copyfile(Path(td) / "doc.pdf", out_pdf)
    return 0
