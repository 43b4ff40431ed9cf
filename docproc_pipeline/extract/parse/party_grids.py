"""A party printed in a form's grid: under its section heading ("DESTINATÁRIO / REMETENTE"),
rows of label cells ("NOME / RAZÃO SOCIAL", "ENDEREÇO", "BAIRRO", "CEP", "MUNICÍPIO", "UF")
each over its value cell (`hits.grid_cell`). The name is the name cell's value; the address
the values of the address and place cells, in reading order."""

from __future__ import annotations

import re

from docproc_pipeline.extract.parse.hits import GRID_SECTION_DEPTH, grid_cell
from docproc_pipeline.extract.parse.labels import find_labels
from docproc_pipeline.extract.parse.lines import Line
from docproc_pipeline.extract.parse.table_header import is_item_table_header
from docproc_pipeline.extract.parse.vocab import party_alternatives


def _cell_words(*keys: str) -> re.Pattern[str]:
    words = party_alternatives(*keys)
    return re.compile(rf"(?<![^\W_])(?:{words})(?![^\W_])", re.IGNORECASE)


_NAME_CELL = _cell_words("name_row", "company_row")
_ADDRESS_CELL = _cell_words("address_row", "place_row")


def party_of_grid(lines: list[Line], field: str) -> tuple[str, str | None] | None:
    """The name and address in the grid under the first heading of party label `field`
    ("_customer") standing alone on its line; None without such a grid or its name cell."""
    for li, line in enumerate(lines):
        if len(line.segments) != 1 or re.search(r"\d", line.text):
            continue
        if any(m.field == field for m in find_labels(line.text)):
            found = _grid_below(lines, li)
            if found is not None:
                return found
    return None


def _grid_below(lines: list[Line], head: int) -> tuple[str, str | None] | None:
    """The name and address cells of the grid's label rows under the heading at line `head`,
    up to the next line standing alone (the next section's heading)."""
    name: str | None = None
    address: list[str] = []
    end = min(len(lines), head + 1 + GRID_SECTION_DEPTH)
    for li in range(head + 1, end):
        line = lines[li]
        if line.page != lines[head].page or len(line.segments) == 1 or is_item_table_header(line):
            break  # (the item table's header: "Nazwa towaru" names goods, not the party)
        for si, seg in enumerate(line.segments):
            cell = grid_cell(lines, li, si)
            if not cell:
                continue
            if name is None and _NAME_CELL.search(seg.text):
                name = cell.strip()
            elif _ADDRESS_CELL.search(seg.text):
                address.append(cell.strip())
    if not name:
        return None
    return name, ", ".join(address) or None
