"""Briscola: the Italian trick-taking card game against the computer."""

__version__ = "0.1.0"
#: The project's home page (About links to it).
__url__ = "https://briscolaqt.org"
