"""The controller: owns the match and the hand, applies actions, and passes the events on.

It is the only place that changes the game. Views learn everything from its signals (the
engine's own event values) and answer with :meth:`Controller.view_settled` once those are
shown; the controller then takes the next step from its :class:`Phase`, never from flags
scattered over the views. The player is seat 0 and the computer seat 1.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from enum import Enum, auto
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from briscola_qt.engine import Action, Card, Hand, HandResult, IllegalPlayError, Match, SeatView
from briscola_qt.engine.events import Event, TrickWon
from briscola_qt.engine.match import MATCH_LENGTHS

log = logging.getLogger(__name__)

HUMAN = 0
COMPUTER = 1
PLAYERS = 2


class Phase(Enum):
    """What the table is waiting for."""

    NO_HAND = auto()
    SHOWING = auto()  # events are being animated
    HUMAN_TURN = auto()
    COMPUTER_TURN = auto()  # the bot is thinking
    HAND_OVER = auto()  # the summary is up; Enter or a click deals the next hand
    MATCH_OVER = auto()  # likewise, and the next hand starts a new match


class BotAsker(Protocol):
    """What the controller needs of the bot worker (a fake one in some tests)."""

    answered: SignalInstance  # (token, Action or None)

    def ask(self, token: int, level: str, seed: int, view: SeatView, pause_ms: int) -> None: ...

    def stop(self) -> None: ...


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A finished hand as the end-of-hand panel shows it."""

    result: HandResult
    wins: tuple[int, ...]
    hands_to_win: int
    match_over: bool

    @property
    def match_winner(self) -> int | None:
        if not self.match_over:
            return None
        return max(range(len(self.wins)), key=lambda side: self.wins[side])


class Controller(QObject):
    """Plays a match of two-player Briscola between the player and a bot."""

    hand_started = Signal(int)  # cards in the pack: the view stacks them as the stock
    events_ready = Signal(list)  # engine events, in order, for the view to show
    position_restored = Signal(list)  # a saved hand's events so far: laid out, not animated
    trick_finished = Signal(object)  # TrickWon, once applied (e.g. for a "last trick" view)
    phase_changed = Signal(object)  # Phase
    hand_finished = Signal(object)  # HandSummary
    level_changed = Signal(str)

    def __init__(
        self,
        bot: BotAsker,
        level: str,
        match_length: str = "best_of_three",
        seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._bot = bot
        self._bot.answered.connect(self._bot_answered)
        self._level = level
        self._match_length = match_length
        self._rng = random.Random(seed)
        self._token = 0
        self._bot_seed = 0
        self._next_dealer = COMPUTER  # so that the player leads the first hand
        self._phase = Phase.NO_HAND
        self._computer_pause_ms = 600
        self._match = self._make_match()
        self._hand: Hand | None = None

    # --- what the views may read ---------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def match(self) -> Match:
        return self._match

    @property
    def hand(self) -> Hand | None:
        return self._hand

    @property
    def level(self) -> str:
        return self._level

    def side_points(self) -> tuple[int, ...]:
        """Points captured so far in this hand (shown only if the player asks for them)."""
        return self._hand.side_points() if self._hand is not None else (0, 0)

    # --- settings that shape play --------------------------------------------------------

    def set_computer_pause(self, milliseconds: int) -> None:
        self._computer_pause_ms = milliseconds

    def set_level(self, level: str) -> None:
        """A new opponent: a new match, and a new hand dealt at once."""
        self._level = level
        self.level_changed.emit(level)
        self.new_match()

    def set_match_length(self, match_length: str) -> None:
        """Takes effect with the next match, so a match in progress keeps its rules."""
        if match_length not in MATCH_LENGTHS:
            raise ValueError(f"unknown match length {match_length!r}")
        self._match_length = match_length

    # --- actions -------------------------------------------------------------------------

    def new_match(self) -> None:
        self._match = self._make_match()
        self.new_hand()

    def new_hand(self) -> None:
        """Deal a new hand of the current match; a hand in progress is abandoned, not counted."""
        if self._match.is_over:
            self._match = self._make_match()
        dealer = self._next_dealer
        self._next_dealer = (dealer + 1) % PLAYERS
        self.start(Hand.shuffled(self._rng.getrandbits(64), PLAYERS, dealer, self._match.variants))

    def start(self, hand: Hand) -> None:
        """Show ``hand`` from its deal and play it."""
        self._begin(hand, hand.deal_events())

    def restore(self, match: Match, hand: Hand) -> None:
        """Carry on a saved match: the hand's deal is shown, then its plays so far."""
        self._match = match
        self._next_dealer = (hand.dealer + 1) % PLAYERS
        replay = Hand(hand.deck, hand.players, hand.dealer, hand.variants)
        events = replay.deal_events()
        for action in hand.actions:
            events += replay.apply(action)
        self._begin(hand, events, restored=True)

    def next_hand(self) -> None:
        """After the summary: the next hand of the match, or the first of a new match."""
        if self._phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            self.new_hand()

    def play(self, card: Card) -> bool:
        """The player plays ``card``; False (and nothing changes) when it is not allowed now."""
        hand = self._hand
        if self._phase is not Phase.HUMAN_TURN or hand is None:
            return False
        try:
            events = hand.apply(Action.play(card))
        except IllegalPlayError:
            return False
        self._show(events)
        return True

    def view_settled(self) -> None:
        """The view has shown every event: take the next step."""
        hand = self._hand
        if self._phase is not Phase.SHOWING or hand is None:
            return
        if hand.is_over:
            result = self._match.finish_hand(hand)
            summary = HandSummary(
                result, self._match.wins, self._match.hands_to_win, self._match.is_over
            )
            self._set_phase(Phase.MATCH_OVER if summary.match_over else Phase.HAND_OVER)
            self.hand_finished.emit(summary)
        elif hand.to_move == HUMAN:
            self._set_phase(Phase.HUMAN_TURN)
        else:
            self._token += 1
            self._set_phase(Phase.COMPUTER_TURN)
            view = SeatView.of(hand, COMPUTER)
            self._bot.ask(self._token, self._level, self._bot_seed, view, self._computer_pause_ms)

    def shutdown(self) -> None:
        """Quitting: any answer still on its way is dropped, and the bot thread ends."""
        self._token += 1
        self._phase = Phase.NO_HAND
        self._bot.stop()

    # --- inside --------------------------------------------------------------------------

    def _begin(self, hand: Hand, events: list[Event], restored: bool = False) -> None:
        self._token += 1
        self._hand = hand
        self._bot_seed = self._rng.getrandbits(32)
        self.hand_started.emit(len(hand.deck))
        self._show(events, restored)

    def _bot_answered(self, token: int, action: Action | None) -> None:
        hand = self._hand
        if token != self._token or self._phase is not Phase.COMPUTER_TURN or hand is None:
            log.debug("dropped a stale bot answer (token %d, now %d)", token, self._token)
            return
        events = self._apply_bot(hand, action)
        self._show(events)

    @staticmethod
    def _apply_bot(hand: Hand, action: Action | None) -> list[Event]:
        if action is not None:
            try:
                return hand.apply(action)
            except IllegalPlayError:
                log.exception("the bot chose an illegal move; it plays its first card instead")
        return hand.apply(Action.play(hand.cards_of(COMPUTER)[0]))

    def _show(self, events: list[Event], restored: bool = False) -> None:
        self._set_phase(Phase.SHOWING)
        for event in events:
            if isinstance(event, TrickWon):
                self.trick_finished.emit(event)
        (self.position_restored if restored else self.events_ready).emit(events)

    def _set_phase(self, phase: Phase) -> None:
        self._phase = phase
        self.phase_changed.emit(phase)

    def _make_match(self) -> Match:
        return Match(players=PLAYERS, hands_to_win=MATCH_LENGTHS[self._match_length])
