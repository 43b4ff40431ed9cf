"""htmlgen — an independent HTML/CSS invoice generator rendered by Chromium.

Draws invoices in 17 locales (Faker names and addresses, babel number and date styles, labels in
the invoice's language), lays them out with one of 11 HTML/CSS templates unlike the reportlab
generator's, and prints them through Debian's Chromium via Playwright: text-layer PDFs
(`page.pdf`), raster images (full-page screenshots, PNG or JPEG) and image-only "scanned" PDFs
(degraded screenshots). Writes the corpus layout (DIR/text_pdf, DIR/image, DIR/scanned_pdf) with
truth JSON beside each file, then self-checks the truth (cross-field rules, IBAN and VAT check
digits, invoice number in the text layer). Deterministic for a seed.

    .venv/bin/python bench/htmlgen --out DIR --seed N --count K [--image-count K]
        [--scan-count K] [--locales de-DE fr-FR ...] [--layouts sidebar letter ...]
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from htmlgen.cli import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
