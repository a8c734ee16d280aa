"""``briscola-cli`` against hostile input: every bad input is one line on stderr and status 2.

In-process runs (``run``) cover the parsing; subprocesses cover what only a real process has:
closed standard streams, /dev/zero, /dev/full.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from typing import IO

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola_qt.cli.common import MAX_INPUT_BYTES
from briscola_qt.cli.main import BAD_INPUT, main
from briscola_qt.engine.hand import Hand
from briscola_qt.engine.record import record_of

RECORD = record_of(Hand.shuffled(5, 2, 0)).dumps()
REQUEST = json.dumps({"record": json.loads(RECORD), "seat": 1, "level": "easy"})
HUGE = "9" * 5000  # over Python's 4,300-digit limit for int()


@dataclass
class Outcome:
    status: int
    out: str
    err: str


def run(*args: str, stdin: bytes = b"") -> Outcome:
    """``main(args)`` with ``stdin`` as standard input; what it printed and returned."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(list(args))
    finally:
        sys.stdin = saved
    return Outcome(status, out.getvalue(), err.getvalue())


def cli(
    *args: str, close: tuple[int, ...] = (), stdout: int | IO[str] = subprocess.PIPE
) -> subprocess.CompletedProcess[str]:
    """A real ``briscola-cli`` process, with the file descriptors in ``close`` closed."""

    def close_fds() -> None:
        for descriptor in close:
            os.close(descriptor)

    return subprocess.run(
        [sys.executable, "-m", "briscola_qt.cli", *args],
        preexec_fn=close_fds,
        stdin=subprocess.DEVNULL if 0 not in close else None,
        stdout=None if 1 in close else stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
    )


def assert_one_line_error(outcome: Outcome | subprocess.CompletedProcess[str]) -> None:
    status = outcome.status if isinstance(outcome, Outcome) else outcome.returncode
    err = outcome.err if isinstance(outcome, Outcome) else outcome.stderr
    assert status == BAD_INPUT, err
    assert err.count("\n") == 1 and err.startswith("briscola-cli"), err
    assert "Traceback" not in err


def test_a_huge_integer_literal_is_one_line() -> None:
    damaged = RECORD.replace('"dealer": 0', f'"dealer": {HUGE}')
    assert damaged != RECORD
    outcome = run("replay", "-", stdin=damaged.encode())
    assert_one_line_error(outcome)
    assert "5000 digits" in outcome.err


def test_suggest_jsonl_answers_a_bad_line_and_goes_on() -> None:
    lines = [REQUEST, f'{{"seed": {HUGE}}}', "[" * 100_000, "\x00\xff binary", REQUEST]
    stdin = "\n".join(lines).encode("utf-8", "surrogateescape") + b"\n\xff\xfe\n"
    outcome = run("suggest", "--jsonl", stdin=stdin)
    assert outcome.status == 0, outcome.err
    answers = outcome.out.splitlines()
    assert len(answers) == 6
    assert answers[0] == answers[4] and "error" not in answers[0]
    for answer in answers[1:4] + answers[5:]:
        assert set(json.loads(answer)) == {"error"}, answer


def test_suggest_jsonl_skips_an_over_long_line_in_bounded_memory() -> None:
    stdin = b"{" + b" " * (3 * MAX_INPUT_BYTES) + b"}\n" + REQUEST.encode() + b"\n"
    answers = run("suggest", "--jsonl", stdin=stdin).out.splitlines()
    assert json.loads(answers[0]) == {"error": f"line longer than {MAX_INPUT_BYTES} bytes"}
    assert "error" not in answers[1] and len(answers) == 2


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["nonsense"],
        ["deal", "--players", "x"],
        ["deal", "--seed", HUGE],
        ["deal", "--players", "4", "extra"],
        ["arena", "--a", "easy"],
        ["bench", "engine", "--seed", "1e3"],
        ["suggest", "--seat", "-" + HUGE],
        ["replay"],
    ],
)
def test_argument_errors_are_one_line(args: list[str]) -> None:
    assert_one_line_error(run(*args))


def test_unbounded_input_is_refused_at_the_cap() -> None:
    outcome = cli("replay", "/dev/zero")
    assert_one_line_error(outcome)
    assert "larger than" in outcome.stderr


@pytest.mark.parametrize("args", [["replay", "-"], ["suggest", "--jsonl"]])
def test_a_closed_standard_input_is_one_line(args: list[str]) -> None:
    outcome = cli(*args, close=(0,))
    assert_one_line_error(outcome)
    assert "standard input is closed" in outcome.stderr


def test_a_closed_or_full_standard_output_is_one_line() -> None:
    closed = cli("deal", close=(1,))
    assert_one_line_error(closed)
    assert "standard output is closed" in closed.stderr
    with open("/dev/full", "w") as full:
        no_space = cli("deal", stdout=full)
    assert_one_line_error(no_space)
    assert "No space left" in no_space.stderr


json_atoms = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=8),
)
json_values = st.recursive(
    json_atoms,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)
hostile_text = st.one_of(
    st.binary(max_size=300),
    json_values.map(lambda value: json.dumps(value).encode()),
    st.integers(1, 200_000).map(lambda depth: b"[" * depth + b"]" * (depth % 3)),
    st.integers(4000, 9000).map(lambda digits: b"1" * digits),
    st.sampled_from([RECORD.encode(), REQUEST.encode()]).flatmap(
        lambda good: st.integers(0, len(good)).map(lambda cut: good[:cut])
    ),
)


@given(inputs=st.lists(hostile_text, min_size=1, max_size=5))
def test_fuzzed_input_never_escapes_as_a_traceback(inputs: list[bytes]) -> None:
    for stdin in inputs:
        outcome = run("replay", "-", stdin=stdin)
        assert outcome.status in (0, BAD_INPUT)
        if outcome.status:
            assert_one_line_error(outcome)
    lines = [line for text in inputs for line in text.split(b"\n")]
    stream = run("suggest", "--jsonl", stdin=b"\n".join(lines) + b"\n")
    assert stream.status == 0 and stream.err == ""
    answers = stream.out.splitlines()
    assert len(answers) == sum(1 for line in lines if answered(line))
    for answer in answers:
        assert re.fullmatch(r"x?[A2-7JQK][cdsb]", answer) or set(json.loads(answer)) == {"error"}


def answered(line: bytes) -> bool:
    """Whether ``suggest --jsonl`` owes this line an answer: all but blank text lines."""
    try:
        return bool(line.decode("utf-8").strip())
    except UnicodeDecodeError:
        return True
