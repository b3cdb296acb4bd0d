"""The Qt face of Torneo: widgets, Qt models and controllers over the services."""

import sys

import PySide6.QtCore  # noqa: F401  (loads PySide's feature switch, mended below)


def _no_feature_scan() -> None:
    """Spare every module imported after PySide the read of its source text.

    PySide reads the source of each module imported after it (`inspect.getsource`) for the
    word "PySide6", to know which modules may switch on a `__feature__` (snake_case,
    true_property) and keep it to them. Torneo switches on none, and the read was ~0.1 s
    of a start on this 2-core machine: SQLAlchemy's, Torneo's and the standard library's
    modules, 370 of them, loaded while the window is already on screen. Every module is
    taken as a PySide user with no feature switched on, PySide's own default for one.
    """
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _uses_no_feature


def _uses_no_feature(_module: object) -> bool:
    return True


_no_feature_scan()
