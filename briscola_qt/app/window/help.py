"""Help (F1): the rules of Briscola as this game plays them, and every control.

Each paragraph is its own translatable string, so the page follows the interface language
and re-renders when the language changes while it is open.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from briscola_qt.app.window.translated_dialog import TranslatedDialog


class HelpDialog(TranslatedDialog):
    """A non-modal window with the rules and the controls, rendered as one HTML page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.resize(640, 720)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.stack_with_close_button(self.browser)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Briscola help"))
        self.browser.setAccessibleName(self.tr("Rules and controls"))
        self.browser.setHtml(self.page_html())

    def page_html(self) -> str:
        # lupdate cannot see strings inside f-strings: every tr() stands on its own.
        rules_title = self.tr("How to play Briscola")
        controls_title = self.tr("Controls")
        saving_title = self.tr("Your match is kept")
        options_title = self.tr("Table rules and the coach")
        chiamata_title = self.tr("Briscola chiamata (5 players)")
        sections = [
            f"<h1>{escape(rules_title)}</h1>",
            *_paragraphs(self.rules()),
            f"<h2>{escape(chiamata_title)}</h2>",
            *_paragraphs(self.chiamata()),
            f"<h2>{escape(options_title)}</h2>",
            *_paragraphs(self.options()),
            f"<h2>{escape(controls_title)}</h2>",
            _table(self.controls()),
            f"<h2>{escape(saving_title)}</h2>",
            *_paragraphs([self.saving(), self.abandoning()]),
        ]
        return "\n".join(sections)

    def rules(self) -> list[str]:
        return [
            self.tr(
                "Briscola is played with the 40-card Italian pack: four suits (cups, coins, "
                "swords and batons), each with Ace, Two to Seven, Jack, Knight and King."
            ),
            self.tr(
                "Each player is dealt three cards. The next card is turned face up under the "
                "stock: it is the briscola, and its suit is trumps for the whole hand."
            ),
            self.tr(
                "The player after the dealer leads the first trick. You may play any card you "
                "hold: there is no need to follow suit or to trump."
            ),
            self.tr(
                "The highest trump takes the trick; if no trump was played, the highest card "
                "of the suit led takes it. A card of any other suit never wins."
            ),
            self.tr(
                "The winner of the trick draws from the stock first, then the other player, "
                "and the winner leads next. On the last draw the loser of the trick takes the "
                "face-up briscola; the last three cards are then played without drawing."
            ),
            self.tr(
                "Cards rank, from highest to lowest: Ace, Three, King, Knight, Jack, Seven, "
                "Six, Five, Four, Two."
            ),
            self.tr(
                "Points: Ace 11, Three 10, King 4, Knight 3, Jack 2, every other card 0; "
                "120 in the pack. You win the hand with 61 points or more; 60 each is a draw."
            ),
            self.tr(
                "The match goes to the first to win two hands (best of three); a single hand "
                "or best of five can be chosen instead. A drawn hand counts for nobody."
            ),
            self.tr(
                "As at a real table, the points are not shown during the hand: keeping count "
                "is part of the game. An option shows them if you prefer."
            ),
        ]

    def chiamata(self) -> list[str]:
        """Game > Players > 5: the auction, the call, the secret partner and the scoring."""
        return [
            self.tr(
                "With five players the game is Briscola chiamata: each player gets eight "
                "cards and there is no stock and no face-up briscola."
            ),
            self.tr(
                "First comes the auction. In turn each player bids a rank for the card to "
                "call, each bid lower than the last in the order Ace, Three, King, Knight, "
                'Jack, Seven down to Two; after a Two, a bid is "Two and N points", raising '
                "the points the caller's side needs above 61. A player who passes is out. "
                "The panel over the table lists the bids; press P to pass, or 0 to 9 (or "
                "click) to bid."
            ),
            self.tr(
                "The last player left calls a card of that rank by naming its suit (keys 1 "
                "to 4); that suit is trumps. Whoever holds the called card is the caller's "
                "secret partner, known only when the card is played. A caller holding it "
                "plays alone against the other four."
            ),
            self.tr(
                "The caller's side wins the deal with 61 points, or the points of the last "
                "bid. Game points: won, the caller +2, the partner +1 and the others -1 each; "
                "lost, the other way round; a caller alone wins or loses 4. If everyone "
                "passes the cards are dealt again. A match is five deals, the deal passing "
                "each time; the highest total of game points wins."
            ),
        ]

    def options(self) -> list[str]:
        """Game > Rules, the hint and the review: each chosen or asked for by the player."""
        return [
            self.tr(
                "Trump exchange (Game > Rules, off unless chosen): while the stock still has "
                "face-down cards, the player who has just won a trick may, before leading, "
                "give the Seven of trumps for the face-up briscola when it ranks above the "
                "Seven; with 'the 2 or the 7', the Two of trumps may instead be given for a "
                "briscola from Four to Seven. When you may, the briscola wears a badge: click "
                "it or press X. The computer exchanges whenever it pays."
            ),
            self.tr(
                "Open hands (two players): both hands are played face up for the whole "
                "hand; only the stock stays hidden. The computer uses what is face up and "
                "nothing else. A rule changed during a match starts a new match, after asking."
            ),
            self.tr(
                "Hint (H): on your turn, the Hard player's choice is lifted and each of your "
                "cards shows its chance of winning the hand. Hands played with a hint are "
                "counted in the statistics as won with help."
            ),
            self.tr(
                "Review (R, or the button on the end-of-hand panel): up to three moments "
                "where your card cost the most chance of winning against the card Hard "
                "would have played, each shown as you saw it."
            ),
            self.tr(
                "Game > Save this hand as a record keeps a finished hand in a file; Game > "
                "Open a record replays any record trick by trick with every hand face up "
                "(arrow keys, Home and End)."
            ),
        ]

    def controls(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Click a card, or 1, 2, 3"), self.tr("Play that card")),
            (self.tr("Left and Right arrows, Enter"), self.tr("Choose a card and play it")),
            (self.tr("Tab"), self.tr("Move between the cards and the buttons")),
            (self.tr("T, or a click on a pile"), self.tr("Look at the last trick")),
            (self.tr("Enter, or a click"), self.tr("Go on once a hand is over")),
            (self.tr("N"), self.tr("Deal a new hand (asks first: a hand given up counts as lost)")),
            (
                self.tr("L"),
                self.tr("Play at the next level: a new match begins; during a hand it asks first"),
            ),
            (self.tr("D"), self.tr("Change the deck, even in the middle of a hand")),
            (self.tr("M"), self.tr("Sound on or off")),
            (self.tr("H"), self.tr("Hint: what would Hard play?")),
            (self.tr("X, or a click on the briscola"), self.tr("Exchange the trump (a rule)")),
            (self.tr("R"), self.tr("Review of the hand just played")),
            (self.tr("F1"), self.tr("This help")),
            (self.tr("F11"), self.tr("Full screen")),
            (self.tr("Ctrl+Q"), self.tr("Quit (the match is kept)")),
        ]

    def abandoning(self) -> str:
        return self.tr(
            "A hand given up before its end (a new deal, another level or number of players) "
            "counts as lost in the statistics."
        )

    def saving(self) -> str:
        return self.tr(
            "The match is saved after every trick. Quit whenever you like, even in the "
            "middle of a hand: next time the game continues exactly where you left it."
        )


def _paragraphs(texts: list[str]) -> list[str]:
    return [f"<p>{escape(text)}</p>" for text in texts]


def _table(rows: list[tuple[str, str]]) -> str:
    cells = "".join(
        f"<tr><td><b>{escape(keys)}</b></td><td>{escape(action)}</td></tr>" for keys, action in rows
    )
    return f'<table cellpadding="4">{cells}</table>'
