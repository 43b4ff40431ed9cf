# The image of docproc's code location for Kubernetes (the official Dagster Helm chart runs it as
# the user-code deployment, and the K8sRunLauncher starts every run's pod from it) and for
# `docproc worker` hosts. Built from the project's own files only:
#   docker build -t registry.example.com/docproc:0.1.0 .
# OCR models ship inside the rapidocr wheel: nothing is downloaded at run time.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DAGSTER_HOME=/opt/dagster/dagster_home \
    DOCPROC_DATA_DIR=/data \
    DOCPROC_CONFIG=/opt/docproc/configs/extraction_module_schema.yaml

WORKDIR /opt/docproc
COPY pyproject.toml README.md dagster.yaml workspace.yaml ./
COPY configs/ configs/
COPY docproc_pipeline/ docproc_pipeline/
# The run pods load the instance the chart writes (K8sRunLauncher, PostgreSQL storage): they need
# dagster-k8s beside dagster-postgres, at the versions that go with dagster 1.13.27.
RUN pip install ".[k8s]" && mkdir -p "$DAGSTER_HOME" /data

# The chart overrides the command (`dagster code-server start -m docproc_pipeline.definitions`);
# on a worker host the image runs `docproc worker`.
EXPOSE 3030
CMD ["docproc", "worker", "--home", "/opt/dagster/worker_home"]
