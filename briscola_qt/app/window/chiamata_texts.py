"""The words of Briscola chiamata at the table: bids, the call, the partner, the deal's end.

Like :mod:`.texts`, nothing here holds state: callers pass the player's
:class:`ChiamataView` (never the hand) or a finished deal's summary, so no sentence can
name the secret partner before the player may know it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject

from briscola_qt.app.game.chiamata_deals import DealSummary
from briscola_qt.app.game.seating import Seating
from briscola_qt.app.table.texts import seat_name
from briscola_qt.app.window.i18n import card_name, rank_name, suit_name
from briscola_qt.engine import Action, Card
from briscola_qt.engine.action import BASE_TARGET, ActionKind
from briscola_qt.engine.cards import CARDS, make_card
from briscola_qt.engine.chiamata_view import ChiamataView
from briscola_qt.engine.match import ChiamataMatch


class ChiamataTexts(QObject):
    """Every sentence of the auction panel, the call and the end of a deal."""

    def bid(self, action: Action) -> str:
        """A bid or a pass as a button or the auction's list says it: "Three", "2 and 70"."""
        if action.kind is ActionKind.PASS:
            return self.tr("Pass")
        rank = rank_name(CARDS[make_card(0, action.rank)])
        if action.target != BASE_TARGET:
            return self.tr("%1 and %2 points").replace("%1", rank).replace("%2", str(action.target))
        return rank

    def move(self, seating: Seating, seat: int, action: Action) -> str:
        """One line of the auction so far: who said what."""
        if seat == seating.human:
            if action.kind is ActionKind.PASS:
                return self.tr("You pass")
            return self.tr("You bid %1").replace("%1", self.bid(action))
        who = seat_name(seating, seat)
        if action.kind is ActionKind.PASS:
            return self.tr("%1 passes").replace("%1", who)
        return self.tr("%1 bids %2").replace("%1", who).replace("%2", self.bid(action))

    def title(self, view: ChiamataView) -> str:
        if view.called is None and view.caller is not None:
            return self.tr("The call · target %1 points").replace("%1", str(view.target))
        if view.called is None:
            return self.tr("Auction · target %1 points").replace("%1", str(view.target))
        return self.tr("Called card · target %1 points").replace("%1", str(view.target))

    def turn(self, seating: Seating, view: ChiamataView, my_turn: bool) -> str:
        """Whose turn it is in the auction or the call, and what the keys do."""
        caller = view.caller
        if view.called is None and caller is not None:
            if my_turn:
                return self.tr(
                    "You won the auction: call a card (keys 1 to 4). Its suit is trumps."
                )
            return self.tr("%1 won the auction and is calling a card…").replace(
                "%1", seat_name(seating, caller)
            )
        if my_turn:
            return self.tr("Your bid: P passes, 0 to 9 bid, or click a button.")
        if view.to_move is None:
            return ""
        return self.tr("%1 is bidding…").replace("%1", seat_name(seating, view.to_move))

    def called(self, seating: Seating, seat: int, card: Card) -> str:
        """The call, announced: "East calls the Ace of cups: cups are trumps"."""
        if seat == seating.human:
            text = self.tr("You call the %1: %2 are trumps.")
        else:
            text = self.tr("%3 calls the %1: %2 are trumps.").replace(
                "%3", seat_name(seating, seat)
            )
        return text.replace("%1", card_name(card)).replace("%2", suit_name(card.suit))

    def partner(self, seating: Seating, view: ChiamataView) -> str:
        """The partnership as far as the player knows it."""
        caller, human = view.caller, seating.human
        if caller is None or view.called is None:
            return ""
        partner = view.partner
        if partner is None:
            return self.tr("The partner is secret until the %1 is played.").replace(
                "%1", card_name(view.called)
            )
        if partner == caller:
            if caller == human:
                return self.tr("You hold the called card: you play alone against four.")
            return self.tr("%1 plays alone against four.").replace("%1", seat_name(seating, caller))
        if view.called in view.hand:  # not yet played: only the player knows
            return self.tr("You hold the called card: you are %1's secret partner.").replace(
                "%1", seat_name(seating, caller)
            )
        return self._pair(seating, caller, partner)

    def revealed(self, seating: Seating, seat: int, caller: int, alone: bool) -> str:
        """The moment the called card falls: the partnership is public."""
        if alone:
            return self.tr("The called card was %1's own: %1 plays alone!").replace(
                "%1", seat_name(seating, seat)
            )
        return self.tr("Revealed: %1").replace("%1", self._pair(seating, caller, seat))

    def _pair(self, seating: Seating, caller: int, partner: int) -> str:
        human = seating.human
        if human == caller:
            return self.tr("%1 is your partner.").replace("%1", seat_name(seating, partner))
        if human == partner:
            return self.tr("you are %1's partner.").replace("%1", seat_name(seating, caller))
        return (
            self.tr("%1 plays with %2.")
            .replace("%1", seat_name(seating, partner))
            .replace("%2", seat_name(seating, caller))
        )

    def score(self, seating: Seating, match: ChiamataMatch) -> str:
        """The match in the band over the table: each seat's game points, the deals played."""
        totals = match.totals
        seats = sorted(seating.seats, key=seating.position)
        score = " · ".join(f"{seat_name(seating, s)} {totals[s]:+d}" for s in seats)
        return (
            self.tr("%1 · deals played: %2 of %3")
            .replace("%1", score)
            .replace("%2", str(match.played))
            .replace("%3", str(match.deals))
        )

    def thrown_in(self) -> str:
        return self.tr("Everyone passed: the cards are thrown in and dealt again.")

    # --- the end of a deal ----------------------------------------------------------------

    def summary_html(self, summary: DealSummary) -> str:
        """The deal's outcome, the running table of game points, and how to go on."""
        seating, result, match = summary.seating, summary.result, summary.match
        if result.thrown_in or result.caller is None or result.partner is None:
            title = self.thrown_in()
            outcome = ""
        else:
            title = self._deal_title(seating, result.caller, result.partner, result.won)
            outcome = (
                self.tr("The caller's side took %1 points of the %2 it needed.")
                .replace("%1", str(result.side_points[0]))
                .replace("%2", str(result.target))
            )
        if summary.match_over:
            title = self._match_title(seating, match.leaders)
            go_on = self.tr("Click or press Enter for a new match.")
        elif result.thrown_in:
            go_on = self.tr("Click or press Enter to deal again.")
        else:
            go_on = self.tr("Click or press Enter for the next deal.")
        played = (
            self.tr("Deal %1 of %2")
            .replace("%1", str(match.played))
            .replace("%2", str(match.deals))
        )
        parts = [f"<h2 align='center'>{escape(title)}</h2>"]
        if outcome:
            parts.append(f"<p align='center'>{escape(outcome)}</p>")
        parts.append(f"<p align='center'>{escape(played)}</p>")
        parts.append(self._table(summary))
        parts.append(f"<p align='center'><i>{escape(go_on)}</i></p>")
        return "".join(parts)

    def _deal_title(self, seating: Seating, caller: int, partner: int, won: bool) -> str:
        human = seating.human
        if human in (caller, partner):
            return (
                self.tr("Your side wins the deal!") if won else self.tr("Your side loses the deal.")
            )
        return self.tr("You beat the caller!") if not won else self.tr("The caller's side wins.")

    def _match_title(self, seating: Seating, leaders: tuple[int, ...]) -> str:
        if leaders == (seating.human,):
            return self.tr("You win the match!")
        names = ", ".join(seat_name(seating, seat) for seat in leaders)
        if seating.human in leaders:
            return self.tr("You share first place: %1.").replace("%1", names)
        return self.tr("%1 wins the match.").replace("%1", names)

    def _table(self, summary: DealSummary) -> str:
        """Game points per deal and seat, the totals last: the match so far."""
        seating = summary.seating
        seats = sorted(seating.seats, key=seating.position)
        head = "".join(f"<th>&nbsp;{escape(seat_name(seating, s))}&nbsp;</th>" for s in seats)
        rows = [f"<tr><th></th>{head}</tr>"]
        number = 0
        for result in summary.match.results:
            if result.thrown_in:
                continue
            number += 1
            cells = "".join(f"<td align='center'>{result.game_points[s]:+d}</td>" for s in seats)
            rows.append(f"<tr><td>{number}</td>{cells}</tr>")
        totals = summary.match.totals
        cells = "".join(f"<td align='center'><b>{totals[s]:+d}</b></td>" for s in seats)
        rows.append(f"<tr><td><b>{escape(self.tr('Total'))}</b></td>{cells}</tr>")
        return f"<table align='center' cellspacing='2'>{''.join(rows)}</table>"
