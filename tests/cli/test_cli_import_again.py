"""`torneo tournament import-file` of a file imported before: refused with the earlier
import named, a copy with --again."""

from __future__ import annotations

from pathlib import Path

from tests.cli.cli_helpers import Torneo


def test_a_file_imported_twice_is_refused_unless_again(database_url, capsys, tmp_path) -> None:
    """The second import names the first and how to ask for a copy; --again makes one."""
    torneo = Torneo(database_url, capsys)
    tid = torneo.ok("tournament", "create", "--game", "scala40", "--name", "Sociale")["id"]
    path: Path = tmp_path / "sociale.torneo"
    torneo.ok("tournament", "export-file", "-t", tid, path)
    first = torneo.ok("tournament", "import-file", path)["id"]
    refused = torneo.refused("tournament", "import-file", path)
    message = refused["error"]["message"]
    assert refused["error"]["code"] == "already_imported"
    assert f"already imported as “Sociale” (tournament {first})" in message
    assert "--again" in message
    assert len(torneo.ok("tournament", "list")) == 2
    copy = torneo.ok("tournament", "import-file", path, "--again")["id"]
    assert copy not in (tid, first)
    assert len(torneo.ok("tournament", "list")) == 3
    said = Torneo(database_url, capsys, language="it").run("tournament", "import-file", path)
    assert said.code == 3 and "già stato importato come «Sociale»" in said.out + said.err
