"""The offline parser stays readable: no function of `extract/parse/` runs over 80 lines.

(Cyclomatic complexity is ruff's C901, limit 25, in pyproject.toml.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import docproc_pipeline.extract.parse.invoice as invoice_module

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
