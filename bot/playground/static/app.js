// The playground page: shows one member's view of the fake Discord as a Discord client would, and sends
// what that member does (commands, clicks, choices, forms) back as interactions. Nothing here knows a game.
"use strict";

const S = {
  me: null, channel: null, view: null, commands: [], ui: {}, names: { users: {}, channels: {} },
  rendered: new Map(), shownFor: "", shownMember: null, asked: 0, chosen: null, active: 0, state: "",
};
const $ = (sel) => document.querySelector(sel);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "html") node.innerHTML = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}

function fmt(key, params = {}) {
  return (S.ui[key] || key).replace(/\{(\w+)\}/g, (_, name) => (name in params ? params[name] : `{${name}}`));
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// ------------------------------------------------------------------ talking to the playground
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  let data = null;
  try { data = await response.json(); } catch (_) { /* not JSON */ }
  if (!response.ok || (data && data.ok === false)) throw new Error((data && data.error) || response.statusText);
  return data;
}

async function interact(payload) {
  try {
    const result = await api("/api/interact", { member: S.me, channel: S.channel, ...payload });
    if (result.modal) openModal(result.modal, result.interaction);
    return result;
  } catch (err) {
    banner(err.message);
    return null;
  }
}

function banner(text) {
  const box = $("#banners");
  while (box.children.length >= 5) box.firstChild.remove();
  const node = el("div", { class: "banner", role: "alert" }, text,
    el("button", { type: "button", "aria-label": S.ui.close || "Close", onclick: () => node.remove() }, "×"));
  box.append(node);
  setTimeout(() => node.remove(), 30000);
}

let refreshTimer = null;
function scheduleRefresh() {
  if (refreshTimer) return;
  refreshTimer = setTimeout(() => { refreshTimer = null; refresh(); }, 30);
}

async function refresh() {
  const query = new URLSearchParams();
  if (S.me) query.set("member", S.me);
  if (S.channel) query.set("channel", S.channel);
  const asked = ++S.asked;
  let view;
  try {
    view = await api("/api/view?" + query);
  } catch (err) {
    setState("offline");
    return;
  }
  if (asked !== S.asked) return;  // a newer view was asked for meanwhile: only the newest is drawn
  const newMember = S.shownMember !== view.me;
  S.view = view; S.ui = view.ui; S.names = view.names;
  S.me = view.me; S.channel = view.channel.id; S.shownMember = view.me;
  if (newMember) { chrome(); await loadCommands(); }
  setState(view.state);
  renderMembers(view.members);
  renderChannels(view.channels);
  renderMessages(view.messages);
}

async function loadCommands() {
  if (!S.me) return;
  try { S.commands = await api("/api/commands?member=" + S.me); } catch (_) { S.commands = []; }
}

function setState(state) {
  S.state = state;
  const node = $("#bot-state");
  node.className = "state " + state;
  node.textContent = state === "running" ? S.ui.online : state === "restarting" ? S.ui.restarting : S.ui.reconnecting;
  node.dataset.state = state;
}

// ------------------------------------------------------------------ the fixed parts of the page
function chrome() {
  document.documentElement.lang = (S.view.members.find((m) => m.id === S.me) || {}).locale || "en";
  document.title = S.ui.title;
  $("#title").textContent = S.ui.title;
  $("#local-note").textContent = S.ui.header;
  $("#restart").textContent = S.ui.restart;
  $("#members-title").textContent = S.ui.members;
  $("#channels-title").textContent = S.ui.channels;
  $("#dms-title").textContent = S.ui.dms;
  $("#new-name").placeholder = S.ui.name;
  $("#add-member-button").textContent = S.ui.add_member;
  $("#command-input").placeholder = S.ui.command_box;
  const locales = $("#new-locale");
  locales.replaceChildren(...S.view.locales.map((code) => el("option", { value: code }, code)));
}

function renderMembers(members) {
  $("#members").replaceChildren(...members.map((m) => el("li", {
    class: m.id === S.me ? "current member" : "member", "data-member": m.id, title: `${m.name} (${m.locale})`,
    onclick: () => switchTo(m.id, S.channel),
  }, el("span", { class: "name" }, m.name), el("span", { class: "sub" }, m.locale + (m.owner ? " · " + S.ui.owner : "")),
  m.badge ? el("span", { class: "badge", "data-badge": m.badge }, String(m.badge)) : null)));
}

function renderChannels(channels) {
  const item = (c) => el("li", {
    class: [c.id === S.channel ? "current" : "", c.kind.includes("thread") ? "thread" : ""].join(" ").trim(),
    "data-channel": c.id, onclick: () => switchTo(S.me, c.id),
  }, el("span", { class: "name" }, (c.kind === "dm" ? "@" : c.kind === "text" ? "# " : "🧵 ") + c.name),
  c.badge ? el("span", { class: "badge" }, String(c.badge)) : null);
  $("#channels").replaceChildren(...channels.filter((c) => c.kind !== "dm").map(item));
  $("#dms").replaceChildren(...channels.filter((c) => c.kind === "dm").map(item));
  const here = S.view.channel;
  $("#channel-head").textContent = (here.dm ? "@ " : "# ") + here.name;
}

function switchTo(member, channel) {
  if (member !== S.me) { S.chosen = null; closeCommandForm(); }
  S.me = member; S.channel = channel;
  refresh();
}

// ------------------------------------------------------------------ messages
function renderMessages(messages) {
  const box = $("#messages");
  const viewer = S.me + ":" + S.channel;
  if (S.shownFor !== viewer) { box.replaceChildren(); S.rendered.clear(); S.shownFor = viewer; }
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 60;
  const keep = new Set();
  let previous = null;
  for (const m of messages) {
    const signature = JSON.stringify(m);
    let entry = S.rendered.get(m.id);
    if (!entry || entry.signature !== signature) {
      const node = renderMessage(m);
      if (entry) entry.node.replaceWith(node);
      entry = { signature, node };
      S.rendered.set(m.id, entry);
    }
    const wanted = previous ? previous.nextSibling : box.firstChild;
    if (wanted !== entry.node) box.insertBefore(entry.node, wanted);
    previous = entry.node;
    keep.add(m.id);
  }
  for (const [id, entry] of S.rendered) {
    if (!keep.has(id)) { entry.node.remove(); S.rendered.delete(id); }
  }
  box.querySelectorAll(".empty").forEach((n) => n.remove());
  if (!messages.length) box.append(el("div", { class: "empty" }, S.ui.no_messages));
  if (atBottom) box.scrollTop = box.scrollHeight;
}

function renderMessage(m) {
  const classes = ["msg", m.ephemeral ? "ephemeral" : "", m.mentions_me ? "mentions-me" : ""].join(" ").trim();
  const node = el("article", { class: classes, id: "m-" + m.id, "data-id": m.id },
    m.used ? el("div", { class: "used" }, fmt("used", { user: m.used.user, command: m.used.command })) : null,
    el("div", { class: "author" }, m.author, m.bot ? el("span", { class: "app" }, "APP") : null,
      el("time", {}, new Date(m.created_at * 1000).toLocaleTimeString())),
    m.loading ? el("div", { class: "loading" }, fmt("thinking", { bot: m.author })) : null,
    m.content ? el("div", { class: "content", html: md(m.content) },
      m.edited ? el("span", { class: "edited" }, S.ui.edited) : null) : null,
    ...m.embeds.map(renderEmbed),
    ...m.attachments.map((a) => el("div", { class: "attachment" }, a.image
      ? el("img", { src: a.url, alt: a.filename }) : el("a", { href: a.url, download: a.filename }, a.filename))),
    ...renderRows(m),
    m.ephemeral ? el("div", { class: "only-you" }, "👁 " + S.ui.only_you) : null);
  return node;
}

function renderEmbed(e) {
  const color = typeof e.color === "number" ? "#" + e.color.toString(16).padStart(6, "0") : null;
  return el("div", { class: "embed", style: color ? `border-left-color:${color}` : null },
    e.thumbnail && e.thumbnail.url ? el("img", { class: "thumbnail", src: e.thumbnail.url, alt: "" }) : null,
    e.author && e.author.name ? el("div", { class: "subtext" }, e.author.name) : null,
    e.title ? el("div", { class: "embed-title", html: md(e.title) }) : null,
    e.description ? el("div", { class: "embed-desc", html: md(e.description) }) : null,
    e.fields && e.fields.length ? el("div", { class: "fields" }, e.fields.map((f) => el("div",
      { class: f.inline ? "field inline" : "field" },
      el("div", { class: "field-name", html: md(f.name) }), el("div", { class: "field-value", html: md(f.value) })))) : null,
    e.image && e.image.url ? el("img", { class: "image", src: e.image.url, alt: e.title || "" }) : null,
    e.footer && e.footer.text ? el("div", { class: "embed-footer" }, e.footer.text) : null);
}

function renderRows(m) {
  return (m.components || []).filter((row) => row.type === 1).map((row) => el("div", { class: "row" },
    row.components.map((c) => (c.type === 2 ? renderButton(m, c) : c.type === 3 ? renderSelect(m, c)
      : el("select", { class: "select", disabled: true }, el("option", {}, c.placeholder || "…"))))));
}

function emoji(c) {
  if (!c.emoji) return null;
  return el("span", { class: "emoji" }, c.emoji.id ? `:${c.emoji.name}:` : c.emoji.name);
}

function renderButton(m, c) {
  if (c.style === 5) {
    return el("a", { class: "btn s5", href: c.url, target: "_blank", rel: "noopener" }, emoji(c), c.label || "", " ↗");
  }
  const button = el("button", {
    type: "button", class: "btn s" + (c.style || 2), disabled: !!c.disabled, "data-custom-id": c.custom_id,
    onclick: async () => {
      button.disabled = true;
      await interact({ kind: "component", message: m.id, custom_id: c.custom_id });
      button.disabled = !!c.disabled;
    },
  }, emoji(c), c.label || "");
  return button;
}

function renderSelect(m, c) {
  const min = c.min_values ?? 1, max = c.max_values ?? 1;
  const send = (values) => interact({ kind: "component", message: m.id, custom_id: c.custom_id, values });
  if (max <= 1) {
    const select = el("select", { class: "select", disabled: !!c.disabled, "data-custom-id": c.custom_id,
      onchange: () => send([select.value]) },
    el("option", { value: "", disabled: true, selected: !c.options.some((o) => o.default) }, c.placeholder || S.ui.pick),
    c.options.map((o) => el("option", { value: o.value, selected: !!o.default, title: o.description || null },
      (o.emoji ? o.emoji.name + " " : "") + o.label + (o.description ? " — " + o.description : ""))));
    return select;
  }
  const boxes = c.options.map((o) => el("input", { type: "checkbox", value: o.value, checked: !!o.default }));
  const choose = el("button", { type: "button" }, S.ui.choose);
  const check = () => {
    const n = boxes.filter((b) => b.checked).length;
    choose.disabled = n < min || n > max;
    boxes.forEach((b) => { b.disabled = !!c.disabled || (!b.checked && n >= max); });
  };
  boxes.forEach((b) => b.addEventListener("change", check));
  choose.addEventListener("click", () => send(boxes.filter((b) => b.checked).map((b) => b.value)));
  check();
  return el("details", { class: "multi", "data-custom-id": c.custom_id },
    el("summary", {}, `${c.placeholder || S.ui.pick} (${min}–${max})`),
    c.options.map((o, i) => el("label", {}, boxes[i], " ", (o.emoji ? o.emoji.name + " " : "") + o.label,
      o.description ? el("span", { class: "desc" }, o.description) : null)),
    choose);
}

// Discord's markdown, as much of it as bots use: code, bold, italics, underline, strikethrough, links,
// headings, quotes, subtext, mentions and timestamps.
function md(text) {
  const kept = [];
  const keep = (html) => { kept.push(html); return `\u0000${kept.length - 1}\u0000`; };
  let src = String(text).replace(/```(?:[a-z]*\n)?([\s\S]*?)```/g, (_, code) => keep(`<pre>${esc(code)}</pre>`));
  src = src.replace(/`([^`\n]+)`/g, (_, code) => keep(`<code>${esc(code)}</code>`));
  let h = esc(src);
  h = h.replace(/&lt;@!?(\d+)&gt;/g, (_, id) =>
    keep(`<span class="mention${id === S.me ? " me" : ""}">@${esc(S.names.users[id] || "unknown")}</span>`));
  h = h.replace(/&lt;#(\d+)&gt;/g, (_, id) => keep(`<span class="mention">#${esc(S.names.channels[id] || "unknown")}</span>`));
  h = h.replace(/&lt;t:(-?\d+)(?::[tTdDfFR])?&gt;/g, (_, ts) => esc(new Date(Number(ts) * 1000).toLocaleString()));
  h = h.replace(/&lt;(\/[^:&]+):\d+&gt;/g, (_, name) => keep(`<span class="mention">${name}</span>`));
  h = h.replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, (_, label, url) => keep(link(label, url)));
  h = h.replace(/(^|[\s(])(https?:\/\/[^\s<)]+)/g, (_, before, url) => before + keep(link(url, url)));
  h = h.replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>").replace(/__(.+?)__/g, "<u>$1</u>")
    .replace(/\*(?!\s)(.+?)\*/g, "<em>$1</em>").replace(/(^|\W)_(?!\s)(.+?)_(?=\W|$)/g, "$1<em>$2</em>")
    .replace(/~~(.+?)~~/g, "<s>$1</s>");
  const lines = h.split("\n");
  let out = "";
  lines.forEach((line, i) => {
    const heading = line.match(/^(#{1,3}) (.*)$/);
    if (heading) out += `<div style="font-size:${[20, 18, 16][heading[1].length - 1]}px;font-weight:700">${heading[2]}</div>`;
    else if (line.startsWith("-# ")) out += `<div class="subtext">${line.slice(3)}</div>`;
    else if (line.startsWith("&gt; ")) out += `<blockquote>${line.slice(5)}</blockquote>`;
    else out += line + (i < lines.length - 1 ? "\n" : "");
  });
  return out.replace(/\u0000(\d+)\u0000/g, (_, i) => kept[Number(i)]);
}

function link(label, url) {
  const jump = url.match(/^https:\/\/discord\.com\/channels\/(?:\d+|@me)\/(\d+)(?:\/(\d+))?/);
  if (jump) return `<a href="#m-${jump[2] || ""}" data-jump-channel="${jump[1]}">${label}</a>`;
  return `<a href="${url}" target="_blank" rel="noopener">${label}</a>`;
}

document.addEventListener("click", (ev) => {
  const a = ev.target.closest && ev.target.closest("a[data-jump-channel]");
  if (!a) return;
  ev.preventDefault();
  const target = a.getAttribute("href").slice(1);
  switchTo(S.me, a.dataset.jumpChannel);
  setTimeout(() => { const node = document.getElementById(target); if (node) node.scrollIntoView(); }, 200);
});

// ------------------------------------------------------------------ modals
function openModal(modal, opened) {
  const form = $("#modal-form");
  const inputs = [];
  const fields = [];
  for (const row of modal.components || []) {
    const items = row.type === 1 ? row.components : row.type === 18 ? [{ label: row.label, ...row.component }] : [];
    for (const c of items) {
      if (c.type !== 4) continue;
      const attrs = { name: c.custom_id, required: c.required !== false, minlength: c.min_length,
        maxlength: c.max_length, placeholder: c.placeholder };
      const input = c.style === 2 ? el("textarea", attrs) : el("input", { ...attrs, type: "text" });
      input.value = c.value || "";
      inputs.push(input);
      fields.push(el("label", {}, c.label || c.custom_id, input));
    }
  }
  const dialog = $("#modal");
  form.replaceChildren(el("h3", {}, modal.title || ""), ...fields, el("div", { class: "actions" },
    el("button", { type: "button", class: "secondary", onclick: () => dialog.close() }, S.ui.cancel),
    el("button", { type: "submit", class: "primary" }, S.ui.submit)));
  form.onsubmit = async (ev) => {
    ev.preventDefault();
    const values = {};
    for (const input of inputs) values[input.name] = input.value;
    dialog.close();
    await interact({ kind: "modal", opened, fields: values });
  };
  dialog.showModal();
  if (inputs[0]) inputs[0].focus();
}

// ------------------------------------------------------------------ the slash-command box
const input = $("#command-input");

function matches() {
  const typed = input.value.trim();
  if (!typed.startsWith("/")) return [];
  const q = typed.slice(1).toLowerCase();
  return S.commands.filter((c) => c.label.slice(1).toLowerCase().startsWith(q) || c.path.startsWith(q)
    || (q.length > 1 && c.label.toLowerCase().includes(q))).slice(0, 25);
}

function showSuggestions() {
  const box = $("#suggestions");
  if (S.chosen && input.value.startsWith(S.chosen.label)) { box.hidden = true; return; }
  if (S.chosen) closeCommandForm();
  const found = matches();
  if (!input.value.startsWith("/")) { box.hidden = true; return; }
  S.active = Math.min(S.active, Math.max(found.length - 1, 0));
  box.replaceChildren(...(found.length ? found.map((c, i) => el("div", {
    class: i === S.active ? "suggestion active" : "suggestion", "data-command": c.path,
    onmousedown: (ev) => { ev.preventDefault(); choose(c); },
  }, el("strong", {}, c.label), el("span", { class: "desc" }, c.description)))
    : [el("div", { class: "suggestion" }, S.ui.no_command)]));
  box.hidden = false;
}

input.addEventListener("input", () => { S.active = 0; showSuggestions(); });
input.addEventListener("keydown", (ev) => {
  const found = $("#suggestions").hidden ? [] : matches();
  if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
    S.active = (S.active + (ev.key === "ArrowDown" ? 1 : -1) + found.length) % Math.max(found.length, 1);
    showSuggestions(); ev.preventDefault();
  } else if (ev.key === "Enter" || ev.key === "Tab") {
    if (found.length) { choose(found[S.active]); ev.preventDefault(); } else if (S.chosen && ev.key === "Enter") {
      $("#command-form").requestSubmit(); ev.preventDefault();
    }
  } else if (ev.key === "Escape") {
    closeCommandForm(); input.value = ""; $("#suggestions").hidden = true;
  }
});

function closeCommandForm() {
  S.chosen = null;
  const form = $("#command-form");
  form.hidden = true;
  form.replaceChildren();
}

function optionControl(cmd, o) {
  const name = o.name;
  if (o.choices.length) {
    return el("select", { name }, o.required ? null : el("option", { value: "" }, "—"),
      o.choices.map((c) => el("option", { value: String(c.value) }, c.name)));
  }
  if (o.type === 5) return el("select", { name }, el("option", { value: "" }, "—"),
    el("option", { value: "true" }, "True"), el("option", { value: "false" }, "False"));
  if (o.type === 6) return el("select", { name }, o.required ? null : el("option", { value: "" }, "—"),
    S.view.members.map((m) => el("option", { value: m.id }, m.name)));
  if (o.type === 7) return el("select", { name }, o.required ? null : el("option", { value: "" }, "—"),
    S.view.channels.filter((c) => c.kind === "text").map((c) => el("option", { value: c.id }, "#" + c.name)));
  if (o.type === 4 || o.type === 10) {
    return el("input", { name, type: "number", step: o.type === 4 ? "1" : "any", min: o.min_value, max: o.max_value });
  }
  const field = el("input", { name, type: "text", minlength: o.min_length, maxlength: o.max_length,
    list: o.autocomplete ? `ac-${name}` : null });
  if (o.autocomplete) {
    let timer = null;
    field.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const result = await interact({ kind: "autocomplete", command: cmd.path, focused: name, options: formValues() });
        const list = document.getElementById(`ac-${name}`);
        if (result && list) {
          list.replaceChildren(...(result.choices || []).map((c) => el("option", { value: String(c.value) }, c.name)));
        }
      }, 200);
    });
  }
  return field;
}

function required(control, yes) {
  control.required = yes;
  return control;
}

function formValues() {
  const values = {};
  for (const control of $("#command-form").querySelectorAll("[name]")) {
    if (control.value !== "") values[control.name] = control.value;
  }
  return values;
}

function choose(cmd) {
  S.chosen = cmd;
  input.value = cmd.label + " ";
  $("#suggestions").hidden = true;
  const form = $("#command-form");
  form.replaceChildren(
    el("div", { class: "cmd-title" }, cmd.label, el("span", {}, cmd.description)),
    ...cmd.options.map((o) => el("label", { title: o.description, "data-option": o.name },
      o.label + (o.required ? " *" : ` (${S.ui.optional})`), required(optionControl(cmd, o), o.required),
      o.autocomplete ? el("datalist", { id: `ac-${o.name}` }) : null)),
    el("div", { class: "actions" },
      el("button", { type: "submit", class: "primary", id: "command-send" }, S.ui.send),
      el("button", { type: "button", class: "secondary", onclick: () => { closeCommandForm(); input.value = ""; } },
        S.ui.cancel)));
  form.hidden = false;
  form.onsubmit = async (ev) => {
    ev.preventDefault();
    const sent = await interact({ kind: "command", command: cmd.path, options: formValues() });
    if (sent) { closeCommandForm(); input.value = ""; }
  };
  const first = form.querySelector("[name]");
  (first || $("#command-send")).focus();
}

// ------------------------------------------------------------------ the rest of the chrome
$("#restart").addEventListener("click", async () => {
  setState("restarting");
  try { await api("/api/restart", {}); } catch (err) { banner(err.message); }
  scheduleRefresh();
});

$("#add-member").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  try {
    const added = await api("/api/members", { name: $("#new-name").value, locale: $("#new-locale").value });
    $("#new-name").value = "";
    switchTo(added.id, S.channel);
  } catch (err) { banner(err.message); }
});

function listen() {
  const events = new EventSource("/api/events");
  events.onmessage = (ev) => {
    const change = JSON.parse(ev.data);
    if (change.kind === "rejected") banner(fmt("rejected", { detail: change.detail }));
    if (change.kind === "commands") loadCommands();
    if (change.kind === "bot") setState(change.state);
    scheduleRefresh();
  };
  events.onopen = () => scheduleRefresh();
  events.onerror = () => setState("offline");
}

refresh().then(listen);
