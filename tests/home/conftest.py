"""Fixtures for the home features: a throw-away data folder and the language put back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from briscola_qt.app.i18n import Translations


@pytest.fixture
def translations(qapp: QApplication) -> Iterator[Translations]:
    """The app's translators; English again after the test, whatever it switched to."""
    installed = Translations()
    yield installed
    installed.apply("en")
