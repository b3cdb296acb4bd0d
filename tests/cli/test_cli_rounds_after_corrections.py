"""The command line when an earlier result is corrected under a round already seated, and
`round check` / `round publish` of a draft with problems: sentences, never codes; publishing
a draft that breaks rules, or a Danish draft on old standings, needs --yes."""

from __future__ import annotations

import pytest

from tests.builders.corrections import DANESE, danese_draft, final_seated, hand
from tests.builders.tournaments import burraco_tournament
from tests.cli.cli_helpers import Torneo
from tournament_app.services import RoundStatus, Services


@pytest.fixture
def torneo(database_url, capsys) -> Torneo:
    return Torneo(database_url, capsys, language="it")


def test_cli_hand_correct_warns_and_round_check_names_the_players(
    services: Services, torneo: Torneo
) -> None:
    tid, seats, _other = final_seated(services, publish=True)
    a, _b, _c, d = seats
    names = services.entries.names(tid)
    run = torneo.run(
        "hand", "correct", "-t", tid, "-r", 1, "--table", 1, "--index", 4,
        "--points", f"{a}=0,{d}=50",
    )  # fmt: skip
    assert run.code == 0, run.err
    assert "Attenzione: la correzione cambia chi passa al turno 2, già pubblicato" in run.out
    assert f"{d} {names[d]} non passa più dal tavolo 1" in run.out
    assert f"{a} {names[a]} ora passa dal tavolo 1" in run.out
    assert f"riportalo in bozza (torneo round unpublish -t {tid} -r 2)" in run.out
    assert "decidi tu" not in run.out
    check = torneo.run("round", "check", "-t", tid, "-r", 2)
    assert "no_longer_qualifies" not in check.out and "now_qualifies" not in check.out
    assert f"Problema: il giocatore {d} {names[d]} non passa più dal tavolo 1" in check.out
    english = Torneo(torneo.database_url, torneo.capsys, language="en")
    said = english.run("round", "check", "-t", tid, "-r", 2).out
    assert f"player {a} {names[a]} now goes on from table 1 of the round before" in said


def test_cli_hand_correct_of_a_drafted_stage_says_generate_again(
    services: Services, torneo: Torneo
) -> None:
    tid, seats, _other = final_seated(services, publish=False)
    a, _b, _c, d = seats
    run = torneo.run(
        "--json", "hand", "correct", "-t", tid, "-r", 1, "--table", 1, "--index", 4,
        "--points", f"{a}=0,{d}=50",
    )  # fmt: skip
    assert run.code == 0, run.err
    (warning,) = run.json()["warnings"]
    assert "già abbinato in bozza" in warning
    assert f"genera di nuovo il turno 2 (torneo round generate -t {tid})" in warning


def test_cli_hand_correct_under_a_started_stage_says_it_is_played_as_seated(
    services: Services, torneo: Torneo
) -> None:
    """A hand of the final is written: the correction still warns, but the final is played
    as seated; only undoing the correction is offered, not going back to draft."""
    tid, seats, _other = final_seated(services, publish=True)
    a, _b, _c, d = seats
    first, second = services.rounds.get(tid, 2).tables[0].players
    services.results.enter_hand(tid, 2, 1, hand({first: 0, second: 30}, first))
    run = torneo.run(
        "hand", "correct", "-t", tid, "-r", 1, "--table", 1, "--index", 4,
        "--points", f"{a}=0,{d}=50",
    )  # fmt: skip
    assert run.code == 0, run.err
    assert "il turno 2 è già iniziato e si gioca come è stato abbinato" in run.out
    assert f"annullala (torneo undo -t {tid})" in run.out
    assert "round unpublish" not in run.out


def test_cli_check_and_publish_of_a_draft_leaving_a_pair_unseated(
    services: Services, torneo: Torneo
) -> None:
    """Pair 6 withdrawn, round 2 drafted without it, pair 6 back: the check says in words
    that it has no seat; publish refuses (nothing published) unless --yes (or its older name
    --force), which publishes and still prints the problem."""
    tid = burraco_tournament(services, 6, DANESE)
    services.rounds.generate(tid)
    services.rounds.publish(tid, 1, copy=False)
    for table in (1, 2, 3):
        services.results.enter_totals(tid, 1, table, 900, 500)
    services.entries.withdraw(tid, 6)
    services.rounds.generate(tid)
    services.entries.withdraw(tid, 6, withdrawn=False)
    check = torneo.run("round", "check", "-t", tid)
    assert "not_seated" not in check.out
    assert "l'iscrizione 6" in check.out and "non è seduta" in check.out
    refused = torneo.run("round", "publish", "-t", tid)
    assert refused.code == 3
    assert "non è stato pubblicato" in refused.err and "--yes" in refused.err
    assert "l'iscrizione 6 non è seduta" in refused.err
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    forced = torneo.run("round", "publish", "-t", tid, "--force")
    assert forced.code == 0, forced.err
    assert "Attenzione: l'iscrizione 6 non è seduta" in forced.out
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED


def test_cli_publishing_a_danish_draft_on_old_standings_needs_yes(
    services: Services, torneo: Torneo
) -> None:
    """burraco.md: only an announced pairing stands after a correction. The window asks
    before publishing such a draft; the command line refuses it without --yes."""
    tid = danese_draft(services)
    result = services.results.get(tid, 1, 1)
    services.results.enter_totals(tid, 1, 1, 600, 1200, expected_version=result.version)
    check = torneo.run("round", "check", "-t", tid)
    assert "Problema: un risultato o una penalità è cambiato" in check.out
    assert "genera di nuovo il turno" in check.out
    refused = torneo.run("round", "publish", "-t", tid)
    assert refused.code == 3
    assert "la bozza non è aggiornata" in refused.err and "--yes" in refused.err
    assert services.rounds.get(tid, 2).status is RoundStatus.DRAFT
    published = torneo.run("round", "publish", "-t", tid, "--yes")
    assert published.code == 0, published.err
    assert "Attenzione: un risultato" in published.out
    assert services.rounds.get(tid, 2).status is RoundStatus.PUBLISHED
