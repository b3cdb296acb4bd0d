"""The command line in Italian and English: its help, usage and usage errors, which language
it picks when --lang is not given, and the global options on either side of the command."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from tests.cli.cli_helpers import Run, parser_texts, parsers
from tournament_app.cli.main import build_parser, run_cli
from tournament_app.cli.words import MESSAGES, METAVARS, translate


def run(capsys: pytest.CaptureFixture[str], *args: object) -> Run:
    """`torneo ARGS` in-process, exactly as typed (no --db or --lang added)."""
    capsys.readouterr()
    code = run_cli([str(arg) for arg in args])
    captured = capsys.readouterr()
    return Run(code, captured.out, captured.err)


# -- every text of the parser has its Italian --------------------------------------------------


ITALIAN = dict(parsers(build_parser("it")))
ENGLISH = dict(parsers(build_parser("en")))
COMMAND_PATHS = sorted(path for path in ENGLISH if path)


def test_every_help_text_is_written_in_italian_and_in_english() -> None:
    """Each description, section title and option help of every command exists in both
    languages and differs between them: an English text with no Italian shows up here."""
    assert ITALIAN.keys() == ENGLISH.keys()
    missing = []
    for path, english_parser in ENGLISH.items():
        pairs = zip(parser_texts(ITALIAN[path]), parser_texts(english_parser), strict=True)
        for (what, italian), (_, english) in pairs:
            where = " ".join(("torneo", *path)) + f": {what}"
            if not isinstance(english, str) or not english.strip():
                missing.append(f"{where} has no text at all")
            elif italian == english:
                missing.append(f"{where} has no Italian: {english!r}")
    assert not missing, "\n".join(missing)


def test_every_name_in_a_usage_line_has_its_italian() -> None:
    """The names of values (--db PATH_OR_URL, --club CLUB, surname) are in the table of
    Italian names, and the Italian parser shows the Italian one."""
    for path, parser in ENGLISH.items():
        for english, italian in zip(parser._actions, ITALIAN[path]._actions, strict=True):
            if english.nargs == 0 or (english.metavar is None and english.choices is not None):
                continue
            shown = english.metavar or (
                english.dest.upper() if english.option_strings else english.dest
            )
            for part in shown if isinstance(shown, tuple) else (shown,):
                assert part in METAVARS, f"torneo {' '.join(path)}: {part!r} has no Italian"
            expected = (
                tuple(METAVARS[p] for p in shown) if isinstance(shown, tuple) else METAVARS[shown]
            )
            assert italian.metavar == expected


@pytest.mark.parametrize(
    ("english", "italian"),
    [
        (
            "argument --game: invalid choice: 'poker' (choose from 'burraco', 'scala40')",
            "argomento --game: scelta non valida: 'poker' (si sceglie tra 'burraco', 'scala40')",
        ),
        ("the following arguments are required: -t/--tournament, --table", None),
        (
            "argument -t/--tournament: expected one argument",
            "argomento -t/--tournament: manca il valore",
        ),
        (
            "argument -r/--round: must be 1 or more: '0'",
            "argomento -r/--round: deve essere 1 o più: '0'",
        ),
        ("argument --mp: expected 2 arguments", "argomento --mp: servono 2 valori"),
        ("argument -t/--tournament: invalid int value: 'uno'", None),
        ("unrecognized arguments: --frob 50% off", "argomenti non riconosciuti: --frob 50% off"),
    ],
)
def test_argparse_messages_read_back_into_italian(english: str, italian: str | None) -> None:
    """What argparse says in English comes out Italian, values untouched; English stays."""
    translated = translate(english, "it")
    assert translated != english
    if italian is not None:
        assert translated == italian
    assert translate(english, "en") == english


def test_every_argparse_template_has_an_italian_different_from_its_english() -> None:
    assert all(text.it and text.it != text.en for text in MESSAGES)


# -- help in each language -----------------------------------------------------------------------


ENGLISH_WORDS = ("usage:", "options:", "positional arguments", "show this help message")


def test_top_level_help_in_italian(capsys) -> None:
    """`torneo --lang it --help`: argparse's words and Torneo's, all Italian."""
    result = run(capsys, "--lang", "it", "--help")
    assert result.code == 0
    assert result.out.startswith("uso: torneo ")
    for italian in (
        "mostra questo aiuto ed esce",
        "opzioni generali (prima o dopo il comando)",
        "comandi:",
        "crea, elenca, mostra e modifica i tornei",
        "i fogli della scala 40, smazzata per smazzata",
        "--db PERCORSO_O_URL",
    ):
        assert italian in result.out
    for english in (*ENGLISH_WORDS, "create, list, show and edit tournaments"):
        assert english not in result.out


def test_top_level_help_in_english(capsys) -> None:
    result = run(capsys, "--lang", "en", "--help")
    assert result.code == 0
    assert result.out.startswith("usage: torneo ")
    for english in (
        "show this help message and exit",
        "global options (before or after the command)",
        "create, list, show and edit tournaments",
        "--db PATH_OR_URL",
    ):
        assert english in result.out
    assert "uso:" not in result.out
    assert "crea, elenca" not in result.out


@pytest.mark.parametrize(
    ("command", "italian", "english"),
    [
        (("result", "enter"), "i punti totali del turno di NS ed EO", "the turno's MP totals"),
        (("tournament", "create"), "opzioni della scala 40", "scala 40 options"),
        (("entry", "add"), '"Cognome Nome", uno per giocatore', '"Surname Name", one per player'),
        (("hand",), "azioni:", "actions:"),
        (("standings",), "--after-round N", "--after-round N"),
        (("registry", "edit"), "--club CIRCOLO", "--club CLUB"),
    ],
)
def test_a_command_help_in_each_language(capsys, command, italian, english) -> None:
    """`torneo <command> --help --lang it|en`, --lang after --help too."""
    italian_help = run(capsys, *command, "--help", "--lang", "it")
    assert italian_help.code == 0
    assert italian_help.out.startswith(f"uso: torneo {' '.join(command)} ")
    assert "mostra questo aiuto ed esce" in italian_help.out
    assert italian in italian_help.out
    for word in ENGLISH_WORDS:
        assert word not in italian_help.out
    english_help = run(capsys, "--lang", "en", *command, "--help")
    assert english_help.out.startswith(f"usage: torneo {' '.join(command)} ")
    assert english in english_help.out
    assert "mostra questo aiuto" not in english_help.out


@pytest.mark.parametrize("command", COMMAND_PATHS, ids=" ".join)
def test_no_command_help_has_argparse_english_in_italian(capsys, command) -> None:
    """Every command's Italian help, one by one: no "usage:", "options:" or English -h."""
    result = run(capsys, "--lang", "it", *command, "-h")
    assert result.code == 0
    assert result.out.startswith("uso: torneo")
    for word in ENGLISH_WORDS:
        assert word not in result.out


# -- usage errors in each language --------------------------------------------------------------


def test_a_usage_error_in_italian(capsys) -> None:
    """The usage, "torneo: errore: ..." and where to find help, exit 2, nothing on stdout."""
    result = run(capsys, "round", "show", "--lang", "it")
    assert result.code == 2
    assert result.out == ""
    assert result.err.startswith("uso: torneo round show ")
    assert "torneo: errore: mancano argomenti obbligatori: -t/--tournament\n" in result.err
    assert "Per l'aiuto: torneo round show --help" in result.err
    wrong = run(capsys, "--lang", "it", "tournament", "create", "--game", "poker", "--name", "X")
    assert wrong.code == 2
    assert "argomento --game: scelta non valida: 'poker'" in wrong.err
    assert "burraco" in wrong.err


def test_a_usage_error_in_english(capsys) -> None:
    result = run(capsys, "--lang", "en", "round", "show")
    assert result.code == 2
    assert result.err.startswith("usage: torneo round show ")
    assert "torneo: error: the following arguments are required: -t/--tournament\n" in result.err
    assert "For help: torneo round show --help" in result.err


def test_a_usage_error_with_json_is_the_error_object_in_the_language(capsys) -> None:
    result = run(capsys, "--json", "round", "show", "-t", "uno", "--lang", "it")
    assert result.code == 2
    for stream in (result.out, result.err):
        assert json.loads(stream) == {
            "error": {
                "code": "usage",
                "message": "argomento -t/--tournament: non è un numero intero: 'uno'",
            }
        }


def test_a_command_own_usage_error_in_italian(database_url, capsys) -> None:
    """A refusal the command itself makes (nothing to change) speaks the language too."""
    created = run(
        capsys, "--db", database_url, "--json", "tournament", "create", "--game", "burraco",
        "--name", "Serata",
    )  # fmt: skip
    tid = json.loads(created.out)["id"]
    result = run(capsys, "--db", database_url, "--lang", "it", "tournament", "edit", "-t", tid)
    assert result.code == 2
    assert result.err == (
        "torneo: errore: niente da cambiare: indica --name, --date, --venue, --prizes,"
        " --results-url o un'impostazione\n"
    )


def test_unknown_cards_are_named_in_the_language(database_url, capsys) -> None:
    """`hand enter --cards "3=A X"`: the card that is not one, in Italian, exit 2."""
    base = ("--db", database_url, "--json")
    tid = json.loads(
        run(capsys, *base, "tournament", "create", "--game", "scala40", "--name", "S").out
    )["id"]
    for number in range(1, 5):
        run(capsys, *base, "entry", "add", "-t", tid, f"Giocatore{number} Nome")
    run(capsys, *base, "round", "generate", "-t", tid, "--publish")
    hand = ("hand", "enter", "-t", tid, "-r", 1, "--table", 1, "--cards", "2=A X")
    italian = run(capsys, "--db", database_url, "--lang", "it", *hand)
    assert italian.code == 2
    assert "X" in italian.err and "non è una carta" in italian.err
    english = run(capsys, "--db", database_url, "--lang", "en", *hand)
    assert english.code == 2
    assert "UNKNOWN_TOKEN" not in english.err and "X" in english.err


@pytest.mark.parametrize("argv", [["--lang", "xx"], ["--lang=xx"], ["--lang"]])
def test_an_unknown_language_is_a_usage_error_not_a_traceback(capsys, argv) -> None:
    """`--lang xx`: exit 2, the languages there are, in the default language (English here)."""
    result = run(capsys, *argv, "tournament", "list")
    assert result.code == 2
    assert "Traceback" not in result.err
    assert "torneo: error: argument --lang: " in result.err
    if "xx" in " ".join(argv):
        assert "'xx'" in result.err and "'it'" in result.err and "'en'" in result.err


# -- the language when --lang is not given ------------------------------------------------------


@pytest.fixture
def window_saves_italian(private_data_dir: Path) -> None:
    """The window's Settings ▸ Language set to Italian, saved as the window saves it."""
    from tournament_app.ui.settings import Settings

    settings = Settings()
    settings.language = "it"
    settings.sync()
    assert settings.path.parent == private_data_dir


def test_the_language_chosen_in_the_window_is_the_default(capsys, window_saves_italian) -> None:
    assert run(capsys, "--help").out.startswith("uso: torneo")
    assert run(capsys, "--lang", "en", "--help").out.startswith("usage: torneo")


def test_torneo_lang_comes_before_the_window_choice(
    capsys, monkeypatch, window_saves_italian
) -> None:
    """A script that sets TORNEO_LANG=en keeps English whatever the window was set to."""
    monkeypatch.setenv("TORNEO_LANG", "en")
    assert run(capsys, "--help").out.startswith("usage: torneo")


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "uso:"),
        ({"LANG": "it_CH.UTF-8"}, "uso:"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "it_IT.UTF-8"}, "uso:"),
        ({"LANG": "it_IT.UTF-8", "LC_ALL": "C"}, "usage:"),
        ({"LANG": "fr_FR.UTF-8"}, "usage:"),
        ({"LANG": ""}, "usage:"),
    ],
)
def test_without_any_choice_the_system_locale_decides(
    capsys, monkeypatch, variables, expected
) -> None:
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert run(capsys, "--help").out.startswith(expected)


def test_an_unreadable_window_settings_file_falls_back_to_the_system(
    capsys, monkeypatch, private_data_dir
) -> None:
    private_data_dir.mkdir(parents=True, exist_ok=True)
    (private_data_dir / "torneo-gui.ini").write_bytes(b"\xff\xfe garbage [ui\nlanguage\n")
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    result = run(capsys, "--help")
    assert result.code == 0
    assert result.out.startswith("uso: torneo")


# -- global options before or after the command --------------------------------------------------


@pytest.fixture
def club(database_url, capsys) -> str:
    """A database holding one tournament, "Serata"."""
    result = run(
        capsys, "--db", database_url, "--json", "tournament", "create", "--game", "burraco",
        "--name", "Serata",
    )  # fmt: skip
    assert result.code == 0, result.err
    return database_url


# Where an option may go: before the command, between its two words, or at the end.
PLACES = {
    "before": lambda option, words: [*option, *words],
    "between": lambda option, words: [words[0], *option, *words[1:]],
    "after": lambda option, words: [*words, *option],
}


@pytest.mark.parametrize("place", PLACES)
def test_db_on_either_side(capsys, club, place) -> None:
    line = PLACES[place](["--db", club], ["tournament", "list"])
    result = run(capsys, *line, "--json")
    assert result.code == 0, result.err
    assert [row["name"] for row in json.loads(result.out)] == ["Serata"]


@pytest.mark.parametrize("place", PLACES)
def test_json_on_either_side(capsys, club, place) -> None:
    line = PLACES[place](["--json"], ["tournament", "list"])
    result = run(capsys, "--db", club, *line)
    assert result.code == 0, result.err
    assert json.loads(result.out)[0]["name"] == "Serata"


@pytest.mark.parametrize("place", PLACES)
def test_lang_on_either_side(capsys, club, place) -> None:
    line = PLACES[place](["--lang", "it"], ["tournament", "list"])
    result = run(capsys, "--db", club, *line)
    assert result.code == 0, result.err
    assert result.out.split()[:3] == ["Id", "Nome", "Gioco"]


@pytest.mark.parametrize("place", PLACES)
def test_station_on_either_side(capsys, club, place) -> None:
    """The change is signed with the station named, wherever --station was written."""
    line = PLACES[place](["--station", "Sala 2"], ["tournament", "status"])
    result = run(capsys, "--db", club, *line, "-t", 1, "running")
    assert result.code == 0, result.err
    log = json.loads(run(capsys, "--db", club, "--json", "log", "--limit", 1).out)
    assert log[0]["station"] == "Sala 2"


@pytest.mark.parametrize("place", PLACES)
def test_display_on_either_side(capsys, club, place) -> None:
    """A display station reads, and refuses a change (exit 3) wherever --display is written."""
    reading = run(capsys, "--db", club, *PLACES[place](["--display"], ["tournament", "list"]))
    assert reading.code == 0, reading.err
    assert "Serata" in reading.out
    line = PLACES[place](["--display"], ["tournament", "delete"])
    refused = run(capsys, "--db", club, "--lang", "en", *line, "-t", 1)
    assert refused.code == 3
    assert "display" in refused.err
    listed = run(capsys, "--db", club, "--json", "tournament", "list")
    assert [row["name"] for row in json.loads(listed.out)] == ["Serata"]


def test_the_window_still_opens_on_options_alone_and_commands_stay_headless() -> None:
    """The dispatcher reads the same lines the way a director means them."""
    from tournament_app.__main__ import _wants_gui

    assert _wants_gui(["--display", "--lang", "it"])
    assert _wants_gui(["--lang=it", "--station", "Sala 1"])
    assert not _wants_gui(["standings", "-t", "1", "--display"])
    assert not _wants_gui(["tournament", "list", "--lang", "it", "--db", "x.sqlite3"])
    assert not _wants_gui(["--lang", "it", "--help"])


def _type_refusals() -> list[tuple[str, object, str]]:
    from tournament_app.cli.commands.hands import entry_cards, entry_points
    from tournament_app.cli.commands.results import hand_totals, vp_pair
    from tournament_app.cli.commands.tournament_draft import (
        number_list_with_zero,
        pairing_system,
        schedule,
    )
    from tournament_app.cli.commands.vp_tables import bands
    from tournament_app.cli.parsing import number_list, positive_int, whole_number

    cases = [
        (positive_int, "0"),
        (whole_number, "tre"),
        (number_list, ","),
        (number_list_with_zero, "a,b"),
        (number_list_with_zero, "-1"),
        (pairing_system, "svizzero"),
        (schedule, ","),
        (hand_totals, "640-245"),
        (hand_totals, ","),
        (entry_points, "3:40"),
        (entry_points, ","),
        (entry_points, "3=10,7=0,3=20"),
        (entry_cards, "3 A K"),
        (vp_pair, "12"),
        (bands, "0-10"),
        (bands, ","),
    ]
    return [(function.__name__, function, value) for function, value in cases]


@pytest.mark.parametrize(("name", "function", "value"), _type_refusals())
def test_every_refused_value_is_explained_in_italian(name, function, value) -> None:
    """What an option type says of a value it refuses has its Italian in the catalogue."""
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        function(value)
    english = str(refused.value)
    assert translate(english, "it") != english, f"{name}({value!r}): {english}"


def test_every_stored_word_the_human_output_shows_has_its_italian() -> None:
    """Each game, status and kind of result or penalty, and each seating system a round can
    store, is worded in both languages, the Italian its own (so a new one cannot slip into
    an Italian table in English)."""
    from tournament_app.cli.value_words import WORDS, said, system_said
    from tournament_app.services import (
        Game,
        PairingSystem,
        PenaltyKind,
        ResultKind,
        RoundStatus,
        TournamentStatus,
    )

    for kind in (Game, TournamentStatus, RoundStatus, ResultKind, PenaltyKind):
        for member in kind:
            assert str(member.value) in WORDS[kind.__name__], member
    assert said(TournamentStatus.RUNNING, "it") == "in corso"
    assert said(PenaltyKind.WARNING, "en") == "warning"
    systems = [system.value for system in PairingSystem]
    systems += ["scala40", "scala40_danese", "scala40_italiana", "final", "individual"]
    assert sorted(WORDS["system"]) == sorted(systems)
    assert system_said("round_robin", "it") == "All'italiana"
    assert system_said("something_new", "it") == "something_new"
    english_kept = {"burraco", "scala 40", "Mitchell", "Danese", "Danese a gironi"}
    for words in WORDS.values():
        for text in words.values():
            assert text.it != text.en or text.it in english_kept, text.it
