"""The review workflow: a prioritised queue of documents a person checks, corrects and decides.

Plain functions over a psycopg connection; no Dagster, no HTTP. The API (`docproc_pipeline.api`)
and the pipeline (`defs/`) are thin shells around `queue`, `reviewers` and `corrections`.
"""
