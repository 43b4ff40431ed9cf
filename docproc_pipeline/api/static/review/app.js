// The reviewer's screen: the queue, and one item's page beside its fields. Plain JavaScript
// over the review API, no build step. The bearer token lives in this tab's sessionStorage and
// goes out only as the Authorization header; page pictures and the original file are fetched
// with it and shown through blob: URLs, so the token never appears in a URL.
"use strict";

const TOKEN_KEY = "docproc.review.token";
// A field read below this confidence is marked for a look (the pipeline's default
// `min_confidence`; a failed rule of the field marks it too).
const LOW_CONFIDENCE = 0.85;
const PAGE_WIDTH = 1000; // pixels asked of the page-picture endpoint

const state = {
  me: null, // {id, name, is_admin}
  queue: [], // items of the queue view
  queueIndex: 0,
  item: null, // the item detail as last loaded
  doc: null, // its document
  page: 1,
  fieldIndex: 0,
  accepted: new Set(), // fields the reviewer accepted as read (this visit)
  pageUrl: null, // blob: URL of the shown page
};

const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v;
    else if (k === "dataset") Object.assign(node.dataset, v);
    else node.setAttribute(k, v);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// --- talking to the API -------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, detail) {
    super(detail);
    this.status = status;
  }
}

async function api(method, path, body) {
  const headers = { Authorization: "Bearer " + sessionStorage.getItem(TOKEN_KEY) };
  const init = { method, headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  if (r.status === 401) {
    signOut("Your token was refused: sign in again.");
    throw new ApiError(401, "not signed in");
  }
  if (r.status === 204) return null;
  if (!r.ok) {
    let detail = r.statusText;
    try {
      detail = (await r.json()).detail || detail;
    } catch (_) {
      /* not JSON */
    }
    throw new ApiError(r.status, detail);
  }
  const type = r.headers.get("content-type") || "";
  return type.startsWith("application/json") ? r.json() : r.blob();
}

// --- messages -----------------------------------------------------------------------------

function say(text, kind, offerReload) {
  $("message").className = "message " + (kind || "info");
  $("message-text").textContent = text;
  $("message-reload").hidden = !offerReload;
  $("message").hidden = false;
}

function clearMessage() {
  $("message").hidden = true;
}

function fail(err) {
  if (!(err instanceof ApiError)) {
    say("Something went wrong: " + err.message, "error");
    return;
  }
  if (err.status === 401) return;
  if (err.status === 409) {
    say("Conflict: " + err.message, "error", true);
  } else if (err.status === 403) {
    say("Not allowed: " + err.message, "error", true);
  } else if (err.status === 404) {
    say("Not found: " + err.message, "error");
  } else {
    say(err.message, "error");
  }
}

// --- views --------------------------------------------------------------------------------

function show(view) {
  for (const name of ["signin", "queue", "item"]) $("view-" + name).hidden = name !== view;
  $("nav").hidden = view === "signin";
  document.body.dataset.view = view;
}

function signOut(why) {
  sessionStorage.removeItem(TOKEN_KEY);
  state.me = null;
  $("who").textContent = "";
  show("signin");
  if (why) say(why, "error");
  $("token").focus();
}

async function signIn(token) {
  sessionStorage.setItem(TOKEN_KEY, token);
  try {
    state.me = await api("GET", "/api/review/me");
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) fail(err);
    return;
  }
  $("who").textContent = state.me.name + (state.me.is_admin ? " (admin)" : "");
  clearMessage();
  await openQueue();
}

function slaText(item) {
  const due = new Date(item.sla_due_at);
  const label = due.toLocaleString([], { dateStyle: "short", timeStyle: "short" });
  if (item.overdue) return ["overdue since " + label, "sla-breached"];
  if (item.sla_at_risk) return ["due " + label, "sla-risk"];
  return ["due " + label, ""];
}

async function openQueue() {
  show("queue");
  const page = await api("GET", "/api/review/items?limit=200");
  state.queue = page.items;
  state.queueIndex = Math.min(state.queueIndex, Math.max(0, state.queue.length - 1));
  $("queue-total").textContent = "(" + page.total + ")";
  const rows = $("queue-rows");
  rows.replaceChildren();
  state.queue.forEach((item, i) => {
    const [sla, slaClass] = slaText(item);
    const row = el(
      "tr",
      { class: "queue-row", dataset: { index: String(i), id: String(item.id) }, tabindex: "-1" },
      el("td", { class: "num" }, item.priority.toFixed(2)),
      el("td", {}, "#" + item.id + " ", el("span", { class: "muted" }, item.document_id)),
      el("td", {}, el("span", { class: "status s-" + item.status }, item.status)),
      el("td", {}, item.assignee_name || "—"),
      el("td", { class: slaClass }, sla),
      el("td", { class: "num" }, item.overall_confidence.toFixed(2)),
      el("td", { class: "num" }, item.total_amount ? item.total_amount + " " + (item.currency || "") : "—"),
      el("td", { class: "reasons-cell" }, item.reasons.join("; ") || "—"),
    );
    row.addEventListener("click", () => openItem(item.id).catch(fail));
    rows.append(row);
  });
  $("queue-empty").hidden = state.queue.length > 0;
  markQueueRow();
}

function markQueueRow() {
  document.querySelectorAll(".queue-row").forEach((row) => {
    row.classList.toggle("current", Number(row.dataset.index) === state.queueIndex);
  });
}

async function nextItem() {
  clearMessage();
  const item = await api("POST", "/api/review/claim-next");
  if (item === null) {
    say("Nothing left to claim: the queue has no pending item for you.", "info");
    await openQueue();
    return;
  }
  await openItem(item.id);
}

async function openItem(id) {
  const item = await api("GET", "/api/review/items/" + id);
  item.fields = inReviewOrder(item.fields);
  const sameItem = state.item && state.item.id === item.id;
  state.item = item;
  if (!sameItem) {
    state.accepted = new Set();
    state.fieldIndex = firstFieldToLookAt(item);
    state.doc = await api("GET", "/api/documents/" + encodeURIComponent(item.document_id));
    state.page = 1;
  }
  show("item");
  renderItem();
  const box = currentField() && currentField().box;
  await showPage(box ? box.page : state.page);
}

function firstFieldToLookAt(item) {
  const i = item.fields.findIndex((f) => isLow(f));
  return i >= 0 ? i : 0;
}

function isEmpty(field) {
  return field.value === null || field.value === "";
}

function isLow(field) {
  // an empty field is low only when a rule says so (a required one): most invoices leave
  // many optional fields empty
  const failed = (field.rule_results || []).some((r) => r && r.passed === false);
  if (failed) return true;
  return !isEmpty(field) && field.confidence !== null && field.confidence < LOW_CONFIDENCE;
}

// The fields in the order a reviewer checks them: those placed on the page in reading order
// (top to bottom, left to right), then the other filled ones, then the empty ones, then the
// rows of lists (line items, tax rows) as they come.
function inReviewOrder(fields) {
  const group = (f) => (f.name.includes("[") ? 3 : f.box ? 0 : isEmpty(f) ? 2 : 1);
  const where = (f) => (f.box ? [f.box.page, Math.round(f.box.y0 * 200), f.box.x0] : [0, 0, 0]);
  return fields
    .map((f, i) => [f, i])
    .sort(([a, i], [b, j]) => {
      const ka = [group(a), ...where(a), i];
      const kb = [group(b), ...where(b), j];
      for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return ka[k] - kb[k];
      return 0;
    })
    .map(([f]) => f);
}

function mine(item) {
  return item.status === "in_review" && (item.assignee_id === state.me.id || state.me.is_admin);
}

function renderItem() {
  const item = state.item;
  $("item-title").textContent = "Item #" + item.id;
  $("item-status").textContent = item.status + (item.assignee_name ? " · " + item.assignee_name : "");
  $("item-status").className = "status s-" + item.status;
  const [sla, slaClass] = slaText(item);
  $("item-sla").textContent = sla;
  $("item-sla").className = "sla " + slaClass;
  $("doc-name").textContent = state.doc ? state.doc.file_name : item.document_id;
  $("claim-bar").hidden = item.status !== "pending";
  const editable = mine(item);
  $("btn-approve").disabled = !editable;
  $("btn-reject").disabled = !editable;

  const reasons = $("reasons");
  reasons.replaceChildren();
  const shown = new Set(item.reasons);
  for (const r of item.reasons) reasons.append(el("li", {}, r));
  for (const [name, results] of Object.entries(item.validation.rule_results)) {
    for (const r of results) {
      const text = r && r.passed === false ? r.message || name + ": " + r.rule : null;
      if (text && !shown.has(text)) {
        shown.add(text);
        reasons.append(el("li", {}, text));
      }
    }
  }
  if (!shown.size) reasons.append(el("li", { class: "muted" }, "no validation findings"));

  const rows = $("field-rows");
  rows.replaceChildren();
  item.fields.forEach((f, i) => {
    const input = el("input", {
      name: f.name,
      id: "field-" + i,
      value: f.value === null ? "" : String(f.value),
      "aria-label": f.name,
    });
    input.readOnly = true;
    input.dataset.index = String(i);
    input.addEventListener("keydown", onFieldKey);
    input.addEventListener("focus", () => selectField(i, false));
    const conf = f.confidence === null ? "—" : f.confidence.toFixed(2);
    const marks = [];
    if (f.locked) marks.push(el("span", { class: "tag locked", title: "corrected and locked" }, "locked"));
    if (state.accepted.has(f.name)) marks.push(el("span", { class: "tag ok" }, "✓"));
    const row = el(
      "tr",
      {
        class: "field-row" + (isLow(f) ? " low" : "") + (isEmpty(f) ? " empty" : ""),
        dataset: { index: String(i), name: f.name },
      },
      el("th", { scope: "row" }, f.name),
      el("td", {}, input),
      el("td", { class: "num conf" }, conf),
      el("td", { class: "marks" }, ...marks),
    );
    row.addEventListener("click", () => selectField(i, true));
    rows.append(row);
  });
  selectField(Math.min(state.fieldIndex, item.fields.length - 1), false);
}

function currentField() {
  return state.item ? state.item.fields[state.fieldIndex] : null;
}

function selectField(i, moveFocus) {
  if (!state.item || i < 0 || i >= state.item.fields.length) return;
  state.fieldIndex = i;
  document.querySelectorAll(".field-row").forEach((row) => {
    row.classList.toggle("current", Number(row.dataset.index) === i);
  });
  const row = document.querySelector('.field-row[data-index="' + i + '"]');
  if (row) row.scrollIntoView({ block: "nearest" });
  const f = currentField();
  if (f.box && f.box.page !== state.page) showPage(f.box.page).catch(fail);
  else drawBoxes();
  if (moveFocus) document.activeElement.blur();
}

// --- the page picture and its boxes --------------------------------------------------------

async function showPage(n) {
  const pages = (state.doc && state.doc.page_count) || 1;
  n = Math.max(1, Math.min(n, pages));
  state.page = n;
  $("page-label").textContent = "page " + n + " of " + pages;
  const path =
    "/api/documents/" + encodeURIComponent(state.item.document_id) + "/pages/" + n + ".png?width=" + PAGE_WIDTH;
  try {
    const blob = await api("GET", path);
    if (state.pageUrl) URL.revokeObjectURL(state.pageUrl);
    state.pageUrl = URL.createObjectURL(blob);
    $("page-img").src = state.pageUrl;
    $("page").classList.remove("no-picture");
  } catch (err) {
    $("page-img").removeAttribute("src");
    $("page").classList.add("no-picture");
    fail(err);
  }
  drawBoxes();
}

function drawBoxes() {
  const layer = $("boxes");
  layer.replaceChildren();
  if (!state.item) return;
  const current = currentField();
  state.item.fields.forEach((f, i) => {
    if (!f.box || f.box.page !== state.page) return;
    const b = f.box;
    const box = el("div", {
      class: "box" + (f === current ? " active" : "") + (isLow(f) ? " low" : ""),
      title: f.name,
      dataset: { name: f.name },
    });
    box.style.left = b.x0 * 100 + "%";
    box.style.top = b.y0 * 100 + "%";
    box.style.width = Math.max(b.x1 - b.x0, 0.002) * 100 + "%";
    box.style.height = Math.max(b.y1 - b.y0, 0.002) * 100 + "%";
    box.addEventListener("click", () => selectField(i, true));
    layer.append(box);
  });
  const active = layer.querySelector(".box.active");
  if (active) active.scrollIntoView({ block: "nearest", inline: "nearest" });
}

async function downloadOriginal() {
  const blob = await api("GET", "/api/documents/" + encodeURIComponent(state.item.document_id) + "/file");
  const url = URL.createObjectURL(blob);
  const a = el("a", { href: url, download: state.doc ? state.doc.file_name : "document" });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// --- acting on the item --------------------------------------------------------------------

function acceptField() {
  const f = currentField();
  if (!f) return;
  state.accepted.add(f.name);
  const marks = document.querySelector('.field-row[data-index="' + state.fieldIndex + '"] .marks');
  if (marks && !marks.querySelector(".ok")) marks.append(el("span", { class: "tag ok" }, "✓"));
  selectField(state.fieldIndex + 1, false);
}

function startCorrection() {
  if (!mine(state.item)) {
    say("Claim the item before correcting it (t).", "info");
    return;
  }
  const input = $("field-" + state.fieldIndex);
  input.readOnly = false;
  input.focus();
  input.select();
}

async function saveCorrection(input) {
  const f = state.item.fields[Number(input.dataset.index)];
  const value = input.value.trim() === "" ? null : input.value.trim();
  input.readOnly = true;
  try {
    const item = await api("PATCH", "/api/review/items/" + state.item.id + "/fields", {
      fields: { [f.name]: value },
      expected_version: state.item.version,
    });
    item.fields = inReviewOrder(item.fields);
    state.item = item;
    clearMessage();
    say("Saved " + f.name + " (locked against re-processing).", "ok");
    state.accepted.add(f.name);
    renderItem();
    selectField(state.fieldIndex + 1, false);
  } catch (err) {
    input.value = f.value === null ? "" : String(f.value);
    fail(err);
  }
}

async function approve() {
  if (!mine(state.item)) return;
  await decide("approve", { expected_version: state.item.version });
}

function startReject() {
  if (!mine(state.item)) return;
  $("reject-form").hidden = false;
  $("reject-reason").value = "";
  $("reject-reason").focus();
}

function cancelReject() {
  $("reject-form").hidden = true;
  document.activeElement.blur();
}

async function reject() {
  const reason = $("reject-reason").value.trim();
  if (!reason) {
    say("A reason is required to reject.", "error");
    return;
  }
  $("reject-form").hidden = true;
  await decide("reject", { reason, expected_version: state.item.version });
}

async function decide(action, body) {
  const id = state.item.id;
  const result = await api("POST", "/api/review/items/" + id + "/" + action, body);
  await openItem(id);
  say("Item #" + id + " " + result.status + ". n: next item, q: queue.", "ok");
}

async function claimThis() {
  await api("POST", "/api/review/items/" + state.item.id + "/claim");
  clearMessage();
  await openItem(state.item.id);
}

// --- keys ----------------------------------------------------------------------------------

function onFieldKey(ev) {
  const input = ev.target;
  if (input.readOnly) return;
  if (ev.key === "Enter" && !ev.ctrlKey) {
    ev.preventDefault();
    ev.stopPropagation();
    saveCorrection(input);
  } else if (ev.key === "Escape") {
    ev.preventDefault();
    ev.stopPropagation();
    const f = state.item.fields[Number(input.dataset.index)];
    input.value = f.value === null ? "" : String(f.value);
    input.readOnly = true;
    input.blur();
  }
}

const QUEUE_KEYS = {
  n: nextItem,
  g: openQueue,
  j: () => moveQueue(1),
  ArrowDown: () => moveQueue(1),
  k: () => moveQueue(-1),
  ArrowUp: () => moveQueue(-1),
  Enter: () => (state.queue[state.queueIndex] ? openItem(state.queue[state.queueIndex].id) : null),
};

const ITEM_KEYS = {
  n: nextItem,
  q: openQueue,
  j: () => selectField(state.fieldIndex + 1, false),
  ArrowDown: () => selectField(state.fieldIndex + 1, false),
  k: () => selectField(state.fieldIndex - 1, false),
  ArrowUp: () => selectField(state.fieldIndex - 1, false),
  a: acceptField,
  c: startCorrection,
  Enter: startCorrection,
  r: startReject,
  t: claimThis,
  l: () => openItem(state.item.id).then(clearMessage),
  "[": () => showPage(state.page - 1),
  "]": () => showPage(state.page + 1),
};

function moveQueue(step) {
  state.queueIndex = Math.max(0, Math.min(state.queue.length - 1, state.queueIndex + step));
  markQueueRow();
}

function onKey(ev) {
  const view = document.body.dataset.view;
  if (view === "signin") return;
  if (view === "item" && ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
    ev.preventDefault();
    approve().catch(fail);
    return;
  }
  const target = ev.target;
  const typing = target.tagName === "INPUT" && !target.readOnly;
  if (typing || ev.altKey || ev.ctrlKey || ev.metaKey) return;
  if (ev.key === "Escape" && !$("reject-form").hidden) {
    cancelReject();
    return;
  }
  const action = (view === "queue" ? QUEUE_KEYS : ITEM_KEYS)[ev.key];
  if (!action) return;
  ev.preventDefault();
  Promise.resolve()
    .then(action)
    .catch(fail);
}

// --- start ---------------------------------------------------------------------------------

function wire() {
  $("signin-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    signIn($("token").value.trim()).catch(fail);
    $("token").value = "";
  });
  $("btn-signout").addEventListener("click", () => signOut());
  $("btn-queue").addEventListener("click", () => openQueue().catch(fail));
  $("btn-next").addEventListener("click", () => nextItem().catch(fail));
  $("btn-refresh").addEventListener("click", () => openQueue().catch(fail));
  $("btn-claim").addEventListener("click", () => claimThis().catch(fail));
  $("btn-approve").addEventListener("click", () => approve().catch(fail));
  $("btn-reject").addEventListener("click", startReject);
  $("btn-original").addEventListener("click", () => downloadOriginal().catch(fail));
  $("reject-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    reject().catch(fail);
  });
  $("reject-reason").addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") cancelReject();
  });
  $("reject-cancel").addEventListener("click", cancelReject);
  $("page-prev").addEventListener("click", () => showPage(state.page - 1).catch(fail));
  $("page-next").addEventListener("click", () => showPage(state.page + 1).catch(fail));
  $("message-close").addEventListener("click", clearMessage);
  $("message-reload").addEventListener("click", () => {
    if (state.item) openItem(state.item.id).then(clearMessage).catch(fail);
  });
  $("fields-form").addEventListener("submit", (ev) => ev.preventDefault());
  document.addEventListener("keydown", onKey);
}

wire();
if (sessionStorage.getItem(TOKEN_KEY)) signIn(sessionStorage.getItem(TOKEN_KEY)).catch(fail);
else signOut();
