"""The coach's screenshots (hint, review, replay viewer, trump exchange), made by
tools/screenshots.py.

Kept apart from the table's pictures so each feature's pictures live with one owner.
"""

from __future__ import annotations

from pathlib import Path

from table_driver import (  # type: ignore[import-not-found]
    computer_has_led,
    open_window,
    play_until,
    save_picture,
    wait_until,
)

from briscola_qt.app.game.controller import Phase


def coach_pictures(folder: Path, out: Path, language: str, suffix: str) -> None:
    """The hint, the review, the replay viewer and an exchange on offer, in ``language``."""
    window = open_window(folder, language=language)
    coaching = window.coaching
    play_until(window, computer_has_led(window, 4))
    coaching.ask_hint()
    wait_until(lambda: coaching.hint is not None)
    save_picture(window, out / f"hint{suffix}.png")
    play_until(window, lambda: False)  # the first card every time: a review worth reading
    wait_until(lambda: coaching.review is not None)
    save_picture(window, out / f"review-button{suffix}.png")
    coaching.show_review()
    save_picture(coaching.review_dialog, out / f"review{suffix}.png")
    coaching.review_dialog.close()

    path = folder / "hand.json"
    window.records.save_record(path)
    viewer = window.records.open_record(path)
    assert viewer is not None
    viewer.go_to(7)
    save_picture(viewer, out / f"replay-viewer{suffix}.png")
    viewer.close()

    window.rules.set_trump_exchange("two_and_seven")
    for _ in range(30):
        play_until(window, lambda: coaching.marks.badge_visible)
        if window.controller.phase is Phase.HUMAN_TURN:
            break
        window.controller.next_hand()
    save_picture(window, out / f"exchange{suffix}.png")
    window.close()
