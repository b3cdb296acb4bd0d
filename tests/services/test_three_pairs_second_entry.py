"""Double entry at a table of three pairs (burraco a sei): a second operator's three figures
confirm the stored result or stay as the table's open disagreement, which the Results list
shows (state conflict) and the log words with the third figure, as at a table of two."""

from __future__ import annotations

import pytest

from tests.builders.snapshots import snapshot_fixtures, state_value, with_services
from tests.builders.three_pairs import seven_pairs
from tournament_app.services import (
    ErrorCode,
    ServiceError,
    Services,
    TournamentId,
)
from tournament_app.services.messages import describe
from tournament_app.services.table_states import TableState, table_state


def _three_entered(services: Services) -> TournamentId:
    """Table 3 (5 v 6 v 7) entered 640, 245, 400."""
    tournament_id = seven_pairs(services)
    services.results.enter_three(tournament_id, 1, 3, totals=(640, 245, 400))
    return tournament_id


STATES = {"three_entered": with_services(_three_entered)}
start, database_url = snapshot_fixtures(STATES)
three_entered = state_value("three_entered")


def _state(services: Services, tournament_id: TournamentId) -> TableState:
    seat = services.rounds.get(tournament_id, 1).tables[2]
    (check,) = services.results.disagreements(tournament_id, 1) or (None,)
    settings = services.tournaments.get(tournament_id).settings
    return table_state(seat, services.results.get(tournament_id, 1, 3), check, settings)


def test_three_figures_that_agree_confirm_the_table(
    services: Services, three_entered: TournamentId
) -> None:
    checked = services.results.second_entry(three_entered, 1, 3, 640, 245, 400)
    assert checked.agrees and checked.third_mp == 400
    assert services.results.disagreements(three_entered) == ()
    assert _state(services, three_entered) is TableState.ENTERED


def test_a_third_figure_that_differs_is_the_tables_disagreement(
    services: Services, three_entered: TournamentId
) -> None:
    """NS and EW agree, the third line does not: a conflict every station sees."""
    result = services.results.get(three_entered, 1, 3)
    checked = services.results.second_entry(three_entered, 1, 3, 640, 245, 450)
    assert not checked.agrees
    (check,) = services.results.disagreements(three_entered, 1)
    assert (check.table, check.ns_mp, check.ew_mp, check.third_mp) == (3, 640, 245, 450)
    assert (check.first_ns_mp, check.first_ew_mp, check.first_third_mp) == (640, 245, 400)
    assert _state(services, three_entered) is TableState.CONFLICT
    assert services.results.get(three_entered, 1, 3) == result
    # The three figures agreeing close it, and say which one they closed, third figures too.
    closing = services.results.second_entry(three_entered, 1, 3, 640, 245, 400)
    assert closing.agrees and closing.earlier == check


def test_saving_the_table_again_settles_it(services: Services, three_entered: TournamentId) -> None:
    services.results.second_entry(three_entered, 1, 3, 640, 245, 450)
    result = services.results.get(three_entered, 1, 3)
    services.results.enter_three(
        three_entered, 1, 3, totals=(640, 245, 450), expected_version=result.version
    )
    assert services.results.disagreements(three_entered) == ()
    entry = next(e for e in services.audit.list(three_entered) if e.action == "result.correct")
    from tournament_app.services.log.words import change_text

    assert "640-245-450" in change_text(entry, "it")


def test_the_log_words_the_three_figures(services: Services, three_entered: TournamentId) -> None:
    from tournament_app.services.log.words import change_text

    services.results.second_entry(three_entered, 1, 3, 640, 245, 450)
    entry = next(e for e in services.audit.list(three_entered) if e.action == "result.disagree")
    said = change_text(entry, "it")
    assert "640-245-450" in said and "640-245-400" in said


@pytest.mark.parametrize(
    ("table", "figures", "detail"),
    [(3, (640, 245, None), "three_lines_needed"), (1, (640, 245, 400), "two_lines_needed")],
)
def test_the_wrong_number_of_figures_is_refused(
    services: Services, three_entered: TournamentId, table, figures, detail
) -> None:
    with pytest.raises(ServiceError) as refused:
        services.results.second_entry(three_entered, 1, table, *figures)
    assert refused.value.code is ErrorCode.INVALID_INPUT
    assert refused.value.params["detail"] == detail
    assert "{" not in describe(refused.value, "it") + describe(refused.value, "en")
    assert services.results.disagreements(three_entered) == ()


def test_a_forfeit_at_three_has_no_second_entry(
    services: Services, three_entered: TournamentId
) -> None:
    result = services.results.get(three_entered, 1, 3)
    services.results.enter_forfeit(three_entered, 1, 3, absent="c", expected_version=result.version)
    with pytest.raises(ServiceError) as refused:
        services.results.second_entry(three_entered, 1, 3, 355, 355, 0)
    assert refused.value.code is ErrorCode.NOT_A_SCORESHEET


def test_undo_takes_the_disagreement_back(services: Services, three_entered: TournamentId) -> None:
    services.results.second_entry(three_entered, 1, 3, 640, 245, 450)
    assert services.audit.undo_last(three_entered).action == "result.disagree"
    assert services.results.disagreements(three_entered) == ()


def test_the_disagreement_travels_in_a_tournament_file(
    services: Services, three_entered: TournamentId, tmp_path
) -> None:
    from tournament_app.services.archive.tournament_file import (
        export_tournament_file,
        import_tournament_file,
    )

    services.results.second_entry(three_entered, 1, 3, 640, 245, 450)
    path = tmp_path / "sei.torneo"
    export_tournament_file(services, three_entered, path)
    copy = import_tournament_file(services, path, again=True).tournament_id
    (check,) = services.results.disagreements(copy, 1)
    assert (check.ns_mp, check.ew_mp, check.third_mp, check.first_third_mp) == (640, 245, 450, 400)
