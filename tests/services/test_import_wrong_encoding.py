"""A CSV written in another encoding than Torneo reads (a Mac's, an old DOS program's, UTF-8
opened and saved again as "ANSI"): its accented names would come out garbled and enter the
registry as new people. The file is refused, naming the line and the garbled text and saying
to save it as UTF-8; nothing is imported. Windows-1252 (Excel's CSV on Italian Windows) and
UTF-8 read as written."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

import pytest

from tournament_app.services import BurracoSettings, Game, Services, TournamentDraft
from tournament_app.services.imports.lists import (
    ImportFileError,
    ImportFileRefused,
    ImportProblem,
    import_entries,
    import_registry,
    preview_file,
)

ROWS = [
    ["Cognome", "Nome", "Tessera", "Circolo", "Categoria"],
    ["CANTÙ", "NICCOLÒ", "", "Forlì", "A"],
    ["Rossi", "Mario", "", "Aurora", "A"],
]


def _csv_text(rows: list[list[str]]) -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=";", lineterminator="\r\n").writerows(rows)
    return out.getvalue()


def _saved_again_as_ansi(text: str) -> bytes:
    """UTF-8 opened as Windows-1252 and saved as UTF-8: each accented letter two characters."""
    return text.encode("utf-8").decode("cp1252", errors="replace").encode("utf-8")


@pytest.mark.parametrize(
    ("raw", "garbled"),
    [
        (_csv_text(ROWS).encode("mac_roman"), "CANTô"),
        (_csv_text(ROWS).encode("cp850"), "CANTë"),
        (_saved_again_as_ansi(_csv_text(ROWS)), "CANTÃ™"),
    ],
    ids=["mac roman", "cp850", "utf-8 saved as ansi"],
)
def test_a_list_in_another_encoding_is_refused_and_nothing_imported(
    services: Services, tmp_path: Path, raw: bytes, garbled: str
) -> None:
    path = tmp_path / "soci.csv"
    path.write_bytes(raw)
    tid = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Serata", settings=BurracoSettings(individual=True))
    ).id
    attempts: tuple[Callable[[], object], ...] = (
        lambda: import_entries(services, tid, path),
        lambda: import_registry(services, path),
    )
    for attempt in attempts:
        with pytest.raises(ImportFileRefused) as refused:
            attempt()
        assert refused.value.problem is ImportProblem.WRONG_ENCODING
        italian = refused.value.sentence("it")
        assert italian.startswith(f"Riga 2: «{garbled}» sembra illeggibile")
        assert "CSV UTF-8" in italian and "Non è stato importato nulla" in italian
        english = refused.value.sentence("en")
        assert english.startswith(f"Line 2: “{garbled}” looks garbled")
        assert "CSV UTF-8" in english
    assert services.entries.list(tid) == ()
    assert services.registry.search("", limit=50) == ()


def test_a_dos_invisible_character_is_the_encoding_not_the_cell(tmp_path: Path) -> None:
    """«Forlì» alone in code page 850: its ì reads as an invisible code; the file is refused
    for its encoding, not listed as a row with an invisible character to delete."""
    path = tmp_path / "soci.csv"
    path.write_bytes("Cognome;Nome;Circolo\nRossi;Mario;Forlì\n".encode("cp850"))
    with pytest.raises(ImportFileError) as refused:
        preview_file(path)
    assert (refused.value.code, refused.value.line) == (ImportProblem.WRONG_ENCODING, 2)


@pytest.mark.parametrize("encoding", ["cp1252", "utf-8", "utf-8-sig"])
def test_italian_names_in_windows_1252_or_utf8_read_as_written(
    tmp_path: Path, encoding: str
) -> None:
    """Capitals with their accent, an accent typed small under caps lock, apostrophes and a
    club in quotes, a French and a Slovene name: read as written, nothing refused."""
    rows = [
        ["Cognome", "Nome", "Circolo"],
        ["CANTÙ", "NICCOLÒ", "Forlì"],
        ["CANTù", "NICCOLO’", "Circolo “Stella”"],
        ["D’ANGELO", "Pietro", "Città di Castello"],
        ["Lœwy", "François", "Aurora"],
        ["Šuštar", "Žarko", "Trieste"],
    ]
    path = tmp_path / "soci.csv"
    path.write_bytes(_csv_text(rows).encode(encoding))
    preview = preview_file(path)
    assert preview.errors == ()
    read = [[p.surname, p.name, p.club] for row in preview.rows for p in row.players]
    assert read == rows[1:]
