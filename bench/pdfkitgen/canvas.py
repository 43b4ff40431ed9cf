"""Page-operation recorder with font metrics (Pillow); render.js draws the operations with PDFKit."""

from functools import lru_cache

from PIL import ImageFont

T = "/usr/share/fonts/truetype/"
FAMILIES = {
    "dejavu": (
        "dejavu/DejaVuSans.ttf",
        "dejavu/DejaVuSans-Bold.ttf",
        "dejavu/DejaVuSans-Oblique.ttf",
    ),
    "dejavu-cond": (
        "dejavu/DejaVuSansCondensed.ttf",
        "dejavu/DejaVuSansCondensed-Bold.ttf",
        "dejavu/DejaVuSansCondensed-Oblique.ttf",
    ),
    "dejavu-serif": (
        "dejavu/DejaVuSerif.ttf",
        "dejavu/DejaVuSerif-Bold.ttf",
        "dejavu/DejaVuSerif-Italic.ttf",
    ),
    "liberation-sans": (
        "liberation/LiberationSans-Regular.ttf",
        "liberation/LiberationSans-Bold.ttf",
        "liberation/LiberationSans-Italic.ttf",
    ),
    "liberation-serif": (
        "liberation/LiberationSerif-Regular.ttf",
        "liberation/LiberationSerif-Bold.ttf",
        "liberation/LiberationSerif-Italic.ttf",
    ),
    "liberation-narrow": (
        "liberation/LiberationSansNarrow-Regular.ttf",
        "liberation/LiberationSansNarrow-Bold.ttf",
        "liberation/LiberationSansNarrow-Italic.ttf",
    ),
    "lato": ("lato/Lato-Regular.ttf", "lato/Lato-Bold.ttf", "lato/Lato-Italic.ttf"),
}
MONOS = {
    "dejavu-mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
    "liberation-mono": (
        "liberation/LiberationMono-Regular.ttf",
        "liberation/LiberationMono-Bold.ttf",
    ),
}
A4 = (595.28, 841.89)
LETTER = (612.0, 792.0)


@lru_cache(maxsize=64)
def _font(path):
    return ImageFont.truetype(path, 1000)


class Canvas:
    def __init__(self, family, mono="dejavu-mono", size=A4):
        reg, bold, ital = FAMILIES[family]
        mreg, mbold = MONOS[mono]
        self.fonts = {
            "reg": T + reg,
            "bold": T + bold,
            "ital": T + ital,
            "mono": T + mreg,
            "monob": T + mbold,
        }
        self.size = size
        self.W, self.H = size
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append([])

    def op(self, *args):
        self.pages[-1].append(list(args))

    def width(self, s, size, font="reg"):
        return _font(self.fonts[font]).getlength(str(s)) * size / 1000.0

    def text(self, x, y, s, size=9, font="reg", color="#000000", align="left"):
        if s is None or str(s) == "":
            return
        self.op("t", round(x, 2), round(y, 2), str(s), font, size, color, align)

    def line(self, x1, y1, x2, y2, lw=0.5, color="#000000", dash=0):
        self.op("l", round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), lw, color, dash)

    def rect(self, x, y, w, h, stroke="#000000", fill=None, lw=0.5):
        self.op("r", round(x, 2), round(y, 2), round(w, 2), round(h, 2), stroke, fill, lw)

    def circle(self, x, y, r, stroke=None, fill="#ffffff"):
        self.op("c", round(x, 2), round(y, 2), r, stroke, fill)

    def wrap(self, s, size, w, font="reg"):
        """Greedy word wrap into lines no wider than w."""
        out, cur = [], ""
        for word in str(s).split():
            cand = f"{cur} {word}" if cur else word
            if cur and self.width(cand, size, font) > w:
                out.append(cur)
                cur = word
            else:
                cur = cand
        if cur:
            out.append(cur)
        return out or [""]

    def para(self, x, y, s, size, w, font="reg", lead=1.25, color="#000000"):
        for ln in self.wrap(s, size, w, font):
            self.text(x, y, ln, size, font, color)
            y += size * lead
        return y

    def fit(self, s, size, w, font="reg", min_size=5.5):
        """Largest size <= size at which s fits in w."""
        while size > min_size and self.width(s, size, font) > w:
            size -= 0.25
        return size

    def overflow(self, margin=20):
        """True when something was drawn below the bottom margin (content ran off the page)."""
        return any(o[0] == "t" and o[2] > self.H - margin for page in self.pages for o in page)

    def job(self, out, title):
        return {
            "out": out,
            "size": list(self.size),
            "title": title,
            "fonts": self.fonts,
            "pages": self.pages,
        }
