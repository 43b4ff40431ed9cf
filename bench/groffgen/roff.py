"""A tiny writer for raw troff/tbl source and the groff -Tpdf call."""

from __future__ import annotations

import os
import subprocess
import tempfile

from fonts import font_dir

TAB = "\t"


def esc(s) -> str:
    """Escape text for troff: backslash, straight apostrophe (else it prints as a right quote)."""
    s = str(s).replace("\\", "\\e").replace("'", "\\(aq").replace("`", "\\(ga")
    return s


class Doc:
    def __init__(self, page_w="21c", page_h="29.7c", po="2c", ll="17c", fam="H", ps=10, vs=12):
        self.page_w, self.page_h = page_w, page_h
        self.out = [
            f".pl {page_h}",
            f".po {po}",
            f".ll {ll}",
            ".nh",
            ".na",
            ".lg 0",
            ".nf",
            ".ta T 1c",
            f".fam {fam}",
            ".ft R",
            f".ps {ps}",
            f".vs {vs}",
            ".defcolor grey rgb 0.86 0.86 0.86",
            ".defcolor dgrey rgb 0.35 0.35 0.35",
            ".defcolor tint rgb 0.93 0.95 0.98",
            ".defcolor red rgb 0.7 0.1 0.1",
            ".defcolor blue rgb 0.1 0.2 0.55",
            ".defcolor green rgb 0.1 0.4 0.2",
        ]
        self.fam = fam

    # -- primitives
    def raw(self, *lines):
        self.out.extend(lines)

    def line(self, s="", font=None, size=None):
        pre, post = "", ""
        if size:
            pre += f"\\s[{size}]"
            post = "\\s[0]" + post
        if font:
            pre += f"\\f[{font}]"
            post = "\\f[]" + post
        self.out.append("\\&" + pre + esc(s) + post)

    def rawline(self, s):
        self.out.append("\\&" + s)

    def sp(self, v="1v"):
        self.out.append(f".sp {v}")

    def goto(self, y):
        """absolute vertical position from the top of the page"""
        self.out.append(f".sp |{y}")

    def font(self, f):
        self.out.append(f".ft {f}")

    def family(self, f):
        self.out.append(f".fam {f}")

    def size(self, ps, vs=None):
        self.out.append(f".ps {ps}")
        self.out.append(f".vs {vs or round(ps * 1.2, 1)}")

    def indent(self, v):
        self.out.append(f".in {v}")

    def tabs(self, *stops):
        self.out.append(".ta " + " ".join(stops))

    def tline(self, cells, fonts=None):
        parts = []
        for i, c in enumerate(cells):
            t = esc(c)
            if fonts and fonts[i]:
                t = f"\\f[{fonts[i]}]{t}\\f[]"
            parts.append(t)
        self.out.append("\\&" + TAB.join(parts))

    def hrule(self, width, dashed=False, weight=None):
        if dashed:
            self.out.append("\\&" + "- " * int(width))
            return
        t = f"\\l'{width}'"
        if weight:
            t = f"\\D't {weight}'" + f"\\D'l {width} 0'" + "\\D't -1'"
        self.out.append("\\&" + t)

    def box(self, x, y, w, h, fill=None, stroke=True):
        """rectangle at absolute page coords (x from page offset, y from top); returns to current spot"""
        cmd = f"\\D'p {w} 0 0 {h} -{w} 0'" if stroke else ""
        if fill:
            cmd = f"\\M[{fill}]\\D'P {w} 0 0 {h} -{w} 0'\\M[]\\v'-{h}'" + cmd
        self.out += [".mk gq", f".sp |{y}", f"\\&\\h'{x}'{cmd}", ".rt \\n[gq]u"]

    def table(self, spec, rows, opts="tab(\t)", center=False):
        """rows: list of lists of strings (already escaped if startswith '\\'), '_' rows for rules"""
        self.out.append(".TS")
        self.out.append(opts + (" center" if center else "") + ";")
        self.out.append(spec + ".")
        for r in rows:
            if r in ("_", "="):
                self.out.append(r)
            elif isinstance(r, str) and r.startswith(".T&"):
                self.out.extend(r.split("\n"))
            else:
                self.out.append(TAB.join(cell(c) for c in r))
        self.out.append(".TE")

    def bp(self):
        self.out.append(".bp")

    def source(self):
        return "\n".join(self.out) + "\n"


def cell(c):
    if isinstance(c, Raw):
        return str(c)
    if isinstance(c, Block):
        return "T{\n" + "\n.br\n".join("\\&" + esc(x) for x in c.lines) + "\nT}"
    s = esc(c)
    return "\\&" + s if s else ""


class Raw(str):
    """already-escaped troff text"""


class Block:
    """multi-line table cell"""

    def __init__(self, lines):
        self.lines = [x for x in lines if x]


def render(src: str, paper: str = "a4", landscape: bool = False) -> tuple[bytes, str]:
    env = dict(os.environ, SOURCE_DATE_EPOCH="1767225600", LC_ALL="C.UTF-8")
    args = ["groff", "-F", font_dir(), "-t", "-Kutf8", "-Tpdf", "-P-p" + paper]
    if landscape:
        args.append("-P-l")
    with tempfile.NamedTemporaryFile("w", suffix=".tr", delete=False, encoding="utf-8") as f:
        f.write(src)
        path = f.name
    try:
        p = subprocess.run(args + [path], capture_output=True, env=env)
    finally:
        os.unlink(path)
    return p.stdout, p.stderr.decode("utf-8", "replace")
