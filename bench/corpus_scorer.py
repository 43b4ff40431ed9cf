"""Where the benches find the shared corpus, and its scorer (`tools/score.py`) loaded as a module
for the benches that judge fields with the scorer's own comparison."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
SCORE_PY = DEFAULT_CORPUS / "tools" / "score.py"


def load_scorer(path: Path = SCORE_PY) -> ModuleType:
    """The corpus scorer at `path` imported as a module; exits saying so when there is none."""
    spec = importlib.util.spec_from_file_location("corpus_score", path)
    if spec is None or spec.loader is None or not path.is_file():
        raise SystemExit(f"no corpus scorer at {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
