"""Entry point: `python bench/officegen --out DIR --seed N --count K ...`."""

import os
import sys

if (
    os.environ.get("PYTHONHASHSEED") != "0"
):  # belt and braces: no hash-order dependent output anywhere
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable] + sys.argv)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from officegen.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
