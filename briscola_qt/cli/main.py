"""Entry point of ``briscola-cli``: one subcommand per module, each with a ``register``.

Whatever goes wrong with the input or the output streams ends in one line on standard error
and status 2 (``BAD_INPUT``), never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import import_module

from briscola_qt import __version__
from briscola_qt.cli.common import CliError, OneLineErrorParser
from briscola_qt.engine.errors import BriscolaError

#: Modules under ``briscola_qt.cli`` that each add one subcommand.
SUBCOMMANDS = ("replay", "deal", "bench", "arena", "suggest")

#: Exit status for bad input, as the issue and common CLI practice want it.
BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineErrorParser(
        prog="briscola-cli", description="Briscola records, bots and benchmarks."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in SUBCOMMANDS:
        import_module(f"briscola_qt.cli.{name}").register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:  # --help, --version or a bad argument: already printed
        return stop.code if isinstance(stop.code, int) else BAD_INPUT
    try:
        if sys.stdout is None:
            raise CliError("standard output is closed")
        status: int = args.run(args)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
    except BrokenPipeError:
        _silence_stdout()
        return _fail(args.command, "standard output was closed before everything was written")
    except (BriscolaError, CliError, OSError) as error:
        return _fail(args.command, str(error))
    except KeyboardInterrupt:
        return 130
    return status


def _fail(command: str, message: str) -> int:
    if sys.stderr is not None:
        print(f"briscola-cli {command}: {message}", file=sys.stderr)
    return BAD_INPUT


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush does not complain again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
