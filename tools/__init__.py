"""Developer tools (not shipped with the game)."""
