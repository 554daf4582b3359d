// Streams new log lines in (cloned from the first line) every 1.2 s and keeps the view pinned to the newest line
// unless paused or scrolled up; keeps at most 200 lines. Reduced motion: lines still arrive, the scroll jumps.
const SAMPLE: [string, string, string][] = [
  ["info", "api", "GET /v1/orders/88412 200 in 22 ms"],
  ["debug", "cache", "hit products:sku-0031"],
  ["info", "api", "POST /v1/cart/items 201 in 64 ms"],
  ["warn", "db", "connection pool at 85% (17/20)"],
  ["info", "auth", "user_3120 signed in (sso)"],
  ["error", "payments", "gateway timeout after 10 s (order 88419), will retry"],
  ["debug", "worker", "job send-receipts done in 380 ms"],
  ["info", "api", "GET /v1/products?q=mug 200 in 41 ms"],
];

function mount(root: HTMLElement): () => void {
  const list = root.querySelector<HTMLOListElement>(".lines");
  const screen = root.querySelector<HTMLElement>(".screen");
  const pause = root.querySelector<HTMLButtonElement>(".pause");
  const state = root.querySelector<HTMLElement>(".state");
  const count = root.querySelector<HTMLElement>(".n");
  const template = list?.querySelector<HTMLLIElement>(".line");
  if (!list || !screen || !pause || !state || !count || !template) return () => {};
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const added: HTMLLIElement[] = [];
  const streaming = state.textContent ?? "Streaming";
  let paused = false;
  let n = 0;
  let clock = Date.now();

  const pin = () => screen.scrollTo({ top: screen.scrollHeight, behavior: reduce ? "auto" : "smooth" });
  const nearBottom = () => screen.scrollHeight - screen.scrollTop - screen.clientHeight < 40;
  const tick = () => {
    if (paused) return;
    const [level, source, message] = SAMPLE[n++ % SAMPLE.length];
    clock += 700 + ((n * 379) % 900);
    const line = template.cloneNode(true) as HTMLLIElement;
    line.dataset.level = level;
    const time = new Date(clock);
    const pad = (v: number, w = 2) => String(v).padStart(w, "0");
    const set = (selector: string, text: string) => {
      const el = line.querySelector(selector);
      if (el) el.textContent = text;
    };
    set(".ts", `${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())}.${pad(time.getUTCMilliseconds(), 3)}`);
    set(".lvl", level.toUpperCase());
    set(".src", source);
    set(".msg", message);
    line.classList.add("is-new");
    const follow = nearBottom();
    list.append(line);
    added.push(line);
    while (list.children.length > 200) {
      const first = list.firstElementChild as HTMLLIElement;
      added.splice(added.indexOf(first), 1);
      first.remove();
    }
    count.textContent = String(list.children.length);
    if (follow) pin();
  };
  const onPause = () => {
    paused = !paused;
    pause.setAttribute("aria-pressed", paused ? "true" : "false");
    root.classList.toggle("is-paused", paused);
    state.textContent = paused ? "Paused" : streaming;
    if (!paused) pin();
  };
  screen.scrollTop = screen.scrollHeight;
  const timer = window.setInterval(tick, 1200);
  pause.addEventListener("click", onPause);
  return () => {
    window.clearInterval(timer);
    pause.removeEventListener("click", onPause);
    added.forEach((line) => line.remove());
    root.classList.remove("is-paused");
    pause.setAttribute("aria-pressed", "false");
    state.textContent = streaming;
    count.textContent = String(list.children.length);
  };
}
