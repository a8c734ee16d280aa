"""About shows the icon, the version, a working link to the project and every licence."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from briscola_qt import __url__, __version__
from briscola_qt.app.window.about import AboutDialog
from briscola_qt.app.window.i18n import Translations


def test_icon_version_link_and_licences_in_both_languages(
    qtbot: QtBot, translations: Translations
) -> None:
    about = AboutDialog()
    qtbot.addWidget(about)
    about.show()
    pixmap = about.icon.pixmap()
    assert not pixmap.isNull() and pixmap.width() >= 64  # the game's icon, not a blank
    page = about.text.text()
    assert f"Briscola {__version__}" in page
    assert f'href="{__url__}"' in page and about.text.openExternalLinks()
    for licence in ("GNU General Public License", "Lesser General Public", "MIT"):
        assert licence in page
    assert "miniaudio" in page and "PySide6" in page
    assert "Pillow" not in page  # it draws the decks at build time; no copy carries it
    # Nothing is cut off: the text gets the height its wrapped lines need.
    assert about.text.height() >= about.text.heightForWidth(about.text.width())
    translations.apply("it")
    qtbot.waitUntil(lambda: about.windowTitle() == "Informazioni su Briscola")
    assert "Il gioco di carte italiano" in about.text.text()
    assert "Leggi la licenza" in about.text.text()
    assert about.text.height() >= about.text.heightForWidth(about.text.width())
