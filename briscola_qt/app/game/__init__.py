"""The game as the app plays it: the controller that owns the match, and the bots' thread."""
