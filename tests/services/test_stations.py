"""A table's phone named as a station in the reader's language: the change log's Station, a
refusal naming who saved first. A director's station is said as it was named."""

from __future__ import annotations

import pytest

from tests.builders.tournaments import published_round, scala40_tournament
from tournament_app.services import Scala40Settings, ServiceError, Services
from tournament_app.services.messages import describe
from tournament_app.services.stations import phone_station, station_text
from tournament_app.services.values import Scala40Hand


@pytest.mark.parametrize(
    ("stored", "language", "said"),
    [
        ("tavolo 3 (telefono)", "it", "tavolo 3 (telefono)"),
        ("tavolo 3 (telefono)", "en", "table 3 (phone)"),
        ("tavolo 12 (telefono)", "en", "table 12 (phone)"),
        ("Sala 1", "en", "Sala 1"),
        ("tavolo 3", "en", "tavolo 3"),  # a director's own name for a station, kept
    ],
)
def test_a_station_is_said_in_the_readers_language(stored: str, language: str, said: str) -> None:
    assert station_text(stored, language) == said


def test_a_refusal_names_the_phone_that_saved_first_in_english(services: Services) -> None:
    """A keeper's phone entered hand 1 while the director was typing it: the director reads
    who saved first as "table 1 (phone)" in English, "tavolo 1 (telefono)" in Italian."""
    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True))
    published_round(services, tid)
    code = services.table_entry.codes(tid, 1)[0].code
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    typed = services.table_sheets.typed_hand(
        tid, code, {a: "0", b: "20", c: "10", d: "5"}, marked=None
    )
    services.table_sheets.enter_hand(tid, code, typed, version=0)
    assert services.audit.list(tid)[0].station == phone_station(1)
    hand = Scala40Hand(points=((a, 0), (b, 10), (c, 5), (d, 5)), closer=a)
    with pytest.raises(ServiceError) as refused:
        services.results.enter_hand(tid, 1, 1, hand, expected_version=0)
    assert "changed by table 1 (phone) at " in describe(refused.value, "en")
    assert "modificato da tavolo 1 (telefono) alle " in describe(refused.value, "it")


def test_the_command_lines_log_names_the_phone_in_english(services: Services, capsys) -> None:
    from tournament_app.cli.main import run_cli

    tid = scala40_tournament(services, 4, Scala40Settings(table_entry=True))
    published_round(services, tid)
    code = services.table_entry.codes(tid, 1)[0].code
    a, b, c, d = services.results.sheet(tid, 1, 1).players
    typed = services.table_sheets.typed_hand(
        tid, code, {a: "0", b: "20", c: "10", d: "5"}, marked=None
    )
    services.table_sheets.enter_hand(tid, code, typed, version=0)
    url = services.database.url.render_as_string(hide_password=False)
    capsys.readouterr()
    assert run_cli(["--db", url, "--lang", "en", "log", "-t", str(tid), "--limit", "1"]) == 0
    assert "table 1 (phone)" in capsys.readouterr().out
