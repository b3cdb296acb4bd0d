"""A tournament's settings as plain values: what the wizard asks and the database keeps."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from scoring.rule_names import DEFAULT_PAIRS_TIE_BREAKS, DEFAULT_TIE_BREAKS
from scoring.rule_names import ByeScore as ByeScore
from scoring.rule_names import DrawRule as DrawRule
from scoring.rule_names import PairsTieBreak as PairsTieBreak
from scoring.rule_names import TieBreak as TieBreak
from scoring.team_movement import TeamMovement as TeamMovement
from scoring.three_pairs import AVERAGE_RULE, RULES
from scoring.three_pairs import ThreePairsTables as ThreePairsTables
from scoring.three_pairs import ThreePairsVp as ThreePairsVp

THREE_PAIRS_VP_RULES = RULES
"""The VP rules of tables of three pairs by name ("average", "average_down", "sum")."""


class Game(Enum):
    """Which card game a tournament plays."""

    BURRACO = "burraco"
    SCALA40 = "scala40"


class PairingSystem(Enum):
    """How a burraco round is seated (see the domain doc's tournament formats)."""

    DRAW = "draw"
    """First round by lot (seeded, so it can be repeated)."""
    REGISTRATION = "registration"
    """First round in registration order."""
    MITCHELL = "mitchell"
    DANESE = "danese"
    DANESE_GIRONI = "danese_gironi"
    ROUND_ROBIN = "round_robin"
    """All'italiana: everyone meets everyone (Berger tables)."""


class DaneseVariant(Enum):
    """Which rematches Danish pairing forbids."""

    PURO = "puro"
    MODIFICATO = "modificato"
    """No rematch of the previous round (except in the last round)."""
    NEVER_AGAIN = "never_again"


class EventFormat(Enum):
    """Who plays a burraco tournament: pairs each for itself, or teams of pairs."""

    PAIRS = "pairs"
    TEAMS = "teams"
    """Burraco a squadre: teams of 4-6 players field two pairs a round; a match is two
    tables with the lines swapped, scored by a team VP table (`scoring.teams`)."""


@dataclass(frozen=True)
class ScheduleStep:
    """`rounds` consecutive rounds seated by `system` (e.g. Mitchell x3)."""

    system: PairingSystem
    rounds: int


@dataclass(frozen=True)
class VictoryPointBand:
    """From `min_difference` MP of difference up, the winner gets `winner_vp` (loser 20 - it)."""

    min_difference: int
    winner_vp: int


@dataclass(frozen=True)
class VictoryPointScale:
    """A named VP table copied into the tournament, so later edits never rewrite its past."""

    name: str
    hands: int
    bands: tuple[VictoryPointBand, ...]


@dataclass(frozen=True)
class BurracoSettings:
    """Everything that decides how a burraco tournament is seated and scored.

    `vp_scale` None means the FIBUR table for `hands` (3 or 4); 2 hands needs a custom scale.
    """

    individual: bool = False
    hands: int = 3
    schedule: tuple[ScheduleStep, ...] = (
        ScheduleStep(PairingSystem.MITCHELL, 3),
        ScheduleStep(PairingSystem.DANESE, 1),
    )
    first_round: PairingSystem = PairingSystem.DRAW
    mitchell_shift: int = 1
    danese_variant: DaneseVariant = DaneseVariant.MODIFICATO
    alternate_lines: bool = False
    """Danish rounds: each pair takes the line it did not have the last time it played (ties
    to the higher ranked); off, the pair higher in the standings sits NS (burraco.md)."""
    keep_clubs_apart: bool = False
    """The first round (and so the Mitchell that follows it) puts the pairs of one club on the
    same line, where the line sizes allow, so they do not meet (burraco.md); a Danish round
    keeps them apart where it can without a rematch (docs/pairing.md)."""
    group_sizes: tuple[int, ...] = ()
    """Danese a gironi: how many entries per group, best first (empty = two halves)."""
    vp_scale: VictoryPointScale | None = None
    bye_vp: int | None = None
    """None = the default for `hands` (14 VP with 3 hands, 12 with 4)."""
    bye_mp: int | None = None
    """None = the default for `hands` (+355 MP with 3 hands, +305 with 4)."""
    forfeit_present_vp: int | None = None
    """The VP of the pair present when its opponents forfeit the turno by arriving more than
    10 minutes late (burraco.md), with their equivalent MP in the VP table; None = the default
    for `hands` (14 VP, 12 with 4 hands)."""
    forfeit_late_vp: int | None = None
    """The VP of the pair that forfeits by arriving late, and of a pair that leaves during the
    turno (burraco.md gives both 6 or 8); None = the default for `hands` (6 VP, 8 with 4)."""
    tie_breaks: tuple[TieBreak, ...] = DEFAULT_TIE_BREAKS
    """After VP, in order (stored, and typed on the command line, by their values: "mp_diff",
    "mp_scored", "mp_against", "head_to_head", "draw")."""
    no_semipulito: bool = False
    burraco_reale: bool = False
    closing_bonus: int = 100
    """The chiusura bonus (FIBUR 100): a house amount per tournament."""
    pozzetto_penalty: int = 100
    """What a line that did not take its pozzetto pays (FIBUR 100)."""
    reale_bonus: int = 300
    """The burraco reale bonus, with `burraco_reale` on (burraco.md: 300)."""
    super_bonus: int = 250
    """The super burraco bonus, with `burraco_reale` on (burraco.md: 250)."""
    brazilian: bool = False
    """Brazilian burraco: a burraco in the hand's trump suit counts double (pulito 400,
    semipulito 300, sporco 200); the sheet asks how many were in trumps."""
    seed: int = 0
    """Seeds every draw, so a round can be regenerated identically."""
    draw_order: tuple[int, ...] = ()
    """Entry numbers in the order of the recorded draw (best first): the last tie-break."""
    prizes_cumulative: bool = False
    """Whether prizes add up: True, an overall winner also takes a category's or group's
    prize; False (clubs' usual "premi non cumulabili"), each section's prizes go to those not
    already awarded, the overall places first."""
    results_url: str = ""
    """Where the tournament's results are published (an http(s) address the director set):
    the wall sheets and table cards print it as a QR code; empty, nothing is printed."""
    table_entry: bool = False
    """Whether the tables enter their own totals from the players' phones on the hall service:
    each table of a published round then has a code (`services.table_entry`). Off, only the
    director's stations enter results."""
    three_pairs: ThreePairsTables = ThreePairsTables.NEVER
    """When a table seats three pairs (burraco a sei, burraco.md): never, when the count
    needs it (an odd count: one table of three instead of a bye), always. Pairs tournaments
    seated by a draw or the Danese (`scoring.pairing.three_pairs`)."""
    three_pairs_vp: ThreePairsVp = AVERAGE_RULE
    """How a table of three shares its VP (`scoring.three_pairs`): by default each pair's
    total against each of the other two, converted by the VP table and averaged."""
    event_format: EventFormat = EventFormat.PAIRS
    """Pairs, or teams (burraco a squadre): then every round seats team matches by
    `team_movement`, the schedule giving only the number of rounds."""
    team_movement: TeamMovement = TeamMovement.ROUND_ROBIN
    """Teams: round robin (Berger), Danese (not last round's opponent) or never-again."""
    team_vp_scale: VictoryPointScale | None = None
    """Teams: the VP table a match's summed difference is converted by; None = Torneo's
    proposal for `hands` (3 or 4), until FIBUR's official team table is sourced."""
    team_draw_order: tuple[int, ...] = ()
    """Teams: team numbers in the order of the team ranking's recorded draw (best first), its
    last tie-break as `draw_order` is the pairs' (`TeamService.draw_lots` records it)."""

    @property
    def rounds(self) -> int:
        """How many rounds the schedule plays in all."""
        return sum(step.rounds for step in self.schedule)


class Scala40Format(Enum):
    """How scala 40 rounds lead to a winner."""

    ELIMINATION = "elimination"
    """Each table's best `advance_per_table` go on, down to a final table; or, with
    `stage_cuts`, the best of each stage's ranking."""
    PLACEMENT_POINTS = "placement_points"
    """Every round reseats everyone; placement points accumulate into a ranking."""


class Scala40Seating(Enum):
    """How the placement-points rounds after the first are seated (round 1 is always a draw)."""

    DRAW = "draw"
    """Everyone redrawn, with the fewest repeated table-mates."""
    DANESE = "danese"
    """FISCA's danese: tables of four by the standings after the round before (1st-4th at
    table 1, ...); `keep_apart` passes over earlier table-mates."""
    ITALIANA = "italiana"
    """FISCA's all'italiana: a round robin in groups, every round of it (round 1 included)
    drawn before round 1, every pair of a group sharing a table as evenly as tables allow.
    The groups are the entries' own, given at registration, else drawn (`group_size`)."""


class Scala40Form(Enum):
    """Who an entry is: a player alone, or a pair (scala40.md: "Singles or pairs")."""

    SINGLES = "singles"
    """Each player alone, ranked by the table's finishing order."""
    PAIRS = "pairs"
    """Pairs, two at a table, partners opposite: the closer's pair wins a hand (a game
    point), first to `pairs_target` wins the match (`scoring.scala40_pairs`)."""


class NotOpenedRule(Enum):
    """What a player who never opened pays when someone closes."""

    CARDS = "cards"
    """The value of the cards held (the official rule)."""
    FLAT_100 = "flat_100"


class InHandClose(Enum):
    """What a chiusura in mano (all 13 cards laid at once, not having opened before) does to
    the other players' penalties."""

    OFF = "off"
    """Nothing: it scores as any close (the official rule; the default)."""
    FISCA = "fisca"
    """FISCA's variant: the players who had opened pay double; a player who had not opened
    pays a flat 100, whatever the cards, not doubled."""
    HOUSE = "house"
    """The house doubling: every other player pays double, a player who had not opened too
    (200 on the flat rule, the cards held twice otherwise). What Torneo did before FISCA's
    rule was added, so a tournament stored without the choice keeps it."""


class RemainderTables(Enum):
    """Which tables take the players that tables of 4 leave over (scala40.md: "3, 5 or 6
    allowed where the count does not divide", tables of 3 or 5 left to the director).

    Either way a table of the other size still seats a count the first cannot (5 players
    at one table of 5; 6 at two tables of 3); only a director's tables of 4 have the choice.
    """

    FIVE_FIRST = "five"
    """Tables of 5, else of 3 (the clubs' habit, the default): 13 players sit 5 + 4 + 4."""
    THREE_FIRST = "three"
    """Tables of 3, else of 5: 13 players sit 4 + 3 + 3 + 3."""


@dataclass(frozen=True)
class Scala40Settings:
    """Everything that decides how a scala 40 tournament is seated and scored."""

    table_size: int = 4
    remainder_tables: RemainderTables = RemainderTables.FIVE_FIRST
    """At tables of 4, the size of the tables that take the players left over
    (`rules.remainder_sizes`); any other table size spreads the players evenly on its own."""
    limit: int = 101
    out_at_limit: bool = True
    """True: a player reaching the limit is out (>=); False: only passing it (>)."""
    not_opened: NotOpenedRule = NotOpenedRule.CARDS
    in_hand_close: InHandClose = InHandClose.OFF
    """Off by default; turned on, FISCA's rule is the one offered first (the wizard, the
    command line's --in-hand-double)."""
    reentries: int = 0
    """How many times a player may re-enter (0: re-entry off)."""
    format: Scala40Format = Scala40Format.ELIMINATION
    advance_per_table: int = 1
    stage_cuts: tuple[int, ...] = ()
    """Elimination by the stage's ranking instead of per table: how many of each stage's
    ranking go on, stage 1 first (16, 8, 4: 40 -> 16 -> 8 -> a final table of 4). The last
    number is the final table; empty: the best `advance_per_table` of each table go on."""
    rounds: int = 3
    """Placement-points format: how many rounds are played."""
    placement_points: tuple[int, ...] = (4, 2, 1, 0)
    seating: Scala40Seating = Scala40Seating.DRAW
    """Placement-points format: how rounds 2 onwards are seated."""
    ace_alone_one: bool = False
    """House variant: an ace that is the only card left counts 1, not 11 (when the cards
    are typed, the sheet's value of a lone ace)."""
    simplified: bool = False
    """Simplified scoring (scala40.md): 1-15 points in hand count 1, 16-25 count 2, ...; a
    player who had not opened counts 10."""
    keep_apart: bool = False
    """Danese seating: a player who already shared a table with someone seated there gives
    the seat to the nearest-ranked player below who has not (docs/pairing.md)."""
    group_size: int = 16
    """All'italiana: how many players a group holds, about, when Torneo draws the groups
    (the entries have none of their own at round 1)."""
    minutes_per_game: int | None = None
    seed: int = 0
    draw_order: tuple[int, ...] = ()
    """Entry numbers in the order of the recorded draw (best first): the last tie-break."""
    prizes_cumulative: bool = False
    """Whether prizes add up: True, an overall winner also takes a category's or group's
    prize; False (clubs' usual "premi non cumulabili"), each section's prizes go to those not
    already awarded, the overall places first."""
    results_url: str = ""
    """Where the tournament's results are published (an http(s) address the director set):
    the wall sheets and table cards print it as a QR code; empty, nothing is printed."""
    stage_replacements: tuple[tuple[int, int, int], ...] = ()
    """Elimination: qualifiers who withdrew before the next stage was seated, each replaced
    by the next in the ranking as the director confirmed (`services.stage_replacements`):
    (stage, the entry withdrawn, the entry going on instead)."""
    form: Scala40Form = Scala40Form.SINGLES
    """Singles, or pairs: then entries are pairs, two pairs a table (`table_size` 2), and
    the settings below score the matches."""
    pairs_target: int = 3
    """Pairs: the game points (hands won) that win a match (scala40.md: first to 3)."""
    pairs_draw: DrawRule = DrawRule.DRAW
    """Pairs: a match level when time is called is a draw, or goes to fewer penalty points."""
    match_points: tuple[int, int, int] = (2, 1, 0)
    """Pairs: the match points of a win, a draw and a loss (no source gives them)."""
    pairs_tie_breaks: tuple[PairsTieBreak, ...] = DEFAULT_PAIRS_TIE_BREAKS
    """Pairs: after match points, in order (stored and typed by their values: "gp_diff",
    "gp_won", "penalty_points")."""
    pairs_bye: ByeScore = ByeScore.WIN
    """Pairs, an odd count: what the round's bye (the pair sitting out) is worth, a win's
    match points by default (no source says; docs/scoring.md)."""

    @property
    def pairs(self) -> bool:
        """Whether entries are pairs."""
        return self.form is Scala40Form.PAIRS

    table_entry: bool = False
    """Whether each table's score keeper enters the sheet hand by hand from a phone on the
    hall service, with the table's code (`services.table_sheets`); the others at the table
    follow it there. Off, only the director's stations enter the sheets."""


TournamentSettings = BurracoSettings | Scala40Settings


@dataclass(frozen=True)
class TournamentDraft:
    """What the new-tournament wizard collects."""

    game: Game
    name: str
    date: str | None = None
    """ISO date YYYY-MM-DD."""
    venue: str = ""
    settings: TournamentSettings = field(default_factory=BurracoSettings)
