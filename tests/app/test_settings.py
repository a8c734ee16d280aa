"""Typed settings: defaults in one place, bad stored values fall back, bad new values refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from briscola_qt.app.store.settings import LEVELS, Settings, next_in


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_defaults_when_nothing_is_stored(store: QSettings) -> None:
    settings = Settings(store)
    assert settings.level == "normal"
    assert settings.speed == "normal"
    assert settings.match_length == "best_of_three"
    assert settings.show_points is False
    assert settings.players == 2 and settings.partners_show is False
    assert settings.geometry is None
    assert settings.deck(("neapolitan", "piacentine")) == "neapolitan"


def test_values_survive_a_new_settings_object(store: QSettings, tmp_path: Path) -> None:
    settings = Settings(store)
    settings.level = "hard"
    settings.speed = "instant"
    settings.match_length = "best_of_five"
    settings.show_points = True
    settings.players = 6
    settings.partners_show = True
    settings.set_deck("piacentine")
    settings.geometry = QByteArray(b"geometry")
    settings.sync()
    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert (again.level, again.speed, again.match_length) == ("hard", "instant", "best_of_five")
    assert again.show_points is True
    assert again.players == 6 and again.partners_show is True
    assert again.deck(("neapolitan", "piacentine")) == "piacentine"
    assert again.geometry == QByteArray(b"geometry")


def test_bad_stored_values_fall_back_to_the_defaults(store: QSettings) -> None:
    store.setValue("game/level", "grandmaster")
    store.setValue("table/speed", 7)
    store.setValue("game/match_length", "")
    store.setValue("table/show_points", "perhaps")
    store.setValue("game/players", "7")  # 5 is Briscola chiamata now
    store.setValue("table/deck", "tarocchi")
    store.setValue("window/geometry", "not bytes")
    settings = Settings(store)
    assert settings.level == "normal"
    assert settings.speed == "normal"
    assert settings.match_length == "best_of_three"
    assert settings.show_points is False
    assert settings.players == 2
    assert settings.deck(("neapolitan", "piacentine")) == "neapolitan"
    assert settings.deck(("piacentine",)) == "piacentine"
    assert settings.geometry is None


def test_flags_read_qsettings_spellings(store: QSettings) -> None:
    settings = Settings(store)
    for stored, expected in (("true", True), ("1", True), ("false", False), ("0", False)):
        store.setValue("table/show_points", stored)
        assert settings.show_points is expected


def test_a_value_outside_the_choices_is_refused(store: QSettings) -> None:
    settings = Settings(store)
    with pytest.raises(ValueError, match="game/level"):
        settings.level = "impossible"
    assert settings.level == "normal"
    with pytest.raises(ValueError, match="game/players"):
        settings.players = 7


def test_next_in_cycles() -> None:
    assert [next_in(LEVELS, level) for level in LEVELS] == ["normal", "hard", "easy"]
    assert next_in(LEVELS, "unknown") == "easy"
