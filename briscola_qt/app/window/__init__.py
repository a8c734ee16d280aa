"""The main window that assembles the parts, its menus and dialogs, and the translations."""
