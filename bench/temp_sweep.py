"""Cost of the stale-temp sweep that starts every document run (`remove_stale_temp_files`).

Lays out N documents' outputs the way the pipeline does (`json/` and `parquet/YYYY/MM/DD/`, one
day folder per `--per-day` documents) in a temporary folder, then times the sweep (wall and CPU,
median of `--repeat`) on a warm page cache, as a run on a busy install would see it.

    .venv/bin/python bench/temp_sweep.py --n 100000
"""

from __future__ import annotations

import argparse
import platform
import statistics
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

from docproc_pipeline.outputs.atomic import remove_stale_temp_files


def lay_out(root: Path, n: int, per_day: int) -> None:
    day = date(2026, 1, 1)
    for i in range(n):
        if i % per_day == 0:
            day += timedelta(days=1)
            folders = [root / kind / f"{day:%Y/%m/%d}" for kind in ("json", "parquet")]
            for folder in folders:
                folder.mkdir(parents=True, exist_ok=True)
        (folders[0] / f"doc{i:07d}.json").touch()
        (folders[1] / f"doc{i:07d}.parquet").touch()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=100_000, help="documents (2 files each)")
    parser.add_argument("--per-day", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="sweep") as tmp:
        root = Path(tmp)
        lay_out(root, args.n, args.per_day)
        walls, cpus = [], []
        for _ in range(args.repeat):
            w, c = time.perf_counter(), time.process_time()
            remove_stale_temp_files(root, older_than_seconds=300)
            walls.append(time.perf_counter() - w)
            cpus.append(time.process_time() - c)
    print(
        f"{platform.node()} {platform.python_version()}: {args.n} documents "
        f"({2 * args.n} files, {args.per_day}/day)"
    )
    print(
        f"sweep: wall median {statistics.median(walls) * 1000:.0f} ms, "
        f"CPU median {statistics.median(cpus) * 1000:.0f} ms (of {args.repeat})"
    )


if __name__ == "__main__":
    main()
