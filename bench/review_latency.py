"""Review API latency under concurrent reviewers: claim-next and list, p50 / p99.

Starts the API with uvicorn on 127.0.0.1 (a free port) against a database, seeds N pending items
and R reviewers, then runs C concurrent clients (threads, one httpx client each) that alternate
`POST /api/review/claim-next` and `GET /api/review/items?limit=50` for a fixed number of rounds.
Prints latency percentiles per endpoint and checks that no item was claimed twice.

    python bench/review_latency.py                       # a temporary database on 127.0.0.1:5432
    python bench/review_latency.py postgresql://…/db     # an existing database (gets migrated and
                                                         # seeded: use a scratch one)

Loopback only and bounded: every request has a timeout, every client a fixed number of rounds.
"""

from __future__ import annotations

import argparse
import os
import platform
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import httpx
import psycopg

from docproc_pipeline.api.app import create_app
from docproc_pipeline.api.server import running_server
from docproc_pipeline.db.connection import connect, libpq_url
from docproc_pipeline.db.migrate import upgrade
from docproc_pipeline.review.queue import create_review_item
from docproc_pipeline.review.reviewers import add_reviewer
from docproc_pipeline.settings import ModuleConfig

LOCAL_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres"


@contextmanager
def scratch_database(url: str | None) -> Iterator[str]:
    """The given database, or a temporary one on the local server, dropped afterwards."""
    if url:
        yield url
        return
    name = f"docproc_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(LOCAL_SERVER, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield LOCAL_SERVER.rsplit("/", 1)[0] + "/" + name
    finally:
        with psycopg.connect(LOCAL_SERVER, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def seed(url: str, items: int, reviewers: int, config: ModuleConfig) -> list[str]:
    """N unassigned pending items (a backlog; nobody on shift yet), then R reviewers."""
    now = datetime.now(UTC)
    run = uuid.uuid4().hex[:6]
    with connect(url) as conn, conn.transaction():
        for n in range(items):
            doc = f"bench-{run}-{n:06d}"
            conn.execute(
                "INSERT INTO documents (id, file_name, landing_path, storage_path, size_bytes,"
                " mtime_ns, status) VALUES (%s, %s, %s, %s, 1000, 0, 'completed')",
                (doc, f"{doc}.pdf", f"landing/{doc}.pdf", f"storage/{doc}.pdf"),
            )
            create_review_item(
                conn,
                document_id=doc,
                overall_confidence=(n % 100) / 100,
                total_amount=Decimal(10 + (n * 37) % 20000),
                currency="EUR",
                line_item_count=n % 25,
                field_count=20,
                reasons=["low confidence"] if n % 3 == 0 else [],
                duplicate_of=None,
                config=config,
                now=now - timedelta(minutes=n % 600),
            )
        return [add_reviewer(conn, f"bench-{run}-r{r}", False) for r in range(reviewers)]


_SERVER_CODE = """
import sys, uvicorn
from docproc_pipeline.api.app import create_app
from docproc_pipeline.settings import ModuleConfig
app = create_app(sys.argv[1], ModuleConfig(), pool_size=int(sys.argv[3]))
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server_process(url: str, pool_size: int, timeout: float = 30.0) -> Iterator[str]:
    """The API in its own uvicorn process on loopback (so clients do not share its GIL)."""
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", _SERVER_CODE, url, str(port), str(pool_size)],
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"the API process exited with {proc.returncode}")
            try:
                if httpx.get(f"{base_url}/api/health", timeout=1.0).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the API process did not become healthy")
            time.sleep(0.1)
        yield base_url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def run_clients(base_url: str, tokens: list[str], clients: int, rounds: int) -> dict[str, object]:
    timings: dict[str, list[float]] = {"claim-next": [], "list": []}
    claimed: list[int] = []
    statuses: dict[int, int] = {}
    lock = threading.Lock()
    start = threading.Barrier(clients)

    def client(token: str) -> None:
        local: dict[str, list[float]] = {"claim-next": [], "list": []}
        mine: list[int] = []
        codes: list[int] = []
        headers = {"Authorization": f"Bearer {token}"}
        with httpx.Client(base_url=base_url, headers=headers, timeout=30.0) as http:
            start.wait(timeout=60)
            for _ in range(rounds):
                t = time.perf_counter()
                r = http.post("/api/review/claim-next")
                local["claim-next"].append(time.perf_counter() - t)
                codes.append(r.status_code)
                if r.status_code == 200:
                    mine.append(r.json()["id"])
                t = time.perf_counter()
                r = http.get("/api/review/items", params={"limit": 50})
                local["list"].append(time.perf_counter() - t)
                codes.append(r.status_code)
        with lock:
            for key, values in local.items():
                timings[key].extend(values)
            claimed.extend(mine)
            for code in codes:
                statuses[code] = statuses.get(code, 0) + 1

    threads = [
        threading.Thread(target=client, args=(tokens[n % len(tokens)],)) for n in range(clients)
    ]
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=600)
    elapsed = time.perf_counter() - began
    return {"timings": timings, "claimed": claimed, "statuses": statuses, "elapsed": elapsed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("database_url", nargs="?", help="default: a temporary database locally")
    parser.add_argument("--items", type=int, default=2000)
    parser.add_argument("--reviewers", type=int, default=50)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=20, help="claim-next + list per client")
    parser.add_argument("--pool-size", type=int, default=16)
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="serve from a thread of this process (shares the GIL with the clients)",
    )
    args = parser.parse_args()

    config = ModuleConfig()
    with scratch_database(args.database_url) as url:
        upgrade(url)
        t = time.perf_counter()
        tokens = seed(url, args.items, args.reviewers, config)
        seeded = time.perf_counter() - t
        if args.in_process:
            app = create_app(url, config, pool_size=args.pool_size)
            with running_server(app) as base_url:
                result = run_clients(base_url, tokens, args.clients, args.rounds)
        else:
            with server_process(url, args.pool_size) as base_url:
                result = run_clients(base_url, tokens, args.clients, args.rounds)

    timings: dict[str, list[float]] = result["timings"]  # type: ignore[assignment]
    claimed: list[int] = result["claimed"]  # type: ignore[assignment]
    elapsed: float = result["elapsed"]  # type: ignore[assignment]
    requests = sum(len(v) for v in timings.values())
    print(
        f"machine: {platform.node()} ({platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} CPUs), PostgreSQL at {libpq_url(url).split('@')[-1].split('/')[0]}"
    )
    print(
        f"seeded {args.items} items and {args.reviewers} reviewers in {seeded:.1f} s; "
        f"{args.clients} clients x {args.rounds} rounds, pool {args.pool_size}"
    )
    print(f"{'endpoint':<12} {'n':>6} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'mean ms':>8}")
    for name, values in timings.items():
        ms = [v * 1000 for v in values]
        print(
            f"{name:<12} {len(ms):>6} {percentile(ms, 50):>8.1f} {percentile(ms, 99):>8.1f}"
            f" {max(ms):>8.1f} {statistics.fmean(ms):>8.1f}"
        )
    print(f"throughput: {requests / elapsed:.0f} requests/s over {elapsed:.1f} s")
    print(f"statuses: {dict(sorted(result['statuses'].items()))}")  # type: ignore[attr-defined]
    double = len(claimed) - len(set(claimed))
    print(f"claimed: {len(claimed)} items, claimed twice: {double}")
    if double:
        raise SystemExit("an item was claimed twice")


if __name__ == "__main__":
    main()
