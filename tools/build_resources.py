"""Generate `resources.qrc` from everything under `assets/` and compile it for Qt.

The compiled module `briscola_qt/resources_rc.py` is a build product (gitignored). It starts
with a fingerprint of the asset files it was built from, so this script (run by every `make`
target that needs the art) rebuilds it only when an asset was added, removed or changed --
whatever the file times say after a `git clone` or `git checkout` -- and a test can prove
that the module in use matches `assets/`.

Usage: python tools/build_resources.py [--check]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
QRC = ROOT / "resources.qrc"
COMPILED = ROOT / "briscola_qt" / "resources_rc.py"
FINGERPRINT_PREFIX = "# assets-fingerprint: "

# pyside6-rcc writes a module that cannot even be imported when the .qrc lists no file,
# so an empty assets/ folder gets this stand-in with the same two functions.
EMPTY_MODULE = '''\
"""No files under assets/ yet: nothing to register."""


def qInitResources() -> None:
    """Nothing to register."""


def qCleanupResources() -> None:
    """Nothing to unregister."""
'''


def asset_files(assets: Path = ASSETS) -> list[Path]:
    """Every file under `assets`, sorted, skipping hidden files such as `.gitkeep`."""
    if not assets.is_dir():
        return []
    return sorted(
        path
        for path in assets.rglob("*")
        if path.is_file()
        and not any(part.startswith(".") for part in path.relative_to(assets).parts)
    )


def fingerprint(files: list[Path], assets: Path = ASSETS) -> str:
    """A digest of the asset names and contents: it changes whenever the art changes."""
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(assets).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def qrc_text(files: list[Path], root: Path = ROOT, assets: Path = ASSETS) -> str:
    """The .qrc listing: each file aliased without its leading `assets/` (`:/icon/x.svg`)."""
    lines = ["<!DOCTYPE RCC>", '<RCC version="1.0">', '<qresource prefix="/">']
    for path in files:
        alias = quoteattr(path.relative_to(assets).as_posix())
        source = escape(path.relative_to(root).as_posix())
        lines.append(f"    <file alias={alias}>{source}</file>")
    lines += ["</qresource>", "</RCC>", ""]
    return "\n".join(lines)


def compiled_fingerprint(compiled: Path = COMPILED) -> str | None:
    """The fingerprint recorded in the compiled module, or None if there is none."""
    if not compiled.is_file():
        return None
    with compiled.open(encoding="utf-8") as stream:
        first_line = stream.readline().rstrip("\n")
    if not first_line.startswith(FINGERPRINT_PREFIX):
        return None
    return first_line.removeprefix(FINGERPRINT_PREFIX)


def find_rcc() -> str:
    """`pyside6-rcc` from the same environment as this interpreter, else from PATH."""
    beside_python = Path(sys.executable).with_name("pyside6-rcc")
    if beside_python.is_file():
        return str(beside_python)
    found = shutil.which("pyside6-rcc")
    if found is None:
        raise SystemExit("build_resources: pyside6-rcc not found; install PySide6 first")
    return found


def compile_qrc(qrc: Path, files: list[Path]) -> str:
    """Python source of the compiled resources (the stand-in when there are no files)."""
    if not files:
        return EMPTY_MODULE
    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "resources_rc.py"
        subprocess.run([find_rcc(), "-g", "python", str(qrc), "-o", str(output)], check=True)
        return output.read_text(encoding="utf-8")


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` in one step, so a test run in parallel never imports half a module."""
    scratch = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    scratch.write_text(text, encoding="utf-8")
    os.replace(scratch, path)


def write_if_changed(path: Path, text: str) -> bool:
    """Write `text` unless the file already holds exactly it; True if it was written."""
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    write_atomically(path, text)
    return True


def build() -> bool:
    """Bring `resources.qrc` and the compiled module up to date; True if anything was rebuilt."""
    files = asset_files()
    qrc_changed = write_if_changed(QRC, qrc_text(files))
    current = fingerprint(files)
    if not qrc_changed and compiled_fingerprint() == current:
        return False
    module = FINGERPRINT_PREFIX + current + "\n" + compile_qrc(QRC, files)
    write_atomically(COMPILED, module)
    print(f"build_resources: compiled {len(files)} asset file(s) into {COMPILED.relative_to(ROOT)}")
    return True


def is_stale() -> bool:
    """True if the .qrc or the compiled module does not match the files under `assets/`."""
    files = asset_files()
    qrc_current = QRC.is_file() and QRC.read_text(encoding="utf-8") == qrc_text(files)
    return not qrc_current or compiled_fingerprint() != fingerprint(files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only report whether a rebuild is needed (exit 1)"
    )
    args = parser.parse_args(argv)
    if args.check:
        stale = is_stale()
        print("build_resources: " + ("stale, run `make resources`" if stale else "up to date"))
        return 1 if stale else 0
    build()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
