"""The settings refusals test_detail_words.py triggers for real: a tournament's, burraco's and
scala 40's settings, and settings as stored."""

from __future__ import annotations

from scoring.standings import TieBreak
from tests.builders.tournaments import scala40_tournament
from tests.services.refusal_setups import (
    Case,
    burraco,
    damaged_settings,
    published,
    result_at_table_two,
    scala40,
    scale,
)
from tournament_app.services import (
    BurracoSettings,
    ErrorCode,
    Game,
    PairingSystem,
    RemainderTables,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
    TournamentDraft,
)
from tournament_app.services.settings_codec import (
    settings_from_json,
    tie_breaks_named,
)

SETTINGS = ErrorCode.INVALID_SETTINGS
INPUT = ErrorCode.INVALID_INPUT
SETTINGS_CASES = [
    # -- tournaments
    Case(
        "a date written the Italian way",
        lambda s: s.tournaments.create(TournamentDraft(Game.BURRACO, "Natale", date="25/12/2026")),
        "date_format",
        INPUT,
        ("«25/12/2026»", "AAAA-MM-GG"),
        ("“25/12/2026”", "YYYY-MM-DD"),
    ),
    Case(
        "burraco settings for a scala 40 tournament",
        lambda s: s.tournaments.create(
            TournamentDraft(Game.SCALA40, "Scala", settings=BurracoSettings())
        ),
        "settings_other_game",
        SETTINGS,
        ("altro gioco", "di scala 40"),
        ("another game", "is scala 40"),
    ),
    Case(
        "hands and bye VP changed once round 1 is published",
        lambda s: s.tournaments.edit(published(s), settings=BurracoSettings(hands=4, bye_vp=12)),
        "frozen_round_not_played",
        ErrorCode.STATE_REFUSED,
        ("smazzate per turno e PV del riposo", "riporta il turno 1 in bozza"),
        ("hands per round and bye VP", "take round 1 back to draft"),
    ),
    Case(
        "hands changed once a table of round 1 has played",
        lambda s: s.tournaments.edit(result_at_table_two(s), settings=BurracoSettings(hands=4)),
        "frozen_round_played",
        ErrorCode.STATE_REFUSED,
        ("smazzate per turno", "crea un torneo nuovo"),
        ("hands per round", "create a new tournament"),
    ),
    Case(
        "a VP table for 5 hands",
        lambda s: s.tournaments.save_vp_scale(scale(5)),
        "turno_hands",
        SETTINGS,
        ("2, 3 o 4 smazzate", "non in 5"),
        ("2, 3 or 4 hands", "not 5"),
    ),
    # -- burraco settings (rules.validate, as creating or editing a tournament does)
    Case(
        "5 hands a turno",
        burraco(hands=5),
        "turno_hands",
        SETTINGS,
        ("2, 3 o 4 smazzate", "non in 5"),
        ("2, 3 or 4 hands", "not 5"),
    ),
    Case(
        "no schedule",
        burraco(schedule=()),
        "schedule_empty",
        SETTINGS,
        ("calendario", "nessuna fase"),
        ("schedule", "no phase"),
    ),
    Case(
        "a phase of 0 rounds",
        burraco(schedule=(ScheduleStep(PairingSystem.DANESE_GIRONI, 0),)),
        "schedule_step_rounds",
        SETTINGS,
        ("«Danese a gironi»", "0 turni"),
        ("“Danish in groups”", "0 rounds"),
    ),
    Case(
        "a phase seated by draw",
        burraco(schedule=(ScheduleStep(PairingSystem.DRAW, 1),)),
        "first_round_only",
        SETTINGS,
        ("«Sorteggio»", "primo turno"),
        ("“Draw”", "first round"),
    ),
    Case(
        "a results address that is not a web address",
        burraco(results_url="www.circolo.it"),
        "results_url_invalid",
        SETTINGS,
        ("«www.circolo.it»", "https://"),
        ("“www.circolo.it”", "https://"),
    ),
    Case(
        "a first round by Mitchell",
        burraco(first_round=PairingSystem.MITCHELL),
        "first_round_system",
        SETTINGS,
        ("«Mitchell»", "Ordine di iscrizione"),
        ("“Mitchell”", "Registration order"),
    ),
    Case(
        "a Mitchell moving 0 tables",
        burraco(mitchell_shift=0),
        "mitchell_shift",
        SETTINGS,
        ("linea EO", "non 0"),
        ("EW line", "not 0"),
    ),
    Case(
        "a closing bonus not in fives",
        burraco(closing_bonus=120 + 3),
        "burraco_amount",
        SETTINGS,
        ("«premio di chiusura» vale 123", "multipli di 5"),
        ("“closing bonus” is 123", "multiples of 5"),
    ),
    # the forfeit's VP (burraco.md: 14 to the pair present and 6 to the late one, 12 and 8
    # with 4 hands)
    Case(
        "a forfeit worth 21 VP to the pair present",
        burraco(forfeit_present_vp=21),
        "forfeit_vp",
        SETTINGS,
        ("«PV del forfait alla coppia presente» vale 21", "da 0 a 20"),
        ("“forfeit VP to the pair present” is 21", "0 to 20"),
    ),
    Case(
        "a late pair given more VP than the pair present",
        burraco(forfeit_present_vp=9, forfeit_late_vp=11),
        "forfeit_vp_order",
        SETTINGS,
        ("coppia presente avrebbe 9 PV", "quella in ritardo 11"),
        ("pair present would get 9 VP", "the late pair 11"),
    ),
    Case(
        "a group of 1",
        burraco(group_sizes=(8, 1)),
        "group_size",
        SETTINGS,
        ("girone di dimensione 1", "almeno 2"),
        ("group of size 1", "at least 2"),
    ),
    Case(
        "MP difference twice among the tie-breaks",
        burraco(tie_breaks=(TieBreak.MP_DIFF, TieBreak.MP_SCORED, TieBreak.MP_DIFF)),
        "tie_break_twice",
        SETTINGS,
        ("«Differenza punti»", "due volte"),
        ("“MP difference”", "twice"),
    ),
    Case(
        "a tie-break Torneo does not know",
        lambda _: tie_breaks_named(("mp_diff", "coin_toss")),
        "tie_break_unknown",
        SETTINGS,
        ("«coin_toss»", "Scontro diretto"),
        ("“coin_toss”", "Head-to-head"),
    ),
    Case(
        # No detail key here: the rule's own sentence (SCORING) says what to do.
        "2 hands without a club VP table",
        burraco(hands=2),
        None,
        SETTINGS,
        ("2 smazzate", "tabella dei PV"),
        ("2-hand", "VP table"),
    ),
    # -- scala 40 settings
    Case(
        "a table of 7",
        scala40(table_size=7),
        "table_size",
        SETTINGS,
        ("da 2 a 6 giocatori", "non 7"),
        ("2 to 6 players", "not 7"),
    ),
    Case(
        "tables of 3 first at tables of 5",
        scala40(table_size=5, remainder_tables=RemainderTables.THREE_FIRST),
        "remainder_tables_table_size",
        SETTINGS,
        ("tavoli da 3 prima", "solo con tavoli da 4", "non da 5"),
        ("tables of 3 before", "at tables of 4 only", "not of 5"),
    ),
    Case(
        "a limit of 0",
        scala40(limit=0),
        "limit",
        SETTINGS,
        ("limite di punti", "non 0"),
        ("points limit", "not 0"),
    ),
    Case(
        "-1 re-entries",
        scala40(reentries=-1),
        "reentries",
        SETTINGS,
        ("rientri", "(-1)"),
        ("re-entries", "(-1)"),
    ),
    Case(
        "an all'italiana group of 1",
        scala40(group_size=1),
        "italiana_group_size_one",
        SETTINGS,
        ("girone all'italiana di 1 giocatore non", "tavolo da 4", "almeno 4 giocatori"),
        ("group of 1 player does", "table of 4", "at least 4 players"),
    ),
    Case(
        "everyone at a table of 4 going through",
        scala40(advance_per_table=4),
        "advance_per_table",
        SETTINGS,
        ("tavolo di 4", "da 1 a 3", "non 4"),
        ("table of 4", "1 to 3", "not 4"),
    ),
    # the cut by the stage's ranking (scala40.md: 40 -> 16 -> 8 -> final)
    Case(
        "ranking cuts that rise: 16, 20, 4",
        scala40(stage_cuts=(16, 20, 4)),
        "stage_cuts_order",
        SETTINGS,
        ("calare", "16, 8, 4", "non 16, 20, 4"),
        ("must fall", "16, 8, 4", "not 16, 20, 4"),
    ),
    Case(
        "a final table of 8 at tables of 4",
        scala40(stage_cuts=(16, 8)),
        "stage_cut_final",
        SETTINGS,
        ("tavolo finale", "da 2 a 6", "non 8"),
        ("final table", "2 to 6", "not 8"),
    ),
    Case(
        "a final of 5 before the last cut",
        scala40(stage_cuts=(16, 5, 4)),
        "stage_cut_early_final",
        SETTINGS,
        ("5 giocatori", "fino a 6", "in 16, 5, 4"),
        ("5 players", "up to 6", "in 16, 5, 4"),
    ),
    Case(
        "the best 16 of an evening of 12",
        lambda services: services.rounds.generate(
            scala40_tournament(services, 12, Scala40Settings(stage_cuts=(16, 8, 4)))
        ),
        "stage_cut_field",
        SETTINGS,
        ("turno 1", "migliori 16", "sono 12"),
        ("round 1", "best 16", "12 players"),
    ),
    Case(
        "placement points over 0 rounds",
        scala40(format=Scala40Format.PLACEMENT_POINTS, rounds=0),
        "rounds",
        SETTINGS,
        ("almeno 1 turno", "non 0"),
        ("at least 1 round", "not 0"),
    ),
    Case(
        "0 minutes a game",
        scala40(minutes_per_game=0),
        "minutes_per_game",
        SETTINGS,
        ("0 minuti", "senza limite di tempo"),
        ("0 minutes", "no time limit"),
    ),
    # -- settings as stored
    Case(
        "stored hands that read 'tre'",
        damaged_settings,
        "setting_unreadable",
        SETTINGS,
        ("«smazzate per turno»", "non si legge"),
        ("“hands per round”", "cannot be read"),
    ),
    Case(
        "stored settings that are a list",
        lambda _: settings_from_json(Game.SCALA40, ["limit", 101]),  # type: ignore[arg-type]
        "settings_unreadable",
        SETTINGS,
        ("impostazioni salvate", "non si leggono"),
        ("stored settings", "cannot be read"),
    ),
]
