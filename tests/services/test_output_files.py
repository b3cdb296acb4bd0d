"""The one rule for every file Torneo writes (services.output_files), on each database under
test: what an existing file is, read from its bytes; which files a document may replace;
each refusal's sentence in both languages; a write that fails leaving the old file whole."""

from __future__ import annotations

import os
import sqlite3
import zipfile
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament
from tournament_app.services import (
    ErrorCode,
    PlayerSpec,
    ServiceError,
    Services,
    exports,
    open_services,
)
from tournament_app.services.archive.tournament_file import export_tournament_file
from tournament_app.services.messages import describe
from tournament_app.services.output_files import OutputKind, check_output, found_kind, write_output


def _refusal(services: Services, target: Path, kind: OutputKind) -> ServiceError:
    with pytest.raises(ServiceError) as refused:
        check_output(services, target, kind)
    assert refused.value.code is ErrorCode.OUTPUT_REFUSED
    return refused.value


def _said(error: ServiceError) -> tuple[str, str]:
    italian, english = describe(error, "it"), describe(error, "en")
    for sentence in (italian, english):
        assert "?" not in sentence and "{" not in sentence, sentence
    return italian, english


def _zip(path: Path, members: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in members.items():
            archive.writestr(name, text)
    return path


def test_an_existing_file_is_known_by_its_bytes_not_its_name(services, tmp_path: Path) -> None:
    """A workbook named .pdf is a workbook; a tournament file, an OpenDocument sheet, a page,
    a database of another program, an empty file and a text each say what they are."""
    tmp_path = tmp_path / "uscita"  # apart from the database's own files
    tmp_path.mkdir()
    tid = burraco_tournament(services, 4)
    exports.workbook_xlsx(services, tid, tmp_path / "finta.pdf")
    export_tournament_file(services, tid, tmp_path / "serata.torneo")
    _zip(tmp_path / "foglio.ods", {"mimetype": "application/vnd.oasis.opendocument.spreadsheet"})
    (tmp_path / "pagina.txt").write_text("\ufeff  <!DOCTYPE html><html></html>", encoding="utf-8")
    other = sqlite3.connect(tmp_path / "magazzino.pdf")
    other.execute("CREATE TABLE articoli (nome TEXT)")
    other.commit()
    other.close()
    (tmp_path / "vuoto.pdf").write_bytes(b"")
    (tmp_path / "note.html").write_text("appunti, non una pagina", encoding="utf-8")
    assert found_kind(tmp_path / "finta.pdf") == "xlsx"
    assert found_kind(tmp_path / "serata.torneo") == "torneo"
    assert found_kind(tmp_path / "foglio.ods") == "zip"
    assert found_kind(tmp_path / "pagina.txt") == "html"
    assert found_kind(tmp_path / "magazzino.pdf") == "sqlite"
    assert found_kind(tmp_path / "vuoto.pdf") == "empty"
    assert found_kind(tmp_path / "note.html") == "other"
    assert not list(tmp_path.glob("*-wal")) and not list(tmp_path.glob("*-shm"))


def test_a_document_replaces_only_its_own_kind(services, tmp_path: Path) -> None:
    tid = burraco_tournament(services, 4)
    pdf, xlsx, torneo = tmp_path / "c.pdf", tmp_path / "c.xlsx", tmp_path / "c.torneo"
    exports.standings_pdf(services, tid, pdf)
    exports.workbook_xlsx(services, tid, xlsx)
    export_tournament_file(services, tid, torneo)
    for target, kind in (
        (pdf, OutputKind.PDF),
        (xlsx, OutputKind.XLSX),
        (torneo, OutputKind.TORNEO),
    ):
        check_output(services, target, kind)  # the same kind: replaced
    italian, english = _said(_refusal(services, torneo, OutputKind.XLSX))
    assert (
        "esiste già ed è un file di torneo (.torneo), non una cartella di lavoro Excel" in italian
    )
    assert "Scegli un altro nome o un'altra cartella. Non è cambiato nulla." in italian
    assert f"The file {torneo} was not written" in english
    assert "is a tournament file (.torneo), not an Excel workbook" in english
    _, english = _said(_refusal(services, xlsx, OutputKind.PDF))
    assert "is an Excel workbook, not a PDF" in english
    _, english = _said(_refusal(services, pdf, OutputKind.DATABASE))
    assert "is a PDF, not a copy of the database" in english
    _, english = _said(_refusal(services, tmp_path, OutputKind.PDF))
    assert "it is a folder, not a file" in english


def test_a_display_station_writes_only_new_files(database_url: str, tmp_path: Path) -> None:
    director = open_services(database_url, station="direttore")
    try:
        tid = burraco_tournament(director, 4)
    finally:
        director.close()
    display = open_services(database_url, station="schermo", read_only=True)
    try:
        old = tmp_path / "classifica.pdf"
        exports.standings_pdf(display, tid, old)  # a new file: written
        kept = old.read_bytes()
        with pytest.raises(ServiceError) as refused:
            exports.standings_pdf(display, tid, old)
        italian, english = _said(refused.value)
        assert "questa postazione è in sola visualizzazione" in italian
        assert "this station is display only: it replaces no file. Choose a new name" in english
        assert old.read_bytes() == kept
    finally:
        display.close()


def test_the_database_and_its_copies_are_refused_in_words(sqlite_url: str) -> None:
    services = open_services(sqlite_url)
    try:
        database = services.database.path
        assert database is not None
        copy = services.backup("tournament-1-round-1-published")
        assert copy is not None
        italian, english = _said(_refusal(services, database, OutputKind.PDF))
        assert "è l'archivio aperto" in italian and "it is the open database" in english
        journal = database.with_name(database.name + "-journal")
        _said(_refusal(services, journal, OutputKind.PDF))  # not there: refused by its name
        italian, english = _said(_refusal(services, copy, OutputKind.DATABASE))
        assert "nella cartella delle copie automatiche" in italian
        assert f"automatic copies ({copy.parent})" in english
        _said(_refusal(services, copy.parent / "nuovo.pdf", OutputKind.PDF))
    finally:
        services.close()


def test_a_copy_replaces_an_old_copy_but_not_a_database_in_use(
    sqlite_url: str, tmp_path: Path
) -> None:
    services = open_services(sqlite_url)
    try:
        copy = services.backups.save_copy(tmp_path / "chiavetta.sqlite3")
        assert services.backups.save_copy(copy) == copy  # yesterday's copy, replaced
        other = open_services(str(copy), station="altra")  # opened elsewhere: its -wal beside it
        try:
            other.tournaments.list()
            with pytest.raises(ServiceError) as refused:
                services.backups.save_copy(copy)
        finally:
            other.close()
        italian, english = _said(refused.value)
        assert "è un archivio di Torneo in uso" in italian
        assert "a Torneo database in use" in english
    finally:
        services.close()


def test_a_copy_never_replaces_another_database(sqlite_url: str, tmp_path: Path) -> None:
    """Last season's database named by mistake when saving tonight's copy: refused in words,
    byte for byte as it was. An older copy of tonight's database, or a database with nothing
    in it yet, is replaced."""
    services = open_services(sqlite_url, station="serata")
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    try:
        burraco_tournament(services, 4)
        older = services.backups.save_copy(stick / "serata.sqlite3")
        burraco_tournament(services, 4)
        assert services.backups.save_copy(older) == older  # an older copy of this one
        last_season = stick / "stagione-scorsa.sqlite3"
        other = open_services(str(last_season), station="circolo")
        burraco_tournament(other, 4)
        other.close()
        kept = last_season.read_bytes()
        with pytest.raises(ServiceError) as refused:
            services.backups.save_copy(last_season)
        assert refused.value.code is ErrorCode.OUTPUT_REFUSED
        italian, english = _said(refused.value)
        assert "è un altro archivio di Torneo, non una copia di questo" in italian
        assert "another Torneo database, not a copy of this one" in english
        assert last_season.read_bytes() == kept
        assert sorted(p.name for p in stick.iterdir()) == [
            "serata.sqlite3",
            "stagione-scorsa.sqlite3",
        ]
        empty = stick / "nuovo.sqlite3"
        open_services(str(empty), station="circolo").close()  # made, nothing in it
        assert services.backups.save_copy(empty) == empty
    finally:
        services.close()


def test_a_copy_never_replaces_one_holding_changes_this_database_lacks(
    sqlite_url: str, tmp_path: Path
) -> None:
    """Tonight's database saved on the stick, then a result typed into the stick's copy at
    home: saving tonight's copy again would lose it, refused in words naming the station. A
    copy of last week saved back over tonight's database's own copy is refused likewise; a
    copy holding nothing newer is replaced."""
    services = open_services(sqlite_url, station="serata")
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    try:
        tid = burraco_tournament(services, 4)
        copy = services.backups.save_copy(stick / "serata.sqlite3")
        home = open_services(str(copy), station="casa")
        burraco_tournament(home, 4)
        home.close()
        kept = copy.read_bytes()
        with pytest.raises(ServiceError) as refused:
            services.backups.save_copy(copy)
        assert refused.value.code is ErrorCode.OUTPUT_REFUSED
        italian, english = _said(refused.value)
        assert "contiene modifiche che questo archivio non ha" in italian
        assert "della postazione casa" in italian
        assert "holds changes this database lacks (the latest by station casa on " in english
        assert copy.read_bytes() == kept
        # Last week's copy, saved back over a newer copy of the same database.
        older = services.backups.save_copy(stick / "vecchia.sqlite3")
        services.entries.add(tid, [PlayerSpec("Nuovo", "Ugo"), PlayerSpec("Altro", "Leo")])
        newer = services.backups.save_copy(stick / "nuova.sqlite3")
        last_week = open_services(str(older), station="serata")
        try:
            with pytest.raises(ServiceError) as refused:
                last_week.backups.save_copy(newer)
            assert refused.value.params["detail"] == "output_newer_copy"
        finally:
            last_week.close()
        assert services.backups.save_copy(newer) == newer  # nothing newer in it: replaced
    finally:
        services.close()


def test_a_write_that_fails_leaves_the_old_file_and_nothing_beside_it(
    services, tmp_path: Path
) -> None:
    """Half a new PDF written, then the disk fails: the old PDF as it was, no scratch file."""
    tmp_path = tmp_path / "uscita"  # apart from the database's own files
    tmp_path.mkdir()
    tid = burraco_tournament(services, 4)
    pdf = tmp_path / "classifica.pdf"
    exports.standings_pdf(services, tid, pdf)
    kept = pdf.read_bytes()

    def half_then_fail(scratch: Path) -> None:
        scratch.write_bytes(b"%PDF-1.4 half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError) as failed:
        write_output(services, pdf, OutputKind.PDF, half_then_fail)
    assert failed.value.filename == str(pdf)  # the director's file named, not the scratch
    assert pdf.read_bytes() == kept
    assert [p.name for p in tmp_path.iterdir()] == ["classifica.pdf"]


def test_a_link_to_a_pdf_is_written_through(services, tmp_path: Path) -> None:
    """ultima.pdf links to the real printout: the printout is replaced, the link stays."""
    tid = burraco_tournament(services, 4)
    real = tmp_path / "stampe" / "classifica.pdf"
    real.parent.mkdir()
    real.write_bytes(b"%PDF-1.4 old")
    (tmp_path / "ultima.pdf").symlink_to(real)
    exports.standings_pdf(services, tid, tmp_path / "ultima.pdf")
    assert (tmp_path / "ultima.pdf").is_symlink()
    assert real.read_bytes() != b"%PDF-1.4 old" and real.read_bytes().startswith(b"%PDF-")


def test_a_pipe_or_a_device_is_refused_without_being_read(services, tmp_path: Path) -> None:
    """A named pipe (reading it would wait for ever) and /dev/null are no PDF to replace."""
    tid = burraco_tournament(services, 4)
    pipe = tmp_path / "coda.pdf"
    os.mkfifo(pipe)
    for target in (pipe, Path(os.devnull)):
        with pytest.raises(ServiceError) as refused:
            exports.standings_pdf(services, tid, target)
        assert "a file of another kind, not a PDF" in describe(refused.value, "en")
    assert pipe.is_fifo() and Path(os.devnull).is_char_device()
