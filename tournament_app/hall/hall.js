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
