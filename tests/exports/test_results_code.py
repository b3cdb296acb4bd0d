"""The QR code that opens the results: printed on the wall sheets, the table cards and the
score cards when the director set the results address, read back from the rendered pages;
nothing at all without one."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.builders.tournaments import burraco_tournament
from tests.exports.pdf_reading import address_under_code, page_pictures, pdf_text, qr_codes
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


def _round_one(services: Services, settings: BurracoSettings) -> int:
    tid = burraco_tournament(services, 8, settings)
    services.rounds.generate(tid, seed=1)
    services.rounds.publish(tid, 1)
    return tid


def test_the_code_opens_the_results_address(services: Services, tmp_path: Path) -> None:
    """Set with the tournament's settings, the address is on the first page of every wall
    sheet, on every table card and score card: the QR code read back is the address, and
    the address is printed under it."""
    tid = _round_one(services, BurracoSettings())
    tournament = services.tournaments.get(tid)
    services.tournaments.edit(tid, settings=replace(tournament.settings, results_url=ADDRESS))
    for name, path in _printouts(services, tid, tmp_path).items():
        pictures = page_pictures(path, tmp_path / name)
        first_pages = pictures if name in ("cards", "scores") else pictures[:1]
        for picture in first_pages:
            assert qr_codes(picture) == [ADDRESS] * (2 if name == "scores" else 1), picture
        # Under the code, on lines cut between its parts (never after a "-", which a reader
        # would take for a hyphen to drop).
        under = address_under_code(path, "Risultati online", len(ADDRESS))
        assert "".join(under) == ADDRESS, under
        assert not any(line.endswith("-") for line in under), under
        assert "Risultati online" in pdf_text(path)


def test_no_address_no_code(services: Services, tmp_path: Path) -> None:
    """Without an address nothing is printed: no code, no caption."""
    tid = _round_one(services, BurracoSettings())
    for name, path in _printouts(services, tid, tmp_path).items():
        for picture in page_pictures(path, tmp_path / name):
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
    services: Services, tmp_path: Path
) -> None:
    """The standings pinned up at the end print the code: the address may be set once the
    tournament is marked finished, while any other setting stays refused."""
    tid = _round_one(services, BurracoSettings())
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
    (picture, *_) = page_pictures(standings, tmp_path / "pages")
    assert qr_codes(picture) == [ADDRESS]
