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
        body.setAttribute("data-counter", page.body.getAttribute("data-counter"));
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
    document.dispatchEvent(new Event("hall-marker"));
    if (event.data !== body.getAttribute("data-counter")) { readAgain(); }
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
