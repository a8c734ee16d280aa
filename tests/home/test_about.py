"""About shows the icon, the version, the project's home page only if pyproject.toml names one
(today it names none: the game has no web site), and every licence."""

from __future__ import annotations

from email.message import Message

import pytest
from pytestqt.qtbot import QtBot

from briscola_qt import __version__
from briscola_qt.app.window import about as about_module
from briscola_qt.app.window.about import GPL_URL, AboutDialog, home_page
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
    assert home_page() is None  # pyproject.toml lists no [project.urls]
    assert page.count("href=") == 1 and f'href="{GPL_URL}"' in page  # the licence alone
    assert about.text.openExternalLinks()
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


def test_a_home_page_listed_in_the_metadata_is_linked(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    listed = Message()
    listed["Project-URL"] = "Source, https://example.org/briscola.git"
    listed["Project-URL"] = "Homepage, https://example.org/briscola"
    monkeypatch.setattr(about_module.metadata, "metadata", lambda _name: listed)
    assert home_page() == "https://example.org/briscola"
    about = AboutDialog()
    qtbot.addWidget(about)
    about.show()
    assert 'href="https://example.org/briscola"' in about.text.text()
