"""The projector window: `window` the window, `content` its two pages as HTML (no widgets),
`heading`, `clock` and `scroller` the parts that move on it."""
