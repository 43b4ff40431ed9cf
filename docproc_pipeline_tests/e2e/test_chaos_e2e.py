"""Chaos acceptance: text PDFs (and byte-identical resends) dropped in waves into a running
`docproc dev` on its own embedded PostgreSQL, while processes are killed with `kill -9`: the
postmaster at each phase of a run (run started but its batch not claimed; documents processing;
documents done but the run not ended), a run worker, the daemon's code server, the daemon, the
webserver and the review API. When `docproc dev` exits because a child died, it is started
again, as a user would. In the end every dropped file is exactly one final document with its
outputs and review item, and no Dagster run is left unfinished.

The kill order and the phase of each kill that may strike at any phase come from a seed:
`DOCPROC_CHAOS_SEED` (printed; random when unset). `DOCPROC_CHAOS_DISTINCT` (default 30) and
`DOCPROC_CHAOS_RESENDS` (default 4) set the size.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import psycopg
import pytest

from docproc_pipeline.db.connection import connect
from docproc_pipeline.embedded_pg import PidFile
from docproc_pipeline.settings import load_module_config
from docproc_pipeline_tests.e2e.stack import DevStack, stack_pids, wait_for
from docproc_pipeline_tests.e2e.test_pipeline_e2e import drop
from docproc_pipeline_tests.fixtures.build import write_text_pdfs

pytestmark = pytest.mark.e2e

# Short leases so a dead run's batch is picked up again within seconds (and a run that never
# got going within a minute); enough attempts that the kills alone never exhaust them.
CONFIG = """
processing:
  stable_seconds: 0.2
  lease_seconds: 8
  run_start_timeout_seconds: 60
  max_attempts: 10
"""
WAVES = 3
# Extra small waves, while some kill's phase has not come round (a small batch can pass through
# a phase while the previous kill is taken in).
MAX_ENCORES = 8
ENCORE_FILES = 3
PHASE_TIMEOUT = 180.0
SETTLE_TIMEOUT = 600.0

UNCLAIMED, PROCESSING, DONE = "run started, batch unclaimed", "processing", "done, run not ended"
PHASES = (UNCLAIMED, PROCESSING, DONE)
FINAL = ("completed", "duplicate", "failed")
ENDS_DEV = ("daemon", "webserver", "api")  # `docproc dev` exits when one of them dies

# Which process, and at which phase (None: a phase the seed picks).
PLAN: tuple[tuple[str, str | None], ...] = (
    ("postmaster", UNCLAIMED),
    ("postmaster", PROCESSING),
    ("postmaster", DONE),
    ("run worker", PROCESSING),
    ("code server", None),
    ("daemon", None),
    ("webserver", None),
    ("api", None),
)


@dataclass
class Kill:
    target: str
    phase: str
    landed: list[str] = field(default_factory=list)  # what was killed, when


def _seed() -> int:
    raw = os.environ.get("DOCPROC_CHAOS_SEED")
    return int(raw) if raw else random.SystemRandom().randrange(1, 10**6)


def _plan(rng: random.Random) -> list[Kill]:
    kills = [
        Kill(target, phase or rng.choice(PHASES if target != "run worker" else PHASES[:2]))
        for target, phase in PLAN
    ]
    rng.shuffle(kills)
    return kills


def _phases(database_url: str) -> set[str]:
    """The phases some document run is in now (empty while the database is down)."""
    try:
        with connect(database_url) as conn:
            rows = conn.execute(
                """
                SELECT count(*) FILTER (WHERE d.status = 'queued') AS queued,
                       count(*) FILTER (WHERE d.status = 'processing') AS processing,
                       count(*) FILTER (WHERE d.status IN ('completed', 'duplicate', 'failed'))
                         AS final
                FROM public.runs r
                JOIN public.run_tags t ON t.run_id = r.run_id AND t.key = 'docproc/batch'
                JOIN documents d ON d.batch_key = t.value
                WHERE r.status = 'STARTED'
                GROUP BY r.run_id
                """
            ).fetchall()
            busy = conn.execute(
                "SELECT count(*) AS n FROM documents WHERE status = 'processing'"
            ).fetchone()
    except psycopg.OperationalError:
        return set()
    found = {PROCESSING} if busy and busy["n"] else set()
    for r in rows:
        if r["queued"] and not r["processing"] and not r["final"]:
            found.add(UNCLAIMED)
        if r["final"] and not r["queued"] and not r["processing"]:
            found.add(DONE)
    return found


def _children(pids: list[int], needle: str) -> list[int]:
    found = []
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            for child in psutil.Process(pid).children():
                with contextlib.suppress(psutil.Error):
                    if needle in " ".join(child.cmdline()):
                        found.append(child.pid)
    return found


def _pids(stack: DevStack, target: str) -> list[int]:
    """The processes of `target` in this stack now."""
    home = stack.data_dir / "dagster"
    if target == "postmaster":
        info = PidFile.read(stack.data_dir / "pg")
        return [info.pid] if info else []
    if target in ("daemon", "webserver"):
        return stack_pids(home, f"dagster-{target}")
    if target == "api":
        return stack_pids(home, "docproc api")
    code_servers = _children(stack_pids(home, "dagster-daemon"), "api grpc")
    if target == "code server":
        return code_servers
    assert target == "run worker", target
    return _children(code_servers, "spawn_main")


class Chaos:
    """Drops files into `stack` and kills its processes at the planned phases; starts
    `docproc dev` again whenever it exited."""

    def __init__(self, stack: DevStack, seed: int) -> None:
        self.stack, self.seed = stack, seed
        self.began = time.monotonic()
        self.dropped: list[str] = []
        self.dev_starts = 1
        self.kills_ending_dev = 0
        self.log: list[str] = []
        self.note(f"DOCPROC_CHAOS_SEED={seed} (set it to replay this order of kills)")

    def note(self, what: str) -> None:
        line = f"{time.monotonic() - self.began:7.1f}s {what}"
        self.log.append(line)
        print(line, flush=True)

    def keep_dev_running(self) -> None:
        if not self.stack.running():
            code = self.stack.proc.returncode if self.stack.proc else None
            self.note(f"docproc dev exited ({code}); starting it again")
            self.stack.start()
            self.dev_starts += 1

    def drop(self, files: list[tuple[Path, str]]) -> None:
        for src, name in files:
            drop(src, self.stack.landing, name)
            self.dropped.append(name)
        self.note(f"dropped {len(files)} files ({len(self.dropped)} in all)")

    def idle(self) -> bool:
        """Nothing dropped is left to process and no run is in flight."""
        return self.stack.settled(len(self.dropped)) is not None

    def strike(self, kill: Kill) -> bool:
        """Wait for `kill.phase`, then kill -9 its target; False when the pipeline went idle
        (or the time ran out) before the phase came round."""
        deadline = time.monotonic() + PHASE_TIMEOUT
        while time.monotonic() < deadline:
            self.keep_dev_running()
            if kill.phase in _phases(self.stack.database_url):
                pids = _pids(self.stack, kill.target)
                if pids:
                    for pid in pids:
                        with contextlib.suppress(ProcessLookupError):
                            os.kill(pid, signal.SIGKILL)
                    kill.landed.append(f"{time.monotonic() - self.began:.1f}s pids {pids}")
                    self.note(f"killed {kill.target} {pids} at phase '{kill.phase}'")
                    self.recover(kill)
                    return True
            elif self.idle():
                return False
            time.sleep(0.05)
        return False

    def recover(self, kill: Kill) -> None:
        """Let the stack take a kill in before the next one: `docproc dev` notices a dead child
        and exits (then it is started again), or brings its database back."""
        if kill.target in ENDS_DEV:
            self.kills_ending_dev += 1
            wait_for(lambda: not self.stack.running(), timeout=60, what="docproc dev to exit")
            self.keep_dev_running()
        elif kill.target == "postmaster":
            wait_for(self.database_back, timeout=180, what="the database back")

    def database_back(self) -> bool:
        self.keep_dev_running()
        try:
            with connect(self.stack.database_url) as conn:
                conn.execute("SELECT 1")
            return True
        except psycopg.OperationalError:
            return False

    def settle(self) -> dict[str, object]:
        def settled() -> dict[str, object] | None:
            self.keep_dev_running()
            return self.stack.settled(len(self.dropped))

        status = wait_for(
            settled, timeout=SETTLE_TIMEOUT, interval=1, what="every dropped file final"
        )
        self.note(f"settled: {status['documents']}")
        return status


def _waves(rng: random.Random, distinct: list[Path], resends: int) -> list[list[tuple[Path, str]]]:
    """The distinct files in `WAVES` waves; `resends` byte-identical copies (under a new name)
    of files dropped in the same or an earlier wave join the later waves."""
    size = -(-len(distinct) // WAVES)
    waves = [[(p, p.name) for p in distinct[i : i + size]] for i in range(0, len(distinct), size)]
    for n in range(resends):
        wave = rng.randrange(1, len(waves))
        src, _ = rng.choice([f for w in waves[: wave + 1] for f in w])
        waves[wave].insert(rng.randrange(len(waves[wave]) + 1), (src, f"resend{n}_{src.name}"))
    return waves


@contextlib.contextmanager
def _running(stack: DevStack) -> Iterator[DevStack]:
    """`docproc dev` for the block; stopped cleanly (exit 0) after it, or stopped after its
    failure without hiding it."""
    stack.start()
    try:
        yield stack
    except BaseException:
        stack.stop()
        raise
    code = stack.stop()
    assert code == 0, stack.logs()


def test_chaos_every_dropped_file_is_one_final_document(
    short_data_dir: Path, tmp_path: Path
) -> None:
    seed = _seed()
    rng = random.Random(seed)
    n_distinct = int(os.environ.get("DOCPROC_CHAOS_DISTINCT", "30"))
    n_resends = int(os.environ.get("DOCPROC_CHAOS_RESENDS", "4"))
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    waves = _waves(rng, write_text_pdfs(tmp_path / "invoices", n_distinct), n_resends)
    kills = _plan(rng)
    per_wave = -(-len(kills) // WAVES)
    stack = DevStack(short_data_dir, None, config)
    chaos = Chaos(stack, seed)
    chaos.note(f"plan: {[(k.target, k.phase) for k in kills]}")
    with _running(stack):
        pending: list[Kill] = []
        for i, files in enumerate(waves):
            chaos.drop(files)
            pending += kills[i * per_wave : (i + 1) * per_wave]
            pending = [k for k in pending if not chaos.strike(k)]
        for i in range(MAX_ENCORES):
            if not pending:
                break
            extra = write_text_pdfs(tmp_path / f"encore{i}", ENCORE_FILES, first_seed=7000 + 10 * i)
            chaos.drop([(p, f"encore{i}_{p.name}") for p in extra])
            pending = [k for k in pending if not chaos.strike(k)]
        chaos.settle()
        report = "\n".join(chaos.log)
        assert not pending, f"kills that never found their phase: {pending}\n{report}"
        _assert_every_file_is_one_final_document(stack, chaos.dropped, config, report)
    # `docproc dev` exited only when one of its children was killed, never for the database.
    assert chaos.dev_starts == 1 + chaos.kills_ending_dev, report


def _assert_every_file_is_one_final_document(
    stack: DevStack, dropped: list[str], config_path: Path, report: str
) -> None:
    config = load_module_config(config_path)
    with connect(stack.database_url) as conn:
        docs = conn.execute("SELECT * FROM documents ORDER BY seq").fetchall()
        reviews = conn.execute(
            "SELECT document_id, count(*) AS n FROM review_items GROUP BY document_id"
        ).fetchall()
        cache = conn.execute("SELECT sha256, first_document_id FROM processed_documents").fetchall()
    assert sorted(d["file_name"] for d in docs) == sorted(dropped), report
    review_count = {r["document_id"]: r["n"] for r in reviews}
    by_id = {d["id"]: d for d in docs}
    for d in docs:
        where = f"{d['file_name']} ({d['id']}, {d['status']}, attempts {d['attempts']})\n{report}"
        assert d["status"] in FINAL, where
        assert (stack.data_dir / d["storage_path"]).is_file(), where
        if d["status"] == "failed":
            assert d["failure_reason"], where
            assert review_count.get(d["id"], 0) == 0, where
            continue
        assert (stack.data_dir / d["json_path"]).is_file(), where
        assert (stack.data_dir / d["parquet_path"]).is_file(), where
        wants_review = d["status"] == "completed" or config.review.duplicate_gets_review_item
        assert review_count.get(d["id"], 0) == (1 if wants_review else 0), where
        if d["status"] == "duplicate":
            assert by_id[d["duplicate_of"]]["sha256"] == d["sha256"], where
    # One extraction per distinct content; every copy but the first is a duplicate of it.
    assert len(cache) == len({d["sha256"] for d in docs if d["status"] != "failed"}), report
    assert len({c["sha256"] for c in cache}) == len(cache), report
    assert list(stack.landing.iterdir()) == [], report
    assert stack.runs_active() == 0, report
