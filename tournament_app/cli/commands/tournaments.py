"""`torneo tournament ...`: create, list, show, edit and finish tournaments (the options read
into a new tournament: `tournament_draft`)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tournament_app.cli.commands import setting_options
from tournament_app.cli.commands.tournament_draft import (
    PRIZE_RULE_HELP,
    PRIZE_RULES,
    RESULTS_URL_HELP,
    build_draft,
    number_list_with_zero,
    pairing_system,
    schedule,
)
from tournament_app.cli.context import CliContext
from tournament_app.cli.output import Outcome, Table
from tournament_app.cli.parsing import (
    CommandGroup,
    UsageError,
    number_list,
    positive_int,
    tournament_option,
    whole_number,
)
from tournament_app.cli.setting_words import setting_rows
from tournament_app.cli.value_words import said
from tournament_app.cli.words import Text
from tournament_app.services.messages import still_open_sentence
from tournament_app.services.settings import BurracoSettings, Game
from tournament_app.services.values import Tournament, TournamentId, TournamentStatus

if TYPE_CHECKING:
    from tournament_app.services.still_open import StillOpen


def register(sub: Any) -> None:
    """Add the `tournament` commands."""
    group = CommandGroup(
        sub,
        "tournament",
        Text("crea, elenca, mostra e modifica i tornei", "create, list, show and edit tournaments"),
    )

    create = group.command(
        "create", Text("crea un torneo", "create a tournament"), create_tournament
    )
    create.add_argument(
        "--game", choices=[g.value for g in Game], required=True, help=Text("il gioco", "the game")
    )
    create.add_argument("--name", required=True, help=Text("nome del torneo", "tournament name"))
    create.add_argument("--date", metavar="YYYY-MM-DD", help=Text("data del torneo", "its date"))
    create.add_argument("--venue", default="", help=Text("dove si gioca", "where it is played"))
    create.add_argument("--prizes", choices=tuple(PRIZE_RULES), help=PRIZE_RULE_HELP)
    create.add_argument("--results-url", metavar="URL", help=RESULTS_URL_HELP)
    burraco = create.add_argument_group(Text("opzioni del burraco", "burraco options"))
    burraco.add_argument(
        "--hands",
        type=int,
        choices=(2, 3, 4),
        help=Text("smazzate per turno", "hands per turno"),
    )
    burraco.add_argument(
        "--rounds",
        type=positive_int,
        metavar="N",
        help=Text(
            "turni in tutto (da soli: Mitchell, poi un Danese)",
            "rounds in all (alone: Mitchell rounds, then one Danese)",
        ),
    )
    burraco.add_argument(
        "--schedule",
        type=schedule,
        metavar="SYSTEM:N,...",
        help=Text(
            'calendario dei turni, per esempio "mitchell:3,danese:1"',
            'the schedule of the rounds, e.g. "mitchell:3,danese:1"',
        ),
    )
    burraco.add_argument(
        "--individual",
        action="store_true",
        help=Text("si iscrive ogni giocatore da solo", "players enter alone"),
    )
    burraco.add_argument(
        "--first-round",
        type=pairing_system,
        metavar="SYSTEM",
        help=Text(
            "il primo turno per sorteggio (draw) o per iscrizione (registration)",
            "the first round by draw or by registration",
        ),
    )
    burraco.add_argument(
        "--vp-table",
        metavar="NAME",
        help=Text(
            "una tabella PV salvata (vedi `vp-table`; serve con 2 smazzate)",
            "a saved VP table (see `vp-table`; needed for 2 hands)",
        ),
    )
    burraco.add_argument(
        "--bye-vp",
        type=whole_number,
        metavar="VP",
        help=Text("PV a chi riposa", "VP for a bye"),
    )
    burraco.add_argument(
        "--bye-mp",
        type=whole_number,
        metavar="MP",
        help=Text("punti a chi riposa", "MP for a bye"),
    )
    setting_options.add_burraco_options(burraco)
    scala = create.add_argument_group(Text("opzioni della scala 40", "scala 40 options"))
    setting_options.add_scala40_options(scala)
    scala.add_argument(
        "--limit",
        type=positive_int,
        metavar="POINTS",
        help=Text("punti del limite (predefinito 101)", "the points limit (default 101)"),
    )
    scala.add_argument(
        "--table-size",
        type=int,
        choices=(3, 4, 5, 6),
        help=Text("giocatori per tavolo (predefinito 4)", "players per table (default 4)"),
    )
    scala.add_argument(
        "--out-above-limit",
        action="store_true",
        help=Text(
            "si esce solo oltre il limite (predefinito: raggiungendolo)",
            "a player is out only above the limit (default: at the limit)",
        ),
    )
    scala.add_argument(
        "--not-opened",
        choices=("cards", "100"),
        help=Text(
            "quanto paga chi non ha aperto: le carte in mano o 100",
            "what a player who never opened pays: the cards in hand or 100",
        ),
    )
    scala.add_argument(
        "--in-hand-double",
        action="store_true",
        help=Text(
            "la chiusura in mano raddoppia, con la regola FISCA (come --in-hand-close fisca)",
            "chiusura in mano doubles, by FISCA's rule (as --in-hand-close fisca)",
        ),
    )
    scala.add_argument(
        "--reentries",
        type=whole_number,
        metavar="N",
        help=Text("rientri ammessi (0: nessuno)", "re-entries allowed (0: off)"),
    )
    scala.add_argument(
        "--format",
        choices=("elimination", "placement"),
        help=Text(
            "eliminazione o punti piazzamento (predefinito: eliminazione)",
            "elimination or placement points (default elimination)",
        ),
    )
    scala.add_argument(
        "--advance",
        type=positive_int,
        metavar="N",
        help=Text("quanti passano da ogni tavolo", "advancing per table"),
    )
    scala.add_argument(
        "--cuts",
        type=number_list,
        metavar="N1,N2,...",
        help=Text(
            "eliminazione per classifica: quanti passano dopo ogni fase, l'ultimo è il tavolo"
            " finale (per esempio 16,8,4); senza, passano i migliori di ogni tavolo",
            "elimination by the ranking: how many go through after each stage, the last is the"
            " final table (e.g. 16,8,4); without it, the best of each table go through",
        ),
    )
    scala.add_argument(
        "--placement-points",
        type=number_list_with_zero,
        metavar="P1,P2,...",
        help=Text("punti per piazzamento, per esempio 4,2,1,0", "points per place, e.g. 4,2,1,0"),
    )
    create.add_argument(
        "--seed",
        type=whole_number,
        help=Text(
            "seme di ogni sorteggio (abbinamenti ripetibili)",
            "seed for every draw (repeatable seating)",
        ),
    )

    group.command(
        "list",
        Text("elenca i tornei dell'archivio", "list the tournaments in the database"),
        list_tournaments,
    )

    show = group.command(
        "show",
        Text("un torneo con le sue impostazioni", "a tournament with its settings"),
        show_tournament,
    )
    tournament_option(show)

    edit = group.command(
        "edit",
        Text(
            "cambia nome, data, sede, regola dei premi o impostazioni",
            "change name, date, venue, prize rule or settings",
        ),
        edit_tournament,
    )
    tournament_option(edit)
    edit.add_argument("--name", help=Text("il nuovo nome", "the new name"))
    edit.add_argument("--date", metavar="YYYY-MM-DD", help=Text("la nuova data", "the new date"))
    edit.add_argument("--venue", help=Text("la nuova sede", "the new venue"))
    edit.add_argument("--prizes", choices=tuple(PRIZE_RULES), help=PRIZE_RULE_HELP)
    edit.add_argument("--results-url", metavar="URL", help=RESULTS_URL_HELP)
    setting_options.add_burraco_options(
        edit.add_argument_group(Text("opzioni del burraco", "burraco options")), bye=True
    )
    setting_options.add_scala40_options(
        edit.add_argument_group(Text("opzioni della scala 40", "scala 40 options"))
    )

    status = group.command(
        "status",
        Text(
            "segna il torneo in iscrizione, in corso o concluso",
            "mark as in registration, running or finished",
        ),
        set_status,
    )
    tournament_option(status)
    status.add_argument(
        "status",
        choices=[s.value for s in TournamentStatus],
        help=Text("il nuovo stato", "the new status"),
    )
    status.add_argument(
        "--yes",
        action="store_true",
        help=Text(
            "concludilo anche se ha ancora turni in gioco, discordanze o bozze (senza --yes"
            " le elenca e non cambia nulla)",
            "finish it even with rounds in play, disagreements or drafts (without --yes they"
            " are listed and nothing changes)",
        ),
    )

    delete = group.command(
        "delete",
        Text("elimina un torneo (si può annullare)", "delete a tournament (undoable)"),
        delete_tournament,
    )
    tournament_option(delete)

    from tournament_app.cli.commands import archive

    archive.add_commands(group)


def create_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament create`: {"id": ...}."""
    draft = build_draft(options)
    if options.vp_table is not None and isinstance(draft.settings, BurracoSettings):
        from tournament_app.cli.commands.vp_tables import find_scale

        scale = find_scale(context, options.vp_table)
        hands = options.hands if options.hands is not None else scale.hands
        draft = replace(draft, settings=replace(draft.settings, vp_scale=scale, hands=hands))
    tournament = context.services.tournaments.create(draft)
    line = context.text(
        f"Torneo {tournament.id} creato: {tournament.name}",
        f"Tournament {tournament.id} created: {tournament.name}",
    )
    return Outcome({"id": tournament.id}, (line,))


def list_tournaments(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament list`: [{"id","name","game","status"}, ...]."""
    rows = context.services.tournaments.list()
    data = [
        {
            "id": t.id,
            "name": t.name,
            "game": t.game.value,
            "status": t.status.value,
            "date": t.date,
            "entries": t.entries,
            "rounds": t.rounds,
        }
        for t in rows
    ]
    headings = (
        context.text("Id", "Id"),
        context.text("Nome", "Name"),
        context.text("Gioco", "Game"),
        context.text("Data", "Date"),
        context.text("Stato", "Status"),
        context.text("Iscritti", "Entries"),
        context.text("Turni", "Rounds"),
    )
    table = Table(
        headings,
        [
            (
                t.id,
                t.name,
                said(t.game, context.language),
                t.date,
                said(t.status, context.language),
                t.entries,
                t.rounds,
            )
            for t in rows
        ],
    )
    return Outcome(data, (table,))


def tournament_data(tournament: Tournament) -> dict[str, Any]:
    """A tournament as JSON: its fields and its full settings."""
    from tournament_app.cli.output import to_jsonable

    return {
        "id": tournament.id,
        "name": tournament.name,
        "game": tournament.game.value,
        "date": tournament.date,
        "venue": tournament.venue,
        "status": tournament.status.value,
        "entries": tournament.entries,
        "rounds_played": tournament.rounds_played,
        "settings": to_jsonable(tournament.settings),
    }


def show_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament show`: the tournament and its settings."""
    tournament = context.services.tournaments.get(TournamentId(options.tournament))
    data = tournament_data(tournament)
    lines = [
        f"{tournament.id}  {tournament.name}  ({said(tournament.game, context.language)})",
        f"{context.text('Data', 'Date')}: {tournament.date or '-'}   "
        f"{context.text('Sede', 'Venue')}: {tournament.venue or '-'}   "
        f"{context.text('Stato', 'Status')}: {said(tournament.status, context.language)}",
        f"{context.text('Iscritti', 'Entries')}: {tournament.entries}   "
        f"{context.text('Turni generati', 'Rounds generated')}: {tournament.rounds_played}",
    ]
    settings = Table(
        (context.text("Impostazione", "Setting"), context.text("Valore", "Value")),
        setting_rows(tournament.settings, context.language),
    )
    return Outcome(data, ("\n".join(lines), settings))


def edit_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament edit`: change name, date, venue, the prize rule or settings (refused by the
    services as the wizard's Finish is: a setting frozen once a round is published, an
    unplayable one)."""
    tournament_id = TournamentId(options.tournament)
    current = context.services.tournaments.get(tournament_id)
    settings = setting_options.edited_settings(options, current.settings)
    if options.prizes is not None:
        settings = replace(
            settings or current.settings, prizes_cumulative=PRIZE_RULES[options.prizes]
        )
    if options.results_url is not None:
        settings = replace(settings or current.settings, results_url=options.results_url.strip())
    if options.name is None and options.date is None and options.venue is None and settings is None:
        raise UsageError(
            Text(
                "niente da cambiare: indica --name, --date, --venue, --prizes, --results-url o"
                " un'impostazione",
                "nothing to change: give --name, --date, --venue, --prizes, --results-url or a"
                " setting",
            )
        )
    tournament = context.services.tournaments.edit(
        tournament_id,
        name=options.name,
        date=options.date,
        venue=options.venue,
        settings=settings,
    )
    return Outcome(tournament_data(tournament), (context.text("Salvato.", "Saved."),))


def set_status(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament status`: mark the tournament's status. Finished is refused while business
    is still open (services.still_open, listed), unless --yes: then the list is printed as
    what was left."""
    tournament_id, status = TournamentId(options.tournament), TournamentStatus(options.status)
    tournaments = context.services.tournaments
    left: tuple[StillOpen, ...] = ()
    if status is TournamentStatus.FINISHED:
        left = tournaments.still_open(tournament_id) if options.yes else ()
        tournament = tournaments.finish(tournament_id, despite_open=options.yes)
    else:
        tournament = tournaments.set_status(tournament_id, status)
    human = [f"{tournament.name}: {said(tournament.status, context.language)}"]
    if left:
        human.append(context.text("Lasciato in sospeso:", "Left open:"))
        human += [
            "- " + still_open_sentence(item.kind.value, item.round, item.tables, context.language)
            for item in left
        ]
    return Outcome(
        {
            "id": tournament.id,
            "status": tournament.status.value,
            "still_open": still_open_data(left),
        },
        ("\n".join(human),),
    )


def still_open_data(found: tuple[StillOpen, ...]) -> list[dict[str, Any]]:
    """Open items as JSON: {"kind", "round", "tables"}."""
    return [
        {"kind": item.kind.value, "round": item.round, "tables": list(item.tables)}
        for item in found
    ]


def delete_tournament(context: CliContext, options: argparse.Namespace) -> Outcome:
    """`tournament delete`: remove the tournament with everything in it."""
    context.services.tournaments.delete(TournamentId(options.tournament))
    return Outcome(
        {"deleted": options.tournament},
        (context.text(f"Torneo {options.tournament} eliminato.", "Tournament deleted."),),
    )
