"""`torneo hall codes`, `torneo hall close-entry` and `torneo hall reopen-entry`: the tables'
codes the director reads or prints, and entry from the phones closed and opened again for a
table or for everyone."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tests.exports.pdf_reading import page_pictures, pdf_text, qr_codes
from tournament_app.services import BurracoSettings, ErrorCode, PairingSystem, ServiceError


def _evening(services, *, table_entry: bool = True):
    tid = burraco_tournament(
        services,
        pairs=4,
        settings=BurracoSettings(first_round=PairingSystem.REGISTRATION, table_entry=table_entry),
    )
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1)
    return tid


def _open_evening(services):
    """`_evening` with entry from the phones on: made once per process and backend."""
    return _evening(services)


start, database_url = snapshot_fixtures({"evening": with_services(_open_evening)})
evening = state_value("evening")


def test_codes_lists_every_table_code_of_the_round(database_url, services, evening, capsys) -> None:
    tid = evening
    torneo = Torneo(database_url, capsys)
    listed = torneo.ok("hall", "codes", "-t", tid)
    assert listed["round"] == 1
    assert [row["table"] for row in listed["codes"]] == [1, 2]
    assert [row["state"] for row in listed["codes"]] == ["open", "open"]
    code = listed["codes"][0]["code"]
    assert services.table_entry.table_of_code(tid, code).table == 1
    shown = Torneo(database_url, capsys, language="it").run("hall", "codes", "-t", tid)
    assert shown.code == 0 and code in shown.out and "da inserire" in shown.out


def test_codes_show_what_each_phone_sent_at_a_table_in_conflict(
    database_url, services, evening, capsys
) -> None:
    """The two pairs of table 1 sent 900-650 and 900-600: the director reads both, the first
    phone's first, not only the totals that came last."""
    tid = evening
    torneo = Torneo(database_url, capsys)
    code = torneo.ok("hall", "codes", "-t", tid)["codes"][0]["code"]
    services.table_entry.enter(tid, code, 900, 650, device="ns-phone")
    services.table_entry.enter(tid, code, 900, 600, device="ew-phone")
    listed = torneo.ok("hall", "codes", "-t", tid)["codes"][0]
    assert (listed["state"], listed["sent"]) == ("conflict", [[900, 650], [900, 600]])
    shown = Torneo(database_url, capsys, language="it").run("hall", "codes", "-t", tid)
    table_one = next(line for line in shown.out.splitlines() if code in line)
    assert "primo telefono 900-650, secondo telefono 900-600" in table_one, shown.out


def test_codes_show_what_a_phone_sent_each_figure_whole(
    database_url, services, evening, capsys
) -> None:
    """Table 1's phone sent 640 and -245: the list reads "640-(-245)", the minus kept with
    its figure; table 2 has sent nothing."""
    tid = evening
    torneo = Torneo(database_url, capsys)
    code = torneo.ok("hall", "codes", "-t", tid)["codes"][0]["code"]
    services.table_entry.enter(tid, code, 640, -245, device="ns-phone")
    shown = torneo.run("hall", "codes", "-t", tid)
    table_one = next(line for line in shown.out.splitlines() if code in line)
    assert table_one.rstrip().endswith("640-(-245)"), shown.out


def test_codes_need_table_entry_on(database_url, services, capsys) -> None:
    tid = _evening(services, table_entry=False)
    refused = Torneo(database_url, capsys).refused("hall", "codes", "-t", tid)
    assert "Turn it on" in refused["error"]["message"]


def test_close_entry_for_one_table_then_everyone(database_url, services, evening, capsys) -> None:
    tid = evening
    torneo = Torneo(database_url, capsys)
    codes = torneo.ok("hall", "codes", "-t", tid)["codes"]
    assert torneo.ok("hall", "close-entry", "-t", tid, "--table", 2)["closed"] == 1
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, codes[1]["code"], 300, 200, device="a")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    assert services.table_entry.enter(tid, codes[0]["code"], 300, 200, device="a").table == 1
    assert torneo.ok("hall", "close-entry", "-t", tid)["closed"] == 1
    states = [row["state"] for row in torneo.ok("hall", "codes", "-t", tid)["codes"]]
    assert states == ["closed", "closed"]


@pytest.mark.parametrize(
    ("language", "one", "both"),
    [
        (
            "it",
            "Turno 1: inserimento dal telefono chiuso per 1 tavolo.",
            "Turno 1: inserimento dal telefono chiuso per 2 tavoli.",
        ),
        (
            "en",
            "Round 1: entry from the phones closed for 1 table.",
            "Round 1: entry from the phones closed for 2 tables.",
        ),
    ],
)
def test_closing_entry_counts_the_tables_closed(
    database_url, evening, capsys, language: str, one: str, both: str
) -> None:
    """One table closed is "1 tavolo", never "1 tavoli"."""
    torneo = Torneo(database_url, capsys, language=language)
    assert torneo.run("hall", "close-entry", "-t", evening, "--table", 2).out.strip() == one
    torneo.run("hall", "reopen-entry", "-t", evening)
    assert torneo.run("hall", "close-entry", "-t", evening).out.strip() == both


def test_reopen_entry_for_one_table_then_every_closed_table(
    database_url, services, evening, capsys
) -> None:
    tid = evening
    torneo = Torneo(database_url, capsys)
    codes = [row["code"] for row in torneo.ok("hall", "codes", "-t", tid)["codes"]]
    torneo.ok("hall", "close-entry", "-t", tid)
    reopened = torneo.ok("hall", "reopen-entry", "-t", tid, "--table", 2)
    assert reopened == {"round": 1, "reopened": [2], "closed_with_result": []}
    assert services.table_entry.enter(tid, codes[1], 300, 200, device="a").table == 2
    with pytest.raises(ServiceError) as refused:
        services.table_entry.enter(tid, codes[0], 300, 200, device="a")
    assert refused.value.code is ErrorCode.TABLE_ENTRY_CLOSED
    states = [row["state"] for row in torneo.ok("hall", "codes", "-t", tid)["codes"]]
    assert states == ["closed", "waiting"]
    # For everyone, in words: table 1 reopened; a table already open is no refusal.
    said = Torneo(database_url, capsys, language="it").run("hall", "reopen-entry", "-t", tid)
    assert said.code == 0 and "Turno 1: inserimento dal telefono riaperto (tavoli: 1)" in said.out
    listed = Torneo(database_url, capsys, language="it").run("hall", "codes", "-t", tid)
    assert "riaperto" in listed.out


def test_reopen_entry_refuses_a_table_whose_result_is_in(
    database_url, services, evening, capsys
) -> None:
    tid = evening
    torneo = Torneo(database_url, capsys)
    torneo.ok("hall", "codes", "-t", tid)
    torneo.ok("hall", "close-entry", "-t", tid)
    services.results.enter_totals(tid, 1, 1, 300, 200)
    refused = torneo.refused("hall", "reopen-entry", "-t", tid, "--table", 1)
    assert refused["error"]["code"] == "table_result_in"
    # The command line's own way to put it right, never the window's page.
    assert "torneo result correct" in refused["error"]["message"]
    assert "remove it first" in refused["error"]["message"]
    assert "Results page" not in refused["error"]["message"]
    everyone = torneo.ok("hall", "reopen-entry", "-t", tid)
    assert everyone == {"round": 1, "reopened": [2], "closed_with_result": [1]}
    said = Torneo(database_url, capsys, language="it").run("hall", "reopen-entry", "-t", tid)
    assert "non è stato riaperto nulla" in said.out and "tavoli: 1" in said.out


def test_table_cards_carry_their_code_and_a_qr_opening_the_entry_page(
    database_url, services, evening, capsys, tmp_path
) -> None:
    tid = evening
    torneo = Torneo(database_url, capsys, language="it")
    cards = tmp_path / "cartellini.pdf"
    address = "http://192.168.1.23:8080/"
    listed = torneo.ok("hall", "codes", "-t", tid, "--cards", cards, "--address", address)
    codes = [row["code"] for row in listed["codes"]]
    pages = pdf_text(cards).split("\f")
    for page, code in zip(pages, codes, strict=False):
        assert f"{code[:4]} {code[4:]}" in page
        assert "192.168.1.23:8080/enter" in page
    pictures = page_pictures(cards, tmp_path)
    read = [qr_codes(picture) for picture in pictures[: len(codes)]]
    assert read == [[f"{address}enter?c={code}"] for code in codes]


def test_cards_need_the_hall_address(database_url, services, evening, capsys, tmp_path) -> None:
    tid = evening
    result = Torneo(database_url, capsys).run(
        "hall", "codes", "-t", tid, "--cards", tmp_path / "x.pdf"
    )
    assert result.code == 2 and "--address" in result.err
    assert not (tmp_path / "x.pdf").exists()


def test_scoresheets_carry_their_tables_code_too(
    database_url, services, evening, capsys, tmp_path
) -> None:
    tid = evening
    sheets = tmp_path / "segnapunti.pdf"
    address = "http://192.168.1.23:8080/"
    listed = Torneo(database_url, capsys).ok(
        "hall", "codes", "-t", tid, "--sheets", sheets, "--address", address
    )
    codes = [row["code"] for row in listed["codes"]]
    text = pdf_text(sheets)
    assert all(f"{code[:4]} {code[4:]}" in text for code in codes)
    (page,) = page_pictures(sheets, tmp_path)  # two tables: the two halves of one page
    assert sorted(qr_codes(page)) == sorted(f"{address}enter?c={code}" for code in codes)
