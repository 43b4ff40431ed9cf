"""Entry point: `python bench/weasygen ...` (re-executes with PYTHONHASHSEED=0 for Faker's sets)."""

import os
import sys

if os.environ.get("PYTHONHASHSEED") != "0":
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable, *sys.argv])

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from weasygen.cli import main  # noqa: E402

sys.exit(main())
