"""Players' tokens on the board and their moves: a token walks square by square along the walk
the turn engine reports, then climbs a ladder or slides down a snake along its drawn shape.
Several tokens on one square sit side by side. Durations are injectable (tests use 0)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QTextBoundaryFinder, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.board import jump_kind_of
from ...core.game import Move, TurnOutcome
from ..board import theme
from ..board.items import SnakeItem, tag_plates
from ..board.pieces import ANIMALS, Piece, badge_rect, paint_piece, piece_for, piece_pixmap
from ..board.scene import BoardScene
from .outlines import SHAPES, label_font, paint_token, shape_path
from .seating import ALONE, seat_area, seating

__all__ = [
    "ANIMALS",
    "JUMP_MS",
    "SHAPES",
    "STEP_MS",
    "Piece",
    "TokenItem",
    "TokenLayer",
    "badge_rect",
    "label_font",
    "paint_piece",
    "paint_token",
    "piece_for",
    "piece_pixmap",
    "shape_path",
    "token_label",
    "token_labels",
]

STEP_MS = 180
"""Time for one square of a walk."""
JUMP_MS = 700
"""Time to climb a ladder or slide down a snake."""
HALO = 1.12
"""The radius of the halo behind the token whose turn it is, as a share of its own: it stays
clear of the badges of the tokens beside it."""


class TokenItem(QGraphicsItem):
    """A token: the seat's animal (`pieces`) in the player's colour (one animal per seat: no two
    players are told apart by colour alone), with the player's label on a badge; ``active``
    (whose turn it is) draws a bright halo behind it, within the token's own room."""

    def __init__(
        self, name: str, colour: QColor, radius: float, label: str = "", shape: int = 0, animal: str | None = None
    ) -> None:
        super().__init__()
        self.name = name
        self.colour = QColor(colour)
        self.label = label or token_label(name)
        self.shape_number = shape
        """The seat's number (its animal; `SHAPES` the old outlines): not ``shape``, which is
        QGraphicsItem's outline."""
        self.piece = piece_for(shape, self.colour.name(), self.label, animal)
        """What the token draws (the banner and the players' cards draw the same)."""
        self.active = False
        self.radius = 0.0
        self.setZValue(theme.Z_TOKEN)
        self.setToolTip(name)
        self.set_radius(radius)

    def set_radius(self, radius: float) -> None:
        if radius == self.radius:
            return
        self.prepareGeometryChange()
        self.radius = radius

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * HALO
        return QRectF(-r, -r, 2 * r, 2 * r)

    def badge(self) -> QRectF:
        """The label's badge in scene coordinates (nothing else may cover it)."""
        return badge_rect(self.label, self.radius).translated(self.pos())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.radius
        if self.active:
            colours = theme.current()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            # High contrast rings the halo in black: yellow alone hardly shows on a white tile.
            outline = colours.outline
            painter.setPen(QPen(outline, r * 0.08) if outline is not None else Qt.PenStyle.NoPen)
            painter.setBrush(colours.token_ring)
            halo = r * (HALO - (0.04 if outline is not None else 0.0))  # the outline inside the bounds
            painter.drawEllipse(QPointF(0, 0), halo, halo)
        paint_piece(painter, self.piece, QPointF(0, 0), r)


def token_label(name: str) -> str:
    """A name's own label: its initial and its number if it ends in one ("Player 2" → "P2"),
    else its first two letters ("Ana" → "An")."""
    stripped = name.strip()
    digits = stripped[len(stripped.rstrip("0123456789")) :]
    if digits and len(digits) < len(stripped):
        return (stripped[:1].upper() + digits)[:3]
    letters = [g for g in _graphemes(stripped) if g[:1].isalnum()]  # "लि", not "ल" without its vowel sign
    return (letters[0].upper() + "".join(letters[1:2]).lower()) if letters else stripped[:2]


def _graphemes(text: str) -> list[str]:
    """``text``'s letters as a reader sees them: a base with its marks (Devanagari's vowel
    signs, Arabic's harakat), never split (Qt's grapheme boundaries)."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    bounds = [0]
    while (at := finder.toNextBoundary()) != -1:
        bounds.append(at)
    units = text.encode("utf-16-le")  # Qt counts UTF-16 units (an emoji is two)
    return [units[2 * a : 2 * b].decode("utf-16-le") for a, b in zip(bounds, bounds[1:], strict=False) if b > a]


def token_labels(names: Sequence[str]) -> list[str]:
    """Labels of one game's tokens, all different (ignoring case): "Ana" and "Alex" become
    "An" and "Al"; "Ann" and "Anna" become "An" and "Aa"; failing letters, the seat number."""
    labels: list[str] = []
    for seat, name in enumerate(names, 1):
        taken = {label.casefold() for label in labels}
        label = token_label(name)
        if label.casefold() in taken:
            letters = [c for c in name.strip() if c.isalnum()]
            candidates = [letters[0].upper() + c.lower() for c in letters[1:]] if letters else []
            label = next((c for c in candidates if c.casefold() not in taken), f"{name.strip()[:1].upper()}{seat}")
            if label.casefold() in taken:
                label = str(seat)
        labels.append(label)
    return labels


class TokenLayer(QObject):
    """The tokens of a game on a board scene: their resting places, and the move animations.
    ``move_finished`` fires when a move's animation ends (at once when durations are 0)."""

    move_finished = Signal()
    moves_walked = Signal()
    """The throws of an unfinished turn have been walked ("each throw moves")."""
    cue = Signal(str)
    """A moment a sound marks: ``"step"`` (the token reaches a square), ``"ladder"`` or
    ``"snake"`` (a jump starts)."""

    def __init__(
        self, scene: BoardScene, step_ms: int = STEP_MS, jump_ms: int = JUMP_MS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self._step_ms = step_ms
        self._jump_ms = jump_ms
        self.tokens: dict[str, TokenItem] = {}
        self.squares: dict[str, int] = {}
        self._animation: QVariantAnimation | None = None
        self._moving: str | None = None
        self._arrived: Callable[[], None] | None = None
        self.scale = 1.0
        self.least: tuple[float, float] = (0.0, 0.0)
        """The least radius of a shared token and of a lone one (`set_least`)."""

    @property
    def step_ms(self) -> int:
        """Time for one square of a walk, from the next move on (a move under way keeps its
        pace, but a 0 — Instant — brings it to its end at once)."""
        return self._step_ms

    @step_ms.setter
    def step_ms(self, ms: int) -> None:
        self._step_ms = max(0, ms)
        if ms <= 0:
            self.finish()

    @property
    def jump_ms(self) -> int:
        """Time to climb a ladder or slide down a snake (as `step_ms`, 0 finishes a move)."""
        return self._jump_ms

    @jump_ms.setter
    def jump_ms(self, ms: int) -> None:
        self._jump_ms = max(0, ms)
        if ms <= 0:
            self.finish()

    @property
    def moving(self) -> bool:
        return self._animation is not None

    @property
    def moving_player(self) -> str | None:
        """Whose token is moving now (None when none is)."""
        return self._moving if self._animation is not None else None

    def set_players(
        self, players: list[tuple[str, QColor]], squares: dict[str, int], animals: Sequence[str | None] = ()
    ) -> None:
        """Put a token for every (name, colour) on its square, replacing any earlier ones; each
        the seat's animal (``animals``, in seat order; None or none given: its place's)."""
        self.clear()
        radius = self.scene.geometry.square * ALONE * self.scale
        labels = token_labels([name for name, _ in players])
        for seat, ((name, colour), label) in enumerate(zip(players, labels)):
            token = TokenItem(name, colour, radius, label, seat, animals[seat] if seat < len(animals) else None)
            self.scene.addItem(token)
            self.tokens[name] = token
        self.place(squares)

    def clear(self) -> None:
        self.stop()
        for token in self.tokens.values():
            self.scene.removeItem(token)
        self.tokens.clear()
        self.squares.clear()

    def set_active(self, name: str | None) -> None:
        for player, token in self.tokens.items():
            token.set_active(player == name)

    def place(self, squares: dict[str, int]) -> None:
        """Set every token on its square at once (no animation), side by side when shared."""
        self.squares = dict(squares)
        by_square: dict[int, list[str]] = {}
        for name in self.tokens:
            by_square.setdefault(self.squares.get(name, 0), []).append(name)
        geometry = self.scene.geometry
        tags = tag_plates(geometry, self.scene.rules.start_square == 0, self.scene.text_scale)
        for square, names in by_square.items():
            tag = tags.get(square)
            area = seat_area(geometry.square_rect(square), tag[1] if tag else None)
            seats = seating(len(names), area, geometry.square, self.scale, *self.least)  # sized by who shares it
            for order, (name, centre) in enumerate(zip(names, seats.centres)):
                token = self.tokens[name]
                token.set_radius(seats.radius)
                token.setPos(centre)
                # fanned: the lower rows under the upper ones, so every badge (at a token's foot) shows
                token.setZValue(theme.Z_TOKEN - (order * 1e-3 if seats.fanned else 0.0))

    def set_least(self, shared: float, alone: float) -> None:
        """The least radius of a token sharing its square and of one alone, in scene units (the
        TV layout's; 0 for none): see `seating`."""
        self.least = (shared, alone)
        self.place(self.squares)

    def set_scale(self, scale: float) -> None:
        """Tokens ``scale`` times their size where they fit (Large Text)."""
        self.scale = scale
        self.place(self.squares)

    # -- moves ------------------------------------------------------------------------------------

    def paths_of(self, move: Move) -> tuple[QPainterPath, QPainterPath | None]:
        """The two phases of one move in scene coordinates: the walk, square by square, and the
        jump: straight up a ladder, or down a snake along its body (None without a jump). A
        third 6 that voids the turn has no walk; its "jump" is straight back to where the turn
        began."""
        g = self.scene.geometry
        walk = QPainterPath(g.centre(move.start))
        for square in move.walk:
            walk.lineTo(g.centre(square))
        if move.voided:
            if move.end == move.start:
                return walk, None
            back = QPainterPath(g.centre(move.start))
            back.lineTo(g.centre(move.end))
            return walk, back
        if move.jump is None:
            return walk, None
        start, end = move.jump
        jump = QPainterPath(g.centre(start))
        item = self.scene.jump_item(start)
        if isinstance(item, SnakeItem):
            for point, _, _ in item.samples():
                jump.lineTo(point)
        else:
            if item is not None:  # up the ladder as it is drawn (its ends need not be the centres)
                jump.lineTo(item.p_start)
                jump.lineTo(item.p_end)
            jump.lineTo(g.centre(end))
        return walk, jump

    def segments(self, moves: Sequence[Move]) -> list[tuple[QPainterPath, int, str]]:
        """The token's way through ``moves``, as (path, milliseconds, cue) pieces in order: each
        move's walk at ``step_ms`` a square (cue ``"step"``), then its jump in ``jump_ms`` (cue
        ``"ladder"`` or ``"snake"``; a voided turn's way back slides like a snake). Under "each
        throw moves" the moves follow one another, throw by throw."""
        pieces: list[tuple[QPainterPath, int, str]] = []
        for move in moves:
            walk, jump = self.paths_of(move)
            if move.walk:
                pieces.append((walk, self.step_ms * len(move.walk), "step"))
            if jump is not None:
                climbs = move.jump is not None and jump_kind_of(*move.jump) == "ladder"
                pieces.append((jump, self.jump_ms, "ladder" if climbs else "snake"))
        return pieces

    def animate(self, outcome: TurnOutcome, shown: int = 0) -> None:
        """Move the outcome's token along its moves (but the first ``shown``, already walked
        throw by throw); ``move_finished`` when it has arrived."""
        self._run(outcome.player, outcome.steps[shown:], lambda: self._arrive(outcome))

    def animate_moves(self, player: str, moves: Sequence[Move]) -> None:
        """Walk ``moves`` of an unfinished turn ("each throw moves"); the token stays there."""

        def arrived() -> None:
            self._settle(player, moves[-1].end)
            self.moves_walked.emit()

        if moves:
            self._run(player, moves, arrived)

    def _run(self, player: str, moves: Sequence[Move], arrived: Callable[[], None]) -> None:
        self.stop()
        token = self.tokens[player]
        pieces = [piece for piece in self.segments(moves) if piece[1] > 0]
        total = sum(ms for _, ms, _ in pieces)
        self._moving = player
        if total <= 0:
            arrived()
            return
        heard = {"piece": -1, "squares": 0}  # what has been cued: the piece, squares reached in it
        step = max(1, self.step_ms)  # the pace the pieces were timed at: a later change is not theirs

        def follow(elapsed: float) -> None:
            t = elapsed
            for index, (path, ms, cue) in enumerate(pieces):
                if t <= ms or index == len(pieces) - 1:
                    token.setPos(path.pointAtPercent(min(1.0, t / ms)))
                    if index != heard["piece"]:
                        if heard["piece"] >= 0 and pieces[heard["piece"]][2] == "step":
                            if heard["squares"] < pieces[heard["piece"]][1] // step:
                                self.cue.emit("step")  # the walk's last square, passed between frames
                        heard["piece"], heard["squares"] = index, 0
                        if cue != "step":
                            self.cue.emit(cue)  # a jump starts
                    if cue == "step":
                        reached = min(int(t // step), ms // step)
                        if reached > heard["squares"]:
                            heard["squares"] = reached
                            self.cue.emit("step")  # the token is on the next square
                    return
                t -= ms

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(total))
        animation.setDuration(total)
        animation.setEasingCurve(QEasingCurve.Type.Linear)
        animation.valueChanged.connect(follow)
        animation.finished.connect(arrived)
        self._animation = animation
        self._arrived = arrived
        token.setZValue(theme.Z_MOVING_TOKEN)  # above the other tokens while it moves
        animation.start()

    def finish(self) -> bool:
        """Bring a moving token to where it is going at once (a click or Return during a
        move); False when none is moving."""
        if self._animation is None or self._arrived is None:
            return False
        arrived = self._arrived
        self.stop()
        arrived()
        return True

    def _arrive(self, outcome: TurnOutcome) -> None:
        self._settle(outcome.player, outcome.end)
        self.move_finished.emit()

    def _settle(self, player: str, square: int) -> None:
        """The animation is over: the token stands on ``square`` among the others there."""
        self.stop()  # the finished animation is let go (one a move would pile up all game)
        if player in self.tokens:
            self.tokens[player].setZValue(theme.Z_TOKEN)
        self.place({**self.squares, player: square})

    def stop(self) -> None:
        """Cut a running animation short (the tokens are then re-placed by the caller)."""
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.finished.disconnect()
            animation.valueChanged.disconnect()  # the frame handler holds the layer: let both go
            animation.stop()
            animation.deleteLater()
        self._moving = None
        self._arrived = None
