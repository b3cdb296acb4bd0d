"""`make samples` writes every document of a tournament, and pictures of the PDFs."""

from __future__ import annotations

import shutil
from pathlib import Path

from tournament_app.exports import samples
from tournament_app.services import (
    BurracoSettings,
    Game,
    PlayerSpec,
    Services,
    TournamentDraft,
    TournamentId,
    open_services,
)
from tournament_app.services.entries import NewEntry


def _round_one(services: Services, pairs: int) -> TournamentId:
    """A burraco tournament of `pairs` pairs, round 1 published, its first table entered."""
    tournament = services.tournaments.create(
        TournamentDraft(Game.BURRACO, "Demo", "2026-11-29", "Genova", BurracoSettings())
    )
    entries = [NewEntry((PlayerSpec(f"Rossi{i}", "Anna"), PlayerSpec(f"Neri{i}", "Carlo")))
               for i in range(pairs)]  # fmt: skip
    services.entries.add_many(tournament.id, entries)
    seating = services.rounds.generate(tournament.id, seed=3)
    services.rounds.publish(tournament.id, 1)
    services.results.enter_totals(tournament.id, 1, seating.tables[0].table, 1000, 600)
    return tournament.id


def test_samples_write_every_document_and_its_picture(sqlite_url: str, tmp_path: Path) -> None:
    """Standings, prizes, entries, workbook, the last round's four documents, the score
    cards (two and four a page) and movement cards, the site."""
    services = open_services(sqlite_url)
    try:
        tid = _round_one(services, 4)
        written = samples.tournament_samples(services, tid, tmp_path / "out")
    finally:
        services.close()
    names = {p.name for p in written}
    assert names == {
        "burraco-standings.pdf", "burraco-prizes.pdf", "burraco-entries.pdf",
        "burraco-workbook.xlsx", "burraco-round-1-seating.pdf", "burraco-round-1-table-cards.pdf",
        "burraco-round-1-scoresheets.pdf", "burraco-round-1-results.pdf", "burraco-site",
        "burraco-score-cards.pdf", "burraco-score-cards-4.pdf", "burraco-movement-cards.pdf",
    }  # fmt: skip
    assert (tmp_path / "out" / "burraco-site" / "index.html").exists()


def test_first_pages_become_pictures_when_poppler_is_there(tmp_path: Path) -> None:
    """Each PDF gets a PNG of its first page beside it (none without pdftoppm)."""
    from tests.exports.specimens import burraco_seating
    from tournament_app.exports.pdf import table_cards_pdf

    pdf = tmp_path / "cards.pdf"
    table_cards_pdf(burraco_seating(), pdf)
    pictures = samples.render_first_pages([pdf])
    if shutil.which("pdftoppm") is None:
        assert pictures == []
    else:
        assert pictures == [tmp_path / "cards.png"]
        assert pictures[0].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_samples_show_a_forfeit_and_a_referees_score(sqlite_url: str, tmp_path: Path) -> None:
    """Two tables still open in the last round are decided off the sheet: the round's
    results say which line forfeited and which score is the referee's (VP only)."""
    from tests.exports.pdf_reading import pdf_text
    from tournament_app.services import exports as actions

    services = open_services(sqlite_url)
    try:
        tid = _round_one(services, 8)
        samples.referee_tables(services, tid)
        actions.round_results_pdf(services, tid, 1, tmp_path / "results.pdf")
    finally:
        services.close()
    rows = pdf_text(tmp_path / "results.pdf").splitlines()
    forfeit = [row for row in rows if "forfait EO (n." in row]
    arbitral = [row for row in rows if row.rstrip().endswith("arbitrale")]
    assert len(forfeit) == 1 and len(arbitral) == 1, rows
    assert arbitral[0].split()[-3:] == ["12", "8", "arbitrale"]  # the referee's VP, no points
    assert sum("mancante" in row for row in rows) == 1  # the fourth table still to come
