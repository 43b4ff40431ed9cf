"""Entry point: `python bench/platygen ...` (runs the package's cli)."""
import os
import sys

# Faker draws some values from sets; a fixed hash seed keeps the output byte-identical per --seed.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable] + sys.argv)

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from platygen.cli import main  # noqa: E402

sys.exit(main())
