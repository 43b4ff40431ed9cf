"""A tax label carrying its rate after a short word ("IGST at 18%") printed over its amount,
in a block of labels stacked over right-aligned values (invented page)."""

from __future__ import annotations

from decimal import Decimal

from docproc_pipeline_tests.extract.pages import fields_of, right_aligned


def test_a_rate_after_a_short_word_still_leaves_the_tax_label_its_value_below() -> None:
    rows = [
        (32, 40, "Sharma Textiles Pvt. Ltd."),
        (32, 52, "12 MG Road, Pune, Maharashtra - 411001"),
        (38, 95, "INVOICE NO"),
        (38, 106, "INV-20931"),
        (419, 150, "Taxable Amount"),
        right_aligned(553, 160, "2,400.00"),
        (419, 178, "Discount"),
        right_aligned(553, 188, "-20.00"),
        (419, 206, "Postage & packing"),
        right_aligned(553, 216, "6.90"),
        (419, 234, "Total before tax"),
        right_aligned(553, 244, "2,386.90"),
        (419, 262, "IGST at 18%"),
        (38, 268, "Mehta Traders"),
        right_aligned(553, 272, "429.64"),
        (419, 290, "Total Invoice Value"),
        right_aligned(553, 300, "Rs. 2,816.54"),
    ]
    f = fields_of(rows)
    assert (f.tax_rate, f.tax_amount) == (Decimal("18.00"), Decimal("429.64"))
    # the tax closes the total from the items' sum less the discount plus the postage
    assert (f.subtotal, f.total) == (Decimal("2400.00"), Decimal("2816.54"))
