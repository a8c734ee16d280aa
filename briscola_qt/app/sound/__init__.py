"""The table's sounds: what plays when (effects), how sounds are mixed (mixer), and where
they go (device)."""
