"""Documents/hour end to end through the real daemon and PostgreSQL, next to the raw cost.

    .venv/bin/python bench/throughput.py --n 500 [--runs 3] [--database-url URL]

For each run: N distinct text-layer PDFs (corpus PDFs, each made unique by a trailing PDF
comment so deduplication does not skip the work) are dropped into the landing folder of a fresh
`docproc dev` (webserver + daemon, new database); the clock runs from the drop until every
document is final. The raw figure runs the same batch code (`process_batch`) in this process
with no Dagster at all, against its own fresh database. Prints per-run figures, a timeline of
each Dagster run (from its own event log) and medians; the overhead is the end-to-end wall time
over the raw wall time of the same invocation (1.0 = Dagster costs nothing).

CPU is given three ways, because the machine is shared: the whole machine (includes other
people's work), the `docproc dev` process tree (webserver, daemon, code servers, run workers and
extraction workers, idle ones included), and the PostgreSQL server's backends (the whole server:
on a shared server that includes other databases' work).
Needs the corpus at ../shared/corpus (or --corpus) and a PostgreSQL server (default: the local
one at 127.0.0.1:5432).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import psycopg

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from docproc_pipeline.db.connection import connect  # noqa: E402
from docproc_pipeline.db.migrate import upgrade  # noqa: E402
from docproc_pipeline.extract.offline import OfflineEngine  # noqa: E402
from docproc_pipeline.processing.batch import BatchContext, process_batch  # noqa: E402
from docproc_pipeline.settings import load_module_config  # noqa: E402
from docproc_pipeline_tests.e2e.stack import DevStack, runs_active, wait_for  # noqa: E402
from docproc_pipeline_tests.landing_util import accept_landing_now  # noqa: E402


def make_documents(corpus: Path, n: int, out: Path) -> list[Path]:
    sources = sorted((corpus / "text_pdf").glob("*.pdf"))
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        src = sources[i % len(sources)]
        dst = out / f"bench_{i:05d}_{src.name}"
        # Bytes after %%EOF are ignored by PDF readers: same invoice, distinct SHA-256.
        dst.write_bytes(src.read_bytes() + f"\n%bench {uuid.uuid4().hex}\n".encode())
        paths.append(dst)
    return paths


def fresh_database(server_url: str) -> str:
    name = f"docproc_bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    base = server_url.rsplit("/", 1)[0]
    return f"{base}/{name}"


def drop_database(server_url: str, url: str) -> None:
    name = url.rsplit("/", 1)[1]
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def cpu_seconds_all() -> float:
    """Machine-wide busy CPU seconds (user+nice+system+irq+softirq), from /proc/stat."""
    fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    ticks = [int(x) for x in fields]
    busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6]
    return busy / os.sysconf("SC_CLK_TCK")


def _proc_cpu(pid: int) -> tuple[float, int]:
    """(CPU seconds of a live process plus its reaped children, its parent pid) from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(x) for x in fields[11:15])  # utime, stime, cutime, cstime
    return ticks / os.sysconf("SC_CLK_TCK"), int(fields[1])


def tree_cpu_seconds(root: int) -> float:
    """CPU seconds of `root` and all its live descendants, each with its reaped children (a run
    worker that ended is counted in its parent's cutime: nothing is counted twice)."""
    cpu: dict[int, float] = {}
    parent: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cpu[int(entry.name)], parent[int(entry.name)] = _proc_cpu(int(entry.name))
            except (OSError, ValueError, IndexError):
                continue
    total = 0.0
    for pid in cpu:
        p = pid
        while p not in (0, 1, root) and p in parent:
            p = parent[p]
        if p == root:
            total += cpu[pid]
    return total


def postmaster_pid(server_url: str) -> int | None:
    """The PostgreSQL server's main process (the parent of our backend), if it is on this host."""
    try:
        with psycopg.connect(server_url) as conn:
            return _proc_cpu(conn.info.backend_pid)[1]
    except (OSError, psycopg.Error):
        return None


def postgres_cpu_seconds(pid: int | None) -> float:
    """CPU seconds of the server's ended backends (the postmaster reaps them all)."""
    return _proc_cpu(pid)[0] if pid else float("nan")


def _own_and_children_cpu() -> float:
    """CPU seconds of this process plus its finished children (the extraction worker pool)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def raw_run(server_url: str, docs: list[Path], tmp: Path) -> tuple[float, float, float]:
    """The same batch with no Dagster: returns (wall seconds, CPU seconds of this process and its
    extraction workers, CPU seconds of the PostgreSQL server)."""
    url = fresh_database(server_url)
    try:
        upgrade(url)
        data_dir = tmp / "raw"
        landing = data_dir / "landing"
        landing.mkdir(parents=True)
        for d in docs:
            os.link(d, landing / d.name)
        config = load_module_config()
        pg = postmaster_pid(server_url)
        t0, c0, p0 = time.perf_counter(), _own_and_children_cpu(), postgres_cpu_seconds(pg)
        ids = accept_landing_now(url, landing, data_dir)
        ctx = BatchContext(
            database_url=url,
            data_dir=data_dir,
            config=config,
            engine=OfflineEngine(),
            run_id="bench-raw",
        )
        outcomes = process_batch(ctx, ids)
        wall, cpu = time.perf_counter() - t0, _own_and_children_cpu() - c0
        pg_cpu = postgres_cpu_seconds(pg) - p0
        bad = [o for o in outcomes if o.status not in ("completed", "duplicate")]
        if bad:
            raise SystemExit(f"raw run: {len(bad)} documents not completed, e.g. {bad[0]}")
        return wall, cpu, pg_cpu
    finally:
        drop_database(server_url, url)


def _all_final(url: str, n: int) -> bool:
    """Every document final and every Dagster run finished (its events written). Polled with
    SQL: a `docproc status` subprocess per poll would skew the CPU figures."""
    with connect(url) as conn:
        row = conn.execute(
            "SELECT count(*) FILTER (WHERE status NOT IN ('queued', 'processing')) AS done"
            " FROM documents"
        ).fetchone()
    return bool(row and row["done"] >= n) and runs_active(url) == 0


def print_timeline(url: str, t_drop: float) -> None:
    """Where the time went, in seconds after the drop: acceptance, run start, processing."""
    with connect(url) as conn:
        r = conn.execute(
            """
            SELECT extract(epoch FROM min(created_at)) AS first_accepted,
                   extract(epoch FROM max(created_at)) AS last_accepted,
                   extract(epoch FROM min(started_at)) AS first_started,
                   extract(epoch FROM max(finished_at)) AS last_finished,
                   count(DISTINCT run_id) AS runs
            FROM documents
            """
        ).fetchone()
    assert r is not None
    marks = ["first_accepted", "last_accepted", "first_started", "last_finished"]
    print(
        "  timeline (s after drop): "
        + ", ".join(f"{m} {float(r[m]) - t_drop:.1f}" for m in marks)
        + f"; runs {r['runs']}"
    )


def print_dagster_timeline(url: str, t_drop: float) -> None:
    """Each Dagster run's phases, in seconds after the drop, from Dagster's own event log: its
    creation (the planned events), queue, launch, step and end."""
    phases = {
        "ASSET_MATERIALIZATION_PLANNED": "planned",
        "PIPELINE_ENQUEUED": "enqueued",
        "PIPELINE_STARTING": "launching",
        "PIPELINE_START": "started",
        "STEP_START": "step",
        "ASSET_MATERIALIZATION": "materialized",
        "STEP_SUCCESS": "step done",
        "STEP_FAILURE": "step failed",
        "PIPELINE_SUCCESS": "run done",
        "PIPELINE_FAILURE": "run failed",
    }
    with connect(url) as conn:
        rows = conn.execute(
            """
            SELECT run_id, dagster_event_type AS t, count(*) AS n,
                   extract(epoch FROM min(timestamp)) AS first,
                   extract(epoch FROM max(timestamp)) AS last
            FROM public.event_logs WHERE dagster_event_type = ANY(%s)
            GROUP BY run_id, dagster_event_type ORDER BY run_id, min(timestamp)
            """,
            (list(phases),),
        ).fetchall()
    runs: dict[str, list[str]] = {}
    for r in rows:
        first, last = float(r["first"]) - t_drop, float(r["last"]) - t_drop
        span = f"{first:.1f}" if r["n"] == 1 else f"{first:.1f}-{last:.1f} (x{r['n']})"
        runs.setdefault(r["run_id"], []).append(f"{phases[r['t']]} {span}")
    for run_id, marks in runs.items():
        print(f"    run {run_id[:8]}: " + ", ".join(marks))


def pipeline_run(
    server_url: str, docs: list[Path], tmp: Path, index: int
) -> tuple[float, float, float, float]:
    """Through `docproc dev`: returns (wall seconds drop->all final, machine CPU seconds, CPU
    seconds of the `docproc dev` process tree, CPU seconds of the PostgreSQL server)."""
    url = fresh_database(server_url)
    config = tmp / "bench-config.yaml"
    config.write_text("processing:\n  stable_seconds: 0.5\n")
    stack = DevStack(tmp / f"e2e{index}", url, config, api=False)
    try:
        stack.start()
        time.sleep(3)  # let the daemon settle so its start-up is not counted
        assert stack.proc is not None
        pg = postmaster_pid(server_url)
        c0, s0, p0 = cpu_seconds_all(), tree_cpu_seconds(stack.proc.pid), postgres_cpu_seconds(pg)
        t0 = time.perf_counter()
        t_drop = time.time()
        for d in docs:
            os.link(d, stack.landing / d.name)
        wait_for(lambda: _all_final(url, len(docs)), timeout=3600, interval=0.5, what="all final")
        wall = time.perf_counter() - t0
        cpu = cpu_seconds_all() - c0
        tree = tree_cpu_seconds(stack.proc.pid) - s0
        pg_cpu = postgres_cpu_seconds(pg) - p0
        print_timeline(url, t_drop)
        print_dagster_timeline(url, t_drop)
        s = stack.status()
        if s["documents"]["completed"] != len(docs):
            raise SystemExit(f"pipeline run: not all completed: {s}")
        return wall, cpu, tree, pg_cpu
    finally:
        stack.stop()
        if os.environ.get("BENCH_KEEP_DB"):
            print(f"  kept database {url}")
        else:
            drop_database(server_url, url)


def main() -> None:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--n", type=int, default=500)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--corpus", type=Path, default=REPO.parent / "shared" / "corpus")
    p.add_argument("--database-url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    p.add_argument("--skip-raw", action="store_true")
    args = p.parse_args()

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"machine: {os.cpu_count()} cores, {os.uname().nodename}; load average {load}; "
        f"N={args.n}, runs={args.runs}"
    )
    with tempfile.TemporaryDirectory(prefix="dpbench") as t:
        tmp = Path(t)
        docs = make_documents(args.corpus, args.n, tmp / "docs")
        raw, e2e = [], []
        for i in range(args.runs):
            if not args.skip_raw:
                wall, cpu, pg_cpu = raw_run(args.database_url, docs, tmp / f"r{i}")
                raw.append((wall, cpu, pg_cpu))
                print(
                    f"raw run {i + 1}: {wall:6.1f} s wall, {cpu:6.1f} CPU-s "
                    f"({cpu / args.n * 1000:.1f} CPU-ms/doc), PostgreSQL "
                    f"{pg_cpu / args.n * 1000:.1f} CPU-ms/doc -> {args.n / wall * 3600:,.0f} docs/hour"
                )
            wall, cpu, tree, pg_cpu = pipeline_run(args.database_url, docs, tmp, i)
            e2e.append((wall, cpu, tree, pg_cpu))
            print(
                f"pipeline run {i + 1}: {wall:6.1f} s wall drop->final, {cpu:6.1f} machine CPU-s "
                f"({cpu / args.n * 1000:.1f} CPU-ms/doc), docproc dev tree "
                f"{tree / args.n * 1000:.1f} CPU-ms/doc, PostgreSQL {pg_cpu / args.n * 1000:.1f} "
                f"CPU-ms/doc -> {args.n / wall * 3600:,.0f} docs/hour "
                f"(load average {os.getloadavg()[0]:.1f})"
            )
        if raw:
            w = statistics.median(r[0] for r in raw)
            c = statistics.median(r[1] for r in raw)
            pg_cpu = statistics.median(r[2] for r in raw)
            print(
                f"MEDIAN raw (no Dagster): {args.n / w * 3600:,.0f} docs/hour, "
                f"{c / args.n * 1000:.1f} CPU-ms/doc, PostgreSQL {pg_cpu / args.n * 1000:.1f} CPU-ms/doc"
            )
        w = statistics.median(r[0] for r in e2e)
        c = statistics.median(r[1] for r in e2e)
        tree = statistics.median(r[2] for r in e2e)
        pg_cpu = statistics.median(r[3] for r in e2e)
        print(
            f"MEDIAN end to end (daemon + PostgreSQL): {args.n / w * 3600:,.0f} docs/hour, "
            f"{c / args.n * 1000:.1f} machine CPU-ms/doc, docproc dev tree "
            f"{tree / args.n * 1000:.1f} CPU-ms/doc (includes the idle daemon and webserver), "
            f"PostgreSQL {pg_cpu / args.n * 1000:.1f} CPU-ms/doc"
        )
        cores = os.cpu_count() or 1
        print(
            f"CPU-BOUND (the stack's own CPU per document, idle daemon and webserver included, if it "
            f"had the {cores} cores to itself): {cores * 3600 * args.n / (tree + pg_cpu):,.0f} "
            "docs/hour"
        )
        if raw:
            raw_wall = statistics.median(r[0] for r in raw)
            raw_cpu = statistics.median(r[1] + r[2] for r in raw)
            print(
                f"OVERHEAD: end-to-end wall / raw wall = {w / raw_wall:.2f}x; CPU (docproc dev tree "
                f"+ PostgreSQL) / raw CPU (+ PostgreSQL) = {(tree + pg_cpu) / raw_cpu:.2f}x (medians)"
            )


if __name__ == "__main__":
    main()
