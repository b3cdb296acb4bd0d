"""A scala 40 qualifier who withdraws before the next stage is seated: the next in the ranking
is proposed, and once the director confirms goes on in their place, the log saying so."""

from __future__ import annotations

from typing import Any

import pytest

from tests.builders.snapshots import started, with_services
from tests.builders.tournaments import scala40_tournament
from tests.databases import Snapshot
from tests.services.test_scala40_ranking_cut import CLUB, _stage
from tournament_app.services import (
    ErrorCode,
    Scala40Settings,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.log.words import change_text
from tournament_app.services.messages import describe
from tournament_app.services.stage_replacements import proposed_replacement, replace_qualifier


def _stage_one(services: Services):
    """40 players, stage 1 played: the 10 winners and the 2nds of tables 1-6 (totals 201 to
    206) make the 16; table 7's 2nd (207) is the best of the rest."""
    tournament = scala40_tournament(services, 40, CLUB)
    tables = _stage(services, tournament, 1, [200 + t for t in range(1, 11)])
    return tournament, tables


# The tests asking for `stage_one` start from a copy of `_stage_one`'s database, built once
# per backend; the others from an empty database.
STATES = {"stage_one": with_services(_stage_one)}


@pytest.fixture
def start(request: pytest.FixtureRequest, database_snapshot: Snapshot) -> tuple[str, Any]:
    return started(request, database_snapshot, STATES)


@pytest.fixture
def database_url(start: tuple[str, Any]) -> str:
    return start[0]


@pytest.fixture
def stage_one(start: tuple[str, Any]) -> tuple[TournamentId, list[list[int]]]:
    """`_stage_one`'s tournament and its tables' players, in their order of finish."""
    return start[1]


def test_the_next_in_the_ranking_takes_the_place(
    services: Services, stage_one: tuple[TournamentId, list[list[int]]]
) -> None:
    """Table 1's winner withdraws: table 7's 2nd is proposed, and once confirmed is seated in
    stage 2 instead; the log names both."""
    tournament, tables = stage_one
    leaving, next_best = tables[0][0], tables[6][1]
    proposal = proposed_replacement(services, tournament, leaving)
    assert proposal is not None
    assert (proposal.withdrawn, proposal.replacement, proposal.stage) == (leaving, next_best, 1)
    assert not services.entries.get(tournament, leaving).withdrawn  # only proposed
    replace_qualifier(services, tournament, leaving)
    assert services.entries.get(tournament, leaving).withdrawn
    stage2 = services.rounds.generate(tournament)
    seated = {p for table in stage2.tables for p in table.players}
    assert next_best in seated and leaving not in seated and len(seated) == 16
    assert services.rounds.check(tournament, 2).problems == ()
    logged = services.audit.list(tournament)[1]  # before the round's generation
    assert logged.action == "entry.replace_qualifier"
    said = change_text(logged, "it")
    assert f"(N. {leaving}) sostituito da" in said and f"(N. {next_best}) nella fase 2" in said


def test_a_second_withdrawal_goes_further_down(
    services: Services, stage_one: tuple[TournamentId, list[list[int]]]
) -> None:
    """Two qualifiers leave: the 2nds of tables 7 and then 8 come in, each once."""
    tournament, tables = stage_one
    replace_qualifier(services, tournament, tables[0][0])
    second = replace_qualifier(services, tournament, tables[1][0])
    assert second.replacement == tables[7][1]
    seated = {p for t in services.rounds.generate(tournament).tables for p in t.players}
    assert {tables[6][1], tables[7][1]} <= seated and len(seated) == 16


def test_a_draft_seating_the_withdrawn_is_flagged(
    services: Services, stage_one: tuple[TournamentId, list[list[int]]]
) -> None:
    """Stage 2 drafted, then a qualifier is replaced: the check names both, the draft is
    made again."""
    tournament, tables = stage_one
    services.rounds.generate(tournament)
    replace_qualifier(services, tournament, tables[0][0])
    codes = {p.code for p in services.rounds.check(tournament, 2).problems}
    assert "now_qualifies" in codes


def test_no_place_to_fill_is_refused_and_changes_nothing(
    services: Services, stage_one: tuple[TournamentId, list[list[int]]]
) -> None:
    """A player not going on: refused with the reason (one seated in the next stage already
    published: test_stage_replacement_published.py)."""
    tournament, tables = stage_one
    number = tables[9][3]  # 4th at table 10: out
    assert proposed_replacement(services, tournament, number) is None
    with pytest.raises(ServiceError) as refused:
        replace_qualifier(services, tournament, number)
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert "is replaced, before the next stage is published" in describe(refused.value, "en")
    assert not services.entries.get(tournament, number).withdrawn


def test_by_table_the_next_at_the_same_table(services: Services) -> None:
    """The cut by table: the winner of table 3 leaves, its own 2nd goes on."""
    tournament = scala40_tournament(services, 8, Scala40Settings(limit=151, out_at_limit=False))
    tables = _stage(services, tournament, 1, [201, 202])
    done = replace_qualifier(services, tournament, tables[1][0])
    assert done.replacement == tables[1][1]
    seated = {p for t in services.rounds.generate(tournament).tables for p in t.players}
    assert seated == {tables[0][0], tables[1][1]}


def test_while_the_stage_is_playing_who_goes_on_is_not_known(services: Services) -> None:
    """A player of a stage still being played: nothing to replace yet, said so."""
    tournament = scala40_tournament(services, 40, CLUB)
    made = services.rounds.generate(tournament)
    services.rounds.publish(tournament, made.number)
    with pytest.raises(ServiceError) as refused:
        replace_qualifier(services, tournament, made.tables[0].players[0])
    assert refused.value.code is ErrorCode.STATE_REFUSED
    assert describe(refused.value, "it") == (
        "La fase 1 ha ancora tavoli in gioco, quindi chi passa non si sa ancora: sostituisci il"
        " giocatore quando tutti i tavoli della fase hanno il loro risultato. Non è cambiato"
        " nulla."
    )
    assert describe(refused.value, "en") == (
        "Stage 1 still has tables playing, so who goes on is not known yet: replace the player"
        " once every table of the stage has its result. Nothing changed."
    )


def test_the_replacement_travels_in_the_tournament_file(
    services: Services, stage_one: tuple[TournamentId, list[list[int]]], tmp_path
) -> None:
    """Exported after a replacement and imported, the copy seats the same stage 2."""
    from tournament_app.services.archive.tournament_file import (
        export_tournament_file,
        import_tournament_file,
    )

    tournament, tables = stage_one
    replace_qualifier(services, tournament, tables[0][0])
    path = export_tournament_file(services, tournament, tmp_path / "stage.torneo")
    copy = import_tournament_file(services, path).tournament_id
    seated = {p for t in services.rounds.generate(copy).tables for p in t.players}
    assert tables[6][1] in seated and tables[0][0] not in seated


def test_undo_takes_the_replacement_back(
    services: Services, stage_one: tuple[TournamentId, list[list[int]]]
) -> None:
    """Undone, the qualifier is back in play and goes on again; nobody replaces them."""
    tournament, tables = stage_one
    replace_qualifier(services, tournament, tables[0][0])
    services.audit.undo_last(tournament)
    assert not services.entries.get(tournament, tables[0][0]).withdrawn
    assert services.tournaments.get(tournament).settings.stage_replacements == ()
    seated = {p for t in services.rounds.generate(tournament).tables for p in t.players}
    assert tables[0][0] in seated and tables[6][1] not in seated
