"""Review errors, each with a reason a person can read. The API maps them to HTTP statuses."""

from docproc_pipeline.errors import PermanentError


class ReviewError(PermanentError):
    """Base class of review workflow errors."""


class ItemNotFound(ReviewError):
    """No such review item (or document, or reviewer)."""


class NotAllowed(ReviewError):
    """The reviewer may not act on this item (it is someone else's, or needs an admin)."""


class StateConflict(ReviewError):
    """The item is not in the state the action needs (already claimed, decided, changed)."""


class InvalidReviewInput(ReviewError):
    """The request is well-formed but its content is wrong (a bad correction, missing fields)."""
