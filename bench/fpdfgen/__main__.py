"""Entry point: `python bench/fpdfgen ...` (the folder is run as a script) or `python -m fpdfgen`."""
import os
import sys

if not __package__:
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fpdfgen.cli import main  # noqa: E402

sys.exit(main())
