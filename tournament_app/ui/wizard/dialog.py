"""The new-tournament wizard: every setting in the domain docs, with sensible defaults.

Pages: the game and its name/date/venue; for burraco the format (pairs or individual, hands,
schedule) and the scoring (VP table, bye, tie-breaks, house variants); for scala 40 the table
and tournament rules; then a summary. Finish creates the tournament through the services.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDateEdit,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from tournament_app.services.domain_words import capitalised, game_name
from tournament_app.services.errors import ServiceError
from tournament_app.services.setting_words import setting_rows
from tournament_app.services.settings import (
    BurracoSettings,
    EventFormat,
    Game,
    Scala40Format,
    Scala40Seating,
    Scala40Settings,
    TournamentDraft,
    VictoryPointScale,
)
from tournament_app.services.tournaments import new_seed
from tournament_app.services.values import Tournament
from tournament_app.ui.context import AppContext
from tournament_app.ui.i18n import date_pattern
from tournament_app.ui.wizard.burraco_pages import BurracoFormatPage, BurracoScoringPage
from tournament_app.ui.wizard.form import (
    PAGE_BURRACO_FORMAT,
    PAGE_BURRACO_SCORING,
    PAGE_GAME,
    PAGE_SCALA40,
    PAGE_SUMMARY,
    escape_html,
    page_form,
    select_data,
)
from tournament_app.ui.wizard.scala40_page import Scala40Page


@dataclass(frozen=True)
class SeasonFinal:
    """The wizard opened for a season's grand final: the season's game and a name to start
    from; Finish creates the tournament with `create` (the season's top N entered)."""

    game: Game
    name: str
    create: Callable[[TournamentDraft], Tournament]


class GamePage(QWizardPage):
    """Which game, and the tournament's name, date and venue."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("New tournament"))
        self.setSubTitle(self.tr("Choose the game and name the tournament."))
        self.burraco = QRadioButton(self.tr("&Burraco (pairs or individual)"), self)
        self.scala40 = QRadioButton(self.tr("&Scala 40"), self)
        self.burraco.setChecked(True)
        self.games = QButtonGroup(self)
        self.games.addButton(self.burraco)
        self.games.addButton(self.scala40)
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(self.tr("e.g. Friday burraco"))
        self.date_edit = QDateEdit(QDate.currentDate(), self)
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat(date_pattern(language))
        self.venue_edit = QLineEdit(self)
        self.venue_edit.setPlaceholderText(self.tr("e.g. Circolo Il Fante, Roma"))
        # Clubs' usual rule is "premi non cumulabili": the box stays clear unless a club's
        # prizes add up.
        self.prizes_cumulative = QCheckBox(
            self.tr("P&rizes add up: an overall prize winner also takes a group or category prize"),
            self,
        )
        # Printed as a QR code on the wall lists and table cards: players open the results
        # on their phones. Left empty, nothing is printed.
        self.results_url_edit = QLineEdit(self)
        self.results_url_edit.setPlaceholderText(self.tr("e.g. https://www.circolo.it/risultati"))
        self.results_url_edit.setToolTip(
            self.tr(
                "Where the results are published: printed as a QR code on the seating lists,"
                " the standings and the table cards. Leave it empty to print none."
            )
        )
        self.table_entry = QCheckBox(
            self.tr("The tables enter their results by phone (hall service, table codes)"),
            self,
        )
        self.table_entry.setToolTip(
            self.tr(
                "Each table of a published round gets a code: in burraco one pair enters the"
                " totals (or the hands) on the hall's page and the other confirms them on its"
                " own phone; in scala 40 the table's score keeper enters each hand."
            )
        )
        self.registerField("name*", self.name_edit)
        form = page_form(self)
        games = QVBoxLayout()
        games.addWidget(self.burraco)
        games.addWidget(self.scala40)
        form.addRow(self.tr("Game:"), games)
        form.addRow(self.tr("N&ame:"), self.name_edit)
        form.addRow(self.tr("&Date:"), self.date_edit)
        form.addRow(self.tr("&Venue:"), self.venue_edit)
        form.addRow(self.tr("Prizes:"), self.prizes_cumulative)
        form.addRow(self.tr("Results addr&ess:"), self.results_url_edit)
        form.addRow(self.tr("Table entry:"), self.table_entry)

    def game(self) -> Game:
        """The game chosen."""
        return Game.SCALA40 if self.scala40.isChecked() else Game.BURRACO

    def nextId(self) -> int:
        return PAGE_SCALA40 if self.game() is Game.SCALA40 else PAGE_BURRACO_FORMAT


class SummaryPage(QWizardPage):
    """Everything chosen, in words, before the tournament is created."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Summary"))
        self.setSubTitle(self.tr("Check the settings, then press Finish to create the tournament."))
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)

    def initializePage(self) -> None:
        wizard = self.wizard()
        if isinstance(wizard, NewTournamentWizard):
            self.text.setText(wizard.summary_html())


class NewTournamentWizard(QWizard):
    """Collects a `TournamentDraft`; on Finish creates it and keeps it in `created`.

    Given an existing `tournament`, the same pages show its settings and Finish changes them
    (the game stays); the services refuse changes to what rounds already published used.
    """

    def __init__(
        self,
        context: AppContext,
        parent: QWidget | None = None,
        *,
        tournament: Tournament | None = None,
        final: SeasonFinal | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.created: Tournament | None = None
        self.editing = tournament
        self.final = final
        self.seed = new_seed()
        self.setWindowTitle(self.tr("New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.game_page = GamePage(context.language, self)
        self.format_page = BurracoFormatPage(context.language, self)
        self.scoring_page = BurracoScoringPage(context, self)
        self.scala40_page = Scala40Page(context.language, self)
        self.summary_page = SummaryPage(self)
        self.setPage(PAGE_GAME, self.game_page)
        self.setPage(PAGE_BURRACO_FORMAT, self.format_page)
        self.setPage(PAGE_BURRACO_SCORING, self.scoring_page)
        self.setPage(PAGE_SCALA40, self.scala40_page)
        self.setPage(PAGE_SUMMARY, self.summary_page)
        self.setStartId(PAGE_GAME)
        self.resize(720, 600)
        if tournament is not None:
            self._show_tournament(tournament)
        if final is not None:
            self._show_final(final)

    def _show_tournament(self, tournament: Tournament) -> None:
        """Fill every page with an existing tournament's values (edit mode)."""
        self.setWindowTitle(self.tr("Tournament settings — {0}").replace("{0}", tournament.name))
        game = self.game_page
        game.name_edit.setText(tournament.name)
        if tournament.date:
            game.date_edit.setDate(QDate.fromString(tournament.date[:10], "yyyy-MM-dd"))
        game.venue_edit.setText(tournament.venue)
        game.prizes_cumulative.setChecked(tournament.settings.prizes_cumulative)
        game.results_url_edit.setText(tournament.settings.results_url)
        (game.scala40 if tournament.game is Game.SCALA40 else game.burraco).setChecked(True)
        self.summary_page.setSubTitle(
            self.tr("Check the settings, then press Finish to save the changes.")
        )
        game.burraco.setEnabled(False)  # the game of a tournament never changes
        game.scala40.setEnabled(False)
        settings = tournament.settings
        self.seed = settings.seed or self.seed
        game.table_entry.setChecked(settings.table_entry)
        if isinstance(settings, BurracoSettings):
            self._show_burraco(settings)
        elif isinstance(settings, Scala40Settings):
            self._show_scala40(settings)
        tournaments = self.context.services.tournaments
        locked = self.context.run(self, lambda: tournaments.locked_setting_refusals(tournament.id))
        if locked:
            self._lock(tournament.game, locked)
        if isinstance(settings, BurracoSettings):
            # The schedule's warnings count the entries in play, read once here.
            tournaments = self.context.services.tournaments
            entries = self.context.run(self, lambda: tournaments.entries_in_play(tournament.id))
            self.format_page.set_entries_in_play(entries or 0)

    def _show_final(self, final: SeasonFinal) -> None:
        """A season's grand final: its game, a name to start from, entries of one player."""
        self.setWindowTitle(self.tr("Grand final of the season"))
        game = self.game_page
        game.name_edit.setText(final.name)
        (game.scala40 if final.game is Game.SCALA40 else game.burraco).setChecked(True)
        game.burraco.setEnabled(False)  # the season's game
        game.scala40.setEnabled(False)
        # The season ranks players one by one: a burraco final is played individually.
        self.format_page.individual.setChecked(True)
        self.format_page.pairs.setEnabled(False)

    def frozen_widgets(self, game: Game) -> dict[str, list[QWidget]]:
        """The widgets of each setting that cannot change once a round is published."""
        fmt, scoring, scala40 = self.format_page, self.scoring_page, self.scala40_page
        if game is Game.BURRACO:
            return {
                "individual": [fmt.individual, fmt.pairs],
                "event_format": [fmt.teams, fmt.pairs],
                "hands": [fmt.hands_spin],
                "vp_scale": [scoring.vp_combo, scoring.new_table],
                "bye_vp": [scoring.bye_vp],
                "bye_mp": [scoring.bye_mp],
                "forfeit_present_vp": [scoring.forfeit_present],
                "forfeit_late_vp": [scoring.forfeit_late],
                "no_semipulito": [scoring.no_semipulito],
                "burraco_reale": [scoring.burraco_reale],
                **scoring.amounts.frozen_widgets(),
                **fmt.seating_rules.frozen_widgets(),
            }
        return {
            "table_size": [scala40.table_size],
            "remainder_tables": [scala40.remainder_tables],
            "limit": [scala40.limit],
            "out_at_limit": [scala40.out_at],
            "not_opened": [scala40.not_opened],
            "in_hand_close": [scala40.in_hand],
            "reentries": [scala40.reentries],
            "format": [scala40.format],
            **scala40.variants.frozen_widgets(),
            "form": [scala40.form_choice],
            "pairs_target": [scala40.pairs.target],
            "pairs_draw": [scala40.pairs.draw],
        }

    def _lock(self, game: Game, locked: dict[str, ServiceError]) -> None:
        """Grey out what the services say can no longer change (what the rounds already
        published were seated and scored with): finding out only at Finish wastes the
        director's edits. Each says why in the words `edit` would refuse it with, the way out
        included (a round nobody has played goes back to draft)."""
        widgets = self.frozen_widgets(game)
        for name, refusal in locked.items():
            why = self.context.why_off(refusal)
            for widget in widgets[name]:
                widget.setEnabled(False)
                widget.setToolTip(why)

    def _show_burraco(self, settings: BurracoSettings) -> None:
        fmt, scoring = self.format_page, self.scoring_page
        by_teams = settings.event_format is EventFormat.TEAMS
        fmt.individual.setChecked(settings.individual)
        fmt.teams.setChecked(by_teams)
        fmt.pairs.setChecked(not settings.individual and not by_teams)
        select_data(fmt.team_movement, settings.team_movement)
        fmt.hands_spin.setValue(settings.hands)
        fmt.schedule.set_schedule(settings.schedule)
        select_data(fmt.first_round, settings.first_round)
        fmt.shift_spin.setValue(settings.mitchell_shift)
        select_data(fmt.danese, settings.danese_variant)
        fmt.groups_edit.setText(", ".join(str(size) for size in settings.group_sizes))
        fmt.seating_rules.preset(settings)
        # The scoring page keeps these instead of the defaults for the hands.
        scoring.preset(settings)

    def _show_scala40(self, settings: Scala40Settings) -> None:
        page = self.scala40_page
        select_data(page.form_choice, settings.form)
        page.pairs.preset(settings)
        page.table_size.setValue(settings.table_size)
        select_data(page.remainder_tables, settings.remainder_tables)
        page.limit.setCurrentText(str(settings.limit))
        select_data(page.out_at, settings.out_at_limit)
        select_data(page.not_opened, settings.not_opened)
        page.in_hand.set_rule(settings.in_hand_close)
        page.reentries.setValue(settings.reentries)
        placement = settings.format is Scala40Format.PLACEMENT_POINTS
        select_data(page.format, "placement" if placement else "elimination")
        page.advance.setValue(settings.advance_per_table)
        (page.by_ranking if settings.stage_cuts else page.by_table).setChecked(True)
        page.cuts_edit.setText(", ".join(str(cut) for cut in settings.stage_cuts))
        page.group_size.setValue(settings.group_size)  # before the rounds: it resets them
        page.rounds.setValue(settings.rounds)
        page.points_edit.setText(", ".join(str(p) for p in settings.placement_points))
        select_data(page.seating, settings.seating)
        page.keep_apart.setChecked(settings.keep_apart)
        page.minutes.setValue(settings.minutes_per_game or 0)
        page.variants.preset(settings)
        page.stored(settings)

    # -- the values chosen --------------------------------------------------------------------
    def burraco_settings(self) -> BurracoSettings:
        """The burraco settings as chosen on the two burraco pages."""
        fmt, scoring = self.format_page, self.scoring_page
        return BurracoSettings(
            individual=fmt.individual.isChecked(),
            hands=fmt.hands_spin.value(),
            schedule=fmt.schedule.schedule(),
            first_round=fmt.first_round.currentData(),
            mitchell_shift=fmt.shift_spin.value(),
            danese_variant=fmt.danese.currentData(),
            group_sizes=fmt.group_sizes() or (),
            **fmt.seating_rules.values(),
            # Figures left as the defaults shown stay defaults: the services' rule on editing
            # (services.setting_edits.kept_defaults).
            vp_scale=scoring.chosen_scale(),
            bye_vp=scoring.bye_vp.value(),
            bye_mp=scoring.bye_mp.value(),
            forfeit_present_vp=scoring.forfeit_present.value(),
            forfeit_late_vp=scoring.forfeit_late.value(),
            tie_breaks=scoring.tie_break_order(),
            no_semipulito=scoring.no_semipulito.isChecked(),
            burraco_reale=scoring.burraco_reale.isChecked(),
            **scoring.amounts.values(),
            seed=self.seed,
            draw_order=self._kept_draw(),
            prizes_cumulative=self.game_page.prizes_cumulative.isChecked(),
            results_url=self.game_page.results_url_edit.text().strip(),
            table_entry=self.game_page.table_entry.isChecked(),
            event_format=EventFormat.TEAMS if fmt.teams.isChecked() else EventFormat.PAIRS,
            team_movement=fmt.team_movement.currentData(),
            team_vp_scale=self._kept_team_table(),
            team_draw_order=self._kept_team_draw(),
        )

    def _kept_team_table(self) -> VictoryPointScale | None:
        """The team VP table of the tournament being changed (the command line's
        --team-vp-table sets it; the pages keep it)."""
        settings = self.editing.settings if self.editing is not None else None
        return settings.team_vp_scale if isinstance(settings, BurracoSettings) else None

    def _kept_team_draw(self) -> tuple[int, ...]:
        """The team ranking's recorded draw (`team draw`, the Standings page): kept as the
        pairs' draw is."""
        settings = self.editing.settings if self.editing is not None else None
        return settings.team_draw_order if isinstance(settings, BurracoSettings) else ()

    def _kept_draw(self) -> tuple[int, ...]:
        """The draw recorded for the tournament being changed: not a page's setting, so
        saving the pages keeps it."""
        return self.editing.settings.draw_order if self.editing is not None else ()

    def scala40_settings(self) -> Scala40Settings:
        """The scala 40 settings as chosen."""
        page = self.scala40_page
        placement = page.format.currentData() == "placement"
        return Scala40Settings(
            table_size=page.table_size.value(),
            remainder_tables=page.remainder_choice(),
            limit=page.limit_value() or 101,
            out_at_limit=bool(page.out_at.currentData()),
            not_opened=page.not_opened.currentData(),
            in_hand_close=page.in_hand.rule(),
            reentries=page.reentries.value(),
            format=Scala40Format.PLACEMENT_POINTS if placement else Scala40Format.ELIMINATION,
            advance_per_table=page.advance.value(),
            stage_cuts=(page.stage_cuts() or ()) if page.cuts_by_ranking() else (),
            rounds=page.rounds.value(),
            placement_points=page.placement_points() or Scala40Settings().placement_points,
            # Only fixed rounds are seated from round 2 by choice: an elimination's stages
            # seat who goes on.
            seating=page.seating.currentData() if placement else Scala40Seating.DRAW,
            keep_apart=placement and page.danese() and page.keep_apart.isChecked(),
            group_size=page.group_size.value(),
            table_entry=self.game_page.table_entry.isChecked(),
            minutes_per_game=page.minutes.value() or None,
            **page.variants.values(),
            seed=self.seed,
            draw_order=self._kept_draw(),
            prizes_cumulative=self.game_page.prizes_cumulative.isChecked(),
            results_url=self.game_page.results_url_edit.text().strip(),
            stage_replacements=self._kept_replacements(),
            form=page.form_choice.currentData(),
            **page.pairs.values(),
        )

    def _kept_replacements(self) -> tuple[tuple[int, int, int], ...]:
        """The withdrawn qualifiers replaced in the tournament being changed: the director
        confirmed each, no page shows them, so saving the pages keeps them."""
        settings = self.editing.settings if self.editing is not None else None
        return settings.stage_replacements if isinstance(settings, Scala40Settings) else ()

    def draft(self) -> TournamentDraft:
        """Everything the wizard collected."""
        game = self.game_page.game()
        settings = self.scala40_settings() if game is Game.SCALA40 else self.burraco_settings()
        return TournamentDraft(
            game=game,
            name=self.game_page.name_edit.text().strip(),
            date=self.game_page.date_edit.date().toString("yyyy-MM-dd"),
            venue=self.game_page.venue_edit.text().strip(),
            settings=settings,
        )

    def summary_html(self) -> str:
        """The draft in words, for the summary page."""
        draft = self.draft()
        date = self.game_page.date_edit.date()
        rows = [
            (self.tr("Name"), draft.name),
            (self.tr("Date"), self.locale().toString(date, self.locale().FormatType.LongFormat)),
            (self.tr("Venue"), draft.venue or "—"),
        ]
        # The settings as the services word them, alike in the CLI's `tournament show`.
        language = self.context.language
        rows.append((self.tr("Game"), capitalised(game_name(draft.game, language))))
        rows += setting_rows(draft.settings, language, drawn=False)
        body = "".join(
            f"<tr><td style='padding-right:16px'><b>{escape_html(k)}</b></td>"
            f"<td>{escape_html(v)}</td></tr>"
            for k, v in rows
        )
        return f"<table cellspacing='4'>{body}</table>"

    def accept(self) -> None:
        """Create (or change) the tournament; stay open, showing why, when it is refused."""
        draft = self.draft()
        services = self.context.services
        if self.editing is not None:
            tid = self.editing.id
            created = self.context.run(
                self,
                lambda: services.tournaments.edit(
                    tid,
                    name=draft.name,
                    date=draft.date,
                    venue=draft.venue,
                    settings=draft.settings,
                ),
                title=self.windowTitle(),
            )
        elif self.final is not None:
            creating = self.final.create
            created = self.context.run(
                self, lambda: creating(draft), title=self.tr("Grand final of the season")
            )
        else:
            created = self.context.run(
                self, lambda: services.tournaments.create(draft), title=self.tr("New tournament")
            )
        if created is None:
            return
        self.created = created
        super().accept()
