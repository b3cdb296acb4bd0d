"""The stations that sign the change log, as a director reads their names.

A director's station is named by the director ("Sala 1") and said as named. A table's phone
signs what it enters with a name of its own, stored the same in every language so the log
can be searched; it is said in the reader's language ("tavolo 3 (telefono)", "table 3
(phone)") wherever a station is named: the Log page, `torneo log`, a refusal naming who
saved first.
"""

from __future__ import annotations

import re

from tournament_app.services.messages.results import PHONE_STATION

PHONE_STORED = "tavolo {table} (telefono)"
_PHONE = re.compile(r"^tavolo (\d+) \(telefono\)$")


def phone_station(table: int) -> str:
    """The station a phone-entered result is signed with in the change log."""
    return PHONE_STORED.format(table=table)


def station_text(station: str, language: str) -> str:
    """A stored station's name as `language` says it: a table's phone in its words, any
    other as it was named."""
    phone = _PHONE.match(station)
    if phone is None:
        return station
    return PHONE_STATION[language].format(table=phone.group(1))
