"""Regenerate the deck SVGs, the icon and the contact sheets: ``python -m tools.decks``."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from .cards import decks
from .style import CARD_H, CARD_W

ROOT = Path(__file__).resolve().parents[2]


def write_decks(assets: Path) -> None:
    for deck in decks():
        folder = assets / "decks" / deck.id
        folder.mkdir(parents=True, exist_ok=True)
        for code in deck.codes():
            (folder / f"{code}.svg").write_text(deck.face(code), encoding="utf-8")
        (folder / "back.svg").write_text(deck.back_face(), encoding="utf-8")
        meta = {
            "id": deck.id,
            "name": {"en": deck.name_en, "it": deck.name_it},
            "back": "back.svg",
            "aspect": round(CARD_W / CARD_H, 4),
            "cards": deck.codes(),
        }
        (folder / "deck.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--no-sheets", action="store_true", help="skip the Qt contact sheets")
    parser.add_argument("--no-icon", action="store_true", help="skip the icon")
    args = parser.parse_args()
    assets = ROOT / "assets"
    write_decks(assets)
    if not args.no_icon:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from .icon import write_icon

        write_icon(assets / "icon")
    if not args.no_sheets:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from .sheet import contact_sheet, showcase_sheets

        for deck in decks():
            contact_sheet(assets / "decks" / deck.id, ROOT / "docs" / f"deck-{deck.id}.png")
        showcase_sheets(assets / "decks", ROOT / "docs")
    print(f"wrote decks under {assets / 'decks'}")


if __name__ == "__main__":
    main()
