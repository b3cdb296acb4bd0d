"""Torneo's application icon, as Qt loads it for windows, the taskbar and the About box.

Kept apart from the About box so the main window can show its icon without loading the
dialog's widgets first (each Qt class PySide6 hands out the first time costs start-up time).
"""

from __future__ import annotations

from PySide6.QtGui import QIcon

from tournament_app.paths import resources_dir

# The sizes installer/make_icons.py draws from resources/icons/torneo.svg.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def application_icon() -> QIcon:
    """Torneo's icon at every size shipped in resources/icons (empty if none is found)."""
    icon = QIcon()
    folder = resources_dir() / "icons"
    for size in ICON_SIZES:
        path = folder / f"torneo-{size}.png"
        if path.exists():
            icon.addFile(str(path))
    return icon
