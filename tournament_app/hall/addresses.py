"""The addresses a phone types or scans to reach the hall: the laptop's on the club's network."""

from __future__ import annotations

import contextlib
import ipaddress
import socket

_EVERY = ("0.0.0.0", "", "::")


def shown_addresses(host: str) -> tuple[str, ...]:
    """The hosts to show for a server listening on `host`: each of this machine's network
    addresses when it listens on every interface (loopback last: only this machine), else
    `host` itself."""
    if host not in _EVERY:
        return (host,)
    found = [address for address in _network_addresses() if not _loopback(address)]
    return (*dict.fromkeys(found), "127.0.0.1")


def _network_addresses() -> list[str]:
    found: list[str] = []
    # The address the machine would leave by: a UDP socket "connected" sends nothing.
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    return found


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback or address == "0.0.0.0"
    except ValueError:
        return True
