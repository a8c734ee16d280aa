"""Small helpers the subcommands share: bounded input, checked JSON and argument types.

Everything a user can feed the command line (files, standard input, arguments) is read here,
so every limit lives once: no read is unbounded, no number is longer than any record holds,
and each problem becomes a :class:`CliError` that ``main`` prints as one line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from typing import IO, Any, NoReturn

from briscola_qt.engine import record
from briscola_qt.engine.record import Record

#: Largest record or request read: a whole hand's record is under two kilobytes.
MAX_INPUT_BYTES = 1 << 20
#: Longest whole number accepted anywhere (seeds included): 2**64 has 20 digits.
MAX_DIGITS = 30


class CliError(Exception):
    """A problem with the user's input, reported as one line on standard error."""


class OneLineErrorParser(argparse.ArgumentParser):
    """Reports a bad command line as one line on stderr, then exits with status 2.

    argparse's own error prints the whole usage first; a script calling the tool wants the
    one line that says what was wrong. Subcommand parsers inherit the class.
    """

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def stdin_bytes() -> IO[bytes]:
    """Standard input as bytes; CliError when the process was started with it closed."""
    if sys.stdin is None:
        raise CliError("standard input is closed")
    return sys.stdin.buffer


def read_text(path: str) -> str:
    """The UTF-8 text of ``path``, or of standard input for ``-``, at most MAX_INPUT_BYTES."""
    if path == "-":
        raw = stdin_bytes().read(MAX_INPUT_BYTES + 1)
    else:
        with open(path, "rb") as stream:
            raw = stream.read(MAX_INPUT_BYTES + 1)
    if len(raw) > MAX_INPUT_BYTES:
        raise CliError(f"input larger than {MAX_INPUT_BYTES} bytes: not a record")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise CliError("not JSON: the input is not UTF-8 text") from None


def _bounded_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise CliError(f"a number of {digits} digits is longer than any this game uses")
    return int(text)


def load_json(text: str) -> Any:
    """Parsed JSON, with every failure (syntax, depth, huge numbers) as one CliError line."""
    try:
        return json.loads(text, parse_int=_bounded_int)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno} column {error.colno}"
        raise CliError(f"not JSON: {error.msg} ({where})") from None
    except RecursionError:
        raise CliError("not JSON: nested too deeply") from None
    except ValueError as error:  # a float the json module refuses, a NaN spelling, ...
        raise CliError(f"not JSON: {error}") from None


def read_record(path: str) -> Record:
    return record.from_json(load_json(read_text(path)))


def answer_lines(answer: Callable[[str], str]) -> int:
    """Answer standard input line by line with ``answer``, flushing each reply.

    A line that is too long or not UTF-8 gets an ``{"error": ...}`` reply and the stream goes
    on; memory stays bounded whatever arrives.
    """
    for line in _bounded_lines(stdin_bytes()):
        if isinstance(line, CliError):
            reply = json.dumps({"error": str(line)})
        elif not line.strip():
            continue
        else:
            reply = answer(line)
        print(reply, flush=True)
    return 0


def _bounded_lines(stream: IO[bytes]) -> Iterator[str | CliError]:
    while raw := stream.readline(MAX_INPUT_BYTES + 1):
        if len(raw) > MAX_INPUT_BYTES and not raw.endswith(b"\n"):
            while (rest := stream.readline(MAX_INPUT_BYTES)) and not rest.endswith(b"\n"):
                pass  # skip the rest of the over-long line, a bounded piece at a time
            yield CliError(f"line longer than {MAX_INPUT_BYTES} bytes")
            continue
        try:
            yield raw.decode("utf-8")
        except UnicodeDecodeError:
            yield CliError("line is not UTF-8 text")


def positive_int(text: str) -> int:
    value = int_arg(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def int_arg(text: str) -> int:
    try:
        return _bounded_int(text.strip())
    except CliError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
