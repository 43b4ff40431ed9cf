"""The review API: a thin FastAPI shell over `docproc_pipeline.review` and PostgreSQL."""
