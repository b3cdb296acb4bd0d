"""Sentences about the database and the stations: opening it (a file or a server), saving into
it, copies of it, a display station that cannot write."""

from __future__ import annotations

from tournament_app.services.errors import ErrorCode

# The refusals of this area (`ErrorCode`), a sentence per language: what went wrong, what to do.
MESSAGES: dict[str, dict[ErrorCode, str]] = {
    "it": {
        ErrorCode.DATABASE_TOO_NEW: (
            "Questo archivio è stato scritto da una versione più recente di Torneo"
            " (schema {found}). Aggiorna Torneo per aprirlo: l'archivio non è stato toccato."
        ),
        ErrorCode.NOT_A_DATABASE: (
            "{path} non è un archivio di Torneo. Scegli un altro file: questo non è stato"
            " modificato."
        ),
        ErrorCode.DATABASE_UNREACHABLE: (
            "Impossibile aprire l'archivio {path}: {detail}. Controlla il percorso o che il"
            " server sia acceso."
        ),
        ErrorCode.DATABASE_ADDRESS: (
            "Torneo non sa aprire l'indirizzo {path}: apre un file (il suo percorso) o un"
            " server PostgreSQL scritto come postgresql://utente@server/archivio (oppure"
            " postgresql+psycopg://…). Correggi l'indirizzo: non è stato aperto nulla."
        ),
        ErrorCode.DATABASE_IN_MEMORY: (
            "{path} è un archivio in memoria: sparisce quando Torneo si chiude e non conserva"
            " nulla. Indica un file (il suo percorso, per esempio torneo.sqlite3) o un server"
            " PostgreSQL: non è stato aperto nulla."
        ),
        ErrorCode.DATABASE_DAMAGED: (
            "L'archivio {path} è danneggiato ({detail}) e non è stato toccato. Apri una delle"
            ' copie di sicurezza nella cartella accanto, che finisce in "-backups".'
        ),
        ErrorCode.READ_ONLY_STATION: (
            "Questa postazione è in sola visualizzazione: mostra classifiche e risultati ma"
            " non può cambiare nulla. Fai la modifica dalla postazione del direttore: non è"
            " stato salvato nulla."
        ),
        ErrorCode.DISPLAY_DATABASE_NOT_READY: (
            "Questa postazione è in sola visualizzazione e non può creare né aggiornare"
            " l'archivio {path}. Aprilo prima dalla postazione del direttore, poi riapri"
            " questa."
        ),
        ErrorCode.COPIES_ON_SERVER: (
            "L'archivio {path} è su un server: le sue copie di sicurezza si fanno sul server,"
            " con pg_dump (vedi la guida all'installazione). Torneo fa le copie degli archivi"
            " su file."
        ),
        ErrorCode.COPY_FAILED: (
            "La copia {path} non è stata scritta: {detail}. L'archivio non è cambiato."
        ),
        ErrorCode.DATABASE_WRITE_FAILED: (
            "Non è stato possibile salvare nell'archivio {path} ({detail}): non è cambiato"
            " nulla. Libera spazio sul disco, controlla che il file non sia di sola lettura o"
            " aperto da un altro programma, poi riprova."
        ),
    },
    "en": {
        ErrorCode.DATABASE_TOO_NEW: (
            "This database was written by a newer Torneo (schema {found}). Update Torneo to"
            " open it: the database was left untouched."
        ),
        ErrorCode.NOT_A_DATABASE: (
            "{path} is not a Torneo database. Choose another file: this one was not changed."
        ),
        ErrorCode.DATABASE_UNREACHABLE: (
            "Cannot open the database {path}: {detail}. Check the path, or that the server is"
            " running."
        ),
        ErrorCode.DATABASE_ADDRESS: (
            "Torneo cannot open the address {path}: it opens a file (its path) or a PostgreSQL"
            " server written as postgresql://user@host/database (or postgresql+psycopg://…)."
            " Correct the address: nothing was opened."
        ),
        ErrorCode.DATABASE_IN_MEMORY: (
            "{path} is an in-memory database: it vanishes when Torneo closes and keeps nothing."
            " Name a file (its path, e.g. torneo.sqlite3) or a PostgreSQL server: nothing was"
            " opened."
        ),
        ErrorCode.DATABASE_DAMAGED: (
            "The database {path} is damaged ({detail}) and was left untouched. Open one of the"
            ' backups in the folder beside it whose name ends in "-backups".'
        ),
        ErrorCode.READ_ONLY_STATION: (
            "This station is display only: it shows standings and results but cannot change"
            " anything. Make the change from the director's station: nothing was saved."
        ),
        ErrorCode.DISPLAY_DATABASE_NOT_READY: (
            "This station is display only and cannot create or upgrade the database {path}."
            " Open it first from the director's station, then open this one again."
        ),
        ErrorCode.COPIES_ON_SERVER: (
            "The database {path} is on a server: its backups are made on the server, with"
            " pg_dump (see the installation guide). Torneo makes the copies of databases on a"
            " file."
        ),
        ErrorCode.COPY_FAILED: (
            "The copy {path} was not written: {detail}. The database is unchanged."
        ),
        ErrorCode.DATABASE_WRITE_FAILED: (
            "Could not save to the database {path} ({detail}): nothing was changed. Free some"
            " disk space, check the file is not read-only or open in another program, then try"
            " again."
        ),
    },
}


# The `detail` keys this area's services name (see `detail_words.py` for how a detail is
# worded): no full stop, the refusal's sentence ends it.
DETAILS: dict[str, dict[str, str]] = {
    "it": {
        "copy_not_written": (
            "controlla che la cartella esista e si possa scrivere (una chiavetta inserita e non"
            " protetta) e che ci sia spazio, poi riprova"
        ),
    },
    "en": {
        "copy_not_written": (
            "check that the folder exists and can be written (a stick plugged in and not"
            " write-protected) and that there is room, then try again"
        ),
    },
}


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
