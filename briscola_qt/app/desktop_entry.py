"""Menu entry, AppStream metadata and icons for a desktop: ``briscola --install-desktop``.

One implementation for both ways the game reaches a desktop: the bundle's ``install-linux``
calls it after copying the app, and a ``pipx install`` of the wheel (for systems older than
the bundle's glibc floor) runs it directly. The entry's ``Exec`` points at the command given,
quoted as the Desktop Entry specification wants, so any folder name works; the icons come
from the compiled resources (registered by the caller), so the wheel needs no copies.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QDir, QFile

DESKTOP_ID = "org.briscolaqt.Briscola"  # .desktop, AppStream and icon name
DESKTOP_FILE = f"{DESKTOP_ID}.desktop"
METAINFO_FILE = f"{DESKTOP_ID}.metainfo.xml"
ICON_DIR = ":/icon"
#: Characters the specification wants escaped inside a quoted Exec argument.
EXEC_RESERVED = re.compile(r'(["`$\\])')


class DesktopEntryError(Exception):
    """A command or folder that cannot be written into a menu entry; one line for the user."""


def data_home() -> Path:
    """Where per-user menu entries live: $XDG_DATA_HOME, or ~/.local/share."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def launcher_command() -> str:
    """The ``briscola`` command this process was started as (pipx's ~/.local/bin/briscola)."""
    started = Path(sys.argv[0])
    if started.name == "briscola" and os.access(started, os.X_OK):
        return str(started.absolute())
    found = shutil.which("briscola")
    if found is None:
        raise DesktopEntryError("no `briscola` command on PATH: give its path with --exec")
    return str(Path(found).absolute())


def exec_value(command: str) -> str:
    """``command`` as one quoted Exec argument: reserved characters escaped, % doubled, and
    backslashes doubled once more for the file's own string escapes."""
    quoted = '"' + EXEC_RESERVED.sub(r"\\\1", command) + '"'
    return string_value(quoted.replace("%", "%%"))


def string_value(text: str) -> str:
    if any(ord(char) < 0x20 or char == "\x7f" for char in text):
        raise DesktopEntryError(f"{text!r} holds control characters a menu entry cannot carry")
    return text.replace("\\", "\\\\")


def entry_text(command: str) -> str:
    """The packaged desktop entry with Exec and TryExec pointing at ``command``."""
    template = (resources.files("briscola_qt") / "desktop" / DESKTOP_FILE).read_text("utf-8")
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_value(command)}"
        elif line.startswith("TryExec="):
            line = f"TryExec={string_value(command)}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def icon_files() -> dict[str, bytes]:
    """Icon theme paths (under share/icons) and contents, from the compiled resources."""
    found: dict[str, bytes] = {}
    for name in QDir(ICON_DIR).entryList(["briscola.svg", "briscola-*.png"]):
        size = "scalable" if name.endswith(".svg") else name.removeprefix("briscola-")[:-4]
        if size != "scalable" and not size.isdigit():
            continue
        folder = "scalable" if size == "scalable" else f"{size}x{size}"
        resource = QFile(f"{ICON_DIR}/{name}")
        if resource.open(QFile.OpenModeFlag.ReadOnly):
            found[f"hicolor/{folder}/apps/{DESKTOP_ID}{Path(name).suffix}"] = bytes(
                resource.readAll().data()
            )
            resource.close()
    return found


def planned_files(share: Path, command: str) -> dict[Path, bytes]:
    metainfo = (resources.files("briscola_qt") / "desktop" / METAINFO_FILE).read_bytes()
    files = {
        share / "applications" / DESKTOP_FILE: entry_text(command).encode("utf-8"),
        share / "metainfo" / METAINFO_FILE: metainfo,
    }
    files.update({share / "icons" / path: data for path, data in icon_files().items()})
    return files


def install(share: Path, command: str) -> list[Path]:
    """Write the entry, the metadata and the icons under ``share``; the files written."""
    written = []
    for path, content in planned_files(share, command).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.new")
        temporary.write_bytes(content)
        temporary.replace(path)
        written.append(path)
    return written


def uninstall(share: Path) -> list[Path]:
    """Remove what :func:`install` writes (and the folders it leaves empty); what went."""
    removed = []
    for path in planned_files(share, "briscola"):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
        prune_empty_folders(path.parent, share)
    return removed


def prune_empty_folders(folder: Path, top: Path) -> None:
    """Remove ``folder`` and its parents while they are empty, up to (not including) ``top``."""
    while folder != top and top in folder.parents:
        try:
            folder.rmdir()
        except OSError:
            return
        folder = folder.parent
