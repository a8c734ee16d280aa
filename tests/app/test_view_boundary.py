"""The views never receive a card the player may not know (as the bots' own test proves for
them): re-dealing every hidden card leaves what the views get unchanged, and the real table
never holds a hidden card, at every player count, with partners showing their hands too."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.game.controller import HUMAN, Phase
from briscola_qt.app.game.sight import Sight
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import CARDS, Action, Card, Hand, Record, SeatView, Variants, record_of
from briscola_qt.engine.events import BriscolaTaken, CardDealt, CardDrawn, CardsShown, Event
from tests.bots.helpers import random_position
from tests.bots.test_information_boundary import redealt

from .helpers import wait_for

CASES = [
    (2, Variants()),
    (2, Variants(trump_exchange="two_and_seven")),
    (2, Variants(open_hands=True)),
    (3, Variants()),
    (4, Variants()),
    (4, Variants(partners_show=True, trump_exchange="seven")),
    (6, Variants(partners_show=True)),
]


def as_seen(record: Record, seat: int = HUMAN) -> list[Event]:
    """Everything the views would be handed for ``record``, action by action."""
    hand = Hand(record.deck, record.players, record.dealer, record.variants)
    sight = Sight(seat)
    seen = sight.events(hand, hand.deal_events())
    for code in record.plays:
        seen += sight.events(hand, hand.apply(Action.parse(code)))
    return seen


@pytest.mark.parametrize(("players", "variants"), CASES)
def test_hidden_cards_never_change_what_the_views_get(players: int, variants: Variants) -> None:
    rng = random.Random(players * 131 + len(str(variants)))
    moved = 0
    for _ in range(30):
        hand = random_position(rng, players, variants)
        seen = as_seen(record_of(hand))
        for _ in range(3):
            other = record_of(redealt(hand, HUMAN, rng))
            moved += other.deck != record_of(hand).deck
            assert as_seen(other) == seen, record_of(hand).dumps()
    assert moved > 40  # the re-deals really moved hidden cards


def test_a_partners_hand_turns_up_once_the_stock_is_gone_and_only_then() -> None:
    rng = random.Random(9)
    hand = Hand.shuffled(21, 4, 3, Variants(partners_show=True))
    sight = Sight(HUMAN)
    sight.events(hand, hand.deal_events())
    shown: list[CardsShown] = []
    while hand.to_move is not None:
        before = hand.stock_count
        events = sight.events(hand, hand.apply(rng.choice(hand.legal_actions())))
        new = [e for e in events if isinstance(e, CardsShown)]
        if new:
            assert before > 0 and hand.stock_count == 0
            # The last card drawn comes face up; the partner's others turn up with it.
            up = {e.card for e in events if isinstance(e, CardDrawn | BriscolaTaken)}
            assert set(new[0].cards) | up >= set(hand.cards_of(2))
        shown += new
    assert [e.seat for e in shown] == [2]  # the partner opposite, never an opponent


def knowable(view: SeatView) -> set[Card]:
    """Every card the player may know the place of."""
    cards = set(view.hand) | set(view.played_cards()) | {view.briscola}
    cards |= {card for held in view.known_hands for card in held} | set(view.out_of_play)
    cards |= {e.given for e in view.exchanges} | {e.taken for e in view.exchanges}
    return cards


def check_the_table(window: MainWindow) -> None:
    view = window.controller.view
    assert view is not None
    on_table = {item.card for item in window.scene.card_items() if item.card is not None}
    assert on_table <= knowable(view), {c.code for c in on_table - knowable(view)}
    description = window.view.accessibleDescription()
    hand = window.controller.hand
    assert hand is not None
    if view.variants.partners_show and view.stock_count == 0:  # partners' cards turned up
        face_up = {item.card for item in window.scene.card_items() if item.showing_face}
        for partner in window.controller.seating.partners_of(HUMAN):
            assert set(hand.cards_of(partner)) <= face_up
    for seat in range(hand.players):
        for card in set(hand.cards_of(seat)) - knowable(view):
            assert card_name(CARDS[card]) not in description


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_real_table_never_holds_a_hidden_card(
    qtbot, make_window, settings, players: int
) -> None:
    settings.players = players
    settings.partners_show = True
    window = make_window()
    events: list[Event] = []
    window.controller.events_ready.connect(events.extend)
    turns = 0
    while True:
        wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.HAND_OVER)
        check_the_table(window)
        if window.controller.phase is Phase.HAND_OVER:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_1)
        turns += 1
    assert turns == len(window.controller.hand.deck) // players  # type: ignore[union-attr]
    partners = window.controller.seating.partners_of(HUMAN)
    for event in events:  # only the last round of draws may come face up, and to a partner
        if isinstance(event, CardDealt | CardDrawn) and event.seat != HUMAN:
            assert event.card is None or (isinstance(event, CardDrawn) and event.seat in partners)
    shown = [event for event in events if isinstance(event, CardsShown)]
    assert sorted(event.seat for event in shown) == sorted(partners)
