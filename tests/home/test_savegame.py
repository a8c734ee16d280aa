"""The save file: a match round-trips exactly, and tampering or damage never gets through."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from briscola_qt.app.store.savegame import SavedMatch, SaveGame, damaged_save_notice
from briscola_qt.app.store.storage import checksum
from briscola_qt.engine import Hand, Match, Variants
from briscola_qt.engine.action import Action


def played_hand(match: Match, seed: int, plays: int) -> Hand:
    """The match's next hand dealt from ``seed``, with ``plays`` random legal cards played."""
    hand = match.new_hand(seed)
    rng = random.Random(seed)
    for _ in range(plays):
        seat = hand.to_move
        assert seat is not None
        hand.apply(Action.play(rng.choice(hand.cards_of(seat))))
    return hand


def match_in_progress(seed: int = 3) -> SavedMatch:
    match = Match(hands_to_win=3, variants=Variants(trump_exchange="seven"), first_dealer=1)
    match.finish_hand(played_hand(match, seed, 40))
    return SavedMatch("hard", match, played_hand(match, seed + 1, 13))


def test_round_trip_rebuilds_the_same_position(tmp_path: Path) -> None:
    saved = match_in_progress()
    SaveGame(tmp_path).save(saved)
    loaded = SaveGame(tmp_path).load()
    assert not loaded.was_damaged and damaged_save_notice(loaded) is None
    restored = loaded.value
    assert restored is not None
    assert restored.level == "hard"
    assert restored.match == saved.match
    assert restored.hand.plays == saved.hand.plays
    for seat in range(2):
        assert restored.hand.cards_of(seat) == saved.hand.cards_of(seat)
    assert restored.hand.side_points() == saved.hand.side_points()
    assert restored.hand.to_move == saved.hand.to_move


def test_finished_hand_keeps_its_counted_flag_and_clear(tmp_path: Path) -> None:
    match = Match()
    save = SaveGame(tmp_path)
    save.save(SavedMatch("easy", match, played_hand(match, 5, 40), counted=True))
    restored = save.load().value
    assert restored is not None and restored.hand.is_over and restored.counted
    assert restored.match.results == []
    save.clear()
    assert save.load().value is None and save.path is not None and not save.path.exists()


def test_a_hand_played_with_a_hint_keeps_its_helped_flag(tmp_path: Path) -> None:
    saved = match_in_progress()
    saved.helped = True
    save = SaveGame(tmp_path)
    save.save(saved)
    restored = save.load().value
    assert restored is not None and restored.helped


def test_a_save_from_before_the_helped_flag_reads_as_no_help(tmp_path: Path) -> None:
    save = SaveGame(tmp_path)
    save.save(match_in_progress())
    assert save.path is not None
    resealed(save.path, lambda d: d.pop("helped"))
    loaded = save.load()
    assert not loaded.was_damaged and loaded.value is not None
    assert not loaded.value.helped and loaded.value.hand.plays == match_in_progress().hand.plays


def resealed(path: Path, edit: object) -> None:
    """Apply ``edit`` to the save's data and fix the checksum, as a clever cheat would."""
    envelope = json.loads(path.read_text())
    edit(envelope["data"])  # type: ignore[operator]
    envelope["checksum"] = checksum(envelope["data"])
    path.write_text(json.dumps(envelope))


def _swap_first_two_deck_cards(data: dict) -> None:
    deck = data["hand"]["deck"]
    deck[0], deck[7] = deck[7], deck[0]


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["hand"]["plays"].append("Ad"),  # a card nobody holds, or not in turn
        lambda d: d["hand"]["deck"].pop(),
        lambda d: d.update(counted=True),  # only a finished hand can have been counted
        lambda d: d["results"][0].update(winner_side=1),
        lambda d: d["results"][0].update(side_points=[100, 100]),
        lambda d: d["results"].extend([d["results"][0]] * 3),  # past the end of the match
        lambda d: d.update(hands_to_win=7),
        lambda d: d.update(level=""),
        lambda d: d.update(level="grandmaster"),
        lambda d: d.update(players="2"),
        lambda d: d.update(players=4),
        lambda d: d.update(players=5),
        lambda d: d.update(players=3) or d["hand"].update(players=3),
        lambda d: d.update(extra=1),
        lambda d: d.update(helped="yes"),
        lambda d: d.update(helped=1),
        lambda d: d["variants"].update(open_hands="yes"),
        _swap_first_two_deck_cards,
    ],
)
def test_tampered_save_with_a_valid_checksum_is_refused(tmp_path: Path, edit: object) -> None:
    save = SaveGame(tmp_path)
    save.save(match_in_progress())
    assert save.path is not None
    resealed(save.path, edit)
    loaded = save.load()
    assert loaded.value is None and loaded.set_aside is not None
    notice = damaged_save_notice(loaded)
    assert notice is not None and loaded.set_aside.name in notice
    assert notice.replace(loaded.set_aside.name, "").count(".") == 1  # one sentence


def test_edit_without_resealing_fails_the_checksum(tmp_path: Path) -> None:
    save = SaveGame(tmp_path)
    save.save(match_in_progress())
    assert save.path is not None
    save.path.write_text(save.path.read_text().replace('"hard"', '"easy"'))
    loaded = save.load()
    assert loaded.value is None and loaded.reason is not None and "checksum" in loaded.reason


def test_without_a_folder_nothing_is_kept() -> None:
    save = SaveGame(None)
    save.save(match_in_progress())
    assert save.path is None and save.load().value is None


@pytest.mark.parametrize(
    ("players", "variants"),
    [(3, Variants()), (4, Variants(partners_show=True)), (6, Variants(trump_exchange="seven"))],
)
def test_every_player_count_round_trips(tmp_path: Path, players: int, variants: Variants) -> None:
    match = Match(players, hands_to_win=2, variants=variants, first_dealer=players - 1)
    match.finish_hand(played_hand(match, 8, len(match.new_hand(8).deck)))
    hand = played_hand(match, 9, 2 * players + 1)
    SaveGame(tmp_path).save(SavedMatch("normal", match, hand))
    restored = SaveGame(tmp_path).load().value
    assert restored is not None and restored.match == match
    assert restored.hand.plays == hand.plays and restored.hand.dealer == hand.dealer
    assert [restored.hand.cards_of(s) for s in range(players)] == [
        hand.cards_of(s) for s in range(players)
    ]
