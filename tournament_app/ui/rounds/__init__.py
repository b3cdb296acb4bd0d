"""The Turni page: `page` the widget, `verdict` what the line under the buttons says of the round
shown (no widgets), `swapping` the seating list that swaps by dragging and the Swap dialog."""
