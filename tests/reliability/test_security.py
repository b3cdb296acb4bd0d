"""Security: no SQL made from strings, exports that neutralise what users typed, server
passwords never written down or shown."""

from __future__ import annotations

import ast
import io
import zipfile
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.reliability.reliability_helpers import ROOT
from tournament_app.cli.main import run_cli
from tournament_app.services import (
    NewEntry,
    PlayerSpec,
    ServiceError,
    TournamentId,
    open_services,
)
from tournament_app.services.messages import LANGUAGES, describe

SQL_PACKAGES = ("tournament_app/storage", "tournament_app/services")
# Calls that send SQL text to the database as it is.
RAW_SQL_CALLS = {"execute", "exec_driver_sql", "executescript", "text"}
# The only SQL written as text anywhere: constant pragmas and the read-only probes that look
# at a file before it is trusted (storage/engine.py, storage/database.py).
ALLOWED_SQL = {
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=FULL",
    "PRAGMA foreign_keys=ON",
    "PRAGMA foreign_keys=OFF",
    "PRAGMA busy_timeout=10000",
    "BEGIN",
    "COMMIT",
    "ROLLBACK",
    "SELECT name FROM sqlite_master WHERE type='table'",
    "SELECT version_num FROM alembic_version",
    # A display station's connections: refuse every write, and open the file now to know.
    "PRAGMA query_only=ON",
    "SELECT count(*) FROM sqlite_master",
}


def _raw_sql_sites() -> list[tuple[str, int, str]]:
    """(file, line, the SQL or how it is built) for each call passing text as SQL."""
    sites = []
    for package in SQL_PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue  # Alembic's own operations, reviewed with each migration
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name not in RAW_SQL_CALLS:
                    continue
                first = node.args[0]
                where = str(path.relative_to(ROOT))
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    sites.append((where, node.lineno, first.value))
                elif isinstance(first, ast.JoinedStr | ast.BinOp) or (
                    isinstance(first, ast.Call)
                    and isinstance(first.func, ast.Attribute)
                    and first.func.attr == "format"
                ):
                    sites.append((where, node.lineno, "<SQL built from strings>"))
    return sites


def _is_allowed(sql: str) -> bool:
    # A read-only integrity probe such as "PRAGMA quick_check(5)" is a constant pragma too.
    return sql in ALLOWED_SQL or sql.startswith(("PRAGMA quick_check", "PRAGMA integrity_check"))


def test_no_sql_is_built_from_strings() -> None:
    """Storage and services send SQL only through SQLAlchemy expressions; the few text
    statements are constants from the allow-list, never f-strings, + or .format."""
    sites = _raw_sql_sites()
    assert ("tournament_app/storage/engine.py", "PRAGMA journal_mode=WAL") in {
        (where, sql) for where, _line, sql in sites
    }, "the scan no longer sees the pragmas it must allow: is it still looking?"
    offending = [site for site in sites if not _is_allowed(site[2])]
    assert offending == []


def test_the_sql_scan_finds_what_it_looks_for(tmp_path: Path) -> None:
    """The scanner itself: it sees f-string, concatenated and formatted SQL."""
    sample = (
        "def f(c, name):\n"
        "    c.execute(f\"SELECT * FROM players WHERE surname = '{name}'\")\n"
        "    c.exec_driver_sql('DELETE FROM players WHERE id = ' + name)\n"
        "    c.execute('SELECT {}'.format(name))\n"
    )
    tree = ast.parse(sample)
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and n.args]
    built = [
        n
        for n in calls
        if isinstance(n.args[0], ast.JoinedStr | ast.BinOp)
        or (isinstance(n.args[0], ast.Call) and getattr(n.args[0].func, "attr", "") == "format")
    ]
    assert len(built) == 3


HOSTILE = {
    "formula": '=HYPERLINK("http://evil.example";"Rossi")',
    "dde": "+cmd|' /C calc'!A0",
    "at": "@SUM(1+1)",
    "markup": "<script>alert('x')</script>",
    "pdf markup": "<font color=red>Bianchi</font>",
}


def test_cli_export_neutralises_formulas_and_markup(tmp_path: Path) -> None:
    """Names typed as formulas or markup come out of `torneo export` as plain text: no
    formula cell in the workbook, no live tag in the web page, the PDF written."""
    database = tmp_path / "serata.sqlite3"
    services = open_services(str(database))
    tournament = services.demo.create_burraco_evening()
    services.entries.add_many(
        tournament,
        [
            NewEntry((PlayerSpec(surname=text, name="Anna"), PlayerSpec(surname=f"Socio {key}")))
            for key, text in HOSTILE.items()
        ],
    )
    services.close()
    xlsx, pdf, html = tmp_path / "serata.xlsx", tmp_path / "serata.pdf", tmp_path / "sito"
    code = run_cli(
        [
            *("--db", str(database), "export", "-t", str(tournament)),
            *("--xlsx", str(xlsx), "--pdf", str(pdf), "--html", str(html)),
        ],
        stdout=io.StringIO(),
        stderr=io.StringIO(),
    )
    assert code == 0
    workbook = load_workbook(xlsx)
    texts = []
    for sheet in workbook.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                assert cell.data_type != "f", f"{sheet.title}!{cell.coordinate}: {cell.value}"
                if isinstance(cell.value, str):
                    texts.append(cell.value)
    # Every hostile name that reached the workbook is there as typed, as text.
    found = {key for key, text in HOSTILE.items() if any(text in value for value in texts)}
    assert found, "the hostile names should appear in the entry list or standings"
    pages = "".join(path.read_text(encoding="utf-8") for path in html.rglob("*.html"))
    assert "<script>" not in pages and "&lt;script&gt;" in pages
    assert "<font" not in pages
    assert pdf.read_bytes().startswith(b"%PDF")


def test_xlsx_export_is_a_plain_zip_without_macros(tmp_path: Path) -> None:
    """The workbook carries no VBA project nor external links a hostile name could use."""
    database = tmp_path / "serata.sqlite3"
    services = open_services(str(database))
    tournament = services.demo.create_burraco_evening()
    services.close()
    xlsx = tmp_path / "serata.xlsx"
    assert (
        run_cli(
            ["--db", str(database), "export", "-t", str(tournament), "--xlsx", str(xlsx)],
            stdout=io.StringIO(),
            stderr=io.StringIO(),
        )
        == 0
    )
    names = zipfile.ZipFile(xlsx).namelist()
    assert not [n for n in names if "vbaProject" in n or "externalLink" in n]


SECRET = "S3greto-Club!"
UNREACHABLE = f"postgresql+psycopg://direttore:{SECRET}@127.0.0.1:9/club"


def test_an_unreachable_server_never_shows_its_password() -> None:
    """The refusal (it and en) names the server but never the password in the URL."""
    with pytest.raises(ServiceError) as refused:
        open_services(UNREACHABLE)
    for language in LANGUAGES:
        sentence = describe(refused.value, language)
        assert "127.0.0.1" in sentence
        assert SECRET not in sentence
    assert SECRET not in str(refused.value)


def test_the_cli_never_prints_the_server_password() -> None:
    """`torneo --db URL-with-password ...` on an unreachable server: exit 1 (the database
    could not be reached, docs/cli.md), no password."""
    for extra in ([], ["--json"]):
        out, err = io.StringIO(), io.StringIO()
        code = run_cli(["--db", UNREACHABLE, *extra, "tournament", "list"], stdout=out, stderr=err)
        assert code == 1
        assert SECRET not in out.getvalue() + err.getvalue()


@pytest.mark.postgres
def test_a_server_password_is_nowhere_in_the_data(
    database_url: str, private_data_dir: Path
) -> None:
    """Work through a server URL holding a password: the password is not in the services'
    location, the audit trail, the tournament data or any file Torneo wrote."""
    if not database_url.startswith("postgresql"):
        # The SQLite half of the fixture: a file path has no password; check the data dir.
        services = open_services(database_url)
        services.close()
        assert not [
            p
            for p in private_data_dir.rglob("*")
            if p.is_file() and SECRET.encode() in p.read_bytes()
        ]
        return
    user_part, rest = database_url.split("://", 1)[1].split("@", 1)
    with_secret = f"postgresql+psycopg://{user_part}:{SECRET}@{rest}"
    services = open_services(with_secret, station="cassa")
    try:
        assert SECRET not in services.location
        tournament = TournamentId(services.demo.create_burraco_evening())
        services.tournaments.edit(tournament, venue="Circolo Aurora")
        dump = repr([services.audit.list(), services.tournaments.list()])
        assert SECRET not in dump
    finally:
        services.close()
    written = [p for p in private_data_dir.rglob("*") if p.is_file()]
    assert not [p for p in written if SECRET.encode() in p.read_bytes()]


def test_the_window_settings_never_hold_a_server_password(tmp_path: Path) -> None:
    """Whatever the window remembers about a server database (last database, last
    tournament shown there), the settings file never holds its password."""
    from tournament_app.ui.settings import Settings

    url = f"postgresql+psycopg://direttore:{SECRET}@192.168.1.10/club"
    settings = Settings(tmp_path / "torneo-gui.ini")
    settings.set_last_tournament(url, 3)
    settings.last_database = url
    settings.sync()
    stored = (tmp_path / "torneo-gui.ini").read_text(encoding="utf-8")
    assert SECRET not in stored
    assert settings.last_database is not None and SECRET not in settings.last_database
