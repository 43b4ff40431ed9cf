"""Analyst dataset build time for N synthetic processed documents, full and incremental.

    .venv/bin/python bench/datasets.py [--n 10000] [--lines 5] [--server-url URL]

Seeds N processed documents (realistic extraction JSON, `--lines` line items each, invoice dates
over 2026, a review item each) straight into a fresh database on a loopback PostgreSQL server,
then times: the full build, a no-change rebuild, an incremental rebuild after touching 10
documents of one month (the usual case: new activity is recent), and after touching 10 documents
spread over the year (each touched month is rewritten whole). Prints seconds, rows and files.
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
import uuid
from datetime import timedelta
from pathlib import Path

import psycopg

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from docproc_pipeline.analytics.datasets import build_datasets  # noqa: E402
from docproc_pipeline.db.connection import connect  # noqa: E402
from docproc_pipeline.db.migrate import upgrade  # noqa: E402
from docproc_pipeline_tests.analytics.synthetic import (  # noqa: E402
    seed_synthetic,
    touch_documents,
)

LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--lines", type=int, default=5)
    parser.add_argument("--server-url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    args = parser.parse_args()
    if not any(f"@{host}" in args.server_url for host in LOOPBACK):
        raise SystemExit("loopback PostgreSQL only (postgresql://user@127.0.0.1:5432/postgres)")

    name = f"docproc_bench_ds_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(args.server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    url = args.server_url.rsplit("/", 1)[0] + "/" + name
    try:
        upgrade(url)
        t0 = time.perf_counter()
        seed_synthetic(url, args.n, lines=args.lines)
        print(
            f"machine: {platform.node()} ({platform.machine()}, Python {platform.python_version()})"
        )
        print(
            f"seeded {args.n} documents x {args.lines} line items in {time.perf_counter() - t0:.2f} s"
        )
        with tempfile.TemporaryDirectory() as tmp:
            data_dir = Path(tmp)

            def report(label: str, **kw: object) -> None:
                r = build_datasets(url, data_dir, **kw)  # type: ignore[arg-type]
                print(
                    f"{label:<34} {r.seconds:7.2f} s  touched {r.documents_touched:>6}  "
                    f"partitions rewritten {len(r.partitions_written):>2}  rows written "
                    f"{r.invoice_rows_written:>6} + {r.line_item_rows_written:>6}  totals "
                    f"{r.invoice_rows_total} invoices, {r.line_item_rows_total} line items, "
                    f"{r.files} files"
                )

            report("full build")
            report("rebuild, nothing changed")
            with connect(url) as conn:
                # Documents 1..365 are dated 2026-01-02 .. 2027-01-01; i mod 365 in 181..191 is July.
                touch_documents(conn, [f"syn{i:07d}" for i in range(181, 191)])
                conn.commit()
            report("incremental, 10 docs in one month", overlap=timedelta(0))
            with connect(url) as conn:
                touch_documents(conn, [f"syn{i:07d}" for i in range(15, 365, 35)])
                conn.commit()
            report("incremental, 10 docs in 10 months", overlap=timedelta(0))
    finally:
        with psycopg.connect(args.server_url, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
