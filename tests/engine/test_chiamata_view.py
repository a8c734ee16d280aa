"""What a chiamata seat may know, its sampled worlds, its legal actions, and its records."""

import dataclasses
import json
import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import (
    Card,
    ChiamataHand,
    ChiamataPhase,
    ChiamataView,
    FastHand,
    RecordError,
    record_of,
)
from briscola_qt.engine.record import from_json, loads
from tests.engine.helpers import random_chiamata, random_chiamata_action, redeal_chiamata
from tests.engine.test_action import check_legal_is_applicable
from tests.engine.test_view import cards_in


def visible_to(hand: ChiamataHand, seat: int) -> set[Card]:
    seen = set(hand.cards_of(seat)) | {c for cards in hand.played_tricks() for c in cards}
    return seen | ({hand.called} if hand.called is not None else set())


def test_a_view_never_holds_a_hidden_card_or_the_hidden_partner() -> None:
    hidden_partners = 0
    for seed in range(200):
        hand = random_chiamata(seed)
        for seat in range(5):
            view = ChiamataView.of(hand, seat)
            assert cards_in(view) <= visible_to(hand, seat)
            assert view.hand == hand.cards_of(seat)
            for field in dataclasses.fields(view):
                assert not isinstance(getattr(view, field.name), ChiamataHand | FastHand | list)
            if hand.partner is not None and not hand.revealed and seat != hand.partner:
                assert view.partner is None
                assert set(view.possible_holders()) >= {hand.partner}
                hidden_partners += 1
    assert hidden_partners > 100


def test_redealing_hidden_cards_leaves_every_view_unchanged() -> None:
    rng = random.Random(5)
    moved_partner = 0
    for seed in range(150):
        hand = random_chiamata(seed)
        seat = rng.randrange(5)
        other = redeal_chiamata(hand, seat, rng)
        assert ChiamataView.of(other, seat) == ChiamataView.of(hand, seat)
        moved_partner += other.partner != hand.partner
    assert moved_partner > 10  # the re-deal really moved the called card between seats


def test_the_partner_knows_itself_and_the_caller_knows_which_side_it_is_on() -> None:
    for seed in range(100):
        hand = random_chiamata(seed)
        partner, caller = hand.partner, hand.caller
        if partner is None or caller is None or hand.revealed:
            continue
        assert ChiamataView.of(hand, partner).partner == partner
        for seat in range(5):
            view = ChiamataView.of(hand, seat)
            assert view.on_callers_side(caller) is True
            if seat not in (partner, caller):
                assert view.on_callers_side(seat) is False
                assert view.on_callers_side(partner) is (True if partner == caller else None)


def test_sampled_worlds_fit_the_view_and_can_place_the_called_card() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(300):
        hand = random_chiamata(seed)
        seat = hand.to_move
        if hand.phase is not ChiamataPhase.PLAY or seat is None:
            continue
        view = ChiamataView.of(hand, seat)
        for holder in (None, *view.possible_holders()):
            world = view.sample_world(rng, holder)
            assert world.hands[seat] == list(view.hand) and world.to_move == seat
            assert [len(h) for h in world.hands] == list(view.hand_sizes)
            assert world.trick == list(view.current_trick) and not world.stock
            cards = [c for h in world.hands for c in h] + view.played_cards()
            assert sorted(cards) == sorted(hand.deck)
            if holder is not None and view.called is not None and view.partner is None:
                assert view.called in world.hands[holder]
            assert sum(world.play_out_at_random(rng.random)) == 120
            checked += 1
        if view.partner is None:
            with pytest.raises(ValueError, match="cannot hold"):
                view.sample_hands(rng, seat)
    assert checked > 200


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_legal_actions_are_exactly_what_apply_accepts(seed: int) -> None:
    hand = random_chiamata(seed)
    seat = hand.to_move
    assert hand.legal_actions() == (
        ChiamataView.of(hand, seat).legal_actions() if seat is not None else []
    )
    check_legal_is_applicable(hand)


def finished_record(seed: int) -> dict[str, Any]:
    hand = random_chiamata(seed, stop=200)
    return record_of(hand).to_json()


def cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "briscola_qt.cli", *args],
        input=stdin, capture_output=True, text=True, timeout=60, check=False,
    )


def test_deal_and_replay_through_the_command_line() -> None:
    out = cli("deal", "--players", "5", "--seed", "4", "--dealer", "3")
    data = json.loads(out.stdout)
    assert (data["players"], data["dealer"], data["plays"]) == (5, 3, [])
    hand = random_chiamata(9, stop=200)
    while hand.is_over and hand.auction.thrown_in:
        hand = random_chiamata(hand.dealer + 10, stop=200)
    summary = json.loads(cli("replay", "-", stdin=record_of(hand).dumps()).stdout)
    result = hand.result()
    assert result is not None and hand.called is not None
    assert summary["auction"][0] == {"seat": (hand.dealer + 1) % 5, "action": hand.plays[0]}
    assert (summary["caller"], summary["partner"], summary["called"]) == (
        result.caller, result.partner, hand.called.code,
    )
    assert summary["game_points"] == list(result.game_points) and summary["complete"]
    assert len(summary["tricks"]) == 8 and sum(summary["points"]) == 120
    assert summary["side_points"] == list(result.side_points) and summary["won"] == result.won


GOOD = finished_record(1)


def mutate(data: dict[str, Any], key: str, value: object) -> dict[str, Any]:
    copy = json.loads(json.dumps(data))
    copy[key] = value
    return copy


BAD_RECORDS = {
    "pack": mutate(GOOD, "deck", GOOD["deck"][:-1]),
    "play 1 by seat 2: the auction is on": mutate(GOOD, "plays", ["Ad"]),
    "play 2 by seat 3: seat 3 may not bid bA: after bK": mutate(GOOD, "plays", ["bK", "bA"]),
    "play 1 by seat 2: seat 2 may not bid b2\\+70: 2 and points is bid only after a 2": mutate(
        GOOD, "plays", ["b2+70"]),
    "play 6 by seat 2: seat 2 bid bK: it calls a card of that rank, not Ad": mutate(
        GOOD, "plays", ["bK", "p", "p", "p", "p", "cAd"]),
    "play 6 by seat 2: unknown action code 'cKk'": mutate(
        GOOD, "plays", ["bK", "p", "p", "p", "p", "cKk"]),
    "play 6 \\(p\\) comes after the end": mutate(GOOD, "plays", ["p"] * 6),
    "stock": mutate(GOOD, "variants", {"trump_exchange": "seven"}),
}


@pytest.mark.parametrize(("expected", "data"), list(BAD_RECORDS.items()))
def test_bad_chiamata_records_give_one_line_naming_the_problem(
    expected: str, data: dict[str, Any]
) -> None:
    data = dict(data, dealer=1)
    with pytest.raises(RecordError, match=expected) as error:
        loads(json.dumps(data)).replay()
    assert "\n" not in str(error.value)


def test_the_command_line_reports_a_bad_chiamata_record_in_one_line() -> None:
    bad = json.dumps(dict(BAD_RECORDS["play 1 by seat 2: the auction is on"], dealer=1))
    out = cli("replay", "-", stdin=bad)
    assert out.returncode == 2 and out.stdout == "" and out.stderr.count("\n") == 1


@settings(max_examples=200, deadline=None)
@given(
    key=st.sampled_from(["players", "dealer", "deck", "plays"]),
    value=st.one_of(
        st.integers(-2, 8),
        st.lists(st.sampled_from(["p", "bA", "b2", "b2+70", "cAd", "Ad", "x7d", "zz", ""])),
    ),
    drop=st.integers(0, 60),
)
def test_fuzzed_chiamata_records_never_raise_anything_but_record_error(
    key: str, value: object, drop: int
) -> None:
    texts = [json.dumps(mutate(GOOD, key, value))]
    if drop < len(GOOD["plays"]):
        skipped = GOOD["plays"][:drop] + GOOD["plays"][drop + 1 :]
        texts.append(json.dumps(mutate(GOOD, "plays", skipped)))
    for text in texts:
        try:
            from_json(json.loads(text)).replay()
        except RecordError as error:
            assert "\n" not in str(error) and str(error)


def test_a_record_replays_every_action_kind() -> None:
    rng = random.Random(2)
    hand = ChiamataHand.shuffled(8)
    while not hand.is_over:
        hand.apply(random_chiamata_action(hand, rng))
    again = from_json(record_of(hand).to_json()).replay()
    assert isinstance(again, ChiamataHand) and again.actions == hand.actions
    assert again.result() == hand.result()
