"""pdfmake doc-definition building blocks shared by the layouts."""

from __future__ import annotations

COLORS = [
    "#1f4e79",
    "#2e7d32",
    "#6a1b9a",
    "#c62828",
    "#00838f",
    "#ef6c00",
    "#37474f",
    "#5d4037",
    "#283593",
]


def t(text, **kw) -> dict:
    return {"text": text, **kw}


def stack(items, **kw) -> dict:
    return {"stack": [i for i in items if i is not None], **kw}


def cols(items, gap: int = 12, **kw) -> dict:
    return {"columns": items, "columnGap": gap, **kw}


def hr(width: float = 515, color: str = "#999999", lw: float = 0.6, margin=(0, 4, 0, 4)) -> dict:
    return {
        "canvas": [
            {
                "type": "line",
                "x1": 0,
                "y1": 0,
                "x2": width,
                "y2": 0,
                "lineWidth": lw,
                "lineColor": color,
            }
        ],
        "margin": list(margin),
    }


def initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[:1].isalpha()]
    return "".join(w[0] for w in words[:2]).upper() or "X"


def logo(doc, name: str, size: int = 34) -> dict:
    """A drawn logo: coloured badge with initials, a circle mark, or a triangle mark."""
    color = doc.rng.choice(COLORS)
    kind = doc.rng.choice(["badge", "circle", "tri"])
    ini = initials(name)
    if kind == "badge":
        return {
            "table": {
                "widths": [size],
                "body": [
                    [
                        t(
                            ini,
                            color="#ffffff",
                            bold=True,
                            fontSize=size * 0.42,
                            alignment="center",
                            fillColor=color,
                            margin=[0, size * 0.18, 0, size * 0.18],
                        )
                    ]
                ],
            },
            "layout": "noBorders",
            "width": size + 8,
        }
    if kind == "circle":
        shapes = [
            {
                "type": "ellipse",
                "x": size / 2,
                "y": size / 2,
                "r1": size / 2,
                "r2": size / 2,
                "color": color,
            },
            {
                "type": "ellipse",
                "x": size / 2,
                "y": size / 2,
                "r1": size / 4,
                "r2": size / 4,
                "color": "#ffffff",
            },
        ]
    else:
        shapes = [
            {
                "type": "polyline",
                "closePath": True,
                "color": color,
                "points": [{"x": 0, "y": size}, {"x": size / 2, "y": 0}, {"x": size, "y": size}],
            }
        ]
    return {"canvas": shapes, "width": size + 8}


def kv(
    rows, label_style=None, value_style=None, widths=("auto", "*"), layout="noBorders", **kw
) -> dict:
    body = [
        [t(k, **(label_style or {})), t(v, **(value_style or {}))] for k, v in rows if v is not None
    ]
    return {"table": {"widths": list(widths), "body": body}, "layout": layout, **kw}


def grid(
    header,
    rows,
    widths,
    aligns,
    layout="lightHorizontalLines",
    header_style=None,
    font_size=None,
    **kw,
) -> dict:
    hs = header_style or {"bold": True}
    body = (
        [[t(h, alignment=a, **hs) for h, a in zip(header, aligns, strict=False)]] if header else []
    )
    for row in rows:
        cells = []
        for c, a in zip(row, aligns, strict=False):
            cells.append(c if isinstance(c, dict) else t(c, alignment=a))
        body.append(cells)
    tbl = {
        "table": {"headerRows": 1 if header else 0, "widths": widths, "body": body},
        "layout": layout,
        **kw,
    }
    if font_size:
        tbl["fontSize"] = font_size
    return tbl


def shade_rows(tbl: dict, head: str, fill: str) -> dict:
    """Give the header row and every second body row a fill colour (JSON has no layout callbacks)."""
    body = tbl["table"]["body"]
    for i, row in enumerate(body):
        color = head if i == 0 else (fill if i % 2 == 0 else None)
        if color:
            for cell in row:
                cell["fillColor"] = color
    return tbl


def address_block(title, name, lines, extra=None, title_style=None, name_bold=True) -> dict:
    items = []
    if title:
        items.append(t(title, **(title_style or {"bold": True, "fontSize": 8, "color": "#666666"})))
    items.append(t(name, bold=name_bold))
    items += [t(x) for x in lines]
    items += [t(x) for x in (extra or []) if x]
    return stack(items)


def totals(rows, widths=("*", "auto"), bold_last=True, label_align="right", **kw) -> dict:
    """rows: (label, value[, strong]) -> a right-aligned two-column totals block."""
    body = []
    for r in rows:
        strong = r[2] if len(r) > 2 else False
        body.append(
            [t(r[0], alignment=label_align, bold=strong), t(r[1], alignment="right", bold=strong)]
        )
    return {"table": {"widths": list(widths), "body": body}, "layout": "noBorders", **kw}
