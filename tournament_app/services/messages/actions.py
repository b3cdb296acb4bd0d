"""The words of each action a sentence advises (`services.actions.Action`), per face:
`actions.window.<action>` the window's button or menu, `actions.cli.<action>` the command line's
command. A sentence names an action as `{actions.NAME}`; `wording.advised` fills it."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import families

ACTIONS = families("actions")
