"""Game records (docs/record-format.md): a hand as its deck order and its actions, in JSON.

A five-player record is a deal of Briscola chiamata (:class:`ChiamataHand`): the same
fields, with the auction and the call among its actions.

Parsing refuses anything malformed with a :class:`RecordError` whose one-line message names
the problem (which field, which code, which play number and seat), so the command line and
the save files can report it without a traceback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from briscola_qt.engine.action import Action
from briscola_qt.engine.cards import Card
from briscola_qt.engine.chiamata import ChiamataHand
from briscola_qt.engine.errors import BriscolaError, CardCodeError, RecordError
from briscola_qt.engine.events import Event
from briscola_qt.engine.hand import CHIAMATA_PLAYERS, PLAYER_COUNTS, Hand
from briscola_qt.engine.variants import Variants

FORMAT = "briscola-record/1"
RECORD_PLAYER_COUNTS = tuple(sorted((*PLAYER_COUNTS, CHIAMATA_PLAYERS)))

#: A hand of any count: the ordinary game, or a deal of chiamata with five.
AnyHand = Hand | ChiamataHand


@dataclass(frozen=True, slots=True)
class Record:
    players: int
    dealer: int
    deck: tuple[Card, ...]
    plays: tuple[str, ...] = ()
    variants: Variants = field(default_factory=Variants)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "players": self.players,
            "dealer": self.dealer,
            "deck": [card.code for card in self.deck],
            "plays": list(self.plays),
        }
        if self.variants != Variants():
            data["variants"] = self.variants.to_json()
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json())

    def replay(self) -> AnyHand:
        """The hand these plays reach, each play checked as the app would check it."""
        return self.replay_events()[0]

    def replay_events(self) -> tuple[AnyHand, list[Event]]:
        """The hand these plays reach and the events on the way there, the deal first: what a
        view needs to lay out a resumed hand, from the one replay that checks it."""
        hand = new_hand(self.deck, self.players, self.dealer, self.variants)
        events = hand.deal_events()
        for number, play in enumerate(self.plays, start=1):
            seat = hand.to_move
            if seat is None:
                raise RecordError(f"play {number} ({play}) comes after the end of the hand")
            try:
                events += hand.apply(Action.parse(play))
            except BriscolaError as error:
                raise RecordError(f"play {number} by seat {seat}: {error}") from None
        return hand, events


def new_hand(deck: tuple[Card, ...], players: int, dealer: int, variants: Variants) -> AnyHand:
    """A fresh hand of this record's game: chiamata with five players."""
    if players == CHIAMATA_PLAYERS:
        return ChiamataHand(deck, dealer, variants)
    return Hand(deck, players, dealer, variants)


def record_of(hand: AnyHand) -> Record:
    """The record of a hand so far: enough to rebuild it exactly."""
    return Record(hand.players, hand.dealer, hand.deck, tuple(hand.plays), hand.variants)


def loads(text: str) -> Record:
    """Parse a record from JSON text."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise RecordError(f"not JSON: {error.msg if hasattr(error, 'msg') else error}") from None
    except RecursionError:
        raise RecordError("not JSON: nested too deeply") from None
    return from_json(data)


def from_json(data: object) -> Record:
    """A checked record from parsed JSON: every field, code and play is verified."""
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}, not {data.get('format')!r}")
    unknown = set(data) - {"format", "players", "dealer", "deck", "plays", "variants"}
    if unknown:
        raise RecordError(f"unknown field {sorted(unknown)[0]!r}")
    players = data.get("players")
    if type(players) is not int or players not in RECORD_PLAYER_COUNTS:
        raise RecordError(f"players must be 2, 3, 4, 5 or 6, not {players!r}")
    dealer = data.get("dealer", 0)
    if type(dealer) is not int or not 0 <= dealer < players:
        raise RecordError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
    deck = _code_list(data, "deck")
    plays = data.get("plays", [])
    if not isinstance(plays, list) or not all(isinstance(p, str) for p in plays):
        raise RecordError("plays must be a list of action codes")
    variants = Variants.from_json(data.get("variants"))
    try:
        cards = tuple(Card.parse(code) for code in deck)
    except CardCodeError as error:
        raise RecordError(f"deck: {error}") from None
    record = Record(players, dealer, cards, tuple(plays), variants)
    new_hand(cards, players, dealer, variants)  # checks the deck is the right pack
    return record


def _code_list(data: dict[str, Any], name: str) -> list[str]:
    value = data.get(name)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise RecordError(f"{name} must be a list of card codes")
    return value
