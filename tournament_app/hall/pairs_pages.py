"""A scala 40 pairs table on the hall's pages: the keeper's hand form (each pair's two players,
named, with each one's points and who closed, as the window's pairs line asks) and the match as
it stands under the sheet (each pair's hands won and penalty points, the result). Values come
from `services.hall_pages.HallSheet.pairs`; the services read the typed hand
(`table_sheets.typed_pairs_hand`) and judge it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tournament_app.exports.documents import EntryRef, Language
from tournament_app.hall.hand_forms import Field, Tick
from tournament_app.hall.words import hall_text
from tournament_app.services.hall_pages import HallSheet
from tournament_app.services.score_figures import seat_label
from tournament_app.services.table_sheets import PENALTY_CHARACTERS

Seat = tuple[int, int]
FORM_KIND = "pairs"
"""The pairs form's hidden `k`: its POST is read as a pairs hand."""


def points_name(seat: Seat) -> str:
    """A player's points box on the form ("q3_1": pair 3, its first player)."""
    return f"q{seat[0]}_{seat[1]}"


@dataclass(frozen=True)
class TypedPairsHand:
    """A pairs hand as the keeper typed it, put back in the form when it is refused."""

    points: Mapping[Seat, str] = field(default_factory=dict)
    closer: Seat | None = None


def _seat(typed: str) -> Seat | None:
    """ "3.1" as (3, 1); None for anything else."""
    pair, dot, member = typed.partition(".")
    if dot and pair.isascii() and pair.isdigit() and len(pair) < 7 and member in ("1", "2"):
        return int(pair), int(member)
    return None


def read_typed(fields: Mapping[str, str], characters: int) -> TypedPairsHand:
    """The pairs form as posted: each player's box (`points_name`) and the closer ticked."""
    points: dict[Seat, str] = {}
    for name, value in fields.items():
        pair, _, member = name[1:].partition("_")
        seat = _seat(f"{pair}.{member}") if name[:1] == "q" else None
        if seat is not None:
            points[seat] = value[:characters]
    return TypedPairsHand(points, _seat(fields.get("closer", "")))


@dataclass(frozen=True)
class PairsPlayer:
    """A player on the pairs form: "3.1" and the name, the points box, the closer's tick."""

    seat: str
    name: str
    points: Field
    closer: Tick


@dataclass(frozen=True)
class PairsGroup:
    """A pair on the form, its two players under its name."""

    legend: str
    entry: EntryRef
    players: tuple[PairsPlayer, ...]


@dataclass(frozen=True)
class PairsForm:
    """The keeper's next hand at a pairs table."""

    title: str
    pairs: tuple[PairsGroup, ...]
    figure_length: int = PENALTY_CHARACTERS


def pairs_form(language: Language, data: HallSheet, typed: TypedPairsHand) -> PairsForm:
    """Each pair in seat order, its two players with their box and tick."""
    groups = []
    for entry in data.players:
        players = []
        for member in (1, 2):
            seat = (entry.number, member)
            name = entry.players[member - 1].full_name if len(entry.players) >= member else ""
            closer = Tick(
                "closer",
                seat_label(seat),
                hall_text(language, "hand_closer"),
                typed.closer == seat,
                "radio",
            )
            points = Field(points_name(seat), "", typed.points.get(seat, ""))
            players.append(PairsPlayer(seat_label(seat), name, points, closer))
        legend = hall_text(language, "pairs_pair", pair=entry.number)
        groups.append(PairsGroup(legend, entry, tuple(players)))
    assert data.pairs is not None
    title = hall_text(language, "hand_title", n=len(data.pairs.hands) + 1)
    return PairsForm(title, tuple(groups))


def match_lines(language: Language, data: HallSheet) -> tuple[str, ...]:
    """The match as it stands: each pair's hands won and penalty points (once a hand is
    played), then what is played for, or the result."""
    match = data.pairs
    if match is None:
        return ()
    won, totals, points = dict(match.game_points), dict(match.totals), dict(match.match_points)
    lines = [
        hall_text(language, "pairs_standing", pair=pair, won=won[pair], points=totals[pair])
        for pair in (match.pairs if match.hands else ())
    ]
    if not match.finished:
        target = data.pairs_target
        lines.append(hall_text(language, "pairs_in_play", count=target, target=target))
    elif match.winner is None:
        lines.append(hall_text(language, "pairs_draw", points=points[match.pairs[0]]))
    else:
        lines.append(
            hall_text(language, "pairs_won", pair=match.winner, points=points[match.winner])
        )
    return tuple(lines)
