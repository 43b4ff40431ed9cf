"""The project's error hierarchy: every error carries a reason a person can read.

`PermanentError` means "retrying will not help" (the document fails now, with the reason);
`TransientError` means "try again later" (network, rate limit, an open circuit).
"""


class DocprocError(Exception):
    """Base class; `str(err)` is the human-readable reason."""


class PermanentError(DocprocError):
    """Retrying cannot help."""


class TransientError(DocprocError):
    """A later attempt may succeed."""


class DocumentRejected(PermanentError):
    """The document cannot be processed: empty, corrupt, encrypted, unsupported, not an invoice."""


class ConfigError(PermanentError):
    """The configuration is wrong; the message names the key."""
