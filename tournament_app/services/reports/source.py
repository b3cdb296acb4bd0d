"""One tournament as every report reads it, once per document: `TournamentSource`, with the
heading every document carries and the way a document names an entry.

Read-only, like every report module: only the services' read actions are called.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from tournament_app.exports import documents as doc
from tournament_app.exports.documents import Language
from tournament_app.services import rules
from tournament_app.services.domain_words import capitalised, game_name, tie_break_name
from tournament_app.services.messages.three_pairs import MP_NOTE
from tournament_app.services.pairs_sheets import bye_points
from tournament_app.services.rounds.status import final_round, standings_final
from tournament_app.services.setting_words import VARIANT_SETTINGS, setting_lines, vp_scale_name
from tournament_app.services.settings import (
    BurracoSettings,
    Scala40Format,
    Scala40Settings,
    ThreePairsTables,
)
from tournament_app.services.values import (
    Entry,
    Penalty,
    PenaltyId,
    PenaltyKind,
    Round,
    RoundStatus,
    Scala40Placing,
    Tournament,
    TournamentId,
    TournamentStatus,
)

if TYPE_CHECKING:
    from tournament_app.services.core import Services


# The settings a document prints under its title (the VP table and tie-breaks apart): what
# the players are told the evening plays by, worded as `tournament show` and the wizard do.
PRINTED_SETTINGS = frozenset(
    {
        "hands",
        "schedule",
        "bye_vp",
        "bye_mp",
        "forfeit_present_vp",
        "forfeit_late_vp",
        "limit",
        "out_at_limit",
        "not_opened",
        "in_hand_close",
        "reentries",
        "format",
        "advance_per_table",
        "stage_cuts",
        "rounds",
        "placement_points",
        "seating",
        "keep_apart",
        "group_size",
        # Tables of 3 before tables of 5 (`setting_words` says it only when so chosen).
        "remainder_tables",
        # Tables of three pairs and their VP rule, printed when the tournament seats them.
        "three_pairs",
        "three_pairs_vp",
        # Scala 40 in pairs: the form and the match's rules (`setting_words` says them
        # only for a tournament in pairs, the placement points then not).
        "form",
        "pairs_target",
        "pairs_draw",
        "match_points",
        "pairs_bye",
        # The house variants, printed when the tournament plays them (`setting_words`).
        *VARIANT_SETTINGS,
    }
)


class TournamentSource:
    """One tournament read once per document: its settings, entries and rounds."""

    def __init__(self, services: Services, tournament_id: TournamentId, language: Language):
        self.services = services
        self.id = tournament_id
        self.language = language

    @cached_property
    def tournament(self) -> Tournament:
        return self.services.tournaments.get(self.id)

    @cached_property
    def game(self) -> doc.Game:
        return "burraco" if isinstance(self.tournament.settings, BurracoSettings) else "scala40"

    @cached_property
    def entries(self) -> tuple[Entry, ...]:
        return self.services.entries.list(self.id)

    @cached_property
    def refs(self) -> dict[int, doc.EntryRef]:
        # Read as plain rows: every document names all the entries, most need nothing more.
        return {
            number: doc.EntryRef(
                number, tuple(doc.Player(*names) for names in named.players), named.club or ""
            )
            for number, named in self.services.entries.named(self.id).items()
        }

    @cached_property
    def rounds(self) -> tuple[Round, ...]:
        return self.services.rounds.list(self.id)

    @cached_property
    def played_rounds(self) -> tuple[Round, ...]:
        """Rounds announced to the players (drafts are the director's private business)."""
        return tuple(r for r in self.rounds if r.status is not RoundStatus.DRAFT)

    def ref(self, number: int) -> doc.EntryRef:
        """The entry by number; a number no longer registered still prints as itself."""
        return self.refs.get(number) or doc.EntryRef(number, ())

    def line(self, numbers: tuple[int, ...]) -> doc.EntryRef:
        """A burraco line: one pair, or (individual) two players' entries printed together."""
        if len(numbers) == 1:
            return self.ref(numbers[0])
        refs = [self.ref(n) for n in numbers]
        players = tuple(p for r in refs for p in r.players)
        clubs = " / ".join(dict.fromkeys(r.club for r in refs if r.club))
        return doc.EntryRef(numbers[0], players, clubs, partners=numbers[1:])

    @cached_property
    def round_statuses(self) -> dict[int, RoundStatus]:
        """Each round's status by number: what a heading needs, without the seating."""
        return self.services.rounds.statuses(self.id)

    def header(self, *, round_shown: int | None = None) -> doc.TournamentHeader:
        t = self.tournament
        announced = [n for n, s in self.round_statuses.items() if s is not RoundStatus.DRAFT]
        if round_shown is None and announced:
            round_shown = announced[-1]
        status = self.round_statuses.get(round_shown or 0)
        last = announced[-1] if announced else None
        return doc.TournamentHeader(
            name=t.name,
            game=self.game,
            game_name=capitalised(game_name(self.game, self.language)),
            date=_date(t.date),
            venue=t.venue,
            rules=self.rules_summary(),
            round_shown=round_shown,
            round_partial=status is RoundStatus.PUBLISHED,
            rounds_planned=_rounds_planned(t),
            language=self.language,
            final_round=self.final_round,
            final=standings_final(
                t.settings,
                round_shown,
                complete=status is RoundStatus.COMPLETE,
                concluded=t.status is TournamentStatus.FINISHED and round_shown == last,
                final=self.final_round,
            ),
            results_url=t.settings.results_url,
        )

    @cached_property
    def final_round(self) -> int | None:
        """The round that is a scala 40 elimination's final, once seated (a draft too: its
        seating and sheets are printed before it is announced); None otherwise."""
        settings = self.tournament.settings
        if isinstance(settings, Scala40Settings) and settings.format is Scala40Format.ELIMINATION:
            return final_round(self.rounds)
        return None

    def rules_summary(self) -> doc.RulesSummary:
        settings = self.tournament.settings
        lang = self.language
        if isinstance(settings, BurracoSettings):
            # How a table of three counts its MP, under the rule its VP are shared by.
            seats_three = settings.three_pairs is not ThreePairsTables.NEVER
            three_pairs_notes = (MP_NOTE.get(lang, MP_NOTE["it"]),) if seats_three else ()
            table = rules.vp_table(settings)
            return doc.RulesSummary(
                vp_table_name=vp_scale_name(rules.table_to_scale(table), lang),
                vp_bands=tuple(
                    doc.VictoryPointBand(b.low, b.high, b.winner_vp, b.loser_vp)
                    for b in table.bands
                ),
                tie_breaks=tuple(tie_break_name(code, lang) for code in settings.tie_breaks),
                notes=setting_lines(settings, lang, PRINTED_SETTINGS) + three_pairs_notes,
            )
        return doc.RulesSummary(notes=setting_lines(settings, lang, PRINTED_SETTINGS))

    @cached_property
    def penalties(self) -> tuple[Penalty, ...]:
        """The penalties by round (an overall one, given in no round, first), then entry,
        then as entered: how the log prints them and the order warnings add up in."""
        return tuple(
            sorted(
                self.services.penalties.list(self.id),
                key=lambda p: (p.round or 0, p.entry, p.id),
            )
        )

    @cached_property
    def penalty_costs(self) -> dict[PenaltyId, tuple[int, int]]:
        """Penalty -> the (VP, points) it costs, as the standings count them: its own
        figures; a warning none, except in burraco the one that completes a set (two by
        default), which carries what the set costs (-1 VP and the equivalent points)."""
        settings = self.tournament.settings
        turno = rules.turno_settings(settings) if isinstance(settings, BurracoSettings) else None
        warnings: dict[int, int] = {}
        costs: dict[PenaltyId, tuple[int, int]] = {}
        for p in self.penalties:
            if p.kind is not PenaltyKind.WARNING:
                costs[p.id] = (abs(p.vp), abs(p.mp))
            elif turno is not None:
                count = warnings[p.entry] = warnings.get(p.entry, 0) + 1
                set_vp, set_mp = turno.warning_penalty(count)
                before_vp, before_mp = turno.warning_penalty(count - 1)
                costs[p.id] = (set_vp - before_vp, set_mp - before_mp)
            else:
                costs[p.id] = (0, 0)
        return costs

    def penalty_points(self, after_round: int | None = None) -> dict[int, int]:
        """Entry -> the points penalties cost (those given after `after_round` left out):
        burraco MP taken off the points scored, scala 40 penalty points added to the total."""
        points: dict[int, int] = {}
        for p in self.penalties:
            if p.round is None or after_round is None or p.round <= after_round:
                mp = self.penalty_costs[p.id][1]
                if mp:
                    points[p.entry] = points.get(p.entry, 0) + mp
        return points

    def points_taken_away(self, after_round: int | None = None) -> dict[int, int]:
        """Entry -> the placement points penalties took away (those given after
        `after_round` left out), as the standings take them off."""
        taken: dict[int, int] = {}
        for p in self.services.penalties.list(self.id):
            counted = p.round is None or after_round is None or p.round <= after_round
            if p.vp and counted and p.kind is not PenaltyKind.WARNING:
                taken[p.entry] = taken.get(p.entry, 0) + p.vp
        return taken

    @cached_property
    def placement_by_round(self) -> dict[int, dict[int, int | None]]:
        """Round -> entry -> placement points, for the placement-points format (else empty);
        a round lost by forfeit earns the last place's (the sheet's game places it)."""
        if self.placement_points(1) is None:
            return {}
        settings = self.tournament.settings
        bye = bye_points(settings) if isinstance(settings, Scala40Settings) else None
        return {
            played.number: {
                p.entry: self.points_at(sheet.placings, p.place)
                for sheet in self.services.results.sheets(self.id, played.number)
                for p in sheet.placings
            }
            # A pair sitting out (pairs, an odd count): the bye's match points.
            | {n: bye for t in played.tables if t.is_bye for n in t.ns}
            for played in self.played_rounds
        }

    def points_at(self, placings: Sequence[Scala40Placing], place: int) -> int | None:
        """The points a place at a table earns: placement points, or in pairs the match
        points (a table whose two pairs share the 1st place drew)."""
        settings = self.tournament.settings
        if isinstance(settings, Scala40Settings) and settings.pairs:
            win, draw, loss = settings.match_points
            if len(placings) > 1 and all(p.place == 1 for p in placings):
                return draw
            return win if place == 1 else loss
        return self.placement_points(place)

    @property
    def pairs(self) -> bool:
        """Whether the tournament is scala 40 in pairs."""
        settings = self.tournament.settings
        return isinstance(settings, Scala40Settings) and settings.pairs

    def placement_points(self, place: int) -> int | None:
        """Placement points for a place at a table (None in the elimination format)."""
        settings = self.tournament.settings
        if not isinstance(settings, Scala40Settings):
            return None
        if settings.format is not Scala40Format.PLACEMENT_POINTS:
            return None
        table = settings.placement_points
        return table[place - 1] if 0 < place <= len(table) else 0


def tournament_header(
    services: Services, tournament_id: TournamentId, *, language: Language = "it"
) -> doc.TournamentHeader:
    """The heading every document of this tournament carries."""
    return TournamentSource(services, tournament_id, language).header()


def entry_ref(entry: Entry) -> doc.EntryRef:
    """A services entry as the documents name it."""
    players = tuple(doc.Player(p.surname, p.name) for p in entry.players)
    return doc.EntryRef(entry.number, players, entry.club or "")


def _date(value: str | None) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(value) if value else None
    except ValueError:
        return None  # a free-text date typed long ago: the header simply leaves it out


def _rounds_planned(tournament: Tournament) -> int | None:
    settings = tournament.settings
    if isinstance(settings, BurracoSettings):
        return settings.rounds
    if settings.format is Scala40Format.PLACEMENT_POINTS:
        return settings.rounds
    return None
