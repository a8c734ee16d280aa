"""About: the version, and the licence of everything a built copy of the game bundles."""

from __future__ import annotations

import platform
from html import escape

import PIL
import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QLabel, QWidget

from briscola_qt import __version__
from briscola_qt.app.window.translated_dialog import TranslatedDialog


class AboutDialog(TranslatedDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setOpenExternalLinks(False)
        self.stack_with_close_button(self.text)
        self.setMinimumWidth(480)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Briscola"))
        self.text.setAccessibleName(self.windowTitle())
        self.text.setText(self.page_html())

    def page_html(self) -> str:
        heading = escape(self.tr("Briscola %1").replace("%1", __version__))
        lines = [
            self.tr("The Italian card game, one against the computer."),
            self.tr(
                "Briscola is free software under the GNU General Public License, version 3 "
                "or later. The card decks and the icon were drawn for this game and share "
                "its licence."
            ),
        ]
        bundled = [
            self.tr("Qt %1 and PySide6 %2: GNU Lesser General Public License, version 3")
            .replace("%1", qVersion())
            .replace("%2", PySide6.__version__),
            self.tr("Pillow %1: MIT-CMU licence").replace("%1", PIL.__version__),
            self.tr("Python %1: Python Software Foundation License").replace(
                "%1", platform.python_version()
            ),
        ]
        items = "".join(f"<li>{escape(item)}</li>" for item in bundled)
        paragraphs = "".join(f"<p>{escape(line)}</p>" for line in lines)
        included = escape(self.tr("Included in this copy:"))
        return f"<h2>{heading}</h2>{paragraphs}<p>{included}</p><ul>{items}</ul>"
