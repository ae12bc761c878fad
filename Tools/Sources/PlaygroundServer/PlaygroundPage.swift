/// The playground page: one self-contained HTML file (styles and script inline; nothing is loaded from
/// anywhere but this server's own routes).
///
/// The page keeps stable element ids for tools and tests: `#editor` (the document's text), `#gutter` (line
/// numbers), `#errors` (one `li.problem` per problem, with `data-pointer` and `data-line`), `#picture` (the
/// SVG; `data-render-count` counts pictures shown, `data-cell-count` the cells in the current one, and the class
/// `stale` marks a last good picture kept while the document is broken), `#status`, `#example`, `#device`,
/// `#width`, `#height`, `#rtl`, `#dark`, `#offset` (the vertical content offset), `#offset-value`,
/// `#orthogonal` (one `input.orthogonal-offset` per orthogonal section, id `orthogonal-N`, `data-section` N)
/// and `#diagnostics`.
enum PlaygroundPage {
    /// The Content-Security-Policy sent with the page: scripts and styles only inline, requests only to this
    /// server, images only from data.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        + "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The page.
    static let html = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>oclayout playground</title>
<style>
  :root { --line: 18px; --bg: #f6f6f8; --panel: #ffffff; --ink: #1c1c1e; --muted: #6e6e73; --error: #c62828; --warn: #a86400; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--bg);
         height: 100vh; display: flex; flex-direction: column; }
  header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 12px; background: var(--panel);
           border-bottom: 1px solid #d9d9de; }
  header h1 { font-size: 15px; margin: 0 8px 0 0; }
  header label { display: inline-flex; gap: 4px; align-items: center; color: var(--muted); }
  header input[type=number] { width: 70px; }
  main { flex: 1; display: flex; min-height: 0; }
  #left { width: 46%; min-width: 320px; display: flex; flex-direction: column; border-right: 1px solid #d9d9de; background: var(--panel); }
  #editor-box { position: relative; flex: 1; display: flex; min-height: 0; font: 13px/var(--line) ui-monospace, Menlo, Consolas, monospace; }
  #gutter { margin: 0; padding: 6px 6px 6px 4px; min-width: 44px; text-align: right; color: #a0a0a8; background: #f0f0f3;
            overflow: hidden; user-select: none; white-space: pre; font: inherit; }
  #gutter .bad { color: var(--error); font-weight: bold; }
  #code { position: relative; flex: 1; min-width: 0; }
  #highlights { position: absolute; inset: 0; overflow: hidden; pointer-events: none; }
  #highlights div { position: absolute; left: 0; right: 0; height: var(--line); background: rgba(198, 40, 40, 0.14);
                    border-left: 3px solid var(--error); }
  #highlights div.warning { background: rgba(168, 100, 0, 0.12); border-left-color: var(--warn); }
  #editor { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; padding: 6px 8px; border: 0; outline: none; resize: none;
            font: inherit; line-height: var(--line); background: transparent; color: var(--ink); white-space: pre; overflow: auto; tab-size: 2; }
  #problems { max-height: 32%; overflow: auto; border-top: 1px solid #d9d9de; padding: 4px 0; }
  #problems h2 { font-size: 12px; margin: 2px 10px; color: var(--muted); font-weight: 600; }
  #errors, #diagnostics { list-style: none; margin: 0; padding: 0; }
  #errors li, #diagnostics li { padding: 3px 10px; font: 12px/1.4 ui-monospace, Menlo, Consolas, monospace; }
  #errors li { cursor: pointer; }
  #errors li:hover { background: #f3f3f6; }
  #errors li.error .where { color: var(--error); }
  #errors li.warning .where { color: var(--warn); }
  #diagnostics li { color: var(--muted); }
  #right { flex: 1; display: flex; flex-direction: column; min-width: 0; }
  #controls { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: center; padding: 8px 12px; background: var(--panel);
              border-bottom: 1px solid #d9d9de; }
  #controls label { display: inline-flex; gap: 6px; align-items: center; color: var(--muted); }
  #controls input[type=range] { width: 180px; }
  #orthogonal { display: contents; }
  #status { padding: 4px 12px; color: var(--muted); font-size: 12px; min-height: 22px; }
  #status.broken { color: var(--error); }
  #picture { flex: 1; overflow: auto; padding: 12px; }
  #picture.stale svg { opacity: 0.45; filter: grayscale(0.6); }
  #picture svg { display: block; max-width: none; }
  body.dark { --bg: #111113; --panel: #1c1c1e; --ink: #f2f2f7; --muted: #a1a1aa; }
  body.dark #gutter { background: #242427; color: #6e6e78; }
  body.dark #errors li:hover { background: #2a2a2e; }
</style>
</head>
<body>
<header>
  <h1>oclayout playground</h1>
  <label>Example <select id="example"></select></label>
  <label>Device <select id="device"><option value="">as the document says</option><option value="custom">custom size</option></select></label>
  <label>Width <input id="width" type="number" min="1" max="100000" step="1" value="390" disabled></label>
  <label>Height <input id="height" type="number" min="1" max="100000" step="1" value="844" disabled></label>
  <label><input id="rtl" type="checkbox"> Right to left</label>
  <label><input id="dark" type="checkbox"> Dark</label>
</header>
<main>
  <section id="left">
    <div id="editor-box">
      <pre id="gutter" aria-hidden="true">1</pre>
      <div id="code">
        <div id="highlights"></div>
        <textarea id="editor" spellcheck="false" autocapitalize="off" autocomplete="off" wrap="off" aria-label="Layout document"></textarea>
      </div>
    </div>
    <div id="problems">
      <h2>Problems</h2>
      <ul id="errors"></ul>
      <h2>Layout diagnostics</h2>
      <ul id="diagnostics"></ul>
    </div>
  </section>
  <section id="right">
    <div id="controls">
      <label>Scroll <input id="offset" type="range" min="0" max="0" step="1" value="0"> <span id="offset-value">0</span></label>
      <span id="orthogonal"></span>
    </div>
    <div id="status">Loading…</div>
    <div id="picture" data-render-count="0" data-cell-count="0"></div>
  </section>
</main>
<script>
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const editor = $("editor"), gutter = $("gutter"), highlights = $("highlights"), errors = $("errors");
  const picture = $("picture"), status = $("status"), offset = $("offset"), offsetValue = $("offset-value");
  const orthogonal = $("orthogonal"), device = $("device"), width = $("width"), height = $("height");
  const lineHeight = 18;
  let timer = null, sequence = 0, shown = 0, problemLines = new Map(), renderCount = 0, offsetTouched = false;

  function schedule(delay) {
    clearTimeout(timer);
    timer = setTimeout(render, delay);
  }

  function lines() { return editor.value.split("\n"); }

  function drawGutter() {
    const count = lines().length;
    let text = "";
    for (let line = 1; line <= count; line++) {
      const mark = problemLines.get(line);
      text += (mark === "error" ? '<span class="bad">' + line + "</span>" : String(line)) + "\n";
    }
    gutter.innerHTML = text;
    gutter.scrollTop = editor.scrollTop;
  }

  function drawHighlights() {
    highlights.textContent = "";
    for (const [line, severity] of problemLines) {
      const mark = document.createElement("div");
      mark.className = "line-mark " + severity;
      mark.dataset.line = String(line);
      mark.style.top = (6 + (line - 1) * lineHeight - editor.scrollTop) + "px";
      highlights.appendChild(mark);
    }
  }

  function selectLine(line) {
    const all = lines();
    if (line < 1 || line > all.length) return;
    let start = 0;
    for (let index = 0; index < line - 1; index++) start += all[index].length + 1;
    editor.focus();
    editor.setSelectionRange(start, start + all[line - 1].length);
    const top = (line - 1) * lineHeight;
    if (top < editor.scrollTop || top > editor.scrollTop + editor.clientHeight - 2 * lineHeight) {
      editor.scrollTop = Math.max(0, top - editor.clientHeight / 3);
    }
    syncScroll();
  }

  function syncScroll() {
    gutter.scrollTop = editor.scrollTop;
    drawHighlights();
  }

  function showProblems(problems) {
    errors.textContent = "";
    problemLines = new Map();
    for (const problem of problems) {
      const item = document.createElement("li");
      item.className = "problem " + problem.severity;
      const place = problem.pointer !== null ? (problem.pointer === "" ? "/" : problem.pointer) : (problem.option || "");
      item.dataset.pointer = problem.pointer === null ? "" : problem.pointer;
      item.dataset.severity = problem.severity;
      if (problem.line) {
        item.dataset.line = String(problem.line);
        if (problem.severity === "error" || !problemLines.has(problem.line)) problemLines.set(problem.line, problem.severity);
        item.addEventListener("click", () => selectLine(problem.line));
      }
      const where = document.createElement("span");
      where.className = "where";
      where.textContent = (problem.line ? "line " + problem.line + " · " : "") + place;
      item.appendChild(where);
      item.appendChild(document.createTextNode(": " + (problem.severity === "warning" ? "warning: " : "") + problem.message));
      errors.appendChild(item);
    }
    drawGutter();
    drawHighlights();
  }

  function showDiagnostics(list) {
    const target = $("diagnostics");
    target.textContent = "";
    for (const diagnostic of list) {
      const item = document.createElement("li");
      const place = diagnostic.section === null ? "" : " [" + diagnostic.section + (diagnostic.item === null ? "" : "," + diagnostic.item) + "]";
      const at = diagnostic.pointer === undefined ? "" : (diagnostic.line === undefined ? "" : diagnostic.line + ":" + diagnostic.column + ": ")
        + (diagnostic.pointer || "/") + ": ";
      item.textContent = at + diagnostic.kind + place + ": " + diagnostic.message;
      target.appendChild(item);
    }
  }

  function showPicture(svgText) {
    const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const root = parsed.documentElement;
    if (!root || root.nodeName.toLowerCase() !== "svg") return false;
    picture.textContent = "";
    picture.appendChild(document.importNode(root, true));
    renderCount += 1;
    picture.dataset.renderCount = String(renderCount);
    picture.dataset.cellCount = String(picture.querySelectorAll("g.cell").length);
    return true;
  }

  // Keeps the viewport's outline (the rect titled "viewport (…)") in sight while the view is scrolled.
  function revealViewport() {
    for (const title of picture.querySelectorAll("rect > title")) {
      if (!title.textContent.startsWith("viewport (")) continue;
      const rect = title.parentNode.getBoundingClientRect(), box = picture.getBoundingClientRect();
      if (rect.top < box.top || rect.top > box.bottom - 60) picture.scrollTop += rect.top - box.top - 24;
      return;
    }
  }

  function updateOffsetSlider(result) {
    if (result.minimumOffsetY === null || result.maximumOffsetY === null) return;
    offset.min = String(Math.floor(result.minimumOffsetY));
    offset.max = String(Math.ceil(result.maximumOffsetY));
    if (!offsetTouched && result.contentOffsetY !== null) offset.value = String(result.contentOffsetY);
    offsetValue.textContent = offset.value;
  }

  function updateOrthogonalSliders(sections) {
    const wanted = new Set(sections.map((section) => String(section.index)));
    for (const label of Array.from(orthogonal.children)) {
      if (!wanted.has(label.dataset.section)) label.remove();
    }
    for (const section of sections.slice(0, 24)) {
      let input = $("orthogonal-" + section.index);
      if (!input) {
        const label = document.createElement("label");
        label.dataset.section = String(section.index);
        label.appendChild(document.createTextNode("Section " + section.index + " "));
        input = document.createElement("input");
        input.type = "range";
        input.step = "1";
        input.id = "orthogonal-" + section.index;
        input.className = "orthogonal-offset";
        input.dataset.section = String(section.index);
        input.value = String(section.offset || 0);
        input.addEventListener("input", () => schedule(40));
        label.appendChild(input);
        orthogonal.appendChild(label);
      }
      input.min = String(Math.floor(section.minimumOffset || 0));
      input.max = String(Math.ceil(section.maximumOffset || 0));
      input.dataset.contentWidth = String(section.contentWidth);
      input.value = String(section.offset || 0);
    }
  }

  function requestBody() {
    const body = { document: editor.value, rightToLeft: $("rtl").checked, dark: $("dark").checked };
    // Until the slider is moved the document's own content offset applies, else the view's resting one.
    if (offsetTouched) body.offsetY = Number(offset.value) || 0;
    if (device.value === "custom") {
      body.width = Number(width.value);
      body.height = Number(height.value);
    } else if (device.value) {
      body.device = device.value;
    }
    const offsets = {};
    for (const input of orthogonal.querySelectorAll("input.orthogonal-offset")) offsets[input.dataset.section] = Number(input.value) || 0;
    body.orthogonalOffsets = offsets;
    return body;
  }

  async function render() {
    const mine = ++sequence;
    status.textContent = "Rendering…";
    let response, result;
    try {
      response = await fetch("render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(requestBody()) });
      if (response.status === 429 || response.status === 503) {
        if (mine === sequence) schedule(250);
        return;
      }
      result = await response.json();
    } catch (error) {
      if (mine === sequence) { status.textContent = "The server did not answer: " + error; status.className = "broken"; }
      return;
    }
    if (mine < shown) return;  // an older answer arriving late
    shown = mine;
    showProblems(result.problems || []);
    const broken = (result.problems || []).some((problem) => problem.severity === "error");
    if (!broken && result.svg && showPicture(result.svg)) {
      picture.classList.remove("stale");
      updateOffsetSlider(result);
      if (offsetTouched) revealViewport();
      updateOrthogonalSliders(result.orthogonalSections || []);
      showDiagnostics(result.diagnostics || []);
      const size = result.contentSize || {};
      status.textContent = result.elementCount + " elements · content " + Math.round(size.width) + " × " + Math.round(size.height)
        + " · view " + Math.round(result.viewSize.width) + " × " + Math.round(result.viewSize.height);
      status.className = "";
    } else {
      picture.classList.add("stale");
      const count = (result.problems || []).filter((problem) => problem.severity === "error").length;
      status.textContent = count + (count === 1 ? " problem" : " problems")
        + (renderCount > 0 ? " — showing the last good picture" : " — no picture yet");
      status.className = "broken";
    }
  }

  editor.addEventListener("input", () => { drawGutter(); schedule(150); });
  editor.addEventListener("scroll", syncScroll);
  editor.addEventListener("keydown", (event) => {
    if (event.key === "Tab") {
      event.preventDefault();
      editor.setRangeText("  ", editor.selectionStart, editor.selectionEnd, "end");
      drawGutter();
      schedule(150);
    }
  });
  offset.addEventListener("input", () => { offsetTouched = true; offsetValue.textContent = offset.value; schedule(40); });
  for (const id of ["rtl", "width", "height"]) $(id).addEventListener("input", () => schedule(150));
  $("dark").addEventListener("input", () => { document.body.classList.toggle("dark", $("dark").checked); schedule(0); });
  device.addEventListener("input", () => {
    const custom = device.value === "custom";
    width.disabled = !custom;
    height.disabled = !custom;
    schedule(0);
  });

  let examples = [];
  $("example").addEventListener("input", () => {
    const example = examples.find((candidate) => candidate.id === $("example").value);
    if (!example) return;
    editor.value = example.document;
    offsetTouched = false;
    orthogonal.textContent = "";
    drawGutter();
    schedule(0);
  });

  async function start() {
    try {
      const [devices, list] = await Promise.all([fetch("devices").then((r) => r.json()), fetch("examples").then((r) => r.json())]);
      for (const preset of devices) {
        const option = document.createElement("option");
        option.value = preset.name;
        option.textContent = preset.name + " (" + preset.width + " × " + preset.height + ")";
        device.appendChild(option);
      }
      examples = list;
      for (const example of list) {
        const option = document.createElement("option");
        option.value = example.id;
        option.textContent = example.title;
        $("example").appendChild(option);
      }
      if (list.length > 0 && editor.value === "") editor.value = list[0].document;
    } catch (error) {
      status.textContent = "Could not load the devices and examples: " + error;
    }
    drawGutter();
    render();
  }
  start();
})();
</script>
</body>
</html>
"""#
}
