"""What the window remembers between runs: language, station, last database and tournament.

Stored with QSettings in an INI file in Torneo's data directory (so each test, with its own
TORNEO_DATA_DIR, starts clean). Passwords are never stored here: a server URL is saved without
its password, which is asked for (or read from the system keyring) when connecting.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from PySide6.QtCore import QByteArray, QLocale, QSettings

from tournament_app.paths import window_settings_path

LANGUAGES = ("it", "en")


def system_language(system: QLocale | None = None) -> str:
    """Italian on an Italian system (or the locale given), English everywhere else."""
    system = system or QLocale.system()
    return "it" if system.language() == QLocale.Language.Italian else "en"


# The server addresses Torneo opens: PostgreSQL through psycopg 3, the driver it ships (the
# services read these three the same way). "postgresql+psycopg2://" or "+asyncpg://" would
# ask for a driver that is not there.
SERVER_SCHEMES = ("postgresql://", "postgres://", "postgresql+psycopg://")


def is_server_url(database: str) -> bool:
    """True for a PostgreSQL address Torneo can open; False for a SQLite file path or URL,
    and for any other database or driver (the services refuse those, saying which work)."""
    return database.lower().startswith(SERVER_SCHEMES)


# The passwords in an address are found and taken out by the services' one function for it
# (storage's `addresses`), imported when first needed: the window shows before SQLAlchemy
# is loaded, and none of these runs before then.


def password_of(url: str) -> str | None:
    """The password written in a server URL (after the user, or as `?password=`), if any."""
    if not is_server_url(url):
        return None
    from tournament_app.services import password_in

    return password_in(url)


def without_password(url: str) -> str:
    """A server URL with every password taken out (what may be stored, and the keyring's
    key); a file path as it is."""
    if "://" not in url:
        return url
    from tournament_app.services import address_without_password

    return address_without_password(url)


def shown_address(url: str) -> str:
    """An address as a dialog shows it: every password in it masked."""
    if "://" not in url:
        return url
    from tournament_app.services import masked_address

    return masked_address(url)


def with_password(url: str, password: str) -> str:
    """A server URL with `password` put in (only ever held in memory)."""
    from tournament_app.services import with_password as put_in

    return put_in(url, password)


KEYRING_SERVICE = "Torneo"


def keyring_password(url: str) -> str | None:
    """The password the system keyring holds for a server URL (None: none, or no keyring)."""
    try:
        import keyring

        value = keyring.get_password(KEYRING_SERVICE, without_password(url))
    except Exception:  # no keyring backend on this machine: the password is asked instead
        return None
    return str(value) if value else None


def keyring_available() -> bool:
    """True when this computer has a system keyring to keep a password in (keyring's
    stand-in for "none", which stores nothing, has priority 0 or less)."""
    try:
        import keyring

        return float(keyring.get_keyring().priority) > 0
    except Exception:  # no keyring at all, or a broken one: the same for the director
        return False


def remember_password(url: str, password: str) -> bool:
    """Keep a server password in the system keyring; False when no keyring is available."""
    try:
        import keyring

        keyring.set_password(KEYRING_SERVICE, without_password(url), password)
    except Exception:  # no keyring backend: the password is simply asked next time
        return False
    return True


def display_database(database: str) -> str:
    """A database as the title bar shows it: a file's path, or a server's host and database."""
    if is_server_url(database):
        parts = urlsplit(database)
        return f"{parts.hostname or ''}{parts.path}"
    if database.startswith("sqlite:///"):
        return database[len("sqlite:///") :]
    return database


def _key_part(text: str) -> str:
    """A short stable key for a database URL (QSettings keys cannot hold '/' or ':' safely).

    Made from the URL without its password, so the same server gives the same key whether or
    not the password was typed into the address.
    """
    import hashlib  # here, not at the top: the window shows before anything needs it

    return hashlib.sha1(without_password(text).encode("utf-8")).hexdigest()[:12]


class Settings:
    """Typed access to the window's remembered state."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or window_settings_path()
        self._store = QSettings(str(self.path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        """Write pending values to disk now (Qt also does it on exit)."""
        self._store.sync()

    # -- language and station -----------------------------------------------------------------
    @property
    def language(self) -> str:
        """The chosen language ("it" or "en"); the system's when never chosen."""
        value = str(self._store.value("ui/language", "") or "")
        return value if value in LANGUAGES else system_language()

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}")
        self._store.setValue("ui/language", value)

    @property
    def station(self) -> str:
        """This station's name in the audit log; the computer's name when never set."""
        value = str(self._store.value("ui/station", "") or "").strip()
        if value:
            return value
        import socket  # here, not at the top: the window shows before anything needs it

        return socket.gethostname() or "Torneo"

    @station.setter
    def station(self, value: str) -> None:
        self._store.setValue("ui/station", value.strip())

    # -- databases ----------------------------------------------------------------------------
    @property
    def last_database(self) -> str | None:
        """The database opened last (a path or a URL without password), if any."""
        value = str(self._store.value("data/last_database", "") or "")
        return value or None

    @last_database.setter
    def last_database(self, value: str | None) -> None:
        # A server URL is stored without its password, whoever passes it in.
        self._store.setValue("data/last_database", without_password(value) if value else "")

    @property
    def demo_offered(self) -> bool:
        """True once the first-run demo offer has been shown (it is offered only once)."""
        return _as_bool(self._store.value("data/demo_offered", False))

    @demo_offered.setter
    def demo_offered(self, value: bool) -> None:
        self._store.setValue("data/demo_offered", bool(value))

    def last_tournament(self, database: str) -> int | None:
        """The tournament that was open last in this database."""
        return _as_int(self._store.value(f"tournament/{_key_part(database)}/last"))

    def set_last_tournament(self, database: str, tournament_id: int | None) -> None:
        """Remember (or forget, with None) the open tournament of a database."""
        key = f"tournament/{_key_part(database)}/last"
        if tournament_id is None:
            self._store.remove(key)
        else:
            self._store.setValue(key, int(tournament_id))

    # -- files --------------------------------------------------------------------------------
    @property
    def export_folder(self) -> Path | None:
        """The folder the director last saved a printout or an export in (None: never)."""
        value = str(self._store.value("files/export_folder", "") or "")
        return Path(value) if value else None

    @export_folder.setter
    def export_folder(self, value: Path | None) -> None:
        self._store.setValue("files/export_folder", str(value) if value else "")

    # -- the season ranking -------------------------------------------------------------------
    SEASON_CHOICES = ("game", "from", "to", "points", "participation", "best", "club", "running")
    """What the season dialog remembers, as text: the game, the dates (ISO), the points by
    place, the points beyond them, the best results counted, the club, "1" to count running
    tournaments."""

    def season_choice(self, name: str) -> str:
        """A season choice as last made ("" when never made)."""
        if name not in self.SEASON_CHOICES:
            raise ValueError(f"unknown season choice {name!r}")
        return str(self._store.value(f"season/{name}", "") or "")

    def set_season_choice(self, name: str, value: str) -> None:
        """Remember a season choice."""
        if name not in self.SEASON_CHOICES:
            raise ValueError(f"unknown season choice {name!r}")
        self._store.setValue(f"season/{name}", value)

    def season_left_out(self, database: str) -> tuple[int, ...]:
        """The tournaments of this database the director left out of the season ranking."""
        raw = self._store.value(f"season/{_key_part(database)}/left_out", "")
        parts = [str(p) for p in raw] if isinstance(raw, list) else str(raw or "").split(",")
        return tuple(n for n in (_as_int(p) for p in parts) if n is not None)

    def set_season_left_out(self, database: str, tournament_ids: tuple[int, ...]) -> None:
        """Remember the tournaments left out of this database's season ranking."""
        key = f"season/{_key_part(database)}/left_out"
        self._store.setValue(key, ",".join(str(int(t)) for t in sorted(tournament_ids)))

    def season_also_counted(self, database: str) -> tuple[int, ...]:
        """The team events and grand finals of this database the director counts in the
        season ranking all the same (left out unless ticked: `services.season.apart`)."""
        raw = self._store.value(f"season/{_key_part(database)}/also_counted", "")
        parts = [str(p) for p in raw] if isinstance(raw, list) else str(raw or "").split(",")
        return tuple(n for n in (_as_int(p) for p in parts) if n is not None)

    def set_season_also_counted(self, database: str, tournament_ids: tuple[int, ...]) -> None:
        """Remember the team events and grand finals counted in this database's season."""
        key = f"season/{_key_part(database)}/also_counted"
        self._store.setValue(key, ",".join(str(int(t)) for t in sorted(tournament_ids)))

    # -- layout -------------------------------------------------------------------------------
    def column_widths(self, table: str) -> list[int]:
        """The widths the director gave the columns of a named table, by position.

        Empty when never set; a 0 means "leave that column at its default width".
        """
        raw = self._store.value(f"columns/{table}", "")
        if isinstance(raw, list):
            parts = [str(p) for p in raw]
        else:
            parts = [p for p in str(raw or "").split(",") if p]
        # Positions matter: an unreadable or hidden (0) column keeps its place as 0.
        return [max(_as_int(p) or 0, 0) for p in parts]

    def set_column_widths(self, table: str, widths: list[int]) -> None:
        """Remember the column widths of a named table."""
        self._store.setValue(f"columns/{table}", ",".join(str(int(w)) for w in widths))

    def window_geometry(self, name: str) -> QByteArray | None:
        """A window's saved geometry (QWidget.saveGeometry), if any."""
        value = self._store.value(f"windows/{name}/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_window_geometry(self, name: str, geometry: QByteArray) -> None:
        """Remember a window's geometry."""
        self._store.setValue(f"windows/{name}/geometry", geometry)

    def value(self, key: str, default: object = None) -> object:
        """Any other remembered value, under a key of the caller's choosing."""
        return self._store.value(key, default)

    def set_value(self, key: str, value: object) -> None:
        """Remember any other value under a key of the caller's choosing."""
        self._store.setValue(key, value)


def _as_int(value: object) -> int | None:
    try:
        return int(str(value)) if value not in (None, "") else None
    except ValueError:
        return None


def _as_bool(value: object) -> bool:
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return bool(value)
