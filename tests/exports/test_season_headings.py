"""The season ranking's heading in all three files, read back: the title once, with the
season's years; the club and the period under it; each meeting's column named by its date and
name; a meeting still being played marked, and the ranking with it provisional."""

from __future__ import annotations

import datetime
import html
import io
import re

from openpyxl import load_workbook
from pypdf import PdfReader

from tests.builders.tournaments import burraco_tournament, published_round
from tournament_app.exports.season import (
    SeasonDocument,
    SeasonLine,
    SeasonMeeting,
    SeasonResult,
    season_page,
    season_pdf,
    season_xlsx,
)
from tournament_app.services import exports as actions
from tournament_app.services.season.ranking import SeasonRules
from tournament_app.services.settings import Game
from tournament_app.services.values import TournamentStatus

WINTER = SeasonMeeting("Serata d'inverno", datetime.date(2026, 1, 10))
SPRING = SeasonMeeting(
    "Gran premio di primavera del Circolo Aurora", datetime.date(2026, 4, 18), running=True
)


def _document(language: str = "it", **changes: object) -> SeasonDocument:
    values: dict[str, object] = {
        "game": "burraco",
        "game_name": "Burraco",
        "language": language,
        "lines": (
            SeasonLine(1, "Rossi Anna", "Aurora", 9, 2, 1, 1, (SeasonResult(5), SeasonResult(4))),
            SeasonLine(2, "Verdi Bruno", "Aurora", 7, 2, 1, 1, (SeasonResult(2), SeasonResult(5))),
        ),
        "meetings": (WINTER, SPRING),
        "date_from": datetime.date(2025, 9, 1),
        "date_to": datetime.date(2026, 8, 31),
        "venue": "Circolo Aurora",
    }  # fmt: skip
    values.update(changes)
    return SeasonDocument(**values)  # type: ignore[arg-type]


def _pdf_text(document: SeasonDocument) -> str:
    stream = io.BytesIO()
    season_pdf(document, stream)
    stream.seek(0)
    return "\n".join(page.extract_text() for page in PdfReader(stream).pages)


def _sheet_rows(document: SeasonDocument) -> list[tuple]:
    stream = io.BytesIO()
    season_xlsx(document, stream)
    stream.seek(0)
    return list(load_workbook(stream).active.iter_rows(values_only=True))


def test_the_title_says_once_which_season_and_the_heading_names_the_club() -> None:
    """The page heads with the club and "Burraco · dal 1 settembre 2025 al 31 agosto 2026";
    the title is "Classifica della stagione 2025/26", never the title twice over."""
    document = _document()
    text = _pdf_text(document)
    # The page heading: the club, and under it the game and the period.
    assert "\nCircolo Aurora\nBurraco · dal 1 settembre 2025 al 31 agosto 2026" in text
    assert "Classifica della stagione 2025/26" in text
    assert "Classifica della stagione – Classifica della stagione" not in text
    first = _sheet_rows(document)[0][0]
    assert first.count("Classifica della stagione") == 1
    assert "2025/26" in first and "Circolo Aurora" in first and "1 settembre 2025" in first
    page = season_page(document).decode()
    title = re.search(r"<title>(.*)</title>", page).group(1)
    assert title.count("Classifica della stagione") == 1 and "Circolo Aurora" in title
    assert "<h1>Circolo Aurora</h1>" in page and "2025/26" in page


def test_without_a_club_the_heading_names_the_season_by_its_years() -> None:
    """No shared venue, no club: "Stagione 2026"; with no dates asked, the period is the
    meetings' own, the first to the last."""
    document = _document(venue="", date_from=None, date_to=None, language="en")
    text = _pdf_text(document)
    assert "\nSeason 2026\nBurraco · from 10 January 2026 to 18 April 2026" in text
    assert "Season ranking 2026" in text
    one_day = _document(meetings=(WINTER,), lines=(), venue="", date_from=None, date_to=None)
    assert "\nStagione 2026\nBurraco · 10 gennaio 2026\n" in _pdf_text(one_day)


def test_each_meetings_column_is_headed_by_its_date_and_name() -> None:
    """ "10 gen · Serata d'inverno", a long name shortened in the heading and whole in the
    list of meetings under the title."""
    document = _document()
    headings = _sheet_rows(document)[1]
    assert headings[-2] == "10 gen · Serata d'inverno"
    assert headings[-1].startswith("18 apr · Gran premio di") and "…" in headings[-1]
    text = " ".join(_pdf_text(document).split())
    assert "18 apr – Gran premio di primavera del Circolo Aurora" in text
    page = season_page(document).decode()
    # The heading as the reader sees it (the apostrophe may come as a character reference).
    headings = [html.unescape(h) for h in re.findall(r"<th[^>]*>(.*?)</th>", page)]
    assert "10 gen · Serata d'inverno" in headings


def test_a_meeting_still_played_is_marked_and_the_ranking_provisional() -> None:
    """The spring meeting is running: its heading says "in corso", the title "provvisoria",
    and a line under the title says its points are provisional. Once all are finished:
    neither."""
    running = _document()
    rows = _sheet_rows(running)
    assert "(in corso)" in rows[1][-1] and "(in corso)" not in rows[1][-2]
    assert "(provvisoria)" in rows[0][0]
    assert any(r[0] and str(r[0]).startswith("In corso, punti provvisori: 18 apr") for r in rows)
    text = " ".join(_pdf_text(running).split())
    assert "Classifica della stagione 2025/26 (provvisoria)" in text
    assert "(in corso)" in text
    page = season_page(running).decode()
    assert "(provvisoria)" in page and "(in corso)" in page
    finished = _document(meetings=(WINTER, SeasonMeeting(SPRING.name, SPRING.date)))
    assert "provvisori" not in " ".join(str(r[0]) for r in _sheet_rows(finished))
    assert "provvisori" not in _pdf_text(finished) and "in corso" not in _pdf_text(finished)


def test_the_services_mark_a_running_tournament_and_name_the_venue(services, tmp_path) -> None:
    """Through the services: a tournament still running, counted on request, is marked in
    the workbook; the club where both evenings were played heads it."""
    finished = burraco_tournament(services, 8, name="Serata d'autunno", date="2025-10-04")
    running = burraco_tournament(services, 8, name="Serata di Natale", date="2025-12-20")
    for tid in (finished, running):
        services.tournaments.edit(tid, venue="Circolo Aurora")
        published_round(services, tid)
    services.tournaments.set_status(finished, TournamentStatus.FINISHED)
    rules = SeasonRules(
        game=Game.BURRACO, date_from="2025-09-01", date_to="2026-08-31", include_running=True
    )
    path = tmp_path / "season.xlsx"
    actions.season_xlsx(services, rules, path)
    rows = list(load_workbook(path).active.iter_rows(values_only=True))
    assert rows[0][0].startswith("Classifica della stagione 2025/26 (provvisoria) – Circolo Aurora")
    assert rows[1][-2:] == ("4 ott · Serata d'autunno", "20 dic · Serata di Natale (in corso)")


def test_the_best_results_counted_agree_with_their_number() -> None:
    """Counting each player's best result only reads as one result, not "i migliori 1
    risultati"; two read as two, on the sheet and the site alike, in both languages."""
    said = {
        (language, best): [str(r[0]) for r in _sheet_rows(_document(language, best_results=best))]
        for language in ("it", "en")
        for best in (1, 2)
    }
    assert "Conta solo il miglior risultato di ognuno; tra parentesi gli altri" in said["it", 1]
    assert "Contano i migliori 2 risultati di ognuno; tra parentesi quelli esclusi" in said["it", 2]
    assert "Only each player's best result counts; the others are in brackets" in said["en", 1]
    assert "Each player's best 2 results count; those left out are in brackets" in said["en", 2]
    assert not any(
        "migliori 1" in line or "best 1" in line for line in said["it", 1] + said["en", 1]
    )
    page = html.unescape(season_page(_document("en", best_results=1)).decode())
    assert "Only each player's best result counts" in page


def test_the_team_events_and_finals_left_out_are_named_in_every_file() -> None:
    """A team event and a grand final of the season, not counted: a line under the title
    names each kind, on the PDF, the sheet and the page, in both languages."""
    italian = _document(team_events=("Coppa a squadre",), finals=("Finalissima 2026",))
    teams_it = "I tornei a squadre non contano, essendo ciascuno una gara a sé: Coppa a squadre"
    finals_it = (
        "Le finali di stagione non contano, essendo ciascuna una gara a sé: Finalissima 2026"
    )
    assert teams_it in " ".join(_pdf_text(italian).split())
    assert finals_it in " ".join(_pdf_text(italian).split())
    lines = [str(r[0]) for r in _sheet_rows(italian)]
    assert teams_it in lines and finals_it in lines
    english = _document("en", team_events=("Coppa a squadre",), finals=("Finalissima 2026",))
    page = html.unescape(season_page(english).decode())
    assert (
        "Team events are not counted, each being a competition of its own: Coppa a squadre" in page
    )
    assert "Grand finals are not counted, each being a competition of its own: Finalissima" in page
    plain = [str(r[0]) for r in _sheet_rows(_document())]
    assert not any("non contano" in line for line in plain)
