"""The start screen: the window's first view when no file is given, and Home. Three front doors
(Play, Design, Learn), the recent boards and unfinished games as thumbnails, and "Start in the
last room I used". A feature: it imports only kit, board, document, words and core."""

from .items import PlacedPiece, StartItem, game_detail, last_room_first, read_item
from .screen import StartScreen

__all__ = ["PlacedPiece", "StartItem", "StartScreen", "game_detail", "last_room_first", "read_item"]
