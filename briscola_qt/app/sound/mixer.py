"""Mixing short sounds for an audio device, in plain Python (no Qt, no numpy).

The device's own thread asks for the next chunk of samples; the GUI thread only adds a sound
to a queue, which never waits. Sounds that overlap (a card played while the last one still
rings) are summed and clipped.
"""

from __future__ import annotations

import io
import queue
import sys
import wave
from array import array
from collections.abc import Generator

#: The one format of every sound the game ships (tools/sounds.py makes them so).
RATE = 22050
CHANNELS = 1
SAMPLE_BYTES = 2
LIMIT = 32767


def decode_wav(data: bytes) -> array[int]:
    """The samples of a 16-bit mono WAV at :data:`RATE`; ValueError for anything else."""
    try:
        with wave.open(io.BytesIO(data), "rb") as file:
            shape = (file.getnchannels(), file.getsampwidth(), file.getframerate())
            frames = file.readframes(file.getnframes())
    except (wave.Error, EOFError) as error:
        raise ValueError(f"not a WAV file: {error}") from error
    if shape != (CHANNELS, SAMPLE_BYTES, RATE):
        raise ValueError(f"a sound must be 16-bit mono at {RATE} Hz, not {shape}")
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class Mixer:
    """Sums the sounds that are playing into chunks; :meth:`add` may be called from any thread."""

    def __init__(self) -> None:
        self._arriving: queue.SimpleQueue[array[int]] = queue.SimpleQueue()
        #: Each sound still playing, with how far it has got.
        self._voices: list[tuple[array[int], int]] = []

    def add(self, samples: array[int]) -> None:
        self._arriving.put(samples)

    @property
    def playing(self) -> bool:
        return bool(self._voices) or not self._arriving.empty()

    def chunk(self, frames: int) -> bytes:
        """The next ``frames`` samples of everything playing (silence when nothing is)."""
        while not self._arriving.empty():
            self._voices.append((self._arriving.get(), 0))
        if not self._voices:
            return bytes(frames * SAMPLE_BYTES)
        if len(self._voices) == 1:  # the usual case: one sound, copied as it is
            samples, start = self._voices[0]
            out = samples[start : start + frames]
            out.extend(array("h", bytes((frames - len(out)) * SAMPLE_BYTES)))
        else:
            total = [0] * frames
            for samples, start in self._voices:
                for index, value in enumerate(samples[start : start + frames]):
                    total[index] += value
            out = array("h", (max(-LIMIT, min(LIMIT, value)) for value in total))
        self._voices = [(s, start + frames) for s, start in self._voices if start + frames < len(s)]
        if sys.byteorder == "big":
            out.byteswap()
        return out.tobytes()

    def stream(self) -> Generator[bytes, int, None]:
        """A primed generator for a device that sends how many frames it wants next."""
        frames = yield b""
        while True:
            frames = yield self.chunk(frames)


def primed(mixer: Mixer) -> Generator[bytes, int, None]:
    """:meth:`Mixer.stream`, already started, as audio back ends expect it."""
    stream = mixer.stream()
    next(stream)
    return stream
