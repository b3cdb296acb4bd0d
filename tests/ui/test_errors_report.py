"""An error nobody foresaw: written to the data folder's error log and told in a box."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QMessageBox

from tournament_app.ui import errors_report
from tournament_app.ui.errors_report import ErrorReporter, error_log_path, write_error


def _raised(message: str) -> Exception:
    try:
        raise ValueError(message)
    except ValueError as error:
        return error


def test_an_error_is_appended_with_its_traceback_and_the_time() -> None:
    """Two errors, one after the other: both are in the log, each with where it happened."""
    first = write_error(_raised("prima"))
    second = write_error(_raised("seconda"))
    assert first == second == error_log_path()
    text = error_log_path().read_text(encoding="utf-8")
    assert text.count("--- ") == 2 and "Traceback" in text
    assert "ValueError: prima" in text and "ValueError: seconda" in text
    assert "in _raised" in text


def test_a_full_log_starts_again_keeping_the_previous_one(monkeypatch) -> None:
    """Past its size the log is kept as .1 and a new one begins: the folder never fills."""
    monkeypatch.setattr(errors_report, "MAX_LOG_BYTES", 200)
    for number in range(5):
        write_error(_raised(f"errore {number}"))
    current = error_log_path().read_text(encoding="utf-8")
    previous = error_log_path().with_name("torneo-errors.log.1").read_text(encoding="utf-8")
    assert "errore 4" in current and "errore 0" not in current
    assert "errore" in previous


def test_the_hook_tells_the_director_and_gives_the_old_hook_back(qapp, monkeypatch) -> None:
    """While the window runs, an unexpected error shows one box naming it and the log; once
    the window has closed, errors go back to the hook that was there before."""
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: boxes.append(text))
    before = sys.excepthook
    with ErrorReporter() as reporter:
        assert sys.excepthook is reporter
        error = _raised("tavolo 7 sparito")
        sys.excepthook(type(error), error, error.__traceback__)
    assert sys.excepthook is before
    (box,) = boxes
    assert "ValueError: tavolo 7 sparito" in box
    assert str(error_log_path()) in box
    assert "tavolo 7 sparito" in error_log_path().read_text(encoding="utf-8")


def test_ctrl_c_is_left_to_the_previous_hook(qapp, monkeypatch) -> None:
    """An interrupt is not a bug to report: no box, the previous hook handles it."""
    boxes: list[str] = []
    handled: list[type[BaseException]] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: boxes.append(text))
    monkeypatch.setattr(sys, "excepthook", lambda kind, _e, _t: handled.append(kind))
    with ErrorReporter():
        sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    assert handled == [KeyboardInterrupt] and boxes == []


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_box_speaks_the_interface_language(qapp, language: str) -> None:
    """The sentence is translated like the rest of the window."""
    from tournament_app.ui.i18n import LanguageSwitcher

    switcher = LanguageSwitcher()
    switcher.apply(language)
    try:
        text = errors_report.error_text(_raised("x"), error_log_path())
    finally:
        switcher.apply("en")
    expected = "errore imprevisto" if language == "it" else "unexpected error"
    assert expected in text
