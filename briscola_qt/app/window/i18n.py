"""The interface language: English (the source strings) or Italian, following the system or
chosen in the menu, with the translated names of cards, suits and levels.

Switching installs the new QTranslators; Qt then sends every widget a LanguageChange event,
and each window re-sets its own texts (``changeEvent`` -> ``retranslate``), so the visible
window changes at once, without a restart.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from briscola_qt.engine import Card

log = logging.getLogger(__name__)

#: Where the compiled translations (``briscola_<lang>.qm``) are; built by ``tools/i18n.py``.
I18N_DIR = Path(__file__).resolve().parents[2] / "i18n"
#: The menu's choices: follow the system, or one of the languages.
LANGUAGE_CHOICES = ("system", "en", "it")
SOURCE_LANGUAGE = "en"
#: Each language's name as its speakers write it: never translated, so anyone finds their own.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano"}
TRANSLATOR_NAME = "briscola-translator"

_RANKS = (
    QT_TRANSLATE_NOOP("Cards", "Ace"),
    QT_TRANSLATE_NOOP("Cards", "Two"),
    QT_TRANSLATE_NOOP("Cards", "Three"),
    QT_TRANSLATE_NOOP("Cards", "Four"),
    QT_TRANSLATE_NOOP("Cards", "Five"),
    QT_TRANSLATE_NOOP("Cards", "Six"),
    QT_TRANSLATE_NOOP("Cards", "Seven"),
    QT_TRANSLATE_NOOP("Cards", "Jack"),
    QT_TRANSLATE_NOOP("Cards", "Knight"),
    QT_TRANSLATE_NOOP("Cards", "King"),
)
_SUITS = (
    QT_TRANSLATE_NOOP("Cards", "cups"),
    QT_TRANSLATE_NOOP("Cards", "coins"),
    QT_TRANSLATE_NOOP("Cards", "swords"),
    QT_TRANSLATE_NOOP("Cards", "batons"),
)
_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}


def card_name(card: Card) -> str:
    """The card's full name in the interface language: "Ace of coins", "Asso di denari"."""
    return (
        QCoreApplication.translate("Cards", "%1 of %2", "a card's name: rank of suit")
        .replace("%1", rank_name(card))
        .replace("%2", suit_name(card.suit))
    )


def rank_name(card: Card) -> str:
    """The card's rank alone ("Ace", "Asso"), for lists of cards grouped by suit."""
    return QCoreApplication.translate("Cards", str(_RANKS[card.rank - 1]))


def suit_name(suit: int) -> str:
    """A suit's name as it reads inside a sentence ("coins", "denari")."""
    return QCoreApplication.translate("Cards", str(_SUITS[suit]))


def level_name(level: str) -> str:
    """A bot level as the player reads it ("Hard", "Difficile"); unknown ids are shown as is."""
    source = _LEVELS.get(level)
    return level if source is None else QCoreApplication.translate("Levels", str(source))


def system_language(locale: QLocale | None = None) -> str:
    """The supported language closest to the system's ("it" for it_IT or it_CH), else English."""
    language = (locale or QLocale.system()).name().split("_")[0]
    return language if language in LANGUAGE_NAMES else SOURCE_LANGUAGE


def resolve_language(choice: str, locale: QLocale | None = None) -> str:
    """The language a menu choice means: "system" follows the system locale."""
    return choice if choice in LANGUAGE_NAMES else system_language(locale)


class Translations:
    """Switches the application's language: the interface is one, whichever window asks.

    The installed translators are children of the application, named so that any
    ``Translations`` finds and replaces them.
    """

    def __init__(self) -> None:
        self.language = SOURCE_LANGUAGE

    def apply(self, choice: str) -> str:
        """Switch to the language ``choice`` means (see LANGUAGE_CHOICES); returns that language.

        Qt then sends every widget a LanguageChange event. A missing translation file is
        logged and leaves the English source strings.
        """
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("the language is set once the application exists")
        language = resolve_language(choice)
        for translator in app.findChildren(QTranslator, TRANSLATOR_NAME):
            app.removeTranslator(translator)
            translator.setObjectName("")
            translator.deleteLater()
        if language != SOURCE_LANGUAGE:
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            for name, folder in (("briscola", str(I18N_DIR)), ("qtbase", qt_folder)):
                translator = QTranslator(app)
                translator.setObjectName(TRANSLATOR_NAME)
                if translator.load(f"{name}_{language}", folder):
                    app.installTranslator(translator)
                else:
                    translator.deleteLater()
                    log.warning("no %s translation for %r in %s", name, language, folder)
        QLocale.setDefault(QLocale(language))
        self.language = language
        return language
