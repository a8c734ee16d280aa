"""``briscola-cli arena`` and ``briscola-cli suggest``, run in-process through ``main``."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path

import pytest

from briscola_qt.cli.main import BAD_INPUT, main
from briscola_qt.engine.record import record_of
from briscola_qt.engine.variants import Variants
from briscola_qt.engine.view import SeatView
from tests.bots.helpers import bot_for, random_position


def test_arena_prints_score_interval_margin_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "normal", "--b", "random", "--deals", "30", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "normal vs random, 2 players, 30 duplicate deals (60 hands)" in out
    score = re.search(r"score of normal: ([\d.]+) ± ([\d.]+) \(95% CI ([\d.]+) to ([\d.]+)\)", out)
    assert score is not None
    mean, half, low, high = map(float, score.groups())
    assert 0.5 < mean <= 1 and abs(mean - half - low) < 0.002 and abs(mean + half - high) < 0.002
    assert re.search(r"mean point difference: \+[\d.]+ per hand", out)
    assert re.search(r"time per move, random: median [\d.]+ ms, p95 [\d.]+ ms", out)


def test_arena_runs_the_same_with_worker_processes(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["arena", "--a", "easy", "--b", "normal", "--deals", "6", "--players", "4"]
    assert main(args) == 0
    alone = capsys.readouterr().out.splitlines()[:3]
    assert main([*args, "--jobs", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[:3] == alone


def test_arena_refuses_a_bad_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "easy", "--b", "random", "--players", "7"]) == BAD_INPUT
    assert (
        capsys.readouterr().err.strip()
        == "briscola-cli arena: --players must be 2, 3, 4, 5 or 6, not 7"
    )


def position_file(tmp_path: Path, seed: int = 3) -> tuple[Path, int, SeatView]:
    hand = random_position(random.Random(seed), 2, Variants(trump_exchange="seven"))
    seat = hand.to_move
    assert seat is not None
    path = tmp_path / "position.json"
    path.write_text(record_of(hand).dumps())
    return path, seat, SeatView.of(hand, seat)


def test_suggest_prints_the_bots_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, seat, view = position_file(tmp_path)
    assert (
        main(["suggest", "--level", "normal", "--seat", str(seat), "--seed", "5", str(path)]) == 0
    )
    expected = bot_for("normal", 5).choose(view).code
    assert capsys.readouterr().out == expected + "\n"


def test_suggest_refuses_the_wrong_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, seat, _ = position_file(tmp_path)
    assert main(["suggest", "--level", "easy", "--seat", str(1 - seat), str(path)]) == BAD_INPUT
    err = capsys.readouterr().err
    assert err == f"briscola-cli suggest: it is seat {seat}'s turn, not seat {1 - seat}'s\n"


def test_suggest_jsonl_answers_every_line_and_survives_bad_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(8)
    good = []
    for _ in range(5):
        hand = random_position(rng, 2, Variants(trump_exchange="seven"))
        seat = hand.to_move
        assert seat is not None
        action = bot_for("normal", 7).choose(SeatView.of(hand, seat))
        request = {"record": record_of(hand).to_json(), "seat": seat, "level": "normal", "seed": 7}
        good.append((json.dumps(request), action.code))
    bad = [
        "not json",
        json.dumps({"record": good[0][0], "seat": 0, "level": "normal"}),
        json.dumps({**json.loads(good[0][0]), "level": "expert"}),
        json.dumps({**json.loads(good[0][0]), "seat": 9}),
        json.dumps([1, 2]),
    ]
    lines = [good[0][0], *bad, *(request for request, _ in good[1:])]
    stdin = io.TextIOWrapper(io.BytesIO(("\n".join(lines) + "\n").encode()), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    assert main(["suggest", "--jsonl"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == len(lines)
    assert out[0] == good[0][1]
    assert out[len(bad) + 1 :] == [answer for _, answer in good[1:]]
    for line in out[1 : len(bad) + 1]:
        assert set(json.loads(line)) == {"error"}
