"""Update the translation sources from the code and compile them: ``python tools/i18n.py``.

``pyside6-lupdate`` collects every ``tr()``/``translate()`` string of ``briscola_qt/`` into
``briscola_qt/i18n/briscola_<lang>.ts`` (dropping strings the code no longer has), then
``pyside6-lrelease`` compiles each into the ``.qm`` the app loads. Both the ``.ts`` and the
small ``.qm`` are committed; a test fails when a ``.qm`` is stale or a string untranslated.
``--check`` only reports unfinished messages (exit status 1 if there are any).
Translate new strings with ``pyside6-linguist briscola_qt/i18n/briscola_it.ts`` (or by hand
in the XML), then run this again to compile.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "briscola_qt"
I18N_DIR = PACKAGE / "i18n"
LANGUAGES = ("it",)
#: Generated code with no strings for people.
SKIPPED_SOURCES = {"resources_rc.py"}


def tool(name: str) -> str:
    """A Qt tool from the venv running this script, else from PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"i18n: {name} not found (pip install PySide6-Essentials)")
    return found


def sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p.name not in SKIPPED_SOURCES)


def ts_path(language: str, folder: Path = I18N_DIR) -> Path:
    return folder / f"briscola_{language}.ts"


def update(ts_file: Path) -> None:
    """Merge the code's current strings into ``ts_file`` (kept translations stay)."""
    ts_file.parent.mkdir(parents=True, exist_ok=True)
    command = [tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none"]
    subprocess.run([*command, *map(str, sources()), "-ts", str(ts_file)], check=True)


def compile_ts(ts_file: Path, qm_file: Path) -> None:
    command = [tool("pyside6-lrelease"), "-silent", "-removeidentical", str(ts_file)]
    subprocess.run([*command, "-qm", str(qm_file)], check=True)


def unfinished(ts_file: Path) -> list[str]:
    """The source texts in ``ts_file`` that have no finished translation."""
    missing = []
    for message in ElementTree.parse(ts_file).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source", "")
        if (
            translation is None
            or translation.get("type") in ("unfinished", "vanished", "obsolete")
            or (not (translation.text or "").strip() and not translation.findall("numerusform"))
        ):
            missing.append(source)
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only list untranslated strings")
    args = parser.parse_args(argv)
    status = 0
    for language in LANGUAGES:
        ts_file = ts_path(language)
        if not args.check:
            update(ts_file)
            compile_ts(ts_file, ts_file.with_suffix(".qm"))
        missing = unfinished(ts_file)
        for source in missing:
            print(f"i18n: {ts_file.name}: untranslated: {source!r}")
        status = status or int(bool(missing))
    return status


if __name__ == "__main__":
    sys.exit(main())
