import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import Hand, RecordError, record_of
from briscola_qt.engine.record import from_json, loads
from tests.engine.helpers import play_randomly, random_hand


def finished_record(seed: int = 1, players: int = 2, exchange: str = "off") -> dict[str, Any]:
    hand = random_hand(seed, players, exchange)
    play_randomly(hand, seed)
    return record_of(hand).to_json()


def cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "briscola_qt.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_record_replays_to_the_same_hand(players: int) -> None:
    data = finished_record(players, players, "two_and_seven")
    hand = from_json(json.loads(json.dumps(data))).replay()
    assert hand.is_over and record_of(hand).to_json() == data
    partial = dict(data, plays=data["plays"][:7])
    assert not from_json(partial).replay().is_over


def test_replay_prints_tricks_points_and_the_result() -> None:
    data = finished_record(4)
    out = cli("replay", "-", stdin=json.dumps(data))
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    hand = from_json(data).replay()
    assert summary["side_points"] == list(hand.side_points()) and sum(summary["points"]) == 120
    assert summary["complete"] is True and len(summary["tricks"]) == 20
    result = hand.result()
    assert result is not None and summary["winner_side"] == result.winner_side
    first = summary["tricks"][0]
    assert first["leader"] == 1 and first["cards"] == data["plays"][:2]


def test_pagat_example_through_the_command_line() -> None:
    deck = ["Ks", "Ad", "4b", "5b", "6b", "7b", "2c"]
    rest = [c.code for c in Hand.shuffled(0).deck if c.code not in deck]
    record = {
        "format": "briscola-record/1",
        "players": 2,
        "dealer": 1,
        "deck": deck + rest,
        "plays": ["Ks", "Ad"],
    }
    summary = json.loads(cli("replay", "-", stdin=json.dumps(record)).stdout)
    assert summary["tricks"] == [{"leader": 0, "cards": ["Ks", "Ad"], "winner": 0, "points": 15}]
    assert summary["winner_side"] is None and summary["complete"] is False


def mutate(data: dict[str, Any], key: str, value: object) -> dict[str, Any]:
    copy = json.loads(json.dumps(data))
    copy[key] = value
    return copy


GOOD = finished_record(3)
BAD_RECORDS = {
    "not JSON": "{",
    "a record must be a JSON object": "[1, 2]",
    "format": json.dumps(mutate(GOOD, "format", "briscola-record/9")),
    "players": json.dumps(mutate(GOOD, "players", 7)),
    "dealer": json.dumps(mutate(GOOD, "dealer", 7)),
    "'Zz'": json.dumps(mutate(GOOD, "deck", ["Zz", *GOOD["deck"][1:]])),
    "twice": json.dumps(mutate(GOOD, "deck", [GOOD["deck"][1], *GOOD["deck"][1:]])),
    "pack": json.dumps(mutate(GOOD, "deck", GOOD["deck"][:-1])),
    "deck must be a list": json.dumps(mutate(GOOD, "deck", "Ad 3c")),
    "play 1 by seat 0: seat 0 does not hold": json.dumps(mutate(GOOD, "plays", [GOOD["deck"][1]])),
    "play 41": json.dumps(mutate(GOOD, "plays", [*GOOD["plays"], "Ad"])),
    "play 2 by seat 1: unknown card code 'ad'": json.dumps(
        mutate(GOOD, "plays", [GOOD["plays"][0], "ad"])
    ),
    "trump_exchange": json.dumps(mutate(GOOD, "variants", {"trump_exchange": "maybe"})),
    "unknown field 'extra'": json.dumps(mutate(GOOD, "extra", 1)),
}


@pytest.mark.parametrize(("expected", "text"), list(BAD_RECORDS.items()))
def test_bad_records_give_one_line_naming_the_problem(expected: str, text: str) -> None:
    with pytest.raises(RecordError, match=expected):
        loads(text).replay()


def test_the_command_line_reports_a_bad_record_in_one_line_with_status_2() -> None:
    out = cli("replay", "-", stdin=BAD_RECORDS["play 1 by seat 0: seat 0 does not hold"])
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and "play 1 by seat 0" in out.stderr
    missing = cli("replay", "/nonexistent/record.json")
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    binary = cli("replay", "-", stdin="\udcff".encode("utf-8", "surrogateescape").decode("latin-1"))
    assert binary.returncode == 2 and "Traceback" not in binary.stderr


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=4),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    key=st.sampled_from(["format", "players", "dealer", "deck", "plays", "variants"]),
    value=json_values,
    drop=st.integers(0, 45),
    cut=st.integers(0, 2000),
)
def test_fuzzed_records_never_raise_anything_but_record_error(
    key: str, value: object, drop: int, cut: int
) -> None:
    mutated = mutate(GOOD, key, value)
    texts = [json.dumps(mutated), json.dumps(GOOD)[:cut]]
    if drop < len(GOOD["plays"]):
        skipped = GOOD["plays"][:drop] + GOOD["plays"][drop + 1 :]
        texts.append(json.dumps(mutate(GOOD, "plays", skipped)))
    for text in texts:
        try:
            loads(text).replay()
        except RecordError as error:
            assert "\n" not in str(error) and str(error)


def test_deal_prints_a_fresh_record_that_replays() -> None:
    out = cli("deal", "--players", "4", "--seed", "9", "--dealer", "2")
    record = from_json(json.loads(out.stdout))
    assert (record.players, record.dealer, record.plays) == (4, 2, ())
    assert cli("deal", "--players", "4", "--seed", "9", "--dealer", "2").stdout == out.stdout
    bad = cli("deal", "--players", "7")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
