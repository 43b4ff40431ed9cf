"""Entry point: ``python bench/sheetgen --out DIR --seed N --count K``."""

import os
import sys


def _run() -> int:
    # Running a directory puts the directory itself first on sys.path; replace it by its parent
    # so that the modules are imported as the package ``sheetgen`` and shadow nothing.
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    sys.path.insert(0, os.path.dirname(here))
    from sheetgen.cli import main

    return main()


if __name__ == "__main__":
    sys.exit(_run())
