"""Running the API with uvicorn: `serve` for `docproc api` / `docproc dev`, and
`running_server` for tests and benchmarks (a real server on loopback, in a thread)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI

from docproc_pipeline.api.app import create_app
from docproc_pipeline.settings import ModuleConfig


def serve(
    database_url: str, config: ModuleConfig, host: str = "127.0.0.1", port: int = 8000
) -> None:
    """Serve the review API until interrupted (blocks). The database must be migrated."""
    app = create_app(database_url, config)
    uvicorn.run(app, host=host, port=port, log_level="info", proxy_headers=False)


@contextmanager
def running_server(
    app: FastAPI, host: str = "127.0.0.1", port: int = 0, *, startup_timeout: float = 20.0
) -> Iterator[str]:
    """Serve `app` in a background thread; yields its base URL (`port=0`: a free port) and
    stops it, running the app's shutdown, on exit."""
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="docproc-api", daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            server.should_exit = True
            raise RuntimeError(f"the API server did not start on {host}:{port}")
        time.sleep(0.02)
    bound = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://{host}:{bound}"
    finally:
        server.should_exit = True
        thread.join(timeout=startup_timeout)
