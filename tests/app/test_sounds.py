"""Sounds: made by our own script, mixed without blocking, played by the real window at the
right moments, off with one remembered toggle, and a missing device costs only the sound."""

from __future__ import annotations

import io
import subprocess
import sys
import threading
import time
import wave
from array import array
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.game.controller import HUMAN, Phase
from briscola_qt.app.sound.device import DeviceOutput
from briscola_qt.app.sound.effects import SOUND_NAMES, load_sounds, result_sound
from briscola_qt.app.sound.mixer import RATE, Mixer, decode_wav
from briscola_qt.engine import HandResult

from .helpers import wait_for

ROOT = Path(__file__).resolve().parents[2]
PLAYING = (Phase.HUMAN_TURN, Phase.HAND_OVER, Phase.MATCH_OVER)


class Recorder:
    """An output that notes the name of every sound, on the GUI thread."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.closed = False

    def play(self, name: str) -> None:
        assert threading.current_thread() is threading.main_thread()
        self.played.append(name)

    def close(self) -> None:
        self.closed = True


def test_the_shipped_sounds_are_what_the_script_makes_and_are_short_and_soft() -> None:
    check = [sys.executable, str(ROOT / "tools" / "sounds.py"), "--check"]
    assert subprocess.run(check, capture_output=True, text=True).returncode == 0
    shipped = load_sounds()  # from the compiled resources, as the app reads them
    assert sorted(shipped) == sorted(SOUND_NAMES)
    for name, data in shipped.items():
        samples = decode_wav(data)
        assert len(samples) / RATE <= 1.2, name
        assert 0.15 * 32767 < max(abs(value) for value in samples) <= 0.4 * 32767, name


def test_a_wav_of_another_shape_is_refused_with_a_clear_error() -> None:
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(2)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(bytes(8))
    with pytest.raises(ValueError, match="16-bit mono"):
        decode_wav(out.getvalue())
    with pytest.raises(ValueError, match="not a WAV"):
        decode_wav(b"RIFF nonsense")


def test_the_mixer_sums_overlapping_sounds_clips_them_and_then_falls_silent() -> None:
    mixer = Mixer()
    assert mixer.chunk(4) == bytes(8)
    mixer.add(array("h", [1000, 2000, 30000, 4]))
    mixer.add(array("h", [10, 20, 30000]))
    assert array("h", mixer.chunk(2)).tolist() == [1010, 2020]
    assert array("h", mixer.chunk(3)).tolist() == [32767, 4, 0]  # clipped, then one left
    assert not mixer.playing
    assert mixer.chunk(2) == bytes(4)


def test_the_device_plays_on_its_own_thread_and_stops(qapp: object) -> None:
    failures: list[str] = []
    output = DeviceOutput(load_sounds(), failures.append, backends=["null"])
    output.play("take")
    deadline = time.monotonic() + 5
    while not output.mixing and time.monotonic() < deadline:  # the device has started
        time.sleep(0.01)
    while output.mixing and time.monotonic() < deadline:  # and played the sound through
        time.sleep(0.01)
    output.close()
    output.wait()
    assert failures == [] and output.backend == "Null" and not output.mixing


def test_no_device_is_reported_once_and_playing_on_is_harmless(qapp: object) -> None:
    failures: list[str] = []
    output = DeviceOutput(load_sounds(), failures.append, backends=["no_such_backend"])
    output.play("play")
    output.play("take")
    output.close()
    output.wait()
    assert len(failures) == 1 and "NO_SUCH_BACKEND" in failures[0]


def test_a_hand_sounds_each_card_trick_deal_and_result(qtbot, make_window) -> None:
    window = make_window()
    recorder = Recorder()
    window.sounds.set_output(recorder)
    wait_for(qtbot, window, *PLAYING)
    for _ in range(25):
        wait_for(qtbot, window, *PLAYING)
        if window.controller.phase is not Phase.HUMAN_TURN:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HAND_OVER, Phase.MATCH_OVER)
    hand = window.controller.hand
    result = hand.result() if hand is not None else None
    assert result is not None
    plays = recorder.played
    assert plays.count("play") == 40 and plays.count("take") == 20
    assert plays[-1] == result_sound(result, HUMAN, match_won=False)
    assert plays.index("take") > plays.index("play")  # the sweep follows the cards
    recorder.played = []
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # the next hand: one shuffle and deal
    wait_for(qtbot, window, *PLAYING)
    assert recorder.played.count("deal") == 1 and recorder.played[0] == "deal"


def test_one_remembered_toggle_silences_everything(qtbot, make_window, settings) -> None:
    window = make_window()
    recorder = Recorder()
    window.sounds.set_output(recorder)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    window.sounds.action.trigger()
    assert settings.sound is False
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert recorder.played == []
    qtbot.keyClick(window.view, Qt.Key.Key_M)  # and M turns them on again
    assert settings.sound is True
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    wait_for(qtbot, window, Phase.HUMAN_TURN)
    assert "play" in recorder.played


def test_the_match_won_and_the_draw_have_their_own_sounds() -> None:
    assert result_sound(HandResult((70, 50), 0), 0, match_won=True) == "match_won"
    assert result_sound(HandResult((60, 60), None), 0, match_won=False) == "draw"
    assert result_sound(HandResult((50, 70), 1), 0, match_won=False) == "lost"
    assert result_sound(HandResult((50, 70), 1), 1, match_won=False) == "won"
