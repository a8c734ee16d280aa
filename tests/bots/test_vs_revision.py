"""tools/vs_revision.py: a revision's bots, driven through its own ``suggest --jsonl``."""

from __future__ import annotations

import pytest

from briscola_qt.cli.main import main as cli
from tools.vs_revision import main


def test_playing_this_revision_reproduces_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    """Each side is seeded as in the arena, so the old side at HEAD is the arena's own bot."""
    assert main(["HEAD", "--level", "easy", "--against", "normal", "--deals", "12"]) == 0
    tool = capsys.readouterr().out.splitlines()
    assert cli(["arena", "--a", "easy", "--b", "normal", "--deals", "12"]) == 0
    arena = capsys.readouterr().out.splitlines()
    assert tool[0].startswith("easy vs normal@") and tool[1:3] == arena[1:3]


def test_an_unknown_revision_is_refused() -> None:
    with pytest.raises(SystemExit, match="no git revision 'no-such-rev'"):
        main(["no-such-rev", "--deals", "1"])
