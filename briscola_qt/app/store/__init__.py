"""What outlives a run: settings, the saved match and the statistics, written safely."""
