"""The command line's words in both languages: the pair every help text is written as, and
the Italian for what argparse itself prints (usage, section titles, its error messages) and
for the words the option types refuse a value with.

Every text of the parser is a `Text` when it is built; `TorneoParser.localize` then keeps
the one of the chosen language, once (see parsing.py). argparse's own messages reach
`TorneoParser.error` already formatted in English (argparse words them with gettext, which
is global to the process), so `translate` reads them back against the templates below, the
way a gettext catalogue would, and writes the Italian; nothing of argparse is patched.
"""

from __future__ import annotations

import re
from functools import cache

from tournament_app.services.messages import SYSTEM_REASONS
from tournament_app.storage.errors import IS_A_FOLDER


class Text(str):
    """One text of the command line in both languages: the English is the string itself
    (what argparse stores, and what would show should a text ever escape `localize`), the
    Italian rides beside it. Written Italian first, as everywhere in Torneo."""

    it: str

    def __new__(cls, it: str, en: str) -> Text:
        text = super().__new__(cls, en)
        text.it = it
        return text

    @property
    def en(self) -> str:
        """The English, as a plain string."""
        return str.__str__(self)

    def pick(self, language: str) -> str:
        """The text in `language` (English for anything but "it"), as a plain string."""
        return self.it if language == "it" else self.en


def pick(value: str | None, language: str) -> str | None:
    """`value` in `language` when it is a `Text`; anything else unchanged."""
    return value.pick(language) if isinstance(value, Text) else value


# -- argparse's fixed words ---------------------------------------------------------------------

USAGE_PREFIX = Text("uso: ", "usage: ")
HELP_OPTION = Text("mostra questo aiuto ed esce", "show this help message and exit")
ERROR = Text("errore", "error")
WARNING = Text("attenzione", "warning")
HELP_HINT = Text("Per l'aiuto: {command} --help", "For help: {command} --help")
# A name starting with "-" looks like an option to argparse: how to type it.
DASH_NAME_HINT = Text(
    "Un nome che comincia con «-» va scritto dopo «--», che chiude le opzioni (torneo entry"
    " add -t 1 -- -Rossi Bianchi), oppure attaccato all'opzione con «=» (--surname=-Rossi).",
    "A name starting with '-' goes after '--', which ends the options (torneo entry add -t 1"
    " -- -Rossi Bianchi), or joined to its option with '=' (--surname=-Rossi).",
)
BARE_DOUBLE_DASH = Text(
    "«--» da solo non è un nome né un valore: si scrive una volta sola, prima dei nomi che"
    " cominciano con «-».",
    "'--' on its own is no name and no value: write it once, before the names that start with '-'.",
)
# The titles argparse gives its two default sections.
SECTION_TITLES = {
    "positional arguments": Text("argomenti", "positional arguments"),
    "options": Text("opzioni", "options"),
}

# -- what the option types (parsing.py and the command modules) refuse a value with --------------
# Raised as argparse.ArgumentTypeError(TEMPLATE.en % value): argparse prints the English, and
# `translate` finds it here again for an Italian command line.

NOT_WHOLE_NUMBER = Text("non è un numero intero: %r", "not a whole number: %r")
NOT_POSITIVE = Text("deve essere 1 o più: %r", "must be 1 or more: %r")
# Past what the database holds in a number column (a slip, an extra zero): the range, said.
OUT_OF_RANGE = Text("fuori dai limiti: %r (da %s a %s)", "out of range: %r (from %s to %s)")
# An output file named "", "." or an existing folder: the words storage's reason has.
NOT_A_FILE_NAME = Text(
    "%r: " + SYSTEM_REASONS["it"][IS_A_FOLDER], "%r: " + SYSTEM_REASONS["en"][IS_A_FOLDER]
)
NOT_NUMBER_LIST = Text(
    "servono numeri separati da virgole: %r", "expected numbers separated by commas: %r"
)
NOT_NUMBERS_ZERO_OR_MORE = Text("servono numeri da 0 in su: %r", "expected numbers 0 or more: %r")
NO_NUMBERS = Text("servono numeri separati da virgole", "expected numbers separated by commas")
UNKNOWN_SYSTEM = Text("sistema sconosciuto %r (uno tra: %s)", "unknown system %r (one of: %s)")
SCHEDULE_EXAMPLE = Text(
    'serve per esempio "mitchell:3,danese:1"', 'expected e.g. "mitchell:3,danese:1"'
)
NOT_HAND_TOTALS = Text(
    'serve "NS:EO" per ogni smazzata, non %r', 'expected "NS:EW" per hand, got %r'
)
HAND_TOTALS_EXAMPLE = Text(
    'serve per esempio "640:245,120:300,455:210"', 'expected e.g. "640:245,120:300,455:210"'
)
NOT_ENTRY_POINTS = Text('serve "NUM=PUNTI", non %r', 'expected "NUM=POINTS", got %r')
FIGURES_EXAMPLE = Text(
    'serve per esempio "ns=pulito:1,sporco:1,chiude,tavola:240;eo=sporco:1,tavola:180,mano:35"',
    'expected e.g. "ns=clean:1,dirty:1,closed,table:240;ew=dirty:1,table:180,hand:35"',
)
NOT_FIGURE = Text(
    "non è una cifra della smazzata: %r (pulito, semi, sporco, reale, super, pulito-briscola,"
    " semi-briscola, sporco-briscola, tavola, mano, nongiocato con :N; chiude, senza-pozzetto)",
    "not a hand figure: %r (clean, semi, dirty, reale, super, trump-clean, trump-semi,"
    " trump-dirty, table, hand, unplayed with :N; closed, no-pozzetto)",
)
ENTRY_POINTS_EXAMPLE = Text(
    'serve per esempio "3=0,7=25,12=40,15=11"', 'expected e.g. "3=0,7=25,12=40,15=11"'
)
NOT_ENTRY_CARDS = Text('serve "NUM=CARTE", non %r', 'expected "NUM=CARDS", got %r')
NOT_VP_PAIR = Text('serve "PV_NS:PV_EO", non %r', 'expected "NS_VP:EW_VP", got %r')
NOT_BAND = Text('serve "DA_PUNTI:PV_VINCITORE", non %r', 'expected "FROM_MP:WINNER_VP", got %r')
BANDS_EXAMPLE = Text('serve per esempio "0:10,55:11,155:12"', 'expected e.g. "0:10,55:11,155:12"')
NOT_A_DATE = Text(
    "non è una data: %r (scrivila come AAAA-MM-GG, per esempio 2026-12-25)",
    "not a date: %r (write it as YYYY-MM-DD, e.g. 2026-12-25)",
)

# -- argparse's error messages, as its source words them, with their Italian ---------------------
# A template matches a whole message; the first that matches wins, so a narrower one (an
# integer's wrong value, exactly one argument expected) comes before the general one.

MESSAGES: tuple[Text, ...] = (
    Text("argomento %(argument_name)s: %(message)s", "argument %(argument_name)s: %(message)s"),
    Text("mancano argomenti obbligatori: %s", "the following arguments are required: %s"),
    Text("serve uno di questi argomenti: %s", "one of the arguments %s is required"),
    Text("argomenti non riconosciuti: %s", "unrecognized arguments: %s"),
    Text(
        "scelta non valida: %(value)r (si sceglie tra %(choices)s)",
        "invalid choice: %(value)r (choose from %(choices)s)",
    ),
    Text("non è un numero intero: %(value)r", "invalid int value: %(value)r"),
    Text("valore non valido per %(type)s: %(value)r", "invalid %(type)s value: %(value)r"),
    Text("manca il valore", "expected one argument"),
    Text("al massimo un valore", "expected at most one argument"),
    Text("serve almeno un valore", "expected at least one argument"),
    Text("servono %s valori", "expected %s arguments"),
    Text("serve %s valore", "expected %s argument"),
    Text("non ammesso insieme a %s", "not allowed with argument %s"),
    Text(
        "opzione ambigua: %(option)s può essere %(matches)s",
        "ambiguous option: %(option)s could match %(matches)s",
    ),
    Text("valore non previsto %r", "ignored explicit argument %r"),
    Text("opzione non prevista: %s", "unexpected option string: %s"),
    Text(
        "comando sconosciuto %(parser_name)r (scelte: %(choices)s)",
        "unknown parser %(parser_name)r (choices: %(choices)s)",
    ),
    NOT_WHOLE_NUMBER,
    NOT_POSITIVE,
    NOT_NUMBER_LIST,
    NOT_NUMBERS_ZERO_OR_MORE,
    NO_NUMBERS,
    UNKNOWN_SYSTEM,
    SCHEDULE_EXAMPLE,
    NOT_HAND_TOTALS,
    HAND_TOTALS_EXAMPLE,
    NOT_ENTRY_POINTS,
    FIGURES_EXAMPLE,
    NOT_FIGURE,
    ENTRY_POINTS_EXAMPLE,
    NOT_ENTRY_CARDS,
    NOT_VP_PAIR,
    NOT_BAND,
    BANDS_EXAMPLE,
    NOT_A_DATE,
    OUT_OF_RANGE,
    NOT_A_FILE_NAME,
)

# printf placeholders: %(name)s, %(name)r, %s, %r, %d (and %% for a percent sign).
_PLACEHOLDER = re.compile(r"%(?:\((?P<name>\w+)\))?(?P<kind>[srd%])")


@cache
def _reader(template: str) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """A pattern matching what `template` prints, and its placeholders' names in order
    (positional ones named "0", "1", ...)."""
    pattern, start = ["^"], 0
    names: list[str] = []
    for found in _PLACEHOLDER.finditer(template):
        pattern.append(re.escape(template[start : found.start()]))
        start = found.end()
        if found["kind"] == "%":
            pattern.append("%")
            continue
        name = found["name"] or str(len(names))
        names.append(name)
        pattern.append(f"(?P<_{len(names) - 1}>.+?)")
    pattern.append(re.escape(template[start:]) + "$")
    return re.compile("".join(pattern), re.DOTALL), tuple(names)


def _fill(template: str, values: dict[str, str]) -> str:
    """`template` with each placeholder replaced by the text it stood for."""
    position = iter(range(len(values)))

    def value(found: re.Match[str]) -> str:
        if found["kind"] == "%":
            return "%"
        return values[found["name"] or str(next(position))]

    return _PLACEHOLDER.sub(value, template)


def translate(message: str, language: str) -> str:
    """An error message argparse (or an option type) printed in English, in `language`.

    A message no template matches stays English rather than being lost; the nested message
    of "argument X: ..." is translated in turn.
    """
    if language != "it":
        return message
    for text in MESSAGES:
        pattern, names = _reader(text.en)
        found = pattern.match(message)
        if found is None:
            continue
        values = {name: found[f"_{index}"] for index, name in enumerate(names)}
        if "message" in values:
            values["message"] = translate(values["message"], language)
        return _fill(text.it, values)
    return message


# -- the names of values in usage lines (metavars), English -> Italian ---------------------------
# An option without its own metavar shows its name in capitals (--club CLUB); a positional
# shows its name (surname). Every one the parser shows has its Italian here; the same word
# when it reads the same in Italian. tests/cli/test_cli_language.py checks none is missing.

METAVARS: dict[str, str] = {
    "COMMAND": "COMANDO",
    "ACTION": "AZIONE",
    "PATH_OR_URL": "PERCORSO_O_URL",
    "URL": "INDIRIZZO",
    "NAME": "NOME",
    "ID": "ID",
    "ID,...": "ID,...",
    "N": "N",
    "M": "M",
    "NUM": "NUM",
    "NUM1": "NUM1",
    "NUM2": "NUM2",
    "NUM,...": "NUM,...",
    "N1,N2,...": "N1,N2,...",
    "KEY,...": "CHIAVE,...",
    "FILE": "FILE",
    "FILE.pdf": "FILE.pdf",
    "DIR": "CARTELLA",
    "T": "T",
    "V": "V",
    "X": "X",
    "Y": "Y",
    "P": "P",
    "HOST": "INDIRIZZO",
    "SECONDS": "SECONDI",
    "VP": "PV",
    "MP": "PUNTI",
    "MP_A": "PUNTI_A",
    "MP_B": "PUNTI_B",
    "NS_MP": "PUNTI_NS",
    "EW_MP": "PUNTI_EO",
    '"NS1:EW1,..."': '"NS1:EO1,..."',
    "NS_VP:EW_VP": "PV_NS:PV_EO",
    '"NUM=PTS,..."': '"NUM=PUNTI,..."',
    '"NUM=CARDS"': '"NUM=CARTE"',
    "WIN,DRAW,LOSS": "VITTORIA,PAREGGIO,SCONFITTA",
    "ENTRY.N": "COPPIA.N",
    '"ENTRY.N=PTS,..."': '"COPPIA.N=PUNTI,..."',
    '"ns=KEY:N,...;ew=KEY:N,..."': '"ns=CHIAVE:N,...;eo=CHIAVE:N,..."',
    '"FROM:VP,..."': '"DA:PV,..."',
    "P1,P2,...": "P1,P2,...",
    "LINE": "LINEA",
    "CARD": "TESSERA",
    "TEXT": "TESTO",
    "PLAYER_ID": "ID_GIOCATORE",
    "PENALTY_ID": "ID_PENALITÀ",
    "YYYY-MM-DD": "AAAA-MM-GG",
    "SYSTEM": "SISTEMA",
    "SYSTEM:N,...": "SISTEMA:N,...",
    "POINTS": "PUNTI",
    "CLUB": "CIRCOLO",
    "CATEGORY": "CATEGORIA",
    "GROUP": "GIRONE",
    "SURNAME": "COGNOME",
    "TESSERA": "TESSERA",
    "VENUE": "SEDE",
    "REASON": "MOTIVO",
    "SEED": "SEME",
    "LIMIT": "LIMITE",
    "INDEX": "INDICE",
    "NUMBER": "NUMERO",
    "PLACES": "POSTI",
    "surname": "cognome",
    "name": "nome",
}
