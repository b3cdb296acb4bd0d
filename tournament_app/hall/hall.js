// The hall's pages follow the director's saves without reloading: the live stream says the
// database's change marker; when it differs from the page's, the page is read again and its
// main part swapped. The server closes each stream after a while; EventSource reconnects.
(function () {
  "use strict";
  if (!window.EventSource || !window.fetch) { return; }
  var body = document.body;
  if (body.hasAttribute("data-still")) { return; }
  var reading = false;
  var again = false;
  var newest = null;  // what the live stream last said: "<marker> s<seating> c<clock>"
  function current(counter) {
    // The part of the stream's words a page's counter is compared with.
    if (!newest) { return counter; }
    return counter.charAt(0) === "s" ? newest[1] : newest[0];
  }
  function offline(shown) {
    var note = document.getElementById("offline");
    if (!note) { return; }
    note.textContent = shown ? body.getAttribute("data-offline") : "";
    note.hidden = !shown;
  }
  function readAgain() {
    if (reading) { again = true; return; }
    reading = true;
    fetch(window.location.href, {headers: {"Accept": "text/html"}, cache: "no-store"})
      .then(function (answer) { return answer.text(); })
      .then(function (html) {
        var page = new DOMParser().parseFromString(html, "text/html");
        var main = page.getElementById("live");
        var updated = page.getElementById("updated");
        var active = document.activeElement;
        var typing = active && active.tagName === "INPUT";
        if (main && !typing) {
          document.getElementById("live").replaceWith(main);
        } else if (main) {
          // Keep what the player is typing: swap everything after the form.
          var form = document.querySelector("#live form");
          var fresh = main.querySelector("form");
          if (form && fresh) {
            while (form.nextSibling) { form.parentNode.removeChild(form.nextSibling); }
            while (fresh.nextSibling) { form.parentNode.appendChild(fresh.nextSibling); }
          }
        }
        if (updated) { document.getElementById("updated").replaceWith(updated); }
        var counter = page.body.getAttribute("data-counter") || "";
        body.setAttribute("data-counter", counter);
        // Made before the newest change (a busy server gives the page as last made while
        // it makes it again): read it again in a moment.
        if (current(counter) !== counter) { window.setTimeout(readAgain, 400); }
      })
      .catch(function () { offline(true); })
      .then(function () {
        reading = false;
        if (again) { again = false; readAgain(); }
      });
  }
  var stream = new EventSource("/events");
  stream.addEventListener("marker", function (event) {
    offline(false);
    // "<marker> s<seating> c<clock>": a page showing seats (its counter "s...") is read
    // again only when seats moved, any other at every change.
    newest = event.data.split(" ");
    var counter = body.getAttribute("data-counter") || "";
    var now = current(counter);
    document.dispatchEvent(new CustomEvent("hall-marker", {detail: newest[2] || ""}));
    if (now !== undefined && now !== counter) { readAgain(); }
  });
  stream.onopen = function () { body.setAttribute("data-live", "on"); offline(false); };
  stream.onerror = function () {
    // The server closes each stream after a while and the browser reconnects at once:
    // only a stream still down a few seconds later is said.
    body.setAttribute("data-live", "off");
    window.setTimeout(function () {
      offline(stream.readyState !== EventSource.OPEN);
    }, 3000);
  };
}());

// The burraco hand form: a phone's numeric keypad may have no minus key (an iPhone's has
// digits only), so a figure that may be negative has a button beside it turning its sign;
// and each line typed as base and cards shows their sum, as the paper sheet's Totale. Only
// shown: the server reads the figures and adds them itself.
(function () {
  "use strict";
  var figure = /^\s*[-\u2212]?\d+\s*$/;
  function sum(output) {
    var ids = (output.getAttribute("for") || "").split(" ");
    var total = 0;
    for (var i = 0; i < ids.length; i++) {
      var field = document.getElementById(ids[i]);
      if (!field || !figure.test(field.value)) { output.textContent = ""; return; }
      total += parseInt(field.value.trim().replace("\u2212", "-"), 10);
    }
    output.textContent = String(total);
  }
  function sumAll() {
    var outputs = document.querySelectorAll(".base-cards output");
    for (var i = 0; i < outputs.length; i++) { sum(outputs[i]); }
  }
  var buttons = document.querySelectorAll("button.sign");
  if (!buttons.length) { return; }
  for (var i = 0; i < buttons.length; i++) { buttons[i].hidden = false; }
  document.addEventListener("mousedown", function (event) {
    // Pressed, the button would take the focus from the figure and put the keypad away.
    if (event.target.closest && event.target.closest("button.sign")) { event.preventDefault(); }
  });
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.sign") : null;
    if (!button) { return; }
    var field = document.getElementById(button.getAttribute("data-for"));
    if (!field) { return; }
    var typed = field.value.trim();
    var first = typed.charAt(0);
    field.value = first === "-" || first === "\u2212" ? typed.slice(1) : "-" + typed;
    field.focus();
    sumAll();
  });
  document.addEventListener("input", sumAll);
  sumAll();
}());
