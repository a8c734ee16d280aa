"""Small helpers the subcommands share: reading records and checked argument types."""

from __future__ import annotations

import argparse
import sys

from briscola_qt.engine import record
from briscola_qt.engine.record import Record


class CliError(Exception):
    """A problem with the user's input, reported as one line on standard error."""


def read_text(path: str) -> str:
    """The text of ``path``, or of standard input for ``-``."""
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as stream:
        return stream.read()


def read_record(path: str) -> Record:
    try:
        return record.loads(read_text(path))
    except UnicodeDecodeError:
        raise record.RecordError("not JSON: the file is not UTF-8 text") from None


def positive_int(text: str) -> int:
    value = int_arg(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def int_arg(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
