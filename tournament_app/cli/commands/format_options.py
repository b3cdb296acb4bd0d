"""The options of a tournament's format that `torneo tournament create` and `edit` both take:
burraco's hands, schedule, first round, pairs or individual, VP table and bye; scala 40's
table, limit, rules and format; the seed. Defined once so the two commands take the same
words (what `edit` may still change once a round is published is the services' rule)."""

from __future__ import annotations

import argparse
from typing import Any

from tournament_app.cli.commands.tournament_draft import (
    number_list_with_zero,
    pairing_system,
    schedule,
)
from tournament_app.cli.parsing import number_list, positive_int, whole_number
from tournament_app.cli.words import Text
from tournament_app.services.settings import TeamMovement


def add_burraco_format(group: Any, *, edit: bool = False) -> None:
    """Hands, rounds and schedule, pairs or individual, first round, VP table (and, for
    `create`, the bye: `edit` has it among `setting_options`)."""
    group.add_argument(
        "--hands",
        type=int,
        choices=(2, 3, 4),
        help=Text("smazzate per turno", "hands per turno"),
    )
    group.add_argument(
        "--rounds",
        type=positive_int,
        metavar="N",
        help=Text(
            "turni in tutto (da soli: Mitchell, poi un Danese)",
            "rounds in all (alone: Mitchell rounds, then one Danese)",
        ),
    )
    group.add_argument(
        "--schedule",
        type=schedule,
        metavar="SYSTEM:N,...",
        help=Text(
            'calendario dei turni, per esempio "mitchell:3,danese:1"',
            'the schedule of the rounds, e.g. "mitchell:3,danese:1"',
        ),
    )
    group.add_argument(
        "--individual",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "si iscrive ogni giocatore da solo (--no-individual: a coppie)",
            "players enter alone (--no-individual: in pairs)",
        ),
    )
    group.add_argument(
        "--first-round",
        type=pairing_system,
        metavar="SYSTEM",
        help=Text(
            "il primo turno per sorteggio (draw) o per iscrizione (registration)",
            "the first round by draw or by registration",
        ),
    )
    group.add_argument(
        "--vp-table",
        metavar="NAME",
        help=Text(
            "una tabella PV salvata o FIBUR (vedi `vp-table list`; serve con 2 smazzate)",
            "a saved or FIBUR VP table (see `vp-table list`; needed for 2 hands)",
        ),
    )
    group.add_argument(
        "--teams",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "torneo a squadre: squadre di 4-6 giocatori schierano due coppie a turno"
            " (--no-teams: a coppie, il predefinito)",
            "a team event: teams of 4-6 players field two pairs a round (--no-teams: pairs,"
            " the default)",
        ),
    )
    group.add_argument(
        "--team-movement",
        choices=[movement.value for movement in TeamMovement],
        help=Text(
            "squadre: round_robin (girone all'italiana, predefinito), danese o never_again"
            " (mai più la stessa squadra)",
            "teams: round_robin (the default), danese or never_again (no team met twice)",
        ),
    )
    group.add_argument(
        "--team-vp-table",
        metavar="NAME",
        help=Text(
            "squadre: la tabella PV del circolo per la somma dei due tavoli (predefinita la"
            " proposta di Torneo, finché non si trova quella FIBUR; serve con 2 smazzate)",
            "teams: the club's VP table for the two tables' sum (default Torneo's proposal,"
            " until FIBUR's is found; needed for 2 hands)",
        ),
    )
    if not edit:
        group.add_argument(
            "--bye-vp",
            type=whole_number,
            metavar="VP",
            help=Text("PV a chi riposa", "VP for a bye"),
        )
        group.add_argument(
            "--bye-mp",
            type=whole_number,
            metavar="MP",
            help=Text("punti a chi riposa", "MP for a bye"),
        )


def add_scala40_format(group: Any, *, edit: bool = False) -> None:
    """The table's rules and the tournament's format (for `create`, the older
    --in-hand-double too)."""
    group.add_argument(
        "--limit",
        type=positive_int,
        metavar="POINTS",
        help=Text("punti del limite (predefinito 101)", "the points limit (default 101)"),
    )
    group.add_argument(
        "--table-size",
        type=whole_number,
        metavar="N",
        help=Text(
            "giocatori per tavolo, da 2 a 6 (predefinito 4)",
            "players per table, 2 to 6 (default 4)",
        ),
    )
    group.add_argument(
        "--out-above-limit",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=Text(
            "si esce solo oltre il limite (--no-out-above-limit: raggiungendolo, il predefinito)",
            "a player is out only above the limit (--no-out-above-limit: at the limit, the"
            " default)",
        ),
    )
    group.add_argument(
        "--not-opened",
        choices=("cards", "100"),
        help=Text(
            "quanto paga chi non ha aperto: le carte in mano o 100",
            "what a player who never opened pays: the cards in hand or 100",
        ),
    )
    if not edit:
        group.add_argument(
            "--in-hand-double",
            action="store_true",
            default=None,
            help=Text(
                "la chiusura in mano raddoppia, con la regola FISCA (come --in-hand-close fisca)",
                "chiusura in mano doubles, by FISCA's rule (as --in-hand-close fisca)",
            ),
        )
    group.add_argument(
        "--reentries",
        type=whole_number,
        metavar="N",
        help=Text("rientri ammessi (0: nessuno)", "re-entries allowed (0: off)"),
    )
    group.add_argument(
        "--format",
        choices=("elimination", "placement"),
        help=Text(
            "eliminazione o punti piazzamento (predefinito: eliminazione)",
            "elimination or placement points (default elimination)",
        ),
    )
    group.add_argument(
        "--advance",
        type=positive_int,
        metavar="N",
        help=Text(
            "quanti passano da ogni tavolo (passano i migliori di ogni tavolo)",
            "advancing per table (the best of each table go through)",
        ),
    )
    group.add_argument(
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
    group.add_argument(
        "--placement-points",
        type=number_list_with_zero,
        metavar="P1,P2,...",
        help=Text("punti per piazzamento, per esempio 4,2,1,0", "points per place, e.g. 4,2,1,0"),
    )


def add_seed(parser: Any) -> None:
    """--seed: the seed every draw of the tournament starts from."""
    parser.add_argument(
        "--seed",
        type=whole_number,
        help=Text(
            "seme di ogni sorteggio (abbinamenti ripetibili)",
            "seed for every draw (repeatable seating)",
        ),
    )
