"""Words about the database and the stations beside the catalogue's sentences (which are in
resources/i18n/messages): why a file or a server could not be used, and how a failed read or
save of a server database is said."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode
from tournament_app.services.messages.catalogue import table

# Why a file or a database server could not be used, by the reason key storage gives
# (storage.errors: an errno, the driver's words for a refused server); any other reason is
# the system's own text, shown as it is. Said inside a sentence that ends it.
SYSTEM_REASONS = table("system_reasons")


# A database on a server that failed a read or a save during the evening (the error carries
# `server`, its host/database). Never the file sentences' cure (a disk, a read-only file):
# the network or the server PC when it does not answer, whoever looks after it otherwise.
SERVER_FAILED = table("server_failed")


# The reasons (SYSTEM_REASONS) that mean the server does not answer at all.
SERVER_GONE = frozenset({"server_refused", "server_unknown", "server_timeout", "server_closed"})


SERVER_CODES = frozenset({ErrorCode.DATABASE_WRITE_FAILED, ErrorCode.DATABASE_UNREACHABLE})
