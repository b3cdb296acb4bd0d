"""Make the build scripts in installer/ importable by the tests beside this file."""

from __future__ import annotations

import sys
from pathlib import Path

INSTALLER = Path(__file__).resolve().parents[2] / "installer"
if str(INSTALLER) not in sys.path:
    sys.path.insert(0, str(INSTALLER))
