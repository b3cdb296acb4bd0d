"""A tournament file's play checked as the services would have left it: every table of every
round read back (burraco lines and results, scala 40 sheets replayed), each stored score
through the rules of the game, each open double-entry disagreement, each penalty's points."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from scoring.turno import arbitral, played
from tournament_app.services import rules
from tournament_app.services.archive.errors import bounded
from tournament_app.services.archive.refusals import _Refusals, _Wrong
from tournament_app.services.archive.rules import ROUNDS, TOURNAMENTS
from tournament_app.services.errors import ServiceError
from tournament_app.services.penalties import check_penalty
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.settings_codec import settings_from_json
from tournament_app.services.sheets import replay
from tournament_app.services.values import PenaltyKind
from tournament_app.storage.models import (
    BurracoResultRow,
    EntryRow,
    PenaltyRow,
    ResultCheckRow,
    Scala40SheetRow,
    SeatRow,
)


def _check_play(refusals: _Refusals, game: Game) -> None:
    """Every table of every round as the services read it back. Burraco: a played table has
    one pair (two players, individual) on each line, a bye only NS, each stored result's
    figures pass the referee's checks (the loosest any result is stored under) and each open
    disagreement passes `_check_disagreements`. Scala 40: every table replays, with its sheet
    or none yet, under the tournament's settings and with the round's forfeits, as the
    services replay it (`sheets.replay`): a sheet played on after a forfeit (its hands
    without the player, a tie order once the game it ended was over) is the services'."""
    tables = refusals.tables
    settings = settings_from_json(game, tables[TOURNAMENTS][0]["settings"])
    entries = refusals.numbers(EntryRow.__tablename__)
    rounds = {row["id"]: (position, row) for position, row in enumerate(tables[ROUNDS], 1)}
    seated: dict[tuple[int, int], dict[str, list[tuple[int, int]]]] = {}
    for seat in tables[SeatRow.__tablename__]:
        lines = seated.setdefault((seat["round_id"], seat["table_number"]), {})
        lines.setdefault(seat["line"], []).append((seat["position"], entries[seat["entry_id"]]))
    if isinstance(settings, BurracoSettings):
        each = 2 if settings.individual else 1
        for (round_id, table), lines in sorted(seated.items()):
            ns, ew = len(lines.get("ns", ())), len(lines.get("ew", ()))
            third = len(lines.get("c", ()))
            if third and (settings.individual or third != 1 or ew != 1):
                ew = 0  # a third pair only beside one NS and one EO pair
            if not ns or (ew and (ns, ew) != (each, each)) or (third and not ew):
                wrong = _Wrong("table_lines", table=table, ns=ns, ew=ew, each=each)
                raise refusals.refusal(wrong, ROUNDS, *rounds[round_id])
        for name in (BurracoResultRow.__tablename__, ResultCheckRow.__tablename__):
            for position, row in enumerate(tables[name], start=1):
                if "ew" not in seated[(row["round_id"], row["table_number"])]:
                    # The services refuse a result (or a second entry) for a bye, its score
                    # being automatic, and the standings would pass over it: one here is the
                    # file's, not a station's.
                    raise refusals.refusal(_Wrong("result_for_bye"), name, position, row)
        for position, row in enumerate(tables[BurracoResultRow.__tablename__], start=1):
            with _scored(refusals, BurracoResultRow.__tablename__, position, row, rounds):
                arbitral(row["ns_mp"], row["ew_mp"], row["ns_vp"], row["ew_vp"])
        _check_disagreements(refusals, settings, rounds)
        return
    sheets = {
        (row["round_id"], row["table_number"]): (position, row)
        for position, row in enumerate(tables[Scala40SheetRow.__tablename__], start=1)
    }
    forfeits = _forfeits(refusals, entries)
    for (round_id, table), lines in sorted(seated.items()):
        players = [number for _, number in sorted(lines["seat"])]
        sheet = sheets.get((round_id, table))
        left = forfeits.get(rounds[round_id][1]["number"], ())
        try:
            replay(players, sheet[1]["hands"] if sheet else [], settings, forfeits=left)
        except ServiceError as problem:
            if sheet is None:
                raise refusals.refusal(bounded(problem), ROUNDS, *rounds[round_id]) from None
            name = Scala40SheetRow.__tablename__
            raise refusals.refusal(bounded(problem), name, *sheet, "hands") from None


def _forfeits(refusals: _Refusals, entries: dict[int, int]) -> dict[int, tuple[int, ...]]:
    """Round number -> the entries (numbers) that forfeited in it, oldest first: what
    `forfeits.forfeits_by_round` reads from the database, read from the file's penalties."""
    found: dict[int, list[int]] = {}
    rows = sorted(refusals.tables[PenaltyRow.__tablename__], key=lambda row: row["id"])
    for row in rows:
        if row["kind"] == PenaltyKind.FORFEIT.value and row["round_number"] is not None:
            found.setdefault(row["round_number"], []).append(entries[row["entry_id"]])
    return {number: tuple(dict.fromkeys(left)) for number, left in found.items()}


def _check_penalties(refusals: _Refusals, game: Game) -> None:
    """Each penalty's points as `penalties.check_penalty` takes them when one is given: a
    warning with points, a -VP penalty of 0 VP or MP not a multiple of 5 would count in
    the standings as no station could have written it."""
    for position, row in enumerate(refusals.tables[PenaltyRow.__tablename__], start=1):
        try:
            check_penalty(PenaltyKind(row["kind"]), row["vp"], row["mp"], game=game)
        except ServiceError as problem:
            raise refusals.refusal(problem, PenaltyRow.__tablename__, position, row) from None


@contextmanager
def _scored(
    refusals: _Refusals,
    name: str,
    position: int,
    row: dict[str, Any],
    rounds: dict[int, tuple[int, dict[str, Any]]],
) -> Iterator[None]:
    """A stored score checked by the rules of the game inside: what they refuse, refuses
    row `position` of `name` with the rule's own sentence (round and table named)."""
    number = rounds[row["round_id"]][1]["number"]
    try:
        with rules.scoring_errors(round=number, table=row["table_number"]):
            yield
    except ServiceError as problem:
        raise refusals.refusal(bounded(problem), name, position, row) from None


def _check_disagreements(
    refusals: _Refusals, settings: BurracoSettings, rounds: dict[int, tuple[int, dict[str, Any]]]
) -> None:
    """Each open double-entry disagreement (`results.second_entry`) as the services leave
    one: about a result the file holds (without it `results.disagreements` would never show
    it), with figures a save would take (the check the services made before keeping them),
    compared with a version that result has reached. The import keeps every result's version
    as the file has it, so one compared with an older version (an undo since gave the result
    a newer one) stays as the services left it; one compared with a later version than the
    result has was never written by a Torneo."""
    name = ResultCheckRow.__tablename__
    results = {
        (row["round_id"], row["table_number"]): row
        for row in refusals.tables[BurracoResultRow.__tablename__]
    }
    turno = rules.turno_settings(settings)
    for position, row in enumerate(refusals.tables[name], start=1):
        result = results.get((row["round_id"], row["table_number"]))
        if result is None:
            raise refusals.refusal(_Wrong("no_first_entry"), name, position, row)
        with _scored(refusals, name, position, row, rounds):
            played(row["ns_mp"], row["ew_mp"], turno)
        if row["result_version"] > result["version"]:
            wrong = _Wrong("compared_later", value=row["result_version"], version=result["version"])
            raise refusals.refusal(wrong, name, position, row, "result_version")
