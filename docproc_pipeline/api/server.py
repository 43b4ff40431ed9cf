"""Running the API with uvicorn (`docproc api`, `docproc dev`)."""

from __future__ import annotations

import uvicorn

from docproc_pipeline.api.app import create_app
from docproc_pipeline.settings import ModuleConfig


def serve(
    database_url: str, config: ModuleConfig, host: str = "127.0.0.1", port: int = 8000
) -> None:
    """Serve the review API until interrupted (blocks). The database must be migrated."""
    app = create_app(database_url, config)
    uvicorn.run(app, host=host, port=port, log_level="info", proxy_headers=False)
