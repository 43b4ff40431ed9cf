"""A fresh clone passes on its own: only tests marked `corpus` may see the shared corpus.

The path to the shared corpus is known in one place, `conftest.CORPUS`, and reaches a test only
through the `corpus` fixture, which fails an unmarked test and skips a marked one when the corpus
is absent. This test keeps it so: no other module of the test tree names the corpus's location or
imports bench scripts (which read it). With that, a run with the corpus beside the repository
differs from one without it only in the corpus tests, which is what `.ci/run` relies on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

# Ways a module could reach the shared corpus without the fixture.
_CORPUS_PATH = re.compile(
    r"""DOCPROC_CORPUS|\bCORPUS\b|shared["']?\s*[/,)]\s*["']?corpus|\.\./shared|^\s*(from|import)\s+bench\b""",
    re.MULTILINE,
)


def _sources() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if p.name != "conftest.py" or p.parent != TESTS)


def test_no_test_module_reads_the_shared_corpus_outside_the_fixture() -> None:
    offenders = []
    for path in _sources():
        if path == Path(__file__).resolve():
            continue
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _CORPUS_PATH.search(line):
                offenders.append(f"{path.relative_to(TESTS)}:{no}: {line.strip()}")
    assert not offenders, "use the `corpus` fixture (and mark the test `corpus`):\n" + "\n".join(
        offenders
    )


@pytest.mark.parametrize(
    "line",
    [
        'ROOT = Path(os.environ["DOCPROC_CORPUS"])',
        "from docproc_pipeline_tests.conftest import CORPUS",
        'p = REPO.parent / "shared" / "corpus" / "real"',
        'p = Path("../shared/corpus")',
        "from bench.accuracy import run",
    ],
)
def test_the_guard_catches_each_way_round_the_fixture(line: str) -> None:
    assert _CORPUS_PATH.search(line)


def test_the_guard_lets_ordinary_lines_pass() -> None:
    assert not _CORPUS_PATH.search('"""Laid out like the shared corpus (its truth format)."""')
    assert not _CORPUS_PATH.search("def test_corpus_floor(corpus: Path) -> None:")
