"""The `docproc` command.

    docproc dev [--port 3000] [--api-port 8000] [--no-api]   everything on one machine
    docproc status [--json]                                  counts and recent failures
    docproc extract PATH... [--json]                         run the extractor on files directly
    docproc db upgrade                                       apply schema migrations
    docproc reviewers add NAME [--admin]                     create a reviewer, print its token
    docproc api [--port 8000]                                the review API on its own
    docproc worker [--home DIR] [--concurrency 1]            a Celery worker host for the steps of
                                                             document runs (DOCPROC_EXECUTOR=celery)

Database: `DOCPROC_DATABASE_URL`, or (unset) an embedded PostgreSQL under `<data>/pg`.
Data: `DOCPROC_DATA_DIR` (default `./data`).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docproc_pipeline.errors import DocprocError

if TYPE_CHECKING:
    from docproc_pipeline.embedded_pg import EmbeddedPostgres
    from docproc_pipeline.supervisor import Children

EXIT_OK, EXIT_ERROR, EXIT_USAGE = 0, 1, 2


def _err(message: str) -> None:
    print(f"docproc: error: {message}", file=sys.stderr)


def _find_upwards(name: str) -> Path | None:
    here = Path.cwd()
    for folder in (here, *here.parents):
        if (folder / name).is_file():
            return folder / name
    return None


# How long a command waits for the database to answer: a server restarting or recovering from
# a crash takes seconds. `docproc dev` waits for a configured server too; the other commands
# report it at once (a wrong DOCPROC_DATABASE_URL should not look like a hang).
DATABASE_WAIT_SECONDS = {"dev": 120.0, "other": 30.0}


def _note(message: str) -> None:
    print(f"docproc: {message}", flush=True)


class _Database:
    """The configured server, or the embedded one under the data directory."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.embedded: EmbeddedPostgres | None = None
        self.url = os.environ.get("DOCPROC_DATABASE_URL") or ""

    def open(self, wait: float = DATABASE_WAIT_SECONDS["other"], wait_remote: bool = False) -> str:
        """Start (or attach to) the embedded server, waiting up to `wait` seconds while it
        starts or recovers; with `wait_remote`, wait as long for the configured one to answer.
        Returns the URL; raises `DatabaseUnavailable` when the time is up."""
        from docproc_pipeline.db.connection import wait_for_database

        if self.url:
            if wait_remote:
                wait_for_database(
                    self.url, wait, lambda why: _note(f"waiting for the database ({why}) ...")
                )
            return self.url
        from docproc_pipeline.embedded_pg import EmbeddedPostgres

        self.embedded = EmbeddedPostgres(self.data_dir / "pg", say=_note)
        self.embedded.start(timeout=wait)
        self.url = self.embedded.ensure_database("docproc")
        return self.url

    def close(self) -> None:
        if self.embedded is not None:
            self.embedded.stop()


def _data_dir() -> Path:
    return Path(os.environ.get("DOCPROC_DATA_DIR") or "data").absolute()


def _with_db(fn):  # type: ignore[no-untyped-def]
    """Run `fn(url)` against the configured or embedded database; turns our errors into exit 1."""
    db = _Database(_data_dir())
    try:
        return fn(db.open())
    finally:
        db.close()


# ---------------------------------------------------------------------------------------- db
def cmd_db_upgrade(args: argparse.Namespace) -> int:
    from docproc_pipeline.db.migrate import upgrade

    def run(url: str) -> int:
        applied = upgrade(url)
        if applied:
            for m in applied:
                print(f"applied {m.version:04d}_{m.name}")
        else:
            print("database schema is up to date")
        return EXIT_OK

    return int(_with_db(run))


# ------------------------------------------------------------------------------------ status
def cmd_status(args: argparse.Namespace) -> int:
    from docproc_pipeline.db import documents as docs_db
    from docproc_pipeline.db.connection import connect
    from docproc_pipeline.db.migrate import upgrade

    def run(url: str) -> int:
        upgrade(url)
        with connect(url) as conn:
            report: dict[str, Any] = docs_db.status_counts(conn)
            report["recent_failures"] = docs_db.recent_failures(conn, limit=args.failures)
        if args.json:
            print(json.dumps(report, ensure_ascii=False))
            return EXIT_OK
        print("documents: " + ", ".join(f"{k} {v}" for k, v in report["documents"].items()))
        print("review:    " + ", ".join(f"{k} {v}" for k, v in report["review"].items()))
        if report["recent_failures"]:
            print("recent failures:")
            for f in report["recent_failures"]:
                print(f"  {f['document_id']}  {f['file_name']}: {f['reason']}")
        return EXIT_OK

    return int(_with_db(run))


# ----------------------------------------------------------------------------------- extract
def cmd_extract(args: argparse.Namespace) -> int:
    """One JSON object per file (the corpus prediction format); exit 1 if any file failed."""
    from docproc_pipeline.errors import DocumentRejected
    from docproc_pipeline.extract.engines import build_engine, with_einvoices
    from docproc_pipeline.ingest.sniff import refuse_oversized_xml, sniff_mime
    from docproc_pipeline.settings import EnvSettings, load_module_config
    from docproc_pipeline.validate.rules import cross_field_errors

    config = load_module_config(Path(args.config) if args.config else None)
    engine = with_einvoices(build_engine(EnvSettings.from_env(), config), config)
    failures = 0
    for raw in args.paths:
        path = Path(raw)
        record: dict[str, Any] = {
            "file": raw,
            "fields": None,
            "confidence": {},
            "validation_errors": [],
            "error": None,
        }
        try:
            if not path.is_file():
                raise DocumentRejected(f"not a file: {raw}")
            size = path.stat().st_size
            if size > config.processing.max_file_bytes:
                raise DocumentRejected(
                    f"file too large: {size} bytes > limit {config.processing.max_file_bytes}"
                )
            with open(path, "rb") as f:
                head = f.read(4096)
            refuse_oversized_xml(head, size, config.processing.einvoice.max_xml_bytes)
            data = path.read_bytes()
            extraction = engine.extract(data, sniff_mime(data))
            record["fields"] = extraction.fields.model_dump(mode="json")
            record["confidence"] = extraction.confidence
            record["overall_confidence"] = extraction.overall_confidence
            record["engine"] = extraction.engine
            record["validation_errors"] = sorted(
                {
                    *cross_field_errors(
                        extraction.fields,
                        config.validation.tolerance,
                        list(config.validation.rules),
                    ),
                    *(finding.rule for finding in extraction.findings),
                }
            )
            record["source_format"] = extraction.source_format or "print"
            record["einvoice_profile"] = extraction.einvoice_profile
            record["findings"] = [finding.message for finding in extraction.findings]
            record["warnings"] = extraction.warnings
        except DocprocError as e:
            record["error"] = str(e)
            failures += 1
        except OSError as e:
            record["error"] = f"cannot read {raw}: {e.strerror}"
            failures += 1
        if args.json:
            print(json.dumps(record, ensure_ascii=False), flush=True)
        else:
            _print_extraction_text(record)
    engine.close()  # its HTTP client and database connections (an exception ends the process)
    return EXIT_ERROR if failures else EXIT_OK


def _print_extraction_text(record: dict[str, Any]) -> None:
    print(f"== {record['file']}")
    if record["error"]:
        print(f"   error: {record['error']}")
        return
    for name, value in (record["fields"] or {}).items():
        if name in ("line_items", "tax_breakdown"):
            print(f"   {name}: {len(value)} rows")
        elif value is not None:
            print(f"   {name}: {value}")
    if record["validation_errors"]:
        print(f"   validation errors: {', '.join(record['validation_errors'])}")


# ---------------------------------------------------------------------------------- reviewers
def cmd_reviewers_add(args: argparse.Namespace) -> int:
    from docproc_pipeline.db.connection import connect
    from docproc_pipeline.db.migrate import upgrade
    from docproc_pipeline.review.reviewers import add_reviewer

    def run(url: str) -> int:
        upgrade(url)
        with connect(url) as conn:
            token = add_reviewer(conn, args.name, args.admin)
            conn.commit()
        role = "admin" if args.admin else "reviewer"
        print(f"created {role} {args.name!r}; token (shown once, store it now):")
        print(token)
        return EXIT_OK

    return int(_with_db(run))


# ---------------------------------------------------------------------------------------- api
def cmd_api(args: argparse.Namespace) -> int:
    from docproc_pipeline.api.server import serve
    from docproc_pipeline.db.migrate import upgrade
    from docproc_pipeline.settings import load_module_config

    config = load_module_config()

    def run(url: str) -> int:
        upgrade(url)
        serve(url, config, host=args.host, port=args.port)
        return EXIT_OK

    return int(_with_db(run))


# ---------------------------------------------------------------------------------------- dev
# Dagster's per-partition events (planned, materialized) go to the event log storage in batches
# of this many (docproc_pipeline/dagster_storage.py writes a batch in one statement).
DAGSTER_EVENT_BATCH_SIZE = "500"


def _child_env(url: str, data_dir: Path, dagster_home: Path) -> dict[str, str]:
    from docproc_pipeline.db.connection import sqlalchemy_psycopg2_url

    env = dict(os.environ)
    env["DOCPROC_DATABASE_URL"] = url
    env["DOCPROC_DAGSTER_PG_URL"] = sqlalchemy_psycopg2_url(url)
    env["DOCPROC_DATA_DIR"] = str(data_dir)
    env["DAGSTER_HOME"] = str(dagster_home)
    config = env.get("DOCPROC_CONFIG") or str(
        _find_upwards("configs/extraction_module_schema.yaml") or ""
    )
    env["DOCPROC_CONFIG"] = str(Path(config).absolute()) if config else ""
    env.setdefault("DAGSTER_EVENT_BATCH_SIZE", DAGSTER_EVENT_BATCH_SIZE)
    # Dagster resolves every EnvVar at run time; optional ones must exist, empty is fine.
    for name in ("GEMINI_API_KEY", "GEMINI_MODEL", "GEMINI_BASE_URL", "GEMINI_API_VERSION"):
        env.setdefault(name, "")
    return env


def _prepare_dev_folders(instance_yaml: Path) -> tuple[Path, Path]:
    """The data folders and DAGSTER_HOME (with the instance config); returns both."""
    data_dir = _data_dir()
    for sub in ("landing", "storage", "json", "parquet", "logs"):
        (data_dir / sub).mkdir(parents=True, exist_ok=True)
    dagster_home = data_dir / "dagster"
    dagster_home.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(instance_yaml, dagster_home / "dagster.yaml")
    return data_dir, dagster_home


def _start_dev_children(args: argparse.Namespace, children: Children, workspace: Path) -> None:
    bindir = Path(sys.executable).parent
    children.start("daemon", [str(bindir / "dagster-daemon"), "run", "-w", str(workspace)])
    webserver = [str(bindir / "dagster-webserver"), "-h", args.host, "-p", str(args.port)]
    children.start("webserver", [*webserver, "-w", str(workspace)])
    if not args.no_api:
        api = [str(bindir / "docproc"), "api", "--host", args.host, "--port", str(args.api_port)]
        children.start("api", api)
    _note(f"Dagster UI      http://{args.host}:{args.port}")
    if not args.no_api:
        _note(f"review API      http://{args.host}:{args.api_port}/docs")
        _note(f"review screen   http://{args.host}:{args.api_port}/review/")


def cmd_dev(args: argparse.Namespace) -> int:
    from docproc_pipeline.db.migrate import upgrade
    from docproc_pipeline.defs.executor import executor_name
    from docproc_pipeline.outputs.atomic import remove_stale_temp_files
    from docproc_pipeline.settings import load_module_config
    from docproc_pipeline.supervisor import Children, DatabaseWatch, StopFlag, supervise

    workspace = _find_upwards("workspace.yaml")
    instance_yaml = _find_upwards("dagster.yaml")
    if workspace is None or instance_yaml is None:
        _err(
            "run `docproc dev` from the project folder (workspace.yaml and dagster.yaml not found)"
        )
        return EXIT_USAGE
    config = load_module_config()  # a bad config fails here, naming the key, before anything starts
    executor_name()  # and a wrong DOCPROC_EXECUTOR, naming it (not later in the code server)
    data_dir, dagster_home = _prepare_dev_folders(instance_yaml)
    remove_stale_temp_files(data_dir, older_than_seconds=config.processing.lease_seconds)
    db = _Database(data_dir)
    children: Children | None = None
    try:
        url = db.open(wait=DATABASE_WAIT_SECONDS["dev"], wait_remote=True)
        if db.embedded is not None:
            db.embedded.adopt()  # ours to stop, also when a killed `docproc dev` left it running
            _note(f"database: embedded PostgreSQL under {db.embedded.pgdata}")
        else:
            _note("database: DOCPROC_DATABASE_URL")
        _note(f"schema migrated ({len(upgrade(url))} applied)")
        stop = StopFlag()  # from here on Ctrl-C ends the watch below; until here it interrupts
        children = Children(
            _child_env(url, data_dir, dagster_home), workspace.parent, data_dir / "logs"
        )
        _start_dev_children(args, children, workspace)
        _note(f"drop invoices into {data_dir / 'landing'}")
        _note(f"logs in {data_dir / 'logs'}; Ctrl-C stops everything")
        clean = supervise(children, DatabaseWatch(url, db.embedded, _note), stop, _err)
        _note("stopping ...")
        return EXIT_OK if clean else EXIT_ERROR
    finally:
        if children is not None:
            children.stop()
        db.close()
        _note("stopped")


# ------------------------------------------------------------------------------------- worker
def cmd_worker(args: argparse.Namespace) -> int:
    """A worker host: a Celery worker (dagster-celery's step task) on this host, reading the
    shared database (`DOCPROC_DATABASE_URL`, required) and data folder (`DOCPROC_DATA_DIR`),
    with its own Dagster home (`--home`). It takes one step at a time per `--concurrency`."""
    from docproc_pipeline.defs.executor import CELERY_SETTINGS, RESULT_BACKEND, broker_url
    from docproc_pipeline.settings import load_module_config, worker_name

    url = os.environ.get("DOCPROC_DATABASE_URL")
    instance_yaml = _find_upwards("dagster.yaml")
    if not url:
        _err("docproc worker needs DOCPROC_DATABASE_URL: the database the daemon's host uses")
        return EXIT_USAGE
    if instance_yaml is None:
        _err("run `docproc worker` from the project folder (dagster.yaml not found)")
        return EXIT_USAGE
    load_module_config()  # a bad config fails here, naming the key
    home = Path(args.home).absolute()
    home.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(instance_yaml, home / "dagster.yaml")
    os.environ.update(_child_env(url, _data_dir(), home))
    os.environ["DOCPROC_EXECUTOR"] = "celery"  # the code location the steps load is the same
    from dagster_celery.executor import CeleryExecutor
    from dagster_celery.make_app import make_app
    from dagster_celery.tasks import create_task
    from kombu import Connection

    broker = broker_url()
    try:
        _ = Connection(broker).transport  # resolves the scheme's transport; connects to nothing
    except (KeyError, ImportError, ValueError) as e:
        _err(f"DOCPROC_CELERY_BROKER_URL: not a broker URL Celery can use ({e})")
        return EXIT_USAGE
    settings = {"broker": broker, "backend": RESULT_BACKEND, "config_source": CELERY_SETTINGS}
    app = make_app(CeleryExecutor.for_cli(**settings).app_args())  # type: ignore[arg-type]
    create_task(app)
    name = worker_name()
    _note(f"worker {name}: data {_data_dir()}, Dagster home {home}, concurrency {args.concurrency}")
    app.worker_main(
        [
            "worker",
            "--loglevel=INFO",
            "-Q",
            "dagster",
            "-n",
            f"docproc@{name}",
            "-c",
            str(args.concurrency),
            # Steps run in threads of the worker process, not in Celery's (daemonic) prefork
            # children: a step starts its own extraction processes, which a daemonic process may
            # not; the main thread keeps the broker connection's heartbeats going meanwhile.
            "--pool",
            "threads",
            "--without-gossip",
            "--without-mingle",
        ]
    )
    return EXIT_OK


# -------------------------------------------------------------------------------------- main
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="docproc", description="Invoice-processing pipeline on Dagster and PostgreSQL."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("dev", help="start the Dagster UI, daemon, review API and database")
    p.add_argument("--port", type=int, default=3000, help="Dagster UI port (default 3000)")
    p.add_argument("--api-port", type=int, default=8000, help="review API port (default 8000)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--no-api", action="store_true", help="do not start the review API")
    p.set_defaults(func=cmd_dev)

    p = sub.add_parser("status", help="documents and review items by status, recent failures")
    p.add_argument("--json", action="store_true")
    p.add_argument("--failures", type=int, default=10, help="how many recent failures to list")
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("extract", help="run the extractor on files (no pipeline, no database)")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.add_argument("--json", action="store_true", help="one JSON object per file")
    p.add_argument("--config", help="config file (default: configs/extraction_module_schema.yaml)")
    p.set_defaults(func=cmd_extract)

    p = sub.add_parser("db", help="database schema")
    dbsub = p.add_subparsers(dest="db_command", required=True)
    up = dbsub.add_parser("upgrade", help="apply pending migrations")
    up.set_defaults(func=cmd_db_upgrade)

    p = sub.add_parser("reviewers", help="manage reviewers")
    rsub = p.add_subparsers(dest="reviewers_command", required=True)
    add = rsub.add_parser("add", help="create a reviewer and print its token once")
    add.add_argument("name")
    add.add_argument("--admin", action="store_true")
    add.set_defaults(func=cmd_reviewers_add)

    p = sub.add_parser("api", help="run the review API")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--host", default="127.0.0.1")
    p.set_defaults(func=cmd_api)

    p = sub.add_parser("worker", help="run a worker host for runs' steps (DOCPROC_EXECUTOR=celery)")
    p.add_argument("--home", default="docproc-worker", help="its own Dagster home folder")
    p.add_argument("--concurrency", type=int, default=1, help="steps at a time (default 1)")
    p.set_defaults(func=cmd_worker)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    import psycopg

    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except DocprocError as e:
        _err(str(e))
        return EXIT_ERROR
    except psycopg.OperationalError as e:
        first_line = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        _err(f"cannot connect to the database: {first_line}")
        return EXIT_ERROR
    except KeyboardInterrupt:
        return EXIT_ERROR
    except BrokenPipeError:
        # the reader of our output went away ("docproc extract *.pdf | head"): stop quietly,
        # with stdout pointed at nothing so that the interpreter's final flush cannot fail
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
