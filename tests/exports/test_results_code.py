"""The QR code that opens the results: printed on the wall sheets, the table cards and the
score cards when the director set the results address, read back from the rendered pages;
nothing at all without one.

The pages are rendered grey (PGM) at 150 dpi, as zbarimg reads them: pdftoppm writes those in
a fraction of the time a colour PNG takes, and only the pages a test reads."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tests.builders.snapshots import with_services
from tests.builders.tournaments import burraco_tournament
from tests.exports.pdf_reading import address_under_code, pdf_text, qr_codes
from tests.hall import evenings
from tournament_app.services import BurracoSettings, ErrorCode, ServiceError, Services
from tournament_app.services import exports as actions

ADDRESS = "https://www.circolo-il-fante.it/tornei/2026/serata-del-venerdi/risultati"


def _printouts(services: Services, tid: int, folder: Path) -> dict[str, Path]:
    """Round 1's seating lists and table cards, the standings and the score cards."""
    papers = {name: folder / f"{name}.pdf" for name in ("seating", "cards", "standings", "scores")}
    actions.seating_pdf(services, tid, 1, papers["seating"])
    actions.table_cards_pdf(services, tid, 1, papers["cards"])
    actions.standings_pdf(services, tid, papers["standings"])
    actions.score_cards_pdf(services, tid, papers["scores"])
    return papers


def _pages(path: Path, folder: Path, *, first_only: bool = False) -> list[Path]:
    """The printout's pages (only its first with `first_only`) as grey pictures, in order."""
    folder.mkdir(parents=True, exist_ok=True)
    first = ["-f", "1", "-l", "1"] if first_only else []
    subprocess.run(
        ["pdftoppm", "-gray", "-r", "150", *first, str(path), str(folder / path.stem)], check=True
    )
    pictures = sorted(folder.glob(f"{path.stem}-*.pgm"))
    assert pictures, f"no page of {path} rendered"
    return pictures


def _round_one(services: Services, settings: BurracoSettings) -> int:
    tid = burraco_tournament(services, 8, settings)
    services.rounds.generate(tid, seed=1)
    services.rounds.publish(tid, 1)
    return tid


def _round_one_published(services: Services) -> int:
    """Eight pairs, no results address yet, round 1 published."""
    return _round_one(services, BurracoSettings())


# Built once per process and backend, and copied for each test (tests/builders/snapshots.py).
STATES = {"round_one": with_services(_round_one_published)}
start, database_url = evenings.start, evenings.database_url


@pytest.fixture
def round_one(start: tuple[str, Any]) -> int:
    return start[1]


def test_the_code_opens_the_results_address(
    services: Services, round_one: int, tmp_path: Path
) -> None:
    """Set with the tournament's settings, the address is on the first page of every wall
    sheet, on every table card and score card: the QR code read back is the address, and
    the address is printed under it."""
    tid = round_one
    tournament = services.tournaments.get(tid)
    services.tournaments.edit(tid, settings=replace(tournament.settings, results_url=ADDRESS))
    for name, path in _printouts(services, tid, tmp_path).items():
        every_page = name in ("cards", "scores")
        for picture in _pages(path, tmp_path / name, first_only=not every_page):
            assert qr_codes(picture) == [ADDRESS] * (2 if name == "scores" else 1), picture
        # Under the code, on lines cut between its parts (never after a "-", which a reader
        # would take for a hyphen to drop).
        under = address_under_code(path, "Risultati online", len(ADDRESS))
        assert "".join(under) == ADDRESS, under
        assert not any(line.endswith("-") for line in under), under
        assert "Risultati online" in pdf_text(path)


def test_no_address_no_code(services: Services, round_one: int, tmp_path: Path) -> None:
    """Without an address nothing is printed: no code, no caption."""
    tid = round_one
    for name, path in _printouts(services, tid, tmp_path).items():
        for picture in _pages(path, tmp_path / name):
            assert qr_codes(picture) == []
        assert "Risultati online" not in pdf_text(path)
        assert "https://" not in pdf_text(path)


def test_an_address_that_is_not_a_web_address_is_refused(services: Services) -> None:
    """A code must never lead nowhere: "www.club.it" (no https://), spaces, another
    scheme are refused and the address kept as it was; "" takes it away."""
    tid = _round_one(services, BurracoSettings(results_url=ADDRESS))
    settings = services.tournaments.get(tid).settings
    for wrong in ("www.circolo.it", "https://circolo .it", "ftp://circolo.it", "https://"):
        with pytest.raises(ServiceError) as refused:
            services.tournaments.edit(tid, settings=replace(settings, results_url=wrong))
        assert refused.value.code is ErrorCode.INVALID_SETTINGS
        assert services.tournaments.get(tid).settings.results_url == ADDRESS
    services.tournaments.edit(tid, settings=replace(settings, results_url=""))
    assert services.tournaments.get(tid).settings.results_url == ""


def test_a_finished_tournament_may_still_be_given_its_address(
    services: Services, round_one: int, tmp_path: Path
) -> None:
    """The standings pinned up at the end print the code: the address may be set once the
    tournament is marked finished, while any other setting stays refused."""
    tid = round_one
    for table in services.rounds.get(tid, 1).tables:
        services.results.enter_totals(tid, 1, table.table, 900, 400)
    services.tournaments.finish(tid, despite_open=True)
    settings = services.tournaments.get(tid).settings
    services.tournaments.edit(tid, settings=replace(settings, results_url=ADDRESS))
    assert services.tournaments.get(tid).settings.results_url == ADDRESS
    with pytest.raises(ServiceError) as refused:
        services.tournaments.edit(tid, settings=replace(settings, bye_vp=12))
    assert refused.value.code is ErrorCode.TOURNAMENT_FINISHED
    standings = tmp_path / "classifica.pdf"
    actions.standings_pdf(services, tid, standings)
    (picture,) = _pages(standings, tmp_path / "pages", first_only=True)
    assert qr_codes(picture) == [ADDRESS]
