"""Words about files beside the catalogue's sentences (which are in resources/i18n/messages):
importing a tournament file again, and what an unreadable tournament file (.torneo) is
refused for."""

from __future__ import annotations

from tournament_app.storage import limits

# A tournament file imported before (ALREADY_IMPORTED): what the director can do, by face.
IMPORT_AGAIN_CURES: dict[str, dict[str, str]] = {
    "it": {
        "window": "Importarlo di nuovo come copia, aprire quello esistente o annullare?",
        "cli": (
            "Non è stato importato nulla: per importarlo di nuovo come copia ripeti il comando"
            " aggiungendo --again; quello esistente: torneo tournament show -t {tournament}."
        ),
    },
    "en": {
        "window": "Import it again as a copy, open the existing one, or cancel?",
        "cli": (
            "Nothing was imported: to import it again as a copy, run the command again with"
            " --again; the existing one: torneo tournament show -t {tournament}."
        ),
    },
}


# -- tournament files (services.archive_checks) ------------------------------------------------
# A row of a tournament file refused: "{place}, field “{field}”: {reason}" inside the
# sentence, then what to do. The file was made by a Torneo, so the cure is another export.
ARCHIVE_ROW: dict[str, dict[str, str]] = {
    "it": {
        "sentence": (
            "Nulla è stato importato da {name}: {detail}. Il file è stato modificato o si è"
            " rovinato dopo l'esportazione: fallo esportare di nuovo dal Torneo che lo ha"
            " creato e importa quello."
        ),
        "too_new": (
            "Nulla è stato importato da {name}: {detail}. Se il file viene da una versione più"
            " recente di Torneo, aggiorna Torneo e importalo di nuovo; altrimenti è stato"
            " modificato dopo l'esportazione: fallo esportare di nuovo dal Torneo che lo ha"
            " creato."
        ),
        "field": "{place}, campo «{field}»: {reason}",
        "row": "{place}: {reason}",
    },
    "en": {
        "sentence": (
            "Nothing was imported from {name}: {detail}. The file was changed or damaged after"
            " it was exported: have it exported again from the Torneo that made it and import"
            " that one."
        ),
        "too_new": (
            "Nothing was imported from {name}: {detail}. If the file comes from a newer Torneo,"
            " update Torneo and import it again; otherwise it was changed after it was"
            " exported: have it exported again from the Torneo that made it."
        ),
        "field": "{place}, field “{field}”: {reason}",
        "row": "{place}: {reason}",
    },
}


# What is wrong, by the reason archive_checks gives ({value}: the value found, quoted).
ARCHIVE_REASONS: dict[str, dict[str, str]] = {
    "it": {
        "missing": "manca",
        "unknown_field": "ha il campo {value}, che questo Torneo non conosce",
        "empty": "è vuoto (null), e non può esserlo",
        "not_integer": "deve essere un numero intero, invece è {value}",
        "out_of_range": "vale {value}, fuori dai limiti ammessi (da {minimum} a {maximum})",
        "not_boolean": "deve essere vero o falso (true o false), invece è {value}",
        "not_text": "deve essere un testo, invece è {value}",
        "unknown_value": "vale {value}, che Torneo non conosce (ammessi: {choices})",
        "not_a_date": "vale {value}, che non è una data AAAA-MM-GG",
        "not_a_moment": "vale {value}, che non è una data con l'ora",
        "not_a_version": "vale {value}, che non è un numero di versione",
        "malformed": "non ha la forma che Torneo scrive",
        "malformed_at": "non ha la forma che Torneo scrive (in «{where}»)",
        "not_a_row": "non è una riga (un oggetto JSON), invece è {value}",
        "no_rows": "manca l'elenco delle righe «{table}»",
        "one_tournament": "deve contenere un solo torneo, ne contiene {count}",
        "repeated": "ripete {value}, già usato da un'altra riga",
        "dangling": "rimanda all'identificativo {value}, che nel file non c'è",
        "dangling_number": "rimanda al numero {value}, che nel file non c'è",
        "other_game_burraco": "è un foglio di scala 40, ma il torneo è di burraco",
        "other_game_scala40": "è un risultato di burraco, ma il torneo è di scala 40",
        "no_table": "è di un tavolo che in quel turno non ha nessuno seduto",
        "result_for_bye": "è per un tavolo di riposo (solo la linea NS), che non ha risultati",
        "table_lines": "il tavolo {table} ha {ns} iscrizioni in NS e {ew} in EO, ma un tavolo"
        " ne ha {each} in NS e, se non è un riposo, {each} in EO",
        "unknown_setting": "contiene l'impostazione {key}, che Torneo non conosce",
        "unreadable_setting": "l'impostazione {key} vale {value}, che Torneo non sa leggere",
        "unreadable_settings": "Torneo non sa leggere queste impostazioni",
        "invalid_setting": "l'impostazione {key} vale {value}, che Torneo non ammette",
        "draw_unknown": "il sorteggio registrato nomina l'iscrizione {value}, che nel file non c'è",
        "draw_twice": "il sorteggio registrato nomina due volte l'iscrizione {value}",
        "replacement_unknown": (
            "le sostituzioni dei qualificati ritirati nominano l'iscrizione {value}, che nel"
            " file non c'è"
        ),
        "unknown_table": "contiene la tabella {value}, che questo Torneo non conosce",
        "no_first_entry": "è di un tavolo che nel file non ha un risultato, quindi non ha nulla"
        " da ricontrollare",
        "compared_later": "vale {value}, ma il risultato del tavolo è alla versione {version}:"
        " il secondo inserimento non può essere stato confrontato con una versione successiva",
    },
    "en": {
        "missing": "is missing",
        "unknown_field": "has the field {value}, which this Torneo does not know",
        "empty": "is empty (null), which it may not be",
        "not_integer": "must be a whole number but is {value}",
        "out_of_range": "is {value}, outside the allowed range ({minimum} to {maximum})",
        "not_boolean": "must be true or false but is {value}",
        "not_text": "must be text but is {value}",
        "unknown_value": "is {value}, which Torneo does not know (allowed: {choices})",
        "not_a_date": "is {value}, not a date YYYY-MM-DD",
        "not_a_moment": "is {value}, not a date and time",
        "not_a_version": "is {value}, not a version number",
        "malformed": "is not in the form Torneo writes",
        "malformed_at": "is not in the form Torneo writes (at “{where}”)",
        "not_a_row": "is not a row (a JSON object) but {value}",
        "no_rows": "the list of “{table}” rows is missing",
        "one_tournament": "must hold exactly one tournament, it holds {count}",
        "repeated": "repeats {value}, already used by another row",
        "dangling": "points to id {value}, which is not in the file",
        "dangling_number": "points to number {value}, which is not in the file",
        "other_game_burraco": "is a scala 40 sheet, but the tournament is burraco",
        "other_game_scala40": "is a burraco result, but the tournament is scala 40",
        "no_table": "is for a table where nobody sits in that round",
        "result_for_bye": "is for a bye table (an NS line only), which takes no result",
        "table_lines": "table {table} has {ns} entries on NS and {ew} on EW, but a table has"
        " {each} on NS and, unless it is a bye, {each} on EW",
        "unknown_setting": "holds the setting {key}, which Torneo does not know",
        "unreadable_setting": "the setting {key} is {value}, which Torneo cannot read",
        "unreadable_settings": "Torneo cannot read these settings",
        "invalid_setting": "the setting {key} is {value}, which Torneo does not allow",
        "draw_unknown": "the recorded draw names entry {value}, which is not in the file",
        "draw_twice": "the recorded draw names entry {value} twice",
        "replacement_unknown": (
            "the withdrawn qualifiers replaced name entry {value}, which is not in the file"
        ),
        "unknown_table": "holds the table {value}, which this Torneo does not know",
        "no_first_entry": "is for a table with no result in the file, so it has nothing to check",
        "compared_later": "is {value}, but the table's result is at version {version}: the"
        " second entry cannot have been compared with a later version",
    },
}


# The columns a tournament file carries (and the manifest's fields), as a sentence names them.
ARCHIVE_FIELDS: dict[str, dict[str, str]] = {
    "it": {
        "id": "identificativo",
        "game": "gioco",
        "name": "nome",
        "date": "data",
        "venue": "sede",
        "status": "stato",
        "settings": "impostazioni",
        "created_at": "data di creazione",
        "tournament_id": "torneo",
        "number": "numero",
        "group_name": "girone",
        "category": "categoria",
        "present": "presente",
        "withdrawn": "ritirata",
        "entry_id": "iscrizione",
        "position": "posizione",
        "player_id": "giocatore",
        "system": "sistema di abbinamento",
        "published_at": "data di pubblicazione",
        "round_id": "turno",
        "table_number": "tavolo",
        "line": "linea",
        "kind": "tipo",
        "ns_mp": "punti di NS",
        "ew_mp": "punti di EO",
        "ns_vp": "PV di NS",
        "ew_vp": "PV di EO",
        "hands": "mani",
        "version": "versione",
        "updated_at": "ora dell'ultima modifica",
        "updated_by": "postazione",
        "timed_out": "tempo scaduto",
        "result_version": "versione del risultato confrontata",
        "entered_by": "postazione",
        "entered_at": "ora del secondo inserimento",
        "round_number": "turno",
        "vp": "PV",
        "mp": "punti",
        "reason": "motivo",
        "surname": "cognome",
        "tessera": "tessera",
        "club_id": "circolo",
        "tournament": "torneo",
        "torneo_version": "versione di Torneo",
        "exported_at": "data dell'esportazione",
        "at": "ora",
        "station": "postazione",
        "action": "azione",
        "entity": "cosa ha toccato",
        "summary": "descrizione",
        "before": "prima",
        "after": "dopo",
        "undone": "annullata",
    },
    "en": {
        "id": "id",
        "game": "game",
        "name": "name",
        "date": "date",
        "venue": "venue",
        "status": "status",
        "settings": "settings",
        "created_at": "creation time",
        "tournament_id": "tournament",
        "number": "number",
        "group_name": "group",
        "category": "category",
        "present": "present",
        "withdrawn": "withdrawn",
        "entry_id": "entry",
        "position": "position",
        "player_id": "player",
        "system": "pairing system",
        "published_at": "publication time",
        "round_id": "round",
        "table_number": "table",
        "line": "line",
        "kind": "kind",
        "ns_mp": "NS MP",
        "ew_mp": "EW MP",
        "ns_vp": "NS VP",
        "ew_vp": "EW VP",
        "hands": "hands",
        "version": "version",
        "updated_at": "last change time",
        "updated_by": "station",
        "timed_out": "timed out",
        "result_version": "result version compared",
        "entered_by": "station",
        "entered_at": "second entry time",
        "round_number": "round",
        "vp": "VP",
        "mp": "MP",
        "reason": "reason",
        "surname": "surname",
        "tessera": "membership card",
        "club_id": "club",
        "tournament": "tournament",
        "torneo_version": "Torneo version",
        "exported_at": "export time",
        "at": "time",
        "station": "station",
        "action": "action",
        "entity": "what it touched",
        "summary": "summary",
        "before": "before",
        "after": "after",
        "undone": "undone",
    },
}


# A list or an object found where a plain value belongs: named, never spelled out.
ARCHIVE_VALUES: dict[str, dict[str, str]] = {
    "it": {"list": "un elenco", "object": "un oggetto"},
    "en": {"list": "a list", "object": "an object"},
}


def _megabytes(size: int) -> int:
    return size // (1024 * 1024)


# What a damaged file's sentence says in brackets, for the damage found before any row is read
# (archive.read_tournament_file's details; any other detail is shown as it is).
ARCHIVE_DETAILS: dict[str, dict[str, str]] = {
    "it": {
        "no manifest.json": "manca manifest.json",
        "format version missing": "manca la versione del formato",
        "tournament.json missing": "manca tournament.json",
        "implausibly large": "troppo grande per essere un torneo",
        "format version unknown": (
            "la versione del formato non è una di quelle che Torneo scrive (un numero intero"
            " da 1 in su)"
        ),
        "file too large": (
            f"il file supera {_megabytes(limits.TOURNAMENT_FILE_BYTES)} MB, più di qualsiasi"
            " torneo: controlla di aver scelto il file .torneo giusto"
        ),
        "manifest.json too large": (
            f"manifest.json supera {limits.TOURNAMENT_MANIFEST_BYTES // 1024} KB una volta"
            " estratto, mentre Torneo lo scrive di poche centinaia di byte"
        ),
        "tournament.json too large": (
            f"tournament.json supera {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB una volta"
            " estratto, più di qualsiasi torneo"
        ),
        "log.json too large": (
            f"il registro delle modifiche (log.json) supera"
            f" {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB una volta estratto, più di"
            " qualsiasi torneo"
        ),
        "checksum mismatch": "il contenuto non corrisponde alla sua impronta SHA-256",
        "manifest.json is not JSON": "manifest.json non è JSON valido",
        "tournament.json is not JSON": "tournament.json non è JSON valido",
        "no tables": "tournament.json non contiene le tabelle",
        "log.json missing": "manca log.json, il registro delle modifiche",
        "log.json checksum mismatch": (
            "il registro delle modifiche (log.json) non corrisponde alla sua impronta SHA-256"
        ),
        "log.json is not JSON": "il registro delle modifiche (log.json) non è JSON valido",
    },
    "en": {
        "format version unknown": (
            "the format version is not one Torneo writes (a whole number from 1 up)"
        ),
        "file too large": (
            f"the file is over {_megabytes(limits.TOURNAMENT_FILE_BYTES)} MB, more than any"
            " tournament: check that you chose the right .torneo file"
        ),
        "manifest.json too large": (
            f"manifest.json unpacks to over {limits.TOURNAMENT_MANIFEST_BYTES // 1024} KB,"
            " while Torneo writes a few hundred bytes"
        ),
        "tournament.json too large": (
            f"tournament.json unpacks to over {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB,"
            " more than any tournament"
        ),
        "log.json too large": (
            f"the log of changes (log.json) unpacks to over"
            f" {_megabytes(limits.TOURNAMENT_DATA_BYTES)} MB, more than any tournament"
        ),
        "checksum mismatch": "the content does not match its SHA-256 fingerprint",
        "manifest.json is not JSON": "manifest.json is not valid JSON",
        "tournament.json is not JSON": "tournament.json is not valid JSON",
        "no tables": "tournament.json holds no tables",
        "log.json missing": "log.json, the log of changes, is missing",
        "log.json checksum mismatch": (
            "the log of changes (log.json) does not match its SHA-256 fingerprint"
        ),
        "log.json is not JSON": "the log of changes (log.json) is not valid JSON",
    },
}
