"""Shared pieces for the engine tests: decks written in card codes and simple playouts."""

from __future__ import annotations

import random

from briscola_qt.engine import (
    Action,
    AnyHand,
    Card,
    ChiamataHand,
    ChiamataPhase,
    ChiamataView,
    Hand,
    Record,
    SeatView,
    Variants,
    record_of,
)
from briscola_qt.engine.cards import pack


def deck_with(front: list[str], players: int = 2) -> list[Card]:
    """A deck whose first cards are ``front`` (in deal order), the rest of the pack after them."""
    chosen = [Card.parse(code) for code in front]
    return chosen + [card for card in pack(players) if card not in chosen]


def play_randomly(hand: Hand, seed: int, exchange_chance: float = 0.5) -> None:
    """Finish ``hand`` with random plays, taking any allowed trump exchange at random."""
    rng = random.Random(seed)
    while (seat := hand.to_move) is not None:
        swap = hand.exchangeable()
        if swap is not None and rng.random() < exchange_chance:
            hand.apply(Action.exchange(swap))
            continue
        hand.apply(Action.play(rng.choice(hand.cards_of(seat))))


def random_hand(seed: int, players: int = 2, exchange: str = "off") -> Hand:
    return Hand.shuffled(seed, players, seed % players, Variants(trump_exchange=exchange))


def redeal_hidden(hand: Hand, seat: int, rng: random.Random) -> Hand:
    """The same game with every card ``seat`` cannot see shuffled among their deck positions.

    Played cards, the briscola and known cards keep their places, so the same plays replay.
    """
    redealt = redeal(hand, set(SeatView.of(hand, seat).unseen_cards()), rng)
    assert isinstance(redealt, Hand)
    return redealt


def redeal(hand: AnyHand, hidden: set[Card], rng: random.Random) -> AnyHand:
    """``hand`` replayed from a deck with the ``hidden`` cards shuffled among their places."""
    deck = list(hand.deck)
    places = [index for index, card in enumerate(deck) if card in hidden]
    cards = [deck[index] for index in places]
    rng.shuffle(cards)
    for index, card in zip(places, cards, strict=True):
        deck[index] = card
    record = record_of(hand)
    return Record(record.players, record.dealer, tuple(deck), record.plays, record.variants).replay(
    )


def random_position(seed: int, players: int = 2, exchange: str = "off") -> Hand:
    """A hand stopped at a random point, with random plays (and exchanges) so far."""
    rng = random.Random(seed)
    hand = random_hand(seed, players, exchange)
    stop = rng.randrange(len(hand.deck) + 1)
    while len(hand.plays) < stop and (seat := hand.to_move) is not None:
        swap = hand.exchangeable()
        if swap is not None and rng.random() < 0.7:
            hand.apply(Action.exchange(swap))
        else:
            hand.apply(Action.play(rng.choice(hand.cards_of(seat))))
    return hand


def random_chiamata_action(hand: ChiamataHand, rng: random.Random) -> Action:
    """A random legal action; in the auction a pass half the time, else one of the next bids."""
    actions = hand.legal_actions()
    if hand.phase is ChiamataPhase.AUCTION:
        if rng.random() < 0.5:
            return actions[0]
        return rng.choice(actions[1:4])
    return rng.choice(actions)


def random_chiamata(seed: int, stop: int | None = None) -> ChiamataHand:
    """A seeded chiamata deal after ``stop`` random actions (a random number by default)."""
    rng = random.Random(seed)
    hand = ChiamataHand.shuffled(seed, seed % 5)
    if stop is None:
        stop = rng.randrange(60)
    while len(hand.actions) < stop and not hand.is_over:
        hand.apply(random_chiamata_action(hand, rng))
    return hand


def redeal_chiamata(hand: ChiamataHand, seat: int, rng: random.Random) -> ChiamataHand:
    """The same deal with the cards ``seat`` cannot see shuffled among their deck positions."""
    redealt = redeal(hand, set(ChiamataView.of(hand, seat).unseen_cards()), rng)
    assert isinstance(redealt, ChiamataHand)
    return redealt
