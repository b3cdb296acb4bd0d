"""`torneo entry ...` and `torneo registry ...`: entries of a tournament, the club's players."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import CommandGroup, UsageError, positive_int, tournament_option
from tournament_app.cli.value_words import column_said, counted
from tournament_app.cli.words import help_text, says
from tournament_app.services.values import Entry, Player, PlayerId, PlayerSpec, TournamentId

if TYPE_CHECKING:
    from tournament_app.services.core import Services
    from tournament_app.services.imports import lists as imports

PREVIEW = help_text("common.preview")
# What each `registry edit` option changes; "" clears the three that may be empty.
PLAYER_FIELDS = {
    "surname": help_text("registry.edit.surname"),
    "name": help_text("registry.edit.name"),
    "tessera": help_text("registry.edit.tessera"),
    "club": help_text("registry.edit.club"),
    "category": help_text("registry.edit.category"),
}


def _entry_number(parser: argparse.ArgumentParser) -> None:
    """NUM, the entry a command acts on."""
    parser.add_argument(
        "number", type=positive_int, metavar="NUM", help=help_text("entry.options.number")
    )


def register(sub: Any) -> None:
    """Add the `entry` and `registry` commands."""
    group = CommandGroup(
        sub,
        "entry",
        help_text("entry"),
    )

    add = group.command(
        "add",
        help_text("entry.add"),
        add_entry,
    )
    tournament_option(add)
    add.add_argument(
        "names",
        nargs="+",
        metavar="NAME",
        help=help_text("entry.add.names"),
    )
    add.add_argument("--club", help=help_text("entry.add.club"))
    add.add_argument("--category", help=help_text("entry.add.category"))
    add.add_argument("--group", help=help_text("entry.add.group"))
    add.add_argument(
        "--number",
        type=positive_int,
        help=help_text("entry.add.number"),
    )
    add.add_argument(
        "--tessera",
        action="append",
        default=[],
        help=help_text("entry.add.tessera"),
    )

    imp = group.command(
        "import",
        help_text("entry.import"),
        import_entries,
    )
    tournament_option(imp)
    imp.add_argument("file", type=Path, metavar="FILE", help=help_text("entry.import.file"))
    imp.add_argument("--preview", action="store_true", help=PREVIEW)

    lst = group.command("list", help_text("entry.list"), list_entries)
    tournament_option(lst)

    withdraw = group.command(
        "withdraw",
        help_text("entry.withdraw"),
        withdraw_entry,
    )
    tournament_option(withdraw)
    _entry_number(withdraw)
    withdraw.add_argument(
        "--back",
        action="store_true",
        help=help_text("entry.withdraw.back"),
    )

    delete = group.command(
        "delete",
        help_text("entry.delete"),
        delete_entry,
    )
    tournament_option(delete)
    _entry_number(delete)

    present = group.command(
        "present",
        help_text("entry.present"),
        set_present,
    )
    tournament_option(present)
    _entry_number(present)
    present.add_argument("--absent", action="store_true", help=help_text("entry.present.absent"))

    edit = group.command(
        "edit",
        help_text("entry.edit"),
        edit_entry,
    )
    tournament_option(edit)
    _entry_number(edit)
    # A list of names as `entry add` takes them, behind an option so that NUM stays first
    # and --tessera may come before or after them; given twice, the names add up.
    edit.add_argument(
        "--players",
        nargs="+",
        action="extend",
        metavar="NAME",
        help=help_text("entry.edit.players"),
    )
    edit.add_argument(
        "--tessera",
        action="append",
        default=[],
        help=help_text("entry.edit.tessera"),
    )
    edit.add_argument("--club", help=help_text("entry.edit.club"))
    edit.add_argument("--group", help=help_text("entry.edit.group"))
    edit.add_argument("--category", help=help_text("entry.edit.category"))

    registry = CommandGroup(
        sub,
        "registry",
        help_text("registry"),
    )
    search = registry.command(
        "search",
        help_text("registry.search"),
        search_players,
    )
    search.add_argument(
        "text",
        nargs="?",
        default="",
        metavar="TEXT",
        help=help_text("registry.search.text"),
    )
    search.add_argument(
        "--limit",
        type=positive_int,
        default=50,
        help=help_text("registry.search.limit"),
    )
    radd = registry.command(
        "add",
        help_text("registry.add"),
        add_player,
    )
    radd.add_argument("surname", help=help_text("registry.add.surname"))
    radd.add_argument("name", help=help_text("registry.add.name"))
    radd.add_argument("--tessera", help=help_text("registry.add.tessera"))
    radd.add_argument("--club", help=help_text("registry.add.club"))
    radd.add_argument("--category", help=help_text("registry.add.category"))
    redit = registry.command(
        "edit",
        help_text("registry.edit"),
        edit_player,
    )
    redit.add_argument(
        "id",
        type=positive_int,
        metavar="PLAYER_ID",
        help=help_text("registry.edit.id"),
    )
    for field, words in PLAYER_FIELDS.items():
        redit.add_argument(f"--{field}", help=words)
    rimp = registry.command(
        "import",
        help_text("registry.import"),
        import_players,
    )
    rimp.add_argument("file", type=Path, metavar="FILE", help=help_text("registry.import.file"))
    rimp.add_argument("--preview", action="store_true", help=PREVIEW)


# -- values as JSON and tables --------------------------------------------------------------


def entry_data(entry: Entry) -> dict[str, Any]:
    """An entry as JSON."""
    return {
        "id": entry.id,
        "number": entry.number,
        "names": entry.names,
        "players": [player_data(p) for p in entry.players],
        "club": entry.club,
        "group": entry.group,
        "category": entry.category,
        "present": entry.present,
        "withdrawn": entry.withdrawn,
        "duplicate_of": list(entry.duplicate_of),
    }


def player_data(player: Player) -> dict[str, Any]:
    """A registry player as JSON."""
    return {
        "id": player.id,
        "surname": player.surname,
        "name": player.name,
        "tessera": player.tessera,
        "club": player.club,
        "category": player.category,
    }


def entries_table(context: CliContext, entries: tuple[Entry, ...]) -> Table:
    """The registration list as a person reads it."""
    headings = (
        "N.",
        context.says("entries.players"),
        context.says("entries.club"),
        context.says("entries.cat"),
        context.says("entries.group"),
        context.says("entries.status"),
    )
    rows = [
        (
            e.number,
            e.names,
            e.club,
            e.category,
            e.group,
            _entry_state(context, e),
        )
        for e in entries
    ]
    return Table(headings, rows)


def _entry_state(context: CliContext, entry: Entry) -> str:
    if entry.withdrawn:
        return context.says("entries.withdrawn")
    if not entry.present:
        return context.says("entries.absent")
    if entry.duplicate_of:
        doubles = ",".join(str(n) for n in entry.duplicate_of)
        return context.says("entries.duplicate_of", doubles=doubles)
    return ""


# -- entries --------------------------------------------------------------------------------


def player_spec(
    services: Services, full_name: str, tessera: str | None, club: str | None
) -> PlayerSpec:
    """A player named on the command line as the window's quick-add line reads them
    (`services.typed_player`: a card and a club in brackets typed with the name count as
    --tessera and --club; a card alone names its holder), cut into surname and name as the
    registry cuts that person; the services enter the registry's player when the tessera (or
    a unique exact name) is already known."""
    from tournament_app.services.typed_player import typed_player

    spec = typed_player(services, full_name, tessera=tessera, club=club)
    if spec is None or (spec.player_id is None and not spec.surname):
        raise UsageError(says("entries.a_player_s_name_is"))
    return spec


def typed_players(
    services: Services, names: list[str], tesserae: list[str], club: str | None
) -> list[PlayerSpec]:
    """The players named on the command line, each --tessera matched to a name by position."""
    if len(tesserae) > len(names):
        raise UsageError(says("entries.more_tessera_than_names_one"))
    cards: list[str | None] = [*tesserae, *[None] * len(names)]
    return [player_spec(services, name, cards[index], club) for index, name in enumerate(names)]


def add_entry(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry add`: {"id", "number"}."""
    players = typed_players(context.services, options.names, options.tessera, options.club)
    entry = context.services.entries.add(
        TournamentId(options.tournament),
        players,
        number=options.number,
        group=options.group,
        category=options.category,
    )
    line = context.says("entries.entry", number=entry.number, names=entry.names)
    return Outcome({"id": entry.id, "number": entry.number}, (line,))


def import_entries(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry import`: {"added": n, "errors": [...]}; any bad row and nothing is added."""
    from tournament_app.services.imports import lists as imports

    report = imports.import_entries(
        context.services,
        TournamentId(options.tournament),
        options.file,
        preview_only=options.preview,
    )
    return import_outcome(context, report)


ROW, ROWS = says("entries.row"), says("entries.rows")
ROW_READY, ROWS_READY = says("entries.row_ready"), says("entries.rows_ready")
PROBLEM, PROBLEMS = says("entries.problem"), says("entries.problems")


def import_outcome(
    context: CliContext, report: imports.ImportReport, *, registry: bool = False
) -> Outcome:
    """What an import (or its preview) prints; row errors make it a validation failure.
    A preview lists the rows it would enter; a workbook of several sheets names the one read.
    A registry list (`registry`) says how many players it adds and names those already in
    the registry (`registry_said`), and its JSON lists them ("present")."""
    from tournament_app.cli.commands.import_preview import rows_data, rows_table
    from tournament_app.services.imports import lists as imports

    errors = [
        {
            "line": error.line,
            "code": error.code.value,
            "column": error.column,
            "value": error.value,
            "message": imports.describe_problem(error, context.language),
        }
        for error in report.preview.errors
    ]
    data: dict[str, Any] = {
        "added": report.added,
        "errors": errors,
        "rows": len(report.preview.rows),
        "entries": rows_data(report.preview.rows),
        "columns": report.preview.columns,
        "sheet": report.preview.sheet or None,
    }
    human: list[Table | str] = []
    if report.preview.sheet:
        sheet = imports.sheet_named(report.preview.sheet, context.language)
        human.append(context.says("entries.sheet_read", sheet=sheet))
    columns = ", ".join(
        column_said(heading, understood, context.language)
        for heading, understood in report.preview.columns.items()
    )
    human.append(context.says("entries.columns_understood", columns=columns))
    if errors:
        human.append(
            Table(
                (
                    context.says("entries.line"),
                    context.says("entries.column"),
                    context.says("entries.value"),
                    context.says("entries.problem_heading"),
                ),
                [(e["line"], e["column"], e["value"], e["message"]) for e in errors],
            )
        )
        raise ImportRejected(data, human, len(errors))
    if registry:
        from tournament_app.services.imports.registry_report import registry_said

        data["to_add"] = report.to_add
        # Club and tessera: what the list completed the player with (null: nothing).
        data["present"] = [
            {
                "line": line,
                "player_id": player.player_id,
                "name": player.name,
                "club": player.club,
                "tessera": player.tessera,
            }
            for line, player in report.present
        ]
        if report.previewed:
            human.append(rows_table(context, report.preview.rows))
        human.append("\n".join(registry_said(report, context.language)))
    elif report.previewed:
        human.append(rows_table(context, report.preview.rows))
        human.append(
            context.says(
                "entries.to_import_preview",
                rows=counted(len(report.preview.rows), ROW_READY, ROWS_READY, context.language),
            )
        )
    else:
        rows = counted(report.added, ROW, ROWS, context.language)
        human.append(
            context.says("entries.imported_one", rows=rows)
            if report.added == 1
            else context.says("entries.imported", rows=rows)
        )
    return Outcome(data, human)


class ImportRejected(Exception):
    """An import refused for its row errors: the report is printed, then exit 3."""

    code = "import_rejected"

    def __init__(self, data: dict[str, Any], human: list[Table | str], count: int) -> None:
        super().__init__(count)
        self.data = data
        self.human = human
        self.count = count

    def sentence(self, language: str) -> str:
        """What went wrong, in the director's language."""
        problems = counted(self.count, PROBLEM, PROBLEMS, language)
        return says("entries.import_cancelled").filled(problems=problems).pick(language)


def list_entries(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry list`: every entry by number."""
    from tournament_app.cli.commands.members import flagged_lines

    tournament_id = TournamentId(options.tournament)
    entries = context.services.entries.list(tournament_id)
    human: list[Table | str] = [
        entries_table(context, entries),
        *flagged_lines(context, tournament_id, entries),
    ]
    return Outcome([entry_data(e) for e in entries], human)


def withdraw_entry(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry withdraw`: out of the next rounds (or back with --back)."""
    entry = context.services.entries.withdraw(
        TournamentId(options.tournament), options.number, not options.back
    )
    state = _entry_state(context, entry) or context.says("entries.playing")
    line = f"{entry.number} {entry.names}: {state}"
    if entry.team_out is None:
        return Outcome(entry_data(entry), (line,))
    from tournament_app.services.messages.teams import team_out_sentence

    # On stderr, as every warning: the withdrawal is made, the team is out of the next rounds.
    warning = team_out_sentence(
        entry.team_out, entry.number, options.tournament, context.language, "cli"
    )
    data = entry_data(entry) | {"team_out": {"team": entry.team_out.team, "message": warning}}
    return Outcome(data, (line,), (warning,))


def delete_entry(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry delete`: the entry as it was; one seated in any round is refused."""
    entry = context.services.entries.delete(TournamentId(options.tournament), options.number)
    line = context.says("entries.entry_deleted_it_can_be", number=entry.number, names=entry.names)
    return Outcome(entry_data(entry), (line,))


def set_present(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry present`: check in (or out)."""
    entry = context.services.entries.set_present(
        TournamentId(options.tournament), options.number, not options.absent
    )
    state = _entry_state(context, entry) or context.says("entries.present")
    return Outcome(entry_data(entry), (f"{entry.number} {entry.names}: {state}",))


def edit_entry(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`entry edit`: players, group or category; the entry as it is now."""
    if options.players is None and (options.tessera or options.club is not None):
        raise UsageError(says("entries.tessera_club_need_players"))
    if options.players is None and options.group is None and options.category is None:
        raise UsageError(says("entries.nothing_to_change_give_group"))
    tournament_id = TournamentId(options.tournament)
    players = None
    before = None
    if options.players is not None:
        players = typed_players(context.services, options.players, options.tessera, options.club)
        before = context.services.entries.get(tournament_id, options.number)
    entry = context.services.entries.edit(
        tournament_id,
        options.number,
        players=players,
        group=options.group,
        category=options.category,
    )
    line = (
        context.says("entries.entry_edited_players", number=entry.number, before=before.names)
        if before is not None and before.names != entry.names
        else context.says("entries.entry_edited", number=entry.number)
    )
    return Outcome(entry_data(entry), (line, entries_table(context, (entry,))))


# -- registry -------------------------------------------------------------------------------


def search_players(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`registry search`: players matching the text."""
    players = context.services.registry.search(options.text, limit=options.limit)
    table = Table(
        (
            "Id",
            context.says("entries.surname"),
            context.says("entries.name"),
            context.says("entries.card"),
            context.says("entries.club"),
            context.says("entries.cat"),
        ),
        [(p.id, p.surname, p.name, p.tessera, p.club, p.category) for p in players],
    )
    return Outcome([player_data(p) for p in players], (table,))


def add_player(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`registry add`: one player."""
    player = context.services.registry.add(
        options.surname,
        options.name,
        tessera=options.tessera,
        club=options.club,
        category=options.category,
    )
    return Outcome(player_data(player), (f"{player.id}: {player.full_name}",))


def import_players(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`registry import`: {"added": n, "errors": [...]}."""
    from tournament_app.services.imports import lists as imports

    report = imports.import_registry(context.services, options.file, preview_only=options.preview)
    return import_outcome(context, report, registry=True)


def edit_player(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`registry edit`: the player as it is now."""
    changes = {
        field: getattr(options, field)
        for field in ("surname", "name", "tessera", "club", "category")
        if getattr(options, field) is not None
    }
    if not changes:
        raise UsageError(says("entries.nothing_to_change_give_surname"))
    player = context.services.registry.edit(PlayerId(options.id), **changes)
    return Outcome(player_data(player), (f"{player.id}: {player.full_name}",))
