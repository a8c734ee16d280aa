import pytest

from briscola_qt.engine import CARDS, Card, CardCodeError, Suit, pack
from briscola_qt.engine.cards import beats


def test_every_code_round_trips() -> None:
    assert [Card.parse(card.code) for card in CARDS] == list(CARDS)
    assert len({card.code for card in CARDS}) == 40


@pytest.mark.parametrize(
    ("code", "suit", "rank", "points"),
    [
        ("Ad", Suit.COINS, 1, 11),
        ("3c", Suit.CUPS, 3, 10),
        ("Qs", Suit.SWORDS, 9, 3),
        ("7b", Suit.BATONS, 7, 0),
        ("Kd", Suit.COINS, 10, 4),
        ("Jc", Suit.CUPS, 8, 2),
    ],
)
def test_codes_name_suit_rank_and_points(code: str, suit: Suit, rank: int, points: int) -> None:
    card = Card.parse(code)
    assert (card.suit, card.rank, card.points, str(card)) == (suit, rank, points, code)
    assert repr(card) == f"Card({code!r})"


@pytest.mark.parametrize("bad", ["ad", "AD", "Ax", "10d", "1d", "8c", "", "A", "Add", " Ad", "Zs"])
def test_bad_codes_are_rejected_naming_the_text(bad: str) -> None:
    with pytest.raises(CardCodeError, match=repr(bad).replace("\\", "\\\\")):
        Card.parse(bad)


def test_points_and_order_within_a_suit() -> None:
    assert sum(card.points for card in CARDS) == 120
    for suit in "cdsb":
        ranked = sorted((Card.parse(r + suit) for r in "A234567JQK"), key=lambda c: -c.strength)
        assert [c.code[0] for c in ranked] == list("A3KQJ76542")
        assert sum(c.points for c in ranked) == 30


def test_pack_sizes_per_player_count() -> None:
    assert len(pack(2)) == len(pack(4)) == len(pack(5)) == 40
    three = pack(3)
    assert len(three) == 39 and Card.parse("2d") not in three
    assert len(pack(6)) == 36 and all(card.rank != 2 for card in pack(6))
    assert all(sum(card.points for card in pack(n)) == 120 for n in (2, 3, 4, 5, 6))
    with pytest.raises(ValueError):
        pack(7)


def test_beats_follows_the_trick_rules() -> None:
    trump = Suit.COINS
    ks, ad = Card.parse("Ks"), Card.parse("Ad")
    # pagat: the King of swords led, the Ace of coins answered; coins are not trumps here.
    assert not beats(ad, ks, Suit.CUPS)
    assert beats(ad, ks, trump)
    assert beats(Card.parse("2d"), Card.parse("3s"), trump)  # a trump 2 beats a non-trump 3
    assert not beats(Card.parse("Ac"), Card.parse("2s"), trump)  # off-suit Ace never wins
    assert beats(Card.parse("3s"), ks, trump)
