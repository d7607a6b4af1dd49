"""The board on screen and on paper: scene, view, items, the dense-board layer, geometry,
theme (colours and z-order) and rendering to files."""
