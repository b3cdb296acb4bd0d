"""Words about files beside the catalogue's sentences (which are in resources/i18n/messages):
importing a tournament file again, and what an unreadable tournament file (.torneo) is
refused for."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import table
from tournament_app.storage import limits

# A tournament file imported before (ALREADY_IMPORTED): what the director can do (`advice`,
# its actions worded by face).
IMPORT_AGAIN_CURES = table("import_again_cures")


# -- tournament files (services.archive_checks) ------------------------------------------------
# A row of a tournament file refused: "{place}, field “{field}”: {reason}" inside the
# sentence, then what to do. The file was made by a Torneo, so the cure is another export.
ARCHIVE_ROW = table("archive_row")


# What is wrong, by the reason archive_checks gives ({value}: the value found, quoted).
ARCHIVE_REASONS = table("archive_reasons")


# The columns a tournament file carries (and the manifest's fields), as a sentence names them.
ARCHIVE_FIELDS = table("archive_fields")


# A list or an object found where a plain value belongs: named, never spelled out.
ARCHIVE_VALUES = table("archive_values")


def _megabytes(size: int) -> int:
    return size // (1024 * 1024)


# What a damaged file's sentence says in brackets, for the damage found before any row is read
# (archive.read_tournament_file's details; any other detail is shown as it is).
ARCHIVE_DETAILS = table("archive_details")

# The sizes ARCHIVE_DETAILS names, by detail: the limits the reader holds a file to.
ARCHIVE_DETAIL_SIZES: dict[str, dict[str, int]] = {
    "file too large": {"megabytes": _megabytes(limits.TOURNAMENT_FILE_BYTES)},
    "manifest.json too large": {"kilobytes": limits.TOURNAMENT_MANIFEST_BYTES // 1024},
    "tournament.json too large": {"megabytes": _megabytes(limits.TOURNAMENT_DATA_BYTES)},
    "log.json too large": {"megabytes": _megabytes(limits.TOURNAMENT_DATA_BYTES)},
}
