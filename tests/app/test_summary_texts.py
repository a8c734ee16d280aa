"""The end-of-hand panel in sentences, in both languages: a match's end has its own headline,
and each side's Aces and Threes are named."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QTextDocument

from briscola_qt.app.game.controller import HandSummary
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.window.i18n import Translations
from briscola_qt.app.window.texts import WindowTexts
from briscola_qt.engine import Card, HandResult, Trick

TRICKS = (
    Trick(0, (Card.parse("Ad"), Card.parse("2d")), 0, 11),
    Trick(1, (Card.parse("3c"), Card.parse("Kc")), 1, 14),
    Trick(0, (Card.parse("3s"), Card.parse("4b")), 0, 10),
)


def lines(html: str) -> list[str]:
    document = QTextDocument()
    document.setHtml(html)
    return [line for line in document.toPlainText().split("\n") if line]


@pytest.fixture
def texts(qapp: object) -> Iterator[WindowTexts]:
    translations = Translations()
    translations.apply("en")
    yield WindowTexts()
    translations.apply("en")


def summary(seating: Seating, points: tuple[int, ...], wins: tuple[int, ...], over: bool):  # type: ignore[no-untyped-def]
    winner = max(range(len(points)), key=lambda side: points[side])
    return HandSummary(HandResult(points, winner), wins, 2, over, seating, TRICKS)


def test_two_players_in_sentences_and_the_loaded_cards(texts: WindowTexts) -> None:
    shown = lines(texts.summary_html(summary(Seating(2), (55, 65), (0, 1), over=False)))
    assert shown[0] == "The computer wins the hand."
    assert "You scored 55 points and the computer 65." in shown
    assert "Aces and Threes taken" in shown
    assert "You: Ace of coins, Three of swords" in shown
    assert "Computer: Three of cups" in shown


def test_the_end_of_a_match_is_the_headline(texts: WindowTexts) -> None:
    shown = lines(texts.summary_html(summary(Seating(2), (70, 50), (2, 1), over=True)))
    assert shown[0] == "You win the match 2\N{EN DASH}1!"
    assert shown[1] == "You win the hand!"
    assert shown[-1] == "Click or press Enter for a new match."


def test_three_and_four_players(texts: WindowTexts) -> None:
    three = lines(texts.summary_html(summary(Seating(3), (40, 50, 30), (0, 0, 0), over=False)))
    assert "You scored 40 points, East 50 and West 30." in three
    four = lines(texts.summary_html(summary(Seating(4), (70, 50), (1, 0), over=False)))
    assert "Your side scored 70 points and your opponents 50." in four
    assert "Your side: Ace of coins, Three of swords" in four
    assert "Opponents: Three of cups" in four


def test_italian_sentences(texts: WindowTexts) -> None:
    Translations().apply("it")
    shown = lines(texts.summary_html(summary(Seating(2), (67, 53), (2, 0), over=True)))
    assert shown[0] == "Hai vinto la partita 2 a 0!"
    assert "Hai fatto 67 punti e il computer 53." in shown
    assert "Carichi presi (assi e tre)" in shown
    assert "Tu: Asso di denari, Tre di spade" in shown
    three = lines(texts.summary_html(summary(Seating(3), (40, 50, 30), (0, 0, 0), over=False)))
    assert "Hai fatto 40 punti, Est 50 e Ovest 30." in three


def test_the_level_entry_reads_as_an_action_and_agrees_with_help(make_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QToolButton

    from briscola_qt.app.window.help import HelpDialog

    window = make_window()
    entry = window.menus.next_level
    assert entry.text() == "&Next level: Hard"  # normal now, so L plays Hard next
    button = window.menus.toolbar.widgetForAction(entry)
    assert isinstance(button, QToolButton) and button.text() == "Level: Normal"
    help_text = dict(HelpDialog().controls())["L"]
    for words in ("next level", "a new match begins", "during a hand it asks first"):
        assert words in entry.toolTip() and words in help_text.lower()
