"""What test_detail_words.py triggers each refusal with: a `Case` (how, the detail key and code,
words each sentence must hold) and the tournaments the cases are refused in."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import update

from tests.builders.tournaments import (
    burraco_tournament,
    play_out,
    published_round,
    scala40_tournament,
)
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PenaltyKind,
    Scala40Format,
    Scala40Hand,
    Scala40Settings,
    Services,
    TournamentId,
    TournamentStatus,
    VictoryPointBand,
    VictoryPointScale,
    open_services,
    rules,
)
from tournament_app.services.season.ranking import SeasonRules, season_ranking
from tournament_app.services.settings_codec import settings_to_json
from tournament_app.storage.models import TournamentRow

# Words only an English sentence holds: none may appear in an Italian one.
ENGLISH_ONLY = re.compile(
    r"\b(the|is|are|not|entry|entries|hand|hands|round|rounds|player|players|setting|settings"
    r"|table|tables|must|needs?|cannot|twice|group|groups|prizes?|game|size|write|choose"
    r"|leave|print|draw|season|line|closed|stored|points|limit|minutes|time)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Case:
    """A refusal: how it is triggered, the detail key and code, words of each sentence."""

    name: str
    attempt: Callable[[Services], object]
    key: str | None
    code: ErrorCode
    italian: tuple[str, ...]
    english: tuple[str, ...]


def check_sentences(said_it: str, said_en: str, case: Case) -> None:
    """Each sentence holds its words and every value (no "?" or "{" left); the Italian no
    English word."""
    for words, sentence in ((case.italian, said_it), (case.english, said_en)):
        for word in words:
            assert word in sentence, sentence
        assert "?" not in sentence and "{" not in sentence, sentence  # every value given
    assert ENGLISH_ONLY.findall(said_it) == [], said_it


def playing_stage(services: Services) -> TournamentId:
    """40 players, stage 1 of a cut to 16 published, no table finished."""
    from tests.services.test_scala40_ranking_cut import CLUB

    tournament = scala40_tournament(services, 40, CLUB)
    published_round(services, tournament)
    return tournament


def level_after_the_cut(services: Services) -> tuple[TournamentId, int]:
    """Stage 1 of 40 played so the 2nds of tables 7 and 8 are level for 17th: table 1's
    winner (going on) and the tournament."""
    from tests.services.test_scala40_ranking_cut import CLUB, _stage

    tournament = scala40_tournament(services, 40, CLUB)
    tables = _stage(services, tournament, 1, [201, 202, 203, 204, 205, 206, 207, 207, 209, 210])
    return tournament, tables[0][0]


def everyone_goes_on(services: Services) -> tuple[TournamentId, int]:
    """Two tables of 4, two going on from each, whose three losers share 2nd: all four go on
    (no draw); the tournament and table 1's winner."""
    tournament = scala40_tournament(services, 8, Scala40Settings(advance_per_table=2))
    round_number = published_round(services, tournament)
    winner = play_out(services, tournament, round_number, 1)[0]
    play_out(services, tournament, round_number, 2)
    return tournament, winner


def pairs(services: Services) -> TournamentId:
    """A burraco pairs tournament with entries 1 and 2 (Rossi1 Anna, Rossi2 Anna, ...)."""
    return burraco_tournament(services, 2)


def published(services: Services) -> TournamentId:
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    return tournament


def draft_with_withdrawn_pair(services: Services) -> object:
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    services.entries.withdraw(tournament, 3)
    return services.rounds.publish(tournament, 1)


def drafted(services: Services) -> TournamentId:
    tournament = burraco_tournament(services, 4)
    services.rounds.generate(tournament)
    return tournament


def result_at_table_two(services: Services) -> TournamentId:
    tournament = drafted(services)
    services.rounds.publish(tournament, 1, copy=False)
    services.results.enter_totals(tournament, 1, 2, 700, 300)
    return tournament


def scala40_hand_without_closer(services: Services) -> object:
    tournament = scala40_tournament(services, 4)
    (table,) = services.rounds.generate(tournament).tables
    services.rounds.publish(tournament, 1)
    a, b, c, d = table.players
    hand = Scala40Hand(((a, 25), (b, 60), (c, 30), (d, 10)), closer=None)
    return services.results.enter_hand(tournament, 1, 1, hand)


def scala40_penalty(
    kind: PenaltyKind, *, vp: int = 0, mp: int = 0, round_number: int | None = None, **how: Any
) -> Callable[[Services], object]:
    """A penalty to player 1 of a scala 40 tournament of 8 (elimination unless `format`),
    round 1 published (two tables of 4) when `round_number` names it; `absent` players are
    checked out before it is seated."""

    def attempt(services: Services) -> object:
        settings = Scala40Settings(format=how.get("format", Scala40Format.ELIMINATION))
        tournament = scala40_tournament(services, 8, settings)
        for number in how.get("absent", ()):
            services.entries.set_present(tournament, number, False)
        if round_number is not None:
            services.rounds.generate(tournament)
            services.rounds.publish(tournament, 1)
        return services.penalties.add(
            tournament, 1, kind, reason="ritardo", round_number=round_number, vp=vp, mp=mp
        )

    return attempt


def correction_breaking_a_later_hand(services: Services) -> object:
    """Four players at table 1 (scala40.md: out at 101). Hand 1: 10 typed for the first, who
    then played hand 2; correcting hand 1 to 110 puts them out in hand 1, yet hand 2 has
    points of theirs. (The other way round, a player wrongly put out comes back and did not
    play the hands in between: test_scala40_back_in_play.py.)"""
    tournament = scala40_tournament(services, 4)
    services.rounds.generate(tournament)
    services.rounds.publish(tournament, 1)
    a, b, c, d = services.rounds.get(tournament, 1).tables[0].players
    first = Scala40Hand(((a, 10), (b, 20), (c, 30)), closer=d)
    services.results.enter_hand(tournament, 1, 1, first, expected_version=None)
    services.results.enter_hand(
        tournament, 1, 1, Scala40Hand(((a, 5), (c, 15), (d, 25)), closer=b), expected_version=1
    )
    fixed = Scala40Hand(((a, 110), (b, 20), (c, 30)), closer=d)
    return services.results.correct_hand(tournament, 1, 1, 0, fixed, expected_version=2)


def season_of_two_unplayed(services: Services) -> object:
    burraco = burraco_tournament(services)
    scala40 = scala40_tournament(services)
    rules_ = SeasonRules(game=Game.BURRACO, tournament_ids=(burraco, scala40))
    return season_ranking(services, rules_)


def damaged_settings(services: Services) -> object:
    """A tournament whose stored hands read "tre" (a file written by hand, another Torneo)."""
    tournament = burraco_tournament(services, 2)
    stored = services.tournaments.get(tournament).settings
    damaged = {**settings_to_json(stored), "hands": "tre"}
    with services.engine.begin() as connection:
        where = TournamentRow.id == tournament
        connection.execute(update(TournamentRow).where(where).values(settings=damaged))
    return services.standings.overall(tournament)


def clash_at_commit(services: Services) -> object:
    """A save the database refuses only at commit: a second seat for an entry already seated
    in round 1 (as a fault of the program, or a station racing another, would leave it)."""
    from sqlalchemy import select

    from tournament_app.services.changes import Changes
    from tournament_app.storage.models import SeatRow

    tournament = published(services)
    with services._context.writing(Changes(rounds=True)) as work:
        seat = work.session.scalars(select(SeatRow).order_by(SeatRow.id)).first()
        assert seat is not None
        twice = SeatRow(round_id=seat.round_id, table_number=9, line="ns", entry_id=seat.entry_id)
        work.add(twice)
        work.log("round.swap", "round 1", tournament_id=tournament)
    return None


def overtaken_at_commit(services: Services) -> object:
    """A correction whose result another station saved between its check and its write."""
    from sqlalchemy import select

    from tournament_app.services.changes import Changes
    from tournament_app.storage.models import BurracoResultRow

    tournament = published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    with services._context.writing(Changes(results=True)) as work:
        row = work.session.scalars(select(BurracoResultRow)).one()
        work.track(row)
        results = BurracoResultRow.__table__
        work.session.execute(update(results).values(version=results.c.version + 1))
        row.ns_mp = 1000
        work.log("result.correct", "R1 T1", tournament_id=tournament)
    return None


def undo_overtaken(services: Services) -> object:
    """The director was asked about table 1's result; station "sala" entered table 2 meanwhile."""
    tournament = published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    asked = services.audit.next_undoable(tournament)
    assert asked is not None
    other = open_services(services.engine.url.render_as_string(hide_password=False), station="sala")
    try:
        other.results.enter_totals(tournament, 1, 2, 600, 500)
    finally:
        other.close()
    return services.audit.undo_last(tournament, expected=asked.id)


def undo_of_another_station(services: Services) -> object:
    """Station "sala" entered table 2's result last; this station asks undo, unasked."""
    tournament = published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    other = open_services(services.engine.url.render_as_string(hide_password=False), station="sala")
    try:
        other.results.enter_totals(tournament, 1, 2, 600, 500)
    finally:
        other.close()
    return services.audit.undo_last(tournament)


def draft_made_meanwhile(services: Services) -> object:
    """Station "sala" makes round 1's draft while this station is seating the same round."""
    tournament = burraco_tournament(services, 4)
    other = open_services(services.engine.url.render_as_string(hide_password=False), station="sala")
    seat = services.rounds._plan

    def seat_after_sala(*args: object, **kwargs: object) -> object:
        other.rounds.generate(tournament)
        return seat(*args, **kwargs)

    services.rounds._plan = seat_after_sala  # type: ignore[method-assign]
    try:
        return services.rounds.generate(tournament)
    finally:
        other.close()


def round_published_meanwhile(services: Services) -> object:
    """Station "sala" seats and publishes round 1 while this station is seating it."""
    tournament = burraco_tournament(services, 4)
    other = open_services(services.engine.url.render_as_string(hide_password=False), station="sala")
    seat = services.rounds._plan

    def seat_after_sala(*args: object, **kwargs: object) -> object:
        other.rounds.generate(tournament)
        other.rounds.publish(tournament, 1)
        return seat(*args, **kwargs)

    services.rounds._plan = seat_after_sala  # type: ignore[method-assign]
    try:
        return services.rounds.generate(tournament)
    finally:
        other.close()


def undo_data_changed(services: Services) -> object:
    """Table 1's result changed behind the log's back after it was entered."""
    from tournament_app.storage.models import BurracoResultRow

    tournament = published(services)
    services.results.enter_totals(tournament, 1, 1, 900, 400)
    with services.engine.begin() as connection:
        connection.execute(update(BurracoResultRow).values(ns_mp=905))
    return services.audit.undo_last(tournament)


def finished_result(services: Services) -> object:
    """Round 1 published, the tournament marked finished, then a table's result entered."""
    tournament = published(services)
    services.tournaments.set_status(tournament, TournamentStatus.FINISHED)
    return services.results.enter_totals(tournament, 1, 1, 900, 400)


def scale(hands: int) -> VictoryPointScale:
    bands = ((0, 10), (300, 15), (1000, 20))
    return VictoryPointScale("Circolo", hands, tuple(VictoryPointBand(*b) for b in bands))


def burraco(**changes: Any) -> Callable[[Services], object]:
    return lambda _: rules.validate(replace(BurracoSettings(), **changes))


def scala40(**changes: Any) -> Callable[[Services], object]:
    return lambda _: rules.validate(replace(Scala40Settings(), **changes))
