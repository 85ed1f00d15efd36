'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const SVG = 'http://www.w3.org/2000/svg';
  const state = {
    socket: null, scene: null, session: '', views: [], touches: new Map(), selected: null,
    events: [], recognizers: [], timeline: null, scrubTime: null, contacts: new Map(), trails: new Map(),
    playback: { state: 'none' }, lastTrace: null, messages: [], ready: false, pointer: null, drag: null, text: null,
    inspected: null, hovered: null, layout: null, motion: null,
  };
  const inspector = { messages: state.messages, state, send };
  window.inspector = inspector;

  function send(object) {
    const message = Object.assign({ v: 1 }, object);
    if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
  }

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}/ws`);
    state.socket = socket;
    setStatus('connecting');
    socket.onopen = () => { setStatus('open'); send({ type: 'hello', client: 'page' }); };
    socket.onclose = () => { setStatus('closed'); };
    socket.onmessage = (e) => {
      let message;
      try { message = JSON.parse(e.data); } catch { return; }
      state.messages.push(message);
      if (state.messages.length > 5000) state.messages.splice(0, state.messages.length - 5000);
      handle(message);
    };
  }

  function setStatus(s) { const n = $('connection-status'); n.dataset.state = s; n.textContent = s; }

  function handle(m) {
    switch (m.type) {
      case 'welcome': return onWelcome(m);
      case 'scene': return onScene(m);
      case 'events': return onEvents(m);
      case 'touch': return onTouch(m.touch);
      case 'timeline': return onTimeline(m);
      case 'playback': return onPlayback(m);
      case 'trace': return onTrace(m);
      case 'pointerState': return onPointerState(m);
      case 'dragState': return onDragState(m);
      case 'textState': return onTextState(m);
      case 'motionState': return onMotionState(m);
      case 'viewLayout': return onViewLayout(m);
      case 'error': return onError(m);
    }
  }

  function onWelcome(m) {
    const chooser = $('scene-chooser');
    chooser.textContent = '';
    for (const s of m.scenes) {
      const option = el('option', { value: s.id, title: s.reason || s.title }, s.id + (s.available ? '' : ' (unavailable)'));
      if (!s.available) option.disabled = true;
      chooser.appendChild(option);
    }
    chooser.appendChild(Object.assign(el('option', { value: 'recording', disabled: '' }, 'recording'), { hidden: true }));
    const wanted = new URLSearchParams(location.search).get('scene') || 'tutorial';
    chooser.value = wanted;
    send({ type: 'chooseScene', scene: wanted });
  }

  function onScene(m) {
    const changedSession = state.session !== m.session;
    state.scene = m; state.session = m.session; state.views = m.views;
    document.body.dataset.scene = m.scene; document.body.dataset.session = m.session;
    $('scene-title').textContent = m.title;
    const chooser = $('scene-chooser');
    if (chooser.value !== m.session) chooser.value = m.session;
    $('export-trace').disabled = false;
    if (changedSession) {
      state.touches.clear(); state.selected = null; state.events = []; state.trails.clear(); state.contacts.clear();
      state.pointer = null; renderPointer();
      state.drag = null; renderDrag();
      state.text = null; renderText();
      state.motion = null; renderMotion();
      state.inspected = null; state.hovered = null; state.layout = null; renderLayout();
    }
    // The inspected view's layout is asked again: input may have moved it.
    const inspected = state.inspected === null ? null : state.views.find((v) => v.index === state.inspected);
    if (inspected) send({ type: 'inspectView', view: inspected.name, index: inspected.index });
    else if (state.inspected !== null) { state.inspected = null; state.layout = null; renderLayout(); }
    drawStage(); drawTree();
    document.body.dataset.ready = 'true';
  }

  function onEvents(m) {
    for (const e of m.events) {
      if (e.kind === 'input' && e.contacts) trackContacts(e.contacts);
      if (e.kind === 'input' && e.cancelAll) state.contacts.clear();
    }
    mergeEvents(m.events);
    state.recognizers = m.recognizers || [];
    renderPanels(); drawContacts();
  }

  // Adds events to the timeline in seq order, once each: a timeline's parts (older) may arrive after the
  // events messages of what happened meanwhile (newer), and an appended timeline repeats events already
  // received (docs/inspector-protocol.md 1.4, timeline). The newest 20,000 are kept.
  function mergeEvents(list) {
    const events = state.events;
    for (const e of list) {
      if (events.length === 0 || e.seq > events[events.length - 1].seq) { events.push(e); continue; }
      let low = 0, high = events.length;
      while (low < high) { const mid = (low + high) >> 1; if (events[mid].seq < e.seq) low = mid + 1; else high = mid; }
      if (events[low].seq !== e.seq) events.splice(low, 0, e);
    }
    if (events.length > 20000) events.splice(0, events.length - 20000);
  }

  function onTouch(t) {
    state.touches.set(t.id, t);
    state.selected = t.id;
    renderPanels(); drawStage();
  }

  // A timeline comes in parts: the first (append false) starts it over, the next ones (append true) add
  // to it; complete says the last part arrived. After a gesture an update (append true) brings the new end
  // and only the events the page did not get in events messages, often none (docs/inspector-protocol.md
  // 1.4, timeline).
  function onTimeline(m) {
    state.timeline = m;
    if (m.append) mergeEvents(m.events); else state.events = m.events.slice(-20000);
    for (const e of m.events) if (e.kind === 'hitTest' && !state.touches.has(e.touch)) {
      state.touches.set(e.touch, { id: e.touch, time: e.time, point: e.point, walk: e.steps, hitView: e.hitView, responderChain: e.responderChain });
    }
    if (m.complete === false) return;
    const scrubber = $('timeline-scrubber');
    scrubber.min = String(Math.round(m.start * 1000));
    scrubber.max = String(Math.round(m.end * 1000));
    scrubber.value = scrubber.max;
    scrubber.disabled = state.events.length === 0;
    state.scrubTime = null;
    $('timeline-time').textContent = m.end.toFixed(3);
    renderPanels();
  }

  function onPlayback(m) {
    state.playback = m;
    const status = $('playback-status');
    status.dataset.state = m.state; status.dataset.position = String(m.position);
    status.textContent = m.state === 'none' ? 'no recording'
      : `${m.name} (${m.format}, ${m.inputs} inputs): ${m.state} at ${m.position.toFixed(3)} / ${m.duration.toFixed(3)} s`;
    const seek = $('playback-seek');
    seek.max = String(Math.round((m.duration + 1) * 1000)); seek.value = String(Math.round(m.position * 1000));
    const has = m.state !== 'none';
    seek.disabled = !has; $('playback-play').disabled = !has || m.state === 'playing'; $('playback-pause').disabled = m.state !== 'playing';
  }

  function onTrace(m) {
    state.lastTrace = m;
    const url = URL.createObjectURL(new Blob([m.text], { type: 'application/x-ndjson' }));
    const a = el('a', { href: url, download: m.name });
    document.body.appendChild(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // The application's pointer and hover state (docs/inspector-protocol.md 1.4, `pointerState`).
  function onPointerState(m) {
    if (m.session !== state.session) return;
    state.pointer = m;
    renderPointer(); drawContacts();
  }

  function renderPointer() {
    const p = state.pointer;
    const where = $('pointer-location');
    where.textContent = p ? formatPoint(p.location.x, p.location.y) : 'none';
    where.dataset.x = p ? String(p.location.x) : ''; where.dataset.y = p ? String(p.location.y) : '';
    const buttons = $('pointer-buttons');
    buttons.textContent = p ? (p.buttonNames.length ? p.buttonNames.join(' + ') : 'none (hovering)') : 'none';
    buttons.dataset.buttons = p ? String(p.buttons) : '0';
    const hovered = $('hovered-view');
    hovered.textContent = p && p.hoveredView ? p.hoveredView : 'none'; hovered.dataset.view = p && p.hoveredView ? p.hoveredView : '';
    fill('hover-recognizers', p ? p.hoverRecognizers : [], (r) =>
      el('li', { 'data-testid': 'hover-recognizer', 'data-recognizer': r.name, 'data-view': r.view, 'data-state': r.state }, `${r.name} on ${r.view}: ${r.state}`));
    fill('pointer-interactions', p ? p.interactions : [], (i) => {
      const region = i.region ? `region (${[i.region.rect.x, i.region.rect.y, i.region.rect.width, i.region.rect.height].map(formatNumber).join(', ')})`
        + (i.region.identifier ? ` "${i.region.identifier}"` : '') : 'pointer outside';
      return el('li', { 'data-testid': 'pointer-interaction', 'data-view': i.view, 'data-active': String(!!i.region),
        'data-region': i.region && i.region.identifier ? i.region.identifier : '', 'data-style': i.style || '' },
        `${i.view}${i.enabled ? '' : ' (disabled)'}: ${region}${i.style ? '; style: ' + i.style : ''}`);
    });
  }

  // The drags in progress and the visible context menu (docs/inspector-protocol.md 1.4, `dragState`).
  function onDragState(m) {
    if (m.session !== state.session) return;
    state.drag = m;
    renderDrag(); drawContacts();
  }

  function renderDrag() {
    const d = state.drag;
    fill('drag-sessions', d ? d.sessions : [], (s) =>
      el('li', { 'data-testid': 'drag-session', 'data-id': s.id, 'data-items': s.items, 'data-target': s.target || '',
        'data-proposal': s.proposal || '', 'data-x': s.location.x, 'data-y': s.location.y },
        `${s.id}: ${s.items} item(s) at ${formatPoint(s.location.x, s.location.y)}; `
        + (s.target ? `over ${s.target}, proposal ${s.proposal}` : 'over no drop target')));
    const menu = d ? d.menu : null;
    const status = $('context-menu-status');
    status.textContent = menu ? `on ${menu.view} (${menu.trigger}): ${menu.items.join(' | ')}` : 'none';
    status.dataset.view = menu ? menu.view || '' : '';
    $('menu-dismiss').disabled = !menu;
    fill('context-menu-items', menu ? menu.actions : [], (a) => {
      const item = el('li', { 'data-testid': 'context-menu-item', 'data-title': a.title });
      const button = el('button', { type: 'button', 'data-testid': 'context-menu-choose', 'data-title': a.title }, a.title);
      button.disabled = !a.enabled;
      button.addEventListener('click', () => send({ type: 'menu', action: 'choose', title: a.title }));
      item.appendChild(button);
      return item;
    });
  }

  // The first responder, its text, selection and marked text, the edit menu, and the keys held
  // (docs/inspector-protocol.md 1.4, `textState`).
  function onTextState(m) {
    if (m.session !== state.session) return;
    state.text = m;
    renderText(); drawContacts();
  }

  function formatRange(r) { return r ? `{${r.location}, ${r.length}}` : 'none'; }

  function renderText() {
    const m = state.text, t = m ? m.text : null;
    const responder = $('first-responder');
    responder.textContent = m && m.firstResponder ? `${m.firstResponder} (${m.firstResponderClass})` : 'none';
    responder.dataset.view = m && m.firstResponder ? m.firstResponder : '';
    const text = $('text-content');
    text.textContent = t ? (t.text === undefined ? (t.hasText ? '(has text)' : '(empty)') : JSON.stringify(t.text) + (t.truncated ? ` … (${t.length} characters)` : '')) : 'no text input';
    text.dataset.text = t && t.text !== undefined ? t.text : '';
    text.dataset.kind = t ? t.kind : ''; text.dataset.secure = String(!!(t && t.secure));
    const selection = $('text-selection');
    selection.textContent = t ? formatRange(t.selectedRange) : 'none';
    selection.dataset.location = t && t.selectedRange ? String(t.selectedRange.location) : '';
    selection.dataset.length = t && t.selectedRange ? String(t.selectedRange.length) : '';
    const marked = $('text-marked');
    marked.textContent = t && t.markedText !== null && t.markedText !== undefined ? `${JSON.stringify(t.markedText)} at ${formatRange(t.markedRange)}` : 'none';
    marked.dataset.text = t && t.markedText ? t.markedText : '';
    const menu = m ? m.editMenu : null;
    const status = $('edit-menu-status');
    status.textContent = menu ? `on ${menu.view}` : 'none'; status.dataset.view = menu ? menu.view || '' : '';
    fill('edit-menu-items', menu ? menu.actions : [], (a) =>
      el('li', { 'data-testid': 'edit-menu-item', 'data-title': a.title, 'data-enabled': String(a.enabled) }, a.title + (a.enabled ? '' : ' (disabled)')));
    const keys = m ? m.keyboard : null;
    const held = $('held-keys');
    held.textContent = keys ? (keys.heldKeys.length ? keys.heldKeys.join(' + ') : 'none')
      + ` (repeats ignored: ${keys.ignoredRepeats}, unknown codes: ${keys.unknownCodes}, rollover: ${keys.rollover})` : 'none';
    held.dataset.keys = keys ? keys.heldKeys.join(' ') : '';
  }

  // The device motion the application computes and the samples browsers gave it
  // (docs/inspector-protocol.md 1.4, `motionState`).
  function onMotionState(m) {
    if (m.session !== state.session) return;
    state.motion = m;
    renderMotion();
  }

  function renderMotion() {
    const m = state.motion, d = m ? m.deviceMotion : null;
    const status = $('motion-status');
    status.textContent = m ? `${m.active ? 'updates running' : 'stopped'} in ${m.frame} (${m.source === 'application' ? "the application's manager" : "the inspector's"})` + (d ? `, at ${fmt(d.timestamp)} s` : ', no update yet') : 'none';
    status.dataset.source = m ? m.source : ''; status.dataset.frame = m ? m.frame : ''; status.dataset.active = String(!!(m && m.active));
    const degrees = (r) => `${formatNumber(r * 180 / Math.PI)}°`;
    const rows = d ? [
      ['attitude', 'rad → °', [d.attitude.roll, d.attitude.pitch, d.attitude.yaw].map(degrees)],
      ['gravity', 'g', [d.gravity.x, d.gravity.y, d.gravity.z].map(formatNumber)],
      ['userAcceleration', 'g', [d.userAcceleration.x, d.userAcceleration.y, d.userAcceleration.z].map(formatNumber)],
      ['rotationRate', 'rad/s', [d.rotationRate.x, d.rotationRate.y, d.rotationRate.z].map(formatNumber)],
      ['magneticField', `µT, ${d.magneticField.accuracy}`, [d.magneticField.x, d.magneticField.y, d.magneticField.z].map(formatNumber)],
    ] : [];
    if (m && m.magnetometer) rows.push(['magnetometer', 'µT', [m.magnetometer.x, m.magnetometer.y, m.magnetometer.z].map(formatNumber)]);
    const body = $('motion-values').tBodies[0];
    body.replaceChildren(...rows.map(([name, unit, values]) => {
      const row = el('tr', { 'data-testid': 'motion-row', 'data-quantity': name, 'data-values': values.join(' ') });
      row.append(el('td', {}, `${name} (${unit})`), ...values.map((v) => el('td', {}, v)));
      return row;
    }));
    const samples = $('motion-samples'), counts = m ? m.samples : null;
    for (const key of ['accelerometer', 'gyroscope', 'magnetometer', 'throttled']) samples.dataset[key] = String(counts ? counts[key] : 0);
    samples.textContent = counts ? `accelerometer ${counts.accelerometer}, gyroscope ${counts.gyroscope}, magnetometer ${counts.magnetometer}; throttled ${counts.throttled}, relative orientations ${counts.relativeOrientations}` : 'none';
  }

  function onError(m) {
    const list = $('errors');
    list.prepend(el('li', { 'data-testid': 'error-item', 'data-code': m.code }, `${m.code}: ${m.message}`));
    while (list.children.length > 50) list.lastChild.remove();
  }

  // The stage: the window and its views to scale, each drawn as the application would show it (its
  // background, corner radius, border, text and image box, with its alpha and its clipping ancestors),
  // then outlined. A caption names a view that shows no text of its own and has a name of its own;
  // the inspected view's caption gives its class too (docs/inspector-protocol.md 3).
  function drawStage() {
    const svg = $('stage');
    if (!state.scene) return;
    const w = state.scene.window;
    svg.setAttribute('viewBox', `0 0 ${w.width} ${w.height}`);
    fitStage();
    svg.textContent = '';
    const defs = svgEl('defs', {});
    svg.appendChild(defs);
    svg.appendChild(svgEl('rect', { 'data-testid': 'window-rect', x: 0, y: 0, width: w.width, height: w.height, fill: '#fff', stroke: '#333', 'data-view': w.name }));
    const hit = selectedTouch() ? selectedTouch().hitView : null;
    const byIndex = new Map(state.views.map((v) => [v.index, v]));
    // Views inside a table view cell are drawn unfilled, so the cell's highlight and selection show.
    const inCell = new Map(), opacity = new Map(), clips = new Map();
    for (const v of state.views) {
      const parent = v.parent === null ? null : byIndex.get(v.parent);
      inCell.set(v.index, !!parent && (!!parent.cell || inCell.get(parent.index)));
      opacity.set(v.index, (parent ? opacity.get(parent.index) : 1) * v.alpha);
      const inherited = parent ? clips.get(parent.index) : [];
      clips.set(v.index, parent && parent.clipsToBounds ? inherited.concat([parent.index]) : inherited);
      if (v.clipsToBounds) defs.appendChild(clipPathOf(v));
    }
    const captions = [];
    for (const v of state.views) {
      if (v.index === 0) continue;
      if (!v.effectivelyHidden) {
        let parent = svg;
        for (const index of clips.get(v.index)) {
          const g = svgEl('g', { 'clip-path': `url(#clip-${index})` });
          parent.appendChild(g); parent = g;
        }
        const drawing = drawView(v, opacity.get(v.index));
        if (drawing) parent.appendChild(drawing);
      }
      const points = v.corners.map((c) => c.join(',')).join(' ');
      const disabled = !v.userInteractionEnabled;
      const drawn = !!(v.backgroundColor || v.text || v.image || v.borderWidth);
      const poly = svgEl('polygon', {
        'data-testid': 'view-rect', class: 'view' + (v.control ? ' control' : '') + (v.cell ? ' cell' : '') + (inCell.get(v.index) ? ' in-cell' : '') + (drawn ? ' drawn' : ''), points, 'data-view': v.name,
        'data-index': v.index, 'data-hidden': String(v.effectivelyHidden), 'data-disabled': String(disabled), 'data-alpha': String(v.alpha),
        'data-transparent': String(v.alpha <= 0.01), 'data-hit': String(v.name === hit),
        'data-highlighted': String(!!(v.cell && v.cell.highlighted)), 'data-selected': String(!!(v.cell && v.cell.selected)),
        'data-inspected': String(v.index === state.inspected), 'data-ambiguous': String(!!v.ambiguous),
      });
      const title = svgEl('title', {}); title.textContent = `${v.name} (${v.className})` + (v.note ? `: ${v.note}` : '');
      poly.appendChild(title);
      svg.appendChild(poly);
      const named = v.name !== v.className && !v.text;
      if (!v.effectivelyHidden && (named || v.index === state.inspected || v.index === state.hovered)) captions.unshift(v);
    }
    // Captions go on top: the inspected and hovered views' first, then front to back; one that would
    // meet a caption already placed is left out.
    const taken = [];
    const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    captions.sort((a, b) => Number(b.index === state.inspected || b.index === state.hovered) - Number(a.index === state.inspected || a.index === state.hovered));
    for (const v of captions) {
      const [x, y] = v.corners[0];
      const chosen = v.index === state.inspected || v.index === state.hovered;
      const label = svgEl('text', { 'data-testid': 'view-caption', 'data-view': v.name, class: 'label' + (chosen ? ' chosen' : ''), x: x + 3, y: y + 10 });
      label.textContent = chosen ? `${v.name} (${v.className})` : v.name;
      svg.appendChild(label);
      const box = typeof label.getBBox === 'function' ? label.getBBox() : { x, y, width: 0, height: 0 };
      if (taken.some((t) => meets(t, box))) { label.remove(); continue; }
      taken.push(box);
    }
    const layer = svgEl('g', { id: 'contact-layer' });
    svg.appendChild(layer);
    drawContacts();
  }

  // The matrix from a view's bounds coordinates to the window's, from its corners (transforms and
  // scroll offsets included); null for a view without area.
  function boundsMatrix(v) {
    const b = v.bounds, [c0, c1, , c3] = v.corners;
    if (!(b.width > 0 && b.height > 0)) return null;
    const a = (c1[0] - c0[0]) / b.width, bb = (c1[1] - c0[1]) / b.width;
    const c = (c3[0] - c0[0]) / b.height, d = (c3[1] - c0[1]) / b.height;
    return `matrix(${a} ${bb} ${c} ${d} ${c0[0] - a * b.x - c * b.y} ${c0[1] - bb * b.x - d * b.y})`;
  }

  function rgba(color) {
    if (!color) return 'none';
    const [r, g, b, a] = color.map((x) => Math.min(Math.max(x, 0), 1));
    return `rgba(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)}, ${a})`;
  }

  // A clipping view's box (rounded as its layer is) for its subviews' drawings.
  function clipPathOf(v) {
    const clip = svgEl('clipPath', { id: `clip-${v.index}` });
    const matrix = boundsMatrix(v), b = v.bounds;
    if (matrix) clip.appendChild(svgEl('rect', { transform: matrix, x: b.x, y: b.y, width: b.width, height: b.height, rx: v.cornerRadius || 0 }));
    return clip;
  }

  // A view as the application shows it, in its bounds coordinates: its layer (background, rounded
  // corners, a border inside the bounds as Core Animation draws it), its image as a box of the image's
  // size, and its text line by line at the text model's positions and widths (`textLength`).
  function drawView(v, alpha) {
    const matrix = boundsMatrix(v);
    if (!matrix || alpha <= 0) return null;
    const b = v.bounds, radius = v.cornerRadius || 0;
    const g = svgEl('g', { class: 'appearance', transform: matrix, opacity: Math.min(alpha, 1), 'data-view': v.name });
    if (v.backgroundColor) {
      g.appendChild(svgEl('rect', { 'data-testid': 'view-fill', 'data-view': v.name, x: b.x, y: b.y, width: b.width, height: b.height, rx: radius, fill: rgba(v.backgroundColor) }));
    }
    if (v.image) {
      const [x, y, width, height] = v.image;
      const box = svgEl('g', { 'data-testid': 'image-box', 'data-view': v.name, class: 'image-box', 'data-width': width, 'data-height': height });
      box.appendChild(svgEl('rect', { x, y, width, height }));
      box.appendChild(svgEl('path', { d: `M${x} ${y}L${x + width} ${y + height}M${x + width} ${y}L${x} ${y + height}` }));
      g.appendChild(box);
    }
    const t = v.text;
    if (t) {
      for (const [text, x, y, width] of t.lines) {
        const attrs = { 'data-testid': 'view-text', 'data-view': v.name, class: 'view-text' + (t.placeholder ? ' placeholder' : ''), x, y,
          'font-size': t.size, fill: rgba(t.color), 'font-weight': t.weight || 400, 'font-style': t.italic ? 'italic' : 'normal' };
        if (width > 0) { attrs.textLength = width; attrs.lengthAdjust = 'spacingAndGlyphs'; }
        const line = svgEl('text', attrs);
        line.textContent = text;
        g.appendChild(line);
      }
    }
    if (v.borderWidth && v.borderColor) {
      const inset = v.borderWidth / 2;
      g.appendChild(svgEl('rect', { 'data-testid': 'view-border', 'data-view': v.name, x: b.x + inset, y: b.y + inset,
        width: Math.max(b.width - v.borderWidth, 0), height: Math.max(b.height - v.borderWidth, 0), rx: Math.max(radius - inset, 0),
        fill: 'none', stroke: rgba(v.borderColor), 'stroke-width': v.borderWidth }));
    }
    return g.childNodes.length ? g : null;
  }

  // The stage's box is the window exactly (no letterboxing): scale = box width / window width.
  function fitStage() {
    if (!state.scene) return;
    const w = state.scene.window, svg = $('stage');
    const available = svg.parentElement.clientWidth || w.width;
    const scale = Math.min(available / w.width, (window.innerHeight * 0.78) / w.height);
    svg.style.width = `${w.width * scale}px`; svg.style.height = `${w.height * scale}px`;
  }
  window.addEventListener('resize', fitStage);

  function drawContacts() {
    const layer = document.getElementById('contact-layer');
    if (!layer) return;
    layer.textContent = '';
    for (const [, points] of state.trails) {
      layer.appendChild(svgEl('polyline', { class: 'trail', points: points.map((p) => `${p.x},${p.y}`).join(' ') }));
    }
    for (const [id, c] of state.contacts) {
      layer.appendChild(svgEl('circle', { class: 'contact', cx: c.x, cy: c.y, r: 10, 'data-contact': id }));
    }
    const p = state.pointer;
    if (p) {
      layer.appendChild(svgEl('circle', { 'data-testid': 'pointer-marker', class: 'pointer' + (p.buttons ? ' pressed' : ''),
        cx: p.location.x, cy: p.location.y, r: 4, 'data-buttons': p.buttons }));
    }
    const t = state.text ? state.text.text : null;
    if (t && t.caretRect) {
      const r = t.caretRect;
      layer.appendChild(svgEl('rect', { 'data-testid': 'caret-marker', class: 'caret', x: r.x, y: r.y, width: Math.max(r.width, 1), height: r.height }));
    }
    for (const r of (t && t.selectionRects ? t.selectionRects : [])) {
      layer.appendChild(svgEl('rect', { 'data-testid': 'selection-marker', class: 'selection', x: r.x, y: r.y, width: r.width, height: r.height }));
    }
    for (const s of (state.drag ? state.drag.sessions : [])) {
      layer.appendChild(svgEl('rect', { 'data-testid': 'drag-marker', class: 'drag' + (s.target ? ' over-target' : ''),
        x: s.location.x - 12, y: s.location.y - 12, width: 24, height: 24, 'data-id': s.id,
        'data-proposal': s.proposal || '' }));
    }
  }

  function trackContacts(contacts) {
    for (const c of contacts) {
      if (c.state === 'touching') {
        if (!state.contacts.has(c.id)) state.trails.set(c.id, []);
        state.contacts.set(c.id, c);
        const trail = state.trails.get(c.id) || [];
        trail.push({ x: c.x, y: c.y }); state.trails.set(c.id, trail);
      } else {
        state.contacts.delete(c.id);
      }
    }
    while (state.trails.size > 10) state.trails.delete(state.trails.keys().next().value);
  }

  function svgEl(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    return node;
  }

  // The hierarchy: each view with its text (a label's, a field's…), its flags, and whether Auto Layout
  // places it (`constraints`) and leaves it ambiguous. Click a view to inspect it (`inspectView`: its
  // constraints and layout explanation); hover it to caption it on the stage.
  function drawTree() {
    const tree = $('hierarchy');
    tree.textContent = '';
    for (const v of state.views) {
      const li = el('li', {
        'data-testid': 'tree-item', 'data-view': v.name, 'data-index': v.index, 'data-depth': v.depth, 'data-hidden': String(v.effectivelyHidden),
        'data-disabled': String(!v.userInteractionEnabled), style: `margin-left:${v.depth * 12}px`,
        'data-highlighted': String(!!(v.cell && v.cell.highlighted)), 'data-selected': String(!!(v.cell && v.cell.selected)),
        'data-layout': v.layout || 'frame', 'data-ambiguous': String(!!v.ambiguous), 'data-inspected': String(v.index === state.inspected),
        class: 'tree-item',
      });
      const f = v.frame;
      li.appendChild(el('span', {}, `${v.name} `));
      if (v.text) li.appendChild(el('q', { 'data-testid': 'tree-text', class: v.text.placeholder ? 'placeholder' : '' }, v.text.lines.map((l) => l[0]).join(' ')));
      if (v.layout === 'constraints') li.appendChild(el('span', { 'data-testid': 'layout-badge', class: 'badge' + (v.ambiguous ? ' ambiguous' : '') }, v.ambiguous ? 'ambiguous' : 'constraints'));
      const flags = [];
      if (v.hidden) flags.push('hidden');
      if (!v.userInteractionEnabled) flags.push('interaction off');
      if (v.alpha <= 0.01) flags.push(`alpha ${v.alpha}`);
      if (v.recognizers.length) flags.push('recognizers: ' + v.recognizers.map((r) => r.name).join(', '));
      if (v.cell && v.cell.indexPath) flags.push(`row [${v.cell.indexPath.join(', ')}]`);
      if (v.cell && v.cell.highlighted) flags.push('highlighted');
      if (v.cell && v.cell.selected) flags.push('selected');
      li.appendChild(el('small', {}, ` ${v.className} (${f.x}, ${f.y}, ${f.width}, ${f.height})` + (flags.length ? ' — ' + flags.join('; ') : '') + (v.note ? ` — ${v.note}` : '')));
      li.addEventListener('click', () => inspect(v));
      li.addEventListener('mouseenter', () => { state.hovered = v.index; drawStage(); });
      li.addEventListener('mouseleave', () => { if (state.hovered === v.index) { state.hovered = null; drawStage(); } });
      tree.appendChild(li);
    }
  }

  // Asks why a view is where it is; the answer (`viewLayout`) fills the inspected-view panel.
  function inspect(v) {
    state.inspected = v.index;
    send({ type: 'inspectView', view: v.name, index: v.index });
    drawStage(); drawTree();
  }

  function onViewLayout(m) {
    if (m.session !== state.session || m.index !== state.inspected) return;
    state.layout = m;
    renderLayout();
  }

  function renderLayout() {
    const m = state.layout;
    const title = $('inspected-view');
    title.textContent = m ? `${m.view} (${m.className}): ${m.layout === 'constraints' ? 'placed by constraints' : 'keeps its frame'}${m.ambiguous ? ', ambiguous' : ''}` : 'none (click a view in the hierarchy)';
    title.dataset.view = m ? m.view : ''; title.dataset.layout = m ? m.layout : ''; title.dataset.ambiguous = String(!!(m && m.ambiguous));
    fill('layout-explanation', m ? m.explanation : [], (line) => el('li', { 'data-testid': 'explanation-line' }, line));
    const constraints = m ? [...new Set(m.constraints.concat(m.affecting.horizontal, m.affecting.vertical))] : [];
    fill('view-constraints', constraints, (c) => el('li', { 'data-testid': 'constraint-item', 'data-installed': String(m.constraints.includes(c)) }, c));
  }

  function selectedTouch() { return state.selected === null ? null : state.touches.get(state.selected); }

  function visibleEvents() {
    return state.scrubTime === null ? state.events : state.events.filter((e) => e.time <= state.scrubTime + 1e-9);
  }

  function renderPanels() {
    const list = $('touch-list');
    list.textContent = '';
    for (const [id, t] of state.touches) {
      const li = el('li', { 'data-testid': 'touch-item', class: 'touch-item' + (id === state.selected ? ' selected' : ''), 'data-touch': id, 'data-hit-view': t.hitView || '' },
        `#${id} at ${formatPoint(t.point.x, t.point.y)}, ${fmt(t.time)} s → ${t.hitView || 'no view'}`);
      li.onclick = () => { state.selected = id; renderPanels(); drawStage(); };
      list.appendChild(li);
    }
    const t = selectedTouch();
    $('selected-touch').textContent = t ? `#${t.id}` : 'none';
    const walk = $('hit-test-walk'); walk.textContent = '';
    const chain = $('responder-chain'); chain.textContent = '';
    const hitView = $('hit-view');
    if (t) {
      for (const s of t.walk) {
        walk.appendChild(el('li', { 'data-testid': 'walk-step', 'data-view': s.view, 'data-outcome': s.outcome, 'data-reason': s.reason || '', 'data-depth': s.depth, style: `margin-left:${s.depth * 10}px` }, s.text));
      }
      hitView.textContent = t.hitView || 'none (the touch falls through)'; hitView.dataset.view = t.hitView || '';
      for (const name of t.responderChain) chain.appendChild(el('li', { 'data-testid': 'chain-item', 'data-view': name }, name));
    } else { hitView.textContent = 'none'; hitView.dataset.view = ''; }

    const events = visibleEvents();
    const tbody = $('recognizers').querySelector('tbody'); tbody.textContent = '';
    const current = currentRecognizerStates(events);
    for (const r of current) {
      const tr = el('tr', { 'data-testid': 'recognizer-row', 'data-recognizer': r.name, 'data-state': r.state });
      tr.appendChild(el('td', {}, r.name)); tr.appendChild(el('td', {}, r.view || '')); tr.appendChild(el('td', {}, r.state));
      tbody.appendChild(tr);
    }
    fill('recognizer-history', events.filter((e) => e.kind === 'gestureState' || e.kind === 'gestureWaiting'), (e) =>
      el('li', { 'data-testid': 'state-change', 'data-recognizer': e.recognizer, 'data-from': e.from || 'possible', 'data-to': e.to || 'possible', 'data-time': e.time, 'data-seq': e.seq }, `${fmt(e.time)} s  ${e.text}`));
    fill('control-events', events.filter((e) => e.kind === 'controlEvent'), (e) =>
      el('li', { 'data-testid': 'control-event', 'data-control': e.control, 'data-event': e.event, 'data-time': e.time }, `${fmt(e.time)} s  ${e.control}: ${e.event}`));
    fill('callbacks', events.filter((e) => e.kind === 'callback' || e.kind === 'note'), (e) =>
      el('li', { 'data-testid': 'callback', 'data-view': e.view, 'data-method': e.method || 'note', 'data-via': e.via || 'note', 'data-time': e.time }, `${fmt(e.time)} s  ${e.text.trim()}`));
    renderTimeline();
  }

  function currentRecognizerStates(events) {
    if (state.scrubTime === null) return state.recognizers;
    const states = new Map(state.recognizers.map((r) => [r.name, Object.assign({}, r, { state: 'possible' })]));
    for (const e of events) {
      if (e.kind === 'gestureState' && states.has(e.recognizer)) states.get(e.recognizer).state = e.to;
      if (e.kind === 'gestureReset' && states.has(e.recognizer)) states.get(e.recognizer).state = 'possible';
    }
    return [...states.values()];
  }

  function fill(id, items, make) {
    const list = $(id); list.textContent = '';
    for (const item of items.slice(-300)) list.appendChild(make(item));
  }

  function renderTimeline() {
    const list = $('timeline-events'); list.textContent = '';
    const limit = state.scrubTime;
    for (const e of state.events.slice(-2000)) {
      list.appendChild(el('li', { 'data-testid': 'timeline-event', 'data-kind': e.kind, 'data-time': e.time, 'data-seq': e.seq, 'data-past': String(limit === null || e.time <= limit + 1e-9) },
        `${fmt(e.time)} s  ${eventText(e)}`));
    }
  }

  // An event's text for the timeline. An input's contacts are written from their numbers, as the CLI writes
  // points: the server's `text` carries the doubles it received, such as (160.00000456459503, 320.00002069283073).
  // A coordinate that JSON could not carry (null: NaN or infinity) keeps the server's text.
  function eventText(e) {
    if (e.kind !== 'input' || !Array.isArray(e.contacts)) return e.text;
    if (!e.contacts.every((c) => typeof c.x === 'number' && typeof c.y === 'number')) return e.text;
    return 'input: ' + e.contacts.map((c) => `contact ${c.id} ${c.state} at ${formatPoint(c.x, c.y)}`).join('; ');
  }

  function fmt(n) { return (Math.round(n * 1000) / 1000).toString(); }

  // Numbers and points as the CLI prints them (Sources/responder/Formatting.swift, `format(_:)`): at most two
  // decimals without trailing zeros (160 rather than 160.0), no "-0", C's %g from 1e15 on, nan and ±inf.
  function formatNumber(value) {
    if (Number.isNaN(value)) return 'nan';
    if (!Number.isFinite(value)) return value < 0 ? '-inf' : 'inf';
    if (Math.abs(value) >= 1e15) {
      const [mantissa, exponent] = value.toExponential(5).split('e');   // %g: six significant digits
      return mantissa.replace(/\.?0+$/, '') + 'e' + exponent;
    }
    // Halves away from zero, as Swift's rounded() does (Math.round takes them up).
    const rounded = Math.sign(value) * Math.round(Math.abs(value) * 100) / 100;
    if (rounded === 0) return '0';
    if (Number.isInteger(rounded)) return String(rounded);
    return rounded.toFixed(2).replace(/0+$/, '');
  }

  function formatPoint(x, y) { return `(${formatNumber(x)}, ${formatNumber(y)})`; }

  // Input: Pointer Events on the stage, in window points.
  const down = new Set();
  function windowPoint(e) {
    const svg = $('stage');
    const matrix = svg.getScreenCTM();
    if (!matrix) return { x: e.offsetX, y: e.offsetY };
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  }
  function pointerMessage(e, phase) {
    const p = windowPoint(e);
    const scale = state.scene ? state.scene.window.width / $('stage').getBoundingClientRect().width : 1;
    const m = { type: 'pointer', pointerId: e.pointerId, pointerType: e.pointerType || 'mouse', phase, x: p.x, y: p.y, timestamp: e.timeStamp };
    if (e.pointerType !== 'mouse') m.pressure = e.pressure;
    if (e.pointerType === 'pen') {
      m.tiltX = e.tiltX; m.tiltY = e.tiltY; m.twist = e.twist;
      if (typeof e.altitudeAngle === 'number') { m.altitudeAngle = e.altitudeAngle; m.azimuthAngle = e.azimuthAngle; }
    }
    if (e.width > 1 || e.height > 1) { m.width = e.width * scale; m.height = e.height * scale; }
    return m;
  }
  const stage = $('stage');
  // A mouse is the application's pointer (behaviour 12): every move is sent, hovering while no button is
  // down; the browser's `buttons` bitmask is UIEvent.ButtonMask's (1 primary, 2 secondary, 4 auxiliary).
  // Touch and pen keep the touch path (`pointer` messages while down).
  function mouseMessage(e) {
    const p = windowPoint(e);
    return { type: 'mouse', x: p.x, y: p.y, buttons: e.buttons & 31, timestamp: e.timeStamp };
  }
  function acceptsInput() { return state.session !== 'recording' && !!state.scene; }
  stage.addEventListener('pointerdown', (e) => {
    if (!acceptsInput()) return;
    e.preventDefault();
    keySink.focus({ preventScroll: true });
    try { stage.setPointerCapture(e.pointerId); } catch {}
    if (e.pointerType === 'mouse') { send(mouseMessage(e)); return; }
    down.add(e.pointerId);
    send(pointerMessage(e, 'down'));
  });
  stage.addEventListener('pointermove', (e) => {
    if (e.pointerType === 'mouse') {
      if (!acceptsInput()) return;
      const events = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
      for (const c of (events.length ? events : [e])) send(mouseMessage(c));
      return;
    }
    if (!down.has(e.pointerId)) return;
    e.preventDefault();
    const events = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    for (const c of (events.length ? events : [e])) send(pointerMessage(Object.assign(c, {}), 'move'));
  });
  for (const [type, phase] of [['pointerup', 'up'], ['pointercancel', 'cancel']]) {
    stage.addEventListener(type, (e) => {
      if (e.pointerType === 'mouse') {
        // A cancelled mouse releases its buttons where it is.
        if (acceptsInput()) send(Object.assign(mouseMessage(e), phase === 'cancel' ? { buttons: 0 } : {}));
        return;
      }
      if (!down.has(e.pointerId)) return;
      down.delete(e.pointerId);
      send(pointerMessage(e, phase));
    });
  }
  // A secondary click is the application's (a context menu there), not the browser's.
  stage.addEventListener('contextmenu', (e) => e.preventDefault());

  // The wheel is scroll input (behaviour 12.3). Pixel deltas (a trackpad, or Chromium's wheel) are one
  // continuous scroll: the first event after a pause is `began`, the next ones `changed`, and WHEEL_IDLE_MS
  // without a wheel event sends `ended` (no delta) where the last one was. Line and page deltas are discrete
  // wheel steps, sent as they come (a pixel scroll in progress is ended first).
  const WHEEL_IDLE_MS = 150;
  const wheel = { active: false, timer: null, last: null };
  function endWheel() {
    if (wheel.timer !== null) { clearTimeout(wheel.timer); wheel.timer = null; }
    if (!wheel.active) return;
    wheel.active = false;
    const last = wheel.last;
    send({ type: 'wheel', deltaMode: 0, deltaX: 0, deltaY: 0, phase: 'ended', x: last.x, y: last.y,
           timestamp: Math.max(last.timestamp, performance.now()) });
  }
  stage.addEventListener('wheel', (e) => {
    if (!acceptsInput()) return;
    e.preventDefault();
    const p = windowPoint(e);
    const m = { type: 'wheel', deltaMode: e.deltaMode, deltaX: e.deltaX, deltaY: e.deltaY, x: p.x, y: p.y, timestamp: e.timeStamp };
    if (e.deltaMode !== 0) { endWheel(); send(m); return; }
    m.phase = wheel.active ? 'changed' : 'began';
    wheel.active = true; wheel.last = m;
    send(m);
    if (wheel.timer !== null) clearTimeout(wheel.timer);
    wheel.timer = setTimeout(() => { wheel.timer = null; endWheel(); }, WHEEL_IDLE_MS);
  }, { passive: false });

  // The keyboard, while the stage has focus (click it; the page's own inputs keep their keys). The keys go
  // to a hidden textarea (`key-sink`) that takes the focus for the stage: only an editable element gets the
  // input method's composition events. Each keydown and keyup is a `key` message naming the physical key
  // (`code`, which the server maps to its HID usage), the character it produced (`key`) and the modifiers;
  // Meta is Command. The browser's own repeats are not sent: the application repeats a held key itself
  // (docs/decisions.md, "The inspector's keyboard"). Every key the page sent down goes up: on keyup, when
  // the stage loses focus, and, as macOS browsers send no keyup for a key released while Command is held,
  // when Meta comes up. Keys the input method takes (`Process`, or during a composition) are not sent; the
  // composition is, as `composition` messages (marked text in the first responder).
  const keySink = $('key-sink');
  stage.addEventListener('focus', () => keySink.focus({ preventScroll: true }));
  const keysDown = new Set();
  const BROWSER_KEYS = new Set(['F5', 'F11', 'F12']);   // reload, full screen and developer tools stay the browser's
  function keyMessage(e, phase) {
    return { type: 'key', phase, code: e.code, key: e.key, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, altKey: e.altKey,
             metaKey: e.metaKey, capsLock: !!(e.getModifierState && e.getModifierState('CapsLock')), timestamp: e.timeStamp };
  }
  function releaseKeys(except, timestamp) {
    for (const code of [...keysDown]) {
      if (except(code)) continue;
      keysDown.delete(code);
      send({ type: 'key', phase: 'up', code, timestamp });
    }
  }
  keySink.addEventListener('keydown', (e) => {
    if (!acceptsInput() || !e.code || e.isComposing || e.key === 'Process') return;
    if (!BROWSER_KEYS.has(e.code)) e.preventDefault();
    if (e.repeat || keysDown.has(e.code)) return;
    keysDown.add(e.code);
    send(keyMessage(e, 'down'));
  });
  keySink.addEventListener('keyup', (e) => {
    if (!keysDown.has(e.code)) return;
    e.preventDefault();
    if (e.code === 'MetaLeft' || e.code === 'MetaRight') releaseKeys((code) => code === e.code || /^(Shift|Control|Alt|Meta)/.test(code), e.timeStamp);
    keysDown.delete(e.code);
    send(keyMessage(e, 'up'));
  });
  keySink.addEventListener('blur', () => releaseKeys(() => false, performance.now()));
  keySink.addEventListener('compositionupdate', (e) => {
    if (acceptsInput()) send({ type: 'composition', action: 'update', text: e.data || '' });
  });
  keySink.addEventListener('compositionend', (e) => {
    if (acceptsInput()) send(e.data ? { type: 'composition', action: 'commit', text: e.data } : { type: 'composition', action: 'cancel' });
    keySink.value = '';
  });
  // The sink keeps no text: the application has it.
  keySink.addEventListener('input', (e) => { if (!e.isComposing) keySink.value = ''; });

  // This device's motion sensors feed the application (docs/inspector-protocol.md 1.3, `motion`) where it
  // has a touch screen (a phone or tablet): each `devicemotion` event is sent with the latest orientation.
  // iOS Safari (and recent Chromium) fire no motion events until DeviceMotionEvent.requestPermission() is
  // granted, which needs a user gesture: the button asks. Browsers fire them only in a secure context (HTTPS, or localhost).
  const sensors = { on: false, orientation: null };
  function setSensorStatus(value, text) {
    const node = $('motion-sensors-status');
    node.dataset.state = value; node.textContent = text || value;
  }
  function onDeviceOrientation(e) {
    if (e.alpha === null || e.beta === null || e.gamma === null) return;
    // iOS Safari's orientation is relative; its webkitCompassHeading (clockwise from north) makes it absolute.
    const heading = typeof e.webkitCompassHeading === 'number' && !e.absolute ? e.webkitCompassHeading : null;
    const absolute = !!e.absolute || heading !== null;
    // An absolute orientation (deviceorientationabsolute) is not replaced by a relative one.
    if (sensors.orientation && sensors.orientation.absolute && !absolute) return;
    sensors.orientation = { alpha: heading !== null ? (360 - heading) % 360 : e.alpha, beta: e.beta, gamma: e.gamma, absolute };
  }
  function onDeviceMotion(e) {
    if (!acceptsInput()) return;
    const a = e.accelerationIncludingGravity, r = e.rotationRate;
    const message = { type: 'motion', timestamp: e.timeStamp };
    if (a && a.x !== null && a.y !== null && a.z !== null) message.accelerationIncludingGravity = { x: a.x, y: a.y, z: a.z };
    if (r && r.alpha !== null && r.beta !== null && r.gamma !== null) message.rotationRate = { alpha: r.alpha, beta: r.beta, gamma: r.gamma };
    if (sensors.orientation) message.orientation = sensors.orientation;
    if (message.accelerationIncludingGravity || message.rotationRate) send(message);
  }
  function startSensors() {
    if (sensors.on) return;
    sensors.on = true;
    setSensorStatus('on', 'on: sending motion to the application');
    $('motion-sensors').hidden = true;
    window.addEventListener('devicemotion', onDeviceMotion);
    window.addEventListener('deviceorientation', onDeviceOrientation);
    window.addEventListener('deviceorientationabsolute', onDeviceOrientation);
  }
  if (typeof DeviceMotionEvent === 'undefined' || !(navigator.maxTouchPoints > 0)) {
    setSensorStatus('off', 'off (not a phone or tablet)');
  } else if (!window.isSecureContext) {
    setSensorStatus('insecure', 'off: browsers give motion only to HTTPS or localhost pages');
  } else if (typeof DeviceMotionEvent.requestPermission === 'function') {
    setSensorStatus('needs-permission', 'needs your permission');
    $('motion-sensors').hidden = false;
  } else {
    startSensors();
  }
  $('motion-sensors').addEventListener('click', () => {
    // Both requests start within the click: iOS grants only during a user gesture.
    const orientation = typeof DeviceOrientationEvent !== 'undefined' && typeof DeviceOrientationEvent.requestPermission === 'function'
      ? DeviceOrientationEvent.requestPermission() : Promise.resolve('granted');
    Promise.all([DeviceMotionEvent.requestPermission(), orientation]).then(([motion]) => {
      if (motion === 'granted') startSensors(); else setSensorStatus('denied', 'denied');
    }).catch(() => setSensorStatus('denied', 'denied'));
  });

  $('scene-chooser').addEventListener('change', (e) => { endWheel(); releaseKeys(() => false, performance.now()); send({ type: 'chooseScene', scene: e.target.value }); });
  $('reset-session').addEventListener('click', () => send({ type: 'reset' }));
  $('export-trace').addEventListener('click', () => send({ type: 'exportTrace' }));
  $('menu-dismiss').addEventListener('click', () => send({ type: 'menu', action: 'dismiss' }));
  $('recording-file').addEventListener('change', (e) => {
    const file = e.target.files && e.target.files[0];
    if (!file) return;
    file.text().then((text) => send({ type: 'loadRecording', name: file.name, text }));
  });
  $('playback-play').addEventListener('click', () => send({ type: 'playback', action: 'play', speed: Number($('playback-speed').value) }));
  $('playback-pause').addEventListener('click', () => send({ type: 'playback', action: 'pause' }));
  $('playback-seek').addEventListener('change', (e) => send({ type: 'playback', action: 'seek', time: Number(e.target.value) / 1000 }));
  $('timeline-scrubber').addEventListener('input', (e) => {
    const value = Number(e.target.value) / 1000;
    state.scrubTime = e.target.value === e.target.max ? null : value;
    $('timeline-time').textContent = value.toFixed(3);
    renderPanels();
  });
  connect();
})();
