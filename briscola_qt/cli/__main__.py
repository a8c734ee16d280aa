"""``python -m briscola_qt.cli``: the same as ``briscola-cli``."""

import sys

from briscola_qt.cli.main import main

sys.exit(main())
