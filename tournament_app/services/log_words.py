"""The change log in the director's words, in Italian and English: what each action the
services log is called, how a refusal and an undo are composed from it, the words of the
services' short summaries, and what a change touched ("round 3 table 4").

Plain pairs (no Qt here): the window's Log page and `torneo log` / `torneo undo` both read
them, so an action is worded once for both faces. The log itself keeps the stored codes and
English summaries (JSON output and the database show those); only what a director reads is
put in words here.
"""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from tournament_app.services.audit import UNDO_ACTION
from tournament_app.services.context import REFUSED_SUFFIX
from tournament_app.services.values import AuditEntry


class Said(NamedTuple):
    """One text of the log in both languages, Italian first as everywhere in Torneo."""

    it: str
    en: str

    def pick(self, language: str) -> str:
        """The text in `language` (Italian for anything but "en", as `messages` falls back)."""
        return self.en if language == "en" else self.it


# Every action the services log, in the director's words: a new action is one line here.
# tests/ui/test_log_page_words.py walks the services' `log(...)`/`attempting(...)` calls and
# fails on a missing one.
ACTION_WORDS: dict[str, Said] = {
    "tournament.create": Said("Torneo creato", "Tournament created"),
    "tournament.edit": Said("Impostazioni del torneo modificate", "Tournament settings changed"),
    "tournament.status": Said("Stato del torneo modificato", "Tournament status changed"),
    "tournament.delete": Said("Torneo eliminato", "Tournament deleted"),
    "tournament.import_file": Said("Torneo importato da file", "Tournament imported from a file"),
    "vp_scale.save": Said("Tabella PV salvata", "VP table saved"),
    "standings.draw": Said("Parità risolte per sorteggio", "Ties broken by a draw"),
    "player.add": Said("Giocatore aggiunto all'anagrafica", "Player added to the registry"),
    "player.edit": Said("Giocatore modificato", "Player changed"),
    "entry.add": Said("Iscrizione aggiunta", "Entry added"),
    "entry.edit": Said("Iscrizione modificata", "Entry changed"),
    "entry.present": Said("Presenza registrata", "Checked in"),
    "entry.absent": Said("Segnata assente", "Marked absent"),
    "entry.withdraw": Said("Iscrizione ritirata", "Entry withdrawn"),
    "entry.reinstate": Said("Iscrizione riammessa", "Entry back in play"),
    "entry.delete": Said("Iscrizione cancellata", "Entry deleted"),
    "round.generate": Said("Turno generato", "Round generated"),
    "round.swap": Said("Iscrizioni scambiate", "Entries swapped"),
    "round.swap_tables": Said("Tavoli scambiati", "Tables swapped"),
    "round.publish": Said("Turno pubblicato", "Round published"),
    "round.delete": Said("Bozza del turno scartata", "Draft round discarded"),
    "result.enter": Said("Risultato inserito", "Result entered"),
    "result.correct": Said("Risultato corretto", "Result corrected"),
    "result.delete": Said("Risultato tolto", "Result removed"),
    "result.confirm": Said(
        "Risultato confermato da un secondo inserimento", "Result confirmed by a second entry"
    ),
    "result.disagree": Said(
        "Secondo inserimento diverso dal risultato", "Second entry differs from the result"
    ),
    # What a second entry attempts (it is logged as confirm or disagree): named by refusals.
    "result.second_entry": Said("Secondo inserimento", "Second entry"),
    "sheet.hand": Said("Smazzata di scala 40 inserita", "Scala 40 hand entered"),
    "sheet.correct": Said("Smazzata di scala 40 corretta", "Scala 40 hand corrected"),
    "sheet.remove_hand": Said("Smazzata di scala 40 tolta", "Scala 40 hand taken back"),
    "sheet.reentry": Said("Rientro", "Re-entry"),
    "sheet.time_out": Said("Tempo scaduto a un tavolo", "Time called at a table"),
    "penalty.add": Said("Penalità assegnata", "Penalty given"),
    "penalty.remove": Said("Penalità tolta", "Penalty taken back"),
    "database.restore": Said("Archivio riportato a una copia", "Database taken back to a copy"),
    # A write refused before it said what it was (a clash found at commit): `write.refused`.
    "write": Said("Una modifica", "A change"),
    # Refusals and undos are composed from the action above (see `change_text`); a refusal
    # listed here whole reads better than the composed one.
    "result.second_entry.refused": Said(
        "Secondo inserimento rifiutato: il risultato era appena cambiato",
        "Second entry refused: the result had just changed",
    ),
}
UNDO_WORDS = Said("Annullato: {0}", "Undone: {0}")
REFUSED_WORDS = Said(
    "Non salvato (modificato nel frattempo da un'altra postazione): {0}",
    "Not saved (changed meanwhile on another station): {0}",
)
UNDONE_TARGET = re.compile(r"^(\S+) #\d+$")
"""The summary of an undo row: the action undone and its log id ("result.disagree #42")."""
STALE = re.compile(r"^stale version (\S+): (\S+) by (.*)$")
"""A refusal's summary: the version this station had, the one it found, and who wrote that."""
STALE_WORDS = Said(
    "questa postazione aveva la versione {0}, {2} aveva salvato la versione {1}",
    "this station had version {0}, {2} had saved version {1}",
)
# The station had seen no result yet (it was entering one) when another station saved it.
ALREADY_WORDS = Said("già salvato: versione {1} da {2}", "already saved: version {1} by {2}")


# The words the services put in their short summaries, by the action that wrote them, stored
# in English and shown in the director's language. Only whole lowercase words of the action's
# own vocabulary change, so names (tournaments, players, penalty reasons) pass untouched.
RESULT_KINDS = {
    "played": Said("giocato", "played"),
    "bye": Said("riposo", "bye"),
    "forfeit": Said("forfait", "forfeit"),
    "arbitral": Said("arbitrale", "arbitral"),
}
# Double entry: "second entry 640-250, first entry 640-245 version 1; replaces ...",
# "... agrees with version 2; closes ...", a save's "...; settles second entry ... by Sala 2".
DOUBLE_ENTRY = {
    "second entry": Said("secondo inserimento", "second entry"),
    "first entry": Said("primo inserimento", "first entry"),
    "agrees with": Said("concorda con la", "agrees with"),
    "replaces": Said("sostituisce il", "replaces"),
    "closes": Said("chiude la discordanza con il", "closes"),
    "settles": Said("risolve la discordanza con il", "settles"),
    "version": Said("versione", "version"),
    "by": Said("da", "by"),
}
# How round.generate names the seating: the PairingSystem values, then "individual",
# "final" and "scala40" of round_plans ("mitchell, 24 seats").
SYSTEMS = {
    "draw": Said("sorteggio", "draw"),
    "registration": Said("ordine di iscrizione", "registration order"),
    "mitchell": Said("Mitchell", "Mitchell"),
    "danese": Said("Danese", "Danese"),
    "danese_gironi": Said("Danese a gironi", "Danese a gironi"),
    "round_robin": Said("all'italiana (girone completo)", "all'italiana (round robin)"),
    "individual": Said("individuale", "individual"),
    "final": Said("tavolo finale", "final table"),
    "scala40": Said("tavoli di scala 40", "scala 40 tables"),
    "seats": Said("posti", "seats"),
}
STATUSES = {
    "registration": Said("iscrizioni", "registration"),
    "running": Said("in corso", "running"),
    "finished": Said("concluso", "finished"),
}
# "vp -2 VP -0 MP: late": the kind, then the points taken away, then the director's reason.
PENALTY_KINDS = {
    "warning": Said("ammonizione", "warning"),
    "vp": Said("penalità in PV", "VP penalty"),
    "mp": Said("penalità in punti", "MP penalty"),
    "forfeit": Said("forfait", "forfeit"),
}
# The points' names in "played 220-280 VP 9-11" and "vp -2 VP -0 MP" (Italian: PV, punti).
POINTS = {
    "VP": Said("PV", "VP"),
    "MP": Said("punti", "MP"),
}
# "torneo-…-round-3-published.sqlite3; previous database kept as torneo-…-before-restore…"
# (the file names stay as they are on disk).
RESTORE = {
    "previous database kept as": Said(
        "archivio precedente conservato come", "previous database kept as"
    )
}
SUMMARY_WORDS: dict[str, dict[str, Said]] = {
    "result.enter": RESULT_KINDS | DOUBLE_ENTRY | POINTS,
    "result.correct": RESULT_KINDS | DOUBLE_ENTRY | POINTS,
    "result.delete": DOUBLE_ENTRY,
    "result.confirm": DOUBLE_ENTRY,
    "result.disagree": DOUBLE_ENTRY,
    "round.generate": SYSTEMS,
    "tournament.status": STATUSES,
    "penalty.add": PENALTY_KINDS | POINTS,
    "database.restore": RESTORE,
}

# How the services name what a change touched, and the same in words.
ENTITY_PATTERNS = (
    (
        re.compile(r"^round (\d+) table (\d+)$"),
        Said("turno {0}, tavolo {1}", "round {0}, table {1}"),
    ),
    (re.compile(r"^round (\d+)$"), Said("turno {0}", "round {0}")),
    (re.compile(r"^entry (\d+)$"), Said("iscrizione {0}", "entry {0}")),
    (re.compile(r"^(\d+) entries$"), Said("{0} iscrizioni", "{0} entries")),
    (re.compile(r"^penalty (\d+)$"), Said("penalità {0}", "penalty {0}")),
    (re.compile(r"^player (\d+)$"), Said("giocatore {0}", "player {0}")),
    (re.compile(r"^(\d+) players$"), Said("{0} giocatori", "{0} players")),
    (re.compile(r"^tournament (\d+)$"), Said("torneo {0}", "tournament {0}")),
    (re.compile(r"^vp scale (.+)$"), Said("tabella PV {0}", "VP table {0}")),
)


def _filled(template: str, values: tuple[str, ...]) -> str:
    """A template's {0}, {1}... replaced by `values` (replace, not format: a name may hold
    braces)."""
    for position, value in enumerate(values):
        template = template.replace("{" + str(position) + "}", value)
    return template


@cache
def _word_pattern(action: str) -> re.Pattern[str] | None:
    words = SUMMARY_WORDS.get(action)
    if not words:
        return None
    # Longest first, so "danese_gironi" is taken whole before "danese" could match inside it.
    return re.compile(
        r"\b(" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + r")\b"
    )


DRAWN = re.compile(r"^\d+( \d+)+$")
DRAWN_WORDS = Said("ordine estratto: {0}", "order drawn: {0}")


def summary_text(summary: str, action: str, language: str) -> str:
    """The services' summary of an `action` with its vocabulary in `language` (numbers and
    names untouched)."""
    if action.endswith(REFUSED_SUFFIX):
        return _stale_text(summary, language)
    if action == "standings.draw" and DRAWN.match(summary):
        # The order drawn, stored as bare numbers ("4 5 1"), read as one.
        return _filled(DRAWN_WORDS.pick(language), (", ".join(summary.split()),))
    pattern = _word_pattern(action)
    if pattern is None:
        return summary
    words = SUMMARY_WORDS[action]
    return pattern.sub(lambda match: words[match.group(1)].pick(language), summary)


def _stale_text(summary: str, language: str) -> str:
    """A refusal's "stale version 1: 2 by Sala 1" in `language`; "" when the clash was found
    at commit and neither version is known ("None: None by ?")."""
    match = STALE.match(summary)
    if match is None:
        return summary
    had, found, by = match.groups()
    if found == "None" or by == "?":
        return ""
    template = ALREADY_WORDS if had == "None" else STALE_WORDS
    return _filled(template.pick(language), (had, found, by))


def _lower_first(text: str) -> str:
    """A label made part of a sentence: "Result corrected" -> "result corrected" (an acronym
    like "VP" keeps its capitals)."""
    first = text.split(" ", 1)[0]
    if len(first) > 1 and first.isupper():
        return text
    return text[:1].lower() + text[1:]


def action_label(action: str, language: str) -> str | None:
    """An action's label in `language`, refusals composed from what was tried; None for an
    action not worded here."""
    words = ACTION_WORDS.get(action)
    if words is not None:
        return words.pick(language)
    if action.endswith(REFUSED_SUFFIX):
        tried = action_label(action.removesuffix(REFUSED_SUFFIX), language)
        if tried is not None:
            return REFUSED_WORDS.pick(language).replace("{0}", _lower_first(tried))
    return None


def change_text(entry: AuditEntry, language: str) -> str:
    """A logged change in the director's words, with the services' short summary."""
    if entry.action == UNDO_ACTION:
        match = UNDONE_TARGET.match(entry.summary)
        if match and action_label(match.group(1), language) is not None:
            return undo_text(match.group(1), entry.entity, language)
        return UNDO_WORDS.pick(language).replace("{0}", entry.summary)
    label = action_label(entry.action, language)
    summary = (
        summary_text(entry.summary, entry.action, language) if entry.summary != entry.action else ""
    )
    if label is None:
        return summary or entry.action
    return f"{label}: {summary}" if summary else label


def undo_text(action: str, entity: str, language: str) -> str:
    """What undoing an `action` on `entity` took back, as the undo's row in the log says it:
    "Undone: result corrected (round 1, table 3)"."""
    label = action_label(action, language)
    if label is None:
        return UNDO_WORDS.pick(language).replace("{0}", action)
    what = _lower_first(label)
    if entity:
        what += f" ({entity_text(entity, language)})"
    return UNDO_WORDS.pick(language).replace("{0}", what)


def entity_text(entity: str, language: str) -> str:
    """What a change touched ("round 3 table 4") in `language`; a name not known as it is."""
    for pattern, template in ENTITY_PATTERNS:
        match = pattern.match(entity)
        if match:
            return _filled(template.pick(language), match.groups())
    return entity
