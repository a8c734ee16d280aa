"""Packaging: the desktop metadata agrees with the app, install-linux installs from anywhere into
any prefix and removes every trace, and `briscola --install-desktop` does the same for pipx."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest

from briscola_qt import __version__
from briscola_qt.app import desktop_entry
from briscola_qt.app.desktop_entry import DESKTOP_ID, exec_value
from tools.glibc_floor import GLIBC_FLOOR

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "packaging" / "install-linux"
DESKTOP_DATA = ROOT / "briscola_qt" / "desktop"
DESKTOP_FILE = DESKTOP_DATA / f"{DESKTOP_ID}.desktop"
METAINFO_FILE = DESKTOP_DATA / f"{DESKTOP_ID}.metainfo.xml"
#: A prefix with every character that broke the launcher or the entry, and a few more.
AWKWARD = "we$ird %f |pipe 'single' \"double\" back\\slash `tick` ünï"


def desktop_entry_of(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keep keys case-sensitive, as the spec says
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def exec_program(value: str) -> str:
    """The program an Exec value runs, unescaped as the Desktop Entry specification says."""
    value = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t"}.get(m[1], m[1]), value)
    assert value.startswith('"') and value.endswith('"'), value
    inner = re.sub(r'\\(["`$\\])', r"\1", value[1:-1])
    assert "%" not in inner.replace("%%", ""), "a lone % would be a field code"
    return inner.replace("%%", "%")


def test_desktop_entry_launches_briscola_with_the_app_icon() -> None:
    entry = desktop_entry_of(DESKTOP_FILE)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "briscola"
    assert entry["Icon"] == DESKTOP_ID
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))


def project_urls() -> dict[str, str]:
    """pyproject.toml's [project.urls]: the one place for the project's addresses."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        return dict(tomllib.load(file)["project"].get("urls", {}))


def test_metainfo_has_the_release_notes_the_same_home_page_and_glibc_floor() -> None:
    component = ET.parse(METAINFO_FILE).getroot()
    assert component.findtext("id") == DESKTOP_ID
    assert component.findtext("launchable") == DESKTOP_FILE.name
    releases = list(component.iter("release"))
    assert releases and releases[0].get("version") == __version__
    assert releases[0].find("description") is not None, "release notes"
    # The home page pyproject.toml names, or none: the game has no web site (yet), so there
    # is no address for a home page or for screenshots (AppStream wants them as URLs).
    homepage = project_urls().get("Homepage")
    assert component.findtext("url[@type='homepage']") == homepage
    images = [image.text or "" for image in component.iter("image")]
    for image in images:  # each one a picture the repository really has, on the home page
        assert homepage is not None and image.startswith(f"{homepage}/docs/screenshots/")
        assert (ROOT / image.removeprefix(f"{homepage}/")).is_file()
    description = ET.tostring(component.find("description"), encoding="unicode")
    assert f"glibc {GLIBC_FLOOR} or newer" in " ".join(description.split())


def test_the_installed_metadata_names_the_addresses_pyproject_lists() -> None:
    """What pip built from pyproject.toml (About reads it): the same version and addresses."""
    installed = metadata.metadata("briscola-qt")
    assert installed["Name"] == "briscola-qt" and installed["Version"] == __version__
    listed = [f"{label}, {url}" for label, url in project_urls().items()]
    assert (installed.get_all("Project-URL") or []) == listed
    assert installed.get("Home-page") is None


def test_the_readme_states_the_same_glibc_floor_and_the_wheel_route() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert f"glibc {GLIBC_FLOOR} or newer" in readme
    assert "pipx install" in readme and "briscola --install-desktop" in readme


def fake_bundle(folder: Path) -> Path:
    """A folder shaped like the PyInstaller bundle whose executable is this checkout's game."""
    bundle = folder / "briscola"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "libstub.so").write_bytes(b"\0")
    executable = bundle / "briscola"
    python = sys.executable.replace("'", "'\\''")
    executable.write_text(
        f"#!/bin/sh\nPYTHONPATH='{ROOT}' exec '{python}' -m briscola_qt \"$@\"\n"
    )
    executable.chmod(0o755)
    shutil.copy(INSTALLER, bundle / "install-linux")
    return bundle


def run(*command: str | Path, home: Path) -> str:
    result = subprocess.run(
        [str(part) for part in command],
        capture_output=True,
        text=True,
        env={**os.environ, "HOME": str(home)},
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def everything_under(folder: Path) -> set[Path]:
    return set(folder.rglob("*"))


def assert_installed(prefix: Path, home: Path) -> None:
    launcher = prefix / "bin" / "briscola"
    assert run(launcher, "--version", home=home).strip() == f"briscola {__version__}"
    entry_file = prefix / "share" / "applications" / DESKTOP_FILE.name
    entry = desktop_entry_of(entry_file)
    assert exec_program(entry["Exec"]) == str(launcher)
    if shutil.which("desktop-file-validate"):
        run("desktop-file-validate", entry_file, home=home)
    assert (prefix / "share" / "metainfo" / METAINFO_FILE.name).is_file()
    assert (prefix / "share/icons/hicolor/scalable/apps" / f"{DESKTOP_ID}.svg").is_file()
    assert (prefix / "opt" / "briscola-qt" / "_internal" / "libstub.so").is_file()


def installation(tmp_path: Path) -> tuple[Path, Path, set[Path]]:
    """A bundle, a home folder, and everything under ``tmp_path`` before the install."""
    bundle = fake_bundle(tmp_path / "dist")
    home = tmp_path / "home"
    home.mkdir()
    return bundle, home, everything_under(tmp_path)


def test_install_linux_installs_for_the_user_and_uninstall_removes_everything(
    tmp_path: Path,
) -> None:
    bundle, home, before = installation(tmp_path)
    output = run(INSTALLER, "--bundle", bundle, home=home)
    assert f"installed Briscola {__version__}" in output
    assert_installed(home / ".local", home)
    run(INSTALLER, "--uninstall", home=home)
    assert everything_under(tmp_path) == before, "uninstall left (or took) something"


def test_reinstalling_over_itself_and_from_the_installed_copy_keeps_it_working(
    tmp_path: Path,
) -> None:
    bundle, home, before = installation(tmp_path)
    prefix = home / ".local"
    run(INSTALLER, "--bundle", bundle, home=home)
    run(INSTALLER, "--bundle", bundle, home=home)  # twice in a row
    assert_installed(prefix, home)
    installed_copy = prefix / "opt" / "briscola-qt" / "install-linux"
    run(installed_copy, home=home)  # from the folder it replaces
    assert_installed(prefix, home)
    run(installed_copy, "--uninstall", home=home)
    assert everything_under(tmp_path) == before


def test_any_prefix_the_filesystem_allows_installs_and_uninstalls(tmp_path: Path) -> None:
    bundle, home, before = installation(tmp_path)
    prefix = tmp_path / AWKWARD
    run(INSTALLER, "--bundle", bundle, "--prefix", prefix, home=home)
    assert_installed(prefix, home)
    run(INSTALLER, "--uninstall", "--prefix", prefix, home=home)
    assert everything_under(tmp_path) == before


def test_a_prefix_that_cannot_be_listed_is_refused_in_one_line(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "dist")
    result = subprocess.run(
        [str(INSTALLER), "--bundle", str(bundle), "--prefix", str(tmp_path / "two\nlines")],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 1 and "line break" in result.stderr
    assert not (tmp_path / "two\nlines").exists()


def test_install_desktop_for_a_pipx_install_and_its_uninstall(tmp_path: Path) -> None:
    share = tmp_path / "share"
    share.mkdir()  # ~/.local/share is there on any desktop
    command = str(tmp_path / AWKWARD / "bin" / "briscola")
    written = desktop_entry.install(share, command)
    entry = desktop_entry_of(share / "applications" / DESKTOP_FILE.name)
    assert exec_program(entry["Exec"]) == command
    assert entry["TryExec"] == command.replace("\\", "\\\\")
    assert {path.suffix for path in written} >= {".desktop", ".xml", ".svg", ".png"}
    assert desktop_entry.uninstall(share) == written
    assert list(share.iterdir()) == [], "the folders it made went too"


@pytest.mark.parametrize("command", ["/opt/a\nb/briscola", "/opt/\x1b[31m/briscola"])
def test_a_command_no_menu_entry_can_hold_is_refused(command: str) -> None:
    with pytest.raises(desktop_entry.DesktopEntryError):
        exec_value(command)
