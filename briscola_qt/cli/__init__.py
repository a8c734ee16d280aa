"""``briscola-cli``: records, bots and benchmarks from the command line (no Qt)."""
