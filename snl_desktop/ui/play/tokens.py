"""Players' tokens on the board and their moves: a token walks square by square along the walk
the turn engine reports, then climbs a ladder or slides down a snake along its drawn shape.
Several tokens on one square sit side by side. Durations are injectable (tests use 0)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.board import jump_kind_of
from ...core.game import Move, TurnOutcome
from ..board import theme
from ..board.items import SnakeItem
from ..board.scene import BoardScene

STEP_MS = 180
"""Time for one square of a walk."""
JUMP_MS = 700
"""Time to climb a ladder or slide down a snake."""


class TokenItem(QGraphicsItem):
    """A token in the player's colour and shape (one per seat: no two players are told apart by
    colour alone), with the player's two-letter label; ``active`` (whose turn it is) draws a
    bright ring."""

    def __init__(self, name: str, colour: QColor, radius: float, label: str = "", shape: int = 0) -> None:
        super().__init__()
        self.name = name
        self.colour = QColor(colour)
        self.label = label or token_label(name)
        self.shape_number = shape
        """The token's shape (see `SHAPES`): not ``shape``, which is QGraphicsItem's outline."""
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
        self._font = label_font(self.label, radius)
        self._outline = shape_path(self.shape_number, radius)

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.45
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.active:
            painter.setPen(QPen(theme.TOKEN_RING, r * 0.3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r * 1.25, r * 1.25)
        paint_token(painter, self.colour, self._outline, self.label, r, self._font)


def paint_token(painter: QPainter, colour: QColor, outline: QPainterPath, label: str, r: float, font: QFont) -> None:
    """A token of radius ``r`` at the painter's origin: its shape in its colour, its label on it
    (on the board, and in the turn banner above it)."""
    painter.setPen(QPen(colour.darker(200), r * 0.14))
    painter.setBrush(colour)
    painter.drawPath(outline)
    painter.setPen(theme.text_on(colour, theme.TOKEN_TEXT_DARK))
    painter.setFont(font)
    painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)


def label_font(label: str, r: float) -> QFont:
    """The bold font of a token's label for radius ``r``."""
    return theme.bold_font(r * (0.95 if len(label) <= 2 else 0.75))


SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star", "pentagon", "octagon", "down", "cross")
"""Each seat's token shape, in seat order."""


def shape_path(shape: int, r: float) -> QPainterPath:
    """The outline of token shape number ``shape`` (see `SHAPES`) of radius ``r``."""
    name = SHAPES[shape % len(SHAPES)]
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(QPointF(0, 0), r, r)
        return path
    if name == "square":
        path.addRoundedRect(QRectF(-r * 0.88, -r * 0.88, r * 1.76, r * 1.76), r * 0.25, r * 0.25)
        return path
    if name == "cross":
        w = r * 0.5
        for rect in (QRectF(-r, -w, 2 * r, 2 * w), QRectF(-w, -r, 2 * w, 2 * r)):
            path.addRect(rect)
        return path.simplified()
    corners, turn, inner = {
        "triangle": (3, -90, 1.0),
        "down": (3, 90, 1.0),
        "diamond": (4, -90, 1.0),
        "pentagon": (5, -90, 1.0),
        "hexagon": (6, 0, 1.0),
        "octagon": (8, 22.5, 1.0),
        "star": (5, -90, 0.5),
    }[name]
    size = r * (1.2 if corners == 3 else 1.05)
    points = []
    steps = corners * (2 if inner < 1 else 1)
    for i in range(steps):
        angle = math.radians(turn + i * 360 / steps)
        radius = size * (inner if i % 2 and inner < 1 else 1.0)
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + (r * 0.2 if corners == 3 else 0)))
    path.moveTo(points[0])
    for point in points[1:]:
        path.lineTo(point)
    path.closeSubpath()
    return path


def token_label(name: str) -> str:
    """A name's own label: its initial and its number if it ends in one ("Player 2" → "P2"),
    else its first two letters ("Ana" → "An")."""
    stripped = name.strip()
    digits = stripped[len(stripped.rstrip("0123456789")) :]
    if digits and len(digits) < len(stripped):
        return (stripped[:1].upper() + digits)[:3]
    letters = [c for c in stripped if c.isalnum()]
    return (letters[0].upper() + "".join(letters[1:2]).lower()) if letters else stripped[:2]


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


def seat_columns(count: int) -> int:
    return max(1, math.ceil(math.sqrt(count)))


def token_radius(sharing: int, square: float, scale: float = 1.0) -> float:
    """A token's radius when ``sharing`` tokens stand on its square: as large as fits side by
    side without overlapping (a token alone is big), times ``scale`` (Large Text) while that
    still fits."""
    fits = square * 0.84 / seat_columns(sharing) * 0.45
    return min(square * 0.3 * scale, fits * max(1.0, min(scale, 1.1)))


def seat_offsets(count: int, square: float) -> list[QPointF]:
    """Where ``count`` tokens on one square sit, side by side, around the square's centre."""
    if count <= 1:
        return [QPointF(0, 0)]
    columns = seat_columns(count)
    rows = math.ceil(count / columns)
    gap = square * 0.84 / columns
    offsets = []
    for i in range(count):
        row, col = divmod(i, columns)
        offsets.append(QPointF((col - (columns - 1) / 2) * gap, (row - (rows - 1) / 2) * gap + square * 0.05))
    return offsets


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
        self.step_ms = step_ms
        self.jump_ms = jump_ms
        self.tokens: dict[str, TokenItem] = {}
        self.squares: dict[str, int] = {}
        self._animation: QVariantAnimation | None = None
        self._moving: str | None = None
        self._arrived: Callable[[], None] | None = None
        self.scale = 1.0

    @property
    def moving(self) -> bool:
        return self._animation is not None

    @property
    def moving_player(self) -> str | None:
        """Whose token is moving now (None when none is)."""
        return self._moving if self._animation is not None else None

    def set_players(self, players: list[tuple[str, QColor]], squares: dict[str, int]) -> None:
        """Put a token for every (name, colour) on its square, replacing any earlier ones."""
        self.clear()
        radius = token_radius(1, self.scene.geometry.square, self.scale)
        labels = token_labels([name for name, _ in players])
        for seat, ((name, colour), label) in enumerate(zip(players, labels)):
            token = TokenItem(name, colour, radius, label, seat)
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
        for square, names in by_square.items():
            radius = token_radius(len(names), geometry.square, self.scale)  # sized by who shares it
            for name, offset in zip(names, seat_offsets(len(names), geometry.square)):
                self.tokens[name].set_radius(radius)
                self.tokens[name].setPos(geometry.centre(square) + offset)

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

        def follow(elapsed: float) -> None:
            t = elapsed
            for index, (path, ms, cue) in enumerate(pieces):
                if t <= ms or index == len(pieces) - 1:
                    token.setPos(path.pointAtPercent(min(1.0, t / ms)))
                    if index != heard["piece"]:
                        if heard["piece"] >= 0 and pieces[heard["piece"]][2] == "step":
                            if heard["squares"] < pieces[heard["piece"]][1] // self.step_ms:
                                self.cue.emit("step")  # the walk's last square, passed between frames
                        heard["piece"], heard["squares"] = index, 0
                        if cue != "step":
                            self.cue.emit(cue)  # a jump starts
                    if cue == "step":
                        reached = min(int(t // self.step_ms), ms // self.step_ms)
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
        self._animation = None
        self._moving = None
        self._arrived = None
        if player in self.tokens:
            self.tokens[player].setZValue(theme.Z_TOKEN)
        self.place({**self.squares, player: square})

    def stop(self) -> None:
        """Cut a running animation short (the tokens are then re-placed by the caller)."""
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.finished.disconnect()
            animation.stop()
            animation.deleteLater()
        self._moving = None
        self._arrived = None
