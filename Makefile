# Briscola -- the two-command quick start is `make run` and `make test`.
# Every target creates .venv when it is missing and (re)installs the project into it when
# pyproject.toml changes; the Qt resources are rebuilt whenever a file under assets/ changes.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip --quiet
ARGS ?=
PYTEST_ARGS ?=
VERSION := $(shell sed -n 's/^__version__ = "\(.*\)"/\1/p' briscola_qt/__init__.py)
ARCH := $(shell uname -m)
BUNDLE_DIR := dist/briscola
TARBALL := dist/briscola-$(VERSION)-linux-$(ARCH).tar.gz
# mypy runs strict on the engine and the bots, as soon as they hold code.
MYPY_PATHS := $(patsubst %/,%,$(sort $(dir $(wildcard briscola_qt/engine/*.py briscola_qt/bots/*.py))))

.DEFAULT_GOAL := help
.PHONY: help run test lint resources bundle wheel install-desktop uninstall-desktop clean distclean \
	qt-deps-offscreen qt-deps-desktop

help:  ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-18s %s\n", $$1, $$2}'

run: qt-deps-desktop $(VENV)/.installed-app resources  ## Start the game (ARGS="..." passes options)
	@if [ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}$${QT_QPA_PLATFORM:-}" ] && [ "$$(uname -s)" = Linux ]; then \
		echo "make run: no display here. On a server try:  xvfb-run -a make run"; exit 1; fi
	$(VENV)/bin/briscola $(ARGS)

test: qt-deps-offscreen $(VENV)/.installed-test resources  ## Run the whole test suite headless
	@status=0; QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS) || status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test: no tests collected yet"; status=0; fi; \
	exit $$status

lint: $(VENV)/.installed-dev  ## ruff on everything, mypy (strict) on the engine and bots
	$(PY) -m ruff check .
	$(if $(MYPY_PATHS),$(PY) -m mypy $(MYPY_PATHS),@echo "lint: no engine/bots code yet for mypy")

resources: $(VENV)/.installed-app  ## Rebuild resources.qrc and briscola_qt/resources_rc.py if assets/ changed
	@$(PY) tools/build_resources.py

bundle: qt-deps-desktop $(VENV)/.installed-package resources  ## Build the one-folder desktop app in dist/
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/briscola.spec
	tar -C dist -czf $(TARBALL) briscola
	@echo "bundle: $$(du -sh $(BUNDLE_DIR) | cut -f1) in $(BUNDLE_DIR)/," \
		"$$(du -sh $(TARBALL) | cut -f1) as $(TARBALL)"

wheel: $(VENV)/.installed-app resources  ## Build dist/briscola_qt-<version>-py3-none-any.whl (pipx install it)
	rm -f dist/briscola_qt-*.whl
	$(PIP) wheel --no-deps --wheel-dir dist .
	@ls dist/briscola_qt-*.whl

install-desktop: bundle  ## Install the built app for this user (menu entry, icon, `briscola`)
	packaging/install-linux --bundle $(BUNDLE_DIR)

uninstall-desktop:  ## Remove what install-desktop installed
	packaging/install-linux --uninstall

qt-deps-offscreen:
	@tools/qt-system-deps offscreen

qt-deps-desktop:
	@tools/qt-system-deps desktop

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "make: Python >= 3.11 needed; try: make PYTHON=python3.12 ...")'
	$(PYTHON) -m venv $(VENV) || { echo "make: cannot create $(VENV); on Debian/Ubuntu: sudo apt-get install -y python3-venv"; exit 1; }

$(VENV)/.installed-app: pyproject.toml | $(PY)
	$(PIP) install --editable .
	@touch $@

$(VENV)/.installed-%: pyproject.toml | $(PY)
	$(PIP) install --editable ".[$*]"
	@touch $@

clean:  ## Remove build products (keeps .venv)
	rm -rf build dist resources.qrc briscola_qt/resources_rc.py .pytest_cache .mypy_cache .ruff_cache

distclean: clean  ## Also remove .venv
	rm -rf $(VENV)
