/// The live preview's page: the gallery, the file's diagnostics beside it while the file is
/// broken, and a script that follows `/events` and updates both in place (no reload: a clicked
/// figure keeps nothing, but the scroll position and the window stay).
public enum PreviewPage {
  public static func document(_ content: PreviewContent) -> String {
    let broken = content.problems.isEmpty ? "" : " class=\"broken\""
    var problems = ""
    for problem in content.problems {
      problems += "<li><pre>\(HTMLText.escape(problem))</pre></li>"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLText.escape(content.title)) · Tierbar preview</title>
      <style>\(GalleryPage.style)\(style)</style>
      <script>\(GalleryPage.script)</script>
      <script>\(script)</script>
      </head>
      <body\(broken) data-version="\(content.version)">
      <header id="status">\(HTMLText.escape(content.status))</header>
      <div id="preview">
      <aside id="problems-panel"><h2>Problems</h2><ol id="problems">\(problems)</ol>
      <p class="note">The pictures show the last version of the file that loaded.</p></aside>
      <main id="gallery">\(content.gallery)</main>
      </div>
      </body>
      </html>

      """
  }

  static let style = """

    #status { position: sticky; top: 0; z-index: 1; margin: -16px -24px 12px; padding: 8px 24px;
      background: #e5e5ea; color: #1c1c1e; font-weight: 600; }
    body.broken #status { background: #ffd9d6; color: #8a1c12; }
    #preview { display: flex; gap: 24px; align-items: flex-start; }
    #problems-panel { display: none; flex: 0 0 34em; max-width: 45%; }
    body.broken #problems-panel { display: block; }
    #problems-panel h2 { margin-top: 0; }
    #problems { margin: 0; padding-left: 1.5em; }
    #problems pre { white-space: pre-wrap; font: 12px/1.4 ui-monospace, Menlo, monospace;
      margin: 0 0 8px; }
    #problems-panel .note { color: #636366; }
    #gallery { flex: 1 1 auto; min-width: 0; }

    """

  static let script = """

    "use strict";
    document.addEventListener("DOMContentLoaded", function () {
      let version = document.body.dataset.version;
      let shown = null;
      const events = new EventSource("/events");
      events.addEventListener("content", function (event) {
        const content = JSON.parse(event.data);
        if (String(content.version) === version) return;
        version = String(content.version);
        document.body.dataset.version = version;
        document.title = content.title + " · Tierbar preview";
        document.getElementById("status").textContent = content.status;
        const list = document.getElementById("problems");
        list.replaceChildren();
        for (const problem of content.problems) {
          const item = document.createElement("li");
          const text = document.createElement("pre");
          text.textContent = problem;
          item.appendChild(text);
          list.appendChild(item);
        }
        document.body.classList.toggle("broken", content.problems.length > 0);
        const gallery = document.getElementById("gallery");
        if (shown !== content.gallery) {
          gallery.innerHTML = content.gallery;
          shown = content.gallery;
        }
      });
    });

    """
}
