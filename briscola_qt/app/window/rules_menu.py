"""Game > Rules: the trump exchange (off, 7 only, 2 and 7) and open hands (two players), chosen
before a match and remembered; and the exchange itself, offered on the face-up briscola.

A new rule starts a new match, after the one guard has asked whether to give up a hand in
progress. When the player may exchange (RULES.md), the briscola wears a badge; a click on it
or X makes the exchange, which the table animates like any other event.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from briscola_qt.app.game.controller import Controller, Phase
from briscola_qt.app.store.settings import Settings
from briscola_qt.app.table.coach_marks import CoachMarks
from briscola_qt.app.window.toast import Toast
from briscola_qt.engine import SeatView
from briscola_qt.engine.core import EXCHANGE_OFF, EXCHANGE_RULES, EXCHANGE_SEVEN


class RulesMenu(QObject):
    """The Rules submenu, the X key and the briscola's badge."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        controller: Controller,
        marks: CoachMarks,
        allows: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._controller = controller
        self._marks = marks
        self._allows = allows
        self.menu = QMenu(window)
        group = QActionGroup(self)
        self.exchange_choices: dict[str, QAction] = {}
        for rule in EXCHANGE_RULES:
            action = QAction(group)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, r=rule: self.set_trump_exchange(r))
            self.menu.addAction(action)
            self.exchange_choices[rule] = action
        self.menu.addSeparator()
        self.open_hands = QAction(self.menu)
        self.open_hands.setCheckable(True)
        self.open_hands.triggered.connect(self.set_open_hands)
        self.menu.addAction(self.open_hands)
        self.exchange_action = QAction(window)
        self.exchange_action.setShortcut(QKeySequence("X"))
        self.exchange_action.triggered.connect(lambda _checked=False: self.exchange())
        window.addAction(self.exchange_action)
        marks.exchange_clicked.connect(self.exchange)
        controller.phase_changed.connect(self._phase_changed)
        controller.seating_changed.connect(lambda _seating: self._show_checks())
        window.installEventFilter(self)
        self._show_checks()
        self.retranslate()

    def add_to(self, menu: QMenu) -> None:
        menu.addMenu(self.menu)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Rules"))
        labels = {
            EXCHANGE_OFF: self.tr("No trump exchange"),
            EXCHANGE_SEVEN: self.tr("Exchange the 7 of trumps"),
        }
        for rule, action in self.exchange_choices.items():
            action.setText(labels.get(rule, self.tr("Exchange the 2 or the 7 of trumps")))
        self.open_hands.setText(self.tr("&Open hands (two players)"))
        self.exchange_action.setText(self.tr("E&xchange the trump for the briscola"))
        self._phase_changed(self._controller.phase)

    # --- choosing the rules ---------------------------------------------------------------

    def set_trump_exchange(self, rule: str) -> None:
        if rule != self._settings.trump_exchange and self._allows():
            self._settings.trump_exchange = rule
            self._new_rules()
        self._show_checks()

    def set_open_hands(self, on: bool) -> None:
        if on != self._settings.open_hands and self._allows():
            self._settings.open_hands = on
            self._new_rules()
        self._show_checks()

    def _new_rules(self) -> None:
        settings = self._settings
        self._controller.set_table_rules(settings.trump_exchange, settings.open_hands)
        self._controller.new_match()
        message = self.tr("New rules: a new match begins.")
        Toast.on(self._window.centralWidget()).show_message(message)

    def _show_checks(self) -> None:
        self.exchange_choices[self._settings.trump_exchange].setChecked(True)
        self.open_hands.setChecked(self._settings.open_hands)
        self.open_hands.setEnabled(self._controller.seating.players == 2)

    # --- the exchange ---------------------------------------------------------------------

    def exchange(self) -> bool:
        """Give the trump for the briscola now, if the player may (else nothing happens)."""
        return self._controller.exchange()

    def _phase_changed(self, phase: Phase) -> None:
        view = self._controller.view
        offered = (
            phase is Phase.HUMAN_TURN
            and isinstance(view, SeatView)
            and view.exchangeable is not None
        )
        self.exchange_action.setEnabled(offered)
        self._marks.show_badge(self.tr("X: exchange") if offered else "")
