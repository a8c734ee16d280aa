"""Tests never write outside temporary folders: the app's own data and settings folders,
as Qt resolves them inside the test process, lie under the system's temporary folder."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from briscola_qt.app.main import APP_NAME, ORGANIZATION
from briscola_qt.app.store.storage import default_data_dir


def test_the_apps_data_and_settings_folders_are_temporary(qapp: QApplication) -> None:
    names = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANIZATION)
    try:
        temporary = Path(tempfile.gettempdir()).resolve()
        assert temporary in default_data_dir().resolve().parents
        assert temporary in Path(QSettings().fileName()).resolve().parents
        assert Path.home().resolve() not in default_data_dir().resolve().parents
    finally:
        QCoreApplication.setApplicationName(names[0])
        QCoreApplication.setOrganizationName(names[1])
