"""Play from Phones, on the TV: the room's panel (a window beside the board, never modal: the
game goes on behind it). It shows what a family needs to join from the sofa — a QR code drawn
module by module (crisp at any size, with its quiet zone, about two fifths of the screen's
height), the short address and the four-digit room code in large type, the port the room
listens on — then the seats (each player's animal, name, and who throws for them: a phone, the
keyboard, the computer) with a button to free a seat, how many phones are connected, and Close
Room. Hide keeps the room open (Game → Play from Phones… shows the panel again). After too many
wrong codes the panel comes back by itself to say so, with New Code.

Names are the players' own text: every label here is plain text, never rich text."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...words import spoken
from ...words.animals import animal_name
from ..board.pieces import Piece, piece_pixmap
from ..kit.plain_text import plain, scaled
from ..kit.qr_code import QrCode
from ..room.qr import qr_matrix
from .phones import Holder, PhoneRoom
from .tokens import token_labels

QR_SCREEN_SHARE = 0.4
"""The code's side, as a share of the screen's height: large enough to scan from the sofa."""
MIN_QR_PX = 240
PICTURE_PX = 48
"""A seat's animal, as the players' cards draw it."""


class SeatRow:
    """One seat in the panel: its animal, its name, who throws for it, and Free Seat."""

    def __init__(self, grid: QGridLayout, row: int, font: QFont, free: str) -> None:
        self.picture = plain()
        self.picture.setFixedSize(PICTURE_PX, PICTURE_PX)
        self.name = plain()
        self.name.setFont(scaled(font, 1.3, bold=True))
        self.holder = plain()
        self.holder.setFont(scaled(font, 1.15))
        self.free = QPushButton(free)
        grid.addWidget(self.picture, row, 0)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(self.holder, row, 2)
        grid.addWidget(self.free, row, 3)

    def widgets(self) -> list[QWidget]:
        return [self.picture, self.name, self.holder, self.free]


class PhonesDialog(QDialog):
    """The room's panel on the TV for ``room`` (see the module's docstring)."""

    def __init__(self, room: PhoneRoom, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.setModal(False)
        self.setWindowTitle(self.tr("Play from Phones"))
        base = self.font()
        self.qr = QrCode()
        self.heading = plain(self.tr("Join with your phone"))
        self.heading.setFont(scaled(base, 2.0, bold=True))
        self.how = plain(self.tr("Scan the code with the phone's camera, or open this address:"))
        self.how.setWordWrap(True)
        self.how.setFont(scaled(base, 1.3))
        self.url = plain()
        self.url.setFont(scaled(base, 2.2, bold=True))
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_caption = plain(self.tr("Room code:"))
        self.code_caption.setFont(scaled(base, 1.6))
        self.code = plain()
        self.code.setFont(scaled(base, 4.0, bold=True))
        self.port = plain()
        self.port.setWordWrap(True)
        self.watchers = plain()
        self.watchers.setFont(scaled(base, 1.2))
        self.locked = plain(
            self.tr("Too many wrong codes were tried: the room takes no code until you make a new one.")
        )
        self.locked.setWordWrap(True)
        self.locked.setFont(scaled(base, 1.2, bold=True))
        self.new_code = QPushButton(self.tr("&New Code"))
        self.new_code.setToolTip(self.tr("A new room code: the phones in their seats stay"))
        self.new_code.clicked.connect(room.new_code)
        self.seats_frame = QFrame()
        self.seats_grid = QGridLayout(self.seats_frame)
        self.seats_grid.setColumnStretch(1, 1)
        self.seats: list[SeatRow] = []
        self.hide_button = QPushButton(self.tr("&Hide"))
        self.hide_button.setToolTip(self.tr("The room stays open: Game → Play from Phones… shows this again"))
        self.hide_button.clicked.connect(self.hide)
        self.close_room = QPushButton(self.tr("&Close Room"))
        self.close_room.setToolTip(self.tr("Stop listening and let every phone go"))
        self.close_room.clicked.connect(self._close_room)

        join = QVBoxLayout()
        join.addWidget(self.heading)
        join.addWidget(self.how)
        join.addWidget(self.url)
        code_line = QHBoxLayout()
        code_line.addWidget(self.code_caption, 0, Qt.AlignmentFlag.AlignVCenter)
        code_line.addWidget(self.code, 1)
        join.addLayout(code_line)
        join.addWidget(self.port)
        join.addWidget(self.locked)
        join.addSpacing(12)
        join.addWidget(self.seats_frame)
        join.addWidget(self.watchers)
        join.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        top.addSpacing(24)
        top.addLayout(join, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_code)
        buttons.addStretch(1)
        buttons.addWidget(self.hide_button)
        buttons.addWidget(self.close_room)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addLayout(buttons)
        room.room_changed.connect(self.refresh)
        self._url_shown = ""
        self.refresh()

    def _qr_side(self) -> int:
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        height = screen.availableGeometry().height() if screen is not None else 1080
        return max(MIN_QR_PX, round(height * QR_SCREEN_SHARE))

    @Slot()
    def refresh(self) -> None:
        """Show the room as it is now; a closed room hides the panel."""
        room = self.room
        address = room.address
        if not room.is_open or address is None or room.controller is None:
            self.hide()
            return
        if address.join_url != self._url_shown:
            self.qr.set_code(qr_matrix(address.join_url), self._qr_side())
            self.qr.setAccessibleName(spoken(self.tr("QR code of {address}"), address=address.url))
            self._url_shown = address.join_url
        self.url.setText(address.url)
        self.code.setText(address.code)
        self.code.setAccessibleName(spoken(self.tr("Room code {code}"), code=" ".join(address.code)))
        self.port.setText(
            spoken(
                self.tr(
                    "The room listens on ports {port} (the page) and {live} (the phones' messages), "
                    "on the home network only, while it is open."
                ),
                port=str(address.port),  # as the address is typed, in any language
                live=str(address.live_port),
            )
        )
        self.locked.setVisible(room.locked)
        if room.locked and not self.isVisible():
            self.show()  # someone is guessing the code: the host sees it, and New Code, at once
        self.watchers.setText(spoken(self.tr("%n phone(s) connected", "", room.watchers)))
        self._show_seats()

    def _show_seats(self) -> None:
        controller = self.room.controller
        assert controller is not None
        state = self.room.state()
        while len(self.seats) < len(state.seats):
            row = SeatRow(self.seats_grid, len(self.seats), self.font(), self.tr("Free Seat"))
            row.free.clicked.connect(partial(self._free, len(self.seats)))
            self.seats.append(row)
        labels = token_labels([seat.name for seat in state.seats])
        ratio = self.devicePixelRatioF()
        for index, row in enumerate(self.seats):
            shown = index < len(state.seats)
            for widget in row.widgets():
                widget.setVisible(shown)
            if not shown:
                continue
            seat = state.seats[index]
            row.picture.setPixmap(piece_pixmap(Piece(seat.animal, seat.colour, labels[index]), PICTURE_PX, ratio))
            row.picture.setAccessibleName(animal_name(seat.animal))
            row.name.setText(seat.name)
            holder = self.room.holder(index)
            row.holder.setText(self._holder_text(holder, seat.name))
            row.free.setEnabled(holder is Holder.PHONE)
            row.free.setToolTip(self.tr("Take this seat back from its phone (the keyboard plays it)"))

    def _holder_text(self, holder: Holder, name: str) -> str:
        if holder is Holder.PHONE:
            return spoken(self.tr("{name}'s phone"), name=name)
        if holder is Holder.COMPUTER:
            return self.tr("the computer")
        return self.tr("the keyboard")

    def _free(self, index: int) -> None:
        self.room.free_seat(index)

    @Slot()
    def _close_room(self) -> None:
        self.room.close()
        self.hide()
