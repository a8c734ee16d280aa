"""Entry point of ``briscola-cli``: one subcommand per module, each with a ``register``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module

from briscola_qt import __version__
from briscola_qt.cli.common import CliError
from briscola_qt.engine.errors import BriscolaError

#: Modules under ``briscola_qt.cli`` that each add one subcommand.
SUBCOMMANDS = ("replay", "deal", "bench", "arena", "suggest")

#: Exit status for bad input, as the issue and common CLI practice want it.
BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="briscola-cli", description="Briscola records, bots and benchmarks."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in SUBCOMMANDS:
        import_module(f"briscola_qt.cli.{name}").register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        status: int = args.run(args)
    except (BriscolaError, CliError, OSError) as error:
        print(f"briscola-cli {args.command}: {error}", file=sys.stderr)
        return BAD_INPUT
    except KeyboardInterrupt:
        return 130
    return status


if __name__ == "__main__":
    sys.exit(main())
