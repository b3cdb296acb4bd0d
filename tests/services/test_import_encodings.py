"""Lists as Excel writes them besides its "CSV": "Unicode text" (UTF-16 with a byte order
mark, tab-separated, CRLF) and lines carrying an extra separator at the end. Each reads as
the director sees it in Excel, accents kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament_app.services import BurracoSettings, Game, TournamentDraft, open_services
from tournament_app.services.imports.lists import import_entries, import_registry, preview_file

# A list as a club keeps it: accents, an apostrophe, a club name with a separator in it.
PLAYERS = [
    ("Rossi", "Niccolò", "FI-1", "Aurora; Roma"),
    ("D'Amico", "Anna Maria", "FI-2", ""),
    ("Müller", "Jürgen", "", 'Circolo "Stella"'),
]


def excel_unicode_text(rows: list[tuple[str, ...]], *, big_endian: bool = False) -> bytes:
    """Rows as Excel's "Unicode text" saves them: UTF-16 with its byte order mark, cells
    separated by tabs, CRLF, a cell quoted (quotes doubled) when it holds a quote or a tab."""

    def cell(text: str) -> str:
        if '"' in text or "\t" in text:
            return '"' + text.replace('"', '""') + '"'
        return text

    text = "".join("\t".join(cell(c) for c in row) + "\r\n" for row in rows)
    codec = "utf-16-be" if big_endian else "utf-16-le"
    mark = b"\xfe\xff" if big_endian else b"\xff\xfe"
    return mark + text.encode(codec)


HEADINGS = ("Cognome", "Nome", "Tessera", "Circolo")


@pytest.mark.parametrize("big_endian", [False, True])
def test_excel_unicode_text_reads_with_its_accents(tmp_path: Path, big_endian: bool) -> None:
    """A "Unicode text" file (.txt) reads as three players, every letter as typed."""
    path = tmp_path / "soci.txt"
    path.write_bytes(excel_unicode_text([HEADINGS, *PLAYERS], big_endian=big_endian))
    preview = preview_file(path)
    assert preview.errors == ()
    read = [(p.surname, p.name, p.tessera, p.club) for row in preview.rows for p in row.players]
    assert read == PLAYERS


def test_excel_unicode_text_fills_the_registry(database_url: str, tmp_path: Path) -> None:
    """Imported into the registry: the players are found by their accented names."""
    path = tmp_path / "soci.txt"
    path.write_bytes(excel_unicode_text([HEADINGS, *PLAYERS]))
    services = open_services(database_url)
    try:
        assert import_registry(services, path).added == 3
        (found,) = services.registry.search("Niccolò")
        assert (found.surname, found.club) == ("Rossi", "Aurora; Roma")
    finally:
        services.close()


@pytest.mark.parametrize(
    "text",
    [
        # Every data line ends with a separator the heading line lacks (a column deleted in
        # Excel after the headings were retyped, or lines pasted from another sheet).
        "Cognome 1;Nome 1;Cognome 2;Nome 2\r\nRossi;Anna;Bianchi;Carlo;\r\nVerdi;Lia;Neri;Ugo;\r\n",
        # Only the heading line ends with one.
        "Cognome 1;Nome 1;Cognome 2;Nome 2;\r\nRossi;Anna;Bianchi;Carlo\r\nVerdi;Lia;Neri;Ugo\r\n",
        # Some lines with, some without, and several at the end.
        "Cognome 1;Nome 1;Cognome 2;Nome 2;;\r\nRossi;Anna;Bianchi;Carlo\r\n"
        "Verdi;Lia;Neri;Ugo;;;\r\n",
    ],
    ids=["data lines", "heading line", "mixed"],
)
def test_lines_with_an_extra_separator_at_the_end_import(
    database_url: str, tmp_path: Path, text: str
) -> None:
    """Empty cells at a line's end are nothing: both pairs are entered."""
    path = tmp_path / "iscritti.csv"
    path.write_bytes(text.encode("cp1252"))
    services = open_services(database_url)
    try:
        tournament = services.tournaments.create(
            TournamentDraft(game=Game.BURRACO, name="Separatori", settings=BurracoSettings())
        ).id
        assert import_entries(services, tournament, path).added == 2
        names = [entry.names for entry in services.entries.list(tournament)]
        assert names == ["Rossi Anna - Bianchi Carlo", "Verdi Lia - Neri Ugo"]
    finally:
        services.close()
