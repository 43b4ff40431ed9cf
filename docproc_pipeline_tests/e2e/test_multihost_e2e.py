"""Multi-host acceptance: document runs' steps executed by Celery workers on two other hosts.

This machine runs `docproc dev` with `DOCPROC_EXECUTOR=celery` (daemon, sensor, webserver, the
runs' own processes). Two worker hosts are network namespaces made by the test, each with its
own address, host name and Dagster home; each runs `docproc worker` and reaches PostgreSQL and
RabbitMQ over its veth link (through a TCP forwarder on this side, as the servers listen on
127.0.0.1 only; the PostgreSQL side probes dead clients like `tcp_keepalives_idle` would). They
share the data folder, as hosts share a network file system.

Scans and images are dropped among text PDFs; the sensor cuts them into runs of at most
`max_ocr_pages_per_run` pages to OCR, so both hosts work at once. When one host has finished
documents and still holds others, it vanishes (its link goes down, then every process on it
gets SIGKILL). The lease sweeper must hand the documents it held to the other host. Then every
file is exactly one completed document with one review item, both hosts are named on the
documents they finished (`documents.processed_on`), and no more than `max_runs_in_flight`
document runs were ever live at once.

Needs root with `ip netns` and `unshare`, and `rabbitmqctl` for the test's own virtual host;
skipped with the reason otherwise.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline_tests.e2e import hosts
from docproc_pipeline_tests.e2e.stack import REPO, DevStack, stack_pids, wait_for

pytestmark = [pytest.mark.e2e, pytest.mark.multihost]

BIN = Path(sys.executable).parent
MAX_RUNS_IN_FLIGHT = 2
CONFIG = f"""
processing:
  stable_seconds: 0.2
  lease_seconds: 15
  max_attempts: 3
  max_runs_in_flight: {MAX_RUNS_IN_FLIGHT}
  max_ocr_pages_per_run: 1
  extract_processes: 1
"""
ACTIVE_RUNS_SQL = (
    "SELECT count(*) FROM runs WHERE pipeline_name = 'document_job'"
    " AND status IN ('QUEUED', 'NOT_STARTED', 'STARTING', 'STARTED')"
)


def _rabbitmq_vhost() -> Iterator[str]:
    """A virtual host of the machine's RabbitMQ for this test alone (guest may use it)."""
    if shutil.which("rabbitmqctl") is None:
        pytest.skip("rabbitmqctl is not installed: no broker for the worker hosts")
    vhost = f"docproc-mh-{uuid.uuid4().hex[:8]}"

    def ctl(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["rabbitmqctl", *args], capture_output=True, text=True, timeout=90)

    made = ctl("add_vhost", vhost)
    if made.returncode != 0:
        pytest.skip(f"RabbitMQ is not usable here: {made.stderr.strip()[:200]}")
    try:
        ctl("set_permissions", "-p", vhost, "guest", ".*", ".*", ".*")
        yield vhost
    finally:
        ctl("delete_vhost", vhost)


def _via(url: str, host: str, port: int) -> str:
    """`url` with its network location replaced by `host:port` (user and password kept)."""
    parts = urlsplit(url)
    auth = parts.netloc.rpartition("@")[0]
    netloc = f"{auth}@{host}:{port}" if auth else f"{host}:{port}"
    return urlunsplit(parts._replace(netloc=netloc))


def _states(database_url: str) -> list[dict[str, object]]:
    with connect(database_url) as conn:
        return conn.execute(
            "SELECT id, file_name, status, processed_on, run_id, attempts FROM documents"
        ).fetchall()


def _active_runs(database_url: str) -> int:
    try:
        with psycopg.connect(database_url) as conn:
            row = conn.execute(ACTIVE_RUNS_SQL).fetchone()
    except psycopg.errors.UndefinedTable:
        return 0
    return int(row[0]) if row else 0


def _files(fixture_dir: Path) -> list[tuple[str, Path]]:
    """Three text PDFs before each document to OCR (one-page scans and images), named so that
    they arrive in that order."""
    texts = sorted((fixture_dir / "text_pdf").glob("inv_*.pdf"))[:12]
    ocr = (
        sorted((fixture_dir / "scanned_pdf").glob("*.pdf"))[:2]
        + sorted((fixture_dir / "image").glob("*.png"))[:2]
    )
    order: list[Path] = []
    for i, doc in enumerate(ocr):
        order += texts[3 * i : 3 * i + 3] + [doc]
    return [(f"{n:02d}_{p.name}", p) for n, p in enumerate(order)]


def _drop(files: list[tuple[str, Path]], landing: Path) -> None:
    for name, src in files:
        shutil.copyfile(src, landing / f"{name}.part")
    for name, _ in files:
        os.replace(landing / f"{name}.part", landing / name)


@contextlib.contextmanager
def _forwarder(pairs: list[str], log: Path) -> Iterator[None]:
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "docproc_pipeline_tests.e2e.tcp_forward", *pairs],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=out,
        )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready", log
        yield
    finally:
        proc.kill()
        proc.wait()


def _start_worker(
    host: hosts.WorkerHost, env: dict[str, str], home: Path
) -> subprocess.Popen[bytes]:
    log = open(home.parent / f"worker-{host.name}.log", "wb")  # noqa: SIM115 - the child's
    argv = [str(BIN / "docproc"), "worker", "--home", str(home)]
    return subprocess.Popen(
        host.command(argv), cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT
    )


def _end(proc: subprocess.Popen[bytes]) -> None:
    """Our `ip netns exec` child (its processes in the namespace go with the namespace)."""
    proc.kill()
    proc.wait(timeout=30)


def _logs(tmp_path: Path, stack: DevStack) -> str:
    tails = [stack.logs()]
    for log in sorted(tmp_path.glob("mh-*/worker-*.log")):
        tails.append(f"--- {log.name}\n" + log.read_text(errors="replace")[-3000:])
    return "\n".join(tails)


def _kill_stack_leftovers(dagster_home: Path) -> None:
    for needle in ("dagster", "docproc"):
        for pid in stack_pids(dagster_home, needle):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def _victim(database_url: str, workers: list[hosts.WorkerHost], active: list[int]):  # type: ignore[no-untyped-def]
    """A host that has completed documents and holds others now, with what it holds."""
    active.append(_active_runs(database_url))
    rows = _states(database_url)
    for host in workers:
        mine = [r for r in rows if r["processed_on"] == host.name]
        held = [r for r in mine if r["status"] == "processing"]
        if held and any(r["status"] == "completed" for r in mine):
            return host, held
    return None


def _settled(database_url: str, expected: int, active: list[int]) -> bool:
    """Every document final and no document run live (read from the database directly)."""
    runs = _active_runs(database_url)
    active.append(runs)
    rows = _states(database_url)
    final = [r for r in rows if r["status"] not in ("queued", "processing")]
    return len(final) >= expected and len(final) == len(rows) and runs == 0


@dataclass(frozen=True, slots=True)
class Linked:
    """Two worker hosts linked to this machine, PostgreSQL and RabbitMQ forwarded to them."""

    workers: list[hosts.WorkerHost]
    pg_port: int

    def database_url(self, url: str, host: hosts.WorkerHost) -> str:
        return _via(url, host.gateway, self.pg_port)


@pytest.fixture
def linked(tmp_path: Path, database_url: str) -> Iterator[Linked]:
    reason = hosts.unavailable()
    if reason:
        pytest.skip(reason)
    pg = urlsplit(database_url)
    pg_host, pg_port = pg.hostname or "127.0.0.1", pg.port or 5432
    if pg_host not in ("127.0.0.1", "localhost"):
        pytest.skip(f"the test database is not a TCP server on this machine ({pg_host})")
    with contextlib.ExitStack() as cleanup:
        subnet = 20 + uuid.uuid4().int % 200
        workers = [hosts.make_host("mh-a", subnet)]
        cleanup.callback(workers[0].remove)
        workers.append(hosts.make_host("mh-b", subnet + 1))
        cleanup.callback(workers[1].remove)
        pairs = []
        for h in workers:
            pairs.append(f"{h.gateway}:{pg_port}=127.0.0.1:{pg_port},keepalive")
            pairs.append(f"{h.gateway}:5672=127.0.0.1:5672")
        cleanup.enter_context(_forwarder(pairs, tmp_path / "forwarder.log"))
        yield Linked(workers, pg_port)


def _start_workers(
    cleanup: contextlib.ExitStack, linked: Linked, stack: DevStack, database_url: str, broker: str
) -> None:
    """`docproc worker` on each host, with its own Dagster home, reaching the database and the
    broker over its link; returns once each says it is ready."""
    for h in linked.workers:
        env = {k: v for k, v in stack.env.items() if k != "DAGSTER_HOME"}
        env["DOCPROC_DATABASE_URL"] = linked.database_url(database_url, h)
        env["DOCPROC_CELERY_BROKER_URL"] = _via(broker, h.gateway, 5672)
        env.pop("DOCPROC_DAGSTER_PG_URL", None)
        env.pop("DOCPROC_WORKER_NAME", None)  # each records its own host name
        home = stack.data_dir.parent / h.name / "dagster"
        home.mkdir(parents=True)
        proc = _start_worker(h, env, home)
        cleanup.callback(_end, proc)
        log = home.parent / f"worker-{h.name}.log"
        wait_for(
            lambda log=log, proc=proc: (
                proc.poll() is None and " ready." in log.read_text(errors="replace")
            ),
            timeout=90,
            what=f"the worker on {h.name} ({log})",
        )


def _wait(predicate, timeout: float, what: str, stack: DevStack):  # type: ignore[no-untyped-def]
    """`wait_for`, failing with the documents' states and every log."""
    try:
        return wait_for(predicate, timeout=timeout, interval=0.2, what=what)
    except AssertionError as e:
        states = _states(stack.database_url)
        raise AssertionError(f"{e}\n{states}\n{_logs(stack.data_dir.parent, stack)}") from e


def _outcome(database_url: str, workers: list[hosts.WorkerHost], held: list[dict]):  # type: ignore[no-untyped-def]
    """Documents, review items per document, materializations naming each host, and the leases
    of the runs the killed host held documents for."""
    rows = _states(database_url)
    with connect(database_url) as conn:
        reviews = conn.execute(
            "SELECT document_id, count(*) AS n FROM review_items GROUP BY document_id"
        ).fetchall()
        shown = {
            h.name: conn.execute(
                "SELECT count(*) AS n FROM public.event_logs"
                " WHERE dagster_event_type = 'ASSET_MATERIALIZATION'"
                " AND event LIKE '%%processed_on%%' AND event LIKE %s",
                (f'%"{h.name}"%',),
            ).fetchone()["n"]
            for h in workers
        }
        leases = conn.execute(
            "SELECT run_id, revoked_reason FROM run_leases WHERE run_id = ANY(%s)",
            (sorted({str(r["run_id"]) for r in held}),),
        ).fetchall()
    return rows, reviews, shown, leases


def test_the_model_call_limiter_holds_across_hosts(linked: Linked, database_url: str) -> None:
    """Three threads on each host contend for a limit of two concurrent calls: never more than
    two hold a slot at once (by the database's clock), and both hosts get slots."""
    with connect(database_url) as conn:
        conn.execute("CREATE TABLE limiter_probe (host text, t0 timestamptz, t1 timestamptz)")
        conn.commit()
    procs = []
    for h in linked.workers:
        url = linked.database_url(database_url, h)
        argv = [sys.executable, "-m", "docproc_pipeline_tests.e2e.limiter_probe", url, h.name]
        procs.append(
            subprocess.Popen(h.command([*argv, "2", "3", "6"]), cwd=REPO, stderr=subprocess.PIPE)
        )
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode(errors="replace")[-3000:]
    with connect(database_url) as conn:
        held = conn.execute("SELECT host, t0, t1 FROM limiter_probe").fetchall()
    assert len(held) == 2 * 3 * 6
    assert {r["host"] for r in held} == {h.name for h in linked.workers}
    edges = sorted([(r["t0"], 1) for r in held] + [(r["t1"], -1) for r in held])
    at_once = most = 0
    for _, step in edges:
        at_once += step
        most = max(most, at_once)
    assert most == 2, most  # the limit, reached but never passed


def test_worker_hosts_share_the_runs_and_a_host_killed_mid_batch_loses_nothing(
    tmp_path: Path, database_url: str, fixture_dir: Path, linked: Linked
) -> None:
    started = time.monotonic()
    workers = linked.workers
    with contextlib.ExitStack() as cleanup:
        vhost = cleanup.enter_context(contextlib.contextmanager(_rabbitmq_vhost)())
        config = tmp_path / "config.yaml"
        config.write_text(CONFIG)
        broker = f"pyamqp://guest:guest@127.0.0.1:5672/{vhost}"
        stack = DevStack(
            tmp_path / "data",
            database_url,
            config,
            api=False,
            extra_env={"DOCPROC_EXECUTOR": "celery", "DOCPROC_CELERY_BROKER_URL": broker},
        )
        cleanup.callback(_kill_stack_leftovers, stack.data_dir / "dagster")
        cleanup.callback(stack.stop)
        stack.start()

        _start_workers(cleanup, linked, stack, database_url, broker)

        files = _files(fixture_dir)
        _drop(files, stack.landing)
        active: list[int] = []
        victim, _ = _wait(
            lambda: _victim(database_url, workers, active),
            150,
            "a worker host that completed documents and holds others",
            stack,
        )
        killed_at = time.monotonic()
        assert victim.vanish(), f"nothing ran on {victim.name}"
        # What it held when it died (it may have finished some between the look and the kill;
        # once its link is down it can commit nothing more).
        held = [
            r
            for r in _states(database_url)
            if r["processed_on"] == victim.name and r["status"] == "processing"
        ]
        assert held, f"{victim.name} finished its documents before it was killed"
        survivor = next(h for h in workers if h is not victim)
        _wait(
            lambda: _settled(database_url, len(files), active),
            180,
            "every document final after the host was killed",
            stack,
        )
        recovered_in = time.monotonic() - killed_at

        rows, reviews, shown, leases = _outcome(database_url, workers, held)

    # Every file is exactly one completed document with one review item.
    assert sorted(str(r["file_name"]) for r in rows) == sorted(n for n, _ in files)
    assert {r["status"] for r in rows} == {"completed"}, rows
    assert {r["document_id"]: r["n"] for r in reviews} == {r["id"]: 1 for r in rows}
    # Both hosts processed documents, each recorded on the document.
    by_host = {h.name: sum(r["processed_on"] == h.name for r in rows) for h in workers}
    assert set(r["processed_on"] for r in rows) == {h.name for h in workers}, by_host
    # The UI shows it too: each materialization names its host. (A step logs its documents'
    # materializations when it ends, so the documents a killed host completed have none.)
    assert shown[survivor.name] > 0, shown
    # What the killed host held went to the other one, through the lease sweeper: the killed
    # run's lease was revoked, and each of its documents took a second attempt.
    final = {r["id"]: r for r in rows}
    for r in held:
        assert final[r["id"]]["processed_on"] == survivor.name, (r, final[r["id"]])
        assert int(final[r["id"]]["attempts"]) >= 2  # type: ignore[call-overload]
    assert leases and all(lease["revoked_reason"] for lease in leases), leases
    # max_runs_in_flight held across hosts: never more document runs live than allowed.
    assert max(active) <= MAX_RUNS_IN_FLIGHT, max(active)
    print(
        f"\ndocuments per host {by_host}; {victim.name} killed holding {len(held)}; all final"
        f" {recovered_in:.0f} s later; most document runs live at once {max(active)};"
        f" test {time.monotonic() - started:.0f} s"
    )
