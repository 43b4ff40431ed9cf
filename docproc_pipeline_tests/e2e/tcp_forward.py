"""A small TCP forwarder for the multi-host test: `python -m ... LISTEN=TARGET ...`, each
`host:port=host:port`. The machine's PostgreSQL and RabbitMQ listen on 127.0.0.1 only; the
test's worker hosts (network namespaces) reach them through this forwarder on the host side of
their veth link, as another machine would reach them through a server's public address.

A connection closed on one side is closed on the other; a side that goes silent (its host
vanished from the network) is not: the far end finds out by its own timeouts, as it would.
A listener written `LISTEN=TARGET,keepalive` probes its clients after 2 s of silence (every
1 s, 3 times) and gives up on data a client has not acknowledged for 5 s, then drops it, as a
PostgreSQL server does with `tcp_keepalives_idle = 2`, `tcp_keepalives_interval = 1`,
`tcp_keepalives_count = 3` and `tcp_user_timeout = 5000`.
"""

from __future__ import annotations

import asyncio
import socket
import sys


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        writer.close()


def _keepalive(sock: socket.socket) -> None:
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, 2)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL, 1)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT, 3)
    # Keepalive probes only run while nothing is in flight; a reply sent just as the client
    # vanished would be retransmitted for ~15 minutes. Give up on unacknowledged data after 5 s.
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, 5000)


def _handler(target_host: str, target_port: int, keepalive: bool):  # type: ignore[no-untyped-def]
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if keepalive:
            _keepalive(writer.get_extra_info("socket"))
        try:
            up_reader, up_writer = await asyncio.open_connection(target_host, target_port)
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))

    return handle


def _split(address: str) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    return host, int(port)


async def main(pairs: list[str]) -> None:
    servers = []
    for pair in pairs:
        listen, _, rest = pair.partition("=")
        target, _, option = rest.partition(",")
        lhost, lport = _split(listen)
        handler = _handler(*_split(target), keepalive=option == "keepalive")
        servers.append(await asyncio.start_server(handler, lhost, lport))
    print("ready", flush=True)
    await asyncio.gather(*(s.serve_forever() for s in servers))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1:]))
