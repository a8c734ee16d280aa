"""What the player sees of the game: layout, card art, animated scene and its words."""
