"""A PostgreSQL password given any way libpq takes one never shows: not in the command
line's tables, its JSON, its error sentences on stderr, nor in the log it writes. The
address is shown with the password masked (***), so the director still sees which server."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from tests.databases import postgres_admin_url
from tournament_app.cli.main import run_cli
from tournament_app.services import ServiceError, open_services

SECRET = "Zq7SegretaXy"  # a word nothing else in an output could contain

FORMS = [
    "after the user",
    "password parameter",
    "password parameter in capitals",
    "password parameter percent-encoded",
    "PGPASSWORD",
    "pg_service file",
    "passfile",
]
# libpq knows its parameters in small letters only: "PassWord" is refused as an unknown
# option, still without showing the password (the tests below).
WORKING_FORMS = [form for form in FORMS if form != "password parameter in capitals"]


def _address(server_url: str, form: str, database: str, tmp_path: Path, monkeypatch) -> str:
    """The test server's address for `database`, its password given the way `form` says."""
    parts = urlsplit(server_url)
    host, port, user = parts.hostname, parts.port, parts.username or "postgres"

    def at(netloc: str, query: str = "") -> str:
        return urlunsplit(("postgresql+psycopg", netloc, f"/{database}", query, ""))

    if form == "after the user":
        return at(f"{user}:{SECRET}@{host}:{port}")
    if form == "password parameter":
        return at(f"{user}@{host}:{port}", f"password={SECRET}")
    if form == "password parameter in capitals":
        return at(f"{user}@{host}:{port}", f"PassWord={SECRET}")
    if form == "password parameter percent-encoded":
        return at(f"{user}@{host}:{port}", f"pass%77ord={SECRET}")
    if form == "PGPASSWORD":
        monkeypatch.setenv("PGPASSWORD", SECRET)
        return at(f"{user}@{host}:{port}")
    if form == "pg_service file":
        services = tmp_path / "pg_service.conf"
        services.write_text(
            f"[club]\nhost={host}\nport={port}\nuser={user}\ndbname={database}\n"
            f"password={SECRET}\n",
            encoding="utf-8",
        )
        monkeypatch.setenv("PGSERVICEFILE", str(services))
        return "postgresql+psycopg://?service=club"
    assert form == "passfile"
    passfile = tmp_path / "pgpass"
    passfile.write_text(f"{host}:{port}:*:{user}:{SECRET}\n", encoding="utf-8")
    passfile.chmod(0o600)
    return at(f"{user}@{host}:{port}", f"passfile={passfile}")


@pytest.fixture
def server_address(_postgres_reused: object) -> str:
    """The test server's address, for the refusals below: they name a database the server
    does not have, so none is made for them (`_postgres_reused` marks them as tests that
    need the server, left out of a run without one like `server_url`'s)."""
    admin_url = postgres_admin_url()
    assert admin_url is not None
    return admin_url


def _run(capsys, *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = run_cli(["--lang", "en", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("form", WORKING_FORMS)
def test_a_working_server_address_never_prints_its_password(
    form, server_url, tmp_path, monkeypatch, capsys
) -> None:
    """Create a tournament, list it and read its log, tables and JSON: no password."""
    database = urlsplit(server_url).path.lstrip("/")
    address = _address(server_url, form, database, tmp_path, monkeypatch)
    for json_or_table in (["--json"], []):
        code, out, err = _run(
            capsys,
            "--db",
            address,
            *json_or_table,
            "tournament",
            "create",
            "--game",
            "burraco",
            "--name",
            "Serata",
            "--date",
            "2026-12-04",
        )
        assert code == 0, err
        for command in (["tournament", "list"], ["log", "-t", "1", "--details"]):
            code, listed, err_listed = _run(capsys, "--db", address, *json_or_table, *command)
            assert code == 0, err_listed
            out += listed + err_listed
        assert SECRET not in out + err


@pytest.mark.parametrize("form", FORMS)
def test_a_refused_server_address_shows_it_masked(
    form, server_address, tmp_path, monkeypatch, capsys
) -> None:
    """A database the server does not have: the sentence names the server, stdout's JSON and
    stderr hold no password, and a password written in the address shows as ***."""
    address = _address(server_address, form, "torneo_no_such_db", tmp_path, monkeypatch)
    for json_or_table in (["--json"], []):
        code, out, err = _run(capsys, "--db", address, *json_or_table, "tournament", "list")
        assert code != 0
        assert SECRET not in out and SECRET not in err
        if "@" in address.split("/")[2] or "?" in address:
            assert "127.0.0.1" in err or "service=club" in err
    if SECRET in address:
        assert "***" in err


@pytest.mark.parametrize("form", FORMS)
def test_the_services_error_holds_no_password(form, server_address, tmp_path, monkeypatch) -> None:
    """The refusal itself (what a log or a re-raise prints) is masked too."""
    address = _address(server_address, form, "torneo_no_such_db", tmp_path, monkeypatch)
    with pytest.raises(ServiceError) as refused:
        open_services(address)
    assert SECRET not in str(refused.value) and SECRET not in repr(refused.value.params)
    with pytest.raises(ServiceError) as refused_display:
        open_services(address, read_only=True)
    assert SECRET not in str(refused_display.value)


def test_an_unsupported_driver_address_is_masked_too(capsys) -> None:
    """psycopg2's form is refused by name, its password masked in every form of it."""
    for address in (
        f"postgresql+psycopg2://u:{SECRET}@127.0.0.1:1/club",
        f"postgresql+psycopg2://u@127.0.0.1:1/club?password={SECRET}",
        f"mysql://u@h/club?PASSWORD={SECRET}",
    ):
        code, out, err = _run(capsys, "--db", address, "--json", "tournament", "list")
        assert code == 3 and SECRET not in out + err and "***" in out


def test_a_bugs_traceback_never_shows_the_password(monkeypatch, capsys):
    """An unforeseen error quoting an address surfaces as itself (a traceback, exit 1), with
    the password masked."""
    import tournament_app.cli.main as cli_main
    from tournament_app.__main__ import main

    def broken(_args):
        raise RuntimeError("lost postgresql+psycopg://club:S3GRETO@db.example/serata midway")

    monkeypatch.setattr(cli_main, "run_cli", broken)
    assert main(["tournament", "list"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" in err and "RuntimeError" in err
    assert "S3GRETO" not in err and "***" in err
