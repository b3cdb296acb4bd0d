"""Words about the database and the stations beside the catalogue's sentences (which are in
resources/i18n/messages): why a file or a server could not be used, and how a failed read or
save of a server database is said."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# Why a file or a database server could not be used, by the reason key storage gives
# (storage.errors: an errno, the driver's words for a refused server); any other reason is
# the system's own text, shown as it is. Said inside a sentence that ends it.
SYSTEM_REASONS: dict[str, dict[str, str]] = {
    "it": {
        "folder_missing": "la cartella indicata non esiste",
        "file_missing": "il file non esiste",
        "is_a_folder": "è una cartella, non un file: indica il nome di un file",
        "not_a_file": (
            "non è un file ma un dispositivo o un canale del sistema (come /dev/zero), che non"
            " finisce mai: indica il nome di un file"
        ),
        "permission_denied": (
            "non c'è il permesso di usarlo (scegli un'altra cartella, o chiedi il permesso a"
            " chi gestisce il computer)"
        ),
        "disk_full": "il disco è pieno (libera spazio o scegli un altro disco)",
        "read_only_disk": (
            "il disco o la chiavetta è di sola lettura (togli la protezione o scegli un'altra"
            " cartella)"
        ),
        "file_unopenable": "il file non si può aprire (la cartella si può leggere e scrivere?)",
        "disk_io": (
            "il disco non si riesce a leggere o scrivere: forse è pieno o guasto (libera spazio"
            " o controlla il disco; l'archivio non è stato toccato)"
        ),
        "server_refused": "il server non risponde a quell'indirizzo (connessione rifiutata)",
        "server_unknown": "in rete non si trova un server con quel nome",
        "server_timeout": "il server non ha risposto in tempo",
        "server_login": "il server non accetta quell'utente o quella password",
        "server_no_database": "sul server non c'è un archivio con quel nome",
        "server_closed": "il server ha chiuso la connessione (spento, riavviato o rete interrotta)",
    },
    "en": {
        "folder_missing": "the folder given does not exist",
        "file_missing": "the file does not exist",
        "is_a_folder": "it is a folder, not a file: give the name of a file",
        "not_a_file": (
            "it is not a file but a device or a system channel (such as /dev/zero), which never"
            " ends: give the name of a file"
        ),
        "permission_denied": (
            "there is no permission to use it (choose another folder, or ask whoever runs the"
            " computer for permission)"
        ),
        "disk_full": "the disk is full (free some space or choose another disk)",
        "read_only_disk": (
            "the disk or USB stick is read-only (remove the protection or choose another folder)"
        ),
        "file_unopenable": "the file cannot be opened (can the folder be read and written?)",
        "disk_io": (
            "the disk cannot be read or written: it may be full or failing (free some space or"
            " check the disk; the database was not touched)"
        ),
        "server_refused": "the server does not answer at that address (connection refused)",
        "server_unknown": "no server of that name is found on the network",
        "server_timeout": "the server did not answer in time",
        "server_login": "the server does not accept that user or password",
        "server_no_database": "the server has no database of that name",
        "server_closed": "the server closed the connection (switched off, restarted or the"
        " network cut)",
    },
}


# A database on a server that failed a read or a save during the evening (the error carries
# `server`, its host/database). Never the file sentences' cure (a disk, a read-only file):
# the network or the server PC when it does not answer, whoever looks after it otherwise.
SERVER_FAILED: dict[str, dict[str, str]] = {
    "it": {
        "save": "Non è stato possibile salvare sul server {path}: {detail}. {cure}",
        "read": "Non è stato possibile leggere dal server {path}: {detail}. {cure}",
        "gone": (
            "Non è cambiato nulla: controlla la rete e che il computer del server sia acceso,"
            " poi riprova."
        ),
        # The results page's quick line keeps the line typed: Enter saves it once it answers.
        "gone_line": (
            "Non si è perso nulla, la riga scritta è ancora qui: controlla la rete e che il"
            " computer del server sia acceso, poi premi di nuovo Invio."
        ),
        "other": (
            "Non è cambiato nulla: chiedi a chi gestisce il server di controllarlo, poi riprova."
        ),
    },
    "en": {
        "save": "Could not save to the server {path}: {detail}. {cure}",
        "read": "Could not read from the server {path}: {detail}. {cure}",
        "gone": (
            "Nothing was changed: check the network and that the server computer is on, then"
            " try again."
        ),
        "gone_line": (
            "Nothing is lost, the line you typed is still here: check the network and that the"
            " server computer is on, then press Enter again."
        ),
        "other": (
            "Nothing was changed: ask whoever looks after the server to check it, then try again."
        ),
    },
}


# The reasons (SYSTEM_REASONS) that mean the server does not answer at all.
SERVER_GONE = frozenset({"server_refused", "server_unknown", "server_timeout", "server_closed"})


SERVER_CODES = frozenset({ErrorCode.DATABASE_WRITE_FAILED, ErrorCode.DATABASE_UNREACHABLE})
