"""One module per layout; REGISTRY maps the layout name to its module."""
from . import (
               bilingual,
               classic_boxes,
               footer_identity,
               form_facts,
               narrow_receipt,
               summary_first,
               two_page,
               vat_columns,
               vendor_right,
               wrapped_items,
)

MODULES = [classic_boxes, form_facts, vendor_right, footer_identity, summary_first, bilingual, wrapped_items,
           narrow_receipt, vat_columns, two_page]
REGISTRY = {m.NAME: m for m in MODULES}
