"""Routing of the cascade engine over a folder of invoices with truth (the corpus format).

    .venv/bin/python bench/cascade.py [CORPUS_DIR] [--config YAML] [--ocr-cache DIR]
                                      [--out DIR]

Every document is read by the real `CascadeEngine`: the offline engine in this process, then the
real Gemini engine (google-genai client, real HTTP) against the fake Gemini server, which answers
each document with its own truth (the one being read: images Gemini does not take inline are
sent as a PDF, so bytes alone would not find it) and bills tokens as Gemini does (258 per PDF page or image
tile, ~4 characters per text token; no thinking tokens). So the figures measure the routing, not
a model: the share of documents that needed the model, the share of fields replaced (and why),
tokens per 1,000 documents against sending every document to the model, and the corpus scorer's
accuracy before (offline) and after the cascade, an upper bound for a perfect model.

`--config` reads the module config (thresholds in `processing.cascade` and `fields`); `--ocr-cache`
as in bench/accuracy.py.
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from accuracy import _cache_ocr, _documents, prediction_record  # noqa: E402
from corpus_scorer import DEFAULT_CORPUS, SCORE_PY  # noqa: E402

from docproc_pipeline.errors import DocprocError  # noqa: E402
from docproc_pipeline.extract.cascade import CascadeEngine  # noqa: E402
from docproc_pipeline.extract.engines import build_engine  # noqa: E402
from docproc_pipeline.ingest.sniff import sniff_mime  # noqa: E402
from docproc_pipeline.invoice import EXTRACTED_FIELDS  # noqa: E402
from docproc_pipeline.settings import EnvSettings, ModuleConfig, load_module_config  # noqa: E402
from docproc_pipeline_tests.fakes.gemini_server import (  # noqa: E402
    answer_with,
    running_fake_gemini,
)


def _score(score_py: Path, root: Path, predictions: Path) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, str(score_py), "--truth", str(root), "--pred", str(predictions), "--json"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out)  # type: ignore[no-any-return]


class Tally:
    """The routing figures, per document kind and in total."""

    def __init__(self) -> None:
        self.docs: collections.Counter[str] = collections.Counter()
        self.called: collections.Counter[str] = collections.Counter()
        self.failed_calls: collections.Counter[str] = collections.Counter()
        self.rejected: collections.Counter[str] = collections.Counter()
        self.replaced = 0
        self.reasons: collections.Counter[str] = collections.Counter()
        self.fields: collections.Counter[str] = collections.Counter()
        self.tokens = {"cascade_in": 0, "cascade_out": 0, "model_in": 0, "model_out": 0}
        self.failed_alone = 0

    def add(self, kind: str, engine: CascadeEngine, data: bytes, mime: str) -> Any:
        """Run the cascade on one document; raises `DocprocError` when offline rejects it."""
        self.docs[kind] += 1
        outcome = engine.run(data, mime)
        if outcome.model_called:
            self.called[kind] += 1
        if outcome.model_error:
            self.failed_calls[kind] += 1
        self.replaced += len(outcome.replaced)
        for name, why in outcome.unsure.items():
            self.fields[name] += 1
            self.reasons[why.split(" ")[0] if why.startswith("confidence") else why] += 1
        usage = outcome.result.token_usage
        self.tokens["cascade_in"] += usage.prompt_tokens
        self.tokens["cascade_out"] += usage.output_tokens
        # The same document sent to the model alone (what `processing.engine: gemini` costs).
        try:
            alone = engine.model.extract(data, mime).token_usage
        except DocprocError:
            self.failed_alone += 1
        else:
            self.tokens["model_in"] += alone.prompt_tokens
            self.tokens["model_out"] += alone.output_tokens
        return outcome


def _print(tally: Tally, before: dict[str, Any], after: dict[str, Any], seconds: float) -> None:
    n = sum(tally.docs.values())
    called = sum(tally.called.values())
    print(f"Documents: {n} ({', '.join(f'{k} {v}' for k, v in sorted(tally.docs.items()))})")
    print(f"Needed the model: {called}/{n} = {100 * called / max(n, 1):.1f}%")
    for kind in sorted(tally.docs):
        share = 100 * tally.called[kind] / tally.docs[kind]
        print(f"  {kind:12s} {tally.called[kind]:4d} / {tally.docs[kind]:<4d} {share:5.1f}%")
    failed = sum(tally.failed_calls.values()) + tally.failed_alone
    if failed or sum(tally.rejected.values()):
        print(f"Model calls that failed: {failed}")
        print(f"Rejected by the offline engine: {sum(tally.rejected.values())}")
    fields = n * len(EXTRACTED_FIELDS)
    print(
        f"Fields replaced by the model: {tally.replaced}/{fields} = "
        f"{100 * tally.replaced / max(fields, 1):.1f}% of all fields "
        f"({tally.replaced / max(called, 1):.1f} per document that needed the model)"
    )
    print("  why unsure: " + ", ".join(f"{k} {v}" for k, v in tally.reasons.most_common()))
    print("  which:      " + ", ".join(f"{k} {v}" for k, v in tally.fields.most_common(12)))
    t = tally.tokens
    per_k = 1000 / max(n, 1)
    print("Tokens per 1,000 documents (input / output):")
    print(f"  cascade      {t['cascade_in'] * per_k:12,.0f} / {t['cascade_out'] * per_k:10,.0f}")
    print(f"  model alone  {t['model_in'] * per_k:12,.0f} / {t['model_out'] * per_k:10,.0f}")
    ratio = (t["cascade_in"] + t["cascade_out"]) / max(t["model_in"] + t["model_out"], 1)
    print(f"  cascade / model alone: {100 * ratio:.1f}% of the tokens")
    print("Accuracy (corpus scorer, all fields) before -> after the cascade:")
    print(
        f"  overall      {100 * before['overall_accuracy']:6.2f}% -> "
        f"{100 * after['overall_accuracy']:6.2f}%"
    )
    for kind, row in before["per_kind"].items():
        print(
            f"  {kind:12s} {100 * row['accuracy']:6.2f}% -> "
            f"{100 * after['per_kind'][kind]['accuracy']:6.2f}%"
        )
    v0, v1 = before["validation"], after["validation"]
    print(
        f"  validation errors exact {v0['exact_match']}/{v0['total']} -> "
        f"{v1['exact_match']}/{v1['total']}"
    )
    print(f"Wall time: {seconds:.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    parser.add_argument("--config", help="module config YAML (default: the built-in defaults)")
    parser.add_argument("--ocr-cache", help="directory to keep OCR'd pages in")
    parser.add_argument("--out", default="/tmp/docproc_cascade", help="predictions go here")
    args = parser.parse_args()
    if args.ocr_cache:
        _cache_ocr(Path(args.ocr_cache))
    root = Path(args.corpus).resolve()
    config = load_module_config(Path(args.config)) if args.config else ModuleConfig()
    documents = _documents(root)
    current: dict[str, Any] = {}
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tally = Tally()
    started = time.monotonic()
    with (
        running_fake_gemini(responder=answer_with(lambda _: current["fields"])) as fake,
        open(out / "offline.jsonl", "w", encoding="utf-8") as before,
        open(out / "cascade.jsonl", "w", encoding="utf-8") as after,
    ):
        env = EnvSettings(
            data_dir=out,
            database_url=None,
            gemini_api_key="bench-key",
            gemini_model="gemini-2.5-flash",
            gemini_base_url=fake.url,
            gemini_api_version=None,
        )
        engine = build_engine(env, config.model_copy(update={"processing": _cascade(config)}))
        assert isinstance(engine, CascadeEngine)
        for path, truth in documents:
            data = path.read_bytes()
            kind = str(truth.get("kind", "other"))
            current["fields"] = truth["fields"]
            try:
                outcome = tally.add(kind, engine, data, sniff_mime(data))
            except DocprocError as err:
                tally.rejected[kind] += 1
                before.write(prediction_record(path, None, str(err)))
                after.write(prediction_record(path, None, str(err)))
                continue
            before.write(prediction_record(path, outcome.offline, None))
            after.write(prediction_record(path, outcome.result, None))
    seconds = time.monotonic() - started
    score_py = SCORE_PY
    _print(
        tally,
        _score(score_py, root, out / "offline.jsonl"),
        _score(score_py, root, out / "cascade.jsonl"),
        seconds,
    )
    return 0


def _cascade(config: ModuleConfig) -> Any:
    return config.processing.model_copy(update={"engine": "cascade"})


if __name__ == "__main__":
    raise SystemExit(main())
