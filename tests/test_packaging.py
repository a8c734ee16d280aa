"""Packaging: the desktop metadata agrees with the app, and install-linux installs and removes."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from briscola_qt import __version__
from briscola_qt.app.main import DESKTOP_ID

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP_FILE = PACKAGING / f"{DESKTOP_ID}.desktop"
METAINFO_FILE = PACKAGING / f"{DESKTOP_ID}.metainfo.xml"


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keep keys case-sensitive, as the spec says
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_briscola_with_the_app_icon() -> None:
    entry = desktop_entry(DESKTOP_FILE)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "briscola"
    assert entry["Icon"] == DESKTOP_ID
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))


def test_metainfo_names_the_desktop_entry_and_the_current_release() -> None:
    component = ET.parse(METAINFO_FILE).getroot()
    assert component.findtext("id") == DESKTOP_ID
    assert component.findtext("launchable") == DESKTOP_FILE.name
    versions = [release.get("version") for release in component.iter("release")]
    assert versions and versions[0] == __version__


def fake_bundle(folder: Path) -> Path:
    """A folder shaped like the PyInstaller bundle, with a stand-in executable."""
    bundle = folder / "briscola"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "libstub.so").write_bytes(b"\0")
    executable = bundle / "briscola"
    executable.write_text(f'#!/bin/sh\necho "briscola {__version__} $*"\n')
    executable.chmod(0o755)
    share = bundle / "share"
    for source, target in [
        (DESKTOP_FILE, share / "applications" / DESKTOP_FILE.name),
        (METAINFO_FILE, share / "metainfo" / METAINFO_FILE.name),
    ]:
        target.parent.mkdir(parents=True)
        shutil.copy(source, target)
    icon = share / "icons" / "hicolor" / "scalable" / "apps" / f"{DESKTOP_ID}.svg"
    icon.parent.mkdir(parents=True)
    icon.write_text("<svg/>")
    return bundle


def run_installer(*args: str, home: Path) -> str:
    result = subprocess.run(
        [str(PACKAGING / "install-linux"), *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "HOME": str(home)},
        timeout=60,
    )
    return result.stdout


def test_install_linux_installs_for_the_user_and_uninstall_removes_it(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "dist")
    prefix = tmp_path / "home" / ".local"
    before = set(tmp_path.rglob("*"))

    output = run_installer("--bundle", str(bundle), home=tmp_path / "home")
    assert f"installed Briscola {__version__}" in output

    launcher = prefix / "bin" / "briscola"
    launched = subprocess.run([str(launcher), "--smoke-test"], capture_output=True, text=True)
    assert launched.stdout.strip() == f"briscola {__version__} --smoke-test"
    installed_entry = desktop_entry(prefix / "share" / "applications" / DESKTOP_FILE.name)
    assert installed_entry["Exec"] == f'"{launcher}"'
    assert (prefix / "share" / "metainfo" / METAINFO_FILE.name).is_file()
    assert (prefix / "share/icons/hicolor/scalable/apps" / f"{DESKTOP_ID}.svg").is_file()
    assert (prefix / "opt" / "briscola-qt" / "_internal" / "libstub.so").is_file()

    run_installer("--uninstall", home=tmp_path / "home")
    # Caches the desktop refreshes (mimeinfo.cache) may stay; nothing of the game's may.
    leftover_files = {
        path for path in tmp_path.rglob("*") if path.is_file() and path.suffix != ".cache"
    } - before
    assert not leftover_files, f"uninstall left {sorted(map(str, leftover_files))}"
    assert not (prefix / "opt" / "briscola-qt").exists()
