"""A fake Gemini API on 127.0.0.1 for tests: the real `google-genai` client talks to it over HTTP.

It answers `POST /<version>/models/<model>:generateContent` with scripted replies (status, JSON
body, headers, delay), in order; when the script runs out it asks the `responder` (a function of
the request body, for answers that depend on the document sent), else repeats the default reply.
It counts requests, the calls in flight at once and the client connections open now (a client
that was closed has none), and keeps every request body for assertions.

`estimated_usage` counts tokens the way Gemini bills a request: 258 per PDF page and per
768 x 768 tile of an image, about 4 characters per text token (prompt, response schema, answer).
"""

from __future__ import annotations

import base64
import io
import json
import math
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_PATH = re.compile(r"^/(?P<version>[^/]+)/models/(?P<model>[^/:]+):generateContent$")


@dataclass(frozen=True, slots=True)
class Reply:
    """One scripted answer. `body` is sent as JSON unless `raw` is given."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_seconds: float = 0.0
    raw: bytes | None = None


def invoice_reply(
    invoice: dict[str, Any],
    *,
    prompt_tokens: int = 1200,
    output_tokens: int = 300,
    thinking_tokens: int = 50,
    delay_seconds: float = 0.0,
) -> Reply:
    """A 200 answer whose text is `invoice` as JSON, with usage metadata."""
    return text_reply(
        json.dumps(invoice),
        prompt_tokens=prompt_tokens,
        output_tokens=output_tokens,
        thinking_tokens=thinking_tokens,
        delay_seconds=delay_seconds,
    )


def text_reply(
    text: str,
    *,
    prompt_tokens: int = 1200,
    output_tokens: int = 300,
    thinking_tokens: int = 50,
    delay_seconds: float = 0.0,
) -> Reply:
    """A 200 answer whose single candidate holds `text` (valid JSON or not)."""
    body = {
        "candidates": [
            {
                "content": {"role": "model", "parts": [{"text": text}]},
                "finishReason": "STOP",
                "index": 0,
            }
        ],
        "usageMetadata": {
            "promptTokenCount": prompt_tokens,
            "candidatesTokenCount": output_tokens,
            "thoughtsTokenCount": thinking_tokens,
            "totalTokenCount": prompt_tokens + output_tokens + thinking_tokens,
        },
        "modelVersion": "fake-gemini",
    }
    return Reply(200, body, delay_seconds=delay_seconds)


def error_reply(
    status: int, message: str, *, headers: dict[str, str] | None = None, delay_seconds: float = 0.0
) -> Reply:
    """An error answer shaped like Google's (`{"error": {"code", "message", "status"}}`)."""
    names = {400: "INVALID_ARGUMENT", 403: "PERMISSION_DENIED", 429: "RESOURCE_EXHAUSTED"}
    status_name = names.get(status, "UNAVAILABLE")
    body = {"error": {"code": status, "message": message, "status": status_name}}
    return Reply(status, body, headers=headers or {}, delay_seconds=delay_seconds)


# Gemini's media tokens: one PDF page, one image tile (an image is cut into 768 x 768 tiles; one
# of at most 384 x 384 pixels is one tile).
TOKENS_PER_PAGE = 258
TILE_PIXELS = 768
CHARS_PER_TOKEN = 4


def _media_tokens(data: bytes, mime: str) -> int:
    if mime == "application/pdf":
        import pypdfium2

        try:
            pdf = pypdfium2.PdfDocument(data)
        except pypdfium2.PdfiumError:
            return TOKENS_PER_PAGE  # unreadable: billed as one page
        try:
            return TOKENS_PER_PAGE * len(pdf)
        finally:
            pdf.close()
    from PIL import Image

    with Image.open(io.BytesIO(data)) as image:
        width, height = image.size
    tiles = math.ceil(width / TILE_PIXELS) * math.ceil(height / TILE_PIXELS)
    return TOKENS_PER_PAGE * max(1, tiles)


def _text_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def _b64decode(text: str) -> bytes:
    """Standard or URL-safe base64, padded or not (the SDK sends URL-safe without padding)."""
    return base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_")


def inline_documents(body: dict[str, Any]) -> list[tuple[bytes, str]]:
    """The (bytes, MIME type) of every inline part of a `generateContent` request."""
    found = []
    for content in body.get("contents") or []:
        for part in content.get("parts") or []:
            inline = part.get("inlineData") or part.get("inline_data")
            if inline:
                mime = inline.get("mimeType") or inline.get("mime_type") or ""
                found.append((_b64decode(inline["data"]), mime))
    return found


def estimated_usage(body: dict[str, Any], answer: str) -> dict[str, int]:
    """`prompt_tokens` and `output_tokens` a request and its answer would be billed."""
    prompt = sum(_media_tokens(data, mime) for data, mime in inline_documents(body))
    for content in body.get("contents") or []:
        for part in content.get("parts") or []:
            prompt += _text_tokens(part.get("text") or "")
    schema = (body.get("generationConfig") or {}).get("responseSchema")
    if schema:
        prompt += _text_tokens(json.dumps(schema))
    return {"prompt_tokens": prompt, "output_tokens": _text_tokens(answer)}


Responder = Callable[[dict[str, Any]], Reply]


class FakeGemini:
    """The server's script and counters; thread-safe."""

    def __init__(self, default: Reply | None = None, responder: Responder | None = None) -> None:
        self._lock = threading.Lock()
        self._script: deque[Reply] = deque()
        self.default = default or error_reply(500, "no reply scripted")
        self.responder = responder
        self.requests: list[dict[str, Any]] = []
        self.paths: list[str] = []
        self.request_times: list[float] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self.open_connections = 0
        self.connections_total = 0
        self.url = ""

    def script(self, *replies: Reply) -> None:
        """Queue replies, answered in order before the default."""
        with self._lock:
            self._script.extend(replies)

    @property
    def request_count(self) -> int:
        with self._lock:
            return len(self.requests)

    def reset_counters(self) -> None:
        with self._lock:
            self.requests.clear()
            self.paths.clear()
            self.request_times.clear()
            self.max_in_flight = self.in_flight

    def _begin(self, path: str, body: dict[str, Any]) -> Reply:
        with self._lock:
            self.requests.append(body)
            self.paths.append(path)
            self.request_times.append(time.monotonic())
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
            if self._script:
                return self._script.popleft()
            responder = self.responder
        if responder is None:
            return self.default
        try:
            return responder(body)
        except Exception as e:  # a broken responder answers 500, it never kills the handler
            return error_reply(500, f"fake responder failed: {type(e).__name__}: {e}")

    def _end(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _connection(self, delta: int) -> None:
        with self._lock:
            self.open_connections += delta
            self.connections_total += max(0, delta)


def _handler_for(fake: FakeGemini) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - base signature
            return  # keep test output quiet

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length)
            if not _PATH.match(self.path.split("?", 1)[0]):
                self._send(Reply(404, {"error": {"code": 404, "message": f"no route {self.path}"}}))
                return
            try:
                body = json.loads(raw or b"{}")
            except json.JSONDecodeError:
                body = {"_unparsable": raw.decode("utf-8", "replace")}
            reply = fake._begin(self.path, body)
            try:
                if reply.delay_seconds:
                    time.sleep(reply.delay_seconds)
                self._send(reply)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test): nothing to answer
            finally:
                fake._end()

        def _send(self, reply: Reply) -> None:
            payload = reply.raw if reply.raw is not None else json.dumps(reply.body).encode()
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json; charset=UTF-8")
            self.send_header("Content-Length", str(len(payload)))
            for name, value in reply.headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)
            self.wfile.flush()

    return Handler


class _Server(ThreadingHTTPServer):
    """Counts each client connection from its accept until the client closes it (keep-alive
    connections stay open between requests)."""

    daemon_threads = True
    block_on_close = False
    fake: FakeGemini

    def process_request(self, request: Any, client_address: Any) -> None:
        self.fake._connection(+1)
        super().process_request(request, client_address)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.fake._connection(-1)


@contextmanager
def running_fake_gemini(
    default: Reply | None = None, responder: Responder | None = None
) -> Iterator[FakeGemini]:
    """Start a fake Gemini on an ephemeral port of 127.0.0.1; `fake.url` is its base URL."""
    fake = FakeGemini(default, responder)
    server = _Server(("127.0.0.1", 0), _handler_for(fake))
    server.fake = fake
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.daemon = True
    thread.start()
    fake.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def answer_with(
    lookup: Callable[[bytes], dict[str, Any] | None], *, confidence: float = 0.95
) -> Responder:
    """A responder that answers each document with its own invoice: `lookup` gives the fields of
    the document's bytes (the corpus truth format: money and dates as strings), or None for a
    document it does not know (answered 400). Every field gets `confidence`; the usage is
    `estimated_usage` of the request."""

    def respond(body: dict[str, Any]) -> Reply:
        docs = inline_documents(body)
        fields = lookup(docs[0][0]) if docs else None
        if fields is None:
            return error_reply(400, "fake: no answer for this document")
        names = [*fields.keys() - {"confidence"}, "line_items", "tax_breakdown"]
        invoice = {**fields, "confidence": dict.fromkeys(names, confidence)}
        text = json.dumps(invoice)
        return text_reply(text, thinking_tokens=0, **estimated_usage(body, text))

    return respond


def answer_by_document(
    answers: dict[str, dict[str, Any]], *, confidence: float = 0.95
) -> Responder:
    """`answer_with` for documents known by the SHA-256 of their bytes."""
    import hashlib

    return answer_with(
        lambda data: answers.get(hashlib.sha256(data).hexdigest()), confidence=confidence
    )


def sample_invoice(**overrides: Any) -> dict[str, Any]:
    """A model answer in `GeminiInvoice`'s shape (money as strings), with confidences."""
    invoice: dict[str, Any] = {
        "vendor_name": "Wiesental Partyservice e.K.",
        "vendor_address": "Hafenstraße 91, 30159 Hannover",
        "vendor_tax_id": "DE370175026",
        "supplier_iban": "DE87169211411578598919",
        "customer_name": "Katrin Ebert",
        "customer_address": "Am Steinbruch 177a, 80331 München",
        "customer_tax_id": None,
        "invoice_number": "RE-2025-07812",
        "invoice_date": "2025-12-27",
        "due_date": "2026-01-10",
        "purchase_order": "4500523059",
        "currency": "EUR",
        "subtotal": "1558.07",
        "discount": None,
        "shipping": "12.50",
        "tax_rate": None,
        "tax_amount": "139.89",
        "tax_breakdown": [
            {"rate": "19.00", "base": "249.57", "amount": "47.42"},
            {"rate": "7.00", "base": "1321.00", "amount": "92.47"},
        ],
        "total": "1710.46",
        "amount_due": "1710.46",
        "payment_terms": "Zahlbar innerhalb 14 Tagen ohne Abzug",
        "line_items": [
            {
                "description": "Mittagsbuffet",
                "quantity": "50",
                "unit_price": "24.99",
                "amount": "1249.50",
            },
            {
                "description": "Servicepersonal",
                "quantity": "2.5",
                "unit_price": "42.50",
                "amount": "106.25",
            },
        ],
        "confidence": {
            "vendor_name": 0.98,
            "vendor_address": 0.9,
            "vendor_tax_id": 0.95,
            "supplier_iban": 0.97,
            "customer_name": 0.93,
            "customer_address": 0.9,
            "customer_tax_id": 0.8,
            "invoice_number": 0.99,
            "invoice_date": 0.97,
            "due_date": 0.9,
            "purchase_order": 0.85,
            "currency": 0.99,
            "subtotal": 0.96,
            "discount": 0.7,
            "shipping": 0.9,
            "tax_rate": 0.6,
            "tax_amount": 0.95,
            "tax_breakdown": 0.9,
            "total": 0.99,
            "amount_due": 0.97,
            "payment_terms": 0.8,
            "line_items": 0.88,
        },
    }
    invoice.update(overrides)
    return invoice
