"""Small JSON documents in the user's data folder that survive crashes and never crash the game.

Every document is written atomically (temporary file, fsync, rename over the old one), so a
power cut leaves either the old or the new version, never half of one. Each file carries a
kind, a format version and a SHA-256 checksum of its contents: a file that is not JSON, is
truncated, has another kind or an unknown version, fails its checksum or its caller's checks
is moved aside as ``<name>.corrupt-<timestamp>`` and reported, never raised.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
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
    #: Why it was moved aside (English, for the log); None when it was not.
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
            value: T | D = self._parse(self._read_bytes())
        except FileNotFoundError:
            return Loaded(default())
        except OSError as error:
            return self._set_aside(default, f"cannot be read: {error.strerror or error}")
        except DamagedFile as error:
            return self._set_aside(default, str(error))
        except PARSE_ERRORS as error:
            return self._set_aside(default, f"{type(error).__name__}: {error}")
        return Loaded(value)

    def save(self, value: T) -> None:
        """Write ``value`` atomically; a failure (disk full, read-only) is logged, not raised."""
        if self.path is None:
            return
        data = self.to_data(value)
        envelope = {"kind": self.kind, "version": self.version, "checksum": checksum(data)}
        envelope["data"] = data
        try:
            write_atomically(self.path, json.dumps(envelope, indent=1).encode("utf-8"))
        except OSError as error:
            log.warning("could not save %s: %s", self.path, error)

    def delete(self) -> None:
        """Remove the document."""
        if self.path is not None:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()

    def _read_bytes(self) -> bytes:
        assert self.path is not None
        with self.path.open("rb") as file:
            raw = file.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise DamagedFile("is larger than any document this game writes")
        return raw

    def _parse(self, raw: bytes) -> T:
        try:
            envelope = json.loads(raw.decode("utf-8"))
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
        moved = set_aside(self.path)
        log.warning("%s %s; moved aside to %s", self.path, reason, moved)
        return Loaded(default(), moved, reason)


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
