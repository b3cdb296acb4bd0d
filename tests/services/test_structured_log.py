"""The audit log stores what happened as data (action, parameters, round and table), worded
when read (schema 0006). A database an older Torneo filled, whose log holds English prose,
is read once by the upgrade: its rows read as they did, in Italian and English, on the Log
page and in `torneo log`, and a change logged before the upgrade is undone after it. A row
the upgrade cannot read keeps its words. A tournament file of an older Torneo (prose in its
log.json) imports the same way.

Expected sentences are written here from the domain's words (turno, tavolo, PV, ammonizione),
not read back from the module.
"""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import inspect, text

from tests.builders.tournaments import burraco_tournament, scala40_tournament
from tests.builders.tournaments import logged_change as entry
from tournament_app.cli.main import run_cli
from tournament_app.services import PenaltyKind, Scala40Hand, open_services
from tournament_app.services.archive.tournament_file import (
    export_tournament_file,
    import_tournament_file,
)
from tournament_app.services.log.words import (
    ACTION_WORDS,
    action_label,
    change_text,
    place_text,
)
from tournament_app.services.values import AuditEntry, TournamentId
from tournament_app.storage.audit_form import AuditAction
from tournament_app.storage.database import alembic_config, upgrade
from tournament_app.storage.engine import database_url as url_of
from tournament_app.storage.engine import make_engine
from tournament_app.storage.models import AuditRow

AUDIT = AuditRow.__table__


def _as_an_older_torneo_left_it(database_url: str) -> None:
    """The database taken back to schema 0005: the log's structured columns gone, its rows
    holding only the English prose an older Torneo wrote (the services still write it)."""
    engine = make_engine(url_of(database_url))
    try:
        with engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.downgrade(config, "0005")
        columns = {column["name"] for column in inspect(engine).get_columns("audit_log")}
        assert "params" not in columns and "round_number" not in columns
    finally:
        engine.dispose()


def _words(entries: tuple[AuditEntry, ...]) -> list[tuple[str, ...]]:
    """Each change as the Log page shows it, in both languages: what happened, where."""
    return [
        (
            e.action,
            change_text(e, "it"),
            change_text(e, "en"),
            place_text(e, "it"),
            place_text(e, "en"),
        )
        for e in entries
    ]


def _evening(database_url: str) -> TournamentId:
    """A burraco evening: pair 4 put in group B, round 1 seated (two entries swapped and
    back) and published, table 1 entered 1300-300 and typed again by a second operator
    (1300-305, then 1300-300), a warning given and taken back, a VP penalty, table 2
    entered and removed, table 1 corrected to 300-1300."""
    services = open_services(database_url, station="Sala 1")
    try:
        tournament = burraco_tournament(services, pairs=4)
        services.entries.edit(tournament, 4, group="B", category="")
        services.rounds.generate(tournament)
        services.rounds.swap(tournament, 1, 1, 2)
        services.rounds.swap(tournament, 1, 1, 2)
        first, second = services.rounds.publish(tournament, 1, copy=False).tables
        assert (first.table, second.table) == (1, 2)
        services.results.enter_totals(tournament, 1, 1, 1300, 300)
        services.results.second_entry(tournament, 1, 1, 1300, 305)
        services.results.second_entry(tournament, 1, 1, 1300, 300)
        warning = services.penalties.add(tournament, 3, PenaltyKind.WARNING, reason="rumore")
        services.penalties.remove(tournament, warning.id)
        services.penalties.add(tournament, 2, PenaltyKind.VP, reason="ritardo", vp=1)
        services.results.enter_totals(tournament, 1, 2, 800, 700)
        services.results.delete(tournament, 1, 2, expected_version=1)
        services.results.enter_totals(tournament, 1, 1, 300, 1300, expected_version=1)
        return tournament
    finally:
        services.close()


def test_old_rows_read_the_same_after_the_upgrade_and_undo_reaches_them(
    database_url: str,
) -> None:
    tournament = _evening(database_url)
    services = open_services(database_url, station="Sala 1")
    try:
        written = _words(services.audit.list(tournament))
    finally:
        services.close()
    _as_an_older_torneo_left_it(database_url)
    services = open_services(database_url, station="Sala 2")  # upgraded on opening
    try:
        upgraded = services.audit.list(tournament)
        assert _words(upgraded) == written
        # As an older Torneo worded the same rows, from their prose alone.
        as_prose = [replace(e, params=None, round=None, table=None) for e in upgraded]
        assert _words(upgraded) == _words(tuple(as_prose))
        by_action = {e.action: e for e in reversed(upgraded)}  # the newest of each
        corrected = by_action["result.correct"]
        # Read from the numbers the upgrade took out of the prose, not from the prose.
        assert (corrected.round, corrected.table) == (1, 1)
        assert corrected.params is not None and corrected.params["ns_mp"] == 300
        it, en = change_text(corrected, "it"), change_text(corrected, "en")
        assert it.startswith("Risultato corretto: da 1300-300 (PV ")
        assert en.startswith("Result corrected: from 1300-300 (VP ")
        assert " a 300-1300 (PV " in it and " to 300-1300 (VP " in en
        assert place_text(corrected, "it") == "turno 1, tavolo 1"
        assert place_text(corrected, "en") == "round 1, table 1"
        confirmed = by_action["result.confirm"]
        assert change_text(confirmed, "it") == (
            "Risultato confermato da un secondo inserimento: secondo inserimento 1300-300"
            " concorda con il primo inserimento; chiude la discordanza con il secondo"
            " inserimento 1300-305 da Sala 1"
        )
        assert place_text(confirmed, "en") == "round 1, table 1"
        penalty = by_action["penalty.add"]
        assert penalty.params is not None
        assert change_text(penalty, "it") == "Penalità assegnata: -1 PV (ritardo)"
        assert change_text(penalty, "en") == "Penalty given: -1 VP (ritardo)"
        assert place_text(penalty, "it") == "iscrizione 2"
        swapped = by_action["round.swap"]
        assert (change_text(swapped, "it"), place_text(swapped, "en")) == (
            "Iscrizioni scambiate: 1 ↔ 2",
            "round 1",
        )
        edited = by_action["entry.edit"]
        assert edited.params == {"group": "B", "category": ""}
        assert change_text(edited, "it") == "Iscrizione modificata: girone B; categoria nessuno"
        seated = by_action["round.generate"]
        assert seated.params == {"system": "draw", "seats": 4}  # one seat row a pair
        assert change_text(seated, "it") == "Turno generato: Sorteggio, 4 posti"
        published = by_action["round.publish"]
        assert (published.round, published.table) == (1, None)
        assert place_text(published, "it") == "turno 1"

        # The correction, logged before the upgrade, is undone after it (another station's:
        # the director was asked about it, as the window asks).
        undone = services.audit.undo_last(tournament, expected=corrected.id)
        assert undone.id == corrected.id
        result = services.results.get(tournament, 1, 1)
        assert (result.ns_mp, result.ew_mp) == (1300, 300)
        undo_row = services.audit.list(tournament)[0]
        assert undo_row.params == {"undone": "result.correct", "log_id": corrected.id}
        assert change_text(undo_row, "it") == "Annullato: risultato corretto (turno 1, tavolo 1)"
        assert change_text(undo_row, "en") == "Undone: result corrected (round 1, table 1)"
    finally:
        services.close()
    out, err = io.StringIO(), io.StringIO()
    cli = ["--db", database_url, "--lang", "it", "log", "-t", str(tournament)]
    assert run_cli(cli, stdout=out, stderr=err) == 0, err.getvalue()
    assert "Annullato: risultato corretto (turno 1, tavolo 1)" in out.getvalue()
    assert "Penalità assegnata: -1 PV (ritardo)" in out.getvalue()


def test_a_row_the_upgrade_cannot_read_keeps_its_words(empty_database_url: str) -> None:
    """Prose of no known form (a hand-made row, an older Torneo's scala 40 "mp +20 MP") is
    kept and shown as stored; its round and table are still read."""
    database_url = empty_database_url  # built up to 0005 as an older Torneo left it
    engine = make_engine(url_of(database_url))
    try:
        upgrade(engine, "0005")
        with engine.begin() as connection:
            for action, entity, summary in (
                ("result.enter", "round 2 table 7", "scritto a mano"),
                ("penalty.add", "entry 4", "mp +20 MP: vecchio"),
            ):
                connection.execute(
                    text(
                        "INSERT INTO audit_log (at, station, action, entity, tournament_id,"
                        " before, after, summary, undone) VALUES (:at, 'cassa', :action,"
                        " :entity, NULL, '{}', '{}', :summary, :undone)"
                    ),
                    {
                        "at": datetime(2026, 11, 26, 20, 0),
                        "action": action,
                        "entity": entity,
                        "summary": summary,
                        "undone": False,
                    },
                )
    finally:
        engine.dispose()
    services = open_services(database_url, station="test")
    try:
        penalty, result = services.audit.list()
    finally:
        services.close()
    assert (result.params, result.round, result.table) == (None, 2, 7)
    assert change_text(result, "it") == "Risultato inserito: scritto a mano"
    assert place_text(result, "en") == "round 2, table 7"
    assert penalty.params is None
    assert change_text(penalty, "it") == "Penalità assegnata: penalità in punti +20 punti: vecchio"


def test_every_action_is_worded_in_both_languages() -> None:
    """Every action the services log has a label in Italian and in English (an undo has its
    own sentence)."""
    for action in AuditAction:
        if action is AuditAction.UNDO:
            continue
        assert action.value in ACTION_WORDS, action
        italian, english = action_label(action, "it"), action_label(action, "en")
        assert italian and english, action
    assert set(ACTION_WORDS) - {a.value for a in AuditAction} == {"result.second_entry.refused"}


STRUCTURED = [
    (
        "result.enter",
        {"kind": "played", "ns_mp": 1200, "ew_mp": -35, "ns_vp": 20, "ew_vp": 0},
        "Risultato inserito: giocato 1200-(-35) PV 20-0",
        "Result entered: played 1200-(-35) VP 20-0",
    ),
    (
        "result.enter",
        {
            "kind": "forfeit",
            "ns_mp": 0,
            "ew_mp": 0,
            "ns_vp": 0,
            "ew_vp": 12,
            "settles": {"ns_mp": 640, "ew_mp": 245, "by": "Sala 2"},
        },
        "Risultato inserito: forfait 0-0 PV 0-12; risolve la discordanza con il secondo"
        " inserimento 640-245 da Sala 2",
        "Result entered: forfeit 0-0 VP 0-12; settles second entry 640-245 by Sala 2",
    ),
    ("result.delete", {}, "Risultato tolto", "Result removed"),
    (
        "result.disagree",
        {
            "ns_mp": 640,
            "ew_mp": 250,
            "first": {"ns_mp": 640, "ew_mp": 245},
            "replaces": {"ns_mp": 600, "ew_mp": 245, "by": "Sala 2"},
        },
        "Secondo inserimento diverso dal risultato: secondo inserimento 640-250, primo"
        " inserimento 640-245; sostituisce il secondo inserimento 600-245 da Sala 2",
        "Second entry differs from the result: second entry 640-250, first entry 640-245;"
        " replaces second entry 600-245 by Sala 2",
    ),
    (
        "result.confirm",
        {"ns_mp": 640, "ew_mp": 245},
        "Risultato confermato da un secondo inserimento: secondo inserimento 640-245 concorda"
        " con il primo inserimento",
        "Result confirmed by a second entry: second entry 640-245 agrees with the first entry",
    ),
    (
        "penalty.add",
        {"kind": "warning", "vp": 0, "mp": 0, "reason": "rumore", "scala40": False},
        "Penalità assegnata: ammonizione (rumore)",
        "Penalty given: warning (rumore)",
    ),
    (
        # Burraco's points once, as the penalty dialog takes them away ("punti tolti"): never
        # "penalità in punti -100 punti: ...", penalty and points said twice.
        "penalty.add",
        {"kind": "mp", "vp": 0, "mp": 100, "reason": "7 minuti di ritardo", "scala40": False},
        "Penalità assegnata: -100 punti (7 minuti di ritardo)",
        "Penalty given: -100 MP (7 minuti di ritardo)",
    ),
    (
        "penalty.add",
        {"kind": "vp", "vp": 2, "mp": 0, "reason": "ritardo", "scala40": False},
        "Penalità assegnata: -2 PV (ritardo)",
        "Penalty given: -2 VP (ritardo)",
    ),
    (
        "penalty.add",
        {"kind": "mp", "vp": 0, "mp": 20, "reason": "carte", "scala40": True},
        "Penalità assegnata: 20 punti di penalità aggiunti (carte)",
        "Penalty given: 20 penalty points added (carte)",
    ),
    (
        "penalty.add",
        {"kind": "vp", "vp": 1, "mp": 0, "reason": "ritardo", "scala40": True},
        "Penalità assegnata: 1 punto piazzamento tolto (ritardo)",
        "Penalty given: 1 placement point taken away (ritardo)",
    ),
    ("penalty.remove", {}, "Penalità tolta", "Penalty taken back"),
    (
        "round.generate",
        {"system": "danese_gironi", "seats": 24},
        "Turno generato: Danese a gironi, 24 posti",
        "Round generated: Danish in groups, 24 seats",
    ),
    (
        "round.swap_tables",
        {"first": 3, "second": 5},
        "Tavoli scambiati: 3 ↔ 5",
        "Tables swapped: 3 ↔ 5",
    ),
    ("round.publish", {}, "Turno pubblicato", "Round published"),
    (
        "entry.edit",
        {"group": "B", "category": "", "players": ["Rossi Anna", "Verdi Luca"]},
        "Iscrizione modificata: girone B; categoria nessuno; giocatori Rossi Anna, Verdi Luca",
        "Entry changed: group B; category none; players Rossi Anna, Verdi Luca",
    ),
    (
        "tournament.status",
        {"status": "finished"},
        "Stato del torneo modificato: concluso",
        "Tournament status changed: finished",
    ),
    (
        "standings.draw",
        {"order": [4, 5, 1]},
        "Parità risolte per sorteggio: ordine estratto: 4, 5, 1",
        "Ties broken by a draw: order drawn: 4, 5, 1",
    ),
    (
        "result.correct.refused",
        {"had": 1, "found": 2, "by": "Sala 1"},
        "Non salvato (modificato nel frattempo da un'altra postazione): risultato corretto:"
        " questa postazione aveva la versione 1, Sala 1 aveva salvato la versione 2",
        "Not saved (changed meanwhile on another station): result corrected: this station"
        " had version 1, Sala 1 had saved version 2",
    ),
]


@pytest.mark.parametrize(("action", "params", "italian", "english"), STRUCTURED)
def test_structured_changes_are_worded_from_their_parameters(
    action: str, params: dict[str, object], italian: str, english: str
) -> None:
    """A change logged with its parameters reads from them, whatever its stored prose
    (here none at all)."""
    logged = entry(action, "")
    logged = AuditEntry(**{**vars(logged), "params": params, "round": 3, "table": 4})
    assert change_text(logged, "it") == italian
    assert change_text(logged, "en") == english
    assert place_text(logged, "it") == "turno 3, tavolo 4"
    assert place_text(logged, "en") == "round 3, table 4"


def test_an_older_tournament_file_s_log_imports_structured(
    database_url: str, tmp_path: Path
) -> None:
    """A tournament file whose log.json holds only the prose (an older Torneo's): imported,
    its changes have their round, table and parameters and read as before."""
    club = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    tournament = _evening(club)
    services = open_services(club, station="Sala 1")
    try:
        path = export_tournament_file(services, tournament, tmp_path / "serata.torneo")
        expected = [
            ("imported:" + action, f"(dal file) {it}", f"(from the file) {en}", *places)
            for action, it, en, *places in _words(services.audit.list(tournament))
        ]
    finally:
        services.close()
    older = tmp_path / "older.torneo"
    with zipfile.ZipFile(path) as source:
        manifest = json.loads(source.read("manifest.json"))
        data = source.read("tournament.json")
        log = json.loads(source.read("log.json"))
    for change in log["log"]:
        for key in ("params", "round", "table"):
            del change[key]
    logged = json.dumps(log).encode()

    manifest["log_sha256"] = hashlib.sha256(logged).hexdigest()
    with zipfile.ZipFile(older, "w") as out:
        out.writestr("manifest.json", json.dumps(manifest))
        out.writestr("tournament.json", data)
        out.writestr("log.json", logged)
    federation = open_services(database_url, station="federazione")
    try:
        imported = import_tournament_file(federation, older).tournament_id
        history = federation.audit.list(imported)[1:]  # the import's own row first
        assert [w[0] for w in _words(history)] == [w[0] for w in expected]
        corrected = next(e for e in history if e.action == "imported:result.correct")
        assert (corrected.round, corrected.table) == (1, 1)
        assert corrected.params is not None and corrected.params["ew_mp"] == 1300
        it = change_text(corrected, "it")
        assert it.startswith("(dal file) Risultato corretto: da 1300-300 (PV ")
        assert _words(history) == expected
    finally:
        federation.close()


def test_a_scala40_sheet_s_changes_read_the_same_after_the_upgrade(database_url: str) -> None:
    """Hands entered, one corrected, one taken back and time called on a scala 40 table,
    logged before the upgrade: after it they read as before, from their figures."""
    services = open_services(database_url, station="Sala 1")
    try:
        tournament = scala40_tournament(services, players=4)
        services.rounds.generate(tournament)
        services.rounds.publish(tournament, 1, copy=False)
        sheet = services.results.sheet(tournament, 1, 1)
        winner, *others = sheet.players
        version = None
        for _ in range(2):
            hand = Scala40Hand(points=tuple((p, 40) for p in others), closer=winner)
            version = services.results.enter_hand(
                tournament, 1, 1, hand, expected_version=version
            ).version
        fixed = Scala40Hand(points=tuple((p, 35) for p in others), closer=winner)
        version = services.results.correct_hand(
            tournament, 1, 1, 0, fixed, expected_version=version
        ).version
        version = services.results.remove_last_hand(
            tournament, 1, 1, expected_version=version
        ).version
        services.results.time_out(tournament, 1, 1, expected_version=version)
        written = _words(services.audit.list(tournament))
    finally:
        services.close()
    _as_an_older_torneo_left_it(database_url)
    services = open_services(database_url, station="Sala 2")
    try:
        upgraded = services.audit.list(tournament)
    finally:
        services.close()
    assert _words(upgraded) == written
    as_prose = tuple(replace(e, params=None, round=None, table=None) for e in upgraded)
    assert _words(upgraded) == _words(as_prose)
    corrected = next(e for e in upgraded if e.action == "sheet.correct")
    assert corrected.params is not None and corrected.params["hand"] == 1
    figures_before = ", ".join(f"{p}=40" for p in others)
    figures_after = ", ".join(f"{p}=35" for p in others)
    assert change_text(corrected, "it") == (
        f"Smazzata di scala 40 corretta: smazzata 1 da {figures_before} a {figures_after}"
    )
