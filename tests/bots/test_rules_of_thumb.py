"""The Normal level's rules of thumb, one situation each (docs/bots.md)."""

from __future__ import annotations

import itertools

from briscola_qt.bots.heuristics import sensible_card
from briscola_qt.engine.cards import Card, Suit, parse_codes

TRUMP = Suit.SWORDS


def play(hand: str, trick: str = "", partner_holds: bool = False, last: bool = True) -> str:
    """Normal's card for a hand and a trick given as codes; checked for every hand order."""
    cards = parse_codes(hand.split())
    table = parse_codes(trick.split())
    answers = {
        Card(sensible_card(order, table, TRUMP, partner_holds, last or not table))
        for order in itertools.permutations(cards)
    }
    assert len(answers) == 1, f"the choice depends on the order of {hand}"
    return answers.pop().code


def test_takes_a_loaded_card_with_the_same_suit_rather_than_a_trump() -> None:
    assert play("4s Ac 5d", "3c") == "Ac"


def test_takes_a_loaded_card_with_the_cheapest_trump() -> None:
    assert play("Qs 4s 5d", "Ac") == "4s"


def test_throws_a_worthless_card_when_it_cannot_win() -> None:
    assert play("Kd 5b Ad", "3s") == "5b"


def test_keeps_its_trumps_for_tricks_that_pay() -> None:
    assert play("4s 5d 6b", "2c") in ("5d", "6b")


def test_does_not_lead_a_loaded_card_into_an_obvious_trump() -> None:
    assert play("Ac 3d 6b") == "6b"
    assert play("Ac 3d 2s") == "2s"


def test_loads_points_onto_a_partners_winning_card_when_nobody_can_answer() -> None:
    assert play("Ad 5b 2c", "Jc Ks", partner_holds=True, last=True) == "Ad"
    assert play("Ad 5b 2c", "Jc 4c", partner_holds=True, last=False) in ("5b", "2c")
