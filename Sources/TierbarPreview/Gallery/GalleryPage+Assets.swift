/// The gallery's style and script, inlined into every page that shows a gallery.
extension GalleryPage {
  public static let style = """

    :root { color-scheme: light dark; font: 14px/1.4 -apple-system, system-ui, sans-serif; }
    body { margin: 0; padding: 16px 24px; background: #f2f2f7; color: #1c1c1e; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    h2 { font-size: 15px; margin: 20px 0 8px; }
    .timing { margin: 0 0 12px; color: #636366; }
    .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; margin: 0 0 12px; }
    .row.dark { background: #1c1c1e; color: #f2f2f7; padding: 8px; border-radius: 8px; }
    .shot { margin: 0; }
    .stage { display: grid; align-items: end; justify-items: start; }
    .stage > .picture { grid-area: 1 / 1; line-height: 0;
      transition: opacity var(--tier-duration) var(--tier-curve); }
    .stage > .picture.entering { opacity: 0; }
    .stage > .picture.hidden { display: none; }
    .shot figcaption { font-size: 12px; margin-top: 4px; opacity: 0.8; }
    .shot [data-item] > rect { pointer-events: visible; }
    .shot [data-item].switches { cursor: pointer; }
    @media (prefers-reduced-motion: reduce) { .stage > .picture { transition: none; } }

    """

  public static let script = """

    "use strict";
    (function () {
      // Own keys only: an id may be any word, `constructor` and `toString` included.
      function own(object, key) {
        return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
      }
      function moves(figure) {
        const data = figure.closest(".gallery").querySelector("script.gallery-transitions");
        return own(JSON.parse(data.textContent), figure.dataset.state) || {};
      }
      function target(event) {
        const item = event.target.closest && event.target.closest("[data-item]");
        const figure = item && item.closest("figure.shot");
        if (!figure) return null;
        const next = own(moves(figure), item.dataset.item);
        return next === undefined ? null : { figure: figure, item: item, next: next };
      }
      function show(figure, key) {
        const stage = figure.querySelector(".stage");
        const home = figure.parentElement.querySelector(
          'figure.shot[data-home="' + CSS.escape(key) + '"] .picture.home');
        if (!home) return;
        let layer;
        if (home.parentElement === stage) {
          layer = home;
          stage.appendChild(layer);
          layer.classList.remove("hidden");
        } else {
          layer = home.cloneNode(true);
          layer.classList.remove("home", "hidden");
          stage.appendChild(layer);
        }
        layer.classList.add("entering");
        void layer.offsetWidth;
        layer.classList.remove("entering");
        figure.dataset.state = key;
        figure.querySelector("figcaption").textContent = layer.dataset.caption;
        const settle = function () {
          if (figure.dataset.state !== key) return;
          for (const other of Array.from(stage.children)) {
            if (other === layer) continue;
            if (other.classList.contains("home")) other.classList.add("hidden");
            else other.remove();
          }
        };
        const duration = parseFloat(getComputedStyle(layer).transitionDuration) || 0;
        if (duration > 0) setTimeout(settle, duration * 1000 + 50);
        else settle();
      }
      document.addEventListener("click", function (event) {
        const found = target(event);
        if (found) show(found.figure, found.next);
      });
      document.addEventListener("mouseover", function (event) {
        const found = target(event);
        if (found) found.item.classList.add("switches");
      });
    })();

    """
}
