"""This checkout's bots against those of any git revision, on the arena's duplicate deals.

Usage: python tools/vs_revision.py REV [--level hard] [--deals 1000] [--seed 1] [--players 2]
                                       [--exchange off] [--jobs 1] [--against LEVEL]
                                       [--log deals.jsonl]

The revision's files are exported (``git archive``) into a temporary folder and its own
``briscola-cli suggest --jsonl`` answers for the seats it holds, one process per worker,
so no old code has to stay in the product. Each side is seeded exactly as the arena seeds
it, so ``REV`` = HEAD reproduces the arena's figures for a level against itself. The
report is the arena's: the score of this checkout's bots with its 95% interval, the
margin, and the time per move of each side (the revision's includes replaying the record
and the pipe). With ``--log`` each deal's result is also written as one JSON line as soon as
it is played, so a long run stopped early still counts.
"""

from __future__ import annotations

import argparse
import atexit
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import asdict
from functools import partial
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from briscola_qt.bots import LEVELS, make_bot  # noqa: E402
from briscola_qt.bots.arena import DealResult, play_deal  # noqa: E402
from briscola_qt.bots.base import Bot  # noqa: E402
from briscola_qt.cli.arena import summary  # noqa: E402
from briscola_qt.engine.action import Action  # noqa: E402
from briscola_qt.engine.core import EXCHANGE_RULES  # noqa: E402
from briscola_qt.engine.hand import PLAYER_COUNTS, Hand  # noqa: E402
from briscola_qt.engine.record import record_of  # noqa: E402
from briscola_qt.engine.variants import Variants  # noqa: E402
from briscola_qt.engine.view import SeatView  # noqa: E402

#: The level name of the revision's bots in the report, e.g. ``hard@962af66``.
AT = "@"


def export(revision: str, folder: Path) -> str:
    """Write ``revision``'s files into ``folder``; its short commit id."""
    run = partial(subprocess.run, cwd=ROOT, capture_output=True, check=True)
    try:
        commit = run(["git", "rev-parse", "--short", f"{revision}^{{commit}}"], text=True)
    except subprocess.CalledProcessError:
        raise SystemExit(f"vs_revision: no git revision {revision!r}") from None
    archive = run(["git", "archive", "--format=tar", commit.stdout.strip()]).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return str(commit.stdout.strip())


class Revision:
    """The revision's ``suggest --jsonl``, running as a child process of this worker."""

    def __init__(self, folder: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "briscola_qt.cli", "suggest", "--jsonl"],
            cwd=folder,
            env={**os.environ, "PYTHONPATH": folder},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        atexit.register(self.process.kill)

    def ask(self, request: dict[str, object]) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline().strip()
        if not answer or answer.startswith("{"):
            raise RuntimeError(f"the revision's suggest failed: {answer or 'no answer'}")
        return answer


def older(record: dict[str, Any]) -> dict[str, Any]:
    """The record without variants at their defaults, which an older revision may not know."""
    variants = record.get("variants")
    if variants is not None:
        defaults = Variants().to_json()
        kept = {name: value for name, value in variants.items() if defaults.get(name) != value}
        record = {**record, "variants": kept}
    return record


class RevisionBot:
    """A seat played by the revision's bot: it is sent the record of the hand so far."""

    def __init__(self, revision: Revision, level: str, seed: int, hand: Hand) -> None:
        self.revision = revision
        self.level = f"{level}{AT}revision"
        self.old_level = level
        self.seed = seed
        self.hand = hand

    def choose(self, view: SeatView) -> Action:
        answer = self.revision.ask(
            {
                "record": older(record_of(self.hand).to_json()),
                "seat": view.seat,
                "level": self.old_level,
                "seed": self.seed,
            }
        )
        return Action.parse(answer)


_revision: Revision | None = None


def start_worker(folder: str) -> None:
    global _revision
    _revision = Revision(folder)


def make(level: str, seed: int, hand: Hand) -> Bot:
    """This checkout's bot for a plain level, the revision's for ``level@commit``."""
    if AT not in level:
        return make_bot(level, seed)
    assert _revision is not None
    return RevisionBot(_revision, level.split(AT)[0], seed, hand)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", help="a git revision: a commit, a branch, a tag")
    parser.add_argument("--level", choices=LEVELS, default="hard", help="the level of both sides")
    parser.add_argument("--against", choices=LEVELS, help="the revision's level, if different")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=PLAYER_COUNTS, default=2)
    parser.add_argument("--exchange", choices=EXCHANGE_RULES, default="off")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--log", type=Path, help="one JSON line per deal, written as it ends")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="briscola-rev-") as folder:
        commit = export(args.revision, Path(folder))
        theirs = f"{args.against or args.level}{AT}{commit}"
        one_deal = partial(
            play_deal,
            args.level,
            theirs,
            args.seed,
            players=args.players,
            variants=Variants(trump_exchange=args.exchange),
            make=make,
        )
        results: list[DealResult] = []
        with (
            Pool(args.jobs, initializer=start_worker, initargs=(folder,)) as pool,
            open(args.log or os.devnull, "w", encoding="utf-8") as log,
        ):
            for deal, result in enumerate(pool.imap(one_deal, range(args.deals), chunksize=1)):
                results.append(result)
                log.write(json.dumps({"deal": deal, **asdict(result)}) + "\n")
                log.flush()
    print(summary(args.level, theirs, args.players, results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
