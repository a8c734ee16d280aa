"""`python -m briscola_qt` starts the game; also the PyInstaller entry script."""

from briscola_qt.app.main import main

if __name__ == "__main__":
    raise SystemExit(main())
