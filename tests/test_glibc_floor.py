"""The glibc floor check CI runs on the bundle: it names the highest GLIBC version any binary
needs and fails above the floor the README and AppStream metadata state."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tools.glibc_floor import GLIBC_FLOOR, main, needed, version_key

SYSTEM_LIBRARIES = Path("/usr/lib/x86_64-linux-gnu")
pytestmark = pytest.mark.skipif(
    shutil.which("objdump") is None or not SYSTEM_LIBRARIES.is_dir(),
    reason="needs binutils' objdump and an x86-64 Debian/Ubuntu library folder",
)


def system_library_needing(above: bool) -> Path:
    """A library of this machine that needs more (or no more) than the floor."""
    for library in sorted(SYSTEM_LIBRARIES.glob("lib*.so.*")):
        if library.is_symlink() or not library.is_file():
            continue
        version = needed(library)
        if version and (version_key(version) > version_key(GLIBC_FLOOR)) == above:
            return library
    pytest.skip(f"no library here needs {'more' if above else 'no more'} than {GLIBC_FLOOR}")


def fake_bundle(tmp_path: Path, *libraries: Path) -> Path:
    bundle = tmp_path / "briscola" / "_internal"
    bundle.mkdir(parents=True)
    for library in libraries:
        shutil.copy(library, bundle / library.name)
    return bundle.parent


def test_a_bundle_within_the_floor_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--check", str(fake_bundle(tmp_path, system_library_needing(False)))]) == 0
    assert f"stated floor GLIBC_{GLIBC_FLOOR}" in capsys.readouterr().out


def test_a_library_above_the_floor_fails_the_check_and_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    too_new = system_library_needing(True)
    bundle = fake_bundle(tmp_path, system_library_needing(False), too_new)
    assert main(["--check", str(bundle)]) == 1
    assert too_new.name in capsys.readouterr().out
