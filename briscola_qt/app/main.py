"""GUI entry point (`briscola`): parse the options, set up the QApplication, show the window."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
from collections.abc import Mapping, MutableMapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir, QFile
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from briscola_qt import __version__
from briscola_qt.app import desktop_entry
from briscola_qt.app.desktop_entry import DESKTOP_ID, DesktopEntryError
from briscola_qt.app.single_instance import SingleInstance, bring_forward
from briscola_qt.app.smoke import arm_smoke_test
from briscola_qt.app.store.storage import default_data_dir
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.cli.common import OneLineErrorParser

APP_NAME = "Briscola"
ORGANIZATION = "Briscola"
ICON_DIR = ":/icon"

# Options that QGuiApplication/QApplication take from the command line (Qt 6 docs).
QT_OPTIONS_WITH_VALUE = frozenset(
    {"platform", "platformpluginpath", "platformtheme", "plugin", "display", "session"}
    | {"qwindowgeometry", "qwindowicon", "qwindowtitle", "geometry", "title", "name"}
    | {"style", "stylesheet"}
)
QT_FLAGS = frozenset({"reverse", "nograb", "dograb", "sync", "widgetcount"})

log = logging.getLogger(__name__)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineErrorParser(
        prog="briscola",
        description="Briscola, the Italian card game, against the computer.",
        epilog="Qt's own options (-platform, -style, -reverse, ...) are accepted too.",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="show the window, print the start-up time to its first painted frame and quit",
    )
    desktop = parser.add_argument_group("desktop integration (for a pipx or pip install)")
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="put the menu entry, the AppStream metadata and the icons in place, then quit",
    )
    desktop.add_argument(
        "--uninstall-desktop", action="store_true", help="remove what --install-desktop put"
    )
    desktop.add_argument(
        "--data-home", type=Path, help="where they go (default: $XDG_DATA_HOME or ~/.local/share)"
    )
    desktop.add_argument(
        "--exec", dest="command", help="the command the menu entry runs (default: this one)"
    )
    return parser


def manage_desktop_entry(options: argparse.Namespace) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``: the paths touched on stdout (for an
    installer's list of files), one line of summary on stderr."""
    share = options.data_home or desktop_entry.data_home()
    try:
        if options.uninstall_desktop:
            touched = desktop_entry.uninstall(share)
            summary = f"removed the menu entry and icons from {share}"
        else:
            command = options.command or desktop_entry.launcher_command()
            touched = desktop_entry.install(share, command)
            summary = f"menu entry and icons in {share}, starting {command}"
    except (DesktopEntryError, OSError) as error:
        print(f"briscola: {error}", file=sys.stderr)
        return 1
    for path in touched:
        print(path)
    print(f"briscola: {summary}", file=sys.stderr)
    return 0


def split_qt_options(args: list[str]) -> tuple[list[str], list[str]]:
    """Split the arguments argparse left over into Qt's own options and unknown ones.

    Checked before the QApplication exists, so a typo gets a one-line error even where Qt
    could not start (no display) instead of a platform-plugin abort.
    """
    qt_args: list[str] = []
    unknown: list[str] = []
    remaining = iter(args)
    for arg in remaining:
        name, equals, _ = arg.lstrip("-").partition("=")
        is_option = arg.startswith("-")
        if is_option and name in QT_OPTIONS_WITH_VALUE and not equals:
            value = next(remaining, None)
            if value is None:
                unknown.append(arg)
            else:
                qt_args += [arg, value]
        elif is_option and (name in QT_OPTIONS_WITH_VALUE or (name in QT_FLAGS and not equals)):
            qt_args.append(arg)
        else:
            unknown.append(arg)
    return qt_args, unknown


def register_resources() -> bool:
    """Load the compiled art (`:/decks/...`, `:/icon/...`); False if it was never built."""
    try:
        import briscola_qt.resources_rc  # noqa: F401  (registers the resources on import)
    except ImportError:
        log.warning("compiled resources missing: run `make resources` (no card art or icon)")
        return False
    return True


def application_icon() -> QIcon:
    """The app icon from the resources: the SVG plus any `briscola-<N>.png` renderings."""
    icon = QIcon()
    if QFile.exists(f"{ICON_DIR}/briscola.svg"):
        icon.addFile(f"{ICON_DIR}/briscola.svg")
    for name in QDir(ICON_DIR).entryList(["briscola-*.png"]):
        icon.addFile(f"{ICON_DIR}/{name}")
    return icon


def set_application_names() -> None:
    """The names QSettings, QStandardPaths (the data folder) and the desktop use."""
    QApplication.setApplicationName(APP_NAME)
    QApplication.setOrganizationName(ORGANIZATION)
    QApplication.setApplicationVersion(__version__)
    QApplication.setDesktopFileName(DESKTOP_ID)


def display_problem(environ: Mapping[str, str], qt_args: list[str]) -> str | None:
    """Why no window can open here, in one line, before Qt aborts with a misleading message
    about xcb-cursor0; None when a display is set or a platform was chosen explicitly."""
    if not sys.platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    if any(arg.lstrip("-").partition("=")[0] == "platform" for arg in qt_args):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset): start "
        "Briscola from a desktop session, or on a server with: xvfb-run -a briscola"
    )


def prefer_xwayland_without_wayland_plugin(environ: MutableMapping[str, str]) -> None:
    """Under Wayland with no Qt Wayland plugin (the bundle leaves it out) go straight to
    XWayland, instead of Qt printing a missing-plugin line at every start."""
    xwayland = environ.get("WAYLAND_DISPLAY") and environ.get("DISPLAY")
    if environ.get("QT_QPA_PLATFORM") or not xwayland:
        return
    folders = [Path(folder) / "platforms" for folder in QCoreApplication.libraryPaths()]
    if not any(next(folder.glob("libqwayland*"), None) for folder in folders if folder.is_dir()):
        environ["QT_QPA_PLATFORM"] = "xcb"


def create_application(qt_argv: list[str]) -> QApplication:
    """The QApplication with the names QSettings and the desktop use, and the window icon."""
    set_application_names()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(qt_argv)
    icon = application_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    return app


def main(argv: list[str] | None = None) -> int:
    """Run the game; returns the process exit status."""
    logging.basicConfig(format="briscola: %(levelname)s: %(message)s")
    parser = build_parser()
    args = sys.argv[1:] if argv is None else argv
    try:
        options, other_args = parser.parse_known_args(args)
        qt_args, unknown = split_qt_options(other_args)
        if unknown:
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    except SystemExit as stop:  # --help, --version or a bad option: argparse has printed it
        return stop.code if isinstance(stop.code, int) else 2

    # Ctrl+C in the terminal ends the game: Python's own handler would wait for the Qt
    # event loop to return to Python, which it never does while the window is idle.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    if options.install_desktop or options.uninstall_desktop:
        register_resources()
        return manage_desktop_entry(options)
    set_application_names()
    data_dir = default_data_dir()
    instance = SingleInstance(data_dir)
    if not instance.acquire():
        instance.ask_the_first_to_come_forward()
        print("briscola: already running; its window was brought forward", file=sys.stderr)
        return 0
    problem = display_problem(os.environ, qt_args)
    if problem:
        print(f"briscola: {problem}", file=sys.stderr)
        instance.release()
        return 1
    prefer_xwayland_without_wayland_plugin(os.environ)
    register_resources()
    app = create_application([parser.prog, *qt_args])

    window = MainWindow(data_dir=data_dir)
    instance.bring_forward.connect(lambda: bring_forward(window))
    instance.listen()
    if options.smoke_test:
        arm_smoke_test(window)
    window.show()
    status = app.exec()
    # The loop can end without the window closing (the smoke test, a session logout): close
    # it anyway so it stops its worker threads before Python tears the objects down.
    window.close()
    instance.release()
    return status
