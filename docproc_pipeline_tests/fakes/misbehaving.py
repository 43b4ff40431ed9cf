"""An offline engine that misbehaves on marked documents, to prove the worker limits.

It is the real `OfflineEngine` for every document except those whose bytes contain a mark
(a PDF comment appended after `%%EOF` keeps the file a valid PDF):

- `HANG_MARK`: the extraction never returns (it sleeps, so a hung test costs no CPU);
- `ALLOC_MARK`: it allocates `alloc_mb` MiB, touching every page, and holds it;
- `CRASH_MARK`: the worker process exits at once, as after a segfault.

Importable by reference, so the supervised pool can pickle it into its spawned workers; the
module imports nothing heavy beyond the offline engine.
"""

from __future__ import annotations

import os
import sys
import time

from docproc_pipeline.extract.offline import OfflineEngine
from docproc_pipeline.invoice import InvoiceExtraction

HANG_MARK = b"%docproc-test:hang"
ALLOC_MARK = b"%docproc-test:alloc"
CRASH_MARK = b"%docproc-test:crash"
HANGING = "docproc-test: extraction hangs now"
_CHUNK_MB = 16


def marked(data: bytes, mark: bytes) -> bytes:
    """`data` (a PDF) with `mark` appended as a comment line."""
    return data + b"\n" + mark + b"\n"


class MisbehavingEngine(OfflineEngine):
    """`OfflineEngine`, except for documents carrying one of the marks above."""

    def __init__(self, *, alloc_mb: int = 0, **kwargs: int) -> None:
        super().__init__(**kwargs)
        self.alloc_mb = alloc_mb

    def extract(self, data: bytes, mime: str) -> InvoiceExtraction:
        if CRASH_MARK in data:
            os._exit(70)
        if HANG_MARK in data:
            print(HANGING, file=sys.stderr, flush=True)  # a test may wait for this line
            while True:
                time.sleep(60)
        if ALLOC_MARK in data:
            # b"\x01" * n writes every byte, so the pages are resident (a zeroed bytearray
            # would be mapped lazily and never show in RSS).
            held = [b"\x01" * (_CHUNK_MB * 1024 * 1024) for _ in range(self.alloc_mb // _CHUNK_MB)]
            while held:
                time.sleep(60)
        return super().extract(data, mime)
