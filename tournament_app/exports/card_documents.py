"""The values the cards handed to players are printed from: a score card per entry (what it
played, round by round) and a movement card per pair (where it goes next).

Built by `tournament_app.services.reports.cards` from the services' values; `pdf_cards` lays
them out. Like every document value, names are kept as typed and escaped when printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament_app.exports.documents import EntryRef, HistoryRow, Number, TournamentHeader


@dataclass(frozen=True)
class ScoreCard:
    """One entry's evening: each round's table, line (burraco) or place at the table (scala
    40), opponents, scores and VP (placement points) with the running total; its place."""

    entry: EntryRef
    rank: int | None  # None: no place yet (nothing played, or still playing)
    rows: tuple[HistoryRow, ...]
    total: Number | None  # VP (placement points) as the standings count them; None: none
    # Scala 40 elimination: the stage reached ("Turno 2", "Finale"), as the standings say it.
    stage: str = ""
    eliminated: bool = False
    withdrawn: bool = False
    # Worded by the services: the place ("13° di 60", "13th of 60"), a withdrawn entry's
    # with it ("56° di 60 – ritirata"), or none yet; "" where none was worded.
    place: str = ""
    # A key under the card: what a round at a table of three counts as conceded; "" for none.
    note: str = ""


@dataclass(frozen=True)
class ScoreCards:
    """The score cards of a tournament (every entry's, or the one asked for)."""

    header: TournamentHeader
    cards: tuple[ScoreCard, ...]
    entrants: int  # how many are ranked: the 24 of "3° di 24"
    per_page: int = 2  # 2 (A5 halves) or 4 (A6 quarters)
    # Scala 40 in pairs: each round's hands won and lost ("3–1") and its match points.
    pairs: bool = False


@dataclass(frozen=True)
class MovementStop:
    """Where a pair plays one round of a fixed movement: table and line and the opponents'
    number, or a bye (table None, or the pair's own table when it sits out there)."""

    round_number: int
    table: int | None
    line: str  # "NS" / "EO"; "" for a bye
    opponents: int | str | None  # the opponents' number; None for a bye
    seated: bool  # True: the round is already seated (published); False: foreseen


@dataclass(frozen=True)
class MovementCard:
    """One pair's way through the movement."""

    entry: EntryRef
    stops: tuple[MovementStop, ...]


@dataclass(frozen=True)
class MovementCards:
    """A fixed movement's cards: every pair's tables and opponents, round by round.

    `system` names the movement ("Mitchell"); `after` is worded, what follows the movement
    ("Dal turno 4: Danese, abbinamenti secondo la classifica"), empty when nothing does.
    """

    header: TournamentHeader
    system: str
    rounds: tuple[int, ...]
    cards: tuple[MovementCard, ...]
    after: str = ""
    per_page: int = 2  # 2 (A5 halves) or 4 (A6 quarters)
