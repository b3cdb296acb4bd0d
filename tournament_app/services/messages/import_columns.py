"""The columns an entry list's import recognised, as the window and the command line both say
them: «Cognome 1» → cognome del giocatore 1, «Coppia» → cognome e nome dei due giocatori.

Each column is named by its heading as the file writes it, and what it was understood as is
an `ImportPreview.columns` value ("surname 2", "pair"); a value not worded here (a newer
Torneo's) is shown as it is."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import said, table

# What a column fills ("surname", "pair": both partners in one cell).
IMPORT_FIELDS = table("import_columns.fields")
# A field of one player of the row: "cognome del giocatore 2".
OF_PLAYER = said("import_columns.of_player")
# One recognised column: "«Cognome 1» → cognome del giocatore 1".
TAKEN_AS = said("import_columns.taken_as")


def understood_words(understood: str, language: str = "it") -> str:
    """What the import took a column for (`ImportPreview.columns`' value), in words."""
    key, _, player = understood.partition(" ")
    fields = IMPORT_FIELDS.get(language, IMPORT_FIELDS["it"])
    word = fields.get(key, key)
    if player:
        of_player = OF_PLAYER.get(language, OF_PLAYER["it"])
        word = of_player.format(field=word, player=player)
    return word


def column_taken_as(heading: str, understood: str, language: str = "it") -> str:
    """One recognised column as the director reads it: its heading as the file writes it,
    then what it was taken for (`understood_words`)."""
    taken_as = TAKEN_AS.get(language, TAKEN_AS["it"])
    return taken_as.format(heading=heading, field=understood_words(understood, language))
