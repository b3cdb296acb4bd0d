"""A database address as it may be shown or stored: never with its password in it.

A PostgreSQL address can carry a password in three places SQLAlchemy and libpq read: after
the user (`user:secret@host`), as a query parameter (`?password=secret`, any case, even
percent-encoded), and inside a libpq connection string given as the database name or a
parameter's value (`dbname=host%3Dh%20password%3Dsecret`). Every message, title, setting
and log line shows an address through `masked_address`; the settings and the keyring's key
keep `address_without_password`. Standard library only: masking needs no driver, and an
address that does not even parse as a URL is masked all the same.
"""

from __future__ import annotations

import re
from urllib.parse import SplitResult, quote, unquote, unquote_plus, urlsplit, urlunsplit

MASK = "***"
SECRET_WORD = "password"  # also sslpassword, the client key's; a passfile is only a path
_SECRET_IN_TEXT = re.compile(r"(?i)(pass(?:word)?\s*[:=]\s*)(?:'[^']*'|\"[^\"]*\"|[^\s&;,]*)")


def masked_address(address: str) -> str:
    """`address` with every password in it shown as ***; a file path is returned as it is."""
    return _rebuilt(address, stored=False)


def address_without_password(address: str) -> str:
    """`address` with its password taken out (what may be stored, and the keyring's key):
    the user's password and every password parameter removed, any other password masked."""
    return _rebuilt(address, stored=True)


_ADDRESS_IN_TEXT = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"<>]+")


def masked_in_text(text: str) -> str:
    """`text` (an error's message, a traceback) with every address in it masked."""
    return _ADDRESS_IN_TEXT.sub(lambda match: masked_address(match.group(0)), text)


def password_in(address: str) -> str | None:
    """The password written in `address` (after the user, or as `?password=`), if any."""
    parts = _parts(address)
    if parts is None:
        return None
    user, at, _host = parts.netloc.rpartition("@")
    if at and ":" in user:
        return unquote(user.split(":", 1)[1]) or None
    for pair in parts.query.split("&"):
        key, equals, value = pair.partition("=")
        if equals and unquote_plus(key).strip().lower() == SECRET_WORD:
            return unquote_plus(value) or None
    return None


def with_password(address: str, password: str) -> str:
    """`address` with `password` put in (only ever held in memory, to connect): after the
    user when there is one, else as the `password` parameter."""
    plain = address_without_password(address)
    parts = _parts(plain)
    if parts is None:
        return address
    user, at, host = parts.netloc.rpartition("@")
    if at and user:
        netloc = f"{user}:{quote(password, safe='')}@{host}"
        return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
    pair = f"{SECRET_WORD}={quote(password, safe='')}"
    query = f"{parts.query}&{pair}" if parts.query else pair
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, parts.fragment))


def has_secret(address: str) -> bool:
    """True when `address` holds a password anywhere (masking it changes it)."""
    return masked_address(address) != address


def _parts(address: str) -> SplitResult | None:
    """The address split as a URL; None for a file path or an address that does not split."""
    if "://" not in address:
        return None
    try:
        parts = urlsplit(address)
        _ = parts.port  # a port that is not a number raises here, not later
    except ValueError:
        return None
    return parts


def _rebuilt(address: str, *, stored: bool) -> str:
    """`address` with its passwords masked, or (`stored`) taken out where they can be."""
    parts = _parts(address)
    if parts is None:
        return _masked_text(address) if "://" in address else address
    user, at, host = parts.netloc.rpartition("@")
    if at and ":" in user:
        name = user.split(":", 1)[0]
        user = name if stored else f"{name}:{MASK}"
    netloc = f"{user}@{host}" if at else parts.netloc
    pairs = []
    for pair in parts.query.split("&") if parts.query else ():
        key, equals, value = pair.partition("=")
        if SECRET_WORD in unquote_plus(key).lower():
            if stored:
                continue
            pairs.append(f"{key}={MASK}")
        elif SECRET_WORD in unquote_plus(value).lower():
            pairs.append(f"{key}{equals}{MASK}")  # a connection string given as a value
        else:
            pairs.append(pair)
    path = parts.path
    if SECRET_WORD in unquote_plus(path).lower():
        path = f"/{MASK}"  # a connection string given as the database name
    query = "&".join(pairs)
    if (netloc, path, query) == (parts.netloc, parts.path, parts.query):
        return address  # nothing secret: as it was typed (urlunsplit would drop "//")
    return urlunsplit((parts.scheme, netloc, path, query, parts.fragment))


def _masked_text(address: str) -> str:
    """An address that does not split as a URL: nothing between "://" and the last "@"
    but the user (and *** for a password), and every `password=` value masked."""
    scheme, _, rest = address.partition("://")
    credentials, at, place = rest.rpartition("@")
    name, colon, _secret = credentials.partition(":")
    shown = f"{scheme}://{name}{colon and ':' + MASK}{at}{place}" if at else address
    return _SECRET_IN_TEXT.sub(lambda match: match.group(1) + MASK, shown)
