"""The window's words: names of the choices, the status line, the points and the end-of-hand
summary, for every player count, in the current language (each text goes through ``tr``).

Nothing here holds state or reads the game: callers pass the summary or the seat's view, and
seat names come from :func:`~briscola_qt.app.table.texts.seat_name`, written once.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject

from briscola_qt.app.game.controller import HandSummary, Phase
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.game.sight import AnyView
from briscola_qt.app.table.facts import side_name
from briscola_qt.app.table.texts import seat_name
from briscola_qt.app.window.i18n import card_name, level_name
from briscola_qt.engine import Card


class WindowTexts(QObject):
    """Every sentence the main window shows, made when it is shown."""

    # --- the names of the choices ---------------------------------------------------------

    def level(self, level: str) -> str:
        return level_name(level)

    def match_length(self, length: str) -> str:
        return {
            "single": self.tr("Single hand"),
            "best_of_three": self.tr("Best of three"),
            "best_of_five": self.tr("Best of five"),
        }[length]

    def chiamata_deals(self, deals: str) -> str:
        return self.tr("Briscola chiamata: %1 deals").replace("%1", deals)

    def speed(self, speed: str) -> str:
        return {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }[speed]

    def players(self, players: int) -> str:
        """A Game > Players entry: who plays with whom."""
        return {
            2: self.tr("2 players: you against the computer"),
            3: self.tr("3 players: each for themselves"),
            4: self.tr("4 players: you and a partner against two"),
            5: self.tr("5 players: Briscola chiamata, with a secret partner"),
            6: self.tr("6 players: three against three"),
        }[players]

    def players_button(self, players: int) -> str:
        """The toolbar's short form of the player count."""
        return self.tr("Players: %1").replace("%1", str(players))

    # --- during play ----------------------------------------------------------------------

    def status(self, phase: Phase, seating: Seating, view: AnyView | None) -> str:
        """Whose turn it is: the player's, or which computer seat is thinking."""
        if phase is Phase.HUMAN_TURN:
            return self.tr("Your turn")
        if phase is Phase.COMPUTER_TURN and view is not None and view.to_move is not None:
            if seating.players == 2:
                return self.tr("The computer is thinking…")
            return self.tr("%1 is thinking…").replace("%1", seat_name(seating, view.to_move))
        return ""  # cards moving, or the hand over: nobody is to play

    def resumed(self, phase: Phase, seating: Seating, view: AnyView | None) -> str:
        """Said for a moment when a saved match carries on: where it stands."""
        if phase is Phase.HUMAN_TURN:
            return self.tr("Match resumed — your turn")
        if phase is Phase.COMPUTER_TURN and view is not None and view.to_move is not None:
            if seating.players == 2:
                return self.tr("Match resumed — the computer's turn")
            name = seat_name(seating, view.to_move)
            return self.tr("Match resumed — %1 to play").replace("%1", name)
        return self.tr("Match resumed")

    def points(self, side_points: tuple[int, ...]) -> list[str]:
        """The captured-points label beside each side's pile."""
        return [self.tr("{points} points").format(points=points) for points in side_points]

    # --- the end of a hand ----------------------------------------------------------------

    def summary_html(self, summary: HandSummary) -> str:
        """Who won the hand (or, at the end, the match: it has its own headline), every
        side's points and the loaded cards that made them, the match score, how to go on."""
        if summary.match_over:
            title = self._match_line(summary)
            body = [self._hand_title(summary), self._totals(summary)]
            go_on = self.tr("Click or press Enter for a new match.")
        else:
            title = self._hand_title(summary)
            body = [self._totals(summary), self._match_line(summary)]
            go_on = self.tr("Click or press Enter for the next hand.")
        body.append(self._loaded_cards(summary))
        paragraphs = "".join(f"<p align='center'>{line}</p>" for line in body if line)
        return f"<h2 align='center'>{title}</h2>{paragraphs}<p align='center'><i>{go_on}</i></p>"

    def _loaded_cards(self, summary: HandSummary) -> str:
        """The Aces and Threes each side took: the cards that made most of its points."""
        seating = summary.seating
        taken: list[list[Card]] = [[] for _ in range(seating.sides)]
        for trick in summary.tricks:
            taken[seating.side_of(trick.winner)] += [c for c in trick.cards if c.points >= 10]
        mine = seating.side_of(seating.human)
        lines = []
        for side in sorted(range(seating.sides), key=lambda s: s != mine):
            cards = sorted(taken[side], key=lambda c: (-c.points, c.suit))
            names = ", ".join(card_name(card) for card in cards) or self.tr("none")
            lines.append(f"<b>{escape(side_name(seating, side))}</b>: {escape(names)}")
        if not summary.tricks:
            return ""
        heading = escape(self.tr("Aces and Threes taken"))
        return f"<small>{heading}<br>{'<br>'.join(lines)}</small>"

    def _hand_title(self, summary: HandSummary) -> str:
        seating, winner = summary.seating, summary.result.winner_side
        mine = seating.side_of(seating.human)
        if winner is None:
            if seating.sides == 2:
                return self.tr("A draw: 60 all.")
            return self.tr("A tie for first place: nobody wins the hand.")
        if winner == mine:
            if seating.players == 4:
                return self.tr("You and your partner win the hand!")
            if seating.players == 6:
                return self.tr("You and your partners win the hand!")
            return self.tr("You win the hand!")
        if seating.players == 2:
            return self.tr("The computer wins the hand.")
        if seating.sides == 2:
            return self.tr("Your opponents win the hand.")
        return self.tr("%1 wins the hand.").replace("%1", seat_name(seating, winner))

    def _totals(self, summary: HandSummary) -> str:
        seating = summary.seating
        points = summary.result.side_points
        mine = seating.side_of(seating.human)
        if seating.players == 2:
            return self.tr("You scored {mine} points and the computer {theirs}.").format(
                mine=points[mine], theirs=points[1 - mine]
            )
        if seating.sides == 2:
            return self.tr("Your side scored {mine} points and your opponents {theirs}.").format(
                mine=points[mine], theirs=points[1 - mine]
            )
        others = [
            f"{seat_name(seating, seat)} {points[seating.side_of(seat)]}"
            for seat in sorted(seating.seats, key=seating.position)
            if seat != seating.human
        ]
        rest = (
            self.tr("%1 and %2").replace("%1", ", ".join(others[:-1])).replace("%2", others[-1])
            if len(others) > 1
            else others[0]
        )
        return (
            self.tr("You scored %1 points, %2.")
            .replace("%1", str(points[mine]))
            .replace("%2", rest)
        )

    def _match_line(self, summary: HandSummary) -> str:
        seating, wins = summary.seating, summary.wins
        mine = seating.side_of(seating.human)
        if summary.match_over:
            won = summary.match_winner == mine
            if seating.sides != 2:
                winner = summary.match_winner
                assert winner is not None
                if won:
                    return self.tr("You win the match!")
                return self.tr("%1 wins the match.").replace("%1", seat_name(seating, winner))
            score = {"mine": wins[mine], "theirs": wins[1 - mine]}
            if seating.players == 2:
                text = (
                    self.tr("You win the match {mine}–{theirs}!")  # noqa: RUF001 (an en dash)
                    if won
                    else self.tr("The computer wins the match {theirs}–{mine}.")  # noqa: RUF001
                )
            else:
                text = (
                    self.tr("Your side wins the match {mine}–{theirs}!")  # noqa: RUF001
                    if won
                    else self.tr("Your opponents win the match {theirs}–{mine}.")  # noqa: RUF001
                )
            return text.format(**score)
        target = summary.hands_to_win
        if seating.players == 2:
            text = self.tr("Match: you {mine}, the computer {theirs} (first to {target}).")
        elif seating.sides == 2:
            text = self.tr("Match: your side {mine}, your opponents {theirs} (first to {target}).")
        else:
            hands = self._each_seat(seating, wins)
            return (
                self.tr("Hands won: %1 (first to %2).")
                .replace("%1", hands)
                .replace("%2", str(target))
            )
        return text.format(mine=wins[mine], theirs=wins[1 - mine], target=target)

    def _each_seat(self, seating: Seating, values: tuple[int, ...]) -> str:
        """ "You 1, East 0, West 1": each seat with its side's count (hands won)."""
        return ", ".join(
            f"{seat_name(seating, seat)} {values[seating.side_of(seat)]}" for seat in seating.seats
        )
