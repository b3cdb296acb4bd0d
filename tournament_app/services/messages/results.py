"""Words about results beside the catalogue's sentences (which are in
resources/i18n/messages): a table entered twice, unlikely scores."""

from __future__ import annotations

from tournament_app.services.messages.catalogue import table

# A first entry for a table that already has a result (no version given, a row found): no
# edit clashed, the table was entered before. The cure depends on where the director is.
ALREADY_ENTERED = table("already_entered")


# Figures possible but unlikely (services.unlikely_scores): what each finding says, and the
# refusal when they were saved unconfirmed. {line}: NS/EW; {hands}: the turno's hands.
UNLIKELY = table("unlikely")
