"""The values every printable or exported document is made from.

Exports never see the database or the services: `tournament_app.services.reports.documents`
builds these frozen values from what the services return, and `excel`, `pdf` and `html` turn
them into files. Names and clubs are user text and are kept exactly as typed; each format
escapes them.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from tournament_app.names import search_key

if TYPE_CHECKING:
    from tournament_app.exports.teams import TeamDocument

Game = Literal["burraco", "scala40"]
Language = Literal["it", "en"]
Number = int | float

# ---------------------------------------------------------------------------------------------
# The tournament header printed on every page
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class VictoryPointBand:
    """One band of a VP table: an MP difference from `low` to `high` gives winner-loser VP."""

    low: int
    high: int | None  # None: "and above" (the last band)
    winner: int
    loser: int


@dataclass(frozen=True)
class RulesSummary:
    """The rules a director prints under the title: VP table, tie-breaks, the game's settings."""

    vp_table_name: str = ""
    vp_bands: tuple[VictoryPointBand, ...] = ()
    tie_breaks: tuple[str, ...] = ()  # already worded in the document's language, in order
    notes: tuple[str, ...] = ()  # e.g. "3 smazzate per turno", "limite 101"


@dataclass(frozen=True)
class TournamentHeader:
    """Who, when, where and what: the heading of every document."""

    name: str
    game: Game
    date: datetime.date | None = None
    venue: str = ""
    rules: RulesSummary = field(default_factory=RulesSummary)
    round_shown: int | None = None  # "after round N"; None: no round yet / whole tournament
    round_partial: bool = False  # some results of round_shown are still missing
    rounds_planned: int | None = None
    language: Language = "it"
    # The game as the services name it in `language` ("Burraco", "Scala 40"); `game` is its
    # code, which decides the layout.
    game_name: str = ""
    # A scala 40 elimination's final, once it is seated: its documents say "Finale", and the
    # standings after it, its winner known, are the final ones.
    final_round: int | None = None
    # The standings after round_shown are the final ones (the services decide: the last
    # planned round complete, an elimination's final, or a tournament marked finished).
    final: bool = False
    # Where the director publishes the results (an http(s) address, checked by the services):
    # the wall sheets and table cards print it as a QR code; empty, they print none.
    results_url: str = ""


# ---------------------------------------------------------------------------------------------
# People and entries
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    """A player's name as registered; surname first is how lists are sorted and printed."""

    surname: str
    given_name: str = ""

    @property
    def full_name(self) -> str:
        """Surname then given name, as Italian lists print them."""
        return f"{self.surname} {self.given_name}".strip()

    @property
    def sort_key(self) -> tuple[str, str]:
        """Alphabetical order ignoring case and accents (Nicolò sorts with Nicola)."""
        return (_fold(self.surname), _fold(self.given_name))


def _fold(text: str) -> str:
    """Lower case, accents and punctuation dropped: "-Bianchi" is looked for under B and
    D'Angelo after Dalla, as in a phone book (Nicolò sorts as a search finds it: Nicolo)."""
    return " ".join("".join(c for c in search_key(text) if c.isalnum() or c.isspace()).split())


@dataclass(frozen=True)
class EntryRef:
    """An entry (pair, player or team) as it appears on any list: number, players, club."""

    number: int
    players: tuple[Player, ...]
    club: str = ""
    partners: tuple[int, ...] = ()  # individual burraco: the other entries on the same line

    @property
    def label(self) -> int | str:
        """The entry's number, or "12 + 15" for a line of two individual entries."""
        if not self.partners:
            return self.number
        return " + ".join(str(n) for n in (self.number, *self.partners))

    @property
    def names(self) -> str:
        """The players' names joined for one cell ("Rossi Mario – Bianchi Anna")."""
        return " – ".join(p.full_name for p in self.players)


@dataclass(frozen=True)
class EntryRow:
    """One line of the registration list."""

    entry: EntryRef
    category: str = ""
    group: str = ""
    present: bool = True
    withdrawn: bool = False


# ---------------------------------------------------------------------------------------------
# Standings and prizes
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BurracoStandingRow:
    """One entry's line in a burraco ranking."""

    rank: int
    entry: EntryRef
    victory_points: Number
    mp_difference: int
    tie_break_values: tuple[Number, ...] = ()  # same order as BurracoStandings.tie_break_names
    vp_per_round: tuple[Number | None, ...] = ()  # None: no score for that round
    group: str = ""
    category: str = ""
    withdrawn: bool = False  # the pair withdrew: it keeps its line, marked, but wins no prize
    # Worded: the tie-break that put the row below the one above ("per differenza punti"),
    # or that it shares its place until a draw of lots is made; "" for neither.
    tie_break_note: str = ""


@dataclass(frozen=True)
class BurracoStandings:
    """A burraco ranking: overall, or for one group or category (`scope` names which)."""

    header: TournamentHeader
    rows: tuple[BurracoStandingRow, ...]
    rounds: tuple[int, ...] = ()  # the round numbers of the VP-per-round columns
    tie_break_names: tuple[str, ...] = ()  # extra columns beside VP and MP difference
    scope: str = ""  # "" for overall, else e.g. "Girone A" / "Categoria B"


@dataclass(frozen=True)
class Scala40StandingRow:
    """One entry's line in a scala 40 ranking."""

    rank: int | None  # None: still playing at a table of the round shown, no place yet
    entry: EntryRef
    stage_reached: str  # worded, e.g. "Finale", "Semifinale", "Turno 2"
    placement_points: Number | None  # None in the elimination format
    penalty_total: int  # the penalty points that rank, lower first (cards and the director's
    # penalty points together): every round's with placement points; in an elimination the
    # last stage's only, each stage being a fresh game
    points_per_round: tuple[Number | None, ...] = ()
    # The placement points penalties took away (negative; None: none), which the points
    # per round do not show: the placement points are their sum with this.
    points_taken_away: Number | None = None
    # The penalty points the director added (None: none), counted in `penalty_total`: in an
    # elimination those of the stage shown (each in the stage it was given in).
    director_penalty: int | None = None
    # An elimination's place at the table of the player's last stage (None: not placed
    # there yet, or not an elimination): it orders the players out at the same stage.
    last_place: int | None = None
    eliminated: bool = False
    group: str = ""
    category: str = ""
    withdrawn: bool = False  # the player withdrew: the line stays, marked, but wins no prize
    # At a table of the round shown still being played: `stage_reached` says "in gioco" and
    # `penalty_total` counts the running total at that table.
    playing: bool = False
    # Scala 40 in pairs: game points won less lost (`placement_points` are then the pair's
    # match points); None in singles.
    game_point_difference: int | None = None
    # An elimination's penalty points of every stage added (None otherwise): ranking nothing,
    # kept for the workbook's readers.
    penalty_all_stages: int | None = None
    # The rounds (up to the one shown) the player lost by forfeit, last at the table: the
    # note says so beside the stage and the place.
    forfeited: tuple[int, ...] = ()


@dataclass(frozen=True)
class Scala40Standings:
    """A scala 40 ranking (stages reached, placement points, totals)."""

    header: TournamentHeader
    rows: tuple[Scala40StandingRow, ...]
    rounds: tuple[int, ...] = ()
    scope: str = ""
    # An elimination: the penalty column is the last stage's (it ranks after the stage reached
    # and the place there), and its heading says so; the workbook adds every stage's total.
    elimination: bool = False
    # Scala 40 in pairs: the entries are pairs, ranked by match points.
    pairs: bool = False


Standings = BurracoStandings | Scala40Standings


@dataclass(frozen=True)
class PrizeRow:
    """A prize winner: place in the section, entry, points (VP in burraco, placement points
    in scala 40; None where the ranking has none, a scala 40 elimination), and the prize as
    worded; a scala 40 winner also has the stage reached (worded) and penalty points."""

    place: int
    entry: EntryRef
    points: Number | None
    prize: str = ""
    stage: str = ""
    penalty: Number | None = None


@dataclass(frozen=True)
class PrizeSection:
    """The prizes of one group or category ("" title: the overall prizes)."""

    title: str
    rows: tuple[PrizeRow, ...]


@dataclass(frozen=True)
class PrizeList:
    """The prize list the director reads out and pins up."""

    header: TournamentHeader
    sections: tuple[PrizeSection, ...]
    points_label: str = "points"
    """The labels key heading the points column ("vp" in burraco, "placement_points")."""
    penalty_label: str = "penalty_overall"
    """The labels key heading the scala 40 penalty column ("penalty_last_stage" in an
    elimination, which ranks by the last stage's penalty points alone)."""
    cumulative: bool | None = None
    """Whether prizes add up, said under the title when groups or categories have prizes of
    their own (None: the overall places only, no rule to state)."""
    provisional: bool = False
    """The standings are not final yet (services' `PrizeAwards.provisional`): said under
    the title."""


# ---------------------------------------------------------------------------------------------
# Seating, table cards
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """An entry at a table: burraco line "NS"/"EO" ("C" the third pair at a table of three
    pairs), or a scala 40 seat number as text."""

    position: str
    entry: EntryRef


@dataclass(frozen=True)
class TableSeating:
    """Who sits at one table in a round."""

    table: int
    seats: tuple[Seat, ...]
    group: str = ""
    """The group (girone) playing at the table: a scala 40 all'italiana's; "" otherwise."""


@dataclass(frozen=True)
class Bye:
    """An entry resting this round, at the table the round gives it (a Mitchell pair whose
    opponent withdrew rests at its own table; other byes after the last table)."""

    table: int
    entry: EntryRef


@dataclass(frozen=True)
class RoundSeating:
    """A round's seating: by table (and the byes); the alphabetical list derives from it.

    Table cards are printed from the same value.
    """

    header: TournamentHeader
    round_number: int
    tables: tuple[TableSeating, ...]
    byes: tuple[Bye, ...] = ()
    pairs: bool = False
    """Scala 40 in pairs: each seat is a pair ("Coppia 1", "Coppia 2")."""

    def alphabetical(self) -> tuple[AlphabeticalSeat, ...]:
        """Every player with entry, table and line, sorted by surname then name."""
        rows = [
            AlphabeticalSeat(player, seat.entry.number, table.table, seat.position)
            for table in self.tables
            for seat in table.seats
            for player in seat.entry.players
        ]
        rows += [
            AlphabeticalSeat(player, bye.entry.number, bye.table, "")
            for bye in self.byes
            for player in bye.entry.players
        ]
        return tuple(sorted(rows, key=lambda r: (r.player.sort_key, r.entry_number)))


@dataclass(frozen=True)
class AlphabeticalSeat:
    """One line of the alphabetical seating list (no position: the entry has the bye)."""

    player: Player
    entry_number: int
    table: int | None
    position: str


# ---------------------------------------------------------------------------------------------
# Scoresheets
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BurracoScoresheet:
    """A pre-filled burraco segnapunti for one table: names on top, the grid left blank.

    Per hand and line the sheet has base (bonuses and closing), card points and hand total;
    then the turno totals, the difference, the VP and both lines' signatures, with the VP
    table printed at the bottom.
    """

    header: TournamentHeader
    round_number: int
    table: int
    ns: EntryRef
    eo: EntryRef
    hands: int
    third: EntryRef | None = None
    """At a table of three pairs (burraco a sei): the pair on the third line, with its own
    columns; the sheet then prints how the table's VP are shared (`vp_rule`)."""
    vp_rule: str = ""


@dataclass(frozen=True)
class Scala40Scoresheet:
    """A scala 40 table sheet: a column per player, a row per hand, running totals, marks."""

    header: TournamentHeader
    round_number: int
    table: int
    seats: tuple[Seat, ...]
    limit: int = 101
    out_above: bool = False
    """Out only above the limit (the house rule), not on reaching it (the official one)."""
    hand_rows: int = 20
    marks: tuple[tuple[str, str], ...] = ()  # (mark, meaning), e.g. ("X", "eliminato")
    # Scala 40 in pairs: the hands that win the match (a column per player, pair by pair;
    # no limit). None in singles.
    pairs_target: int | None = None


Scoresheet = BurracoScoresheet | Scala40Scoresheet


# ---------------------------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BurracoTableResult:
    """One table's turno: MP and VP of both lines (None while the sheet is missing)."""

    table: int | None  # None for a bye, which has no table
    ns: EntryRef
    eo: EntryRef | None  # None for a bye
    ns_mp: int | None
    eo_mp: int | None
    ns_vp: Number | None
    eo_vp: Number | None
    note: str = ""  # worded: "riposo", "forfait", "arbitrale", "EO penalità -100 punti", ...


@dataclass(frozen=True)
class Scala40Placing:
    """A player's finish at a scala 40 table (place None while the table is still playing)."""

    place: int | None
    entry: EntryRef
    penalty_total: int
    placement_points: Number | None  # None where the format has none (elimination)
    note: str = ""  # worded marks: "eliminato alla mano 9", "rientrato", ...
    # Penalty points the director added in this round (+50), kept apart from `penalty_total`,
    # the cards the players signed for: the standings count both.
    director_penalty: int = 0


@dataclass(frozen=True)
class Scala40TableResult:
    """One scala 40 table's finishing order (empty placings while it is still playing)."""

    table: int
    placings: tuple[Scala40Placing, ...]


@dataclass(frozen=True)
class RoundResults:
    """Every table's result in one round."""

    header: TournamentHeader
    round_number: int
    tables: tuple[BurracoTableResult, ...] | tuple[Scala40TableResult, ...]
    system: str = ""  # worded pairing system, e.g. "Mitchell", "Danese"
    pairs: bool = False  # scala 40 in pairs: a table's two pairs, with their match points


# ---------------------------------------------------------------------------------------------
# Penalties and per-entry history
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PenaltyRow:
    """A penalty or warning given to an entry."""

    round_number: int | None
    entry: EntryRef
    kind: str  # worded: "ammonizione", "penalità VP", ...
    victory_points: Number = 0  # negative for a deduction
    match_points: int = 0
    reason: str = ""


@dataclass(frozen=True)
class HistoryRow:
    """One round in an entry's history (burraco: opponent and MP; scala 40: place and points);
    round None: the closing line of what penalties took away."""

    round_number: int | None
    table: int | None
    position: str  # burraco: the line; scala 40: the place at the table ("2°", "2nd")
    opponents: str  # worded: the opponents' entry and names, or "riposo"
    score_for: int | None  # burraco MP scored / scala 40 penalty total
    score_against: int | None  # burraco MP conceded; None for scala 40
    points: Number | None  # VP or placement points
    running_total: Number | None
    # Worded: how a round not played out came about, as the round's results say it
    # ("forfait EO (n. 2)", "arbitrale"; a scala 40 player's "forfait"); "" for a played one.
    note: str = ""


@dataclass(frozen=True)
class EntryHistory:
    """Everything one entry played: the page a player looks up."""

    entry: EntryRef
    rank: int | None
    rows: tuple[HistoryRow, ...]
    # Worded: its place as the score card says it ("13° di 60", "56° di 60 – ritirata",
    # "ancora nessuna"); "" where none was worded.
    standing: str = ""


# ---------------------------------------------------------------------------------------------
# The whole tournament, as the workbook and the results site show it
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TournamentReport:
    """Everything the Excel workbook and the HTML site hold for one tournament."""

    header: TournamentHeader
    standings: Standings
    rounds: tuple[RoundResults, ...] = ()
    entries: tuple[EntryRow, ...] = ()
    penalties: tuple[PenaltyRow, ...] = ()
    histories: tuple[EntryHistory, ...] = ()
    extra_standings: tuple[Standings, ...] = ()  # per group / per category
    # A team event (burraco a squadre): the team ranking, and each played round's matches.
    team_standings: TeamDocument | None = None
    team_rounds: tuple[TeamDocument, ...] = ()
    # The prize list the workbook and the site keep beside the standings (None: not asked
    # for, or no table has a result yet).
    prizes: PrizeList | None = None
