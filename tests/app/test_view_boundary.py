"""The views never receive a card the player may not know (as the bots' own test proves for
them): re-dealing every hidden card leaves what the views get unchanged, and the real table
never holds a hidden card, at every player count, with partners showing their hands too."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.game.controller import HUMAN, Phase
from briscola_qt.app.game.sight import Sight
from briscola_qt.app.table.texts import seat_name
from briscola_qt.app.window.i18n import card_name
from briscola_qt.app.window.main_window import MainWindow
from briscola_qt.engine import CARDS, Action, Card, Hand, Record, SeatView, Variants, record_of
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.chiamata_view import ChiamataView
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


def chiamata_seen(deck: tuple[Card, ...], dealer: int, plays: list[str]) -> list[object]:
    """What the views get of a chiamata deal: its events as the player sees them, and the
    player's view after each action."""
    hand = ChiamataHand(deck, dealer)
    sight = Sight(HUMAN)
    seen: list[object] = list(sight.events(hand, hand.deal_events()))
    for code in plays:
        seen += sight.events(hand, hand.apply(Action.parse(code)))
        seen.append(sight.view(hand))
    return seen


def test_the_called_cards_holder_never_changes_what_the_views_get_until_it_falls() -> None:
    """Moving the called card to another computer seat (swapping it for one of that seat's
    unplayed cards) changes nothing the views receive before the card is played."""
    rng = random.Random(15)
    swapped = 0
    for seed in range(40):
        hand = ChiamataHand.shuffled(seed, dealer=seed % 5)
        while hand.called is None and not hand.is_over:  # an auction and a call at random
            legal = hand.legal_actions()
            hand.apply(rng.choice(legal[: 1 + (hand.caller is None and rng.random() < 0.4)]))
        called, holder = hand.called, hand.partner
        if called is None or holder in (None, HUMAN):
            continue
        for _ in range(rng.randrange(0, 30)):  # some plays, stopping before the card falls
            legal = [a for a in hand.legal_actions() if a.card != called]
            if not legal:
                break
            hand.apply(rng.choice(legal))
        played = {card for trick in hand.played_tricks() for card in trick}
        others = [
            card
            for seat in range(5)
            if seat not in (HUMAN, holder)
            for card in hand.cards_of(seat)
            if card not in played
        ]
        if not others:
            continue
        other = rng.choice(others)
        deck = list(hand.deck)
        i, j = deck.index(called), deck.index(other)
        deck[i], deck[j] = deck[j], deck[i]
        before = chiamata_seen(hand.deck, hand.dealer, hand.plays)
        assert chiamata_seen(tuple(deck), hand.dealer, hand.plays) == before, hand.plays
        views = [v for v in before if isinstance(v, ChiamataView)]
        assert all(v.partner is None for v in views)
        swapped += 1
    assert swapped > 10


def test_the_real_chiamata_table_never_names_the_partner_early(qtbot, settings) -> None:  # type: ignore[no-untyped-def]
    """A computer calls; at each of the player's turns before the called card falls the
    view, the auction panel and the table's description leave the partner unknown."""
    from tests.app.test_chiamata_table import PassingBot

    settings.players = 5
    PassingBot.bidders = {3}
    window = MainWindow(
        settings, seed=1, chiamata_factory=PassingBot
    )  # North-East holds the called Ace
    qtbot.addWidget(window)
    window.show()
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    checked = 0
    while True:
        wait_for(qtbot, window, Phase.HUMAN_TURN, Phase.HAND_OVER)
        hand = window.controller.hand
        assert isinstance(hand, ChiamataHand)
        if window.controller.phase is Phase.HAND_OVER:
            break
        view = window.controller.view
        assert isinstance(view, ChiamataView)
        if not hand.revealed and hand.partner not in (HUMAN, hand.caller):
            assert view.partner is None
            name = seat_name(window.controller.seating, hand.partner)  # type: ignore[arg-type]
            assert name not in window.auction.moves.text()
            assert "partner is secret" in window.view.accessibleDescription()
            checked += 1
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    window.close()
    assert checked > 0
