"""Briscola: the Italian trick-taking card game against the computer."""

__version__ = "0.1.0"
