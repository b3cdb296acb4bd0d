"""Which database addresses Torneo opens, and what the director reads for one it cannot: a
sentence in their language naming the forms that work, never a Python traceback, and the
system's or the driver's reasons (a missing folder, a full disk, a server that does not
answer) in words too."""

from __future__ import annotations

import errno
import socket
from pathlib import Path

import pytest

from tournament_app.services import ErrorCode, ServiceError, database_file, open_services
from tournament_app.services.messages import LANGUAGES, describe, system_reason
from tournament_app.storage.errors import file_reason, server_reason

UNSUPPORTED = [
    "postgresql+psycopg2://u@127.0.0.1:1/x",
    "postgresql+asyncpg://u@127.0.0.1:1/x",
    "mysql://u@localhost/x",
    "foo://bar",
]


@pytest.mark.parametrize("address", UNSUPPORTED)
def test_an_address_torneo_cannot_open_is_a_refusal(address: str) -> None:
    with pytest.raises(ServiceError) as refused:
        open_services(address)
    assert refused.value.code is ErrorCode.DATABASE_ADDRESS
    for language in LANGUAGES:
        sentence = describe(refused.value, language)
        assert "postgresql://" in sentence and "?" not in sentence and "{" not in sentence
    assert "Torneo non sa aprire" in describe(refused.value, "it")


@pytest.mark.parametrize("address", UNSUPPORTED)
def test_a_display_station_and_the_file_lookup_refuse_it_the_same_way(address: str) -> None:
    for attempt in (lambda: open_services(address, read_only=True), lambda: database_file(address)):
        with pytest.raises(ServiceError) as refused:
            attempt()
        assert refused.value.code is ErrorCode.DATABASE_ADDRESS


@pytest.mark.parametrize(
    "address", ["postgresql://u@h/x", "postgres://u@h/x", "postgresql+psycopg://u@h/x"]
)
def test_the_three_postgresql_forms_are_read_as_a_server(address: str) -> None:
    assert database_file(address) is None


def test_a_sqlite_url_and_a_plain_path_are_the_same_file(tmp_path: Path) -> None:
    path = tmp_path / "serata.sqlite3"
    assert database_file(f"sqlite:///{path}") == database_file(str(path)) == path


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_server_that_refuses_the_connection_is_said_in_italian() -> None:
    """Nobody listens on the port: the reason in words, not psycopg's English with its tab."""
    address = f"postgresql+psycopg://u@127.0.0.1:{_free_port()}/x"
    with pytest.raises(ServiceError) as refused:
        open_services(address)
    assert refused.value.code is ErrorCode.DATABASE_UNREACHABLE
    italian = describe(refused.value, "it")
    assert "il server non risponde a quell'indirizzo" in italian
    assert "Connection refused" not in italian and "\t" not in italian and "\n" not in italian
    assert "does not answer at that address" in describe(refused.value, "en")


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        (
            'connection failed: connection to server at "127.0.0.1", port 1 failed: Connection'
            " refused\n\tIs the server running on that host and accepting TCP/IP connections?",
            "server_refused",
        ),
        (
            "failed to resolve host 'x.invalid': [Errno -2] Name or service not known",
            "server_unknown",
        ),
        ('FATAL:  password authentication failed for user "u"', "server_login"),
        ('FATAL:  database "serata" does not exist', "server_no_database"),
        ("connection timeout expired", "server_timeout"),
        (
            'connection failed: connection to server at "127.0.0.1", port 1 failed: server'
            " closed the connection unexpectedly\n\tThis probably means the server terminated",
            "server_closed",
        ),
        ("could not receive data from server: Connection reset by peer", "server_closed"),
        ("connection failed: could not send SSL negotiation packet: Broken pipe", "server_closed"),
        ("SSL SYSCALL error: EOF detected", "server_closed"),
        ("something new\nsecond line", "something new"),
    ],
)
def test_the_drivers_reasons_are_named(message: str, reason: str) -> None:
    assert server_reason(message) == reason


@pytest.mark.parametrize(
    ("code", "italian", "english"),
    [
        (errno.EISDIR, "è una cartella", "it is a folder"),
        (errno.EACCES, "non c'è il permesso", "no permission"),
        (errno.ENOSPC, "il disco è pieno", "the disk is full"),
        (errno.EROFS, "di sola lettura", "read-only"),
    ],
)
def test_the_systems_file_errors_are_said_in_words(
    tmp_path: Path, code: int, italian: str, english: str
) -> None:
    error = OSError(code, "system words", str(tmp_path / "serata.pdf"))
    reason = file_reason(error)
    assert italian in system_reason(reason, "it")
    assert english in system_reason(reason, "en")
    assert "system words" not in system_reason(reason, "it")


def test_a_missing_file_and_a_missing_folder_are_told_apart(tmp_path: Path) -> None:
    in_a_folder = OSError(errno.ENOENT, "No such file or directory", str(tmp_path / "x.csv"))
    nowhere = OSError(errno.ENOENT, "No such file or directory", str(tmp_path / "no" / "x.csv"))
    assert system_reason(file_reason(in_a_folder), "it") == "il file non esiste"
    assert system_reason(file_reason(nowhere), "it") == "la cartella indicata non esiste"


def test_an_unknown_system_error_keeps_its_own_words() -> None:
    assert file_reason(OSError(errno.EIO, "Input/output error")) == "Input/output error"
