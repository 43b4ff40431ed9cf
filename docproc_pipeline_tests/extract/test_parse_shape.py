"""The offline parser stays readable: no function of `extract/parse/` runs over 80 lines, every
confidence it reports comes from the one table in `parse/confidence.py`, and its words of any
language live in the lexicon files (`extract/lexicon/*.yaml`), not in its code.

(Cyclomatic complexity is ruff's C901, limit 25, in pyproject.toml.)
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import docproc_pipeline.extract.parse.invoice as invoice_module
from docproc_pipeline.extract.lexicon import COLUMN_ROLES, FIELD_ORDER, PARTY_KEYS, PHRASE_KEYS
from docproc_pipeline.extract.parse.confidence import CONFIDENCE
from docproc_pipeline.extract.parse.regions import REGIONS, band_end
from docproc_pipeline.invoice import InvoiceFields

PARSE_DIR = Path(invoice_module.__file__).resolve().parent
MAX_LINES = 80


def _long_functions(source: str, limit: int) -> list[tuple[str, int]]:
    """(name, lines) of every function or method in `source` longer than `limit` lines."""
    out: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > limit:
                out.append((node.name, length))
    return out


def test_no_parser_function_runs_over_80_lines() -> None:
    files = sorted(PARSE_DIR.glob("*.py"))
    assert len(files) >= 8  # the package was found
    too_long = [
        f"{path.name}:{name} ({length} lines)"
        for path in files
        for name, length in _long_functions(path.read_text(encoding="utf-8"), MAX_LINES)
    ]
    assert not too_long, "split these into named steps: " + ", ".join(too_long)


def test_the_length_check_finds_a_long_function() -> None:
    body = "\n".join(f"        x{k} = {k}" for k in range(MAX_LINES))
    source = f"def short():\n    return 1\n\n\nclass C:\n    def long(self):\n{body}\n"
    assert _long_functions(source, MAX_LINES) == [("long", MAX_LINES + 1)]


# the dicts the parser keeps confidences in: `conf[...] = ...`, `ctx.confidence[...] = ...`,
# and the parties' `out["vendor_name"] = (name, confidence)`
_CONFIDENCE_HOLDERS = {"conf", "confidence", "saved", "out"}


def _confidence_literals(source: str) -> list[int]:
    """Lines that store a float literal into a confidence dict."""
    out: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Assign):
            continue
        holders = [
            t.value.id if isinstance(t.value, ast.Name) else getattr(t.value, "attr", "")
            for t in node.targets
            if isinstance(t, ast.Subscript)
        ]
        if not _CONFIDENCE_HOLDERS & set(holders):
            continue
        if any(
            isinstance(c, ast.Constant) and isinstance(c.value, float) for c in ast.walk(node.value)
        ):
            out.append(node.lineno)
    return out


def test_confidences_come_from_the_table() -> None:
    literals = [
        f"{path.name}:{line}"
        for path in sorted(PARSE_DIR.glob("*.py"))
        if path.name != "confidence.py"
        for line in _confidence_literals(path.read_text(encoding="utf-8"))
    ]
    assert not literals, "name these confidences in parse/confidence.py: " + ", ".join(literals)
    assert _confidence_literals('conf["total"] = 0.85\n') == [1]
    assert _confidence_literals('out["x"] = (name, 0.6)\n') == [1]
    assert _confidence_literals("conf[name] = CONFIDENCE.UNKNOWN\n") == []


def test_the_confidence_table_holds_probabilities() -> None:
    table = CONFIDENCE.as_dict()
    assert len(table) > 50
    assert all(0.0 <= value <= 1.0 for value in table.values()), table


def test_every_field_is_decided_by_a_named_pass() -> None:
    """A reader finds where a field is decided from the passes' docstrings."""
    named = " ".join(run.__doc__ or "" for run in invoice_module.PASSES)
    missing = [f for f in InvoiceFields.model_fields if f not in named and f != "document_type"]
    assert not missing, f"no pass says it decides {missing}"
    assert all(run.__name__ in (invoice_module.__doc__ or "") for run in invoice_module.PASSES)


# words of the invoices' languages that once sat in the parser's code; none may come back
_VOCABULARY_SAMPLE = (
    "rechnung", "invoice", "facture", "factuur", "total", "summe", "seite", "page", "iban",
    "due", "fällig", "zahlbar", "skonto", "netto", "brutto", "steuer", "mwst", "tva", "btw",
    "herr", "attn", "address", "anschrift", "carried", "übertrag", "serial", "abschlag",
    "capital", "your", "ihre", "avant", "uiterlijk", "of", "vom", "gmail",
)  # fmt: skip
# string constants that are names in the code, not words of a text (fields, keys, roles)
_NAMES = {
    *InvoiceFields.model_fields, *FIELD_ORDER, *PHRASE_KEYS, *PARTY_KEYS, *COLUMN_ROLES,
    "overall", "vat", "disc", "pack", "code", "desc", "qty", "price", "amount", "rate",
    "_address", "parse_invoice", "parse_invoice_with_boxes",
}  # fmt: skip


def _words_in_code(source: str) -> list[tuple[int, str]]:
    """(line, word) of every sample word inside a string constant that is not a docstring."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
        and ast.get_docstring(node) is not None
    }
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in docstrings or node.value in _NAMES:
            continue
        lowered = node.value.casefold()
        found.extend(
            (node.lineno, word)
            for word in _VOCABULARY_SAMPLE
            if re.search(rf"(?<![^\W\d_]){re.escape(word)}(?![^\W\d_])", lowered)
        )
    return found


def test_no_language_words_in_the_parser_code() -> None:
    found = [
        f"{path.name}:{line} {word!r}"
        for path in sorted(PARSE_DIR.glob("*.py"))
        for line, word in _words_in_code(path.read_text(encoding="utf-8"))
    ]
    assert not found, "move these words to extract/lexicon/*.yaml: " + ", ".join(found)
    assert _words_in_code('X = re.compile(r"(?:rechnung|invoice)")\n') == [
        (1, "rechnung"),
        (1, "invoice"),
    ]


def test_the_region_table_holds_shares_of_a_page() -> None:
    shares = REGIONS.as_dict()
    assert shares and all(0.0 < share < 1.0 for share in shares.values()), shares
    assert band_end(100.0, 900.0, REGIONS.LETTERHEAD) == 100.0 + 0.3 * 800.0
