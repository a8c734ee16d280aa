"""Named errors of the checked API: every one is a ValueError with a message naming the cause."""


class BriscolaError(ValueError):
    """Base of everything the engine refuses."""


class CardCodeError(BriscolaError):
    """A card code that is not one of RULES.md's (``Ad``, ``3c``, ``Qs`` ...)."""


class ActionCodeError(BriscolaError):
    """An action code that is not one of docs/record-format.md's (``Ad``, ``x7d``, ``bK`` ...)."""


class IllegalPlayError(BriscolaError):
    """A play or exchange that the rules do not allow in this position."""


class RecordError(BriscolaError):
    """A game record that is malformed or describes an impossible game."""


class IllegalBidError(IllegalPlayError):
    """Briscola chiamata: a bid or pass out of turn, or not above the bid before it."""


class IllegalCallError(IllegalPlayError):
    """Briscola chiamata: a called card that is not of the winning rank, or a call out of turn."""
