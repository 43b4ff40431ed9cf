"""A scanned or photographed page's skew, estimated from OCR word boxes, and the boxes turned
back so that a table row is one line and a column one x-range.

A flatbed scan is turned by one angle (`estimate_skew`). A phone photo is also tilted in depth:
the paper's top and bottom lie at different distances from the lens, so the lines' angle
changes down the page (a keystone). `estimate_tilt` measures that change from the slope of
each recognised line's words; when it is large enough, each box is turned back by the angle at
its own height (`Skew.at`), and the amounts at the right of a receipt stay on the lines of
their descriptions from the top of the page to its foot.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_Box = tuple[float, float, float, float]

# Skew estimation: angles tried (degrees) and the step between them.
MAX_SKEW_DEGREES = 3.0
SKEW_STEP_DEGREES = 0.05
# Tilt (`estimate_tilt`): a line measures its angle when it has two words or more spread over
# at least `TILT_MIN_SPAN` of the page's width; at least `TILT_MIN_LINES` such lines covering
# `TILT_MIN_COVER` of the page's height are needed, and lines off the fit by more than
# `TILT_OUTLIER_DEGREES` are left out of a second fit. Only a change from top to bottom of at
# least `TILT_MIN_CHANGE_DEGREES` is applied: a flatbed scan's lines measured within +-0.3
# degrees of one angle; photos with a keystone changed 1.5-3.5 degrees down the page.
TILT_MIN_SPAN = 0.08
TILT_MIN_LINES = 6
TILT_MIN_COVER = 0.4
TILT_OUTLIER_DEGREES = 1.0
TILT_MIN_CHANGE_DEGREES = 1.0
# the largest angle a tilted page's fit may give at any height (beyond it, a fit is noise)
MAX_TILT_DEGREES = 8.0


@dataclass(frozen=True, slots=True)
class Skew:
    """The page's skew in degrees at its vertical centre (positive: text lines fall to the
    right, image coordinates with y down), and how many degrees more it is at the foot of the
    page than at its head (0.0: one angle for the whole page)."""

    degrees: float = 0.0
    change: float = 0.0

    def at(self, y: float, height: float) -> float:
        """The skew in degrees at height `y` of a page `height` high."""
        if not self.change or height <= 0:
            return self.degrees
        return self.degrees + self.change * (y / height - 0.5)


def page_skew(boxes: list[_Box], lines: list[int], width: float, height: float) -> Skew:
    """The skew of a page from its word boxes and the recognised line of each word: a tilt
    when the lines' angles change down the page (`estimate_tilt`), else one angle."""
    return estimate_tilt(boxes, lines, width, height) or Skew(estimate_skew(boxes))


def estimate_skew(boxes: list[_Box]) -> float:
    """The page's skew in degrees (positive: text lines fall to the right, in image coordinates
    with y down), from word boxes: the angle whose projection of the box centres onto the y
    axis gives the sharpest line profile. 0.0 when there are too few boxes to tell."""
    if len(boxes) < 8:
        return 0.0
    arr = np.asarray(boxes, dtype=np.float64)
    xc = (arr[:, 0] + arr[:, 2]) / 2
    yc = (arr[:, 1] + arr[:, 3]) / 2
    widths = arr[:, 2] - arr[:, 0]
    heights = arr[:, 3] - arr[:, 1]
    bin_size = max(float(np.median(heights)) / 4, 1.0)
    xc = xc - xc.mean()
    best_angle, best_score = 0.0, -1.0
    steps = int(round(MAX_SKEW_DEGREES / SKEW_STEP_DEGREES))
    # from straight outwards, so a flat profile keeps the page as it is
    for k in sorted(range(-steps, steps + 1), key=abs):
        angle = k * SKEW_STEP_DEGREES
        projected = yc - xc * np.tan(np.radians(angle))
        bins = np.floor((projected - projected.min()) / bin_size).astype(np.int64)
        hist = np.bincount(bins, weights=widths)
        # sum over pairs of neighbouring bins: a line split by a bin edge still counts as one
        score = float(np.sum(hist**2) + np.sum((hist[1:] + hist[:-1]) ** 2) / 2)
        if score > best_score * 1.001:
            best_angle, best_score = angle, score
    return best_angle


def deskew_boxes(boxes: list[_Box], skew: float | Skew, width: float, height: float) -> list[_Box]:
    """Boxes turned back about the page centre by the skew (an angle in degrees, or a `Skew`
    whose angle is taken at each box's height), kept on the page; each box keeps its size,
    its centre moves."""
    skew = skew if isinstance(skew, Skew) else Skew(skew)
    if skew == Skew():
        return boxes
    cx, cy = width / 2, height / 2
    out: list[_Box] = []
    for x0, y0, x1, y1 in boxes:
        angle = np.radians(skew.at((y0 + y1) / 2, height))
        cos, sin = np.cos(angle), np.sin(angle)
        dx, dy = (x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy
        nx = cx + dx * cos + dy * sin
        ny = cy - dx * sin + dy * cos
        hw, hh = (x1 - x0) / 2, (y1 - y0) / 2
        out.append(
            (
                float(min(max(nx - hw, 0.0), width - 2 * hw)),
                float(min(max(ny - hh, 0.0), height - 2 * hh)),
                float(min(max(nx + hw, 2 * hw), width)),
                float(min(max(ny + hh, 2 * hh), height)),
            )
        )
    return out


def _line_angles(
    boxes: list[_Box], lines: list[int], width: float
) -> list[tuple[float, float, float]]:
    """(angle in degrees, centre height, span) of each recognised line whose words are spread
    wide enough to measure its slope."""
    by_line: dict[int, list[_Box]] = {}
    for box, line in zip(boxes, lines, strict=True):
        by_line.setdefault(line, []).append(box)
    out = []
    for own in by_line.values():
        if len(own) < 2:
            continue
        xc = np.array([(b[0] + b[2]) / 2 for b in own])
        yc = np.array([(b[1] + b[3]) / 2 for b in own])
        span = float(xc.max() - xc.min())
        if span < TILT_MIN_SPAN * width:
            continue
        slope = float(np.polyfit(xc, yc, 1)[0])
        out.append((float(np.degrees(np.arctan(slope))), float(yc.mean()), span))
    return out


def _fit(measured: list[tuple[float, float, float]], height: float) -> tuple[float, float]:
    """Angle at mid-height and change from head to foot, least squares weighted by span."""
    angles = np.array([m[0] for m in measured])
    where = np.array([m[1] / height - 0.5 for m in measured])
    weights = np.array([m[2] for m in measured])
    design = np.stack([np.ones_like(where), where], axis=1) * weights[:, None]
    (level, change), *_ = np.linalg.lstsq(design, angles * weights, rcond=None)
    return float(level), float(change)


def estimate_tilt(boxes: list[_Box], lines: list[int], width: float, height: float) -> Skew | None:
    """The page's skew as an angle that changes linearly down the page, fitted to the slopes
    of its recognised lines; one angle when the change is too small to matter but the angle
    is beyond `estimate_skew`'s search; else None (when too few lines measure it, or one
    angle within that search serves the page)."""
    measured = _line_angles(boxes, lines, width)
    if len(measured) < TILT_MIN_LINES or height <= 0:
        return None
    level, change = _fit(measured, height)
    kept = [
        m
        for m in measured
        if abs(m[0] - (level + change * (m[1] / height - 0.5))) <= TILT_OUTLIER_DEGREES
    ]
    if len(kept) < TILT_MIN_LINES:
        return None
    heights = [m[1] for m in kept]
    if max(heights) - min(heights) < TILT_MIN_COVER * height:
        return None
    level, change = _fit(kept, height)
    if max(abs(level - change / 2), abs(level + change / 2)) > MAX_TILT_DEGREES:
        return None
    if abs(change) < TILT_MIN_CHANGE_DEGREES:
        # one angle; beyond the projection's search (a photo turned 5 degrees on the table)
        # the lines' own slopes give it
        return Skew(round(level, 3)) if abs(level) > MAX_SKEW_DEGREES else None
    return Skew(round(level, 3), round(change, 3))
