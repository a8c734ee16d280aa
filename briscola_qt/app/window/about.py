"""About: the icon, the version, the project's home page if it has one, and the licence of
everything a built copy of the game bundles."""

from __future__ import annotations

import platform
from html import escape
from importlib import metadata

import PySide6
from PySide6.QtCore import QSize, Qt, qVersion
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from briscola_qt import __version__
from briscola_qt.app.window.translated_dialog import TranslatedDialog

ICON = ":/icon/briscola.svg"
ICON_SIZE = 96
TEXT_WIDTH = 430
GPL_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
#: The distribution whose metadata (from pyproject.toml) may name the project's home page.
DISTRIBUTION = "briscola-qt"


def home_page() -> str | None:
    """The "Homepage" of pyproject.toml's [project.urls], as installed; None when it lists
    none (today: the game has no web site) or the copy carries no metadata."""
    try:
        urls = metadata.metadata(DISTRIBUTION).get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return None
    for entry in urls:
        label, _, url = entry.partition(",")
        if label.strip().lower() == "homepage":
            return url.strip()
    return None


class AboutDialog(TranslatedDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.icon = QLabel(self)
        self.icon.setFixedSize(ICON_SIZE, ICON_SIZE)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setOpenExternalLinks(True)  # the licence (and any home page), in a browser
        self.text.setFixedWidth(TEXT_WIDTH)
        content = QWidget(self)
        row = QHBoxLayout(content)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(18)
        row.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)
        self.stack_with_close_button(content)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        """The icon and the page are made when first shown: none of it delays the start."""
        if self.icon.pixmap().isNull():
            self.icon.setPixmap(QIcon(ICON).pixmap(QSize(ICON_SIZE, ICON_SIZE)))
        self.fill_page()
        super().showEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Briscola"))
        self.text.setAccessibleName(self.windowTitle())
        if self.isVisible():
            self.fill_page()

    def fill_page(self) -> None:
        self.text.setText(self.page_html())
        # A wrapped label does not tell a dialog its height: set it, so no line is cut off.
        self.text.setMinimumHeight(self.text.heightForWidth(TEXT_WIDTH))

    def page_html(self) -> str:
        heading = escape(self.tr("Briscola %1").replace("%1", __version__))
        tagline = escape(self.tr("The Italian card game, played with the computer."))
        url = home_page()
        link = "" if url is None else f'<p><a href="{escape(url)}">{escape(url)}</a></p>'
        licence = escape(
            self.tr(
                "Briscola is free software under the GNU General Public License, version 3 "
                "or later. The card decks, the sounds and the icon were made for this game and "
                "share its licence."
            )
        )
        # lupdate cannot see strings inside f-strings: every tr() stands on its own.
        read_licence = escape(self.tr("Read the licence"))
        licence_link = f'<a href="{GPL_URL}">{read_licence}</a>'
        included = escape(self.tr("Included in this copy:"))
        team = escape(self.tr("© 2026 The Briscola team"))
        items = "".join(f"<li>{escape(item)}</li>" for item in self.bundled())
        return (
            f"<h2 style='margin-bottom:2px'>{heading}</h2><p>{tagline}</p>{link}"
            f"<p>{licence} {licence_link}</p><p>{included}</p><ul>{items}</ul>"
            f"<p><small>{team}</small></p>"
        )

    def bundled(self) -> list[str]:
        """Each library a built copy carries, with its version and licence."""
        return [
            self.tr("Qt %1 and PySide6 %2: GNU Lesser General Public License, version 3")
            .replace("%1", qVersion())
            .replace("%2", PySide6.__version__),
            self.tr("miniaudio and cffi (the sound): MIT licence"),
            self.tr("Python %1: Python Software Foundation License").replace(
                "%1", platform.python_version()
            ),
        ]
