"""Synthesise the table's sounds into assets/sounds/*.wav: ``python tools/sounds.py``.

Plain Python (``math``, ``random``, ``wave``), no samples from anywhere: card sounds are
filtered noise shaped by short envelopes, the results are soft bell-like tones. Every sound is
short and quiet (peaks well below full scale) because it plays dozens of times a match. The
noise is seeded, so the files are the same bytes on every run and a test can check that the
committed files are what this script makes (``--check``).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"
RATE = 22050
#: Peak level of each sound, as a share of full scale (about -9 to -14 dBFS).
PEAKS = {
    "play": 0.32,
    "take": 0.25,
    "deal": 0.3,
    "won": 0.35,
    "lost": 0.3,
    "draw": 0.28,
    "match_won": 0.38,
}


def silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def mix_in(track: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``track`` starting ``at`` seconds in (the track grows if needed)."""
    start = round(at * RATE)
    if len(track) < start + len(sound):
        track.extend([0.0] * (start + len(sound) - len(track)))
    for index, value in enumerate(sound):
        track[start + index] += gain * value


def noise(rng: random.Random, seconds: float, cutoff: float, passes: int = 2) -> list[float]:
    """White noise through ``passes`` one-pole low-pass filters at ``cutoff`` Hz: felt, paper."""
    samples = [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    for _ in range(passes):
        level = 0.0
        for index, value in enumerate(samples):
            level += alpha * (value - level)
            samples[index] = level
    return samples


def shaped(samples: list[float], envelope: Callable[[float], float]) -> list[float]:
    """``samples`` times ``envelope(t)``, t in seconds from the start."""
    return [value * envelope(index / RATE) for index, value in enumerate(samples)]


def percussive(attack: float, decay: float) -> Callable[[float], float]:
    """Rises linearly over ``attack`` seconds, then dies away exponentially (time constant)."""

    def envelope(t: float) -> float:
        return t / attack if t < attack else math.exp(-(t - attack) / decay)

    return envelope


def tone(frequency: float, seconds: float, decay: float, brightness: float = 0.25) -> list[float]:
    """A soft struck tone: the fundamental, a little octave and twelfth, dying away."""
    envelope = percussive(0.006, decay)
    partials = ((1.0, 1.0), (2.0, brightness), (3.0, brightness * 0.3))
    return faded(
        [
            envelope(t)
            * sum(
                level * math.sin(2 * math.pi * frequency * ratio * t) for ratio, level in partials
            )
            for t in (index / RATE for index in range(round(seconds * RATE)))
        ],
        end=0.04,
    )


def card_on_felt(rng: random.Random, gain: float = 1.0) -> list[float]:
    """A card laid down: a dull, very short brush of noise with a faint low knock."""
    brush = shaped(noise(rng, 0.09, 1800.0), percussive(0.003, 0.018))
    knock = shaped(
        [math.sin(2 * math.pi * 150.0 * index / RATE) for index in range(len(brush))],
        percussive(0.002, 0.012),
    )
    return [gain * (b + 0.35 * k) for b, k in zip(brush, knock, strict=True)]


def play_sound(rng: random.Random) -> list[float]:
    return card_on_felt(rng)


def take_sound(rng: random.Random) -> list[float]:
    """The trick swept off: a swish of noise that swells and fades, a little brighter."""
    length = 0.22

    def swell(t: float) -> float:
        return math.sin(math.pi * min(t / length, 1.0)) ** 2

    return shaped(noise(rng, length, 2600.0), swell)


def deal_sound(rng: random.Random) -> list[float]:
    """Shuffle and deal: a riffle of quick flicks speeding up, then three cards dealt."""
    track = silence(0.05)
    at = 0.0
    gap = 0.034
    for _ in range(14):
        flick = shaped(noise(rng, 0.03, 3200.0, passes=1), percussive(0.001, 0.006))
        mix_in(track, flick, at, 0.7)
        at += gap
        gap *= 0.93
    for deal in range(3):
        mix_in(track, card_on_felt(rng, 0.9), at + 0.12 + deal * 0.11)
    return track


def chime(notes: tuple[float, ...], spacing: float, decay: float, tail: float) -> list[float]:
    track: list[float] = []
    for index, frequency in enumerate(notes):
        mix_in(track, tone(frequency, decay * 5 + tail, decay), index * spacing)
    return track


def won_sound(_: random.Random) -> list[float]:
    """A hand won: three rising notes (G4, C5, E5), warm and short."""
    return chime((392.0, 523.25, 659.25), 0.09, 0.11, 0.05)


def lost_sound(_: random.Random) -> list[float]:
    """A hand lost: two falling notes (E4, C4), duller (less overtone)."""
    track: list[float] = []
    mix_in(track, tone(329.63, 0.6, 0.12, brightness=0.1), 0.0)
    mix_in(track, tone(261.63, 0.7, 0.14, brightness=0.1), 0.16)
    return track


def draw_sound(_: random.Random) -> list[float]:
    """A drawn hand: the same note twice, neither up nor down."""
    return chime((440.0, 440.0), 0.14, 0.1, 0.05)


def match_won_sound(rng: random.Random) -> list[float]:
    """A match won: a brighter arpeggio up to the octave, with a sparkle of high notes."""
    track = chime((523.25, 659.25, 783.99, 1046.5), 0.085, 0.16, 0.1)
    for index in range(6):
        sparkle = tone(rng.choice((1567.98, 2093.0, 2637.0)), 0.25, 0.04, brightness=0.0)
        mix_in(track, sparkle, 0.34 + index * 0.06, 0.18)
    return track


MAKERS: dict[str, Callable[[random.Random], list[float]]] = {
    "play": play_sound,
    "take": take_sound,
    "deal": deal_sound,
    "won": won_sound,
    "lost": lost_sound,
    "draw": draw_sound,
    "match_won": match_won_sound,
}


def faded(samples: list[float], start: float = 0.001, end: float = 0.01) -> list[float]:
    """Short fades at both ends (the start's keeps the attack), so nothing clicks."""
    out = list(samples)
    for seconds, indices in ((start, range(len(out))), (end, range(len(out) - 1, -1, -1))):
        edge = min(round(seconds * RATE), len(out) // 2)
        for step, index in zip(range(edge), indices, strict=False):
            out[index] *= step / edge
    return out


def wav_bytes(samples: list[float], peak: float) -> bytes:
    """16-bit mono WAV of ``samples`` scaled so their loudest point is ``peak`` of full scale."""
    loudest = max(abs(value) for value in samples) or 1.0
    scale = peak * 32767 / loudest
    pcm = array("h", (round(value * scale) for value in faded(samples)))
    if sys.byteorder == "big":
        pcm.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(pcm.tobytes())
    return out.getvalue()


def render() -> dict[str, bytes]:
    """Every sound, by name, as the bytes of its WAV file."""
    return {
        name: wav_bytes(make(random.Random(f"briscola-{name}")), PEAKS[name])
        for name, make in MAKERS.items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="only check that assets/sounds holds what this script makes",
    )
    args = parser.parse_args(argv)
    sounds = render()
    if args.check:
        stale = [
            name
            for name, data in sounds.items()
            if not (SOUNDS / f"{name}.wav").is_file()
            or (SOUNDS / f"{name}.wav").read_bytes() != data
        ]
        for name in stale:
            print(f"sounds: assets/sounds/{name}.wav differs from what tools/sounds.py makes")
        return 1 if stale else 0
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for name, data in sounds.items():
        (SOUNDS / f"{name}.wav").write_bytes(data)
    total = sum(len(data) for data in sounds.values())
    print(f"sounds: wrote {len(sounds)} files, {total // 1024} KiB, under {SOUNDS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
