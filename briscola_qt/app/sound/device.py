"""The system's audio device, driven from a thread of its own through miniaudio.

Why miniaudio rather than QtMultimedia's QSoundEffect: QtMultimedia is only in the
pyside6-addons wheel and drags QtQuick, QtQml, QtNetwork and FFmpeg into the bundle (105 MB
-> 158 MB, and it will not even load without libpulse on the system), while miniaudio adds
2.4 MB and finds PulseAudio, PipeWire's Pulse server, ALSA or JACK at run time.

Opening the device (tens of milliseconds) and importing the library happen on the worker
thread; the GUI thread only puts a sound's name in a queue. Audio comes from miniaudio's own
real-time thread, which asks the :class:`~briscola_qt.app.sound.mixer.Mixer` for each chunk.
"""

from __future__ import annotations

import logging
import queue
import threading
from array import array
from collections.abc import Callable, Sequence
from typing import Any

from briscola_qt.app.sound.mixer import RATE, Mixer, decode_wav, primed

log = logging.getLogger(__name__)

#: Short periods keep a card's sound on time; 40 ms is still far from any underrun.
PERIOD_MS = 40
CLOSE_WAIT_S = 1.0


class DeviceOutput:
    """Plays named sounds on the default output device; ``on_failure`` hears why it cannot.

    ``on_failure`` is called from the worker thread (a Qt signal's ``emit`` suits it). With
    ``backends`` (miniaudio names, e.g. ``["null"]`` in a test) only those are tried.
    """

    def __init__(
        self,
        sounds: dict[str, bytes],
        on_failure: Callable[[str], None],
        backends: Sequence[str] | None = None,
    ) -> None:
        self._sounds = sounds
        self._on_failure = on_failure
        self._backends = backends
        self._commands: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        self._mixer = Mixer()
        self.backend: str | None = None  # once the device is open
        self._thread = threading.Thread(target=self._run, name="briscola-sound", daemon=True)
        self._thread.start()

    def play(self, name: str) -> None:
        self._commands.put(name)

    def close(self) -> None:
        """Stop the device and end the thread, without waiting for them."""
        self._commands.put(None)

    def wait(self) -> None:
        """Wait (briefly) until the device has stopped: at quit, before Python shuts down."""
        self._thread.join(CLOSE_WAIT_S)

    @property
    def mixing(self) -> bool:
        """Whether a sound is still being played (for tests)."""
        return self._mixer.playing

    def _run(self) -> None:
        device = None
        try:
            samples = {name: decode_wav(data) for name, data in self._sounds.items()}
            device = self._open()
            device.start(primed(self._mixer))
        except Exception as error:  # no library, no device, a bad file: the game plays on
            log.warning("no sound: %s", error)
            self._on_failure(f"{type(error).__name__}: {error}")
            if device is not None:
                device.close()
            while self._commands.get() is not None:
                pass  # sounds asked for after the failure are dropped
            return
        log.info("sound through %s", self.backend)
        while (name := self._commands.get()) is not None:
            sound: array[int] | None = samples.get(name)
            if sound is None:
                log.warning("no sound called %r", name)
            else:
                self._mixer.add(sound)
        device.close()

    def _open(self) -> Any:
        import miniaudio  # here, not at start-up: it costs 20-40 ms to import

        backends = None
        if self._backends is not None:
            backends = [miniaudio.Backend[name.upper()] for name in self._backends]
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=1,
            sample_rate=RATE,
            buffersize_msec=PERIOD_MS,
            backends=backends,
            app_name="Briscola",
        )
        self.backend = device.backend
        if device.backend.lower() == "null" and self._backends is None:
            device.close()
            raise RuntimeError("no audio device found")
        return device
