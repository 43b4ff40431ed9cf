"""The ten layouts: name -> (setup, build, fits on one page)."""

from __future__ import annotations

import layout_bills as b
import layout_retail as r
import layout_saas as a
import layout_service as s
import layout_trade as t

LAYOUTS = {
    "saas-card": (a.setup_saas, a.build_saas, True),
    "erp-invoice": (a.setup_erp, a.build_erp, True),
    "utility-bill": (b.setup_utility, b.build_utility, False),
    "telecom-bill": (b.setup_telecom, b.build_telecom, False),
    "marketplace": (r.setup_market, r.build_market, True),
    "craftsman": (r.setup_craft, r.build_craft, True),
    "professional": (s.setup_pro, s.build_pro, True),
    "hotel-folio": (s.setup_hotel, s.build_hotel, True),
    "einvoice-visual": (t.setup_einv, t.build_einv, True),
    "wholesale": (t.setup_wholesale, t.build_wholesale, False),
}
