"""Briscola chiamata's screenshots (the auction, the call, a deal in progress with the coach's
hint, its end, its record in the replay viewer and a review),
made by tools/screenshots.py, in English and Italian.

The player bids the next bid on offer each turn, so with these seeds it wins the auction
and the call panel can be pictured; the Normal bots bid, call and play for the others. The
review pictured is of the next deal, played with the card Hard rates lowest every time.
"""

from __future__ import annotations

from pathlib import Path

from table_driver import open_window, save_picture, wait_until  # type: ignore[import-not-found]

from briscola_qt.app.game.controller import Phase
from briscola_qt.engine.chiamata import ChiamataHand, ChiamataPhase

#: The first deal of this seed: North-East and West bid, so the auction has a history.
SEED = 2029
STOPS = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


def chiamata_pictures(folder: Path, out: Path, language: str, suffix: str) -> None:
    window = open_window(folder, language=language, players=5, seed=SEED)
    controller = window.controller

    def deal() -> ChiamataHand:
        hand = controller.hand
        assert isinstance(hand, ChiamataHand)
        return hand

    wait_until(lambda: controller.phase in STOPS)
    pictured = False
    while deal().phase is ChiamataPhase.AUCTION:  # the mildest bid on offer, every turn
        if deal().auction.moves and not pictured:
            save_picture(window, out / f"chiamata-auction{suffix}.png")
            pictured = True
        window.auction.buttons[1][0].click()
        wait_until(lambda: controller.phase in STOPS)
    if not pictured:
        save_picture(window, out / f"chiamata-auction{suffix}.png")
    if deal().phase is ChiamataPhase.CALL:
        save_picture(window, out / f"chiamata-call{suffix}.png")
        mine = deal().cards_of(0)
        button = next(b for b, a in window.auction.buttons if a.card not in mine)
        button.click()
    while True:  # three tricks done and others have played to the fourth: the player's turn
        wait_until(lambda: controller.phase in STOPS)
        if controller.phase is not Phase.HUMAN_TURN:
            break
        if len(deal().tricks) >= 3 and deal().current_trick:
            break
        controller.play(window.scene.human_cards()[0])
    save_picture(window, out / f"chiamata-deal{suffix}.png")
    if controller.phase is Phase.HUMAN_TURN:  # the coach in the play: Hard chiamata's hint
        window.coaching.ask_hint()
        wait_until(lambda: window.coaching.hint is not None)
        save_picture(window, out / f"chiamata-hint{suffix}.png")
    while controller.phase is Phase.HUMAN_TURN:  # to the end of the deal: its table
        controller.play(window.scene.human_cards()[0])
        wait_until(lambda: controller.phase in STOPS)
    save_picture(window, out / f"chiamata-deal-over{suffix}.png")
    record = folder / "chiamata-deal.json"  # the deal as a record, in the replay viewer
    window.records.save_record(record)
    viewer = window.records.open_record(record)
    assert viewer is not None
    viewer.go_to(4)
    save_picture(viewer, out / f"chiamata-replay{suffix}.png")
    viewer.close()
    controller.next_hand()  # a deal played against the coach's advice: a review with moments
    while True:
        wait_until(lambda: controller.phase in STOPS)
        if controller.phase is not Phase.HUMAN_TURN:
            break
        if deal().phase is not ChiamataPhase.PLAY:  # the mildest bid, then the first call
            window.auction.buttons[1 if deal().phase is ChiamataPhase.AUCTION else 0][0].click()
            continue
        window.coaching.ask_hint()
        wait_until(lambda: window.coaching.hint is not None)
        hint = window.coaching.hint
        assert hint is not None and hint.chances[-1][0].card is not None
        controller.play(hint.chances[-1][0].card)  # the card Hard rates lowest
    wait_until(lambda: window.coaching.review is not None)
    window.coaching.show_review()
    save_picture(window.coaching.review_dialog, out / f"chiamata-review{suffix}.png")
    window.coaching.review_dialog.close()
    window.close()
