"""Briscola chiamata's bots: legal at every level, fixed by a seed, blind to hidden cards."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from briscola_qt.bots import LEVELS, make_chiamata_bot
from briscola_qt.bots.arena import play_chiamata
from briscola_qt.bots.chiamata_hard import HardChiamataBot
from briscola_qt.bots.chiamata_rules import trick_card
from briscola_qt.bots.chiamata_simple import ChiamataBot, NormalChiamataBot
from briscola_qt.cli.main import main
from briscola_qt.engine import (
    Action,
    ActionKind,
    Card,
    ChiamataHand,
    ChiamataPhase,
    ChiamataView,
    record_of,
)
from tests.engine.helpers import deck_with, random_chiamata, redeal_chiamata

#: Fewer imagined deals than the real Hard level so the tests stay fast; same code paths.
QUICK_HARD = {"worlds": 4, "bid_worlds": 3}


def chiamata_bot(level: str, seed: int) -> ChiamataBot:
    if level == "hard":
        return HardChiamataBot(seed, **QUICK_HARD)
    return make_chiamata_bot(level, seed)


class Checked:
    """Wraps a bot and checks each action against the view it was given."""

    def __init__(self, bot: ChiamataBot) -> None:
        self.bot = bot
        self.level = bot.level
        self.kinds: set[ActionKind] = set()

    def choose(self, view: ChiamataView) -> Action:
        action = self.bot.choose(view)
        assert action in view.legal_actions(), (self.level, action)
        self.kinds.add(action.kind)
        return action


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_bids_calls_and_plays_whole_deals_legally(level: str) -> None:
    bots = [Checked(chiamata_bot(level, seat)) for seat in range(5)]
    called = 0
    for deal in range(12):
        hand = ChiamataHand.shuffled(deal, deal % 5)
        result = play_chiamata(hand, list(bots))
        assert hand.is_over and sum(result.game_points) == 0
        called += not result.thrown_in
    kinds = set().union(*(bot.kinds for bot in bots))
    assert called >= 3 and kinds >= {ActionKind.PASS, ActionKind.PLAY}
    assert ActionKind.BID in kinds and ActionKind.CALL in kinds


def test_the_real_hard_level_plays_a_whole_deal_legally() -> None:
    bots = [Checked(make_chiamata_bot("hard", 1))] + [
        Checked(make_chiamata_bot("normal", seat)) for seat in range(1, 5)
    ]
    for deal in range(3):
        assert play_chiamata(ChiamataHand.shuffled(deal), list(bots)) is not None


@pytest.mark.parametrize("level", LEVELS)
def test_a_seed_fixes_every_choice(level: str) -> None:
    for seed in range(30):
        hand = random_chiamata(seed)
        seat = hand.to_move
        if seat is None:
            continue
        view = ChiamataView.of(hand, seat)
        assert chiamata_bot(level, 3).choose(view) == chiamata_bot(level, 3).choose(view)


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_and_the_hidden_partner_never_change_a_choice(level: str) -> None:
    rng = random.Random(level)
    moved = 0
    for seed in range(40):
        hand = random_chiamata(seed)
        seat = hand.to_move
        if seat is None:
            continue
        view = ChiamataView.of(hand, seat)
        for _ in range(2):
            other = redeal_chiamata(hand, seat, rng)
            assert ChiamataView.of(other, seat) == view
            moved += other.partner != hand.partner
            bot_seed = rng.randrange(1000)
            assert chiamata_bot(level, bot_seed).choose(view) == chiamata_bot(
                level, bot_seed
            ).choose(ChiamataView.of(other, seat)), (level, record_of(hand).dumps())
    assert moved > 5  # some re-deals gave the called card to another seat


def test_the_real_hard_level_ignores_hidden_cards_too() -> None:
    rng = random.Random(41)
    for seed in range(6):
        hand = random_chiamata(seed * 7 + 1)
        seat = hand.to_move
        if seat is None:
            continue
        other = redeal_chiamata(hand, seat, rng)
        bot = make_chiamata_bot("hard", 5)
        assert bot.choose(ChiamataView.of(hand, seat)) == bot.choose(ChiamataView.of(other, seat))


def opening_hand(seat0: list[str]) -> ChiamataHand:
    """A deal in which seat 0 (dealer 4, so it speaks first) holds ``seat0``."""
    others = [card.code for card in deck_with(seat0, 5)[8:]]
    front = [seat0[i // 5] if i % 5 == 0 else others.pop() for i in range(40)]
    return ChiamataHand(deck_with(front, 5), dealer=4)


def test_normal_bids_a_strong_suit_and_passes_a_weak_hand() -> None:
    strong = opening_hand(["Ad", "Kd", "Qd", "Jd", "7d", "3c", "4s", "5b"])
    # It jumps to the 3 of its long suit, the highest card it lacks.
    assert NormalChiamataBot().choose(ChiamataView.of(strong, 0)) == Action.bid(3)
    weak = opening_hand(["4d", "5c", "6s", "2b", "Jc", "4s", "5b", "6d"])
    assert NormalChiamataBot().choose(ChiamataView.of(weak, 0)) == Action.pass_()


def test_normal_calls_its_long_suit() -> None:
    hand = opening_hand(["3d", "Kd", "Qd", "Jd", "7d", "4c", "5s", "6b"])
    assert NormalChiamataBot().choose(ChiamataView.of(hand, 0)) == Action.bid(1)
    for code in ("bA", "p", "p", "p", "p"):
        hand.apply(Action.parse(code))
    view = ChiamataView.of(hand, 0)
    assert view.phase is ChiamataPhase.CALL
    assert NormalChiamataBot().choose(view) == Action.call(Card.parse("Ad"))


def test_arena_prints_game_points_with_an_interval(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--a", "normal", "--b", "random", "--players", "5", "--deals", "20"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "normal among four random, Briscola chiamata (5 players), 20 deals (100 games" in out
    found = re.search(
        r"game points of normal per deal: ([+-][\d.]+) ± ([\d.]+) "
        r"\(95% CI ([+-][\d.]+) to ([+-][\d.]+); 0 is an even share\)",
        out,
    )
    assert found is not None
    mean, half, low, high = map(float, found.groups())
    assert abs(mean - half - low) < 0.002 and abs(mean + half - high) < 0.002
    assert re.search(r"time per move, normal: median [\d.]+ ms, p95 [\d.]+ ms", out)
    assert main([*args, "--exchange", "seven"]) == 2


def test_suggest_answers_for_a_chiamata_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for seed in (3, 11, 25):
        hand = random_chiamata(seed)
        seat = hand.to_move
        if seat is None:
            continue
        path = tmp_path / "deal.json"
        path.write_text(json.dumps(record_of(hand).to_json()))
        assert main(["suggest", "--level", "normal", "--seat", str(seat), str(path)]) == 0
        expected = make_chiamata_bot("normal", 0).choose(ChiamataView.of(hand, seat)).code
        assert capsys.readouterr().out == expected + "\n"


def test_the_rules_of_thumb_load_an_ally_and_starve_anyone_else() -> None:
    cards = [int(Card.parse(code)) for code in ("Ac", "4b")]
    trick = [int(Card.parse(code)) for code in ("5s", "Ks", "6s", "7s")]  # the King holds it
    trump = Card.parse("2d").suit
    # Seat 1 led, so seat 2 holds the trick with the King and seat 0 plays last.
    ally = [True, False, True, False, False]
    assert trick_card(cards, trick, 1, trump, ally) == Card.parse("Ac")
    stranger = [True, False, False, False, False]  # not known to be on its side: suspicion
    assert trick_card(cards, trick, 1, trump, stranger) == Card.parse("4b")


def test_hard_weighs_every_card_for_the_coach_as_its_own_choice_does() -> None:
    weighed = 0
    for seed in range(40):
        hand = random_chiamata(seed)
        seat = hand.to_move
        if seat is None:
            continue
        view = ChiamataView.of(hand, seat)
        bot = HardChiamataBot(seed, **QUICK_HARD)
        if hand.phase is not ChiamataPhase.PLAY:
            with pytest.raises(ValueError, match="in the play only"):
                bot.evaluate(view)
            continue
        ranked = bot.evaluate(view)
        assert {action for action, _ in ranked} == set(view.legal_actions())
        assert len(ranked) == len(view.legal_actions())
        assert all(0.0 <= chance <= 1.0 for _, chance in ranked)
        assert [chance for _, chance in ranked] == sorted((c for _, c in ranked), reverse=True)
        if len(view.hand) > 1:  # a single card is played without weighing
            assert ranked[0][0] == bot.choose(view)
        weighed += 1
    assert weighed >= 10
