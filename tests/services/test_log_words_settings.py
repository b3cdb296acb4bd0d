"""A settings edit in the log reads each setting it changed with its value before and after in
the director's words, never the stored codes ("modificato", "cards", "flat_100"...): written
through the real services on a real database, read with `details_text`, which the Log page's
detail pane and `torneo log --details` both show.

Expected words come from the domain (burraco.md: danese puro / modificato; scala40.md: a
player who has not opened pays the cards held, or a flat 100), in Italian and English.
"""

from __future__ import annotations

from dataclasses import replace

from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tournament_app.services import Services
from tournament_app.services.log.details import details_text
from tournament_app.services.log.words import change_text
from tournament_app.services.settings import (
    BurracoSettings,
    DaneseVariant,
    InHandClose,
    NotOpenedRule,
    PairingSystem,
    Scala40Format,
    Scala40Settings,
    ScheduleStep,
)

# Stored codes a director never reads as a value ("elimination" is also the English word).
CODES = {"modificato", "puro", "never_again", "cards", "flat_100", "placement_points", "draw"}
CODES |= {"off", "fisca", "house"}


def lines(text: str) -> dict[str, str]:
    """The "Name: value" lines of one side, by name."""
    return dict(line.split(": ", 1) for line in text.splitlines())


def edited(services: Services, tid, **changes) -> tuple[dict[str, str], ...]:
    """The tournament's settings changed by `changes`; its log row's before and after, by
    setting, in Italian then English."""
    settings = services.tournaments.get(tid).settings
    services.tournaments.edit(tid, settings=replace(settings, **changes))
    row = services.audit.list(tid, limit=1)[0]
    sides = []
    for language in ("it", "en"):
        for side in map(lines, details_text(row, language)):
            assert not CODES & set(side.values()), side
            sides.append(side)
    return tuple(sides)


def test_a_danese_variant_change_reads_in_words(services: Services) -> None:
    tid = burraco_tournament(
        services,
        4,
        BurracoSettings(
            schedule=(
                ScheduleStep(PairingSystem.MITCHELL, 3),
                ScheduleStep(PairingSystem.DANESE, 1),
            )
        ),
    )
    it_before, it_after, en_before, en_after = edited(
        services, tid, danese_variant=DaneseVariant.PURO
    )
    assert it_before["Variante del Danese"].startswith("Modificato: niente rivincita")
    assert it_after["Variante del Danese"].startswith("Puro: 1° contro 2°")
    assert en_before["Danish variant"].startswith("Modificato: no rematch")
    assert en_after["Danish variant"].startswith("Puro: 1st v 2nd")
    # Only what changed.
    assert list(it_after) == ["Variante del Danese"]


def test_never_meet_again_reads_in_words(services: Services) -> None:
    tid = burraco_tournament(services, 4)
    _, it_after, _, en_after = edited(services, tid, danese_variant=DaneseVariant.NEVER_AGAIN)
    assert it_after == {"Variante del Danese": "Mai più contro"}
    assert en_after == {"Danish variant": "Never meet again"}


def test_pairs_to_individual_and_the_first_round_read_in_words(services: Services) -> None:
    tid = burraco_tournament(services)
    it_before, it_after, en_before, en_after = edited(
        services, tid, individual=True, first_round=PairingSystem.REGISTRATION
    )
    assert it_before == {"Coppie o individuale": "coppie", "Primo turno": "Sorteggio"}
    assert it_after == {
        "Coppie o individuale": "individuale",
        "Primo turno": "Ordine di iscrizione",
    }
    assert en_before == {"Pairs or individual": "pairs", "First round": "Draw"}
    assert en_after == {"Pairs or individual": "individual", "First round": "Registration order"}


def test_what_a_not_opened_player_pays_reads_in_words(services: Services) -> None:
    tid = scala40_tournament(services, 4)
    it_before, it_after, en_before, en_after = edited(
        services, tid, not_opened=NotOpenedRule.FLAT_100
    )
    assert it_before == {"Non aperto": "il valore delle carte in mano"}
    assert it_after == {"Non aperto": "100 fissi"}
    assert en_before == {"Not opened": "the value of the cards held"}
    assert en_after == {"Not opened": "a flat 100"}
    row = services.audit.list(tid, limit=1)[0]
    assert change_text(row, "it") == "Impostazioni del torneo modificate: non aperto"


def test_the_formula_and_the_time_per_game_read_in_words(services: Services) -> None:
    """A time limit left unset is no time limit (not a dash, not "default"); minutes read as
    minutes."""
    tid = scala40_tournament(services, 4, Scala40Settings(format=Scala40Format.ELIMINATION))
    it_before, it_after, en_before, en_after = edited(
        services,
        tid,
        format=Scala40Format.PLACEMENT_POINTS,
        minutes_per_game=30,
        in_hand_close=InHandClose.FISCA,
    )
    assert len(it_before) == len(it_after) == len(en_after) == 3
    assert it_before["Formula"] == "eliminazione"
    assert it_after["Formula"] == "punti piazzamento"
    assert it_before["Tempo per partita"] == "senza limite"
    assert it_after["Tempo per partita"] == "30 min"
    assert en_before["Format"] == "elimination" and en_after["Format"] == "placement points"
    assert en_before["Time per game"] == "no time limit"
    assert en_after["Time per game"] == "30 min"
    assert it_before["Chiusura in mano"] == "nessun raddoppio"
    assert it_after["Chiusura in mano"].startswith("raddoppio FISCA")
    assert en_after["Chiusura in mano"].startswith("FISCA doubling")
