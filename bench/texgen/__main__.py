"""python bench/texgen ... (re-executes with PYTHONHASHSEED=0: Faker draws some values from sets)."""

import os
import sys
from pathlib import Path

if os.environ.get("PYTHONHASHSEED") != "0":
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable, *sys.argv])

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.texgen.cli import main  # noqa: E402

sys.exit(main())
