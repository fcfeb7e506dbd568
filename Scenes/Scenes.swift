// Built-in scenes.
