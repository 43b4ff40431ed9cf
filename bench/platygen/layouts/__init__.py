"""Layout registry: one module per layout, each with NAME, FLAGS, lines(ctx, inv), story(ctx, look, inv)."""
from importlib import import_module

ORDER = ["marketplace", "utility-bill", "hotel-folio", "timesheet", "progress-billing", "saas-receipt",
         "list-no-qty", "swiss-qr-slip", "two-column-header", "letterhead-footer"]


def load(name):
    return import_module("." + name.replace("-", "_"), __name__)


def available():
    out = []
    for n in ORDER:
        try:
            load(n)
            out.append(n)
        except ModuleNotFoundError:
            pass
    return out
