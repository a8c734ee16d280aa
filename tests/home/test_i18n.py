"""Italian: every string translated, the compiled file current, names and windows switched live."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from briscola_qt.app.window.about import AboutDialog
from briscola_qt.app.window.help import HelpDialog
from briscola_qt.app.window.i18n import (
    Translations,
    card_name,
    level_name,
    resolve_language,
    system_language,
)
from briscola_qt.engine import Card
from tools import i18n as i18n_tool


@pytest.mark.parametrize("language", i18n_tool.LANGUAGES)
def test_every_string_of_the_code_is_translated(tmp_path: Path, language: str) -> None:
    """lupdate over today's sources into a copy of the .ts: nothing may be left unfinished."""
    copy = tmp_path / i18n_tool.ts_path(language).name
    shutil.copy(i18n_tool.ts_path(language), copy)
    i18n_tool.update(copy)
    assert i18n_tool.unfinished(copy) == [], "run `python tools/i18n.py` and translate these"


@pytest.mark.parametrize("language", i18n_tool.LANGUAGES)
def test_compiled_translation_is_current(tmp_path: Path, language: str) -> None:
    source = i18n_tool.ts_path(language)
    fresh = tmp_path / "fresh.qm"
    i18n_tool.compile_ts(source, fresh)
    assert source.with_suffix(".qm").read_bytes() == fresh.read_bytes(), (
        "stale .qm: run `python tools/i18n.py`"
    )


def test_card_and_level_names_follow_the_language(translations: Translations) -> None:
    translations.apply("en")
    assert card_name(Card.parse("Ad")) == "Ace of coins"
    assert card_name(Card.parse("Qs")) == "Knight of swords"
    assert translations.apply("it") == "it"
    names = [card_name(Card.parse(code)) for code in ("Ad", "3c", "Kb", "Qs", "Jd", "7b")]
    assert names == [
        "Asso di denari",
        "Tre di coppe",
        "Re di bastoni",
        "Cavallo di spade",
        "Fante di denari",
        "Sette di bastoni",
    ]
    assert level_name("hard") == "Difficile"
    translations.apply("en")
    assert card_name(Card.parse("Jd")) == "Jack of coins"


def test_system_choice_follows_the_locale() -> None:
    assert system_language(QLocale("it_CH")) == "it"
    assert system_language(QLocale("de_DE")) == "en"
    assert resolve_language("system", QLocale("it_IT")) == "it"
    assert resolve_language("en", QLocale("it_IT")) == "en"


def test_open_windows_change_language_live(qtbot: QtBot, translations: Translations) -> None:
    help_dialog, about = HelpDialog(), AboutDialog()
    for dialog in (help_dialog, about):
        qtbot.addWidget(dialog)
        dialog.show()
    assert help_dialog.windowTitle() == "Briscola help"
    translations.apply("it")
    qtbot.waitUntil(lambda: help_dialog.windowTitle() == "Guida di Briscola")
    assert "Come si gioca a briscola" in help_dialog.browser.toPlainText()
    assert "briscola scoperta" in help_dialog.browser.toPlainText()
    assert about.windowTitle() == "Informazioni su Briscola"
    assert "LGPL" not in about.text.text() and "Lesser General Public" in about.text.text()
    translations.apply("en")
    qtbot.waitUntil(lambda: help_dialog.windowTitle() == "Briscola help")
