"""Entry point: `python bench/typstgen ...` (or `python -m typstgen` with bench/ on the path)."""

import os
import sys
from pathlib import Path

# Some Faker locale data is iterated in set order, which depends on the string hash seed;
# a fixed seed keeps the output byte-identical for a given --seed.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]],
              {**os.environ, "PYTHONHASHSEED": "0"})

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from typstgen.cli import main
else:
    from .cli import main

sys.exit(main())
