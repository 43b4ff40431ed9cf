"""Write one invoice as an .xlsx workbook through a layout."""

from __future__ import annotations

import random
from pathlib import Path

from openpyxl import Workbook

from .invoice import Invoice
from .layouts import LAYOUTS
from .sheet import Sheet

FONTS = ["Liberation Sans", "DejaVu Sans", "Liberation Serif", "Liberation Sans Narrow"]
ACCENTS = ["1F4E79", "2E75B6", "375623", "7030A0", "C55A11", "404040", "0E6655", "833C0B"]
LIGHTS = ["D9E1F2", "E2EFDA", "FCE4D6", "EDEDED", "DDEBF7", "FFF2CC"]


def write_xlsx(inv: Invoice, path: Path, style_seed: int, widen: float = 1.0) -> None:
    rng = random.Random(style_seed)
    wb = Workbook()
    ws = wb.active
    ws.title = inv.labels["title"].title()[:30]
    sh = Sheet(ws, inv, rng.choice(FONTS), rng.choice(ACCENTS))
    _, render = LAYOUTS[inv.layout]
    render(sh, rng.choice(LIGHTS), rng.randint(0, 1000))
    if widen != 1.0:
        for dim in ws.column_dimensions.values():
            if dim.width:
                dim.width = round(dim.width * widen, 1)
    wb.properties.creator = inv.vendor.name
    wb.save(path)
