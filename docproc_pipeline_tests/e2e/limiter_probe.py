"""Run on a worker host by the multi-host test: `THREADS` threads each take the model-call
limiter's slot `ROUNDS` times and record, by the database's clock, when they held it.

    python -m docproc_pipeline_tests.e2e.limiter_probe DATABASE_URL HOST LIMIT THREADS ROUNDS
"""

from __future__ import annotations

import sys
import threading
import time

from docproc_pipeline.db.connection import connect
from docproc_pipeline.extract.resilience import CallLimiter

HOLD_SECONDS = 0.15


def main(url: str, host: str, limit: int, threads: int, rounds: int) -> None:
    limiter = CallLimiter(url, name="multihost-probe", limit=limit, wait_seconds=120)

    def work() -> None:
        with connect(url) as conn:
            for _ in range(rounds):
                with limiter.slot():
                    t0 = conn.execute("SELECT clock_timestamp() AS t").fetchone()["t"]
                    conn.commit()
                    time.sleep(HOLD_SECONDS)
                    conn.execute(
                        "INSERT INTO limiter_probe (host, t0, t1)"
                        " VALUES (%s, %s, clock_timestamp())",
                        (host, t0),
                    )
                    conn.commit()

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    limiter.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
