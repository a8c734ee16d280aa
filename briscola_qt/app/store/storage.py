"""Small JSON documents in the user's data folder that survive crashes and never crash the game.

Every document is written atomically (temporary file, fsync, rename over the old one), so a
power cut leaves either the old or the new version, never half of one. Each file carries a
kind, a format version and a SHA-256 checksum of its contents: a file that is not JSON, is
truncated, has another kind or an unknown version, fails its checksum or its caller's checks
is moved aside as ``<name>.corrupt-<timestamp>`` and reported, never raised.

Reading is bounded and never blocks: a FIFO, a device or a folder where a document should be
is refused without opening it for long, a file over ``MAX_BYTES`` is not read at all, and
every whole number must lie within ``MAX_NUMBER``. Every save reports its outcome to whoever
listens to the folder (:func:`listen_to_saves`), so a failure reaches the player at once.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QStandardPaths

T = TypeVar("T")
D = TypeVar("D")
log = logging.getLogger(__name__)

#: Anything a caller's parser may raise on a well-formed file with nonsense inside.
PARSE_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)
#: Largest document read: a save or statistics file is a few kilobytes.
MAX_BYTES = 1 << 20
#: Largest whole number a document may hold: no count reaches it in a lifetime of play (a hand
#: a second for 285 million years), and sums of a few such counts still fit the 64-bit
#: integers Qt displays, so nothing read from a file can overflow later.
MAX_NUMBER = 2**53 - 1
#: ``listener(path, error)`` after a save into a watched folder; ``error`` None when it worked.
SaveListener = Callable[[Path, OSError | None], None]
_save_listeners: dict[Path, list[SaveListener]] = {}


class DamagedFile(ValueError):
    """A document that cannot be trusted; its message says why, for the log."""


def default_data_dir() -> Path:
    """The per-user data folder Qt chooses for this application (names set by the app)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".local" / "share" / "briscola")


@dataclass(frozen=True, slots=True)
class Loaded(Generic[T]):
    """What reading a document gave: its value (or the default) and what was moved aside."""

    value: T
    #: Where a damaged file was moved; None when the file was fine or simply absent.
    set_aside: Path | None = None
    #: Why it was moved aside (English, for the log); None when it was not, and when the
    #: player already heard of this very file, which could not be moved (a read-only folder).
    reason: str | None = None

    @property
    def was_damaged(self) -> bool:
        return self.set_aside is not None or self.reason is not None


def checksum(data: Any) -> str:
    """SHA-256 of the canonical JSON of ``data``: any edit to the contents changes it."""
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


@dataclass(frozen=True, slots=True)
class JsonDocument(Generic[T]):
    """One kind of document: where it lives, its format version and how to (un)parse it.

    With no ``path`` nothing is stored: loading gives the default and saving does nothing
    (a window in a test or a screenshot tool keeps the user's files untouched).
    """

    path: Path | None
    kind: str
    version: int
    to_data: Callable[[T], Any]
    #: Builds the value from the document's data; raises (ValueError, ...) if it is wrong.
    from_data: Callable[[Any], T]

    def load(self, default: Callable[[], D]) -> Loaded[T | D]:
        """The stored value; ``default()`` when absent, or when damaged (then moved aside)."""
        if self.path is None:
            return Loaded(default())
        try:
            value: T | D = self._parse(read_bounded(self.path))
        except (FileNotFoundError, NotADirectoryError):
            return Loaded(default())  # nothing there (a file where the folder should be: the
            # first save fails and says so)
        except OSError as error:
            return self._set_aside(default, f"cannot be read: {error.strerror or error}")
        except DamagedFile as error:
            return self._set_aside(default, str(error))
        except PARSE_ERRORS as error:
            return self._set_aside(default, f"{type(error).__name__}: {error}")
        return Loaded(value)

    def save(self, value: T) -> None:
        """Write ``value`` atomically; a failure (disk full, read-only) is logged and told to
        the folder's listeners, never raised, so the game goes on and tries again next time."""
        if self.path is None:
            return
        data = self.to_data(value)
        envelope = {"kind": self.kind, "version": self.version, "checksum": checksum(data)}
        envelope["data"] = data
        outcome: OSError | None = None
        try:
            write_atomically(self.path, json.dumps(envelope, indent=1).encode("utf-8"))
        except OSError as error:
            log.warning("could not save %s: %s", self.path, error)
            outcome = error
        for listener in list(_save_listeners.get(self.path.parent, ())):
            listener(self.path, outcome)

    def delete(self) -> None:
        """Remove the document."""
        if self.path is not None:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()

    def _parse(self, raw: bytes) -> T:
        try:
            envelope = json.loads(
                raw.decode("utf-8"), parse_int=_bounded_int, parse_constant=_no_constant
            )
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise DamagedFile(f"is not JSON ({error})") from None
        if not isinstance(envelope, dict):
            raise DamagedFile("is not a JSON object")
        if envelope.get("kind") != self.kind:
            raise DamagedFile(f"is not a {self.kind} file (kind {envelope.get('kind')!r})")
        if envelope.get("version") != self.version:
            raise DamagedFile(f"has unknown version {envelope.get('version')!r}")
        if set(envelope) != {"kind", "version", "checksum", "data"}:
            raise DamagedFile("has unexpected fields")
        if envelope["checksum"] != checksum(envelope["data"]):
            raise DamagedFile("fails its checksum (edited or damaged)")
        return self.from_data(envelope["data"])

    def _set_aside(self, default: Callable[[], D], reason: str) -> Loaded[T | D]:
        assert self.path is not None
        fingerprint = _fingerprint(self.path)
        moved = set_aside(self.path)
        if moved is not None:
            log.warning("%s %s; moved aside to %s", self.path, reason, moved)
            return Loaded(default(), moved, reason)
        log.warning("%s %s; it could not be moved aside either", self.path, reason)
        return Loaded(default(), None, None if _reported_before(self.path, fingerprint) else reason)


def _fingerprint(path: Path) -> str:
    """Which version of a file this is: the same inode, size and time mean the same file."""
    try:
        info = path.lstat()
    except OSError:
        return ""
    return f"{info.st_dev}:{info.st_ino}:{info.st_size}:{info.st_mtime_ns}"


def _reported_before(path: Path, fingerprint: str) -> bool:
    """True if the player was already told of this same damaged, unmovable file; remembers it.

    In a read-only folder the damaged file cannot be moved aside and is found again at every
    start; the note lives in the cache folder, which stays writable.
    """
    cache = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not cache or not fingerprint:
        return False
    digest = hashlib.sha256(os.fsencode(path.resolve())).hexdigest()[:16]
    note = Path(cache) / f"reported-damage-{digest}"
    with contextlib.suppress(OSError, DamagedFile):
        if read_bounded(note, 200) == fingerprint.encode():
            return True
    with contextlib.suppress(OSError):
        write_atomically(note, fingerprint.encode())
    return False


def listen_to_saves(folder: Path, listener: SaveListener) -> Callable[[], None]:
    """Have ``listener`` hear every save of a document into ``folder``; returns the undo.

    The documents of a folder are made by several owners (the save, the statistics); the one
    who tells the player hears them all here instead of each owner passing failures on.
    """
    listeners = _save_listeners.setdefault(folder, [])
    listeners.append(listener)

    def stop() -> None:
        with contextlib.suppress(ValueError):
            listeners.remove(listener)

    return stop


def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them, without blocking.

    Opened non-blocking so a FIFO cannot hang the caller, then refused (DamagedFile) unless it
    is a regular file no larger than ``limit``; OSError when it cannot be opened at all.
    """
    descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise DamagedFile("is not a regular file")
        if info.st_size > limit:
            raise DamagedFile("is larger than any document this game writes")
        raw = b""
        while len(raw) <= limit and (chunk := os.read(descriptor, limit + 1 - len(raw))):
            raw += chunk
    finally:
        os.close(descriptor)
    if len(raw) > limit:  # it grew while being read
        raise DamagedFile("is larger than any document this game writes")
    return raw


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > len(str(MAX_NUMBER)) or abs(value := int(text)) > MAX_NUMBER:
        raise DamagedFile("holds a number larger than anything the game counts")
    return value


def _no_constant(name: str) -> float:
    raise DamagedFile(f"holds {name}, which is not a number")


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.corrupt-<timestamp>`` (kept for a bug report)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    try:
        path.replace(target)
    except OSError as error:
        log.warning("could not move %s aside: %s", path, error)
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    return target


def write_atomically(path: Path, content: bytes) -> None:
    """Replace ``path`` by ``content`` so that a crash at any moment leaves one whole version."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(content)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_directory(path.parent)


def _sync_directory(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where folders cannot be opened."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(descriptor)
    finally:
        os.close(descriptor)
