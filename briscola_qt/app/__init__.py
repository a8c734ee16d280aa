"""The Qt desktop application: window, table scene, decks and settings."""
