"""The base of the game's small windows: texts that follow the interface language live."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget


class TranslatedDialog(QDialog):
    """A dialog that sets every text in :meth:`retranslate`, run again on a language switch."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        raise NotImplementedError

    def stack_with_close_button(self, content: QWidget) -> QDialogButtonBox:
        """Lay out ``content`` above a Close button; the button box takes more buttons."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(content)
        layout.addWidget(buttons)
        return buttons
