"""The oldest glibc the bundle runs on: the highest GLIBC_x.y symbol version any binary needs.

    python tools/glibc_floor.py dist/briscola            print it, per binary with --all
    python tools/glibc_floor.py --check dist/briscola    also fail (status 1) above GLIBC_FLOOR

Every ELF file in the folder (the executable, libpython, Qt, the Python extensions and the
system libraries PyInstaller copied) is read with ``objdump -T``; the answer is the highest
version among them. ``GLIBC_FLOOR`` is the floor README.md and the AppStream metadata state.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

#: The floor the README and packaging/*.metainfo.xml promise (libpython of the build machine
#: needs 2.35; see README "Which Linux systems").
GLIBC_FLOOR = "2.35"
ELF_MAGIC = b"\x7fELF"
VERSION = re.compile(rb"\bGLIBC_(\d+(?:\.\d+)+)\b")
CXX_VERSION = re.compile(rb"\bGLIBCXX_(\d+(?:\.\d+)+)\b")


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def needed(binary: Path, pattern: re.Pattern[bytes] = VERSION) -> str | None:
    """The highest version (of glibc, or with CXX_VERSION of libstdc++) ``binary`` asks the
    dynamic loader for; None when it asks for none."""
    dump = subprocess.run(["objdump", "-T", str(binary)], capture_output=True, check=False)
    versions = {match.decode() for match in pattern.findall(dump.stdout)}
    return max(versions, key=version_key) if versions else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path, help="the PyInstaller folder (dist/briscola)")
    parser.add_argument("--check", action="store_true", help=f"fail above {GLIBC_FLOOR}")
    parser.add_argument("--all", action="store_true", help="print every binary's need")
    args = parser.parse_args(argv)
    binaries = elf_files(args.bundle)
    needs = {path: needed(path) for path in binaries}
    known = {path: version for path, version in needs.items() if version is not None}
    if not known:
        print(f"glibc floor: no ELF binaries under {args.bundle}", file=sys.stderr)
        return 1
    if args.all:
        for path, version in sorted(known.items(), key=lambda item: version_key(item[1])):
            print(f"  GLIBC_{version:6} {path.relative_to(args.bundle)}")
    top = max(known.values(), key=version_key)
    culprits = sorted(str(p.relative_to(args.bundle)) for p, v in known.items() if v == top)
    print(f"glibc floor: GLIBC_{top} ({len(known)} binaries; highest in {', '.join(culprits[:4])}"
          f"{' ...' if len(culprits) > 4 else ''}); stated floor GLIBC_{GLIBC_FLOOR}")
    cxx = [version for path in binaries if (version := needed(path, CXX_VERSION))]
    if cxx:  # the system's libstdc++ must be as new (GCC 11 gives 3.4.29)
        print(f"libstdc++ needed: GLIBCXX_{max(cxx, key=version_key)}")
    if args.check and version_key(top) > version_key(GLIBC_FLOOR):
        print(f"glibc floor: the bundle needs GLIBC_{top}, above the stated {GLIBC_FLOOR}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
