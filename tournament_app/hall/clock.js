// The round clock on My table: the time left as the server said it (/clock), counted down by
// the phone's own clock, read again whenever the live stream says the clock changed (the
// director started, paused or reset it) and every 30 s besides.
(function () {
  "use strict";
  var box = document.getElementById("clock");
  if (!box || !window.fetch) { return; }
  var what = box.querySelector(".clock-what");
  var shown = box.querySelector(".clock-time");
  var state = box.querySelector(".clock-state");
  var told = null;      // the server's answer
  var toldAt = 0;       // performance.now() when it came
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function draw() {
    // Before any round, or a round without a time limit: no countdown at all.
    if (!told || told.round === undefined || told.timed === false) {
      box.hidden = true;
      return;
    }
    var left = told.left_ms;
    if (told.running) { left -= performance.now() - toldAt; }
    left = Math.max(0, left);
    var seconds = Math.ceil(left / 1000);
    box.hidden = false;
    what.textContent = box.getAttribute("data-left").replace("{round}", told.round);
    shown.textContent = two(Math.floor(seconds / 60)) + ":" + two(seconds % 60);
    var up = seconds === 0;
    box.setAttribute("data-state", up ? "up" : (told.running ? "running" : "paused"));
    state.textContent = up ? box.getAttribute("data-up")
      : (told.running ? "" : box.getAttribute("data-paused"));
  }
  function read() {
    fetch("/clock", {cache: "no-store"})
      .then(function (answer) { return answer.json(); })
      .then(function (data) { told = data; toldAt = performance.now(); draw(); })
      .catch(function () { /* the live stream says when the server is gone */ });
  }
  read();
  window.setInterval(draw, 250);
  window.setInterval(read, 30000);
  // hall.js's live stream says each change of the database (one stream a page, not two),
  // with the clock's own last change: read again when that moved, and at the stream's first
  // word, which may come after a start or pause the page's first read did not see yet.
  var clockSaid = null;
  document.addEventListener("hall-marker", function (event) {
    if (event.detail !== clockSaid) {
      read();
      clockSaid = event.detail;
    }
  });
}());
