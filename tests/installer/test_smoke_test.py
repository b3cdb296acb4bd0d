"""The smoke test itself: it passes a sound binary and catches each way a bundle breaks.

The frozen bundle is exercised by `make test-installer`; here a small stand-in program plays
the binary, so the smoke test's own checks are tested in seconds.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import smoke_test

from tournament_app import __version__

# A stand-in for the frozen `torneo`: enough of the CLI and GUI start for the smoke test.
FAKE_TORNEO = r"""#!{python}
import json, os, sys
from pathlib import Path

FAULT = {fault!r}
args = sys.argv[1:]
db = Path(os.environ["TORNEO_DATA_DIR"]) / "torneo.sqlite3"
if "--db" in args:
    db = Path(args.pop(args.index("--db") + 1)); args.remove("--db")
if "--json" in args:
    args.remove("--json")
if os.environ.get("QT_QPA_PLATFORM") != "offscreen" or "PYTHONPATH" in os.environ:
    sys.exit("not sandboxed")
imported = db.parent / "imported"
if args[:1] == ["--import-file"]:
    args.pop(0)
if args == ["version"]:
    print("0.0.0-wrong" if FAULT == "version" else {version!r})
elif not args:
    if FAULT == "no-database" or "TORNEO_SMOKE_QUIT_MS" not in os.environ:
        sys.exit(0)
    if FAULT == "cannot-open" and os.environ.get("TORNEO_SMOKE_OPEN_TOURNAMENT") == "2":
        sys.exit(4)
    print("menus: &File | &Help" if FAULT == "english" else "menus: &File | &Aiuto")
    if FAULT == "error-box":
        sys.exit("error box on screen: Torneo: the database could not be opened")
    db.parent.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"SQLite format 3\0")
    if os.environ.get("TORNEO_SMOKE_CREATE_DEMO") == "1" and FAULT != "no-demo":
        (db.parent / "demo-made").write_text("yes")
    if FAULT == "traceback":
        print("Traceback (most recent call last):\n  ImportError", file=sys.stderr)
elif len(args) == 1 and args[0].endswith(".torneo"):  # the GUI given a tournament file
    if "TORNEO_SMOKE_QUIT_MS" not in os.environ or not Path(args[0]).is_file():
        sys.exit(4)
    if FAULT != "no-import":
        imported.write_text(Path(args[0]).read_text())
elif args == ["tournament", "list"]:
    made = (db.parent / "demo-made").exists()
    rows = [{{"id": 1, "game": "burraco", "name": "Serata demo"}},
            {{"id": 2, "game": "scala40", "name": "Pomeriggio"}}] if made else []
    if imported.exists():
        rows.append({{"id": 3, "game": "burraco", "name": imported.read_text()}})
    print(json.dumps(rows))
elif args[:2] == ["tournament", "export-file"]:
    Path(args[-1]).write_text("Serata demo")
elif args[:2] == ["tournament", "show"] and "9999" in args:
    said = "Tournament 9999 does not exist." if FAULT == "no-catalogue" else (
        "Il torneo 9999 non esiste. Controlla il numero e riprova.")
    sys.exit(print(said, file=sys.stderr) or 3)
elif args[:2] == ["tournament", "show"]:
    print(json.dumps({{"id": 1, "name": "Serata demo"}}))
elif args[0] == "export" and "--html" in args:
    folder = Path(args[args.index("--html") + 1])
    if FAULT != "no-site":
        folder.mkdir(parents=True)
        name = "Classifica" if FAULT == "wrong-site" else "Serata demo"
        (folder / "index.html").write_text(f"<h1>{{name}}</h1><main></main>")
elif args[0] == "export":
    target = args[args.index("--pdf") + 1]
    if FAULT == "not-pdf":
        Path(target).write_text("<html>")
    else:
        from reportlab.pdfgen import canvas
        page = canvas.Canvas(target)
        page.drawString(72, 720, "Classifica" if FAULT == "wrong-pdf" else "Serata demo")
        page.save()
else:
    sys.exit("unknown command " + " ".join(args))
"""


def _fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: str = "") -> Path:
    binary = tmp_path / "bundle" / "torneo"
    binary.parent.mkdir()
    for folder, pattern, _why in smoke_test.REQUIRED_FILES:
        name = pattern.replace("*", "x") if "." in pattern else pattern.replace("*", "x") + ".so"
        place = binary.parent / "_internal" / folder.format(qt="PySide6/Qt") / name
        place.parent.mkdir(parents=True, exist_ok=True)
        place.write_bytes(b"")
    binary.write_text(
        FAKE_TORNEO.format(python=sys.executable, fault=fault, version=__version__),
        encoding="utf-8",
    )
    binary.chmod(0o755)
    monkeypatch.setattr(smoke_test, "binary_path", lambda: binary)
    monkeypatch.setenv("PYTHONPATH", "/somewhere/else")  # must not reach the binary
    monkeypatch.setattr(smoke_test.tempfile, "mkdtemp", lambda prefix: str(_sandbox(tmp_path)))
    return binary


def _sandbox(tmp_path: Path) -> Path:
    folder = tmp_path / "sandbox"
    folder.mkdir(exist_ok=True)
    return folder


def test_a_sound_binary_passes_every_step(tmp_path, monkeypatch, capsys) -> None:
    """All ten steps report ok and the run exits 0, leaving no sandbox behind."""
    _fake(tmp_path, monkeypatch)
    assert smoke_test.main() == 0
    out = capsys.readouterr().out
    assert out.count("ok   ") == 10
    assert "imported as 'Serata demo'" in out
    assert "smoke test passed" in out
    assert not (tmp_path / "sandbox").exists()


@pytest.mark.parametrize(
    ("fault", "failing_step"),
    [
        ("version", "frozen binary reports its version"),
        ("no-database", "GUI first start on an empty machine"),
        ("traceback", "GUI first start on an empty machine"),
        ("no-demo", "demo tournaments listed by the CLI"),
        ("no-catalogue", "a refusal said in Italian by the CLI"),
        ("error-box", "GUI first start on an empty machine"),
        ("english", "GUI first start on an empty machine"),
        ("not-pdf", "PDF export through the CLI"),
        ("wrong-pdf", "PDF export through the CLI"),
        ("no-site", "results site export through the CLI"),
        ("wrong-site", "results site export through the CLI"),
        ("cannot-open", "GUI opens the scala 40 demo"),
        ("no-import", "GUI imports a tournament file"),
    ],
)
def test_each_broken_bundle_is_caught_at_its_step(
    tmp_path, monkeypatch, capsys, fault: str, failing_step: str
) -> None:
    """A wrong version, no database, a traceback, no demo or a bad PDF fails, naming the step."""
    _fake(tmp_path, monkeypatch, fault)
    assert smoke_test.main() == 1
    err = capsys.readouterr().err
    assert f"FAIL {failing_step}" in err
    assert "sandbox kept for inspection" in err


def test_missing_bundle_says_to_build_first(tmp_path, monkeypatch, capsys) -> None:
    """Without a build the smoke test fails and says which command makes one."""
    monkeypatch.setattr(smoke_test, "binary_path", lambda: tmp_path / "nothing" / "torneo")
    assert smoke_test.main() == 1
    assert "make installer" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("missing", "named"),
    [
        ("PySide6/Qt/plugins/platforms/xqoffscreenx.so", "headless start"),
        ("PySide6/Qt/plugins/printsupport/x.so", "printing"),
        ("resources/i18n/messages/it.mo", "Torneo in Italian"),
        ("PySide6/Qt/translations/qtbase_it.qm", "Qt's own buttons"),
        ("docs/user-guide.md", "Help ▸ User guide"),
        ("tournament_app/templates/page.html", "the results site's and the hall's pages"),
    ],
)
def test_a_bundle_missing_a_piece_is_caught_before_running(
    tmp_path, monkeypatch, capsys, missing: str, named: str
) -> None:
    """A missing plugin, translation or font fails the first step, saying what it is for."""
    binary = _fake(tmp_path, monkeypatch)
    (binary.parent / "_internal" / missing).unlink()
    assert smoke_test.main() == 1
    err = capsys.readouterr().err
    assert "FAIL bundle holds its run-time files" in err
    assert named in err
