"""Generator for the two illustrated decks, the app icon and the contact sheets.

The art is authored as code so every card can be redrawn consistently: suit symbols,
palettes and line weights are defined once and shared by all 80 faces.
Run ``python -m tools.decks`` to regenerate everything under ``assets/`` and ``docs/``.
"""
