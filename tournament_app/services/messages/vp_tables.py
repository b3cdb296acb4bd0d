"""Words about the club's saved VP tables beside the catalogue's sentences (which are in
resources/i18n/messages): what deleting one did, said alike by the window's VP table editor
and `torneo vp-table delete`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tournament_app.services.messages.catalogue import table

if TYPE_CHECKING:
    from tournament_app.services.saved_vp_tables import DeletedVpScale

# A saved table deleted: `deleted` ({name}), then, when tournaments use a table of that name,
# that they keep their own copy: `kept_one` ({tournament}: its name) or `kept` ({count}).
VP_TABLE_DELETED = table("vp_table_deleted")


def vp_table_deleted_sentence(deleted: DeletedVpScale, language: str = "it") -> str:
    """What deleting a saved VP table did (`TournamentService.delete_vp_scale`'s answer), in
    `language`: the table gone, and the tournaments that use it keeping their copy."""
    words = VP_TABLE_DELETED.get(language, VP_TABLE_DELETED["it"])
    # replace, not format: a name may hold braces.
    said = words["deleted"].replace("{name}", deleted.scale.name)
    kept = deleted.kept_by
    if len(kept) == 1:
        said += " " + words["kept_one"].replace("{tournament}", kept[0].name)
    elif kept:
        said += " " + words["kept"].replace("{count}", str(len(kept)))
    return said
