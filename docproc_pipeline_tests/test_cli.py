"""The `docproc` command, run as a user runs it: real processes, wrong input included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from docproc_pipeline_tests.fixtures import text_pdfs, truth

REPO = Path(__file__).resolve().parents[1]
DOCPROC = str(Path(sys.executable).parent / "docproc")


def run(
    *args: str, env: dict[str, str] | None = None, cwd: Path = REPO
) -> subprocess.CompletedProcess[str]:
    full_env = dict(os.environ)
    full_env.pop("GEMINI_API_KEY", None)
    full_env.update(env or {})
    return subprocess.run(
        [DOCPROC, *args], capture_output=True, text=True, env=full_env, cwd=cwd, timeout=120
    )


def test_extract_prints_one_json_object_per_file(fixture_dir: Path) -> None:
    invoice = text_pdfs(fixture_dir)[0]
    pdfs = [invoice, fixture_dir / "edge_cases" / "encrypted.pdf"]
    out = run("extract", *map(str, pdfs), "--json")
    assert out.returncode == 1  # one file failed
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(lines) == 2
    expected = truth(invoice)["fields"]
    assert lines[0]["fields"]["invoice_number"] == expected["invoice_number"]
    assert lines[0]["fields"]["total"] == expected["total"]
    assert lines[0]["error"] is None
    assert lines[1]["fields"] is None and "password" in lines[1]["error"]


def test_extract_into_a_pipe_closed_early_stops_without_a_traceback(fixture_dir: Path) -> None:
    # "docproc extract *.pdf | head -1": the reader goes away after one line
    pdfs = [str(p) for p in text_pdfs(fixture_dir)[:3]]
    env = {k: v for k, v in os.environ.items() if k != "GEMINI_API_KEY"}
    proc = subprocess.Popen(
        [DOCPROC, "extract", *pdfs], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert first.startswith(b"== ")
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr


def test_extract_with_wrong_input_fails_clearly(tmp_path: Path) -> None:
    out = run("extract", str(tmp_path / "missing.pdf"), "--json")
    assert out.returncode == 1
    assert "not a file" in json.loads(out.stdout)["error"]
    text = tmp_path / "notes.pdf"
    text.write_text("just some text")
    out = run("extract", str(text))
    assert out.returncode == 1 and "unsupported file type" in out.stdout
    assert "Traceback" not in out.stderr


def test_a_bad_config_stops_with_the_key(tmp_path: Path) -> None:
    bad = tmp_path / "config.yaml"
    bad.write_text("processing:\n  max_atempts: 3\n")
    out = run("extract", str(bad), "--config", str(bad))
    assert out.returncode == 1
    assert "processing.max_atempts" in out.stderr and "Traceback" not in out.stderr
    out = run("dev", env={"DOCPROC_CONFIG": str(bad), "DOCPROC_DATA_DIR": str(tmp_path / "d")})
    assert out.returncode == 1
    assert "processing.max_atempts" in out.stderr


def test_status_json_has_the_documented_shape(database_url: str, tmp_path: Path) -> None:
    out = run(
        "status",
        "--json",
        env={"DOCPROC_DATABASE_URL": database_url, "DOCPROC_DATA_DIR": str(tmp_path)},
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["documents"] == {
        "queued": 0,
        "processing": 0,
        "completed": 0,
        "failed": 0,
        "duplicate": 0,
    }
    assert report["review"] == {
        "pending": 0,
        "in_review": 0,
        "approved": 0,
        "corrected": 0,
        "rejected": 0,
    }
    assert report["recent_failures"] == []


def test_unreachable_database_is_a_clear_error(tmp_path: Path) -> None:
    out = run(
        "status",
        env={
            "DOCPROC_DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none",
            "DOCPROC_DATA_DIR": str(tmp_path),
        },
    )
    assert out.returncode == 1
    assert "cannot connect to the database" in out.stderr and "Traceback" not in out.stderr


def test_db_upgrade_is_idempotent(database_url: str, tmp_path: Path) -> None:
    env = {"DOCPROC_DATABASE_URL": database_url, "DOCPROC_DATA_DIR": str(tmp_path)}
    out = run("db", "upgrade", env=env)
    assert out.returncode == 0 and "up to date" in out.stdout


def test_reviewers_add_prints_a_token_once_and_refuses_a_duplicate(
    database_url: str, tmp_path: Path
) -> None:
    env = {"DOCPROC_DATABASE_URL": database_url, "DOCPROC_DATA_DIR": str(tmp_path)}
    out = run("reviewers", "add", "alice", "--admin", env=env)
    assert out.returncode == 0, out.stderr
    token = out.stdout.strip().splitlines()[-1]
    assert len(token) >= 32
    again = run("reviewers", "add", "alice", env=env)
    assert again.returncode == 1 and "alice" in again.stderr and "Traceback" not in again.stderr


def test_usage_errors_exit_2() -> None:
    out = run("frobnicate")
    assert out.returncode == 2
    out = run("extract")
    assert out.returncode == 2


def test_dev_with_its_ui_port_taken_fails_clearly(database_url: str, tmp_path: Path) -> None:
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        env = {
            "DOCPROC_DATABASE_URL": database_url,
            "DOCPROC_DATA_DIR": str(tmp_path / "data"),
            "DOCPROC_CONFIG": str(REPO / "configs" / "extraction_module_schema.yaml"),
        }
        out = run("dev", "--port", str(port), "--no-api", env=env)
    assert out.returncode == 1
    assert "dagster-webserver exited" in out.stderr


def test_worker_without_a_database_url_fails_clearly(tmp_path: Path) -> None:
    out = run("worker", "--home", str(tmp_path / "w"), env={"DOCPROC_DATABASE_URL": ""})
    assert out.returncode == 2
    assert "docproc worker needs DOCPROC_DATABASE_URL" in out.stderr


def test_worker_with_a_broker_url_celery_cannot_use_fails_clearly(tmp_path: Path) -> None:
    env = {
        "DOCPROC_DATABASE_URL": "postgresql://postgres@127.0.0.1:5432/postgres",
        "DOCPROC_CELERY_BROKER_URL": "foo://broker",
    }
    out = run("worker", "--home", str(tmp_path / "w"), env=env)
    assert out.returncode == 2
    assert "DOCPROC_CELERY_BROKER_URL: not a broker URL Celery can use" in out.stderr
    assert "Traceback" not in out.stderr


def test_dev_with_a_wrong_executor_stops_before_starting_anything(tmp_path: Path) -> None:
    env = {"DOCPROC_EXECUTOR": "kubernetes", "DOCPROC_DATA_DIR": str(tmp_path / "data")}
    out = run("dev", "--no-api", env=env)
    assert out.returncode == 1
    assert "DOCPROC_EXECUTOR='kubernetes': expected one of in_process, celery" in out.stderr
    assert not (tmp_path / "data").exists()
