"""The controller: owns the match and the hand, applies actions, and passes the events on.

It is the only place that changes the game, and every move goes through one method
(:meth:`Controller._apply`), whoever made it. Views learn everything from its signals and
answer with :meth:`Controller.view_settled` once those are shown; the controller then takes
the next step from its :class:`Phase`, never from flags scattered over the views.

Who sits where is the :class:`Seating`: the human at one seat, a bot (all at the chosen
level, partners included) at every other. The views receive only what the human's seat may
know (:mod:`briscola_qt.app.game.sight`): its events with hidden cards as None and its
:class:`SeatView`, never the hand.

With five players the game is Briscola chiamata: the hand is a :class:`ChiamataHand` (the
auction, the call and the play are all its actions, through the same one apply), the match
a :class:`ChiamataMatch` of deals, and a finished deal a :class:`DealSummary`.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from enum import Enum, auto
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from briscola_qt.app.game.bot_worker import BotAnswer, BotRequest, RequestKind
from briscola_qt.app.game.chiamata_deals import (
    TABLE_DEALS,
    AnyMatch,
    DealSummary,
    players_of,
    summary_of,
)
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.game.sight import AnyView, Sight, view_of
from briscola_qt.engine import (
    Action,
    Card,
    Hand,
    HandResult,
    IllegalPlayError,
    Match,
    Record,
    Trick,
    Variants,
    record_of,
)
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.core import EXCHANGE_OFF
from briscola_qt.engine.events import Event, TrickWon
from briscola_qt.engine.hand import CHIAMATA_PLAYERS
from briscola_qt.engine.match import CHIAMATA_MATCH_DEALS, MATCH_LENGTHS, ChiamataMatch
from briscola_qt.engine.record import AnyHand

log = logging.getLogger(__name__)

#: The human's seat at this table (Seating's default): the bottom of the screen.
HUMAN = 0


class Phase(Enum):
    """What the table is waiting for."""

    NO_HAND = auto()
    SHOWING = auto()  # events are being animated
    HUMAN_TURN = auto()
    COMPUTER_TURN = auto()  # a computer seat is thinking
    HAND_OVER = auto()  # the summary is up; Enter or a click deals the next hand
    MATCH_OVER = auto()  # likewise, and the next hand starts a new match


class BotAsker(Protocol):
    """What the controller needs of the bot worker (a fake one in some tests)."""

    answered: SignalInstance  # BotAnswer

    def ask(self, request: BotRequest) -> None: ...

    def stop(self) -> None: ...


@dataclass(frozen=True, slots=True)
class HandSummary:
    """A finished hand as the end-of-hand panel shows it."""

    result: HandResult
    wins: tuple[int, ...]
    hands_to_win: int
    match_over: bool
    seating: Seating
    #: Every trick of the hand (all played face up, so the player may know them).
    tricks: tuple[Trick, ...] = ()

    @property
    def match_winner(self) -> int | None:
        """The side that won the match, once it is over."""
        if not self.match_over:
            return None
        return max(range(len(self.wins)), key=lambda side: self.wins[side])


@dataclass(frozen=True, slots=True)
class AbandonedHand:
    """A hand given up before its end (a new deal, level or player count): it counts as lost."""

    level: str
    players: int
    #: What the human's side had taken when it was given up.
    points: int


class Controller(QObject):
    """Plays a match of Briscola between the player and a bot in every other seat."""

    seating_changed = Signal(object)  # Seating: the table is laid out for new seats
    hand_started = Signal(int)  # cards in the pack: the view stacks them as the stock
    events_ready = Signal(list)  # events as the human's seat sees them, in order
    position_restored = Signal(list)  # a saved hand's events so far: laid out, not animated
    trick_finished = Signal(object)  # TrickWon, once applied (e.g. for a "last trick" view)
    phase_changed = Signal(object)  # Phase
    hand_finished = Signal(object)  # HandSummary, or DealSummary in Briscola chiamata
    hand_abandoned = Signal(object)  # AbandonedHand
    level_changed = Signal(str)

    def __init__(
        self,
        bot: BotAsker,
        level: str,
        match_length: str = "best_of_three",
        seed: int | None = None,
        parent: QObject | None = None,
        *,
        players: int = 2,
        partners_show: bool = False,
        trump_exchange: str = EXCHANGE_OFF,
        open_hands: bool = False,
        chiamata_deals: int = TABLE_DEALS,
    ) -> None:
        super().__init__(parent)
        self._bot = bot
        self._bot.answered.connect(self._bot_answered)
        self._level = level
        self._match_length = match_length
        self._partners_show = partners_show
        self._trump_exchange = trump_exchange
        self._open_hands = open_hands
        self._chiamata_deals = chiamata_deals
        self._seating = Seating(players, HUMAN)
        self._sight = Sight(HUMAN)
        self._rng = random.Random(seed)
        self._token = 0
        self._bot_seed = 0
        self._next_dealer = self._first_dealer()
        self._phase = Phase.NO_HAND
        self._computer_pause_ms = 600
        self._match: AnyMatch = self._make_match()
        self._hand: AnyHand | None = None

    # --- what the views may read ---------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def seating(self) -> Seating:
        return self._seating

    @property
    def match(self) -> AnyMatch:
        return self._match

    @property
    def level(self) -> str:
        return self._level

    @property
    def view(self) -> AnyView | None:
        """What the human's seat knows of the hand: all the views may read of it."""
        return self._sight.view(self._hand) if self._hand is not None else None

    def side_points(self) -> tuple[int, ...]:
        """Points captured so far in this hand (shown only if the player asks for them)."""
        hand = self._hand
        if hand is None:
            return (0,) * self._seating.sides
        return hand.seat_points() if isinstance(hand, ChiamataHand) else hand.side_points()

    @property
    def hand_in_progress(self) -> bool:
        """A card is on the table and the hand is not over: giving it up would lose it."""
        hand = self._hand
        return (
            hand is not None
            and bool(hand.actions)
            and not hand.is_over
            and self._phase not in (Phase.NO_HAND, Phase.HAND_OVER, Phase.MATCH_OVER)
        )

    # --- for saving and records, never for views -------------------------------------------

    @property
    def hand(self) -> AnyHand | None:
        """The whole hand, every card in it: for the save file and tests, not for showing."""
        return self._hand

    def record(self) -> Record | None:
        return record_of(self._hand) if self._hand is not None else None

    # --- settings that shape play --------------------------------------------------------

    def set_computer_pause(self, milliseconds: int) -> None:
        self._computer_pause_ms = milliseconds

    def set_level(self, level: str) -> None:
        """A new opponent: a new match, and a new hand dealt at once."""
        self._give_up_hand()
        self._level = level
        self.level_changed.emit(level)
        self.new_match()

    def set_players(self, players: int) -> None:
        """Another number at the table: new seats, a new match and a new deal."""
        if players == self._seating.players:
            return
        self._give_up_hand()
        self._seating = Seating(players, HUMAN)
        self._next_dealer = self._first_dealer()
        self.seating_changed.emit(self._seating)
        self.new_match()

    def set_match_length(self, match_length: str) -> None:
        """Takes effect with the next match, so a match in progress keeps its rules."""
        if match_length not in MATCH_LENGTHS:
            raise ValueError(f"unknown match length {match_length!r}")
        self._match_length = match_length

    def set_chiamata_deals(self, deals: int) -> None:
        """Deals in the next chiamata match (5 or 10); the match in progress keeps its own."""
        if deals not in CHIAMATA_MATCH_DEALS:
            raise ValueError(f"a chiamata match is 5 or 10 deals, not {deals!r}")
        self._chiamata_deals = deals

    def set_partners_show(self, on: bool) -> None:
        """The partnership option takes effect with the next match, like the match length."""
        self._partners_show = on

    def set_table_rules(self, trump_exchange: str, open_hands: bool) -> None:
        """Game > Rules: the trump exchange and open hands, from the next match on."""
        self._trump_exchange = trump_exchange
        self._open_hands = open_hands

    # --- actions -------------------------------------------------------------------------

    def new_match(self) -> None:
        self._match = self._make_match()
        self.new_hand()

    def new_hand(self) -> None:
        """Deal a new hand of the current match; a hand in progress is given up (and lost)."""
        self._give_up_hand()
        if self._match.is_over:
            self._match = self._make_match()
        dealer = self._next_dealer
        self._next_dealer = (dealer + 1) % self._seating.players
        seed = self._rng.getrandbits(64)
        match = self._match
        if isinstance(match, ChiamataMatch):
            self.start(ChiamataHand.shuffled(seed, dealer))
        else:
            self.start(Hand.shuffled(seed, match.players, dealer, match.variants))

    def start(self, hand: AnyHand) -> None:
        """Show ``hand`` from its deal and play it."""
        self._begin(hand, hand.deal_events())

    def restore(self, match: AnyMatch, hand: AnyHand, events: list[Event]) -> None:
        """Carry on a saved match: ``hand`` as its record's replay left it, and the events
        that replay gave (the deal, then every action), laid out at once."""
        players = players_of(match)
        if players != self._seating.players:
            self._seating = Seating(players, HUMAN)
            self.seating_changed.emit(self._seating)
        self._match = match
        self._next_dealer = (hand.dealer + 1) % hand.players
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
        return self._apply(hand, Action.play(card))

    def act(self, action: Action) -> bool:
        """The player bids, passes or calls (Briscola chiamata); False when not allowed now."""
        hand = self._hand
        if self._phase is not Phase.HUMAN_TURN or hand is None:
            return False
        return self._apply(hand, action)

    def exchange(self) -> bool:
        """The player gives the 7 (or 2) of trumps for the briscola; False if not allowed now."""
        hand = self._hand
        if self._phase is not Phase.HUMAN_TURN or not isinstance(hand, Hand):
            return False  # no hand, or Briscola chiamata: no briscola to take
        trump = hand.exchangeable()
        return trump is not None and self._apply(hand, Action.exchange(trump))

    def view_settled(self) -> None:
        """The view has shown every event: take the next step."""
        hand = self._hand
        if self._phase is not Phase.SHOWING or hand is None:
            return
        seat = hand.to_move
        if seat is None:
            summary = self._finish(hand)
            self._set_phase(Phase.MATCH_OVER if summary.match_over else Phase.HAND_OVER)
            self.hand_finished.emit(summary)
        elif seat == self._seating.human:
            self._set_phase(Phase.HUMAN_TURN)
        else:
            self._token += 1
            self._set_phase(Phase.COMPUTER_TURN)
            request = BotRequest(
                RequestKind.MOVE,
                self._token,
                seat,
                self._level,
                self._bot_seed,
                view_of(hand, seat),
                self._computer_pause_ms,
            )
            self._bot.ask(request)

    def shutdown(self) -> None:
        """Quitting: any answer still on its way is dropped, and the bot thread ends."""
        self._token += 1
        self._phase = Phase.NO_HAND
        self._bot.stop()

    # --- inside --------------------------------------------------------------------------

    def _finish(self, hand: AnyHand) -> HandSummary | DealSummary:
        """Count the finished hand (or deal) in the match: what the summary shows."""
        match, tricks = self._match, tuple(hand.tricks)
        if isinstance(match, ChiamataMatch):
            assert isinstance(hand, ChiamataHand)
            return summary_of(match, match.finish_deal(hand), self._seating, tricks)
        assert isinstance(hand, Hand)
        result = match.finish_hand(hand)
        return HandSummary(
            result, match.wins, match.hands_to_win, match.is_over, self._seating, tricks
        )

    def _begin(self, hand: AnyHand, events: list[Event], restored: bool = False) -> None:
        self._token += 1
        self._hand = hand
        self._sight.new_hand()
        self._bot_seed = self._rng.getrandbits(32)
        self.hand_started.emit(len(hand.deck))
        self._show(events, restored)

    def _give_up_hand(self) -> None:
        """Say that the hand in progress is abandoned (the statistics count it as lost)."""
        hand = self._hand
        if hand is None or not self.hand_in_progress:
            return
        points = self.side_points()[self._seating.side_of(self._seating.human)]
        self._token += 1  # a bot answer on its way belongs to the abandoned hand
        self._phase = Phase.NO_HAND
        self.hand_abandoned.emit(AbandonedHand(self._level, self._seating.players, points))

    def _bot_answered(self, answer: BotAnswer) -> None:
        request, hand = answer.request, self._hand
        if request.kind is not RequestKind.MOVE:
            return  # a hint or a review: its asker listens for it
        if request.token != self._token or self._phase is not Phase.COMPUTER_TURN or not hand:
            log.debug("dropped a stale bot answer (token %d, now %d)", request.token, self._token)
            return
        action = answer.action
        if action is None or action not in hand.legal_actions():
            log.error(
                "seat %d's bot answered %r; it plays a legal card instead", request.seat, action
            )
            action = hand.legal_actions()[0]  # a card (plays come first), or a pass
        self._apply(hand, action)

    def _apply(self, hand: AnyHand, action: Action) -> bool:
        """The one place a move is made: apply ``action`` for the seat to move, show it."""
        try:
            events = hand.apply(action)
        except IllegalPlayError:
            return False
        self._show(events)
        return True

    def _show(self, events: list[Event], restored: bool = False) -> None:
        hand = self._hand
        assert hand is not None
        self._set_phase(Phase.SHOWING)
        for event in events:
            if isinstance(event, TrickWon):
                self.trick_finished.emit(event)
        seen = self._sight.events(hand, events)
        (self.position_restored if restored else self.events_ready).emit(seen)

    def _set_phase(self, phase: Phase) -> None:
        self._phase = phase
        self.phase_changed.emit(phase)

    def _first_dealer(self) -> int:
        """The seat before the human's deals the first hand, so the player leads it."""
        return (self._seating.human - 1) % self._seating.players

    def _make_match(self) -> AnyMatch:
        players = self._seating.players
        if players == CHIAMATA_PLAYERS:
            return ChiamataMatch(self._chiamata_deals, self._next_dealer)
        variants = Variants(
            trump_exchange=self._trump_exchange,
            open_hands=self._open_hands and players == 2,
            partners_show=self._partners_show and players in (4, 6),
        )
        return Match(players, MATCH_LENGTHS[self._match_length], variants)
