"""An entry withdrawn already, withdrawn again: refused by the services whichever face asks,
and nothing changes, not even a line of the log (before, `torneo entry withdraw` said
"withdrawn", exited 0 and logged a second withdrawal). The window gets there when its list
still shows the pair playing because another station withdrew it meanwhile: it says the same
sentence the command line prints."""

from __future__ import annotations

import pytest

from tests.builders.evenings import burraco_tournament
from tests.builders.rows import every_row
from tests.cli.cli_helpers import Torneo
from tournament_app.services import open_services
from tournament_app.ui.registration.page import RegistrationPage

# language -> what the sentence must say: the entry, its pair, that it is withdrawn already,
# that nothing changed.
SAID = {
    "it": ("L'iscrizione 3", "Russo3 Anna", "è già ritirata", "Non è cambiato nulla"),
    "en": ("Entry 3", "Russo3 Anna", "withdrawn already", "Nothing changed"),
}


@pytest.mark.parametrize("language", ["it", "en"])
def test_an_entry_withdrawn_twice_is_refused_alike_in_both_faces(
    qtbot, ui_context, capsys, language: str
) -> None:
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    ui_context.open_tournament(tid)
    page = RegistrationPage(ui_context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitUntil(lambda: page.proxy.rowCount() == 4)
    other = open_services(ui_context.database, station="Sala 2")
    try:
        other.entries.withdraw(tid, 3)
    finally:
        other.close()
    before = every_row(services.engine)
    ui_context.language = language

    # The list, read before Sala 2's change, still shows entry 3 playing.
    row = next(
        r
        for r in range(page.proxy.rowCount())
        if page.proxy.index(r, 0).data(page.model.RowRole).number == 3
    )
    page.view.selectRow(row)
    ui_context.dialogs.confirmations.append(True)  # "Withdraw N. 3 …?" Yes
    page.toggle_withdrawn()
    window = ui_context.dialogs.messages("warn")[-1]

    torneo = Torneo(ui_context.database, capsys, language=language)
    line = torneo.run("entry", "withdraw", "-t", tid, 3)
    assert line.code == 3, line.out + line.err
    assert line.err.strip() == f"torneo: {window}"
    for words in SAID[language]:
        assert words in window, window
    assert every_row(services.engine) == before
    assert services.entries.get(tid, 3).withdrawn


def test_bringing_back_an_entry_that_plays_is_refused_and_logs_nothing(ui_context, capsys) -> None:
    """`entry withdraw --back` of a pair never withdrawn: refused, nothing logged."""
    services = ui_context.services
    tid = burraco_tournament(services, 4)
    before = every_row(services.engine)
    line = Torneo(ui_context.database, capsys).run("entry", "withdraw", "-t", tid, 2, "--back")
    assert line.code == 3, line.out + line.err
    assert "Entry 2" in line.err and "is not withdrawn" in line.err
    assert every_row(services.engine) == before
