"""Worker hosts for the multi-host test: network namespaces joined to this machine by a veth
link each, with their own address, host name (a UTS namespace) and processes.

Only root with `ip netns` can make them; `unavailable()` says why not, for the skip reason.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import uuid
from dataclasses import dataclass


def _ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30)


def unavailable() -> str | None:
    """Why worker hosts cannot be made here (None when they can)."""
    for tool in ("ip", "unshare"):
        if shutil.which(tool) is None:
            return f"`{tool}` is not installed: network namespaces cannot be made"
    probe = f"dpprobe{uuid.uuid4().hex[:6]}"
    made = _ip("netns", "add", probe)
    if made.returncode != 0:
        return f"`ip netns add` is not permitted here: {made.stderr.strip()}"
    _ip("netns", "del", probe)
    return None


@dataclass(frozen=True, slots=True)
class WorkerHost:
    """One namespace: `name` is its host name, `gateway` this machine's address on its link."""

    name: str
    netns: str
    host_if: str
    gateway: str
    address: str

    def command(self, argv: list[str]) -> list[str]:
        """`argv` run inside this host, under its own host name."""
        inner = f'hostname {self.name} && exec "$@"'
        return [
            "ip",
            "netns",
            "exec",
            self.netns,
            "unshare",
            "--uts",
            "sh",
            "-c",
            inner,
            "sh",
        ] + argv

    def pids(self) -> list[int]:
        out = _ip("netns", "pids", self.netns)
        return [int(p) for p in out.stdout.split()] if out.returncode == 0 else []

    def vanish(self) -> list[int]:
        """The host drops off the network (its link goes down, no connection is closed), then
        every process on it is killed with SIGKILL; returns the PIDs killed."""
        _ip("link", "set", self.host_if, "down")
        killed = []
        for pid in self.pids():
            try:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
            except ProcessLookupError:
                pass
        return killed

    def remove(self) -> None:
        """Kill what still runs in it and delete the namespace and its link."""
        for pid in self.pids():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        _ip("netns", "del", self.netns)
        _ip("link", "del", self.host_if)


def make_host(name: str, subnet: int) -> WorkerHost:
    """A namespace linked to this machine: 10.231.`subnet`.1 (here) <-> .2 (there), /30."""
    tag = uuid.uuid4().hex[:5]
    host = WorkerHost(
        name=name,
        netns=f"docproc-{name}-{tag}",
        host_if=f"dph{tag}",
        gateway=f"10.231.{subnet}.1",
        address=f"10.231.{subnet}.2",
    )
    peer = f"dpn{tag}"
    steps = [
        ("netns", "add", host.netns),
        ("link", "add", host.host_if, "type", "veth", "peer", "name", peer),
        ("link", "set", peer, "netns", host.netns),
        ("addr", "add", f"{host.gateway}/30", "dev", host.host_if),
        ("link", "set", host.host_if, "up"),
        ("-n", host.netns, "addr", "add", f"{host.address}/30", "dev", peer),
        ("-n", host.netns, "link", "set", peer, "up"),
        ("-n", host.netns, "link", "set", "lo", "up"),
    ]
    for step in steps:
        done = _ip(*step)
        if done.returncode != 0:
            host.remove()
            raise RuntimeError(f"ip {' '.join(step)}: {done.stderr.strip()}")
    return host
